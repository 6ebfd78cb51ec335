import { bodyVersion, noInput, type RestRoute } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import type { ServiceContext } from "../../context";
import { invoiceSchema } from "@common/invoice";
import * as yup from "yup";
import { createInvoice, deleteInvoice, getInvoice, listInvoices, resumeInvoiceReminders, toInvoiceJson, updateInvoice } from "./invoice.service";
import { workspacePaysOnline } from "./invoice.checkout";
import { invoicePdf, sendInvoice } from "./invoice.send";
import { deletePayment, listPayments, recordPayment, toPaymentJson } from "./invoice.payments";
import { DEPOSIT_TYPES, paymentSchema } from "@common/payment";
import { REMINDER_STATUSES } from "@common/reminders";

/** The invoice as REST answers it: with its lines and client, read after the write. */
const invoiceJson = async (ctx: ServiceContext, id: string) => {
  const [i, paysOnline] = await Promise.all([getInvoice(ctx, id), workspacePaysOnline(ctx)]);
  return toInvoiceJson(i, ctx, paysOnline);
};

const text = () => j.nullable(j.string());

/** An invoice as REST answers it (toInvoiceJson): with its lines and its client's name. */
const invoiceRecordJson = servedBy(j.object({
  id: j.uuid(), userId: j.uuid(), clientId: j.uuid(), projectId: j.nullable(j.uuid()), invoiceNumber: j.string(), status: j.string(),
  issueDate: j.day(), dueDate: j.day(), paidDate: j.nullable(j.dateTime()),
  subtotal: j.money(), taxRate: j.money("The tax rate in percent, as decimal text"), taxAmount: j.money(), total: j.money(),
  amountPaid: j.money("What the invoice's payments brought in, less refunds"), balanceDue: j.money("The total less the amount paid"), currency: j.string(),
  notes: text(), integrationProvider: text(), externalInvoiceId: text(),
  paymentUrl: j.nullable(j.string("Where the client pays the invoice online: null while online payment is off")),
  publicViewUrl: j.nullable(j.string("The client's page of the invoice (no sign-in: the link is the key), null until the invoice has been sent")),
  pdfUrl: text(),
  depositType: j.nullable(j.enum(DEPOSIT_TYPES, "A deposit asked before the balance: a percentage of the total, or a fixed amount")),
  depositValue: j.nullable(j.money("The deposit's percentage (percent) or amount (fixed)")),
  depositDueDate: j.nullable(j.day()),
  lastSyncAt: j.nullable(j.dateTime()),
  remindersPausedAt: j.nullable(j.dateTime("When a refund paused its payment reminders (null: not paused)")),
  recurringInvoiceId: j.nullable(j.uuid()), periodStart: j.nullable(j.day("The first day of the period it bills, when a recurring invoice made it")),
  createdAt: j.dateTime(), updatedAt: j.dateTime(),
  items: j.array(j.object({
    id: j.uuid(), description: j.string(), quantity: j.integer(), rate: j.money(), amount: j.money(), createdAt: j.dateTime(),
  }, "InvoiceItem")),
  client: j.object({ id: j.uuid(), name: j.string() }, "ClientName"),
  pdfDownloadUrl: j.string("The invoice's PDF"),
  reminders: j.array(j.object({
    reminderNumber: j.integer("1-3: the reminders of the settings, in the order of their days; 4 and on: the repeats after them"),
    status: j.enum(REMINDER_STATUSES, "pending: due and not sent yet (its e-mail is waiting for the quota); sent; skipped: not sent (see note)"),
    dueOn: j.day("The day it was due"),
    sentAt: j.nullable(j.dateTime()),
    lateFee: j.nullable(j.money("The late fee it added to the invoice as a line")),
    note: j.nullable(j.string("Why it was skipped, or why its last attempt did not go")),
  }, "InvoiceReminder")),
}, "Invoice"), toInvoiceJson);

const TAG = "Invoices";

/** A payment of an invoice as REST answers it (toPaymentJson). */
const paymentJson = servedBy(j.object({
  id: j.uuid(), invoiceId: j.uuid(), amount: j.money(), currency: j.string(), method: j.string("card, bank_transfer, cash, check or other"),
  paidAt: j.dateTime(), reference: text(), note: text(), provider: j.nullable(j.string("stripe, or null when recorded by hand")),
  refundedAmount: j.money(), createdAt: j.dateTime(), updatedAt: j.dateTime(),
}, "Payment"), toPaymentJson);

export const invoiceRoutes: RestRoute[] = [
  { method: "GET", url: "/api/invoices", doc: { summary: "List invoices", tag: TAG, response: j.array(invoiceRecordJson) }, handler: async (ctx) => {
    const [list, paysOnline] = await Promise.all([listInvoices(ctx), workspacePaysOnline(ctx)]);
    return list.map((i) => toInvoiceJson(i, ctx, paysOnline));
  } },
  {
    method: "POST", url: "/api/invoices", doc: { summary: "Create an invoice", tag: TAG, body: invoiceSchema, status: 201, response: invoiceRecordJson, errors: [404, 409] },
    handler: async (ctx, req) => ({ status: 201, body: await invoiceJson(ctx, (await createInvoice(ctx, req.body)).id) }),
  },
  { method: "GET", url: "/api/invoices/:id", doc: { summary: "An invoice with its lines", tag: TAG, response: invoiceRecordJson }, handler: (ctx, req) => invoiceJson(ctx, req.params.id) },
  {
    // the body's `updatedAt` is the version the editor read: a stale one answers 409, a malformed one 400
    method: "PUT", url: "/api/invoices/:id",
    doc: {
      summary: "Update an invoice", tag: TAG, body: invoiceSchema.shape({ updatedAt: yup.date().nullable() }), partialBody: true,
      description: "Send the invoice's `updatedAt` as read: an invoice changed since is refused with 409.",
      response: invoiceRecordJson,
    },
    handler: async (ctx, req) => invoiceJson(ctx, (await updateInvoice(ctx, req.params.id, req.body, bodyVersion(req.body))).id),
  },
  {
    method: "DELETE", url: "/api/invoices/:id", doc: { summary: "Delete an invoice", tag: TAG, status: 204 },
    handler: async (ctx, req) => { await deleteInvoice(ctx, req.params.id); return { status: 204 }; },
  },
  {
    // takes no input: no body, or a JSON object (ignored); anything else is refused like any write's
    method: "POST", url: "/api/invoices/:id/send", doc: { summary: "E-mail an invoice to its client", tag: TAG, response: invoiceRecordJson, errors: [409, 429] },
    handler: async (ctx, req) => {
      noInput(req.body);
      return invoiceJson(ctx, (await sendInvoice(ctx, req.params.id)).id);
    },
  },
  {
    method: "POST", url: "/api/invoices/:id/reminders/resume",
    doc: { summary: "Resume the payment reminders a refund paused", tag: TAG, response: invoiceRecordJson },
    handler: async (ctx, req) => { noInput(req.body); return invoiceJson(ctx, (await resumeInvoiceReminders(ctx, req.params.id)).id); },
  },
  {
    method: "GET", url: "/api/invoices/:id/payments", doc: { summary: "An invoice's payments, oldest first", tag: TAG, response: j.array(paymentJson) },
    handler: async (ctx, req) => (await listPayments(ctx, req.params.id)).map(toPaymentJson),
  },
  {
    method: "POST", url: "/api/invoices/:id/payments",
    doc: {
      summary: "Record a payment", tag: TAG, body: paymentSchema, status: 201, response: paymentJson,
      description: "At most the invoice's balance; the invoice becomes paid when its balance reaches zero. A draft or cancelled invoice cannot be paid.",
    },
    handler: async (ctx, req) => ({ status: 201, body: toPaymentJson((await recordPayment(ctx, req.params.id, req.body)).payment) }),
  },
  {
    method: "DELETE", url: "/api/invoices/:id/payments/:paymentId",
    doc: { summary: "Delete a payment recorded by hand", tag: TAG, status: 204, description: "A provider's payment cannot be deleted (400)." },
    handler: async (ctx, req) => { await deletePayment(ctx, req.params.id, req.params.paymentId); return { status: 204 }; },
  },
  {
    method: "GET", url: "/api/invoices/:id/pdf", doc: { summary: "An invoice as PDF", tag: TAG, produces: "application/pdf" },
    handler: async (ctx, req) => {
      const { filename, pdf } = await invoicePdf(ctx, req.params.id);
      req.reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "private, no-store");
      return { status: 200, body: pdf };
    },
  },
];
