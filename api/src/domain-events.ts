import { Prisma } from "./generated/prisma/client";

/**
 * The catalogue of domain events: every type the outbox (`domain_events`) may hold, named `entity.verb`, with its
 * payload. A write records exactly one event: `<entity>.created`, `<entity>.updated` or `<entity>.deleted`, or the
 * verb of a named action when the write is that action (`invoice.sent`, `file.uploaded`). "Became completed" or
 * "became paid" is not an event of its own: it is a predicate over an update's `changes` (`became` below).
 *
 * Nothing here names a record type: each module declares its own (`defineRecord`, in its `<module>.record.ts`):
 * the entity, its table, the client and project its activity lines hang off, the fields of its row that may leave
 * the product (webhooks), and its events with their payloads. The types (`EventType`, `EventPayload`) are derived
 * from the declarations (each one adds itself to `Records`), the run-time checks and the registries too.
 *
 * Every writer takes a catalogued type: the write helpers' CTE (`db/recorded.ts`), `recordEvent` (jobs/outbox.ts)
 * and the scheduled scans' SQL (`eventTypeSql`). An unknown type is a type error, and refused at run time too.
 *
 * The live changes open screens receive (`pubsub.ts: LiveChange`) are these events, published after the write that
 * recorded them, by the same name; the few live signals that are not a record's change are declared in pubsub.ts.
 */

/** A record as it was stored (its row as JSON, without the owner's id). */
type RecordJson = { id: string } & Record<string, unknown>;

/** An update's changed fields, each with its value before and after (row JSON values). */
type Changes = Record<string, { before: unknown; after: unknown }>;

interface Created { record: RecordJson }
interface Updated { changes: Changes }

/**
 * What an event's payload is made of: `base` is what the write's statement makes from the row (`created` and
 * `deleted`: the record; `updated`: the changes; `write`: either, as the write was a create or an update; `none`:
 * nothing), `extra` the fields its writer adds, each a string, a boolean, or one of a list of strings.
 */
export interface EventSpec {
  base: "created" | "updated" | "deleted" | "write" | "none";
  extra?: Readonly<Record<string, "string" | "boolean" | readonly string[]>>;
}

/** The plain writes of a record, which most record types have. */
export const RECORD_WRITES = { created: { base: "created" }, updated: { base: "updated" }, deleted: { base: "deleted" } } as const;

/** A record type, as its module declares it. */
export interface RecordDeclaration<E extends string = string, V extends Readonly<Record<string, EventSpec>> = Readonly<Record<string, EventSpec>>> {
  /** its name in events (`entity.verb`), activity lines and webhooks */
  entity: E;
  /** its table (every one has `userId`) */
  table: string;
  /** the columns of its row naming the client and the project its activity lines hang off (`id`: the row itself) */
  attachedTo?: { client?: string; project?: string };
  /** the fields of its row that may leave the product, in a webhook (never `userId`); a new column stays inside */
  publicFields: readonly string[];
  /** its events, by verb */
  events: V;
}

/**
 * Every declared record type, by entity: each declaration adds itself (`declare module ... { interface Records }`).
 * @public (exported to be augmented by the declarations, not imported)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Records {}

export type EventEntity = keyof Records & string;
type EventsOf<E extends EventEntity> = Records[E] extends RecordDeclaration<string, infer V> ? V : never;
type FieldValue<K> = K extends "string" ? string : K extends "boolean" ? boolean : K extends readonly (infer L)[] ? L : never;
type BasePayload<B> = B extends "created" | "deleted" ? Created : B extends "updated" ? Updated : B extends "write" ? Partial<Created & Updated>
  : unknown;
type PayloadOf<S> = S extends EventSpec
  ? S extends { extra: infer X } ? BasePayload<S["base"]> & { -readonly [F in keyof X]: FieldValue<X[F]> }
    : S["base"] extends "none" ? Record<string, never> : BasePayload<S["base"]>
  : never;

export type EventType = { [E in EventEntity]: `${E}.${keyof EventsOf<E> & string}` }[EventEntity];
export type EventPayload<T extends EventType> = T extends `${infer E}.${infer V}`
  ? E extends EventEntity ? V extends keyof EventsOf<E> ? PayloadOf<EventsOf<E>[V]> : never : never
  : never;

type Check = (p: Record<string, unknown>) => string | null;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const record: Check = (p) => (isObject(p.record) && typeof p.record.id === "string" ? null : "record must be the row with its id");
const changes: Check = (p) => (isObject(p.changes) && Object.values(p.changes).every((c) => isObject(c) && "before" in c && "after" in c)
  ? null : "changes must map each changed field to its before and after");
const BASE_CHECKS: Record<EventSpec["base"], Check> = { created: record, deleted: record, updated: changes, write: () => null, none: () => null };

/** The check of a payload of this spec: its base, then each extra field. */
function checkOf(spec: EventSpec): Check {
  const fields = Object.entries(spec.extra ?? {}).map(([field, kind]): Check => (p) => {
    if (kind === "string" || kind === "boolean") return typeof p[field] === kind ? null : `${field} must be a ${kind}`;
    return kind.includes(p[field] as string) ? null : `${field} must be ${kind.join(" or ")}`;
  });
  return (p) => [BASE_CHECKS[spec.base], ...fields].map((c) => c(p)).find((e) => e !== null) ?? null;
}

const declarations = new Map<string, RecordDeclaration>();
const CHECKS = new Map<string, Check>();
const EXTRA_FIELDS = new Map<string, readonly string[]>();

/**
 * Declares a record type (once, in its module's `<module>.record.ts`, loaded by the module's face): its events join
 * the catalogue, its table and links the activity log, its public fields the webhooks' payloads.
 */
export function defineRecord<const E extends string, const V extends Readonly<Record<string, EventSpec>>>(d: RecordDeclaration<E, V>): RecordDeclaration<E, V> {
  const known = declarations.get(d.entity);
  if (known === d) return d;
  if (known) throw new Error(`the record type "${d.entity}" is declared twice`);
  if (!/^[a-z][a-z_]*$/.test(d.entity)) throw new Error(`a record type's entity is lowercase words joined by _: "${d.entity}"`);
  declarations.set(d.entity, d);
  for (const [verb, spec] of Object.entries(d.events)) {
    CHECKS.set(`${d.entity}.${verb}`, checkOf(spec));
    EXTRA_FIELDS.set(`${d.entity}.${verb}`, Object.keys(spec.extra ?? {}));
  }
  return d;
}

/** Every declared record type. */
export const recordDeclarations = (): RecordDeclaration[] => [...declarations.values()];

/** The declaration of the record type stored in this table, if any. */
export const declarationOfTable = (table: string): RecordDeclaration | undefined => recordDeclarations().find((d) => d.table === table);

/** The declaration of this entity, if any. */
export const declarationOf = (entity: string): RecordDeclaration | undefined => declarations.get(entity);

/** The payload fields an event type adds to its record or changes (its spec's `extra`). */
export const extraFieldsOf = (type: string): readonly string[] => EXTRA_FIELDS.get(type) ?? [];

/** Every catalogued type (what an outgoing webhook may subscribe to), once the modules are loaded. */
export const eventTypes = (): EventType[] => [...CHECKS.keys()] as EventType[];

export function isEventType(type: string): type is EventType {
  return CHECKS.has(type);
}

/** Refuses (throws) an unknown type or a payload that is not the catalogue's for it; answers the payload. */
export function checkedEvent<T extends EventType>(type: T, payload: unknown): EventPayload<T> {
  if (!isEventType(type)) throw new Error(`unknown domain event type "${String(type)}"`);
  const problem = isObject(payload) ? CHECKS.get(type)!(payload) : "the payload must be an object";
  if (problem) throw new Error(`domain event ${type}: ${problem}`);
  return payload as EventPayload<T>;
}

/** The checks of a payload part the writer gives (the rest is made by the write's SQL and checked by tests). */
export function checkedExtra(type: EventType, extra: Record<string, unknown>): Record<string, unknown> {
  if (!isEventType(type)) throw new Error(`unknown domain event type "${String(type)}"`);
  const sample = { ...extra, record: { id: "" }, changes: {} };
  const problem = CHECKS.get(type)!(sample);
  if (problem) throw new Error(`domain event ${type}: ${problem}`);
  return extra;
}

/** `<entity>.<verb>` of a plain create, update or delete. */
export function writeEventType(entity: EventEntity, verb: "created" | "updated" | "deleted"): EventType {
  const type = `${entity}.${verb}`;
  if (!isEventType(type)) throw new Error(`unknown domain event type "${type}"`);
  return type;
}

/** Did this update's `changes` make `field` become `value` (a task became completed, an invoice became paid)? */
export function became(payload: { changes?: Changes }, field: string, value: unknown): boolean {
  const c = payload.changes?.[field];
  return !!c && c.after === value && c.before !== value;
}

// ---- which events something wants (the outbox's handlers register here) -----------------------------------------

/**
 * What a handler says of the events it wants: true or false for every event of the type, or SQL the writing
 * statement evaluates, over the event's workspace (`userId`) and payload (`payload`), SQL expressions of that
 * statement. Cheap by rule: an index lookup, no scan.
 */
export type EventWanted = (e: { type: EventType; userId: Prisma.Sql; payload: Prisma.Sql }) => Prisma.Sql | boolean;

const wantAll: EventWanted = () => true;

/** For each handled type, its handlers' predicates. */
const wantedBy = new Map<EventType, EventWanted[]>();

/** A handler of these types is registered (with the predicate of the events it wants, if it wants only some). */
export function markHandled(types: readonly EventType[], when: EventWanted = wantAll): void {
  for (const t of types) wantedBy.set(checkedType(t), [...(wantedBy.get(t) ?? []), when]);
}

/** Does some handler take events of this type (whether it wants this one is `dispatchedAtSql`'s question)? */
export const isHandled = (type: EventType): boolean => wantedBy.has(type);

/**
 * The `dispatchedAt` an event is written with, in the statement that writes it: NULL (to dispatch) when a handler
 * of its type wants it, the time of the write otherwise. An event nothing wants (a write in a workspace with no
 * webhook and no workflow listening) is written already dispatched: no job, no sweep, no wake-up of a worker.
 */
export function dispatchedAtSql(type: EventType, e: { userId: Prisma.Sql; payload: Prisma.Sql }): Prisma.Sql {
  const answers = (wantedBy.get(checkedType(type)) ?? []).map((w) => w({ type, ...e }));
  if (answers.includes(true)) return Prisma.sql`NULL::timestamptz`;
  const predicates = answers.filter((a): a is Prisma.Sql => typeof a !== "boolean");
  if (!predicates.length) return Prisma.sql`now()`;
  return Prisma.sql`CASE WHEN ${Prisma.join(predicates.map((p) => Prisma.sql`(${p})`), " OR ")} THEN NULL::timestamptz ELSE now() END`;
}

function checkedType(type: EventType): EventType {
  if (!isEventType(type)) throw new Error(`unknown domain event type "${String(type)}"`);
  return type;
}

/** What the scans' SQL writes as a type: a catalogued one only. */
export function eventTypeSql(type: EventType): string {
  return checkedType(type);
}
