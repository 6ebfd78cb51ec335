// The record types of the invoice module: declared once, here (domain-events.ts: defineRecord).
import { defineRecord, RECORD_WRITES } from "../../domain-events";

const invoiceRecord = defineRecord({
  entity: "invoice",
  table: "invoices",
  attachedTo: { client: "clientId", project: "projectId" },
  publicFields: ["id", "clientId", "projectId", "invoiceNumber", "status", "issueDate", "dueDate", "paidDate", "subtotal", "taxRate", "taxAmount",
    "total", "currency", "notes", "paymentUrl", "publicViewUrl", "createdAt", "updatedAt"],
  events: {
    ...RECORD_WRITES,
    /** a draft became sent by sending it by e-mail; `messageId` is the message that carries it */
    sent: { base: "updated", extra: { messageId: "string" } },
    /** a sent invoice passed its due day in the workspace's time zone (the scan's update) */
    overdue: { base: "updated", extra: { invoiceNumber: "string", clientId: "string", dueDate: "string", total: "string", currency: "string" } },
  },
});

declare module "../../domain-events" {
  interface Records {
    invoice: typeof invoiceRecord;
  }
}
