import { Prisma, type Client } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { ConflictError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import { clientSchema, CLIENT_FIELDS } from "@common/client";
import { validateInput } from "../../validation";
import { updateUnchanged } from "../../versions";
import { deleteRecorded, insertRecorded, mergeStored, NEWEST_FIRST, publishWritten, updateRecorded } from "../../db/recorded";

/** The viewer's clients, newest first (REST; GraphQL pages are read by graphql/connections.ts). */
export function listClients(ctx: ServiceContext): Promise<Client[]> {
  return ctx.prisma.client.findMany({ where: { userId: ctx.viewer.id }, orderBy: NEWEST_FIRST });
}

/** One statement: the row and its activity line (insertRecorded); the live event right after it. */
/** One of the viewer's clients (a foreign or missing id is NotFound). */
export function getClient(ctx: ServiceContext, id: string): Promise<Client> {
  return findOwnedOrThrow(ctx, "Client", id, (where) => ctx.prisma.client.findFirst({ where }));
}

export async function createClient(ctx: ServiceContext, input: unknown): Promise<Client> {
  const data = validateInput(clientSchema, input);
  const client = await insertRecorded<Client>(ctx.prisma, "clients", ctx, {
    values: data, activity: { entityType: "client", action: "created", title: `New client added: ${data.name}` },
  });
  publishWritten(ctx, client, "Client");
  return client;
}

/**
 * Fields absent from the input keep their stored value; the merged record is validated as a whole. Two statements:
 * the stored record (to merge), then the update with its activity line (updateRecorded, by id and owner), written only
 * while the record is as read, and as the editor read it (`read`) when it sent one: else ConflictError (versions.ts).
 */
export async function updateClient(ctx: ServiceContext, id: string, input: unknown, read?: Date): Promise<Client> {
  const existing = await findOwnedOrThrow(ctx, "Client", id, (where) => ctx.prisma.client.findFirst({ where }));
  const data = validateInput(clientSchema, mergeStored(existing, CLIENT_FIELDS, input));
  const client = await updateUnchanged(ctx, { label: "Client", table: "clients", stored: existing, read }, (unchangedSince) =>
    updateRecorded<Client>(ctx.prisma, "clients", ctx, existing.id, {
      values: data, activity: { entityType: "client", action: "updated", title: `Client updated: ${data.name}` }, unchangedSince,
    }));
  return publishWritten(ctx, client, "Client");
}

/**
 * Deleting a client keeps the books straight: a client that still has projects, invoices or contracts is not
 * deleted (409 with what is in the way); its tasks, messages, files and events stay, unlinked from it. Two
 * statements: the client with what hangs off it, then the delete with its activity line (a project added in between
 * is refused by the foreign key).
 */
export async function deleteClient(ctx: ServiceContext, id: string): Promise<Client> {
  const existing = await findOwnedOrThrow(ctx, "Client", id, (where) => ctx.prisma.client.findFirst({ where,
    select: { id: true, name: true, _count: { select: { projects: true, invoices: true, contracts: true } } } }));
  const { projects, invoices, contracts } = existing._count;
  const blocking = [plural(projects, "project"), plural(invoices, "invoice"), plural(contracts, "contract")].filter(Boolean);
  if (blocking.length) {
    throw new ConflictError(`${existing.name} still has ${joinWords(blocking)}. Delete or move them to another client first.`);
  }
  const client = await deleteRecorded<Client>(ctx.prisma, "clients", ctx, existing.id,
    { entityType: "client", action: "deleted", title: Prisma.sql`'Client deleted: ' || r.name` });
  return publishWritten(ctx, client, "Client");
}

const plural = (n: number, word: string) => (n === 0 ? "" : `${n} ${word}${n === 1 ? "" : "s"}`);
const joinWords = (words: string[]) => (words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`);

/** The REST record of a client: every column, timestamps as ISO strings. */
export function toClientJson(c: Client) {
  return { ...c, createdAt: c.createdAt.toISOString(), updatedAt: c.updatedAt.toISOString() };
}

/**
 * What a client owes: the sum of its sent and overdue invoice totals, per currency (amounts of two currencies are
 * never added), in SQL; currencies in alphabetical order, none when nothing is owed.
 */
export function amountOwedBy(ctx: ServiceContext, clientId: string): Promise<{ currency: string; amount: string }[]> {
  return ctx.prisma.$queryRaw<{ currency: string; amount: string }[]>`
    SELECT currency, sum(total)::text AS amount FROM invoices
    WHERE "userId" = ${ctx.viewer.id}::uuid AND "clientId" = ${clientId}::uuid AND status IN ('sent', 'overdue')
    GROUP BY currency ORDER BY currency`;
}
