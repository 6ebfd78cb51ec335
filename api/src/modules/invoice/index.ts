// The invoice module's face: invoices, their PDF (an attachment of their e-mail), the client's page of an invoice with
// Pay now (Stripe Checkout, its webhook's events and the client's receipt), the overdue scan, the payment reminders and
// the invoice settings.
import "./invoice.record";
import "./invoice.schema";
import "./invoice.hub";
import "./invoice.search";
import "./invoice.settings";
import "./invoice.reminders.settings";
import "./invoice.reminders.schema";

export { setInvoiceStatus } from "./invoice.service";
export { sendInvoice } from "./invoice.send";
export { nextInvoiceNumberSql } from "./invoice.numbers";
import type { ApiModule } from "../../module";
import { invoiceRoutes } from "./invoice.rest";
import { markOverdueInvoices } from "./invoice.overdue";
import { INVOICE_PDF_ATTACHMENT, invoicePdfAttachment } from "./invoice.send";
import { invoicePublicRoutes } from "./invoice.public";
import { stripeEventQueue, stripeWebhookRoutes } from "./invoice.stripe-events";
import { paymentReceiptHandler } from "./invoice.receipt";
import { sendPaymentReminders } from "./invoice.reminders";

export const invoiceModule: ApiModule = {
  name: "invoice",
  routes: invoiceRoutes,
  publicRoutes: [...invoicePublicRoutes, ...stripeWebhookRoutes],
  eventHandlers: [paymentReceiptHandler],
  queues: [stripeEventQueue],
  scheduledJobs: [{
    // sent invoices past their due day in the workspace's time zone become overdue (event and notification once)
    name: "invoice-overdue-scan",
    cron: "*/5 * * * *",
    policy: { retryLimit: 2, retryDelay: 30, expireInSeconds: 300 },
    run: (res) => markOverdueInvoices(res),
  }, {
    // the payment reminders due at the workspace's send hour, each once (claimed by its unique row); every minute
    name: "invoice-reminders-scan",
    cron: "* * * * *",
    policy: { retryLimit: 2, retryDelay: 20, expireInSeconds: 120 },
    run: (res) => sendPaymentReminders(res),
  }],
  attachmentSources: [{ path: INVOICE_PDF_ATTACHMENT, make: invoicePdfAttachment }],
};
