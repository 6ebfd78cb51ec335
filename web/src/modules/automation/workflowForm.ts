import * as yup from "yup";
import { setIn, type FormikErrors } from "formik";
import {
  ACTION_CONFIG_SCHEMAS,
  ACTION_DEFAULTS,
  MAX_WORKFLOW_ACTIONS,
  PLACEHOLDERS,
  STATUS_ENTITIES,
  WORKFLOW_TRIGGERS,
  workflowSchema,
  type StatusEntity,
  type WorkflowActionType,
} from "@common/automation";
import type { WorkflowActionConfigInput, WorkflowActionType as GraphQLActionType, WorkflowTrigger } from "./__generated__/useCreateWorkflowMutation.graphql";

/** One action as the form holds it: its type and every config field of that type as text (a number input's as typed). */
export interface ActionValues {
  /** The row's React key (not sent). */
  key: string;
  type: WorkflowActionType;
  config: Record<string, string>;
}

export interface WorkflowFormValues {
  name: string;
  description: string;
  trigger: string;
  actions: ActionValues[];
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
export function actionValues(type: WorkflowActionType, stored: Record<string, unknown> = ACTION_DEFAULTS[type]): ActionValues {
  const schemaDefaults = (ACTION_CONFIG_SCHEMAS[type] as yup.AnyObjectSchema).getDefault() as Record<string, unknown>;
  const config: Record<string, string> = {};
  for (const key of configKeys(type)) config[key] = asText(stored[key] ?? ACTION_DEFAULTS[type][key] ?? schemaDefaults[key]);
  return { key: nextKey(), type, config };
}

export const emptyWorkflowForm = (): WorkflowFormValues => ({ name: "", description: "", trigger: "", actions: [] });

interface StoredWorkflow {
  readonly name: string;
  readonly description: string | null | undefined;
  readonly trigger: string | null | undefined;
  readonly actions: ReadonlyArray<{ readonly type: string; readonly config: Readonly<Record<string, unknown>> }>;
}

/**
 * A stored trigger as the form's select offers it: itself when offered, else its event type for an old name
 * ('client_created' -> 'client.created') when that is offered.
 */
export function formTrigger(trigger: string | null | undefined): string {
  const offered = WORKFLOW_TRIGGERS as readonly string[];
  if (!trigger || offered.includes(trigger)) return trigger ?? "";
  const eventType = trigger.replace("_", ".");
  return offered.includes(eventType) ? eventType : trigger;
}

/** A stored workflow as the form's values (config fields the API answered null take the type's defaults). */
export function workflowFormValues(w: StoredWorkflow): WorkflowFormValues {
  return {
    name: w.name,
    description: w.description ?? "",
    trigger: formTrigger(w.trigger),
    actions: w.actions
      .filter((a) => a.type in ACTION_CONFIG_SCHEMAS)
      .map((a) => actionValues(a.type as WorkflowActionType, Object.fromEntries(Object.entries(a.config).filter(([, v]) => v != null)))),
  };
}

/** A first name placeholder, when the texts offer one (else the client's name stays). */
const FIRST_NAME = (PLACEHOLDERS as readonly string[]).includes("client_first_name") ? "{client_first_name}" : null;

/** A greeting to the client by name ('Hi {client_name},') greets them by first name when the texts offer one. */
function friendlierGreeting(text: string): string {
  if (!FIRST_NAME) return text;
  return text.replace(/^(\s*(?:Hi|Hello|Dear|Hey)\s+)\{client_name\}/im, `$1${FIRST_NAME}`);
}

/**
 * A template's workflow as the form's values, for review before it is saved: its name, description, trigger and
 * actions, an e-mail's greeting by first name.
 */
export function templateFormValues(t: StoredWorkflow): WorkflowFormValues {
  const values = workflowFormValues(t);
  return {
    ...values,
    actions: values.actions.map((a) => (a.type === "send_email" && typeof a.config.message === "string"
      ? { ...a, config: { ...a.config, message: friendlierGreeting(a.config.message) } } : a)),
  };
}

/** An action's config as the API takes it: its type's fields only, numbers as numbers, empty numbers left to the defaults. */
function configInput(action: ActionValues): WorkflowActionConfigInput {
  const out: Record<string, string | number | null> = {};
  for (const key of configKeys(action.type)) {
    // Formik keeps a number input's value as a number
    const raw = asText(action.config[key] as unknown);
    if (INT_KEYS.has(key)) {
      const n = raw.trim() === "" ? null : Number(raw);
      out[key] = n == null || Number.isNaN(n) ? null : n;
    } else out[key] = raw;
  }
  return out as WorkflowActionConfigInput;
}

/** The form's values as the create / update input (conditions are always empty: the server sets them). */
export function workflowInput(values: WorkflowFormValues) {
  return {
    name: values.name,
    description: values.description,
    trigger: values.trigger as WorkflowTrigger,
    actions: values.actions.map((a) => ({ type: a.type as GraphQLActionType, config: configInput(a) })),
  };
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
  if (values.actions.length > MAX_WORKFLOW_ACTIONS) {
    errors = setIn(errors, "actions", `A workflow has at most ${MAX_WORKFLOW_ACTIONS} actions`);
  }
  values.actions.forEach((action, i) => {
    try {
      (ACTION_CONFIG_SCHEMAS[action.type] as yup.AnyObjectSchema).validateSync(input.actions[i].config, { abortEarly: false });
    } catch (e) {
      if (!(e instanceof yup.ValidationError)) throw e;
      for (const err of e.inner.length ? e.inner : [e]) {
        if (err.path) errors = setIn(errors, `actions.${i}.config.${err.path}`, err.message);
      }
    }
  });
  return errors;
}
