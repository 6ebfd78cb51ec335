/**
 * Workflow conditions (the trigger's, and a condition step's): `{all: [{field, op, value}]}` over the fields of the
 * trigger's record (its own, and a few of its client's and project's, dotted: `client.status`), read when the run
 * starts or reaches the step. Shared by the server (validation, evaluation) and the web form (the fields it lists).
 * No Yup here: the form's screens load it cheaply.
 */
import { CLIENT_STATUSES } from "./client";
import { PRIORITIES, PROJECT_STATUSES } from "./project";
import { TASK_STATUSES } from "./task";
import { INVOICE_STATUSES } from "./invoice";
import { CONTRACT_STATUSES, CONTRACT_TYPES } from "./contract";
import { isDay } from "./day";

export const CONDITION_OPS = ["eq", "neq", "contains", "gt", "lt", "empty", "not_empty"] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

export interface Condition {
  field: string;
  op: ConditionOp;
  value?: unknown;
}

/** What the form shows for each operator. */
export const CONDITION_OP_LABELS: Readonly<Record<ConditionOp, string>> = {
  eq: "equals", neq: "does not equal", contains: "contains", gt: "is greater than", lt: "is less than", empty: "is empty", not_empty: "is not empty",
};

/** The operators that take no value. */
export const VALUELESS_OPS: readonly ConditionOp[] = ["empty", "not_empty"];

// ---- the field catalogue --------------------------------------------------------------------------------------------

/**
 * A field's kind: `text` (contains, case-insensitive), `number` and `money` (compared as numbers; money is a decimal
 * string such as "1200.00"), `day` ("YYYY-MM-DD"), `instant` (an ISO timestamp), `enum` (one of `values`), `id` (a
 * record's id: equal or not, empty or not).
 */
export type FieldKind = "text" | "number" | "money" | "day" | "instant" | "enum" | "id";

export interface FieldSpec {
  label: string;
  kind: FieldKind;
  values?: readonly string[];
}

/** The record types a trigger may be about (each has an id key in a run's trigger data: `clientId`, `invoiceId` ...). */
export const TRIGGER_ENTITIES = ["client", "project", "task", "invoice", "contract", "file"] as const;
export type TriggerEntity = (typeof TRIGGER_ENTITIES)[number];

/** How each record type is named in messages ("invoices have no field ..."). */
const ENTITY_PLURALS: Readonly<Record<TriggerEntity, string>> = {
  client: "clients", project: "projects", task: "tasks", invoice: "invoices", contract: "contracts", file: "files",
};

const CLIENT_OWN: Record<string, FieldSpec> = {
  name: { label: "Name", kind: "text" },
  email: { label: "E-mail", kind: "text" },
  company: { label: "Company", kind: "text" },
  phone: { label: "Phone", kind: "text" },
  notes: { label: "Notes", kind: "text" },
  status: { label: "Status", kind: "enum", values: CLIENT_STATUSES },
  createdAt: { label: "Created", kind: "instant" },
};
const PROJECT_OWN: Record<string, FieldSpec> = {
  name: { label: "Name", kind: "text" },
  description: { label: "Description", kind: "text" },
  status: { label: "Status", kind: "enum", values: PROJECT_STATUSES },
  priority: { label: "Priority", kind: "enum", values: PRIORITIES },
  startDate: { label: "Start date", kind: "day" },
  dueDate: { label: "Due date", kind: "day" },
  completedAt: { label: "Completed", kind: "instant" },
  budget: { label: "Budget", kind: "money" },
  actualCost: { label: "Actual cost", kind: "money" },
  progress: { label: "Progress (%)", kind: "number" },
  clientId: { label: "Client", kind: "id" },
  createdAt: { label: "Created", kind: "instant" },
};

/** The client and project fields a record's condition may read through its links (`client.status`). */
const linked = (prefix: "client" | "project", own: Record<string, FieldSpec>, keys: readonly string[]): Record<string, FieldSpec> =>
  Object.fromEntries(keys.map((k) => [`${prefix}.${k}`, { ...own[k], label: `${prefix === "client" ? "Client" : "Project"} ${own[k].label.toLowerCase()}` }]));
const CLIENT_LINKED = linked("client", CLIENT_OWN, ["name", "email", "company", "status"]);
const PROJECT_LINKED = linked("project", PROJECT_OWN, ["name", "status", "priority", "dueDate"]);

/** The fields each record type's conditions may read, with their kinds (what validation and the form use). */
export const TRIGGER_FIELDS: Readonly<Record<TriggerEntity, Readonly<Record<string, FieldSpec>>>> = {
  client: CLIENT_OWN,
  project: { ...PROJECT_OWN, ...CLIENT_LINKED },
  task: {
    title: { label: "Title", kind: "text" },
    description: { label: "Description", kind: "text" },
    status: { label: "Status", kind: "enum", values: TASK_STATUSES },
    priority: { label: "Priority", kind: "enum", values: PRIORITIES },
    dueDate: { label: "Due date", kind: "day" },
    completedAt: { label: "Completed", kind: "instant" },
    estimatedHours: { label: "Estimated hours", kind: "number" },
    actualHours: { label: "Actual hours", kind: "number" },
    assigneeId: { label: "Assignee", kind: "id" },
    clientId: { label: "Client", kind: "id" },
    projectId: { label: "Project", kind: "id" },
    createdAt: { label: "Created", kind: "instant" },
    ...CLIENT_LINKED, ...PROJECT_LINKED,
  },
  invoice: {
    invoiceNumber: { label: "Invoice number", kind: "text" },
    status: { label: "Status", kind: "enum", values: INVOICE_STATUSES },
    issueDate: { label: "Issue date", kind: "day" },
    dueDate: { label: "Due date", kind: "day" },
    paidDate: { label: "Paid", kind: "instant" },
    subtotal: { label: "Subtotal", kind: "money" },
    taxAmount: { label: "Tax", kind: "money" },
    total: { label: "Total", kind: "money" },
    amountPaid: { label: "Amount paid", kind: "money" },
    currency: { label: "Currency", kind: "text" },
    notes: { label: "Notes", kind: "text" },
    clientId: { label: "Client", kind: "id" },
    projectId: { label: "Project", kind: "id" },
    createdAt: { label: "Created", kind: "instant" },
    ...CLIENT_LINKED, ...PROJECT_LINKED,
  },
  contract: {
    contractNumber: { label: "Contract number", kind: "text" },
    title: { label: "Title", kind: "text" },
    type: { label: "Type", kind: "enum", values: CONTRACT_TYPES },
    status: { label: "Status", kind: "enum", values: CONTRACT_STATUSES },
    value: { label: "Value", kind: "money" },
    currency: { label: "Currency", kind: "text" },
    startDate: { label: "Start date", kind: "day" },
    endDate: { label: "End date", kind: "day" },
    expiryDate: { label: "Expiry date", kind: "day" },
    signedDate: { label: "Signed", kind: "instant" },
    sentAt: { label: "Sent", kind: "instant" },
    clientId: { label: "Client", kind: "id" },
    projectId: { label: "Project", kind: "id" },
    createdAt: { label: "Created", kind: "instant" },
    ...CLIENT_LINKED, ...PROJECT_LINKED,
  },
  file: {
    name: { label: "Name", kind: "text" },
    originalName: { label: "Original name", kind: "text" },
    mimeType: { label: "Type", kind: "text" },
    size: { label: "Size (bytes)", kind: "number" },
    description: { label: "Description", kind: "text" },
    clientId: { label: "Client", kind: "id" },
    projectId: { label: "Project", kind: "id" },
    createdAt: { label: "Created", kind: "instant" },
    ...CLIENT_LINKED, ...PROJECT_LINKED,
  },
};

/** The record type a trigger is about: the entity of its event type (`invoice.overdue` -> invoice); none for `manual`. */
export function triggerEntity(trigger: string | null | undefined): TriggerEntity | null {
  // an old name (a run's definition kept from before triggers were event types) is its event type's
  const type = typeof trigger === "string" && Object.hasOwn(TRIGGER_ALIASES, trigger) ? TRIGGER_ALIASES[trigger].trigger : trigger;
  const entity = typeof type === "string" ? type.split(".")[0] : "";
  return (TRIGGER_ENTITIES as readonly string[]).includes(entity) && type!.includes(".") ? entity as TriggerEntity : null;
}

/** The fields a trigger's conditions may read (none for a manual trigger: a run by hand may be about any record). */
export function fieldsOfTrigger(trigger: string | null | undefined): Readonly<Record<string, FieldSpec>> {
  const entity = triggerEntity(trigger);
  return entity ? TRIGGER_FIELDS[entity] : {};
}

/** The day or instant fields of a trigger's record (what a "wait until <field> ± N days" may name). */
export const dateFieldsOfTrigger = (trigger: string | null | undefined): string[] =>
  Object.entries(fieldsOfTrigger(trigger)).filter(([, f]) => f.kind === "day" || f.kind === "instant").map(([k]) => k);

// ---- checking a condition's shape -------------------------------------------------------------------------------

const OPS_OF: Readonly<Record<FieldKind, readonly ConditionOp[]>> = {
  text: ["eq", "neq", "contains", "empty", "not_empty"],
  enum: ["eq", "neq", "empty", "not_empty"],
  id: ["eq", "neq", "empty", "not_empty"],
  number: ["eq", "neq", "gt", "lt", "empty", "not_empty"],
  money: ["eq", "neq", "gt", "lt", "empty", "not_empty"],
  day: ["eq", "neq", "gt", "lt", "empty", "not_empty"],
  instant: ["gt", "lt", "empty", "not_empty"],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const isNumeric = (v: unknown) => (typeof v === "number" && Number.isFinite(v)) || (typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v.trim()));

/** Is `value` one a field of this kind may be compared with? (The message's tail when not.) */
function valueProblem(spec: FieldSpec, value: unknown): string | null {
  switch (spec.kind) {
    case "text": return typeof value === "string" && value.length <= 500 ? null : "must be text (at most 500 characters)";
    case "enum": return typeof value === "string" && spec.values!.includes(value) ? null : `must be one of ${spec.values!.join(", ")}`;
    case "id": return typeof value === "string" && UUID.test(value) ? null : "must be a record's id";
    case "number": case "money": return isNumeric(value) ? null : "must be a number";
    case "day": return isDay(value) ? null : "must be a day (YYYY-MM-DD)";
    case "instant": return typeof value === "string" && INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? null : "must be a date and time (ISO 8601)";
  }
}

/**
 * The first problem of a list of conditions for this trigger, as a message (`Condition 1: invoices have no field
 * "colour"`), or null. `label` names the list in messages ("Condition", or "Action 3: condition").
 */
export function conditionsProblem(trigger: string | null | undefined, all: unknown, label = "Condition"): string | null {
  if (!Array.isArray(all)) return "Conditions must be a list: {all: [{field, op, value}]}";
  if (all.length > 20) return "A workflow has at most 20 conditions in a list";
  const fields = fieldsOfTrigger(trigger);
  const entity = triggerEntity(trigger);
  for (const [i, c] of all.entries()) {
    const at = `${label} ${i + 1}`;
    if (typeof c !== "object" || c === null || Array.isArray(c)) return `${at}: a condition is {field, op, value}`;
    const { field, op, value } = c as Record<string, unknown>;
    if (typeof field !== "string" || !field) return `${at}: choose a field`;
    if (!Object.hasOwn(fields, field)) {
      return entity ? `${at}: ${ENTITY_PLURALS[entity]} have no field "${field.slice(0, 60)}"`
        : `${at}: a manual run has no record whose field "${field.slice(0, 60)}" could be checked`;
    }
    if (typeof op !== "string" || !(CONDITION_OPS as readonly string[]).includes(op)) return `${at}: the operator must be one of ${CONDITION_OPS.join(", ")}`;
    const spec = fields[field];
    if (!OPS_OF[spec.kind].includes(op as ConditionOp)) return `${at}: "${CONDITION_OP_LABELS[op as ConditionOp]}" does not apply to ${field} (${spec.kind})`;
    if (VALUELESS_OPS.includes(op as ConditionOp)) continue;
    const problem = valueProblem(spec, value);
    if (problem) return `${at}: the value of ${field} ${problem}`;
  }
  return null;
}

/** A condition list as stored: its known parts only (a number as a number), or the same input when it is malformed. */
export function normalizedConditions(all: readonly Condition[]): Condition[] {
  // a list with an entry that is no condition ([null]) stays as sent, for the check to name it
  if (!all.every((c) => typeof c === "object" && c !== null && !Array.isArray(c))) return all as Condition[];
  return all.map(({ field, op, value }) => (VALUELESS_OPS.includes(op) ? { field, op } : { field, op, value }));
}

// ---- evaluating -----------------------------------------------------------------------------------------------------

const isEmpty = (v: unknown) => v === null || v === undefined || v === "";

/** A value as a message shows it: text quoted, a number as is, nothing as "empty". */
const shown = (v: unknown): string => (isEmpty(v) ? "empty" : typeof v === "string" ? JSON.stringify(v.length > 80 ? `${v.slice(0, 80)}…` : v) : String(v));

/** The two values compared in the way their kind asks: numbers numerically, days and instants as times, text as is. */
function compare(a: unknown, b: unknown): number | null {
  if (isEmpty(a) || isEmpty(b)) return null;
  if (isNumeric(a) && isNumeric(b)) return Math.sign(Number(a) - Number(b));
  const time = (v: unknown) => (v instanceof Date ? v.getTime() : typeof v === "string" && INSTANT.test(v) ? Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v) : NaN);
  const [ta, tb] = [time(a), time(b)];
  if (!Number.isNaN(ta) && !Number.isNaN(tb)) {
    // two days compare as days; a day against an instant as the day's start (UTC)
    return Math.sign(ta - tb);
  }
  return null;
}

function equal(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  const c = compare(a, b);
  if (c !== null) return c === 0;
  return String(a) === String(b);
}

/** Why a condition does not hold, after "Condition not met: ". */
function whyNot(c: Condition, actual: unknown): string {
  const is = `${c.field} is ${shown(actual)}`;
  switch (c.op) {
    case "eq": return `${is}, not ${shown(c.value)}`;
    case "neq": case "not_empty": return is;
    case "contains": return `${is}, which does not contain ${shown(c.value)}`;
    case "gt": return `${is}, not greater than ${shown(c.value)}`;
    case "lt": return `${is}, not less than ${shown(c.value)}`;
    case "empty": return `${is}, not empty`;
    default: return `${c.field}: unknown operator`;
  }
}

/**
 * Do all the conditions hold for the record (the trigger's, as `triggerRecord` reads it: flat, dotted links)? The
 * first that does not is the reason, e.g. `Condition not met: status is "paid", not "sent"`.
 */
export function conditionsHold(all: readonly Condition[], record: Record<string, unknown>): { ok: true } | { ok: false; reason: string } {
  for (const c of all) {
    const actual = Object.hasOwn(record, c.field) ? record[c.field] : undefined;
    let ok: boolean;
    switch (c.op) {
      case "eq": ok = equal(actual, c.value); break;
      case "neq": ok = !equal(actual, c.value); break;
      case "contains": ok = !isEmpty(actual) && String(actual).toLowerCase().includes(String(c.value ?? "").toLowerCase()); break;
      case "gt": ok = compare(actual, c.value) === 1; break;
      case "lt": ok = compare(actual, c.value) === -1; break;
      case "empty": ok = isEmpty(actual); break;
      case "not_empty": ok = !isEmpty(actual); break;
      default: ok = false;
    }
    if (!ok) return { ok: false, reason: `Condition not met: ${whyNot(c, actual)}` };
  }
  return { ok: true };
}

// ---- triggers -------------------------------------------------------------------------------------------------------

/**
 * What may start a workflow: a catalogued domain event type (api/src/domain-events.ts; a test asserts each is one),
 * or `manual` (Run Now only). An `.updated` trigger may carry a "field changed to" filter (`conditions.changed`).
 */
export const TRIGGER_EVENT_TYPES = [
  "client.created", "client.updated",
  "project.created", "project.updated",
  "task.created", "task.updated", "task.overdue",
  "invoice.created", "invoice.updated", "invoice.sent", "invoice.overdue", "invoice.paid", "invoice.reminder_sent",
  "recurring_invoice.generated",
  "contract.created", "contract.sent", "contract.signed", "contract.declined", "contract.expired",
  "file.uploaded",
] as const;
export type TriggerEventType = (typeof TRIGGER_EVENT_TYPES)[number];

/** What the form shows for each trigger. */
const TRIGGER_LABELS: Readonly<Record<TriggerEventType | "manual", string>> = {
  "client.created": "Client created", "client.updated": "Client updated",
  "project.created": "Project created", "project.updated": "Project updated",
  "task.created": "Task created", "task.updated": "Task updated", "task.overdue": "Task overdue",
  "invoice.created": "Invoice created", "invoice.updated": "Invoice updated", "invoice.sent": "Invoice sent", "invoice.overdue": "Invoice overdue",
  "invoice.paid": "Invoice paid", "invoice.reminder_sent": "Payment reminder sent",
  "recurring_invoice.generated": "Recurring invoice made",
  "contract.created": "Contract created", "contract.sent": "Contract sent", "contract.signed": "Contract signed",
  "contract.declined": "Contract declined", "contract.expired": "Contract expired",
  "file.uploaded": "File uploaded",
  manual: "Manual (Run Now)",
};

/**
 * An update's "field changed to" filter: the event made `field` become `to` (or, without `to`, become any value
 * that is not empty). A create of the record counts as its fields becoming their first values.
 */
export interface ChangedFilter {
  field: string;
  to?: unknown;
}

/** A workflow's conditions as stored: `{}` and `{all: []}` both mean none. */
export interface WorkflowConditions {
  all?: Condition[];
  changed?: ChangedFilter;
}

/** The seven names triggers had before they were event types: accepted, and stored as the event type (and filter). */
export const TRIGGER_ALIASES: Readonly<Record<string, { trigger: TriggerEventType; changed?: ChangedFilter }>> = {
  client_created: { trigger: "client.created" },
  project_completed: { trigger: "project.updated", changed: { field: "status", to: "completed" } },
  invoice_overdue: { trigger: "invoice.overdue" },
  task_assigned: { trigger: "task.updated", changed: { field: "assigneeId" } },
  contract_signed: { trigger: "contract.signed" },
  file_uploaded: { trigger: "file.uploaded" },
};

/** A trigger's label, for a stored event type or an old name alike. */
export function triggerLabel(trigger: string | null | undefined): string {
  if (!trigger) return "";
  const alias = Object.hasOwn(TRIGGER_ALIASES, trigger) ? TRIGGER_ALIASES[trigger].trigger : trigger;
  return Object.hasOwn(TRIGGER_LABELS, alias) ? TRIGGER_LABELS[alias as TriggerEventType] : trigger.replace(/[._]/g, " ");
}

/** The problem of a "field changed to" filter for this trigger, or null. */
export function changedProblem(trigger: string | null | undefined, changed: unknown): string | null {
  if (changed === undefined || changed === null) return null;
  if (typeof changed !== "object" || Array.isArray(changed)) return "Changed: the filter is {field, to}";
  if (typeof trigger !== "string" || !trigger.endsWith(".updated")) return "Changed: a \"field changed to\" filter applies to an update trigger only";
  const { field, to } = changed as Record<string, unknown>;
  const entity = triggerEntity(trigger)!;
  const fields = TRIGGER_FIELDS[entity];
  if (typeof field !== "string" || !field) return "Changed: choose a field";
  if (!Object.hasOwn(fields, field) || field.includes(".")) return `Changed: ${ENTITY_PLURALS[entity]} have no field "${field.slice(0, 60)}"`;
  if (to === undefined || to === null) return null;
  const problem = valueProblem(fields[field], to);
  return problem ? `Changed: the value of ${field} ${problem}` : null;
}
