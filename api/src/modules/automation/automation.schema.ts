import { builder } from "../../graphql/builder";
import { ownedNode, recordMutations, viewerConnection } from "../../graphql/records";
import { mutationResult } from "../../graphql/errors";
import { definePageModel } from "../../db/pages";
import { sharedEvents } from "../../graphql/live";
import type { LiveChange } from "../../pubsub";
import { STEP_POLICY_DEFAULTS, WORKFLOW_ACTION_TYPES, WORKFLOW_TRIGGERS, type StepPolicy, type WorkflowAction } from "@common/automation";
import { CONDITION_OPS, TRIGGER_ALIASES, type Condition, type WorkflowConditions } from "@common/automation-conditions";
import { ACTION_LABELS } from "@common/automation-display";
import { ClientRef } from "../client";
import { ProjectRef } from "../project";
import {
  createFromTemplate, createWorkflow, deleteWorkflow, executeWorkflow, listTemplates, retryExecution, toggleWorkflow, updateWorkflow, workflowStats,
} from "./automation.service";

const TRIGGER_DESCRIPTION = `What starts the workflow: a catalogued event type (${WORKFLOW_TRIGGERS.filter((x) => x !== "manual").join(", ")}) or manual `
  + `(Run Now only). The old names (${Object.keys(TRIGGER_ALIASES).join(", ")}) are taken as aliases and stored as the event type.`;
const WorkflowActionTypeEnum = builder.enumType("WorkflowActionType", { values: WORKFLOW_ACTION_TYPES });

definePageModel("Workflow", { table: "workflows" });

/** Every config field of every action type (each type uses its own); absent ones are null. */
const CONFIG_FIELDS = {
  subject: "send_email", message: "send_email, send_notification", to: "send_email: 'client' or an e-mail address",
  title: "create_task, create_calendar_event", description: "create_task", priority: "create_task", assignTo: "create_task: 'self' or a team member's id",
  entity: "update_status: project, task, client or invoice; update_field: client, project or task; add_note: trigger or a record type",
  status: "update_status", type: "send_notification (info, success, warning, error), create_calendar_event (meeting, call, deadline, reminder)",
  teamMemberId: "assign_team_member", role: "assign_team_member", target: "assign_team_member: project or client",
  field: "wait: the trigger record's date field to wait for; update_field: the field to set", value: "update_field: the value to set",
  note: "add_note: the line added to the record's timeline", endpointId: "send_webhook: one of the workspace's webhook endpoints",
  url: "send_webhook: the URL of one of the workspace's webhook endpoints",
} as const;
const CONFIG_INTS = {
  dueInDays: "create_task", duration: "create_calendar_event: minutes", startsInDays: "create_calendar_event",
  minutes: "wait", hours: "wait", days: "wait", offsetDays: "wait: days after (negative: before) the date field", atHour: "wait: the local hour a wait in days or until a date ends at",
} as const;

const ConditionRef = builder.objectRef<Condition>("WorkflowCondition").implement({
  description: "A condition over the trigger's record: its field (status, total, client.status ...), an operator and a value.",
  fields: (t) => ({
    field: t.string({ resolve: (c) => c.field }),
    op: t.string({ description: `One of ${CONDITION_OPS.join(", ")}.`, resolve: (c) => c.op }),
    value: t.string({ nullable: true, description: "The value compared with, as text (none for empty and not_empty).",
      resolve: (c) => (c.value === undefined || c.value === null ? null : String(c.value)) }),
  }),
});

const ConditionInput = builder.inputType("WorkflowConditionInput", {
  fields: (t) => ({ field: t.string({ required: true }), op: t.string({ required: true, description: `One of ${CONDITION_OPS.join(", ")}.` }), value: t.string() }),
});

const ConditionsRef = builder.objectRef<WorkflowConditions>("WorkflowConditions").implement({
  description: "When a triggered run goes on: all the conditions hold over the trigger's record, and (an update trigger) the field changed as stated.",
  fields: (t) => ({
    all: t.field({ type: [ConditionRef], resolve: (c) => c.all ?? [] }),
    changedField: t.string({ nullable: true, description: "An update trigger's \"field changed to\" filter: the field.", resolve: (c) => c.changed?.field ?? null }),
    changedTo: t.string({ nullable: true, description: "The value the field changed to (null: to any value that is not empty).",
      resolve: (c) => (c.changed?.to === undefined || c.changed?.to === null ? null : String(c.changed.to)) }),
  }),
});

const ConditionsInput = builder.inputType("WorkflowConditionsInput", {
  fields: (t) => ({ all: t.field({ type: [ConditionInput] }), changedField: t.string(), changedTo: t.string() }),
});

/** GraphQL conditions as the service takes them (`changedField`/`changedTo` as `changed`). */
function conditionsOf(c: { all?: Condition[] | null; changedField?: string | null; changedTo?: string | null } | null | undefined): WorkflowConditions | undefined {
  if (c === undefined) return undefined;
  if (c === null) return {};
  const out: WorkflowConditions = { all: (c.all ?? []).map((x) => (x.value == null ? { field: x.field, op: x.op } : x)) };
  if (c.changedField) out.changed = c.changedTo == null ? { field: c.changedField } : { field: c.changedField, to: c.changedTo };
  return out;
}

const ActionConfigRef = builder.objectRef<Record<string, unknown>>("WorkflowActionConfig").implement({
  description: "An action's settings; text fields may hold placeholders such as {client_name}.",
  fields: (t) => ({
    ...Object.fromEntries(Object.entries(CONFIG_FIELDS).map(([k, d]) => [k, t.string({ nullable: true, description: d,
      resolve: (c) => (c[k] == null ? null : String(c[k])) })])),
    ...Object.fromEntries(Object.entries(CONFIG_INTS).map(([k, d]) => [k, t.int({ nullable: true, description: d,
      resolve: (c) => (typeof c[k] === "number" ? (c[k] as number) : null) })])),
    all: t.field({ type: [ConditionRef], nullable: true, description: "condition: the conditions that must all hold for the run to go on",
      resolve: (c) => (Array.isArray(c.all) ? c.all as Condition[] : null) }),
  }),
});

/** How a step is tried (common/automation.ts: STEP_POLICY_DEFAULTS when the action states none). */
const StepPolicyRef = builder.objectRef<StepPolicy>("WorkflowStepPolicy").implement({
  description: "How a step is tried: retries after a failed attempt (the backoff doubling each time), its time limit, and what its failure does to the run.",
  fields: (t) => ({
    retries: t.exposeInt("retries"),
    backoffSeconds: t.exposeInt("backoffSeconds"),
    timeoutSeconds: t.exposeInt("timeoutSeconds"),
    onFailure: t.exposeString("onFailure", { description: "stop (the run ends failed) or continue (the failure is recorded, the next step runs)" }),
  }),
});

const StepPolicyInput = builder.inputType("WorkflowStepPolicyInput", {
  fields: (t) => ({ retries: t.int(), backoffSeconds: t.int(), timeoutSeconds: t.int(), onFailure: t.string({ description: "stop or continue" }) }),
});

const ActionRef = builder.objectRef<WorkflowAction>("WorkflowAction").implement({
  fields: (t) => ({
    type: t.field({ type: WorkflowActionTypeEnum, resolve: (a) => a.type }),
    config: t.field({ type: ActionConfigRef, resolve: (a) => a.config ?? {} }),
    policy: t.field({ type: StepPolicyRef, description: "The step's policy, its defaults filled in.", resolve: (a) => ({ ...STEP_POLICY_DEFAULTS, ...(a.policy ?? {}) }) }),
  }),
});

const ActionConfigInput = builder.inputType("WorkflowActionConfigInput", {
  fields: (t) => ({
    ...Object.fromEntries(Object.keys(CONFIG_FIELDS).map((k) => [k, t.string()])),
    ...Object.fromEntries(Object.keys(CONFIG_INTS).map((k) => [k, t.int()])),
    all: t.field({ type: [ConditionInput] }),
  }),
});

const ActionInput = builder.inputType("WorkflowActionInput", {
  fields: (t) => ({
    type: t.field({ type: WorkflowActionTypeEnum, required: true }),
    config: t.field({ type: ActionConfigInput }),
    policy: t.field({ type: StepPolicyInput, description: "Absent: the defaults (2 retries, 5 s backoff, 60 s timeout, stop)." }),
  }),
});

/** A GraphQL action input as the service takes it (null fields left out, so the type's defaults apply). */
const actionsOf = (list: unknown) => (Array.isArray(list)
  ? list.map((a: { type: string; config?: Record<string, unknown> | null }) => ({
    ...a, config: Object.fromEntries(Object.entries(a.config ?? {}).filter(([, v]) => v != null)
      .map(([k, v]) => [k, k === "all" && Array.isArray(v) ? v.map((x: Condition) => (x.value == null ? { field: x.field, op: x.op } : x)) : v])),
  }))
  : list);

const WorkflowRef = builder.prismaNode("Workflow", {
  ...ownedNode,
  fields: (t) => ({
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    trigger: t.exposeString("trigger", { description: TRIGGER_DESCRIPTION }),
    conditions: t.field({ type: ConditionsRef, resolve: (w) => (w.conditions ?? {}) as WorkflowConditions }),
    actions: t.field({ type: [ActionRef], resolve: (w) => (w.actions as unknown as WorkflowAction[]) ?? [] }),
    isActive: t.exposeBoolean("isActive"),
    lastRun: t.expose("lastRun", { type: "DateTime", nullable: true }),
    runCount: t.exposeInt("runCount"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

viewerConnection("workflows", "Workflow");

/** What a step did, said plainly. */
function stepSummary(type: string, status: string, output: Record<string, unknown> | null, error: string | null): string {
  if (status === "failed") return error ?? "Failed";
  if (status === "running") return "Running...";
  const o = output ?? {};
  if (o.recovered) return "Done (found done after an interrupted attempt)";
  switch (type) {
    case "send_email": return `E-mail queued to ${String(o.to ?? "the client")}`;
    case "create_task": return `Task created: ${String(o.title ?? "")}`;
    case "update_status": return `Status set to ${String(o.status ?? "")}`;
    case "send_notification": return `Notification sent: ${String(o.message ?? "")}`;
    case "create_calendar_event": return "Calendar event created";
    case "assign_team_member": return `Team member assigned as ${String(o.role ?? "member")}`;
    case "chain_stopped": return String(o.message ?? "Automation chain stopped");
    default: return status;
  }
}

builder.prismaObject("WorkflowExecutionStep", {
  fields: (t) => ({
    step: t.exposeInt("step", { description: "0-based position of the action" }),
    type: t.exposeString("type", { description: "the action type (or chain_stopped, the note that ends a chain)" }),
    label: t.string({ resolve: (s) => ACTION_LABELS[s.type as keyof typeof ACTION_LABELS] ?? "Chain stopped" }),
    status: t.exposeString("status", { description: "running, success, failed (retryAt: to be tried again) or skipped" }),
    attempts: t.exposeInt("attempts"),
    input: t.string({ nullable: true, description: "The action's config as the step ran it, as JSON text.",
      resolve: (s) => (s.input == null ? null : JSON.stringify(s.input)) }),
    retryAt: t.expose("retryAt", { type: "DateTime", nullable: true, description: "A failed attempt's next try (null: no retry follows)" }),
    summary: t.string({ resolve: (s) => stepSummary(s.type, s.status, s.output as Record<string, unknown> | null, s.error) }),
    error: t.exposeString("error", { nullable: true }),
    ms: t.exposeInt("ms", { nullable: true }),
    output: t.string({ nullable: true, description: "What the step did, as JSON text (its output column: ids it wrote, the e-mail's address ...); null while it runs or when it failed.",
      resolve: (s) => (s.output == null ? null : JSON.stringify(s.output)) }),
    startedAt: t.expose("startedAt", { type: "DateTime" }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
    messageId: t.id({ nullable: true, description: "the message of a send_email step (its delivery shows there)",
      resolve: (s) => ((s.output as { messageId?: string } | null)?.messageId ?? null) }),
  }),
});

const WorkflowExecutionRef = builder.prismaNode("WorkflowExecution", {
  ...ownedNode,
  fields: (t) => ({
    workflowId: t.exposeID("workflowId", { nullable: true, description: "null once the workflow was deleted" }),
    workflowName: t.exposeString("workflowName", { nullable: true, description: "the workflow's name when the run started" }),
    workflow: t.relation("workflow", { nullable: true }),
    status: t.exposeString("status", { description: "running, waiting (a wait step, until resumeAt), success, failed or skipped (a condition that did not hold, with the reason in errorMessage)" }),
    resumeAt: t.expose("resumeAt", { type: "DateTime", nullable: true,
      description: "When a waiting run goes on (or a running run's next attempt, or its start when the workspace's rate put it in a later minute)" }),
    triggeredBy: t.exposeString("triggeredBy", { nullable: true, description: "event, manual or retry" }),
    triggerType: t.exposeString("triggerType", { nullable: true }),
    errorMessage: t.exposeString("errorMessage", { nullable: true }),
    startedAt: t.expose("startedAt", { type: "DateTime" }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
    executionTime: t.exposeInt("executionTime", { nullable: true, description: "ms from start to end" }),
    executionData: t.string({ nullable: true,
      description: "The run's definition and trigger data as JSON text (its executionData column: { workflow: { name, trigger, actions }, triggerData }): each step's input, and the record that started it.",
      resolve: (e) => (e.executionData == null ? null : JSON.stringify(e.executionData)) }),
    results: t.relation("steps", { description: "Each step with its result or error, in order.", query: { orderBy: { step: "asc" } } }),
  }),
});

builder.prismaObjectField("User", "workflowExecutions", (t) =>
  t.prismaConnection({
    type: "WorkflowExecution", cursor: "id",
    description: "The workspace's runs, newest first.",
    resolve: (query, _user, _args, ctx) => ctx.prisma.workflowExecution.findMany({
      ...query, where: { userId: ctx.viewer.id }, orderBy: [{ startedAt: "desc" }, { id: "desc" }] }),
  }, { name: "WorkflowExecutionConnection" }, { name: "WorkflowExecutionEdge" }));

builder.prismaObject("AutomationTemplate", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    category: t.exposeString("category", { nullable: true }),
    trigger: t.exposeString("trigger", { nullable: true }),
    actions: t.field({ type: [ActionRef], resolve: (w) => (w.actions as unknown as WorkflowAction[]) ?? [] }),
    usageCount: t.exposeInt("usageCount", { description: "How often the viewer's workspace used this template (other workspaces' uses are not counted)." }),
  }),
});

builder.prismaObjectField("User", "automationTemplates", (t) =>
  t.prismaField({
    type: ["AutomationTemplate"],
    description: "The templates shared by every workspace, most used first.",
    resolve: (query, _user, _args, ctx) => listTemplates(ctx, query),
  }));

const StatsRef = builder.objectRef<Awaited<ReturnType<typeof workflowStats>>>("WorkflowStats").implement({
  fields: (t) => ({
    totalWorkflows: t.exposeInt("totalWorkflows"),
    activeWorkflows: t.exposeInt("activeWorkflows"),
    totalRuns: t.exposeInt("totalRuns", { description: "The sum of the workflows' run counts." }),
    recentExecutions: t.exposeInt("recentExecutions", { description: "Runs started in the last 24 hours." }),
  }),
});

builder.prismaObjectField("User", "workflowStats", (t) => t.field({ type: StatsRef, resolve: (_u, _a, ctx) => workflowStats(ctx) }));

const workflowFields = (t: any) => ({
  name: t.string(), description: t.string(), trigger: t.string({ description: TRIGGER_DESCRIPTION }),
  conditions: t.field({ type: ConditionsInput }), actions: t.field({ type: [ActionInput] }), isActive: t.boolean(),
});

const withActions = (input: Record<string, unknown>) => ({
  ...input,
  ...(input.actions === undefined ? {} : { actions: actionsOf(input.actions) }),
  ...(input.conditions === undefined ? {} : { conditions: conditionsOf(input.conditions as Parameters<typeof conditionsOf>[0]) }),
});

const { Payload: WorkflowPayload } = recordMutations("Workflow", WorkflowRef, {
  field: "workflow", fields: workflowFields, versioned: true,
  create: (ctx, input) => createWorkflow(ctx, withActions(input)),
  update: (ctx, id, input, read) => updateWorkflow(ctx, id, withActions(input), read),
  remove: deleteWorkflow,
});

const idInput = (name: string, ref: any) => builder.inputType(name, { fields: (f) => ({ id: f.globalID({ required: true, for: ref }) }) });

builder.mutationField("toggleWorkflow", (t) =>
  t.field({
    type: WorkflowPayload("ToggleWorkflowPayload"),
    description: "Switches the workflow on or off.",
    args: { input: t.arg({ type: idInput("ToggleWorkflowInput", WorkflowRef), required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ workflow: await toggleWorkflow(ctx, String(input.id.id)) }),
  }));

const TRIGGER_RECORDS = { taskId: "Task", invoiceId: "Invoice", contractId: "Contract", fileId: "File" } as const;

const TriggerDataInput = builder.inputType("WorkflowTriggerDataInput", {
  description: "The records a manual run is about (each optional, the workspace's own); step texts take their names.",
  fields: (f) => ({
    clientId: f.globalID({ for: ClientRef }), projectId: f.globalID({ for: ProjectRef }),
    ...Object.fromEntries(Object.entries(TRIGGER_RECORDS).map(([k, type]) => [k, f.globalID({ description: `a ${type}'s global id` })])),
  }),
});

/** The trigger data's global ids as the service takes them (an id of another type is no record of that kind). */
function triggerIds(input: Record<string, { typename: string; id: string } | null | undefined> | null | undefined) {
  const ids: Record<string, string | null> = { clientId: input?.clientId?.id ?? null, projectId: input?.projectId?.id ?? null };
  for (const [k, type] of Object.entries(TRIGGER_RECORDS)) {
    const g = input?.[k];
    ids[k] = g ? (g.typename === type ? g.id : "00000000-0000-4000-8000-000000000000") : null;
  }
  return ids;
}

const ExecutionPayload = (name: string) => builder.objectRef<{ execution: unknown }>(name).implement({
  fields: (t) => ({ execution: t.field({ type: WorkflowExecutionRef, resolve: (p) => p.execution as never }) }),
});

builder.mutationField("executeWorkflow", (t) =>
  t.field({
    type: ExecutionPayload("ExecuteWorkflowPayload"),
    description: "Run Now: queues a run (answered 'running'); it turns success or failed live. Works on an inactive workflow too.",
    args: { input: t.arg({ type: builder.inputType("ExecuteWorkflowInput", { fields: (f) => ({
      id: f.globalID({ required: true, for: WorkflowRef }), triggerData: f.field({ type: TriggerDataInput }),
    }) }), required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ execution: await executeWorkflow(ctx, input.id.id, {
      triggerData: triggerIds(input.triggerData as Parameters<typeof triggerIds>[0]),
    }) }),
  }));

builder.mutationField("retryWorkflowExecution", (t) =>
  t.field({
    type: ExecutionPayload("RetryWorkflowExecutionPayload"),
    description: "Runs a failed run again from its failed step, with its original definition and trigger data.",
    args: { input: t.arg({ type: idInput("RetryWorkflowExecutionInput", WorkflowExecutionRef), required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ execution: await retryExecution(ctx, String(input.id.id)) }),
  }));

builder.mutationField("createWorkflowFromTemplate", (t) =>
  t.field({
    type: WorkflowPayload("CreateWorkflowFromTemplatePayload"),
    description: "Use Template: a new workflow of the template's trigger, conditions and actions, or of those reviewed and sent; "
      + "switched off unless isActive says otherwise; the template's use count goes up.",
    args: { input: t.arg({ type: builder.inputType("CreateWorkflowFromTemplateInput", { fields: (f) => ({
      templateId: f.id({ required: true }), ...workflowFields(f), name: f.string({ required: true }),
    }) }), required: true }) },
    errors: mutationResult,
    // a field sent as null is the template's (or, for isActive, switched off)
    resolve: async (_root, { input: { templateId, ...reviewed } }, ctx) => ({ workflow: await createFromTemplate(ctx, String(templateId),
      withActions(Object.fromEntries(Object.entries(reviewed).filter(([k, v]) => v !== null || k === "description")))) }),
  }));

builder.subscriptionField("workflowExecutionUpdated", (t) =>
  t.prismaField({
    type: "WorkflowExecution",
    nullable: true,
    description: "A run of the viewer's workspace as it starts, as each step ends, and as it ends.",
    subscribe: (_root, _args, ctx) => onlyOf(sharedEvents(ctx), "workflow_execution.progress"),
    resolve: (query, change, _args, ctx) => ctx.prisma.workflowExecution.findFirst({
      ...query, where: { id: (change as unknown as LiveChange).entityId ?? "", userId: ctx.viewer.id } }),
  }));

async function* onlyOf(changes: AsyncIterable<LiveChange>, type: LiveChange["type"]): AsyncIterable<LiveChange> {
  for await (const c of changes) if (c.type === type && c.entityId) yield c;
}
