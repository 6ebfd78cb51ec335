// The record types of the invoice module: declared once, here (domain-events.ts: defineRecord).
import { defineRecord, RECORD_WRITES } from "../../domain-events";

const invoiceRecord = defineRecord({
  entity: "invoice",
  table: "invoices",
  attachedTo: { client: "clientId", project: "projectId" },
  publicFields: ["id", "clientId", "projectId", "invoiceNumber", "status", "issueDate", "dueDate", "paidDate", "subtotal", "taxRate", "taxAmount",
    "total", "amountPaid", "currency", "notes", "paymentUrl", "publicViewUrl", "depositType", "depositValue", "depositDueDate",
    "recurringInvoiceId", "periodStart", "createdAt", "updatedAt"],
  events: {
    ...RECORD_WRITES,
    /** a draft became sent by sending it by e-mail; `messageId` is the message that carries it */
    sent: { base: "updated", extra: { messageId: "string" } },
    /** a sent invoice passed its due day in the workspace's time zone (the scan's update) */
    overdue: { base: "updated", extra: { invoiceNumber: "string", clientId: "string", dueDate: "string", total: "string", currency: "string" } },
    /** the invoice's balance reached zero (a payment, or Mark as paid): it became `paid`, once per time it does */
    paid: { base: "updated", extra: { invoiceNumber: "string", clientId: "string", clientName: "string", total: "string", amountPaid: "string", currency: "string", paidDate: "string" } },
    /**
     * a payment reminder was e-mailed to the client (the reminders scan): `reminderNumber` 1-3 the settings' reminders,
     * 4 and on the repeats; `lateFee` the fee it added as a line ("0.00": none; the changes then carry the new totals);
     * `amountDue` the balance the e-mail asked for; `messageId` the message that carries it
     */
    reminder_sent: {
      base: "updated",
      extra: { invoiceNumber: "string", clientId: "string", reminderNumber: "string", amountDue: "string", lateFee: "string", currency: "string", messageId: "string" },
    },
  },
});

/**
 * Money received for an invoice (invoice.payments.ts): a child of its invoice, so it lives in the invoice's module
 * (its writes lock the invoice's row and change its balance and status in the same transaction). The invoice's own
 * line of the same write is the one the client's and project's timelines show.
 */
const paymentRecord = defineRecord({
  entity: "payment",
  table: "payments",
  publicFields: ["id", "invoiceId", "amount", "currency", "method", "paidAt", "reference", "note", "provider", "providerPaymentId",
    "refundedAmount", "createdAt", "updatedAt"],
  events: {
    /** a payment was recorded (by hand, Mark as paid, or a provider): the payment's row with its invoice */
    received: { base: "created", extra: { invoiceId: "string", invoiceNumber: "string", amount: "string", currency: "string" } },
    /** part or all of a provider's payment was given back: `refundedAmount` is the payment's refunded total now */
    refunded: { base: "updated", extra: { invoiceId: "string", invoiceNumber: "string", refundedAmount: "string", currency: "string" } },
    /** a payment recorded by hand was deleted (the invoice's balance grows back) */
    deleted: { base: "deleted" },
  },
});

declare module "../../domain-events" {
  interface Records {
    invoice: typeof invoiceRecord;
    payment: typeof paymentRecord;
  }
}
