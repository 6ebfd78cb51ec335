import { builder } from "../../graphql/builder";
import { mutationResult } from "../../graphql/errors";
import { ownedNode, recordMutations, viewerConnection } from "../../graphql/records";
import { definePageModel } from "../../db/pages";
import { ClientRef } from "../client";
import { ProjectRef } from "../project";
import { RECURRING_FREQUENCIES, RECURRING_STATUSES } from "@common/recurring-invoice";
import {
  createRecurringInvoice, deleteRecurringInvoice, pauseRecurringInvoice, resumeRecurringInvoice, updateRecurringInvoice,
} from "./recurring-invoice.service";

const RecurringFrequency = builder.enumType("RecurringFrequency", { values: RECURRING_FREQUENCIES });
const RecurringInvoiceStatus = builder.enumType("RecurringInvoiceStatus", { values: RECURRING_STATUSES });

// the page reader's model of this module's records (db/pages.ts)
definePageModel("RecurringInvoice", { table: "recurring_invoices" });

interface ItemJson { description: string; quantity: number; rate: string; amount: string }

const RecurringInvoiceItem = builder.objectRef<ItemJson>("RecurringInvoiceItem").implement({
  description: "A line each invoice of the profile gets ({period_start} and {period_end} filled with its period's days).",
  fields: (t) => ({
    description: t.exposeString("description"),
    quantity: t.exposeInt("quantity"),
    rate: t.field({ type: "Decimal", resolve: (i) => i.rate }),
    amount: t.field({ type: "Decimal", resolve: (i) => i.amount }),
  }),
});

const RecurringInvoiceRef = builder.prismaNode("RecurringInvoice", {
  ...ownedNode,
  fields: (t) => ({
    items: t.field({ type: [RecurringInvoiceItem], resolve: (r) => r.items as unknown as ItemJson[] }),
    taxRate: t.expose("taxRate", { type: "Decimal" }),
    subtotal: t.expose("subtotal", { type: "Decimal" }),
    taxAmount: t.expose("taxAmount", { type: "Decimal" }),
    total: t.expose("total", { type: "Decimal" }),
    currency: t.exposeString("currency"),
    notes: t.exposeString("notes", { nullable: true }),
    frequency: t.field({ type: RecurringFrequency, resolve: (r) => r.frequency as typeof RecurringFrequency.$inferType }),
    interval: t.exposeInt("interval", { description: "Every `interval` weeks, months, quarters or years." }),
    startDate: t.expose("startDate", { type: "Date" }),
    endDate: t.expose("endDate", { type: "Date", nullable: true }),
    count: t.exposeInt("count", { nullable: true, description: "Ends after this many periods." }),
    sendHour: t.exposeInt("sendHour", { description: "0-23, in the workspace's time zone." }),
    dueInDays: t.exposeInt("dueInDays"),
    autoSend: t.exposeBoolean("autoSend", { description: "E-mailed to the client when made; else made as a draft for review." }),
    skipIfUnpaid: t.exposeBoolean("skipIfUnpaid"),
    status: t.field({ type: RecurringInvoiceStatus, resolve: (r) => r.status as typeof RecurringInvoiceStatus.$inferType }),
    nextSendDate: t.expose("nextSendDate", { type: "Date", nullable: true, description: "Next invoice on this day (null once finished)." }),
    generatedCount: t.exposeInt("generatedCount"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    client: t.relation("client"),
    project: t.relation("project", { nullable: true }),
    invoices: t.relation("invoices", {
      description: "The invoices it made, newest period first: the `first` newest (1 to 100, 100 when left out).",
      args: { first: t.arg.int({ required: false }) },
      query: (args) => ({ orderBy: [{ periodStart: "desc" }, { id: "desc" }], take: Math.min(100, Math.max(1, args.first ?? 100)) }),
    }),
  }),
});

viewerConnection("recurringInvoices", "RecurringInvoice", "The viewer's recurring invoices, newest first.");

const RecurringInvoiceItemInput = builder.inputType("RecurringInvoiceItemInput", {
  fields: (t) => ({ description: t.string({ required: true }), quantity: t.int(), rate: t.string() }),
});

/** Every field as optional input: the service validates and answers with the form's messages. */
const recurringFields = (t: any) => ({
  clientId: t.globalID({ for: ClientRef }), projectId: t.globalID({ for: ProjectRef }),
  items: t.field({ type: [RecurringInvoiceItemInput] }), taxRate: t.string(), currency: t.string(), notes: t.string(),
  frequency: t.string(), interval: t.int(), startDate: t.field({ type: "Date" }), endDate: t.field({ type: "Date" }), count: t.int(),
  sendHour: t.int(), dueInDays: t.int(), autoSend: t.boolean(), skipIfUnpaid: t.boolean(),
});

/** A new one names its client, its lines and its start date; the rest has defaults. */
const createFields = (t: any) => ({
  ...recurringFields(t),
  clientId: t.globalID({ for: ClientRef, required: true }), items: t.field({ type: [RecurringInvoiceItemInput], required: true }),
  startDate: t.field({ type: "Date", required: true }),
});

const { Payload } = recordMutations("RecurringInvoice", RecurringInvoiceRef, {
  field: "recurringInvoice", fields: recurringFields, createFields, links: ["clientId", "projectId"], versioned: true,
  create: createRecurringInvoice, update: updateRecurringInvoice, remove: deleteRecurringInvoice,
});

for (const [name, run, description] of [
  ["pauseRecurringInvoice", pauseRecurringInvoice, "Pauses a recurring invoice: no invoice is made while paused."],
  ["resumeRecurringInvoice", (ctx: Parameters<typeof resumeRecurringInvoice>[0], id: string) => resumeRecurringInvoice(ctx, id),
    "Resumes a paused recurring invoice: the periods that started while it was paused are skipped."],
] as const) {
  const Input = builder.inputType(`${name[0].toUpperCase()}${name.slice(1)}Input`, {
    fields: (t) => ({ id: t.globalID({ required: true, for: RecurringInvoiceRef }) }),
  });
  builder.mutationField(name, (t) =>
    t.field({
      type: Payload(`${name[0].toUpperCase()}${name.slice(1)}Payload`),
      description,
      args: { input: t.arg({ type: Input, required: true }) },
      errors: mutationResult,
      resolve: async (_root, { input }, ctx) => ({ recurringInvoice: await run(ctx, input.id.id) }),
    }),
  );
}
