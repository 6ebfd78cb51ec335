import type { WebModule } from "../../lib/webModule";
import { RECURRING_HEADING } from "./heading";

/** The recurring invoices, under Invoicing (the invoices screen links here; an invoice's page offers "Make recurring"). */
const RECURRING = "/invoicing/recurring";

/** Recurring invoices: the profiles that make an invoice per period. */
export const recurringInvoiceModule: WebModule = {
  routes: [{ path: RECURRING, page: () => import("./RecurringInvoicesPage") }],
  heading: RECURRING_HEADING,
};
