import { act, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator, createMockEnvironment } from "relay-test-utils";
import type { LoaderFunctionArgs } from "react-router";
import { renderRoutes } from "../../../../test/render";
import { ACME, GLOBEX, SITE, optionResolvers, pageConnection } from "../../../../test/connections";
import { VIEWER_ID, dialog, dialogField, expectToast, mutations, pendingOperation, resetToasts, resolveOperation, user } from "../../../../test/relay";
import { Component, load } from "../RecurringInvoicesPage";

const TIME_ZONE = "Europe/Paris";

interface ProfileFixture {
  id: string;
  status: "active" | "paused" | "finished";
  nextSendDate: string | null;
  generatedCount: number;
  invoices: { id: string; invoiceNumber: string; status: string; periodStart: string; total: string; currency: string }[];
}

const aProfile = (overrides: Partial<ProfileFixture> = {}) => ({
  __typename: "RecurringInvoice",
  id: "UmVjdXJyaW5nSW52b2ljZTox",
  status: "active",
  frequency: "monthly",
  interval: 1,
  sendHour: 9,
  total: "1650.00",
  currency: "USD",
  startDate: "2026-12-01",
  endDate: null,
  count: null,
  dueInDays: 14,
  autoSend: true,
  skipIfUnpaid: false,
  taxRate: "10.00",
  notes: null,
  nextSendDate: "2026-12-01",
  generatedCount: 0,
  client: { __typename: "Client", id: ACME.id, name: ACME.name, company: ACME.company },
  project: null,
  items: [{ __typename: "RecurringInvoiceItem", description: "Retainer {period_start} to {period_end}", quantity: 1, rate: "1500.00", amount: "1500.00" }],
  invoices: [],
  updatedAt: "2026-11-30T10:00:00.000Z",
  ...overrides,
});

function renderPage(path = "/invoicing/recurring") {
  const environment = createMockEnvironment();
  const routes = [
    { path: "/invoicing/recurring", loader: (args: LoaderFunctionArgs) => load(environment, args), Component, hydrateFallbackElement: <div /> },
    { path: "/invoicing", element: <h1>Invoice list</h1> },
    { path: "/invoicing/:id", element: <h1>Invoice page</h1> },
  ];
  return renderRoutes(routes, { environment, path });
}

const resolvers = (profiles: ReturnType<typeof aProfile>[]) => ({
  User: () => ({ id: VIEWER_ID, timeZone: TIME_ZONE }),
  RecurringInvoiceConnection: () => pageConnection(profiles, (p) => p),
  ...optionResolvers([ACME, GLOBEX], [SITE]),
});

// jsdom has no PointerEvent; the checkbox's press tracking makes one when focus leaves it
beforeAll(() => {
  if (typeof window.PointerEvent !== "function") Object.assign(window, { PointerEvent: MouseEvent });
});

let u: ReturnType<typeof user>;
beforeEach(() => {
  resetToasts();
  u = user();
});

describe("Recurring invoices page", () => {
  it("shows the empty state, and creates a profile with the schedule typed (the end asked for when chosen)", async () => {
    const { environment } = renderPage();
    await resolveOperation(environment, "RecurringInvoicesPageQuery", resolvers([]));
    expect(await screen.findByText("No recurring invoices yet")).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Create Your First Recurring Invoice" }));
    await screen.findByRole("dialog", { name: "New Recurring Invoice" });
    await u.selectOptions(dialogField("Client"), ACME.id);
    await u.selectOptions(dialogField("Project"), SITE.id);
    await u.type(dialogField("Description"), "Retainer");
    await u.clear(dialogField("Rate"));
    await u.type(dialogField("Rate"), "1500");
    await u.selectOptions(dialogField("Frequency"), "weekly");
    await u.clear(dialogField("Repeat every"));
    await u.type(dialogField("Repeat every"), "2");
    expect(within(dialog()).getByText("Every 2 weeks")).toBeInTheDocument();
    expect(within(dialog()).getByText("In your workspace's time zone, Europe/Paris.")).toBeInTheDocument();
    await u.selectOptions(dialogField("Ends"), "count");
    await u.click(within(dialog()).getByRole("button", { name: "Create Recurring Invoice" }));
    expect(await within(dialog()).findByText("Number of invoices is required")).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);
    await u.type(dialogField("Number of invoices"), "6");
    await u.selectOptions(dialogField("Send at"), "8");
    await u.click(within(dialog()).getByText("E-mail each invoice to the client automatically"));
    await u.click(within(dialog()).getByRole("button", { name: "Create Recurring Invoice" }));
    await waitFor(() => expect(mutations(environment)).toHaveLength(1));
    const [op] = mutations(environment);
    expect(op.request.variables.input).toEqual({
      clientId: ACME.id, projectId: SITE.id, items: [{ description: "Retainer", quantity: 1, rate: "1500" }], taxRate: "0", currency: "USD", notes: "",
      frequency: "weekly", interval: 2, startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), endDate: null, count: 6, sendHour: 8, dueInDays: 30,
      autoSend: false, skipIfUnpaid: false,
    });
    await act(async () => {
      environment.mock.resolve(op, MockPayloadGenerator.generate(op, { RecurringInvoice: () => aProfile({ id: "UmVjdXJyaW5nSW52b2ljZToy" }) }));
    });
    await expectToast("Recurring invoice created successfully");
    expect(await screen.findByText("Next invoice on Dec 1, 2026 at 9:00")).toBeInTheDocument();
  });

  it("shows a profile's invoices made and its next one; pauses it", async () => {
    const { environment } = renderPage();
    const made = { id: "SW52b2ljZTox", invoiceNumber: "INV-0007", status: "sent", periodStart: "2026-11-01", total: "1650.00", currency: "USD" };
    await resolveOperation(environment, "RecurringInvoicesPageQuery", resolvers([aProfile({ generatedCount: 1 })]));
    const card = await screen.findByRole("article", { name: "Acme Studio (Acme Inc.)" });
    expect(within(card).getByText("$1,650.00")).toBeInTheDocument();
    expect(within(card).getByText("Monthly")).toBeInTheDocument();
    expect(within(card).getByText("Next invoice on Dec 1, 2026 at 9:00")).toBeInTheDocument();
    expect(within(card).getByText(/1 invoice made/)).toBeInTheDocument();
    // the invoices made: read when shown
    await u.click(within(card).getByRole("button", { name: "Show invoices made" }));
    const history = await pendingOperation(environment, "RecurringInvoiceCardHistoryQuery");
    expect(history.request.variables).toEqual({ id: "UmVjdXJyaW5nSW52b2ljZTox", first: 10 });
    await act(async () => {
      environment.mock.resolve(history, MockPayloadGenerator.generate(history, {
        RecurringInvoice: () => ({ id: "UmVjdXJyaW5nSW52b2ljZTox", invoices: [{ __typename: "Invoice", ...made }] }),
      }));
    });
    expect(await within(card).findByRole("link", { name: "INV-0007" })).toHaveAttribute("href", "/invoicing/SW52b2ljZTox");
    expect(within(card).getByText("Nov 1, 2026")).toBeInTheDocument();
    await u.click(within(card).getByRole("button", { name: "Pause" }));
    await waitFor(() => expect(mutations(environment)).toHaveLength(1));
    const [op] = mutations(environment);
    expect(op.request.node.params.name).toBe("usePauseRecurringInvoiceMutation");
    await act(async () => {
      environment.mock.resolve(op, MockPayloadGenerator.generate(op, { RecurringInvoice: () => aProfile({ status: "paused", generatedCount: 1 }) }));
    });
    await expectToast("Recurring invoice paused");
    expect(within(card).getByText("Paused: no invoice is made until it is resumed")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Resume" })).toBeInTheDocument();
  });

  it("'Make recurring' (?from=<invoice>) opens the form on a copy of the invoice's client, lines, tax and notes", async () => {
    const { environment } = renderPage("/invoicing/recurring?from=SW52b2ljZTo5");
    const op = await pendingOperation(environment, "RecurringInvoicesPageQuery");
    expect(op.request.variables).toMatchObject({ from: "SW52b2ljZTo5", withFrom: true });
    await act(async () => {
      environment.mock.resolve(op, MockPayloadGenerator.generate(op, {
        ...resolvers([]),
        Invoice: () => ({
          __typename: "Invoice", id: "SW52b2ljZTo5", invoiceNumber: "INV-0009", currency: "EUR", taxRate: "20.00", notes: "Thanks",
          client: { __typename: "Client", id: GLOBEX.id }, project: null,
          items: [{ __typename: "InvoiceItem", description: "Hosting", quantity: 2, rate: "50.00" }],
        }),
      }));
    });
    await screen.findByRole("dialog", { name: "New Recurring Invoice" });
    expect(await within(dialog()).findByText("Lines, tax and notes copied from INV-0009.")).toBeInTheDocument();
    expect((dialogField("Client") as HTMLSelectElement).value).toBe(GLOBEX.id);
    expect((dialogField("Description") as HTMLInputElement).value).toBe("Hosting");
    expect((dialogField("Tax rate") as HTMLInputElement).value).toBe("20");
    expect(within(dialog()).getByTestId("form-total").textContent).toBe("€120.00");
  });
});
