import { act, screen, waitFor, within } from "@testing-library/react";
import type { LoaderFunctionArgs } from "react-router";
import { ConnectionHandler } from "relay-runtime";
import { MockPayloadGenerator, createMockEnvironment } from "relay-test-utils";
import { renderRoutes } from "../../../../test/render";
import { Component as InvoicesPage, load as loadList } from "../InvoicesPage";
import { Component as InvoiceViewPage, load as loadView } from "../InvoiceViewPage";
import {
  type InvoiceFixture,
  SITE,
  VIEWER_ID,
  anInvoice,
  answerConflict,
  answerDelete,
  answerValidationError,
  dialog,
  expectConflictInDialog,
  expectToast,
  listResolvers,
  mutations,
  pendingOperation,
  rejectOperation,
  renderInvoiceView,
  resetToasts,
  resolveOperation,
  retype,
  user,
} from "./invoiceTestUtils";

let u: ReturnType<typeof user>;

beforeEach(() => {
  resetToasts();
  u = user();
});

const invoice = () =>
  anInvoice({
    invoiceNumber: "INV-5001",
    status: "sent",
    currency: "EUR",
    issueDate: "2026-03-01T05:00:00.000Z",
    dueDate: "2026-03-31T04:00:00.000Z",
    subtotal: "2601.29",
    taxRate: "8.25",
    taxAmount: "214.61",
    total: "2815.90",
    notes: "Bank transfer within 30 days.\n<b>Thanks</b>",
    project: { id: SITE.id, name: SITE.name },
    client: { id: "Q2xpZW50OmFjbWU=", name: "Acme Studio", company: "Acme Inc.", email: "billing@acme.test", phone: "+1 555 0100", address: "1 Main St\nSpringfield" },
    items: [
      { id: "SXRlbTox", description: "Workshop", quantity: 3, rate: "0.10", amount: "0.30" },
      { id: "SXRlbToy", description: "Design", quantity: 2, rate: "1250.50", amount: "2501.00" },
      { id: "SXRlbToz", description: "Hosting", quantity: 1, rate: "99.99", amount: "99.99" },
    ],
  });

/** Answers the pending status mutation with the invoice in its new status. */
async function answerStatus(environment: Awaited<ReturnType<typeof renderInvoiceView>>["environment"], name: string, record: InvoiceFixture) {
  const op = await pendingOperation(environment, name);
  const payloadType = name === "useSendInvoiceMutation" ? "SendInvoicePayload" : "SetInvoiceStatusPayload";
  const result = name === "useSendInvoiceMutation" ? "MutationSendInvoiceResult" : "MutationSetInvoiceStatusResult";
  await act(async () => {
    environment.mock.resolve(
      op,
      MockPayloadGenerator.generate(op, {
        [result]: () => ({ __typename: payloadType }),
        Invoice: () => ({ ...record, client: undefined, project: undefined, items: undefined }),
        Client: () => record.client,
        Project: () => record.project,
        InvoiceItem: (_ctx, generateId) => record.items[(generateId() - 1) % record.items.length],
      }),
    );
  });
  return op;
}

describe("Invoice page", () => {
  it("shows the invoice as the client sees it: brand, client block, dates, items, totals in its currency, notes as text", async () => {
    await renderInvoiceView(invoice());
    expect(await screen.findByRole("heading", { level: 1, name: "Invoice INV-5001" })).toBeInTheDocument();
    const doc = within(screen.getByTestId("invoice-document"));
    expect(doc.getByTestId("invoice-provider")).toHaveTextContent("Lovelace Studio");
    expect(doc.getByText("ada@lovelace.test")).toBeInTheDocument();
    expect(doc.getByTestId("invoice-brand-bar")).toBeInTheDocument();
    expect(doc.getByTestId("document-number")).toHaveTextContent("INV-5001");
    expect(doc.getByTestId("invoice-status")).toHaveTextContent("Sent");
    const client = within(doc.getByTestId("invoice-client-block"));
    for (const t of ["Acme Studio", "Acme Inc.", "billing@acme.test", "+1 555 0100"]) expect(client.getByText(t)).toBeInTheDocument();
    const dates = doc.getByTestId("invoice-dates");
    expect(dates).toHaveTextContent("Mar 1, 2026");
    expect(dates).toHaveTextContent("Mar 31, 2026");
    expect(dates).toHaveTextContent("Website redesign");
    const items = doc.getAllByTestId("document-item");
    const cells = items.map((r) => Array.from(r.querySelectorAll("td")).map((td) => td.textContent));
    // the description cell also holds "quantity × rate" for phones
    expect(cells).toEqual([
      ["Workshop3 × €0.10", "3", "€0.10", "€0.30"],
      ["Design2 × €1,250.50", "2", "€1,250.50", "€2,501.00"],
      ["Hosting1 × €99.99", "1", "€99.99", "€99.99"],
    ]);
    expect(doc.getByTestId("document-subtotal")).toHaveTextContent("€2,601.29");
    expect(doc.getByTestId("document-tax")).toHaveTextContent("€214.61");
    expect(doc.getByText("Tax (8.25%)")).toBeInTheDocument();
    expect(doc.getByTestId("document-total")).toHaveTextContent("€2,815.90");
    // user content is text, never markup
    expect(doc.getByTestId("invoice-notes").textContent).toBe("Bank transfer within 30 days.\n<b>Thanks</b>");
    expect(doc.getByTestId("invoice-notes").querySelector("b")).toBeNull();
    const pdf = screen.getByRole("link", { name: "Download PDF" });
    expect(pdf.getAttribute("href")).toMatch(/^\/api\/invoices\/[0-9a-f-]{36}\/pdf$/);
    expect(pdf).toHaveAttribute("download", "INV-5001.pdf");
  });

  it("shows a clear not-found state for a missing or foreign id", async () => {
    await renderInvoiceView(null);
    expect(await screen.findByRole("heading", { level: 1, name: "Invoice not found" })).toBeInTheDocument();
    expect(screen.getByText("This invoice does not exist or has been deleted.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to invoices" })).toHaveAttribute("href", "/invoicing");
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("marks the invoice paid, then cancelled: the badge follows, the button of the current status is disabled", async () => {
    const record = invoice();
    const { environment } = await renderInvoiceView(record);
    await screen.findByRole("heading", { level: 1, name: "Invoice INV-5001" });
    expect(screen.getByRole("button", { name: "Mark as sent" })).toBeDisabled();
    await u.click(screen.getByRole("button", { name: "Mark as paid" }));
    const op = await answerStatus(environment, "useSetInvoiceStatusMutation", { ...record, status: "paid", paidDate: "2026-03-20T14:00:00.000Z" });
    expect(op.request.variables.input).toEqual({ id: record.id, status: "paid" });
    await expectToast("Invoice updated successfully", "Marked as paid.");
    const doc = within(screen.getByTestId("invoice-document"));
    await waitFor(() => expect(doc.getByTestId("invoice-status")).toHaveTextContent("Paid"));
    expect(doc.getByTestId("invoice-dates")).toHaveTextContent("Paid on");
    expect(screen.getByRole("button", { name: "Mark as paid" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Mark as sent" })).toBeEnabled();

    await u.click(screen.getByRole("button", { name: "Cancel invoice" }));
    const cancel = await answerStatus(environment, "useSetInvoiceStatusMutation", { ...record, status: "cancelled" });
    expect(cancel.request.variables.input).toEqual({ id: record.id, status: "cancelled" });
    await waitFor(() => expect(doc.getByTestId("invoice-status")).toHaveTextContent("Cancelled"));
    expect(screen.getByRole("button", { name: "Cancel invoice" })).toBeDisabled();
  });

  it("asks before deleting; Cancel keeps it, Delete Invoice deletes it and goes back to the list", async () => {
    const record = invoice();
    const { environment, router } = await renderInvoiceView(record);
    await screen.findByRole("heading", { level: 1, name: "Invoice INV-5001" });
    await u.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this invoice?" });
    expect(within(confirm).getByText("Are you sure you want to delete this invoice? This action cannot be undone.")).toBeInTheDocument();
    await u.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(mutations(environment)).toHaveLength(0);

    await u.click(screen.getByRole("button", { name: "Delete" }));
    await u.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete Invoice" }));
    const op = await answerDelete(environment, "Invoice", record.id);
    // opened directly: no list in the store to remove it from
    expect(op.request.variables).toEqual({ input: { id: record.id }, connections: [] });
    await expectToast("Invoice deleted successfully");
    await waitFor(() => expect(router.state.location.pathname).toBe("/invoicing"));
    expect(await screen.findByRole("heading", { level: 1, name: "Invoice list" })).toBeInTheDocument();
  });

  it("stays on the page with 'Failed to delete invoice' when the delete fails", async () => {
    const { environment, router } = await renderInvoiceView(invoice());
    await screen.findByRole("heading", { level: 1, name: "Invoice INV-5001" });
    await u.click(screen.getByRole("button", { name: "Delete" }));
    await u.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete Invoice" }));
    await rejectOperation(environment, "useDeleteInvoiceMutation", new Error("network down"));
    await expectToast("Error", "Failed to delete invoice");
    expect(router.state.location.pathname).not.toBe("/invoicing");
  });

  it("sends the invoice by e-mail with a toast naming the address", async () => {
    const record = invoice();
    const { environment } = await renderInvoiceView(record);
    await screen.findByRole("heading", { level: 1, name: "Invoice INV-5001" });
    await u.click(screen.getByRole("button", { name: "Send by e-mail" }));
    const op = await answerStatus(environment, "useSendInvoiceMutation", record);
    expect(op.request.variables.input).toEqual({ id: record.id });
    await expectToast("Invoice sent", "The invoice is on its way to billing@acme.test.");
  });

  it("disables Send by e-mail with an explanation when the client has no e-mail", async () => {
    await renderInvoiceView(anInvoice({ invoiceNumber: "INV-5002", client: { ...invoice().client, email: null } }));
    await screen.findByRole("heading", { level: 1, name: "Invoice INV-5002" });
    const send = screen.getByRole("button", { name: "Send by e-mail" });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription("Add an e-mail address to this client to send the invoice by e-mail.");
  });

  it("shows the server's reason when sending fails", async () => {
    const { environment } = await renderInvoiceView(invoice());
    await screen.findByRole("heading", { level: 1, name: "Invoice INV-5001" });
    await u.click(screen.getByRole("button", { name: "Send by e-mail" }));
    const op = await pendingOperation(environment, "useSendInvoiceMutation");
    await answerValidationError(environment, op, "sendInvoice", {}, "E-mail delivery is not configured (set SMTP_URL)");
    await expectToast("Error", "Failed to send invoice: E-mail delivery is not configured (set SMTP_URL)");
  });

  it("shows 'Failed to send invoice' with the e-mail quota's refusal on a second line", async () => {
    const { environment } = await renderInvoiceView(invoice());
    await screen.findByRole("heading", { level: 1, name: "Invoice INV-5001" });
    await u.click(screen.getByRole("button", { name: "Send by e-mail" }));
    const op = await pendingOperation(environment, "useSendInvoiceMutation");
    const quota = "E-mail quota reached: at most 500 e-mails per day. Try again in 5 hours.";
    await act(async () => {
      environment.mock.resolve(op, { data: { sendInvoice: { __typename: "TooManyRequestsError", __isError: "TooManyRequestsError", message: quota } } });
    });
    const toast = await expectToast("Error", `Failed to send invoice ${quota}`);
    expect(toast.querySelector("[data-part='description']")?.textContent).toBe(`Failed to send invoice\n${quota}`);
  });

  it("edits the invoice prefilled from the record and sends only the changes", async () => {
    const record = invoice();
    const { environment } = await renderInvoiceView(record);
    await screen.findByRole("heading", { level: 1, name: "Invoice INV-5001" });
    await u.click(screen.getByRole("button", { name: "Edit" }));
    const d = await screen.findByRole("dialog", { name: "Edit Invoice" });
    const get = (label: string) => within(d).getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: "input, select, textarea" }) as HTMLInputElement;
    expect(get("Invoice number").value).toBe("INV-5001");
    expect(get("Client").value).toBe(record.client.id);
    expect(get("Project").value).toBe(SITE.id);
    expect(get("Status").value).toBe("sent");
    expect(get("Currency").value).toBe("EUR");
    // stored as the start of the day in the workspace's zone: the day that was picked
    expect(get("Issue date").value).toBe("2026-03-01");
    expect(get("Due date").value).toBe("2026-03-31");
    expect(get("Tax rate").value).toBe("8.25");
    expect(within(d).getAllByTestId("invoice-item")).toHaveLength(3);
    expect(within(d).getByTestId("form-total")).toHaveTextContent("€2,815.90");
    const notes = get("Notes");
    await u.clear(notes);
    await u.click(notes);
    await u.paste("Paid by card.");
    await u.click(within(dialog()).getByRole("button", { name: "Save Changes" }));
    const op = await pendingOperation(environment, "useUpdateInvoiceMutation");
    expect(op.request.variables.input).toEqual({ id: record.id, unchangedSince: record.updatedAt, notes: "Paid by card." });
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationUpdateInvoiceResult: () => ({ __typename: "UpdateInvoicePayload" }),
          Invoice: () => ({ ...record, notes: "Paid by card.", client: undefined, project: undefined, items: undefined }),
          Client: () => record.client,
          Project: () => record.project,
          InvoiceItem: (_ctx, generateId) => record.items[(generateId() - 1) % record.items.length],
        }),
      );
    });
    await expectToast("Invoice updated successfully");
    await waitFor(() => expect(screen.getByTestId("invoice-notes")).toHaveTextContent("Paid by card."));
  });

  it("sends the version it opened with; a save that met another keeps the dialog open with what was typed and says so", async () => {
    const record = invoice();
    const { environment } = await renderInvoiceView(record);
    await screen.findByRole("heading", { level: 1, name: "Invoice INV-5001" });
    await u.click(screen.getByRole("button", { name: "Edit" }));
    await screen.findByRole("dialog", { name: "Edit Invoice" });
    // the invoice changes in the store while the dialog is open (a refresh): the form still edits what it showed
    act(() => environment.commitUpdate((store) => store.get(record.id)?.setValue("2026-03-02T10:00:00.000Z", "updatedAt")));
    await retype(u, "Notes", "Paid by card.");
    await u.click(within(dialog()).getByRole("button", { name: "Save Changes" }));
    const op = await pendingOperation(environment, "useUpdateInvoiceMutation");
    expect(op.request.variables.input).toEqual({ id: record.id, unchangedSince: record.updatedAt, notes: "Paid by card." });
    const changed = "This invoice was changed at the same time. Reload it and try again.";
    await answerConflict(environment, op, "updateInvoice", changed);
    await expectConflictInDialog(changed, { Notes: "Paid by card." });
    await expectToast("Error", `Failed to update invoice: ${changed}`);
    expect(screen.getByRole("dialog", { name: "Edit Invoice" })).toBeInTheDocument();
  });

  it("follows the invoice changed elsewhere, and says so when it was deleted there", async () => {
    const record = invoice();
    const { environment } = await renderInvoiceView(record);
    await screen.findByRole("heading", { level: 1, name: "Invoice INV-5001" });
    const live = await pendingOperation(environment, "useWorkspaceChangesSubscription");
    await act(async () => {
      environment.mock.nextValue(live, { data: { workspaceChanged: { type: "invoice.deleted" } } });
    });
    const again = await pendingOperation(environment, "InvoiceViewPageQuery");
    expect(again.request.variables).toEqual({ id: record.id, optionCount: 100 });
    const payload = MockPayloadGenerator.generate(again, { User: () => ({ id: VIEWER_ID }) });
    (payload.data as { node: unknown }).node = null;
    await act(async () => {
      environment.mock.resolve(again, payload);
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Invoice not found" })).toBeInTheDocument();
  });

  it("does not offer to send a cancelled invoice, and says why", async () => {
    await renderInvoiceView(anInvoice({ invoiceNumber: "INV-5003", status: "cancelled" }));
    await screen.findByRole("heading", { level: 1, name: "Invoice INV-5003" });
    expect(screen.getByRole("button", { name: "Send by e-mail" })).toHaveAccessibleDescription("A cancelled invoice is not sent.");
    expect(screen.getByRole("button", { name: "Send by e-mail" })).toBeDisabled();
  });

  it("takes a deleted invoice out of the list it was opened from", async () => {
    const record = invoice();
    const other = anInvoice({ invoiceNumber: "INV-5100" });
    const environment = createMockEnvironment();
    const routes = [
      { path: "/invoicing", loader: () => loadList(environment), Component: InvoicesPage, hydrateFallbackElement: <div /> },
      { path: "/invoicing/:id", loader: (args: LoaderFunctionArgs) => loadView(environment, args), Component: InvoiceViewPage },
    ];
    renderRoutes(routes, { environment, path: "/invoicing" });
    await resolveOperation(environment, "InvoicesPageQuery", listResolvers([record, other]));
    await u.click(await screen.findByRole("link", { name: "View invoice INV-5001" }));
    await resolveOperation(environment, "InvoiceViewPageQuery", {
      User: () => ({ id: VIEWER_ID }),
      Invoice: () => ({ ...record, client: undefined, project: undefined, items: undefined }),
      Client: () => record.client,
      Project: () => record.project,
    });
    await screen.findByRole("heading", { level: 1, name: "Invoice INV-5001" });
    await u.click(screen.getByRole("button", { name: "Delete" }));
    await u.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete Invoice" }));
    const op = await answerDelete(environment, "Invoice", record.id);
    expect(op.request.variables.connections).toEqual([ConnectionHandler.getConnectionID(VIEWER_ID, "InvoiceList_invoices")]);
    // back on the list, which the store already shows without the invoice while it is read again
    await screen.findByRole("heading", { level: 1, name: "Invoicing" });
    await waitFor(() => expect(screen.getAllByTestId("invoice-row").map((r) => r.getAttribute("aria-label"))).toEqual(["Invoice INV-5100"]));
  });
});
