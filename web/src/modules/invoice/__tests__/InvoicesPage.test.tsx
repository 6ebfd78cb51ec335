import { act, screen, waitFor, within } from "@testing-library/react";
import {
  GLOBEX,
  anInvoice,
  inRow,
  listResolvers,
  pendingOperation,
  renderInvoicesPage,
  renderInvoicesRoute,
  resetToasts,
  resolveOperation,
  rowOf,
  rows,
  user,
} from "./invoiceTestUtils";

let u: ReturnType<typeof user>;

beforeEach(() => {
  resetToasts();
  u = user();
});

describe("Invoicing page", () => {
  it("shows the heading, subtitle and 'Create Invoice' at once, and 5 skeleton rows while the query loads", async () => {
    renderInvoicesRoute();
    expect(await screen.findByRole("heading", { level: 1, name: "Invoicing" })).toBeInTheDocument();
    expect(screen.getByText("Create and manage invoices for your clients")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Invoice" })).toBeInTheDocument();
    expect(screen.getAllByTestId("invoice-skeleton")).toHaveLength(5);
    expect(screen.getByRole("status", { name: "Loading invoices" })).toBeInTheDocument();
  });

  it("says 'No invoices yet' without invoices, and its button opens the Create Invoice dialog", async () => {
    await renderInvoicesPage([]);
    const empty = screen.getByTestId("invoices-empty");
    expect(within(empty).getByText("No invoices yet")).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
    await u.click(within(empty).getByRole("button", { name: "Create Your First Invoice" }));
    expect(await screen.findByRole("dialog", { name: "Create Invoice" })).toBeInTheDocument();
  });

  it("shows each invoice's number, client, due date in the workspace's zone, total in its currency, status badge and View", async () => {
    await renderInvoicesPage([
      anInvoice({ invoiceNumber: "INV-2001", status: "paid", currency: "EUR", total: "1234.50", dueDate: "2026-04-15T04:00:00.000Z" }),
      anInvoice({ invoiceNumber: "INV-2002", status: "overdue", currency: "USD", total: "99999999.99", client: { ...anInvoice().client, id: GLOBEX.id, name: "Globex" } }),
      anInvoice({ invoiceNumber: "INV-2003", status: "cancelled", currency: "GBP", total: "0.30" }),
    ]);
    expect(rows().map((r) => r.getAttribute("aria-label"))).toEqual(["Invoice INV-2001", "Invoice INV-2002", "Invoice INV-2003"]);
    const first = inRow("INV-2001");
    expect(first.getByTestId("invoice-number")).toHaveTextContent("INV-2001");
    expect(first.getByTestId("invoice-client")).toHaveTextContent("Acme Studio");
    // stored as the start of Apr 15 in New York (04:00 UTC): shown as that day
    expect(first.getByTestId("invoice-due")).toHaveTextContent("Apr 15, 2026");
    expect(first.getByTestId("invoice-total")).toHaveTextContent("€1,234.50");
    expect(inRow("INV-2002").getByTestId("invoice-total")).toHaveTextContent("$99,999,999.99");
    expect(inRow("INV-2003").getByTestId("invoice-total")).toHaveTextContent("£0.30");
    const badges = (n: string) => inRow(n).getAllByTestId("invoice-status");
    expect(badges("INV-2001")[0]).toHaveTextContent("Paid");
    expect(badges("INV-2001")[0]).toHaveAttribute("data-palette", "green");
    expect(badges("INV-2002")[0]).toHaveAttribute("data-palette", "red");
    expect(badges("INV-2003")[0]).toHaveAttribute("data-palette", "orange");
    expect(inRow("INV-2002").getByTestId("invoice-client")).toHaveTextContent("Globex");
  });

  it("opens an invoice's page with View", async () => {
    const invoice = anInvoice({ invoiceNumber: "INV-3001" });
    const { router } = await renderInvoicesPage([invoice]);
    const view = inRow("INV-3001").getByRole("link", { name: "View invoice INV-3001" });
    expect(view).toHaveAttribute("href", `/invoicing/${encodeURIComponent(invoice.id)}`);
    await u.click(view);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoicing/${encodeURIComponent(invoice.id)}`));
    expect(await screen.findByText("Invoice page")).toBeInTheDocument();
  });

  it("filters by status through the server, and offers to show all when none has it", async () => {
    const { environment } = await renderInvoicesPage([anInvoice({ invoiceNumber: "INV-4001", status: "draft" }), anInvoice({ invoiceNumber: "INV-4002", status: "paid" })]);
    const filter = screen.getByLabelText("Status");
    await u.selectOptions(filter, "paid");
    const op = await pendingOperation(environment, "InvoiceListPaginationQuery");
    expect(op.request.variables).toMatchObject({ status: "paid", count: 50 });
    await resolveOperation(environment, "InvoiceListPaginationQuery", listResolvers([anInvoice({ invoiceNumber: "INV-4002", status: "paid" })]));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rowOf("INV-4002")).toBeInTheDocument();

    await u.selectOptions(filter, "overdue");
    await resolveOperation(environment, "InvoiceListPaginationQuery", listResolvers([]));
    expect(await screen.findByTestId("invoices-filtered-empty")).toHaveTextContent("No invoices with this status.");
    // the empty state for a workspace without invoices is not shown for a filter
    expect(screen.queryByTestId("invoices-empty")).not.toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Show all invoices" }));
    const all = await pendingOperation(environment, "InvoiceListPaginationQuery");
    expect(all.request.variables.status).toBeNull();
  });

  it("follows invoices changed elsewhere: an invoice event reads the list again, other events do not", async () => {
    const { environment } = await renderInvoicesPage([anInvoice({ invoiceNumber: "INV-6001", status: "sent" })]);
    const live = await pendingOperation(environment, "useWorkspaceChangesSubscription");
    await act(async () => {
      environment.mock.nextValue(live, { data: { workspaceChanged: { type: "client.created" } } });
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === "InvoiceListPaginationQuery")).toBe(false);

    // two changes in a burst (another tab's edit and sending): the list is read once
    await act(async () => {
      environment.mock.nextValue(live, { data: { workspaceChanged: { type: "invoice.updated" } } });
      environment.mock.nextValue(live, { data: { workspaceChanged: { type: "invoice.sent" } } });
    });
    const op = await pendingOperation(environment, "InvoiceListPaginationQuery");
    expect(op.request.variables).toMatchObject({ status: null, count: 50 });
    expect(environment.mock.getAllOperations().filter((o) => o.request.node.params.name === "InvoiceListPaginationQuery")).toHaveLength(1);
    await resolveOperation(environment, "InvoiceListPaginationQuery", listResolvers([anInvoice({ invoiceNumber: "INV-6001", status: "paid" })]));
    await waitFor(() => expect(inRow("INV-6001").getAllByTestId("invoice-status")[0]).toHaveTextContent("Paid"));
  });
});
