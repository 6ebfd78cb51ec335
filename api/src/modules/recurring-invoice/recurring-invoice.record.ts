// The record type of the recurring invoice module: declared once, here (domain-events.ts: defineRecord).
import { defineRecord, RECORD_WRITES } from "../../domain-events";

const recurringInvoiceRecord = defineRecord({
  entity: "recurring_invoice",
  table: "recurring_invoices",
  attachedTo: { client: "clientId", project: "projectId" },
  publicFields: ["id", "clientId", "projectId", "items", "taxRate", "subtotal", "taxAmount", "total", "currency", "notes", "frequency", "interval",
    "startDate", "endDate", "count", "sendHour", "dueInDays", "autoSend", "skipIfUnpaid", "status", "nextSendDate", "generatedCount", "createdAt", "updatedAt"],
  events: {
    ...RECORD_WRITES,
    /** a period's invoice was made (the generator's statement: the invoice, the next period, this event); `invoiceId` is it */
    generated: {
      base: "updated",
      extra: { invoiceId: "string", invoiceNumber: "string", clientId: "string", periodStart: "string", periodEnd: "string", total: "string",
        currency: "string", autoSend: "boolean" },
    },
    /** a period was passed over because an invoice it made before is still unpaid (skip while the previous one is unpaid) */
    skipped: { base: "updated", extra: { periodStart: "string", periodEnd: "string" } },
  },
});

declare module "../../domain-events" {
  interface Records {
    recurring_invoice: typeof recurringInvoiceRecord;
  }
}
