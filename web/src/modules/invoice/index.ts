import { Receipt } from "lucide-react";
import type { WebModule } from "../../lib/webModule";
import { INVOICES_HEADING } from "./heading";

const INVOICES = "/invoicing";
/** One invoice, opened from the invoices list. */
const INVOICE = "/invoicing/:id";

/** Invoicing: the invoices list, and an invoice opened from it. */
export const invoiceModule: WebModule = {
  routes: [
    { path: INVOICES, page: () => import("./InvoicesPage") },
    { path: INVOICE, page: () => import("./InvoiceViewPage") },
  ],
  heading: INVOICES_HEADING,
  nav: { path: INVOICES, label: "Invoicing", icon: Receipt },
  records: { invoice: { list: INVOICES, one: INVOICE } },
  quickCreate: [{ kind: "invoice", label: "New invoice", dialog: () => import("./QuickInvoiceDialog").then((m) => m.QuickInvoiceDialog) }],
  notificationKinds: () => import("./notificationKinds"),
  hubBlocks: [{ key: "invoices", on: { client: 10, project: 30 }, block: () => import("./InvoicesHubBlock").then((m) => m.invoicesHubBlock) }],
};
