import { act, screen, within } from "@testing-library/react";
import { MockPayloadGenerator, createMockEnvironment, type MockResolvers } from "relay-test-utils";
import type { LoaderFunctionArgs } from "react-router";
import { renderRoutes, type MockEnvironment } from "../../../../test/render";
import { optionResolvers, pageConnection, type ClientOption, type ProjectOption } from "../../../../test/connections";
import { pendingOperation, resolveOperation, VIEWER_ID } from "../../../../test/relay";
import { Component as InvoicesPage, load as loadList } from "../InvoicesPage";
import { Component as InvoiceViewPage, load as loadView } from "../InvoiceViewPage";

export * from "../../../../test/relay";

export interface ItemFixture {
  id: string;
  description: string;
  quantity: number;
  rate: string;
  amount: string;
}

export interface PaymentFixture {
  id: string;
  amount: string;
  method: string;
  paidAt: string;
  reference: string | null;
  note: string | null;
  provider: string | null;
}

/** An invoice as the API returns it; every field present so no mock placeholder leaks into the UI. */
export interface InvoiceFixture {
  id: string;
  invoiceNumber: string;
  status: string;
  currency: string;
  issueDate: string;
  dueDate: string;
  paidDate: string | null;
  subtotal: string;
  taxRate: string;
  taxAmount: string;
  total: string;
  notes: string | null;
  pdfDownloadUrl: string;
  client: { id: string; name: string; company: string | null; email: string | null; phone: string | null; address: string | null };
  project: { id: string; name: string } | null;
  items: ItemFixture[];
  amountPaid: string;
  balanceDue: string;
  payments: PaymentFixture[];
  reminders: { reminderNumber: number; status: string; dueOn: string; sentAt: string | null; lateFee: string | null; note: string | null }[];
  remindersPausedAt: string | null;
  depositType: "percent" | "fixed" | null;
  depositValue: string | null;
  depositDueDate: string | null;
  publicViewUrl: string | null;
  /** the version the edit form sends back (unchangedSince) */
  updatedAt: string;
}

export const ACME: ClientOption = { id: "Q2xpZW50OmFjbWU=", name: "Acme Studio", company: "Acme Inc." };
export const GLOBEX: ClientOption = { id: "Q2xpZW50Omdsb2JleA==", name: "Globex", company: null };
export const SITE: ProjectOption = { id: "UHJvamVjdDpzaXRl", name: "Website redesign", client: { id: ACME.id } };
export const APP: ProjectOption = { id: "UHJvamVjdDphcHA=", name: "Mobile app", client: { id: ACME.id } };
export const PORTAL: ProjectOption = { id: "UHJvamVjdDpwb3J0YWw=", name: "Patient portal", client: { id: GLOBEX.id } };

/** The workspace's zone in the fixtures: days are stored as their start there (04:00 or 05:00 UTC). */
export const TIME_ZONE = "America/New_York";
/** The workspace's next invoice number, as the API suggests it. */
export const NEXT_INVOICE_NUMBER = "INV-0042";

let seq = 0;

export function anInvoice(overrides: Partial<InvoiceFixture> = {}): InvoiceFixture {
  seq += 1;
  return {
    id: `SW52b2ljZTo${seq}`,
    invoiceNumber: `INV-100${seq}`,
    status: "draft",
    currency: "USD",
    issueDate: "2026-03-01T05:00:00.000Z",
    dueDate: "2026-03-31T04:00:00.000Z",
    paidDate: null,
    subtotal: "1250.00",
    taxRate: "10.00",
    taxAmount: "125.00",
    total: "1375.00",
    notes: null,
    pdfDownloadUrl: `/api/invoices/00000000-0000-4000-8000-00000000000${seq % 10}/pdf`,
    client: { id: ACME.id, name: ACME.name, company: ACME.company, email: "billing@acme.test", phone: null, address: null },
    project: null,
    items: [{ id: `SW52b2ljZUl0ZW06${seq}`, description: "Design work", quantity: 10, rate: "125.00", amount: "1250.00" }],
    updatedAt: `2026-03-01T09:30:00.${String(seq % 1000).padStart(3, "0")}Z`,
    amountPaid: "0.00",
    balanceDue: overrides.total ?? "1375.00",
    payments: [],
    reminders: [],
    remindersPausedAt: null,
    depositType: null,
    depositValue: null,
    depositDueDate: null,
    publicViewUrl: null,
    ...overrides,
  };
}

export interface ViewerFixture {
  companyName: string | null;
  brandLogo: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export const VIEWER: ViewerFixture = { companyName: "Lovelace Studio", brandLogo: null, email: "ada@lovelace.test", firstName: "Ada", lastName: "Lovelace" };

const invoiceNode = (invoice: InvoiceFixture) => ({
  __typename: "Invoice",
  ...invoice,
  client: { __typename: "Client", ...invoice.client },
  project: invoice.project ? { __typename: "Project", ...invoice.project } : null,
  items: invoice.items.map((i) => ({ __typename: "InvoiceItem", ...i })),
  payments: invoice.payments.map((p) => ({ __typename: "Payment", ...p })),
});

export function listResolvers(invoices: InvoiceFixture[], { clients = [ACME, GLOBEX], projects = [SITE, APP, PORTAL], hasNextPage = false } = {}): MockResolvers {
  return {
    User: () => ({ id: VIEWER_ID, timeZone: TIME_ZONE, nextInvoiceNumber: NEXT_INVOICE_NUMBER, ...VIEWER }),
    InvoiceConnection: () => pageConnection(invoices, invoiceNode, { hasNextPage }),
    ...optionResolvers(clients, projects),
  };
}

/** Renders /invoicing with its loader; the query stays pending (skeleton rows) until it is answered. */
export function renderInvoicesRoute(environment: MockEnvironment = createMockEnvironment()) {
  const routes = [
    { path: "/invoicing", loader: () => loadList(environment), Component: InvoicesPage, hydrateFallbackElement: <div /> },
    { path: "/invoicing/:id", element: <p>Invoice page</p> },
  ];
  return renderRoutes(routes, { environment, path: "/invoicing" });
}

/** /invoicing with these invoices, clients and projects loaded. */
export async function renderInvoicesPage(invoices: InvoiceFixture[], options: Parameters<typeof listResolvers>[1] = {}) {
  const result = renderInvoicesRoute();
  await resolveOperation(result.environment, "InvoicesPageQuery", listResolvers(invoices, options));
  await screen.findByRole("heading", { level: 1, name: "Invoicing" });
  return result;
}

/** Renders /invoicing/<id> with its loader, and a stand-in list page to come back to. */
export function renderInvoiceViewRoute(id: string, environment: MockEnvironment = createMockEnvironment()) {
  const routes = [
    { path: "/invoicing/:id", loader: (args: LoaderFunctionArgs) => loadView(environment, args), Component: InvoiceViewPage, hydrateFallbackElement: <div /> },
    { path: "/invoicing", element: <h1>Invoice list</h1> },
  ];
  return renderRoutes(routes, { environment, path: `/invoicing/${encodeURIComponent(id)}` });
}

/** /invoicing/<id> with this invoice (or none: a missing or foreign id) loaded. */
export async function renderInvoiceView(invoice: InvoiceFixture | null, { id = invoice?.id ?? "SW52b2ljZTptaXNzaW5n", viewer = VIEWER } = {}) {
  const result = renderInvoiceViewRoute(id);
  const op = await pendingOperation(result.environment, "InvoiceViewPageQuery");
  const payload = MockPayloadGenerator.generate(op, {
    User: () => ({ id: VIEWER_ID, timeZone: TIME_ZONE, nextInvoiceNumber: NEXT_INVOICE_NUMBER, ...viewer }),
    Node: () => invoiceNode(invoice ?? anInvoice()),
    Invoice: () => invoiceNode(invoice ?? anInvoice()),
    ...optionResolvers([ACME, GLOBEX], [SITE, APP, PORTAL]),
  });
  // a missing or foreign id: the server answers node null
  if (!invoice) (payload.data as { node: unknown }).node = null;
  await act(async () => {
    result.environment.mock.resolve(op, payload);
  });
  return result;
}

export const rows = () => screen.queryAllByTestId("invoice-row");
export const rowOf = (invoiceNumber: string) => screen.getByRole("listitem", { name: `Invoice ${invoiceNumber}` });
export const inRow = (invoiceNumber: string) => within(rowOf(invoiceNumber));
