import { Receipt } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { INVOICES_HEADING } from "./heading";

/** Invoicing: the invoices list, and an invoice opened from it. */
export const invoiceModule: WebModule = {
  routes: [
    { path: paths.invoicing, page: () => import("./InvoicesPage") },
    { path: paths.invoice, page: () => import("./InvoiceViewPage") },
  ],
  heading: INVOICES_HEADING,
  nav: { path: paths.invoicing, label: "Invoicing", icon: Receipt },
  quickCreate: [{ kind: "invoice", label: "New invoice", dialog: () => import("./QuickInvoiceDialog").then((m) => m.QuickInvoiceDialog) }],
  notificationKinds: () => import("./notificationKinds"),
};
