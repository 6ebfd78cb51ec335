import { Prisma, type AutomationTemplate, type Workflow, type WorkflowExecution, type WorkflowExecutionStep } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import { updateUnchanged } from "../../versions";
import { validateInput } from "../../validation";
import { publishSignal } from "../../pubsub";
import { dispatchInBackground } from "../../jobs/outbox";
import { deleteRecorded, eventRow, insertRecorded, NEWEST_FIRST, updateRecorded, writtenEvent, publishWritten } from "../../db/recorded";
import { fromTemplateSchema, MAX_WORKFLOWS, TOO_MANY_WORKFLOWS_MESSAGE, triggerDataSchema, workflowSchema, WORKFLOW_FIELDS } from "@common/automation";
import { isUuid } from "@common/validation";
import { resolveTriggerData } from "./automation.trigger";
import { publishExecution, type ExecutionSnapshot } from "./automation.engine";
import { TAKES_TURNS } from "../../db/prisma";

/** `triggerType` (the name the workflow form uses) is the entity's `trigger`. */
function workflowInput(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const { triggerType, ...rest } = input as Record<string, unknown>;
  return triggerType !== undefined && rest.trigger === undefined ? { ...rest, trigger: triggerType } : rest;
}

const REQUESTED = "workflow_execution.requested";


export function listWorkflows(ctx: ServiceContext): Promise<Workflow[]> {
  return ctx.prisma.workflow.findMany({ where: { userId: ctx.viewer.id }, orderBy: NEWEST_FIRST });
}

/** The columns of a validated workflow (its JSON as JSON; the trigger an event type, an old name's alias resolved). */
const workflowValues = (data: { name: string; description?: string | null; trigger: string; actions: unknown[]; conditions?: unknown; isActive: boolean }) => ({
  name: data.name, description: data.description ?? null, trigger: data.trigger, isActive: data.isActive,
  actions: Prisma.sql`${JSON.stringify(data.actions)}::jsonb`, conditions: Prisma.sql`${JSON.stringify(data.conditions ?? {})}::jsonb`,
});

/**
 * A new workflow within the workspace's cap (MAX_WORKFLOWS), counted under a lock of the workspace's workflows so two
 * creates at the same moment cannot both take the last place; `write` is the one statement of the workflow, its
 * activity line and its event (db/recorded.ts).
 */
function insertWithinCap(ctx: ServiceContext, write: (tx: Prisma.TransactionClient) => Promise<Workflow>): Promise<Workflow> {
  return ctx.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`workflows:${ctx.viewer.id}`}, 0))`;
    const count = await tx.workflow.count({ where: { userId: ctx.viewer.id } });
    if (count >= MAX_WORKFLOWS) throw new ValidationError({ name: TOO_MANY_WORKFLOWS_MESSAGE });
    return write(tx);
  }, TAKES_TURNS);
}

export async function createWorkflow(ctx: ServiceContext, input: unknown): Promise<Workflow> {
  const data = validateInput(workflowSchema, workflowInput(input));
  const w = await insertWithinCap(ctx, (tx) => insertRecorded<Workflow>(tx, "workflows", ctx, {
    values: workflowValues(data), activity: { entityType: "workflow", action: "created", title: `New workflow created: ${data.name}` },
  }));
  return publishWritten(ctx, w, "Workflow");
}

/**
 * Fields absent from the input keep their stored value; the merged workflow is validated as a whole. Two statements:
 * the stored workflow, then the update with its activity line, written only while the workflow is as read, and as the
 * editor read it (`read`) when it sent one: else ConflictError (versions.ts). Runs already started keep the
 * definition they started with.
 */
export async function updateWorkflow(ctx: ServiceContext, id: string, input: unknown, read?: Date): Promise<Workflow> {
  const existing = await findOwnedOrThrow(ctx, "Workflow", id, (where) => ctx.prisma.workflow.findFirst({ where }));
  const given = (workflowInput(input) ?? {}) as Record<string, unknown>;
  const merged = Object.fromEntries(WORKFLOW_FIELDS.map((f) => [f, given[f] !== undefined ? given[f] : existing[f]]));
  const data = validateInput(workflowSchema, merged);
  const w = await updateUnchanged(ctx, { label: "Workflow", table: "workflows", stored: existing, read }, (unchangedSince) =>
    updateRecorded<Workflow>(ctx.prisma, "workflows", ctx, existing.id, {
      values: workflowValues(data), activity: { entityType: "workflow", action: "updated", title: `Workflow updated: ${data.name}` }, unchangedSince,
    }));
  return publishWritten(ctx, w, "Workflow");
}

/** One statement with its activity line. Its runs stay, with the name it had (their workflowId becomes null). */
export async function deleteWorkflow(ctx: ServiceContext, id: string): Promise<Workflow> {
  const w = await deleteRecorded<Workflow>(ctx.prisma, "workflows", ctx, id,
    { entityType: "workflow", action: "deleted", title: Prisma.sql`'Workflow deleted: ' || r.name` });
  return publishWritten(ctx, w, "Workflow");
}

/** Switches a workflow on or off: one statement that flips it (a concurrent toggle flips it once more, never lost). */
export async function toggleWorkflow(ctx: ServiceContext, id: string): Promise<Workflow> {
  if (!isUuid(id)) throw new NotFoundError("Workflow");
  const w = await updateRecorded<Workflow>(ctx.prisma, "workflows", ctx, id, {
    values: { isActive: Prisma.sql`NOT "isActive"` },
    activity: { entityType: "workflow", action: "updated", title: Prisma.sql`CASE WHEN r."isActive" THEN 'Workflow switched on: ' ELSE 'Workflow switched off: ' END || r.name` },
  });
  return publishWritten(ctx, w, "Workflow");
}

/**
 * Run Now: the run is queued and answered at once ('running'); it turns success or failed live. One statement: the
 * run with the definition and trigger data as they are now, its activity line, its request event (which the
 * automation handler runs) and the workflow's run count. An inactive workflow runs too (a test run); triggers never
 * start one.
 */
export async function executeWorkflow(ctx: ServiceContext, id: string, input: unknown): Promise<WorkflowExecution> {
  const body = (typeof input === "object" && input !== null ? (input as { triggerData?: unknown }).triggerData : undefined) ?? {};
  const ids = validateInput(triggerDataSchema, body);
  const w = await findOwnedOrThrow(ctx, "Workflow", id, (where) => ctx.prisma.workflow.findFirst({ where }));
  const triggerData = await resolveTriggerData(ctx.prisma, ctx.viewer.id, ids, ctx.viewer.user.timeZone, true);
  const snapshot: ExecutionSnapshot = { workflow: { name: w.name, trigger: w.trigger, actions: w.actions as unknown as ExecutionSnapshot["workflow"]["actions"],
    conditions: w.conditions as ExecutionSnapshot["workflow"]["conditions"] }, triggerData };
  const row = eventRow(ctx, REQUESTED, { reason: "manual" });
  const execution = await insertRecorded<WorkflowExecution>(ctx.prisma, "workflow_executions", ctx, {
    values: { workflowId: w.id, workflowName: w.name, status: "running", triggeredBy: "manual", triggerType: "manual",
      executionData: Prisma.sql`${JSON.stringify(snapshot)}::jsonb`, chainRootId: row.id },
    activity: { entityType: "workflow_execution", action: "created", title: `Workflow run started: ${w.name}` },
    event: row,
    also: [Prisma.sql`UPDATE workflows SET "runCount" = "runCount" + 1, "lastRun" = r."startedAt" FROM r WHERE workflows.id = r."workflowId"`],
  });
  publishWritten(ctx, execution, "Workflow execution");
  publishExecution(ctx, ctx.viewer.id, execution.id);
  dispatchInBackground(ctx, [writtenEvent(ctx, row, { id: execution.id, createdAt: execution.startedAt }, "workflow_execution")]);
  return execution;
}

/**
 * A failed run runs again from its failed step, with its original definition and trigger data: one statement that
 * sets it running again (only while it is as read: failed), with its activity line and request event.
 */
export async function retryExecution(ctx: ServiceContext, id: string): Promise<WorkflowExecution> {
  const existing = await findOwnedOrThrow(ctx, "Workflow execution", id, (where) => ctx.prisma.workflowExecution.findFirst({ where }));
  if (existing.status !== "failed") throw new ConflictError("Only a failed run can be retried");
  const row = eventRow(ctx, REQUESTED, { reason: "retry" });
  const execution = await updateRecorded<WorkflowExecution>(ctx.prisma, "workflow_executions", ctx, existing.id, {
    values: { status: "running", errorMessage: null, completedAt: null, executionTime: null, triggeredBy: "retry" },
    activity: { entityType: "workflow_execution", action: "updated", title: `Workflow run retried: ${existing.workflowName ?? "Unknown Workflow"}` },
    event: row,
    unchangedSince: existing.updatedAt,
  });
  if (!execution) throw new ConflictError("Only a failed run can be retried");
  publishWritten(ctx, execution, "Workflow execution");
  publishExecution(ctx, ctx.viewer.id, execution.id);
  dispatchInBackground(ctx, [writtenEvent(ctx, row, { id: execution.id, createdAt: new Date() }, "workflow_execution")]);
  return execution;
}

export interface ExecutionWithSteps extends WorkflowExecution { steps: WorkflowExecutionStep[] }

/** The workspace's runs, newest first (REST: the first `take`). */
export function listExecutions(ctx: ServiceContext, take = 100): Promise<ExecutionWithSteps[]> {
  return ctx.prisma.workflowExecution.findMany({ where: { userId: ctx.viewer.id }, orderBy: [{ startedAt: "desc" }, { id: "desc" }], take,
    include: { steps: { orderBy: { step: "asc" } } } });
}

/**
 * Templates are shared by every workspace (no owner) and read-only; each answers with the viewer's workspace's own use
 * count (another workspace's uses are none of its business), most used first.
 */
export async function listTemplates(ctx: ServiceContext, query: Pick<Prisma.AutomationTemplateFindManyArgs, "select" | "include"> = {}): Promise<AutomationTemplate[]> {
  const [templates, uses] = await Promise.all([
    ctx.prisma.automationTemplate.findMany({ ...query, orderBy: { name: "asc" }, take: 100 }),
    ctx.prisma.automationTemplateUse.findMany({ where: { userId: ctx.viewer.id }, select: { templateId: true, usageCount: true } }),
  ]);
  const count = new Map(uses.map((u) => [u.templateId, u.usageCount]));
  return templates.map((t) => ({ ...t, usageCount: count.get(t.id) ?? 0 }))
    
    // a stable sort: the same count keeps the names' order
    .sort((a, b) => b.usageCount - a.usageCount);
}

/**
 * Use Template: a new workflow of the template's trigger, conditions and actions, or of those the person reviewed and
 * sent, switched off unless asked otherwise; and the template's use count + 1, in one statement.
 */
export async function createFromTemplate(ctx: ServiceContext, templateId: string, input: unknown): Promise<Workflow> {
  const given = validateInput(fromTemplateSchema, input);
  const template = isUuid(templateId) ? await ctx.prisma.automationTemplate.findUnique({ where: { id: templateId } }) : null;
  if (!template) throw new NotFoundError("Template");
  const data = validateInput(workflowSchema, { name: given.name, description: given.description ?? template.description,
    trigger: given.trigger ?? template.trigger, conditions: given.conditions ?? template.conditions ?? {}, actions: given.actions ?? template.actions,
    isActive: given.isActive });
  // one statement: the workflow, its activity line and event, and the workspace's use of the template
  const w = await insertWithinCap(ctx, (tx) => insertRecorded<Workflow>(tx, "workflows", ctx, {
    values: workflowValues(data), activity: { entityType: "workflow", action: "created", title: `New workflow created: ${data.name}` },
    also: [Prisma.sql`INSERT INTO automation_template_uses ("userId", "templateId", "usageCount") VALUES (${ctx.viewer.id}::uuid, ${template.id}::uuid, 1)
      ON CONFLICT ("userId", "templateId") DO UPDATE SET "usageCount" = automation_template_uses."usageCount" + 1`],
  }));
  publishWritten(ctx, w, "Workflow");
  publishSignal(ctx.pubsub, ctx.viewer.id, "automation_template.used", template.id);
  return w;
}

/** Total Runs (the sum of run counts) and Recent Executions (runs started in the last 24 hours). */
export async function workflowStats(ctx: ServiceContext) {
  const [r] = await ctx.prisma.$queryRaw<{ total: number; active: number; runs: number; recent: number }[]>`
    SELECT (SELECT count(*)::int FROM workflows WHERE "userId" = ${ctx.viewer.id}::uuid) AS total,
           (SELECT count(*)::int FROM workflows WHERE "userId" = ${ctx.viewer.id}::uuid AND "isActive") AS active,
           (SELECT coalesce(sum("runCount"), 0)::int FROM workflows WHERE "userId" = ${ctx.viewer.id}::uuid) AS runs,
           (SELECT count(*)::int FROM workflow_executions WHERE "userId" = ${ctx.viewer.id}::uuid AND "startedAt" > now() - interval '24 hours') AS recent`;
  return { totalWorkflows: r.total, activeWorkflows: r.active, totalRuns: r.runs, recentExecutions: r.recent };
}

// ---- REST records -----------------------------------------------------------------------------------------------

export function toWorkflowJson(w: Workflow) {
  return { ...w, lastRun: w.lastRun?.toISOString() ?? null, createdAt: w.createdAt.toISOString(), updatedAt: w.updatedAt.toISOString() };
}

const stepResult = (s: WorkflowExecutionStep) => ({
  step: s.step, type: s.type, status: s.status, attempts: s.attempts, input: s.input ?? null, output: s.output ?? null, error: s.error ?? null,
  ms: s.ms ?? null, startedAt: s.startedAt.toISOString(), completedAt: s.completedAt?.toISOString() ?? null, retryAt: s.retryAt?.toISOString() ?? null,
});

export function toExecutionJson(e: WorkflowExecution & { steps?: WorkflowExecutionStep[] }) {
  const { steps, ...rest } = e;
  return {
    ...rest, results: (steps ?? []).map(stepResult),
    startedAt: e.startedAt.toISOString(), updatedAt: e.updatedAt.toISOString(), completedAt: e.completedAt?.toISOString() ?? null,
    resumeAt: e.resumeAt?.toISOString() ?? null,
  };
}

export function toTemplateJson(t: AutomationTemplate) {
  return { ...t, createdAt: t.createdAt.toISOString() };
}
