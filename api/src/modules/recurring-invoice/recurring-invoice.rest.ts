import { noInput, recordRoutes, type RestRoute } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { RECURRING_FREQUENCIES, RECURRING_STATUSES, recurringInvoiceSchema } from "@common/recurring-invoice";
import {
  createRecurringInvoice, deleteRecurringInvoice, listRecurringInvoices, pauseRecurringInvoice, resumeRecurringInvoice,
  toRecurringInvoiceJson, updateRecurringInvoice,
} from "./recurring-invoice.service";

const text = () => j.nullable(j.string());

/** A recurring invoice as REST answers it (toRecurringInvoiceJson): with its lines. */
const recurringInvoiceJson = servedBy(j.object({
  id: j.uuid(), userId: j.uuid(), clientId: j.uuid(), projectId: j.nullable(j.uuid()),
  items: j.array(j.object({ description: j.string(), quantity: j.integer(), rate: j.money(), amount: j.money() }, "RecurringInvoiceItem")),
  taxRate: j.money("The tax rate in percent, as decimal text"), subtotal: j.money(), taxAmount: j.money(), total: j.money(), currency: j.string(),
  notes: text(), frequency: j.enum(RECURRING_FREQUENCIES), interval: j.integer("Every `interval` weeks, months, quarters or years"),
  startDate: j.day(), endDate: j.nullable(j.day()), count: j.nullable(j.integer("Ends after this many periods")),
  sendHour: j.integer("0-23, in the workspace's time zone"), dueInDays: j.integer(), autoSend: j.boolean(), skipIfUnpaid: j.boolean(),
  status: j.enum(RECURRING_STATUSES), nextSendDate: j.nullable(j.day("Next invoice on this day (null once finished)")), generatedCount: j.integer(),
  createdAt: j.dateTime(), updatedAt: j.dateTime(),
}, "RecurringInvoice"), toRecurringInvoiceJson);


export const recurringInvoiceRoutes: RestRoute[] = [
  ...recordRoutes("/api/recurring-invoices", {
    list: listRecurringInvoices, create: createRecurringInvoice, update: updateRecurringInvoice, remove: deleteRecurringInvoice,
    toJson: toRecurringInvoiceJson, json: recurringInvoiceJson, versioned: true,
    doc: { name: "recurring invoice", tag: "Recurring invoices", schema: recurringInvoiceSchema, errors: { create: [404], update: [404] } },
  }),
  {
    method: "POST", url: "/api/recurring-invoices/:id/pause",
    doc: { summary: "Pause a recurring invoice", tag: "Recurring invoices", response: recurringInvoiceJson, description: "No invoice is made while it is paused. A profile not active is answered as it is." },
    handler: async (ctx, req) => { noInput(req.body); return toRecurringInvoiceJson(await pauseRecurringInvoice(ctx, req.params.id)); },
  },
  {
    method: "POST", url: "/api/recurring-invoices/:id/resume",
    doc: {
      summary: "Resume a paused recurring invoice", tag: "Recurring invoices", response: recurringInvoiceJson,
      description: "The periods that started while it was paused are skipped, not caught up. A profile not paused is answered as it is.",
    },
    handler: async (ctx, req) => { noInput(req.body); return toRecurringInvoiceJson(await resumeRecurringInvoice(ctx, req.params.id)); },
  },
];
