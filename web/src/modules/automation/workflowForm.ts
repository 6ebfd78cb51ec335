import * as yup from "yup";
import { getIn, setIn, type FormikErrors } from "formik";
import {
  TRIGGER_ALIASES, VALUELESS_OPS, conditionsProblem, dateFieldsOfTrigger, type ChangedFilter, type Condition, type ConditionOp,
} from "@common/automation-conditions";
import {
  ACTION_CONFIG_SCHEMAS,
  ACTION_DEFAULTS,
  MAX_WORKFLOW_ACTIONS,
  STATUS_ENTITIES,
  STEP_POLICY_DEFAULTS,
  WORKFLOW_TRIGGERS,
  type StepPolicy,
  workflowSchema,
  type StatusEntity,
  type WorkflowActionType,
} from "@common/automation";
import type { WorkflowActionConfigInput, WorkflowActionType as GraphQLActionType } from "./__generated__/useCreateWorkflowMutation.graphql";

/** One condition row: a field of the trigger's record, an operator and (unless the operator takes none) a value, as text. */
export interface ConditionValues {
  key: string;
  field: string;
  op: string;
  value: string;
}

/** A wait step as the form holds it: N minutes, hours or days, or until a date field of the trigger's record ± N days. */
export const WAIT_MODES = ["minutes", "hours", "days", "until"] as const;
type WaitMode = (typeof WAIT_MODES)[number];

/**
 * One action as the form holds it: its type and every config field of that type as text (a number input's as typed);
 * a condition step's conditions as rows; a wait's form (`config.mode`, `config.amount`, `config.field`,
 * `config.offsetDays`, `config.atHour`).
 */
export interface ActionValues {
  /** The row's React key (not sent). */
  key: string;
  type: WorkflowActionType;
  config: Record<string, string>;
  conditions?: ConditionValues[];
  /** how the step is tried (retries, backoff, time limit, on failure), as text; the defaults when it states none */
  policy: Record<keyof StepPolicy, string>;
}

/** A step's policy as the form's fields, its stated values over the defaults. */
function policyValues(stored?: Partial<Record<keyof StepPolicy, unknown>> | null): Record<keyof StepPolicy, string> {
  const p = { ...STEP_POLICY_DEFAULTS, ...Object.fromEntries(Object.entries(stored ?? {}).filter(([, v]) => v != null)) };
  return { retries: String(p.retries), backoffSeconds: String(p.backoffSeconds), timeoutSeconds: String(p.timeoutSeconds), onFailure: String(p.onFailure) };
}

/** The policy's fields as the API takes them (numbers as numbers; an emptied one is left to its default). */
function policyInput(p: Record<keyof StepPolicy, string>) {
  const n = (v: string) => (String(v).trim() === "" || Number.isNaN(Number(v)) ? null : Number(v));
  return { retries: n(p.retries), backoffSeconds: n(p.backoffSeconds), timeoutSeconds: n(p.timeoutSeconds), onFailure: p.onFailure || null };
}

export interface WorkflowFormValues {
  name: string;
  description: string;
  trigger: string;
  /** the trigger's conditions: all must hold for the workflow to run */
  conditions: ConditionValues[];
  /** an update trigger's "field changed to" filter, kept as stored (the form does not edit it) */
  changed?: ChangedFilter;
  actions: ActionValues[];
}

let conditionSeq = 0;
/** A condition row (a new one is empty: the field is chosen first). */
export function conditionValues(c: { field?: unknown; op?: unknown; value?: unknown } = {}): ConditionValues {
  conditionSeq += 1;
  return { key: `condition-${conditionSeq}`, field: asTextOf(c.field), op: asTextOf(c.op) || "eq", value: asTextOf(c.value) };
}
const asTextOf = (v: unknown) => (v == null ? "" : String(v));

/** Rows as the API's condition list: a valueless operator sends no value. */
function conditionsInput(rows: readonly ConditionValues[]): (Condition & { value?: string })[] {
  return rows.map((r) => ((VALUELESS_OPS as readonly string[]).includes(r.op) ? { field: r.field, op: r.op as ConditionOp } : { field: r.field, op: r.op as ConditionOp, value: r.value }));
}

/** A stored wait's config as the form's fields. */
function waitValues(stored: Record<string, unknown>): Record<string, string> {
  const mode: WaitMode = stored.field != null ? "until" : stored.minutes != null ? "minutes" : stored.hours != null ? "hours" : "days";
  const amount = mode === "until" ? "" : asTextOf(stored[mode] ?? (mode === "days" ? 1 : ""));
  return { mode, amount, field: asTextOf(stored.field), offsetDays: asTextOf(stored.offsetDays ?? 0), atHour: asTextOf(stored.atHour) };
}

/** The wait's fields as the API's config: one of {minutes} | {hours} | {days} | {field, offsetDays} (and atHour). */
function waitInput(c: Record<string, string>): Record<string, string | number> {
  const n = (v: string | undefined) => (v == null || String(v).trim() === "" ? undefined : Number(v));
  const atHour = c.mode === "days" || c.mode === "until" ? n(c.atHour) : undefined;
  const out: Record<string, string | number | undefined> = c.mode === "until"
    ? { field: c.field, offsetDays: n(c.offsetDays) ?? 0, atHour }
    : { [c.mode || "days"]: n(c.amount), atHour };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined && !(typeof v === "number" && Number.isNaN(v)))) as Record<string, string | number>;
}

/** The config fields each action type takes (the shared schema's). */
const configKeys = (type: WorkflowActionType): string[] => Object.keys((ACTION_CONFIG_SCHEMAS[type] as yup.AnyObjectSchema).fields);

/** Config fields that are whole numbers. */
const INT_KEYS = new Set(["dueInDays", "duration", "startsInDays"]);

const asText = (v: unknown) => (v == null ? "" : String(v));

let keySeq = 0;
const nextKey = () => {
  keySeq += 1;
  return `action-${keySeq}`;
};

/** A stored or new action as the form's values: every field of its type, stored values over the defaults. */
export function actionValues(type: WorkflowActionType, stored: Record<string, unknown> = ACTION_DEFAULTS[type],
  storedPolicy?: Partial<Record<keyof StepPolicy, unknown>> | null): ActionValues {
  const policy = policyValues(storedPolicy);
  if (type === "wait") return { key: nextKey(), type, config: waitValues(stored), policy };
  if (type === "condition") {
    const all = Array.isArray(stored.all) ? (stored.all as Record<string, unknown>[]) : [];
    return { key: nextKey(), type, config: {}, conditions: all.length ? all.map(conditionValues) : [conditionValues()], policy };
  }
  const schemaDefaults = (ACTION_CONFIG_SCHEMAS[type] as yup.AnyObjectSchema).getDefault() as Record<string, unknown>;
  const config: Record<string, string> = {};
  for (const key of configKeys(type)) config[key] = asText(stored[key] ?? ACTION_DEFAULTS[type][key] ?? schemaDefaults[key]);
  return { key: nextKey(), type, config, policy };
}

export const emptyWorkflowForm = (): WorkflowFormValues => ({ name: "", description: "", trigger: "", conditions: [], actions: [] });

interface StoredWorkflow {
  readonly name: string;
  readonly description: string | null | undefined;
  readonly trigger: string | null | undefined;
  readonly conditions?: unknown;
  readonly actions: ReadonlyArray<{ readonly type: string; readonly config: Readonly<Record<string, unknown>>; readonly policy?: Readonly<Record<string, unknown>> | null }>;
}

/**
 * A stored trigger as the form's select offers it: itself when offered, else its event type for an old name
 * ('client_created' -> 'client.created') when that is offered.
 */
function formTrigger(trigger: string | null | undefined): string {
  const offered = WORKFLOW_TRIGGERS as readonly string[];
  if (!trigger || offered.includes(trigger)) return trigger ?? "";
  if (Object.hasOwn(TRIGGER_ALIASES, trigger)) return TRIGGER_ALIASES[trigger].trigger;
  const eventType = trigger.replace("_", ".");
  return offered.includes(eventType) ? eventType : trigger;
}

/** The "field changed to" filter a stored trigger has (its conditions'), or an old name's (project_completed). */
function changedFilterOf(trigger: string | null | undefined, conditions: unknown): ChangedFilter | undefined {
  const parsed = typeof conditions === "string" ? safeParse(conditions) : conditions;
  const c = typeof parsed === "object" && parsed !== null ? (parsed as { changed?: ChangedFilter; changedField?: string | null; changedTo?: string | null }) : {};
  if (c.changed) return c.changed;
  if (c.changedField) return c.changedTo == null ? { field: c.changedField } : { field: c.changedField, to: c.changedTo };
  return trigger && Object.hasOwn(TRIGGER_ALIASES, trigger) ? TRIGGER_ALIASES[trigger].changed : undefined;
}

/** A stored workflow as the form's values (config fields the API answered null take the type's defaults). */
export function workflowFormValues(w: StoredWorkflow): WorkflowFormValues {
  return {
    name: w.name,
    description: w.description ?? "",
    trigger: formTrigger(w.trigger),
    conditions: storedConditionRows(w.conditions),
    changed: changedFilterOf(w.trigger, w.conditions),
    actions: w.actions
      .filter((a) => a.type in ACTION_CONFIG_SCHEMAS)
      .map((a) => actionValues(a.type as WorkflowActionType, Object.fromEntries(Object.entries(a.config).filter(([, v]) => v != null)),
        a.policy as Partial<Record<keyof StepPolicy, unknown>> | null | undefined)),
  };
}

/** A template's workflow as the form's values, for review before it is saved (the template's texts as they are). */
export const templateFormValues = (t: StoredWorkflow): WorkflowFormValues => workflowFormValues(t);

/** A stored workflow's trigger conditions as rows (`{}` and `{all: []}` have none). */
function storedConditionRows(conditions: unknown): ConditionValues[] {
  const parsed = typeof conditions === "string" ? safeParse(conditions) : conditions;
  const all = typeof parsed === "object" && parsed !== null ? (parsed as { all?: unknown }).all : null;
  return Array.isArray(all) ? all.map((c) => conditionValues(c as Record<string, unknown>)) : [];
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** An action's config as the API takes it: its type's fields only, numbers as numbers, empty numbers left to the defaults. */
function configInput(action: ActionValues): WorkflowActionConfigInput {
  if (action.type === "wait") return waitInput(action.config) as WorkflowActionConfigInput;
  if (action.type === "condition") return { all: conditionsInput(action.conditions ?? []) } as unknown as WorkflowActionConfigInput;
  const out: Record<string, string | number | null> = {};
  for (const key of configKeys(action.type)) {
    // Formik keeps a number input's value as a number
    const raw = asText(action.config[key] as unknown);
    if (INT_KEYS.has(key)) {
      const n = raw.trim() === "" ? null : Number(raw);
      out[key] = n == null || Number.isNaN(n) ? null : n;
    } else out[key] = raw;
  }
  // a webhook goes to a chosen endpoint or to a URL: the one left empty is not sent
  if (action.type === "send_webhook") for (const key of ["endpointId", "url"]) if (out[key] === "") delete out[key];
  return out as WorkflowActionConfigInput;
}

/** The form's values as the create / update input (the trigger's conditions when it has some). */
export function workflowInput(values: WorkflowFormValues) {
  const input = {
    name: values.name,
    description: values.description,
    trigger: values.trigger,
    actions: values.actions.map((a) => ({ type: a.type as GraphQLActionType, config: configInput(a), policy: policyInput(a.policy) })),
  };
  // kept only while the trigger is the one it filters (an update trigger)
  const changed = values.changed && values.trigger.endsWith(".updated") ? values.changed : undefined;
  if (!values.conditions.length && !changed) return input;
  return { ...input, conditions: {
    ...(values.conditions.length ? { all: conditionsInput(values.conditions) } : {}),
    ...(changed ? { changedField: changed.field, changedTo: changed.to == null ? null : String(changed.to) } : {}),
  } };
}

/** The policy's problem in the shared schema's words ('Retries must be between 0 and 10'), or null. */
function policyMessage(action: ActionValues): string | null {
  try {
    // the shared rules check a step's policy with the step: a step of the same type with its defaults
    workflowSchema.validateSync({ name: "-", trigger: "manual", actions: [{ type: "send_notification", config: { message: "-" }, policy: policyInput(action.policy) }] });
    return null;
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    return e.message.replace(/^Action 1: /, "");
  }
}

/** Why a wait cannot end at this field of the trigger's record, or null. */
function waitFieldProblem(trigger: string, field: string | undefined): string | null {
  const dates = dateFieldsOfTrigger(trigger);
  if (!field) return dates.length ? "Choose a date field" : "This trigger's record has no date field to wait for";
  return dates.includes(field) ? null : `Wait until one of the trigger record's dates: ${dates.join(", ")}`;
}

/** The statuses an update_status action offers for its record type. */
export const statusesOf = (entity: string): readonly string[] => STATUS_ENTITIES[entity as StatusEntity] ?? STATUS_ENTITIES.project;

/**
 * The form's checks: the shared `workflowSchema` for the name, description and trigger ('Trigger type is required'),
 * and each action's config against its type's schema, each message on its field.
 */
export function validateWorkflowForm(values: WorkflowFormValues): FormikErrors<WorkflowFormValues> {
  let errors: FormikErrors<WorkflowFormValues> = {};
  const input = workflowInput(values);
  try {
    workflowSchema.validateSync({ ...input, actions: [] }, { abortEarly: false });
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    for (const err of e.inner.length ? e.inner : [e]) {
      if (err.path && err.path in values && err.path !== "actions") errors = setIn(errors, err.path, err.message);
    }
  }
  const triggerProblem = values.conditions.length ? conditionsProblem(values.trigger, conditionsInput(values.conditions)) : null;
  if (triggerProblem && typeof getIn(errors, "conditions") !== "string") errors = setIn(errors, "conditions", triggerProblem);
  if (values.actions.length > MAX_WORKFLOW_ACTIONS) {
    errors = setIn(errors, "actions", `A workflow has at most ${MAX_WORKFLOW_ACTIONS} actions`);
  }
  values.actions.forEach((action, i) => {
    const policyProblem = policyMessage(action);
    if (policyProblem) errors = setIn(errors, `actions.${i}.policyError`, policyProblem);
    const stepProblem = action.type === "condition"
      ? conditionsProblem(values.trigger, conditionsInput(action.conditions ?? []))
      : action.type === "wait" && action.config.mode === "until" ? waitFieldProblem(values.trigger, action.config.field) : null;
    if (stepProblem) errors = setIn(errors, `actions.${i}.stepError`, stepProblem);
    if (action.type === "condition") return;
    try {
      (ACTION_CONFIG_SCHEMAS[action.type] as yup.AnyObjectSchema).validateSync(input.actions[i].config, { abortEarly: false });
    } catch (e) {
      if (!(e instanceof yup.ValidationError)) throw e;
      for (const err of e.inner.length ? e.inner : [e]) {
        // a wait's rule is about the whole step ('A wait is {minutes}, ...'): it shows on the step
        if (err.path && action.type !== "wait") errors = setIn(errors, `actions.${i}.config.${err.path}`, err.message);
        else if (!getIn(errors, `actions.${i}.stepError`)) errors = setIn(errors, `actions.${i}.stepError`, err.message);
      }
    }
  });
  return errors;
}
