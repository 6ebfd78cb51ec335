import { Prisma } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { NotFoundError } from "../../errors";
import { publishEvent } from "../../pubsub";
import { checkListSize } from "../../validation";
import { isUuid } from "@common/validation";

export type ActivityAction = "created" | "updated" | "deleted" | "completed" | "reopened";
type ActivityEntity = "client" | "project" | "task" | "invoice" | "message" | "file" | "team_member" | "contract";

/*
 * The activity log is written with the record it is about, in the same statement (insertRecorded, updateRecorded,
 * deleteRecorded below), so the log never disagrees with the data.
 */

/** The activity log, newest first; `query` is the caller's selection (a GraphQL field's), so it costs one statement. */
export function listRecentActivity(ctx: ServiceContext, first: number, query: Omit<Prisma.ActivityFindManyArgs, "where" | "orderBy" | "take"> = {}) {
  return ctx.prisma.activity.findMany({
    ...query,
    where: { userId: ctx.viewer.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: checkListSize(first),
  });
}

// ---- writes: the record and its activity line (and its domain event) in one statement -------------------------

/** What the one-statement writes run on: the app's client or a caller's transaction. */
type Db = Pick<Prisma.TransactionClient, "$queryRaw">;

/** A table or column name of the module's own code (never input), quoted. */
function name(n: string): Prisma.Sql {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(n)) throw new Error(`not a table or column name: ${n}`);
  return Prisma.raw(`"${n}"`);
}

export interface ActivityLine {
  entityType: ActivityEntity;
  action: ActivityAction;
  /** text, or SQL over the written row `r` (a deleted record's name) */
  title: string | Prisma.Sql;
}

/** A domain event written with the record (the outbox row); its id is chosen here so the caller can dispatch it. */
export interface EventRow {
  id: string;
  type: string;
  payload: Prisma.InputJsonObject;
  causedBy: string | null;
  depth: number;
}

export interface RecordedWrite {
  /** columns set to values (parameters); `undefined` leaves a column out */
  values: Record<string, unknown>;
  activity: ActivityLine;
  /** the outbox row of a domain event about the record */
  event?: EventRow;
  /** further statements of the same write, each run once for the written row `r` (e.g. moving a project's tasks) */
  also?: Prisma.Sql[];
  /**
   * An update writes only when the row's `updatedAt` is still this (the value the caller read and merged): a write
   * made in between makes it write nothing and answer null, as for a missing row.
   */
  unchangedSince?: Date;
}

/**
 * Writes a record together with its activity line (and its domain event) in ONE statement: the row's
 * `INSERT ... RETURNING *` / `UPDATE ... RETURNING *` and the other inserts as data-modifying CTEs over it. One
 * statement is one transaction: all of it is written or none, in one round trip, without BEGIN and COMMIT, and
 * the answer is the row as stored (no read after the write).
 */
async function writeRecorded<T>(db: Db, userId: string, write: Prisma.Sql, w: RecordedWrite): Promise<T | null> {
  const { activity, event } = w;
  const parts = [
    Prisma.sql`r AS (${write})`,
    Prisma.sql`a AS (INSERT INTO activities ("userId", "entityType", "entityId", action, title)
      SELECT ${userId}::uuid, ${activity.entityType}, r.id, ${activity.action},
             ${typeof activity.title === "string" ? activity.title.slice(0, 300) : Prisma.sql`left(${activity.title}, 300)`} FROM r)`,
    ...(event ? [Prisma.sql`e AS (INSERT INTO domain_events (id, "userId", type, "entityType", "entityId", payload, "causedBy", depth)
      SELECT ${event.id}::uuid, ${userId}::uuid, ${event.type}, ${activity.entityType}, r.id, ${JSON.stringify(event.payload)}::jsonb,
             ${event.causedBy}::uuid, ${event.depth}::int FROM r)`] : []),
    ...(w.also ?? []).map((s, i) => Prisma.sql`${Prisma.raw(`x${i}`)} AS (${s})`),
  ];
  const rows = await db.$queryRaw<T[]>`WITH ${Prisma.join(parts, ", ")} SELECT * FROM r`;
  return rows[0] ?? null;
}

const defined = (values: Record<string, unknown>) => Object.keys(values).filter((k) => values[k] !== undefined);

/** Inserts one of the tenant's records with its activity line (and event) in one statement; answers the stored row. */
export async function insertRecorded<T>(db: Db, table: string, userId: string, w: RecordedWrite): Promise<T> {
  const keys = defined(w.values);
  const insert = Prisma.sql`INSERT INTO ${name(table)} ("userId", ${Prisma.join(keys.map(name), ", ")})
    VALUES (${userId}::uuid, ${Prisma.join(keys.map((k) => w.values[k]), ", ")}) RETURNING *`;
  const row = await writeRecorded<T>(db, userId, insert, w);
  if (!row) throw new Error(`${table}: the insert returned no row`);
  return row;
}

/**
 * Updates one of the tenant's records (by id and owner) with its activity line in one statement; answers the stored
 * row, or null when the tenant has no such record (then nothing was written).
 */
export function updateRecorded<T>(db: Db, table: string, userId: string, id: string, w: RecordedWrite): Promise<T | null> {
  const sets = defined(w.values).map((k) => Prisma.sql`${name(k)} = ${w.values[k]}`);
  const update = Prisma.sql`UPDATE ${name(table)} SET ${Prisma.join([...sets, Prisma.sql`"updatedAt" = now()`], ", ")}
    WHERE id = ${id}::uuid AND "userId" = ${userId}::uuid${w.unchangedSince ? Prisma.sql` AND "updatedAt" = ${w.unchangedSince}` : Prisma.empty}
    RETURNING *`;
  return writeRecorded<T>(db, userId, update, w);
}

/**
 * Deletes one of the tenant's records (by id and owner) with its activity line in one statement (the title is SQL
 * over the deleted row `r`); answers the row as it was, or null when the tenant has no such record (a malformed id
 * included: it is as unknown as a missing one).
 */
export async function deleteRecorded<T>(db: Db, table: string, userId: string, id: string, activity: ActivityLine): Promise<T | null> {
  if (!isUuid(id)) return null;
  const remove = Prisma.sql`DELETE FROM ${name(table)} WHERE id = ${id}::uuid AND "userId" = ${userId}::uuid RETURNING *`;
  return writeRecorded<T>(db, userId, remove, { values: {}, activity });
}

// ---- the steps every record service repeats around those writes ------------------------------------------------

/** Newest first; id breaks ties so cursors are stable (the order of every REST list). */
export const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** What an update validates: the stored record's form fields with the sent ones over them (absent ones keep theirs). */
export function mergeStored<R>(stored: R, fields: readonly string[], input: unknown): Record<string, unknown> {
  const kept = Object.fromEntries(fields.map((f) => [f, stored[f as keyof R]]));
  return { ...kept, ...(typeof input === "object" && input !== null ? input : {}) };
}

/**
 * The row a write answered, after its live event (`type`) is published; no row (another tenant's or a missing
 * record, or one deleted in between) is a NotFoundError naming `label`.
 */
export function publishWritten<T extends { id: string }>(ctx: ServiceContext, row: T | null, label: string, type: string): T {
  if (!row) throw new NotFoundError(label);
  publishEvent(ctx.pubsub, ctx.viewer.id, { type, entityId: row.id });
  return row;
}
