import { builder } from "../../graphql/builder";
import { mutationResult } from "../../graphql/errors";
import { ownedNode, recordMutations } from "../../graphql/records";
import { ownedConnection } from "../../graphql/connections";
import { ValidationError } from "../../errors";
import { ClientRef } from "../client";
import { ProjectRef } from "../project";
import { INVOICE_STATUSES } from "@common/invoice";
import {
  InvoiceNumberTakenError, createInvoice, deleteInvoice, invoicePdfPath, setInvoiceStatus, updateInvoice,
} from "./invoice.service";
import { sendInvoice } from "./invoice.send";
import { definePageModel } from "../../db/pages";

const InvoiceStatus = builder.enumType("InvoiceStatus", { values: INVOICE_STATUSES });

// the page reader's model of this module's records (db/pages.ts)
definePageModel("Invoice", { table: "invoices", computed: { pdfDownloadUrl: ["id"] } });

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
    notes: t.exposeString("notes", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    client: t.relation("client"),
    project: t.relation("project", { nullable: true }),
    items: t.relation("items", { description: "The lines in entry order.", query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } }),
    pdfDownloadUrl: t.string({ description: "Where the invoice's PDF downloads (an attachment).", resolve: (r) => invoicePdfPath(r.id) }),
  }),
});

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
