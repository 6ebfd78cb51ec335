import crypto from "node:crypto";
import { Prisma, type DomainEvent } from "../generated/prisma/client";
import type { Actor, EventCause, ServiceContext } from "../context";
import { NotFoundError } from "../errors";
import { publishRecorded } from "../pubsub";
import { isUuid } from "@common/validation";
import { checkedExtra, declarationOfTable, dispatchedAtSql, isHandled, writeEventType, type EventEntity, type EventType } from "../domain-events";

/*
 * The writes of every record service: the record, its activity line and its domain event in ONE statement (the
 * row's `INSERT ... RETURNING *` / `UPDATE ... RETURNING *` / `DELETE ... RETURNING *` and the other inserts as
 * data-modifying CTEs over it). One statement is one transaction: all of it is written or none, in one round trip,
 * without BEGIN and COMMIT, and the answer is the row as stored (no read after the write). So the log and the events
 * never disagree with the data.
 */

export type ActivityAction = "created" | "updated" | "deleted" | "completed" | "reopened";

/**
 * Who writes: the workspace, and who acts in it (a request is its user; a job, a handler or an automation step has
 * the actor and the cause `tenantContext` gave it). A service passes its `ctx`.
 */
export interface Writer {
  viewer: { id: string };
  actor?: Actor;
  cause?: EventCause | null;
  /**
   * the automation step doing the write (`<execution>:<step>`), stamped on its event: unique, so it happens once; or
   * a change pulled from an outside calendar (`externalSyncOrigin()`), which the handlers that would send it back out
   * leave alone
   */
  origin?: string | null;
}

/** The origin of the writes a pull from the workspace's outside calendar makes. */
const EXTERNAL_SYNC = "external_sync";

/**
 * The origin of one write a pull makes: `external_sync:<uuid>` (an event's origin is unique: each write its own). The
 * CalDAV push, the invitations and the automation engine ignore the events of such writes: a change that came from
 * the outside calendar is not pushed back, e-mailed to attendees or turned into workflow runs.
 */
export const externalSyncOrigin = (): string => `${EXTERNAL_SYNC}:${crypto.randomUUID()}`;

/** Was this event's write made by a pull from an outside calendar? */
export const isExternalSync = (origin: string | null | undefined): boolean =>
  !!origin && (origin === EXTERNAL_SYNC || origin.startsWith(`${EXTERNAL_SYNC}:`));

/** What the one-statement writes run on: the app's client or a caller's transaction. */
type Db = Pick<Prisma.TransactionClient, "$queryRaw">;

/** A table or column name of the module's own code (never input), quoted. */
function name(n: string): Prisma.Sql {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(n)) throw new Error(`not a table or column name: ${n}`);
  return Prisma.raw(`"${n}"`);
}

export interface ActivityLine {
  entityType: EventEntity;
  action: ActivityAction;
  /** text, or SQL over the written row `r` (a deleted record's name) */
  title: string | Prisma.Sql;
}

/**
 * The domain event of a write when it is a named action (`invoice.sent`, `file.uploaded`) rather than the plain
 * `<entity>.<verb>`, or when the caller needs its id (to dispatch it after commit) or adds payload fields.
 */
export interface EventRow {
  /** chosen by the caller when it dispatches the event itself; generated otherwise */
  id: string;
  type: EventType;
  /** fields the catalogue adds to the payload; `record` / `changes` are made from the row by the statement */
  payload: Prisma.InputJsonObject;
  causedBy: string | null;
  depth: number;
}

/** An event row with its id chosen now (to dispatch it after commit), caused by the writer's cause if any. */
export function eventRow(who: Writer, type: EventType, payload: Prisma.InputJsonObject = {}): EventRow {
  return { id: crypto.randomUUID(), type, payload, causedBy: who.cause?.id ?? null, depth: who.cause ? who.cause.depth + 1 : 0 };
}

/**
 * The `dispatchedAt` each event with a caller-chosen id was written with (its statement answers it along with the
 * row), until the caller takes it with `writtenEvent`. Bounded: an entry nobody takes is dropped after 1,000 more.
 */
const writtenDispatch = new Map<string, Date | null>();

function rememberDispatch(eventId: string, dispatchedAt: Date | null) {
  writtenDispatch.set(eventId, dispatchedAt);
  if (writtenDispatch.size > 1000) writtenDispatch.delete(writtenDispatch.keys().next().value as string);
}

/** The outbox row a write wrote from `row` (as dispatchEvents takes it), without reading it back. */
export function writtenEvent(who: Writer, row: EventRow, record: { id: string; createdAt: Date }, entityType: EventEntity): DomainEvent {
  const known = writtenDispatch.has(row.id);
  const dispatchedAt = known ? writtenDispatch.get(row.id) ?? null : isHandled(row.type) ? null : record.createdAt;
  writtenDispatch.delete(row.id);
  return { ...row, payload: row.payload as Prisma.JsonObject, userId: who.viewer.id, actor: who.actor ?? "user", origin: who.origin ?? null, entityType,
    entityId: record.id, createdAt: record.createdAt, dispatchedAt };
}

export interface RecordedWrite {
  /** columns set to values (parameters); `undefined` leaves a column out */
  values: Record<string, unknown>;
  activity: ActivityLine;
  /** the write's domain event, when it is not the plain `<entity>.<verb>` one with nothing more */
  event?: Partial<EventRow>;
  /** further statements of the same write, each run once for the written row `r` (e.g. moving a project's tasks) */
  also?: Prisma.Sql[];
  /**
   * statements the row's own write reads from (`b0`, `b1`, ... in order), run first in the same statement (e.g. the
   * next number of a sequence whose counter row is updated by the same write)
   */
  before?: Prisma.Sql[];
  /**
   * An update writes only when the row's `updatedAt` is still this (the value the caller read and merged): a write
   * made in between makes it write nothing and answer null, as for a missing row.
   */
  unchangedSince?: Date;
  /** An update writes only when this further condition on the row holds (one conditional statement); else null. */
  where?: Prisma.Sql;
}

type WriteKind = "insert" | "update" | "delete";
const VERB = { insert: "created", update: "updated", delete: "deleted" } as const;

/** The event's payload made from the written row `r` (and, for an update, the row as it was, `o`). */
function payloadSql(kind: WriteKind, extra: Record<string, unknown>): Prisma.Sql {
  const base = kind === "update"
    // each changed column with its value before and after ("updatedAt" always changes: not a change of the record)
    ? Prisma.sql`jsonb_build_object('changes', (SELECT coalesce(jsonb_object_agg(n.key, jsonb_build_object('before', b.value, 'after', n.value)), '{}'::jsonb)
        FROM jsonb_each(to_jsonb(r)) n JOIN jsonb_each(to_jsonb(o)) b ON b.key = n.key
        WHERE n.value IS DISTINCT FROM b.value AND n.key <> 'updatedAt'))`
    : Prisma.sql`jsonb_build_object('record', to_jsonb(r) - 'userId')`;
  return Object.keys(extra).length ? Prisma.sql`(${base} || ${JSON.stringify(extra)}::jsonb)` : base;
}

/**
 * The client and the project an activity line is attached to, from the written row `r` (the hub timelines of a client
 * and of a project read the lines by them), as the record type declares it (`attachedTo`): a client is its own, a
 * project is its own and its client's, the records that name a client and a project (tasks, invoices, ...) theirs;
 * any other record's line is attached to neither.
 */
function attachedSql(table: string): Prisma.Sql {
  const to = declarationOfTable(table)?.attachedTo ?? {};
  const column = (c: string | undefined) => (c ? Prisma.sql`r.${name(c)}::uuid` : Prisma.sql`NULL::uuid`);
  return Prisma.sql`${column(to.client)}, ${column(to.project)}`;
}

async function writeRecorded<T>(db: Db, who: Writer, kind: WriteKind, table: string, write: Prisma.Sql, w: RecordedWrite, old?: Prisma.Sql): Promise<T | null> {
  const { activity, event = {} } = w;
  const userId = who.viewer.id;
  const actor = who.actor ?? "user";
  const type = event.type ?? writeEventType(activity.entityType, VERB[kind]);
  const extra = checkedExtra(type, event.payload ?? {});
  const parts = [
    ...(w.before ?? []).map((s, i) => Prisma.sql`${Prisma.raw(`b${i}`)} AS (${s})`),
    Prisma.sql`r AS (${write})`,
    // the row as it was: every part of the statement sees the same snapshot, taken before the update
    ...(old ? [Prisma.sql`o AS (${old})`] : []),
    Prisma.sql`a AS (INSERT INTO activities ("userId", "entityType", "entityId", action, title, actor, "clientId", "projectId")
      SELECT ${userId}::uuid, ${activity.entityType}, r.id, ${activity.action},
             ${typeof activity.title === "string" ? activity.title.slice(0, 300) : Prisma.sql`left(${activity.title}, 300)`}, ${actor},
             ${attachedSql(table)} FROM r)`,
    // caused by the work's cause (an event being handled), one level deeper
    // written already dispatched unless a handler wants it (dispatchedAtSql: its handlers' predicates, here)
    Prisma.sql`e AS (INSERT INTO domain_events (id, "userId", type, "entityType", "entityId", payload, "causedBy", depth, actor, origin, "dispatchedAt")
      SELECT ${event.id ?? crypto.randomUUID()}::uuid, ${userId}::uuid, ${type}, ${activity.entityType}, r.id, p.payload,
             ${event.causedBy ?? who.cause?.id ?? null}::uuid, ${event.depth ?? (who.cause ? who.cause.depth + 1 : 0)}::int, ${actor},
             ${who.origin ?? null}, ${dispatchedAtSql(type, { userId: Prisma.sql`${userId}::uuid`, payload: Prisma.sql`p.payload` })}
      FROM r${old ? Prisma.sql` JOIN o ON o.id = r.id` : Prisma.empty} CROSS JOIN LATERAL (SELECT ${payloadSql(kind, extra)} AS payload) p
      RETURNING "dispatchedAt")`,
    ...(w.also ?? []).map((s, i) => Prisma.sql`${Prisma.raw(`x${i}`)} AS (${s})`),
  ];
  // a caller that chose the event's id dispatches it itself: it learns how the event was written (writtenEvent)
  const rows = await db.$queryRaw<(T & { [DISPATCHED]?: Date | null })[]>`WITH ${Prisma.join(parts, ", ")}
    SELECT r.*, (SELECT "dispatchedAt" FROM e) AS ${Prisma.raw(`"${DISPATCHED}"`)} FROM r`;
  const row = rows[0];
  if (!row) return null;
  if (event.id) rememberDispatch(event.id, row[DISPATCHED] ?? null);
  delete row[DISPATCHED];
  writtenTypes.set(row, type);
  return row;
}

/** The type of the event each answered row's write recorded (what `publishWritten` publishes for it). */
const writtenTypes = new WeakMap<object, EventType>();

/** The column of a write's answer that carries its event's `dispatchedAt` (removed from the row answered). */
const DISPATCHED = "__eventDispatchedAt";

const defined = (values: Record<string, unknown>) => Object.keys(values).filter((k) => values[k] !== undefined);

/** Inserts one of the tenant's records with its activity line and event in one statement; answers the stored row. */
export async function insertRecorded<T>(db: Db, table: string, who: Writer, w: RecordedWrite): Promise<T> {
  const keys = defined(w.values);
  const insert = Prisma.sql`INSERT INTO ${name(table)} ("userId", ${Prisma.join(keys.map(name), ", ")})
    VALUES (${who.viewer.id}::uuid, ${Prisma.join(keys.map((k) => w.values[k]), ", ")}) RETURNING *`;
  const row = await writeRecorded<T>(db, who, "insert", table, insert, w);
  if (!row) throw new Error(`${table}: the insert returned no row`);
  return row;
}

/**
 * Updates one of the tenant's records (by id and owner) with its activity line and event in one statement; answers
 * the stored row, or null when the tenant has no such record (then nothing was written). The event's `changes` come
 * from the row as the statement found it (a CTE over the old row: no `RETURNING OLD`, which PostgreSQL 17 lacks).
 */
export function updateRecorded<T>(db: Db, table: string, who: Writer, id: string, w: RecordedWrite): Promise<T | null> {
  const sets = defined(w.values).map((k) => Prisma.sql`${name(k)} = ${w.values[k]}`);
  const owned = Prisma.sql`id = ${id}::uuid AND "userId" = ${who.viewer.id}::uuid`;
  const update = Prisma.sql`UPDATE ${name(table)} SET ${Prisma.join([...sets, Prisma.sql`"updatedAt" = now()`], ", ")}
    WHERE ${owned}${w.unchangedSince ? Prisma.sql` AND "updatedAt" = ${w.unchangedSince}` : Prisma.empty}${w.where ? Prisma.sql` AND (${w.where})` : Prisma.empty}
    RETURNING *`;
  return writeRecorded<T>(db, who, "update", table, update, w, Prisma.sql`SELECT * FROM ${name(table)} WHERE ${owned}`);
}

/**
 * Deletes one of the tenant's records (by id and owner) with its activity line and event in one statement (the
 * title is SQL over the deleted row `r`); answers the row as it was, or null when the tenant has no such record (a
 * malformed id included: it is as unknown as a missing one). `event`: its row when the caller dispatches it.
 */
export async function deleteRecorded<T>(db: Db, table: string, who: Writer, id: string, activity: ActivityLine, event?: Partial<EventRow>): Promise<T | null> {
  if (!isUuid(id)) return null;
  const remove = Prisma.sql`DELETE FROM ${name(table)} WHERE id = ${id}::uuid AND "userId" = ${who.viewer.id}::uuid RETURNING *`;
  return writeRecorded<T>(db, who, "delete", table, remove, { values: {}, activity, event });
}

/** True when the database refused a write for a unique key (Prisma's P2002, or the raw path's SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (e: unknown, depth: number): boolean => {
    if (!e || typeof e !== "object" || seen.has(e) || depth > 5) return false;
    seen.add(e);
    const x = e as { code?: unknown; kind?: unknown; originalCode?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
    if (x.code === "P2002" || x.code === "23505" || x.originalCode === "23505" || x.kind === "UniqueConstraintViolation") return true;
    return [x.cause, x.meta?.driverAdapterError].some((i) => visit(i, depth + 1));
  };
  return visit(err, 0);
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
 * The row a write answered, after the live change of the event its write recorded is published (the event's own
 * type: one vocabulary); no row (another tenant's or a missing record, or one deleted in between) is a NotFoundError
 * naming `label`. The row must be the one a recorded write answered: any other has no event to publish (an error).
 */
export function publishWritten<T extends { id: string }>(ctx: ServiceContext, row: T | null, label: string): T {
  if (!row) throw new NotFoundError(label);
  const written = writtenTypes.get(row);
  if (!written) {
    const err = new Error(`publishWritten(${label}): the row was not answered by a recorded write, so it has no event to publish`);
    if (process.env.NODE_ENV === "test") throw err;
    ctx.log.error({ err }, "a live change without its event was not published");
    return row;
  }
  publishRecorded(ctx.pubsub, [{ userId: ctx.viewer.id, type: written, entityId: row.id }]);
  return row;
}
