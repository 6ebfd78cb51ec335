import { act, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { ConnectionHandler } from "relay-runtime";
import { calendarDay } from "@common/timezone";
import {
  ACME,
  APP,
  GLOBEX,
  PORTAL,
  SITE,
  TIME_ZONE,
  VIEWER_ID,
  anInvoice,
  answerValidationError,
  dialog,
  expectToast,
  mutations,
  pendingOperation,
  rejectOperation,
  NEXT_INVOICE_NUMBER,
  renderInvoicesPage,
  resetToasts,
  rows,
  user,
} from "./invoiceTestUtils";

/** A form control of the dialog by its label (the required marker aside). */
const field = (label: string, scope: HTMLElement = dialog()) =>
  within(scope).getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: "input, select, textarea" }) as HTMLInputElement;

const item = (n: number) => within(dialog()).getByRole("group", { name: `Item ${n}` });
const itemField = (n: number, label: string) => field(label, item(n));

let u: ReturnType<typeof user>;

async function openNew() {
  await u.click(screen.getByRole("button", { name: "Create Invoice" }));
  return screen.findByRole("dialog", { name: "Create Invoice" });
}

async function type(input: HTMLElement, value: string) {
  await u.clear(input);
  await u.click(input);
  if (value) await u.paste(value);
}

const submit = (name = "Create Invoice") => u.click(within(dialog()).getByRole("button", { name }));
const text = (testId: string) => within(dialog()).getByTestId(testId).textContent;

beforeEach(() => {
  resetToasts();
  u = user();
});

describe("Invoice form", () => {
  it("opens with the defaults: no number (the workspace's next one suggested), today and +30 days, draft, USD, tax 0, one item of quantity 1 and rate 0", async () => {
    await renderInvoicesPage([]);
    await openNew();
    expect(field("Invoice number").value).toBe("");
    expect(field("Invoice number")).toHaveAttribute("placeholder", NEXT_INVOICE_NUMBER);
    expect(within(dialog()).getByText(`Leave it empty to use the next number, ${NEXT_INVOICE_NUMBER}.`)).toBeInTheDocument();
    const today = calendarDay(new Date(), TIME_ZONE);
    expect(field("Issue date")).toHaveAttribute("type", "date");
    expect(field("Issue date").value).toBe(today);
    const due = new Date(`${today}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(field("Due date").value).toBe(due.toISOString().slice(0, 10));
    expect(field("Status").value).toBe("draft");
    expect(Array.from((field("Status") as unknown as HTMLSelectElement).options).map((o) => o.value)).toEqual(["draft", "sent", "paid", "overdue", "cancelled"]);
    expect(field("Currency").value).toBe("USD");
    expect(Array.from((field("Currency") as unknown as HTMLSelectElement).options).map((o) => o.value)).toEqual(["USD", "EUR", "GBP", "CAD", "AUD"]);
    expect(field("Tax rate").value).toBe("0");
    expect(within(dialog()).getAllByTestId("invoice-item")).toHaveLength(1);
    expect(itemField(1, "Quantity").value).toBe("1");
    expect(itemField(1, "Rate").value).toBe("0");
    // the last item cannot be removed
    const remove = within(item(1)).getByRole("button", { name: "Remove item 1" });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAttribute("title", "An invoice needs at least one item");
    expect(text("form-total")).toBe("$0.00");
    // the tenant's clients; no project before a client
    const client = field("Client") as unknown as HTMLSelectElement;
    expect(Array.from(client.options).map((o) => o.textContent)).toEqual(["Select a client", "Acme Studio (Acme Inc.)", "Globex"]);
    expect(Array.from((field("Project") as unknown as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(["Choose a client first"]);
  });

  it("offers only the chosen client's projects, and drops a project of another client", async () => {
    await renderInvoicesPage([]);
    await openNew();
    const project = () => field("Project") as unknown as HTMLSelectElement;
    await u.selectOptions(field("Client"), ACME.id);
    expect(Array.from(project().options).map((o) => o.textContent)).toEqual(["No project", SITE.name, APP.name]);
    await u.selectOptions(project(), SITE.id);
    await u.selectOptions(field("Client"), GLOBEX.id);
    await waitFor(() => expect(project().value).toBe("none"));
    expect(Array.from(project().options).map((o) => o.textContent)).toEqual(["No project", PORTAL.name]);
  });

  it("shows every message of the spec and sends nothing while invalid", async () => {
    const { environment } = await renderInvoicesPage([]);
    await openNew();
    await type(field("Invoice number"), "");
    await type(field("Issue date"), "");
    await type(field("Due date"), "");
    await type(itemField(1, "Quantity"), "0");
    await type(itemField(1, "Rate"), "-5");
    await type(field("Tax rate"), "150");
    await submit();
    const d = within(dialog());
    for (const message of [
      "Client is required",
      "Issue date is required",
      "Due date is required",
      "Description is required",
      "Quantity must be at least 1",
      "Rate must be positive",
      "Tax rate must be between 0 and 100",
    ]) {
      expect(await d.findByText(message)).toBeInTheDocument();
    }
    expect(mutations(environment)).toHaveLength(0);
  });

  it("recomputes each amount, the subtotal, the tax and the total as the user types, to the cent", async () => {
    await renderInvoicesPage([]);
    await openNew();
    await u.click(within(dialog()).getByRole("button", { name: "Add item" }));
    await u.click(within(dialog()).getByRole("button", { name: "Add item" }));
    expect(within(dialog()).getAllByTestId("invoice-item")).toHaveLength(3);
    // the new item's description has the focus
    expect(document.activeElement).toBe(itemField(3, "Description"));
    await type(itemField(1, "Quantity"), "3");
    await type(itemField(1, "Rate"), "0.1");
    await type(itemField(2, "Quantity"), "2");
    await type(itemField(2, "Rate"), "1250.50");
    await type(itemField(3, "Rate"), "99.99");
    expect(within(item(1)).getByTestId("item-amount")).toHaveTextContent("$0.30");
    expect(within(item(2)).getByTestId("item-amount")).toHaveTextContent("$2,501.00");
    expect(within(item(3)).getByTestId("item-amount")).toHaveTextContent("$99.99");
    expect(text("form-subtotal")).toBe("$2,601.29");
    await type(field("Tax rate"), "8.25");
    // 2601.29 x 8.25% = 214.606425, half-up to 214.61
    expect(text("form-tax")).toBe("$214.61");
    expect(text("form-total")).toBe("$2,815.90");
    await u.selectOptions(field("Currency"), "EUR");
    expect(text("form-total")).toBe("€2,815.90");
    // removing the second item takes its amount out
    expect(within(item(1)).getByRole("button", { name: "Remove item 1" })).toBeEnabled();
    await u.click(within(item(2)).getByRole("button", { name: "Remove item 2" }));
    expect(within(dialog()).getAllByTestId("invoice-item")).toHaveLength(2);
    expect(text("form-subtotal")).toBe("€100.29");
    expect(text("form-tax")).toBe("€8.27");
    expect(text("form-total")).toBe("€108.56");
  });

  it("creates an invoice with the spec's payload; its row appears first and the toast says so", async () => {
    const { environment } = await renderInvoicesPage([anInvoice({ invoiceNumber: "INV-OLD" })]);
    await openNew();
    await u.selectOptions(field("Client"), ACME.id);
    await u.selectOptions(field("Project"), APP.id);
    await type(field("Invoice number"), "INV-2026-001");
    await type(field("Issue date"), "2026-05-01");
    await type(field("Due date"), "2026-05-31");
    await type(field("Tax rate"), "10");
    await type(itemField(1, "Description"), "Discovery workshop");
    await type(itemField(1, "Quantity"), "2");
    await type(itemField(1, "Rate"), "450");
    await u.click(within(dialog()).getByRole("button", { name: "Add item" }));
    await type(itemField(2, "Description"), "Wireframes");
    await type(itemField(2, "Rate"), "1200.5");
    await type(field("Notes"), "Thank you!");
    // a deposit: its percentage checked with the server's message, the amount it asks shown as the user types
    await u.selectOptions(field("Deposit"), "percent");
    await type(field("Deposit percentage"), "120");
    await type(field("Deposit due date"), "2026-06-02");
    await submit();
    expect(await within(dialog()).findByText("A deposit percentage must be more than 0 and at most 100")).toBeInTheDocument();
    expect(await within(dialog()).findByText("The deposit due date cannot be after the invoice's due date")).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);
    await type(field("Deposit percentage"), "30");
    await type(field("Deposit due date"), "2026-05-15");
    // 30% of $2,310.55 is 693.165, half-up to 693.17
    expect(await within(dialog()).findByText("Asked first: $693.17")).toBeInTheDocument();
    await submit();

    const op = await pendingOperation(environment, "useCreateInvoiceMutation");
    expect(op.request.variables.input).toEqual({
      clientId: ACME.id,
      projectId: APP.id,
      invoiceNumber: "INV-2026-001",
      status: "draft",
      currency: "USD",
      issueDate: "2026-05-01",
      dueDate: "2026-05-31",
      taxRate: "10.00",
      subtotal: "2100.50",
      taxAmount: "210.05",
      total: "2310.55",
      notes: "Thank you!",
      items: [
        { description: "Discovery workshop", quantity: 2, rate: "450.00", amount: "900.00" },
        { description: "Wireframes", quantity: 1, rate: "1200.50", amount: "1200.50" },
      ],
      depositType: "percent",
      depositValue: "30",
      depositDueDate: "2026-05-15",
    });
    expect(op.request.variables.connections).toEqual([ConnectionHandler.getConnectionID(VIEWER_ID, "InvoiceList_invoices")]);
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationCreateInvoiceResult: () => ({ __typename: "CreateInvoicePayload" }),
          Invoice: () => ({ ...anInvoice(), id: "SW52b2ljZTpuZXc=", invoiceNumber: "INV-2026-001", total: "2310.55", status: "draft", currency: "USD" }),
          Client: () => ({ id: ACME.id, name: ACME.name }),
        }),
      );
    });
    await expectToast("Invoice created successfully");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(rows().map((r) => r.getAttribute("aria-label"))).toEqual(["Invoice INV-2026-001", "Invoice INV-OLD"]);
  });

  it("shows a duplicate number on the number field, an item's message on its item, and 'Failed to create invoice'", async () => {
    const { environment } = await renderInvoicesPage([]);
    await openNew();
    await u.selectOptions(field("Client"), ACME.id);
    await type(itemField(1, "Description"), "Hosting");
    await u.click(within(dialog()).getByRole("button", { name: "Add item" }));
    await type(itemField(2, "Description"), "Support");
    await submit();
    let op = await pendingOperation(environment, "useCreateInvoiceMutation");
    await act(async () => {
      environment.mock.resolve(op, { data: { createInvoice: { __typename: "ConflictError", __isError: "ConflictError", message: "Invoice number already exists" } } });
    });
    const numberField = field("Invoice number").closest("[data-part=root]") as HTMLElement;
    expect(await within(numberField).findByText("Invoice number already exists")).toBeInTheDocument();
    await expectToast("Error", "Failed to create invoice: Invoice number already exists");
    expect(dialog()).toBeInTheDocument();

    await type(field("Invoice number"), "INV-NEW");
    await submit();
    op = await pendingOperation(environment, "useCreateInvoiceMutation");
    expect(op.request.variables.input.invoiceNumber).toBe("INV-NEW");
    await answerValidationError(environment, op, "createInvoice", { "items[1].rate": "Rate must be at most 99,999,999.99" });
    expect(await within(item(2)).findByText("Rate must be at most 99,999,999.99")).toBeInTheDocument();
    expect(within(item(1)).queryByText("Rate must be at most 99,999,999.99")).not.toBeInTheDocument();
  });

  it("shows 'Failed to create invoice' when the call fails and keeps the dialog open", async () => {
    const { environment } = await renderInvoicesPage([]);
    await openNew();
    await u.selectOptions(field("Client"), ACME.id);
    await type(itemField(1, "Description"), "Offline work");
    await submit();
    await rejectOperation(environment, "useCreateInvoiceMutation", new Error("network down"));
    await expectToast("Error", "Failed to create invoice");
    expect(dialog()).toBeInTheDocument();
  });

  it("says so and links to /clients when the tenant has no clients", async () => {
    await renderInvoicesPage([], { clients: [], projects: [] });
    await openNew();
    expect(within(dialog()).getByText("You need a client before you can create an invoice.")).toBeInTheDocument();
    expect(within(dialog()).getByRole("link", { name: "Add a client" })).toHaveAttribute("href", "/clients");
  });
});
