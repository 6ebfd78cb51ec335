// The recurring invoice module's face: recurring invoices and the scan that makes their invoices.
import "./recurring-invoice.record";
import "./recurring-invoice.schema";
import type { ApiModule } from "../../module";
import { recurringInvoiceRoutes } from "./recurring-invoice.rest";
import { generateRecurringInvoices } from "./recurring-invoice.generate";
import { recurringInvoiceSendHandler } from "./recurring-invoice.send";

export const recurringInvoiceModule: ApiModule = {
  name: "recurring-invoice",
  routes: recurringInvoiceRoutes,
  eventHandlers: [recurringInvoiceSendHandler],
  scheduledJobs: [{
    // each due period's invoice, once (the statement's unique period and advanced schedule); every minute
    name: "recurring-invoice-scan",
    cron: "* * * * *",
    policy: { retryLimit: 2, retryDelay: 20, expireInSeconds: 120 },
    run: (res) => generateRecurringInvoices(res),
  }],
};
