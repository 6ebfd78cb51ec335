import * as yup from "yup";
import { LIMITS, enumField, integerField, optionalText, optionalUuid, requiredText, trimmed } from "./validation";
import { PRIORITIES, PRIORITY_MESSAGE, PROJECT_STATUSES } from "./project";
import { TASK_STATUSES } from "./task";
import { CLIENT_STATUSES } from "./client";
import { INVOICE_STATUSES } from "./invoice";
import { EVENT_TYPES } from "./calendar";
import {
  changedProblem, conditionsProblem, dateFieldsOfTrigger, fieldsOfTrigger, normalizedConditions, TRIGGER_ALIASES,
  TRIGGER_EVENT_TYPES, type Condition, type WorkflowConditions,
} from "./automation-conditions";

/**
 * What starts a workflow: a catalogued domain event (a change in another module: `client.created`, `invoice.overdue`),
 * or a person (`manual`: Run Now). The old names (`client_created` ...) are accepted as aliases and stored as the event
 * type (automation-conditions.ts: TRIGGER_ALIASES).
 */
export const WORKFLOW_TRIGGERS = [...TRIGGER_EVENT_TYPES, "manual"] as const;
export type WorkflowTrigger = (typeof WORKFLOW_TRIGGERS)[number];

export const WORKFLOW_ACTION_TYPES = ["send_email", "create_task", "update_status", "send_notification", "create_calendar_event", "assign_team_member",
  "wait", "condition", "update_field", "add_note", "send_webhook"] as const;
export type WorkflowActionType = (typeof WORKFLOW_ACTION_TYPES)[number];

export const TRIGGER_REQUIRED_MESSAGE = "Trigger type is required";

/** The records a step may change the status of, with the statuses each takes. */
export const STATUS_ENTITIES = { project: PROJECT_STATUSES, task: TASK_STATUSES, client: CLIENT_STATUSES, invoice: INVOICE_STATUSES } as const;
export type StatusEntity = keyof typeof STATUS_ENTITIES;

export const NOTIFICATION_LEVELS = ["info", "success", "warning", "error"] as const;

/** A step's text may hold these, filled from the trigger's records; one with no value becomes empty. */
export const PLACEHOLDERS = [
  "client_name", "client_first_name", "client_email", "client_company", "project_name", "project_status", "task_title", "invoice_number",
  "invoice_total", "invoice_due_date", "contract_title", "file_name", "workflow_name", "today",
] as const;

/** Fills `{name}` placeholders; unknown or empty ones become empty, so no brace reaches a client. */
export function fillPlaceholders(text: string, values: Partial<Record<string, string | null | undefined>>): string {
  // an own key only: "{constructor}" must not print a member of every object
  return text.replace(/\{([a-z_]{1,40})\}/g, (_m, key: string) => (Object.hasOwn(values, key) ? values[key] ?? "" : ""));
}

const toClientOrAddress = trimmed().default("client").test("to", "Send to 'client' or to an e-mail address",
  (v) => v === "client" || (typeof v === "string" && v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)));

/** A whole number within bounds, or absent. */
const optionalInt = (label: string, min: number, max: number) => yup.mixed<number>()
  .transform((v: unknown) => (v === null || v === "" ? undefined : typeof v === "string" && /^\s*[-+]?\d+\s*$/.test(v) ? Number(v) : v))
  .test("int", `${label} must be a whole number between ${min} and ${max}`,
    (v: unknown) => v === undefined || (typeof v === "number" && Number.isInteger(v) && v >= min && v <= max));

/** The longest wait: a year. */
const MAX_WAIT_DAYS = 365;
/** The hour (workspace's zone) a wait in days, or until a date field, ends at when it states none. */
export const WAIT_DEFAULT_HOUR = 9;
const WAIT_FORM_MESSAGE = "A wait is {minutes}, {hours}, {days} or {field, offsetDays}";

/** The records update_field may change, and the fields of each (a small list: what a step is expected to set). */
export const UPDATE_FIELDS = {
  client: { status: CLIENT_STATUSES, notes: "text" },
  project: { status: PROJECT_STATUSES, priority: PRIORITIES },
  task: { status: TASK_STATUSES, priority: PRIORITIES },
} as const;
export type UpdateFieldEntity = keyof typeof UPDATE_FIELDS;
const UPDATE_FIELD_LIST = Object.entries(UPDATE_FIELDS).map(([e, f]) => `${e} ${Object.keys(f).join("/")}`).join(", ");

/** The records add_note writes a line on the timeline of. */
export const NOTE_ENTITIES = ["client", "project", "task", "invoice", "contract", "file"] as const;

/** Each action type's config, with its defaults. */
export const ACTION_CONFIG_SCHEMAS = {
  send_email: yup.object({
    subject: requiredText("Subject is required", LIMITS.short),
    message: requiredText("Message is required", LIMITS.long),
    to: toClientOrAddress,
  }),
  create_task: yup.object({
    title: requiredText("Task title is required"),
    description: optionalText(LIMITS.long),
    priority: enumField(PRIORITIES, PRIORITY_MESSAGE, "medium"),
    // 'self' is the provider (no team member); otherwise a team member's id
    assignTo: trimmed().default("self").test("assignTo", "Assign to yourself or to a team member",
      (v) => v === "self" || (typeof v === "string" && /^[0-9a-f-]{36}$/i.test(v))),
    dueInDays: integerField("Due in days", 0, 365, "Due in days must be between 0 and 365", null),
  }),
  update_status: yup.object({
    entity: enumField(Object.keys(STATUS_ENTITIES) as StatusEntity[], "Entity must be project, task, client or invoice", "project"),
    status: trimmed().default("active").test("status", "This status does not exist for that record", function check(v) {
      const entity = (this.parent as { entity?: string }).entity ?? "project";
      // an own key only: "__proto__" or "constructor" must not reach Object's members (a TypeError, answered 500)
      const allowed: readonly string[] = typeof entity === "string" && Object.hasOwn(STATUS_ENTITIES, entity) ? STATUS_ENTITIES[entity as StatusEntity] : [];
      return typeof v === "string" && allowed.includes(v);
    }),
  }),
  send_notification: yup.object({
    message: requiredText("Message is required", LIMITS.medium),
    type: enumField(NOTIFICATION_LEVELS, "Type must be info, success, warning or error", "info"),
  }),
  create_calendar_event: yup.object({
    title: requiredText("Event title is required"),
    duration: integerField("Duration", 5, 24 * 60, "Duration must be between 5 and 1440 minutes", 60),
    type: enumField(EVENT_TYPES, "Type must be meeting, call, deadline or reminder", "meeting"),
    // the event starts this many days after the run, at the next full hour
    startsInDays: integerField("Starts in days", 0, 365, "Starts in days must be between 0 and 365", 1),
  }),
  assign_team_member: yup.object({
    teamMemberId: optionalUuid("Select a team member").required("Select a team member"),
    role: trimmed().default("member").max(LIMITS.short, "Role is too long"),
    // the trigger's project, or its client when it has no project
    target: enumField(["project", "client"] as const, "Assign to the project or the client", "project"),
  }),
  // one of {minutes} | {hours} | {days} | {field, offsetDays}; the engine runs it (the field is checked against the trigger)
  wait: yup.object({
    minutes: optionalInt("Minutes", 1, MAX_WAIT_DAYS * 24 * 60),
    hours: optionalInt("Hours", 1, MAX_WAIT_DAYS * 24),
    days: optionalInt("Days", 1, MAX_WAIT_DAYS),
    field: yup.mixed<string>().transform((v: unknown) => (typeof v === "string" ? v.trim() || undefined : v ?? undefined))
      .test("field", "Choose a date field", (v: unknown) => v === undefined || (typeof v === "string" && v.length <= 60)),
    offsetDays: optionalInt("Offset days", -MAX_WAIT_DAYS, MAX_WAIT_DAYS),
    // a wait in days, or until a date, ends at this local hour
    atHour: optionalInt("Hour", 0, 23),
  }).test("wait", WAIT_FORM_MESSAGE, function check(v) {
    const c = v as Record<string, unknown>;
    const forms = ["minutes", "hours", "days", "field"].filter((k) => c[k] !== undefined);
    if (forms.length !== 1) return this.createError({ message: WAIT_FORM_MESSAGE });
    if (c.offsetDays !== undefined && forms[0] !== "field") return this.createError({ message: "Offset days go with a date field" });
    if (c.atHour !== undefined && (forms[0] === "minutes" || forms[0] === "hours")) return this.createError({ message: "An hour goes with a wait in days or until a date" });
    return true;
  }).transform((v: unknown) => {
    if (typeof v !== "object" || v === null) return v;
    const c = Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined && x !== null && x !== ""));
    if (c.field !== undefined && c.offsetDays === undefined) c.offsetDays = 0;
    if ((c.days !== undefined || c.field !== undefined) && c.atHour === undefined) c.atHour = WAIT_DEFAULT_HOUR;
    return c;
  }),
  // if all hold, the run goes on; else it ends (skipped, with the reason). Fields are checked against the trigger.
  condition: yup.object({
    all: yup.mixed<Condition[]>().test("all", "A condition step needs at least one condition", (v: unknown) => Array.isArray(v) && v.length > 0),
  }),
  update_field: yup.object({
    entity: enumField(Object.keys(UPDATE_FIELDS) as UpdateFieldEntity[], `Update one of: ${UPDATE_FIELD_LIST}`, "task"),
    field: trimmed().required("Choose a field to update").test("field", `Update one of: ${UPDATE_FIELD_LIST}`, function check(v) {
      const entity = (this.parent as { entity?: string }).entity ?? "task";
      return Object.hasOwn(UPDATE_FIELDS, entity) && typeof v === "string" && Object.hasOwn(UPDATE_FIELDS[entity as UpdateFieldEntity], v);
    }),
    value: yup.mixed<string>().transform((v: unknown) => (typeof v === "string" ? v.trim() : v))
      .test("value", "", function check(v: unknown) {
        const { entity, field } = this.parent as { entity?: string; field?: string };
        const allowed = Object.hasOwn(UPDATE_FIELDS, entity ?? "") ? (UPDATE_FIELDS[entity as UpdateFieldEntity] as Record<string, unknown>) : {};
        const kind = typeof field === "string" && Object.hasOwn(allowed, field) ? allowed[field] : null;
        if (kind === null) return true;
        if (kind === "text") return typeof v === "string" && v.length <= LIMITS.long ? true : this.createError({ message: `The ${field} must be text` });
        return typeof v === "string" && (kind as readonly string[]).includes(v) ? true
          : this.createError({ message: `The ${entity} ${field} must be one of ${(kind as readonly string[]).join(", ")}` });
      }),
  }),
  add_note: yup.object({
    note: requiredText("Note is required", LIMITS.medium),
    // the trigger's record (or, for a manual run, the most specific record it is about)
    entity: enumField(["trigger", ...NOTE_ENTITIES] as const, `Add the note to the trigger's record or to one of ${NOTE_ENTITIES.join(", ")}`, "trigger"),
  }),
  send_webhook: yup.object({
    // one of the workspace's webhook endpoints, or a URL of its own (checked as an endpoint's is when the step runs)
    endpointId: optionalUuid("Select a webhook endpoint"),
    url: optionalText(2048).test("url", "Enter an https:// URL", (v) => v == null || /^https?:\/\/[^\s]+$/i.test(v)),
    message: optionalText(LIMITS.medium),
  }).test("target", "Choose a webhook endpoint or enter a URL", (v) => !!(v as { endpointId?: string | null; url?: string | null }).endpointId
    !== !!(v as { url?: string | null }).url),
} as const;

/** The config a new action of a type starts with in the form (its defaults). */
export const ACTION_DEFAULTS: Record<WorkflowActionType, Record<string, unknown>> = {
  send_email: { subject: "", message: "", to: "client" },
  create_task: { title: "", description: "", priority: "medium", assignTo: "self" },
  update_status: { entity: "project", status: "active" },
  send_notification: { message: "", type: "info" },
  create_calendar_event: { title: "", duration: 60, type: "meeting" },
  assign_team_member: { role: "member" },
  wait: { days: 1 },
  condition: { all: [] },
  update_field: { entity: "task", field: "status", value: "completed" },
  add_note: { note: "", entity: "trigger" },
  send_webhook: { url: "", message: "" },
};

/** How a step is tried: its retries (the backoff doubles each time), its time limit, and what a failure does to the run. */
export interface StepPolicy {
  retries: number;
  backoffSeconds: number;
  timeoutSeconds: number;
  /** stop: the run ends failed; continue: the failure is recorded and the next step runs */
  onFailure: "stop" | "continue";
}

/** A step's policy when its action states none (or part of one). */
export const STEP_POLICY_DEFAULTS: StepPolicy = { retries: 2, backoffSeconds: 5, timeoutSeconds: 60, onFailure: "stop" };

const stepPolicySchema = yup.object({
  retries: integerField("Retries", 0, 10, "Retries must be between 0 and 10", STEP_POLICY_DEFAULTS.retries),
  backoffSeconds: integerField("Backoff", 1, 3600, "Backoff must be between 1 and 3600 seconds", STEP_POLICY_DEFAULTS.backoffSeconds),
  timeoutSeconds: integerField("Timeout", 1, 900, "Timeout must be between 1 and 900 seconds", STEP_POLICY_DEFAULTS.timeoutSeconds),
  onFailure: enumField(["stop", "continue"] as const, "On failure must be stop or continue", STEP_POLICY_DEFAULTS.onFailure),
});

export interface WorkflowAction {
  type: WorkflowActionType;
  config: Record<string, unknown>;
  /** absent: STEP_POLICY_DEFAULTS */
  policy?: StepPolicy;
}

export const MAX_WORKFLOW_ACTIONS = 20;
/** A workspace's workflows at most (with MAX_WORKFLOW_ACTIONS, what bounds the runs one change may start). */
export const MAX_WORKFLOWS = 50;
export const TOO_MANY_WORKFLOWS_MESSAGE = `A workspace can have at most ${MAX_WORKFLOWS} workflows. Delete one to add another.`;
export const TOO_MANY_ACTIONS_MESSAGE = `A workflow has at most ${MAX_WORKFLOW_ACTIONS} actions`;

/** One action: a known type and its config, validated (and defaulted) per type. */
function validateAction(input: unknown): { ok: true; value: WorkflowAction } | { ok: false; error: string } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return { ok: false, error: "Each action needs a type and a config" };
  const { type, config } = input as { type?: unknown; config?: unknown };
  if (typeof type !== "string" || !(WORKFLOW_ACTION_TYPES as readonly string[]).includes(type)) {
    return { ok: false, error: `Action type must be one of ${WORKFLOW_ACTION_TYPES.join(", ")}` };
  }
  const schema = ACTION_CONFIG_SCHEMAS[type as WorkflowActionType] as yup.AnyObjectSchema;
  const raw = typeof config === "object" && config !== null && !Array.isArray(config) ? config as Record<string, unknown> : {};
  const known = Object.fromEntries(Object.entries(raw).filter(([k]) => Object.hasOwn(schema.fields, k)));
  const { policy } = input as { policy?: unknown };
  if (policy !== undefined && policy !== null && (typeof policy !== "object" || Array.isArray(policy))) return { ok: false, error: "Policy must be an object" };
  try {
    const value: WorkflowAction = { type: type as WorkflowActionType, config: schema.validateSync(known, { abortEarly: true, stripUnknown: true }) };
    if (policy) value.policy = stepPolicySchema.validateSync(policy, { abortEarly: true, stripUnknown: true }) as StepPolicy;
    return { ok: true, value };
  } catch (e) {
    if (e instanceof yup.ValidationError) return { ok: false, error: e.message };
    throw e;
  }
}

/** A step's problem that needs the trigger: a wait until a date field, a condition step's fields. */
function actionProblemFor(trigger: string | undefined, a: WorkflowAction): string | null {
  if (a.type === "wait" && a.config.field !== undefined) {
    const dates = dateFieldsOfTrigger(trigger);
    const field = String(a.config.field);
    if (!dates.includes(field)) {
      return Object.hasOwn(fieldsOfTrigger(trigger), field) ? `${field} is not a date field` : dates.length
        ? `Wait until one of the trigger record's dates: ${dates.join(", ")}` : "This trigger's record has no date field to wait for";
    }
  }
  if (a.type === "condition") return conditionsProblem(trigger, a.config.all);
  return null;
}

/** A workflow's conditions as stored: `{}` when none; each condition's known parts; the "changed to" filter. */
function storedConditions(v: unknown): WorkflowConditions | unknown {
  if (v === undefined || v === null) return {};
  if (typeof v !== "object" || Array.isArray(v)) return v;
  const { all, changed } = v as { all?: unknown; changed?: unknown };
  const out: WorkflowConditions = {};
  if (Array.isArray(all) && all.length) out.all = normalizedConditions(all as Condition[]);
  else if (all !== undefined && all !== null && !Array.isArray(all)) return v;
  if (changed !== undefined && changed !== null) {
    const { field, to } = changed as ChangedFilterInput;
    out.changed = to === undefined || to === null || to === "" ? { field } : { field, to };
  }
  return out;
}
type ChangedFilterInput = { field: string; to?: unknown };

/** An old trigger name becomes its event type, and its "changed to" filter joins the conditions (unless they state one). */
function withTriggerAlias(v: unknown): unknown {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return v;
  const input = v as Record<string, unknown>;
  const name = typeof input.trigger === "string" ? input.trigger.trim() : null;
  if (!name || !Object.hasOwn(TRIGGER_ALIASES, name)) return v;
  const alias = TRIGGER_ALIASES[name];
  const conditions = typeof input.conditions === "object" && input.conditions !== null && !Array.isArray(input.conditions)
    ? input.conditions as Record<string, unknown> : input.conditions === undefined || input.conditions === null ? {} : null;
  if (!conditions) return { ...input, trigger: alias.trigger };
  return { ...input, trigger: alias.trigger, conditions: alias.changed && !conditions.changed ? { ...conditions, changed: alias.changed } : conditions };
}

/**
 * Workflow form and API input (`triggerType`, the form's name, is taken as `trigger`). The trigger is an event type (an
 * old name is taken as its alias); `conditions` is `{all: [{field, op, value}], changed?: {field, to}}` over the
 * trigger's record's fields, checked here with the steps that need the trigger (a wait until a date, a condition step).
 */
export const workflowSchema = yup.object({
  name: requiredText("Name is required"),
  description: optionalText(LIMITS.medium),
  trigger: trimmed().required(TRIGGER_REQUIRED_MESSAGE).oneOf([...WORKFLOW_TRIGGERS], TRIGGER_REQUIRED_MESSAGE),
  actions: yup.array().default([]).max(MAX_WORKFLOW_ACTIONS, TOO_MANY_ACTIONS_MESSAGE)
    .test("actions", function check(list) {
      const trigger = (this.parent as { trigger?: string }).trigger;
      for (const [i, a] of (list ?? []).entries()) {
        const r = validateAction(a);
        if (!r.ok) return this.createError({ message: `Action ${i + 1}: ${r.error}` });
        const problem = actionProblemFor(trigger, r.value);
        if (problem) return this.createError({ message: `Action ${i + 1}: ${problem}` });
      }
      return true;
    })
    .transform((list: unknown) => (Array.isArray(list) ? list.map((a) => { const r = validateAction(a); return r.ok ? r.value : a; }) : list)),
  // {} and {all: []} both mean none
  conditions: yup.mixed<WorkflowConditions>().transform(storedConditions).default({})
    .test("conditions", function check(v: unknown) {
      if (typeof v !== "object" || v === null || Array.isArray(v)) return this.createError({ message: "Conditions must be an object: {all: [{field, op, value}]}" });
      const trigger = (this.parent as { trigger?: string }).trigger;
      const { all, changed } = v as WorkflowConditions;
      const problem = (all ? conditionsProblem(trigger, all) : null) ?? changedProblem(trigger, changed);
      return problem ? this.createError({ message: problem }) : true;
    }),
  isActive: yup.boolean().default(true),
}).transform(withTriggerAlias);

export type WorkflowInput = yup.InferType<typeof workflowSchema>;
export const WORKFLOW_FIELDS = Object.keys(workflowSchema.fields) as (keyof WorkflowInput)[];

/** Run Now / execute: the records the run is about, each optional (ids of the workspace's own records). */
export const triggerDataSchema = yup.object({
  clientId: optionalUuid("Select a valid client"),
  projectId: optionalUuid("Select a valid project"),
  taskId: optionalUuid("Select a valid task"),
  invoiceId: optionalUuid("Select a valid invoice"),
  contractId: optionalUuid("Select a valid contract"),
  fileId: optionalUuid("Select a valid file"),
});

/**
 * Use Template: the workflow's name and description and, as the person reviewed them, its trigger, conditions and
 * actions (each left out is the template's); saved switched off unless `isActive` says otherwise, so it runs once
 * its owner turns it on. The whole is then checked as any workflow is (`workflowSchema`).
 */
export const fromTemplateSchema = yup.object({
  name: requiredText("Name is required"),
  description: optionalText(LIMITS.medium),
  trigger: trimmed().optional(),
  conditions: yup.mixed<WorkflowConditions>().optional(),
  actions: yup.array().optional().max(MAX_WORKFLOW_ACTIONS, TOO_MANY_ACTIONS_MESSAGE),
  isActive: yup.boolean().default(false),
});
