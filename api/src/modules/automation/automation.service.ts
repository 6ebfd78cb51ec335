import type { AutomationTemplate, Workflow, WorkflowExecution, WorkflowExecutionStep } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { ConflictError, NotFoundError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import { updateUnchanged } from "../../versions";
import { validateInput } from "../../validation";
import { publishEvent } from "../../pubsub";
import { dispatchInBackground, recordEvent } from "../../jobs/outbox";
import { NEWEST_FIRST } from "../../db/recorded";
import { fromTemplateSchema, triggerDataSchema, workflowSchema, WORKFLOW_FIELDS } from "@common/automation";
import { isUuid } from "@common/validation";
import { resolveTriggerData } from "./automation.trigger";
import { publishExecution, type ExecutionSnapshot } from "./automation.engine";

/** `triggerType` (the form's name, spec §5) is the entity's `trigger`. */
function workflowInput(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const { triggerType, ...rest } = input as Record<string, unknown>;
  return triggerType !== undefined && rest.trigger === undefined ? { ...rest, trigger: triggerType } : rest;
}

const changed = (ctx: ServiceContext, id?: string) => publishEvent(ctx.pubsub, ctx.viewer.id, { type: "workflowUpdated", entityId: id });

export function listWorkflows(ctx: ServiceContext): Promise<Workflow[]> {
  return ctx.prisma.workflow.findMany({ where: { userId: ctx.viewer.id }, orderBy: NEWEST_FIRST });
}

export async function createWorkflow(ctx: ServiceContext, input: unknown): Promise<Workflow> {
  const data = validateInput(workflowSchema, workflowInput(input));
  const w = await ctx.prisma.workflow.create({ data: { ...data, conditions: {}, actions: data.actions as object[], userId: ctx.viewer.id } });
  changed(ctx, w.id);
  return w;
}

/**
 * Fields absent from the input keep their stored value; the merged workflow is validated as a whole. Written only while
 * the workflow is as read, and as the editor read it (`read`) when it sent one: else ConflictError (versions.ts). Runs
 * already started keep the definition they started with.
 */
export async function updateWorkflow(ctx: ServiceContext, id: string, input: unknown, read?: Date): Promise<Workflow> {
  const existing = await findOwnedOrThrow(ctx, "Workflow", id, (where) => ctx.prisma.workflow.findFirst({ where }));
  const given = (workflowInput(input) ?? {}) as Record<string, unknown>;
  const merged = Object.fromEntries(WORKFLOW_FIELDS.map((f) => [f, given[f] !== undefined ? given[f] : existing[f]]));
  const data = validateInput(workflowSchema, merged);
  const w = await updateUnchanged(ctx, { label: "Workflow", table: "workflows", stored: existing, read }, async (unchangedSince) => {
    const { count } = await ctx.prisma.workflow.updateMany({ where: { id: existing.id, userId: ctx.viewer.id, updatedAt: unchangedSince },
      data: { ...data, conditions: {}, actions: data.actions as object[] } });
    return count ? ctx.prisma.workflow.findFirst({ where: { id: existing.id, userId: ctx.viewer.id } }) : null;
  });
  changed(ctx, id);
  return w;
}

/** Its runs stay, with the name it had (their workflowId becomes null). */
export async function deleteWorkflow(ctx: ServiceContext, id: string): Promise<Workflow> {
  const existing = await findOwnedOrThrow(ctx, "Workflow", id, (where) => ctx.prisma.workflow.findFirst({ where }));
  const { count } = await ctx.prisma.workflow.deleteMany({ where: { id: existing.id, userId: ctx.viewer.id } });
  if (!count) throw new NotFoundError("Workflow");
  changed(ctx, id);
  return existing;
}

/** Switches a workflow on or off (one conditional statement: a concurrent toggle flips it once more, never lost). */
export async function toggleWorkflow(ctx: ServiceContext, id: string): Promise<Workflow> {
  const existing = await findOwnedOrThrow(ctx, "Workflow", id, (where) => ctx.prisma.workflow.findFirst({ where, select: { id: true } }));
  const [w] = await ctx.prisma.$queryRaw<Workflow[]>`
    UPDATE workflows SET "isActive" = NOT "isActive", "updatedAt" = now() WHERE id = ${existing.id}::uuid AND "userId" = ${ctx.viewer.id}::uuid RETURNING *`;
  if (!w) throw new NotFoundError("Workflow");
  changed(ctx, id);
  return w;
}

/**
 * Run Now: the run is queued (an execution 'running', with the definition and trigger data as they are now, and its
 * request event, in one transaction), and answered at once; it turns success or failed live. An inactive workflow
 * runs too (a test run); triggers never start one.
 */
export async function executeWorkflow(ctx: ServiceContext, id: string, input: unknown): Promise<WorkflowExecution> {
  const body = (typeof input === "object" && input !== null ? (input as { triggerData?: unknown }).triggerData : undefined) ?? {};
  const ids = validateInput(triggerDataSchema, body);
  const w = await findOwnedOrThrow(ctx, "Workflow", id, (where) => ctx.prisma.workflow.findFirst({ where }));
  const triggerData = await resolveTriggerData(ctx.prisma, ctx.viewer.id, ids, ctx.viewer.user.timeZone, true);
  const snapshot: ExecutionSnapshot = { workflow: { name: w.name, trigger: w.trigger, actions: w.actions as unknown as ExecutionSnapshot["workflow"]["actions"] }, triggerData };
  const { execution, event } = await ctx.prisma.$transaction(async (tx) => {
    const execution = await tx.workflowExecution.create({ data: {
      workflowId: w.id, userId: ctx.viewer.id, workflowName: w.name, status: "running", triggeredBy: "manual", triggerType: "manual",
      executionData: snapshot as object,
    } });
    await tx.workflow.updateMany({ where: { id: w.id, userId: ctx.viewer.id }, data: { runCount: { increment: 1 }, lastRun: execution.startedAt } });
    const event = await recordEvent(tx, { type: "workflow_execution.requested", userId: ctx.viewer.id, entityType: "workflow_execution",
      entityId: execution.id, payload: { reason: "manual" }, actor: "user" });
    return { execution, event };
  });
  publishExecution(ctx, ctx.viewer.id, execution.id);
  changed(ctx, w.id);
  dispatchInBackground(ctx, [event]);
  return execution;
}

/** A failed run runs again from its failed step, with its original definition and trigger data. */
export async function retryExecution(ctx: ServiceContext, id: string): Promise<WorkflowExecution> {
  const existing = await findOwnedOrThrow(ctx, "Workflow execution", id, (where) => ctx.prisma.workflowExecution.findFirst({ where }));
  if (existing.status !== "failed") throw new ConflictError("Only a failed run can be retried");
  const { execution, event } = await ctx.prisma.$transaction(async (tx) => {
    const { count } = await tx.workflowExecution.updateMany({ where: { id: existing.id, userId: ctx.viewer.id, status: "failed" },
      data: { status: "running", errorMessage: null, completedAt: null, executionTime: null, triggeredBy: "retry", updatedAt: new Date() } });
    if (!count) throw new ConflictError("Only a failed run can be retried");
    const event = await recordEvent(tx, { type: "workflow_execution.requested", userId: ctx.viewer.id, entityType: "workflow_execution",
      entityId: existing.id, payload: { reason: "retry" }, actor: "user" });
    return { execution: await tx.workflowExecution.findUniqueOrThrow({ where: { id: existing.id } }), event };
  });
  publishExecution(ctx, ctx.viewer.id, execution.id);
  dispatchInBackground(ctx, [event]);
  return execution;
}

export interface ExecutionWithSteps extends WorkflowExecution { steps: WorkflowExecutionStep[] }

/** The workspace's runs, newest first (REST: the first `take`). */
export function listExecutions(ctx: ServiceContext, take = 100): Promise<ExecutionWithSteps[]> {
  return ctx.prisma.workflowExecution.findMany({ where: { userId: ctx.viewer.id }, orderBy: [{ startedAt: "desc" }, { id: "desc" }], take,
    include: { steps: { orderBy: { step: "asc" } } } });
}

/** Templates are shared by every workspace (no owner), read-only but for their use count. */
export function listTemplates(ctx: ServiceContext): Promise<AutomationTemplate[]> {
  return ctx.prisma.automationTemplate.findMany({ orderBy: [{ usageCount: "desc" }, { name: "asc" }] });
}

/** Use Template: a new workflow with the template's trigger and actions, and the template's use count + 1. */
export async function createFromTemplate(ctx: ServiceContext, templateId: string, input: unknown): Promise<Workflow> {
  const { name, description } = validateInput(fromTemplateSchema, input);
  const template = isUuid(templateId) ? await ctx.prisma.automationTemplate.findUnique({ where: { id: templateId } }) : null;
  if (!template) throw new NotFoundError("Template");
  const data = validateInput(workflowSchema, { name, description: description ?? template.description, trigger: template.trigger, actions: template.actions, isActive: true });
  const w = await ctx.prisma.$transaction(async (tx) => {
    const w = await tx.workflow.create({ data: { ...data, conditions: {}, actions: data.actions as object[], userId: ctx.viewer.id } });
    await tx.automationTemplate.update({ where: { id: template.id }, data: { usageCount: { increment: 1 } } });
    return w;
  });
  changed(ctx, w.id);
  publishEvent(ctx.pubsub, ctx.viewer.id, { type: "automationTemplateUsed", entityId: template.id });
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
  step: s.step, type: s.type, status: s.status, attempts: s.attempts, output: s.output ?? null, error: s.error ?? null, ms: s.ms ?? null,
});

export function toExecutionJson(e: WorkflowExecution & { steps?: WorkflowExecutionStep[] }) {
  const { steps, ...rest } = e;
  return {
    ...rest, results: (steps ?? []).map(stepResult),
    startedAt: e.startedAt.toISOString(), updatedAt: e.updatedAt.toISOString(), completedAt: e.completedAt?.toISOString() ?? null,
  };
}

export function toTemplateJson(t: AutomationTemplate) {
  return { ...t, createdAt: t.createdAt.toISOString() };
}
