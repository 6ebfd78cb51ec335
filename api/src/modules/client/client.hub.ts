import { CLOSED_TASK_STATUSES } from "@common/task";
import { builder } from "../../graphql/builder";
import type { ServiceContext } from "../../context";
import { amountOwedBy } from "./client.service";

/*
 * The client hub (`/clients/:id`): each block of the page is a field of the client, read in the same query as the
 * client (Pothos loads the relations of the record's query, one statement per block whatever their number of rows).
 * A client's records are the viewer's: links are checked when written (assertOwnLinks), and the relation filter adds
 * the viewer all the same.
 */

const HUB_BLOCK_MAX = 20;
const newest = [{ createdAt: "desc" as const }, { id: "desc" as const }];
const owned = (ctx: ServiceContext) => ({ userId: ctx.viewer.id });

/** One currency's figure (e.g. what a client owes in EUR). */
const MoneyAmountRef = builder.objectRef<{ currency: string; amount: string }>("MoneyAmount").implement({
  description: "An amount in one currency.",
  fields: (t) => ({
    currency: t.exposeString("currency"),
    amount: t.field({ type: "Decimal", resolve: (m) => m.amount }),
  }),
});

builder.prismaObjectFields("Client", (t) => ({
  amountOwed: t.field({
    type: [MoneyAmountRef],
    description: "What the client owes: the totals of its sent and overdue invoices, one figure per currency (none when nothing is owed).",
    resolve: (client, _args, ctx) => amountOwedBy(ctx, client.id),
  }),
  projects: t.relatedConnection("projects", {
    cursor: "id", maxSize: HUB_BLOCK_MAX, description: "The client's projects, newest first.",
    query: (_args, ctx) => ({ where: owned(ctx), orderBy: newest }),
  }),
  openTasks: t.relatedConnection("tasks", {
    cursor: "id", maxSize: HUB_BLOCK_MAX, description: "The client's tasks not completed nor cancelled, newest first.",
    query: (_args, ctx) => ({ where: { ...owned(ctx), status: { notIn: [...CLOSED_TASK_STATUSES] } }, orderBy: newest }),
  }),
  invoices: t.relatedConnection("invoices", {
    cursor: "id", maxSize: HUB_BLOCK_MAX, description: "The client's invoices, newest first.",
    query: (_args, ctx) => ({ where: owned(ctx), orderBy: newest }),
  }),
  messages: t.relatedConnection("messages", {
    cursor: "id", maxSize: HUB_BLOCK_MAX, description: "The client's messages, newest first.",
    query: (_args, ctx) => ({ where: owned(ctx), orderBy: newest }),
  }),
  files: t.relatedConnection("files", {
    cursor: "id", maxSize: HUB_BLOCK_MAX, description: "The client's files, newest first.",
    query: (_args, ctx) => ({ where: owned(ctx), orderBy: newest }),
  }),
  upcomingEvents: t.relatedConnection("calendarEvents", {
    cursor: "id", maxSize: HUB_BLOCK_MAX,
    description: "The client's events that have not ended (series by their first occurrence), soonest first.",
    query: (_args, ctx) => ({ where: { ...owned(ctx), endTime: { gte: new Date() }, parentEventId: null }, orderBy: [{ startTime: "asc" as const }, { id: "asc" as const }] }),
  }),
  contracts: t.relatedConnection("contracts", {
    cursor: "id", maxSize: HUB_BLOCK_MAX, description: "The client's contracts (the latest version of each, every type but proposal), newest first.",
    query: (_args, ctx) => ({ where: { ...owned(ctx), supersededAt: null, type: { not: "proposal" } }, orderBy: newest }),
  }),
  proposals: t.relatedConnection("contracts", {
    cursor: "id", maxSize: HUB_BLOCK_MAX, description: "The client's proposals (the latest version of each), newest first.",
    query: (_args, ctx) => ({ where: { ...owned(ctx), supersededAt: null, type: "proposal" }, orderBy: newest }),
  }),
}));
