import * as yup from "yup";
import { LIMITS, enumField, integerField, optionalText, optionalUuid, requiredText, trimmed } from "./validation";
import { PRIORITIES, PRIORITY_MESSAGE, PROJECT_STATUSES } from "./project";
import { TASK_STATUSES } from "./task";
import { CLIENT_STATUSES } from "./client";
import { INVOICE_STATUSES } from "./invoice";
import { EVENT_TYPES } from "./calendar";

/** What starts a workflow: a change in another module, or a person (Run Now). */
export const WORKFLOW_TRIGGERS = ["client_created", "project_completed", "invoice_overdue", "task_assigned", "contract_signed", "file_uploaded", "manual"] as const;
export type WorkflowTrigger = (typeof WORKFLOW_TRIGGERS)[number];

export const WORKFLOW_ACTION_TYPES = ["send_email", "create_task", "update_status", "send_notification", "create_calendar_event", "assign_team_member"] as const;
export type WorkflowActionType = (typeof WORKFLOW_ACTION_TYPES)[number];

export const TRIGGER_REQUIRED_MESSAGE = "Trigger type is required";

/** The records a step may change the status of, with the statuses each takes. */
export const STATUS_ENTITIES = { project: PROJECT_STATUSES, task: TASK_STATUSES, client: CLIENT_STATUSES, invoice: INVOICE_STATUSES } as const;
export type StatusEntity = keyof typeof STATUS_ENTITIES;

export const NOTIFICATION_LEVELS = ["info", "success", "warning", "error"] as const;

/** A step's text may hold these, filled from the trigger's records; one with no value becomes empty. */
export const PLACEHOLDERS = [
  "client_name", "client_email", "client_company", "project_name", "project_status", "task_title", "invoice_number",
  "invoice_total", "invoice_due_date", "contract_title", "file_name", "workflow_name", "today",
] as const;

/** Fills `{name}` placeholders; unknown or empty ones become empty, so no brace reaches a client. */
export function fillPlaceholders(text: string, values: Partial<Record<string, string | null | undefined>>): string {
  // an own key only: "{constructor}" must not print a member of every object
  return text.replace(/\{([a-z_]{1,40})\}/g, (_m, key: string) => (Object.hasOwn(values, key) ? values[key] ?? "" : ""));
}

const toClientOrAddress = trimmed().default("client").test("to", "Send to 'client' or to an e-mail address",
  (v) => v === "client" || (typeof v === "string" && v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)));

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
} as const;

/** The config a new action of a type starts with in the form (its defaults). */
export const ACTION_DEFAULTS: Record<WorkflowActionType, Record<string, unknown>> = {
  send_email: { subject: "", message: "", to: "client" },
  create_task: { title: "", description: "", priority: "medium", assignTo: "self" },
  update_status: { entity: "project", status: "active" },
  send_notification: { message: "", type: "info" },
  create_calendar_event: { title: "", duration: 60, type: "meeting" },
  assign_team_member: { role: "member" },
};

export interface WorkflowAction {
  type: WorkflowActionType;
  config: Record<string, unknown>;
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
  try {
    return { ok: true, value: { type: type as WorkflowActionType, config: schema.validateSync(known, { abortEarly: true, stripUnknown: true }) } };
  } catch (e) {
    if (e instanceof yup.ValidationError) return { ok: false, error: e.message };
    throw e;
  }
}

/** Workflow form and API input (`triggerType`, the form's name, is taken as `trigger`). */
export const workflowSchema = yup.object({
  name: requiredText("Name is required"),
  description: optionalText(LIMITS.medium),
  trigger: trimmed().required(TRIGGER_REQUIRED_MESSAGE).oneOf([...WORKFLOW_TRIGGERS], TRIGGER_REQUIRED_MESSAGE),
  actions: yup.array().default([]).max(MAX_WORKFLOW_ACTIONS, TOO_MANY_ACTIONS_MESSAGE)
    .test("actions", function check(list) {
      for (const [i, a] of (list ?? []).entries()) {
        const r = validateAction(a);
        if (!r.ok) return this.createError({ message: `Action ${i + 1}: ${r.error}` });
      }
      return true;
    })
    .transform((list: unknown) => (Array.isArray(list) ? list.map((a) => { const r = validateAction(a); return r.ok ? r.value : a; }) : list)),
  // always sent empty: the product has no condition editor
  conditions: yup.object().default({}),
  isActive: yup.boolean().default(true),
});

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

export const fromTemplateSchema = yup.object({
  name: requiredText("Name is required"),
  description: optionalText(LIMITS.medium),
});
