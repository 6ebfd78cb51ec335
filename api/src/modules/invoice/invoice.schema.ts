import { builder } from "../../graphql/builder";
import { mutationResult } from "../../graphql/errors";
import { ownedNode, recordMutations } from "../../graphql/records";
import { ownedConnection } from "../../graphql/connections";
import { ValidationError } from "../../errors";
import { ClientRef } from "../client";
import { ProjectRef } from "../project";
import { INVOICE_STATUSES } from "@common/invoice";
import {
  InvoiceNumberTakenError, createInvoice, deleteInvoice, invoicePdfPath, resumeInvoiceReminders, setInvoiceStatus, updateInvoice,
} from "./invoice.service";
import { sendInvoice } from "./invoice.send";
import { definePageModel } from "../../db/pages";
import { DEPOSIT_TYPES, PAYMENT_METHODS, balanceOf } from "@common/payment";
import { invoicePageUrl, onlinePayment } from "./invoice.public";
import { workspacePaysOnline } from "./invoice.checkout";
import { deletePaymentById, recordPayment } from "./invoice.payments";
import { globalId } from "../../graphql/util";
import { suggestedInvoiceNumber } from "./invoice.numbers";

const InvoiceStatus = builder.enumType("InvoiceStatus", { values: INVOICE_STATUSES });

// the page reader's model of this module's records (db/pages.ts)
definePageModel("Invoice", {
  table: "invoices",
  computed: { pdfDownloadUrl: ["id"], balanceDue: ["total", "amountPaid"], publicViewUrl: ["id", "publicTokenNonce"], paymentUrl: ["id", "userId", "status", "total", "amountPaid", "publicTokenNonce"] },
});

const PaymentMethod = builder.enumType("PaymentMethod", { values: PAYMENT_METHODS });
const DepositType = builder.enumType("DepositType", { values: DEPOSIT_TYPES });

const PaymentRef = builder.prismaNode("Payment", {
  ...ownedNode,
  fields: (t) => ({
    amount: t.expose("amount", { type: "Decimal" }),
    currency: t.exposeString("currency"),
    method: t.field({ type: PaymentMethod, resolve: (r) => r.method as typeof PaymentMethod.$inferType }),
    paidAt: t.expose("paidAt", { type: "DateTime" }),
    reference: t.exposeString("reference", { nullable: true }),
    note: t.exposeString("note", { nullable: true }),
    provider: t.exposeString("provider", { nullable: true, description: "stripe, or null for a payment recorded by hand (only those can be deleted)" }),
    refundedAmount: t.expose("refundedAmount", { type: "Decimal" }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    invoice: t.relation("invoice"),
  }),
});

builder.prismaNode("InvoiceItem", {
  ...ownedNode,
  fields: (t) => ({
    description: t.exposeString("description"),
    quantity: t.exposeInt("quantity"),
    rate: t.expose("rate", { type: "Decimal" }),
    amount: t.expose("amount", { type: "Decimal" }),
  }),
});

export const InvoiceRef = builder.prismaNode("Invoice", {
  ...ownedNode,
  fields: (t) => ({
    invoiceNumber: t.exposeString("invoiceNumber"),
    status: t.field({ type: InvoiceStatus, resolve: (r) => r.status as typeof InvoiceStatus.$inferType }),
    currency: t.exposeString("currency"),
    issueDate: t.expose("issueDate", { type: "Date" }),
    dueDate: t.expose("dueDate", { type: "Date" }),
    paidDate: t.expose("paidDate", { type: "DateTime", nullable: true }),
    subtotal: t.expose("subtotal", { type: "Decimal" }),
    taxRate: t.expose("taxRate", { type: "Decimal" }),
    taxAmount: t.expose("taxAmount", { type: "Decimal" }),
    total: t.expose("total", { type: "Decimal" }),
    amountPaid: t.expose("amountPaid", { type: "Decimal", description: "What the invoice's payments brought in, less refunds." }),
    balanceDue: t.field({ type: "Decimal", description: "The total less the amount paid.", resolve: (r) => balanceOf(r.total, r.amountPaid) }),
    remindersPausedAt: t.expose("remindersPausedAt", { type: "DateTime", nullable: true, description: "When a refund paused its payment reminders (null: not paused)." }),
    payments: t.relation("payments", { description: "Oldest first.", query: { orderBy: [{ paidAt: "asc" }, { createdAt: "asc" }, { id: "asc" }] } }),
    notes: t.exposeString("notes", { nullable: true }),
    periodStart: t.expose("periodStart", { type: "Date", nullable: true, description: "The first day of the period it bills, when a recurring invoice made it." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    client: t.relation("client"),
    project: t.relation("project", { nullable: true }),
    items: t.relation("items", { description: "The lines in entry order.", query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } }),
    pdfDownloadUrl: t.string({ description: "Where the invoice's PDF downloads (an attachment).", resolve: (r) => invoicePdfPath(r.id) }),
    publicViewUrl: t.string({
      nullable: true, description: "The client's page of the invoice (no sign-in: the link is the key); null until the invoice has been sent.",
      resolve: (r, _args, ctx) => invoicePageUrl(ctx, r),
    }),
    paymentUrl: t.string({
      nullable: true, description: "Where the client pays the invoice online; null while online payment is off.",
      resolve: async (r, _args, ctx) => (onlinePayment(r, await workspacePaysOnline(ctx)).state === "on" ? invoicePageUrl(ctx, r) : null),
    }),
    depositType: t.field({
      type: DepositType, nullable: true, description: "A deposit asked before the balance: a percentage of the total, or a fixed amount.",
      resolve: (r) => r.depositType as typeof DepositType.$inferType | null,
    }),
    depositValue: t.expose("depositValue", { type: "Decimal", nullable: true, description: "The deposit's percentage (percent) or amount (fixed)." }),
    depositDueDate: t.expose("depositDueDate", { type: "Date", nullable: true }),
  }),
});

builder.prismaObjectField("User", "nextInvoiceNumber", (t) =>
  t.string({
    description: "The number the workspace's next invoice created without one would get now (INV-0001, ...): the form's suggestion; given for real at insert.",
    resolve: (_user, _args, ctx) => suggestedInvoiceNumber(ctx),
  }),
);

builder.prismaObjectField("User", "invoices", (t) =>
  t.prismaConnection({
    type: "Invoice",
    cursor: "id",
    description: "Newest first; filtered by status and client when given.",
    args: { status: t.arg.string(), clientId: t.arg.globalID({ for: ClientRef }) },
    ...ownedConnection("Invoice", (args: { status?: string | null; clientId?: { id: string } | null }) => ({
      status: args.status ?? undefined,
      clientId: args.clientId?.id ?? undefined,
    })),
  }, { name: "InvoiceConnection" }, { name: "InvoiceEdge" }),
);

const InvoiceItemInput = builder.inputType("InvoiceItemInput", {
  fields: (t) => ({ description: t.string(), quantity: t.int(), rate: t.string(), amount: t.string() }),
});

/**
 * Every invoice field as optional input (money and dates as strings, as the form sends them): the service validates
 * and answers with the form's messages. clientId and projectId are global ids; `items`, when sent, replaces them all.
 */
const invoiceFields = (t: any) => ({
  clientId: t.globalID({ for: ClientRef }), projectId: t.globalID({ for: ProjectRef }), invoiceNumber: t.string(),
  status: t.string(), currency: t.string(), issueDate: t.field({ type: "Date" }), dueDate: t.field({ type: "Date" }), taxRate: t.string(),
  subtotal: t.string(), taxAmount: t.string(), total: t.string(), notes: t.string(),
  items: t.field({ type: [InvoiceItemInput] }),
  depositType: t.string({ description: "percent, fixed, or null for none" }), depositValue: t.string(), depositDueDate: t.field({ type: "Date" }),
});

/** Inputs that name other records by global id. */
const LINKS = ["clientId", "projectId"];

/** GraphQL shows a taken number as the field's message, where the form puts it. */
async function numberOnField<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof InvoiceNumberTakenError) throw new ValidationError(e.fieldErrors ?? {}, e.message);
    throw e;
  }
}

const { Payload: InvoicePayload } = recordMutations("Invoice", InvoiceRef, {
  field: "invoice", fields: invoiceFields, links: LINKS, versioned: true, create: createInvoice, update: updateInvoice, remove: deleteInvoice,
  around: numberOnField,
});

const SetInvoiceStatusInput = builder.inputType("SetInvoiceStatusInput", {
  fields: (t) => ({ id: t.globalID({ required: true, for: InvoiceRef }), status: t.string({ required: true }) }),
});

builder.mutationField("setInvoiceStatus", (t) =>
  t.field({
    type: InvoicePayload("SetInvoiceStatusPayload"),
    args: { input: t.arg({ type: SetInvoiceStatusInput, required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ invoice: await setInvoiceStatus(ctx, input.id.id, { status: input.status }) }),
  }),
);

const ResumeInvoiceRemindersInput = builder.inputType("ResumeInvoiceRemindersInput", {
  fields: (t) => ({ id: t.globalID({ required: true, for: InvoiceRef }) }),
});

builder.mutationField("resumeInvoiceReminders", (t) =>
  t.field({
    type: InvoicePayload("ResumeInvoiceRemindersPayload"),
    description: "Resumes the payment reminders a refund paused.",
    args: { input: t.arg({ type: ResumeInvoiceRemindersInput, required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ invoice: await resumeInvoiceReminders(ctx, input.id.id) }),
  }),
);

const SendInvoiceInput = builder.inputType("SendInvoiceInput", {
  fields: (t) => ({ id: t.globalID({ required: true, for: InvoiceRef }) }),
});

builder.mutationField("sendInvoice", (t) =>
  t.field({
    type: InvoicePayload("SendInvoicePayload"),
    description: "E-mails the invoice with its PDF to the client (a draft becomes sent); the message is recorded on the client.",
    args: { input: t.arg({ type: SendInvoiceInput, required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ invoice: await sendInvoice(ctx, input.id.id) }),
  }),
);

const RecordPaymentInput = builder.inputType("RecordPaymentInput", {
  fields: (t) => ({
    invoiceId: t.globalID({ required: true, for: InvoiceRef }),
    amount: t.string(), method: t.string(), paidAt: t.string({ description: "A day (YYYY-MM-DD) or an instant; now when left out." }),
    reference: t.string(), note: t.string(),
  }),
});

/** A payment's write answers the payment and its invoice as written (their new amount paid, balance and status). */
const RecordPaymentPayload = builder.objectRef<{ payment: { id: string }; invoice: { id: string } }>("RecordPaymentPayload").implement({
  fields: (t) => ({
    payment: (t as any).prismaField({ type: PaymentRef, resolve: (_q: unknown, p: { payment: unknown }) => p.payment }),
    invoice: (t as any).prismaField({ type: InvoiceRef, resolve: (_q: unknown, p: { invoice: unknown }) => p.invoice }),
  }) as never,
});

builder.mutationField("recordPayment", (t) =>
  t.field({
    type: RecordPaymentPayload,
    description: "Records a payment by hand: at most the balance; the invoice becomes paid when its balance reaches zero.",
    args: { input: t.arg({ type: RecordPaymentInput, required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => {
      const { invoiceId, ...rest } = input;
      return recordPayment(ctx, invoiceId.id, rest);
    },
  }),
);

const DeletePaymentInput = builder.inputType("DeletePaymentInput", {
  fields: (t) => ({ id: t.globalID({ required: true, for: PaymentRef }) }),
});

const DeletePaymentPayload = builder.objectRef<{ payment: { id: string }; invoice: { id: string } }>("DeletePaymentPayload").implement({
  fields: (t) => ({
    deletedPaymentId: t.id({ resolve: (p) => globalId("Payment", p.payment.id) }),
    invoice: (t as any).prismaField({ type: InvoiceRef, resolve: (_q: unknown, p: { invoice: unknown }) => p.invoice }),
  }) as never,
});

builder.mutationField("deletePayment", (t) =>
  t.field({
    type: DeletePaymentPayload,
    description: "Deletes a payment recorded by hand (a provider's payment cannot be); a paid invoice it reopens goes back to sent or overdue.",
    args: { input: t.arg({ type: DeletePaymentInput, required: true }) },
    errors: mutationResult,
    resolve: (_root, { input }, ctx) => deletePaymentById(ctx, input.id.id),
  }),
);
