/**
 * The catalogue of domain events: every type the outbox (`domain_events`) may hold, named `entity.verb`, with its
 * payload. A write records exactly one event: `<entity>.created`, `<entity>.updated` or `<entity>.deleted`, or the
 * verb of a named action when the write is that action (`invoice.sent`, `file.uploaded`). "Became completed" or
 * "became paid" is not an event of its own: it is a predicate over an update's `changes` (`became` below).
 *
 * Every writer takes a catalogued type: the write helpers' CTE (`db/recorded.ts`), `recordEvent` (jobs/outbox.ts)
 * and the scheduled scans' SQL (`eventTypeSql`). An unknown type is a type error, and refused at run time too.
 *
 * Not to be confused with the live changes of the event bus (`pubsub.ts: LiveChange`), which tell open screens to
 * refresh and are never stored.
 */

/** A record as it was stored (its row as JSON, without the owner's id). */
type RecordJson = { id: string } & Record<string, unknown>;

/** An update's changed fields, each with its value before and after (row JSON values). */
type Changes = Record<string, { before: unknown; after: unknown }>;

interface Created { record: RecordJson }
interface Updated { changes: Changes }
interface Deleted { record: RecordJson }

/** The entities whose writes record events, as named in events and activity lines. */
const EVENT_ENTITIES = ["client", "project", "task", "team_member", "invoice", "message", "file", "calendar_event", "contract", "contract_template",
  "workflow", "workflow_execution"] as const;
export type EventEntity = (typeof EVENT_ENTITIES)[number];

interface EventPayloads {
  "client.created": Created; "client.updated": Updated; "client.deleted": Deleted;
  "project.created": Created; "project.updated": Updated; "project.deleted": Deleted;
  "task.created": Created; "task.updated": Updated; "task.deleted": Deleted;
  /** an open task passed its due date (the scheduled scan; not a write of the task) */
  "task.overdue": { dueDate: string };
  "team_member.created": Created; "team_member.updated": Updated; "team_member.deleted": Deleted;
  "invoice.created": Created; "invoice.updated": Updated; "invoice.deleted": Deleted;
  /** a draft became sent by sending it by e-mail; `messageId` is the message that carries it */
  "invoice.sent": Updated & { messageId: string };
  /** a sent invoice passed its due day in the workspace's time zone (the scan's update) */
  "invoice.overdue": Updated & { invoiceNumber: string; clientId: string; dueDate: string; total: string; currency: string };
  /** `email`: the message goes to its contact by e-mail (the `message-email` handler sends it) */
  "message.created": Created & { email: boolean };
  "message.updated": Updated; "message.deleted": Deleted;
  "message.email_sent": Record<string, never>;
  "message.email_failed": { reason: string };
  /** a file's record was saved after its upload (its create) */
  "file.uploaded": Created;
  "file.updated": Updated; "file.deleted": Deleted;
  "calendar_event.created": Created; "calendar_event.updated": Updated; "calendar_event.deleted": Deleted;
  /** the reminder of an occurrence is due (the scan's claim): its e-mail goes to the provider */
  "calendar_event.reminder_due": { occurrenceStart: string };
  "contract.created": Created; "contract.updated": Updated; "contract.deleted": Deleted;
  /** signed: on the client's page, or marked signed by the provider (`signedBy`); a create or an update of the record */
  "contract.signed": Partial<Created & Updated> & { signedBy: string };
  /** e-mailed to the client with the link to their page */
  "contract.sent": Updated;
  /** declined on the client's page, with the reason */
  "contract.declined": Updated & { reason: string };
  /** reached its expiry date unsigned (the scan) */
  "contract.expired": Updated;
  "contract_template.created": Created; "contract_template.updated": Updated; "contract_template.deleted": Deleted;
  "workflow.created": Created; "workflow.updated": Updated; "workflow.deleted": Deleted;
  /** a person asked for a workflow's run (Run Now: the run's create, or Retry of a failed run: its update); the automation handler runs it */
  "workflow_execution.requested": Partial<Created & Updated> & { reason: "manual" | "retry" };
}

export type EventType = keyof EventPayloads;
export type EventPayload<T extends EventType> = EventPayloads[T];

type Check = (p: Record<string, unknown>) => string | null;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const has = (...checks: Check[]): Check => (p) => checks.map((c) => c(p)).find((e) => e !== null) ?? null;
const str = (field: string): Check => (p) => (typeof p[field] === "string" ? null : `${field} must be a string`);
const bool = (field: string): Check => (p) => (typeof p[field] === "boolean" ? null : `${field} must be a boolean`);
const record: Check = (p) => (isObject(p.record) && typeof p.record.id === "string" ? null : "record must be the row with its id");
const changes: Check = (p) => (isObject(p.changes) && Object.values(p.changes).every((c) => isObject(c) && "before" in c && "after" in c)
  ? null : "changes must map each changed field to its before and after");
const none: Check = () => null;

const CHECKS: { [T in EventType]: Check } = {
  "client.created": record, "client.updated": changes, "client.deleted": record,
  "project.created": record, "project.updated": changes, "project.deleted": record,
  "task.created": record, "task.updated": changes, "task.deleted": record,
  "task.overdue": str("dueDate"),
  "team_member.created": record, "team_member.updated": changes, "team_member.deleted": record,
  "invoice.created": record, "invoice.updated": changes, "invoice.deleted": record,
  "invoice.sent": has(changes, str("messageId")),
  "invoice.overdue": has(changes, str("invoiceNumber"), str("clientId"), str("dueDate"), str("total"), str("currency")),
  "message.created": has(record, bool("email")),
  "message.updated": changes, "message.deleted": record,
  "message.email_sent": none,
  "message.email_failed": str("reason"),
  "file.uploaded": record,
  "file.updated": changes, "file.deleted": record,
  "calendar_event.created": record, "calendar_event.updated": changes, "calendar_event.deleted": record,
  "calendar_event.reminder_due": str("occurrenceStart"),
  "contract.created": record, "contract.updated": changes, "contract.deleted": record,
  "contract.signed": str("signedBy"),
  "contract.sent": changes,
  "contract.declined": has(changes, str("reason")),
  "contract.expired": changes,
  "contract_template.created": record, "contract_template.updated": changes, "contract_template.deleted": record,
  "workflow.created": record, "workflow.updated": changes, "workflow.deleted": record,
  "workflow_execution.requested": (p) => (p.reason === "manual" || p.reason === "retry" ? null : "reason must be manual or retry"),
};

/** Every catalogued type (what an outgoing webhook may subscribe to). */
export const EVENT_TYPES = Object.keys(CHECKS) as EventType[];

export function isEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(CHECKS, type);
}

/** Refuses (throws) an unknown type or a payload that is not the catalogue's for it; answers the payload. */
export function checkedEvent<T extends EventType>(type: T, payload: unknown): EventPayload<T> {
  if (!isEventType(type)) throw new Error(`unknown domain event type "${String(type)}"`);
  const problem = isObject(payload) ? CHECKS[type](payload) : "the payload must be an object";
  if (problem) throw new Error(`domain event ${type}: ${problem}`);
  return payload as EventPayload<T>;
}

/** The checks of a payload part the writer gives (the rest is made by the write's SQL and checked by tests). */
export function checkedExtra(type: EventType, extra: Record<string, unknown>): Record<string, unknown> {
  if (!isEventType(type)) throw new Error(`unknown domain event type "${String(type)}"`);
  const sample = { ...extra, record: { id: "" }, changes: {} };
  const problem = CHECKS[type](sample);
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

// ---- which types something handles (the outbox's handlers register here) -----------------------------------------

const handledTypes = new Set<EventType>();

/** A handler of these types is registered: their events are dispatched to the job queue. */
export function markHandled(types: readonly EventType[]): void {
  for (const t of types) handledTypes.add(checkedType(t));
}

/** An event nothing handles is written already dispatched: no job to queue, nothing for the sweep. */
export const isHandled = (type: EventType): boolean => handledTypes.has(type);

function checkedType(type: EventType): EventType {
  if (!isEventType(type)) throw new Error(`unknown domain event type "${String(type)}"`);
  return type;
}

/** What the scans' SQL writes as a type: a catalogued one only. */
export function eventTypeSql(type: EventType): string {
  return checkedType(type);
}
