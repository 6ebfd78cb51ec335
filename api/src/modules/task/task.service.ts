import type { Prisma, Task } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { NotFoundError, ValidationError } from "../../errors";
import { taskSchema, TASK_FIELDS, PROJECT_OF_OTHER_CLIENT_MESSAGE, type TaskInput } from "@common/task";
import { validateInput } from "../../validation";
import { publishEvent } from "../../pubsub";
import { recordActivity, type ActivityAction } from "../activity/activity.service";

/** Newest first; id breaks ties so cursors are stable. */
export const TASK_ORDER: Prisma.TaskOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];

/** The viewer's tasks, newest first; `query` adds Prisma paging and relation selections (GraphQL connections). */
export function listTasks(ctx: ServiceContext, query: Prisma.TaskFindManyArgs = {}): Promise<Task[]> {
  return ctx.prisma.task.findMany({ ...query, where: { userId: ctx.viewer.id }, orderBy: TASK_ORDER });
}

export function countTasks(ctx: ServiceContext): Promise<number> {
  return ctx.prisma.task.count({ where: { userId: ctx.viewer.id } });
}

export async function getTask(ctx: ServiceContext, id: string): Promise<Task> {
  const task = await ctx.prisma.task.findFirst({ where: { id, userId: ctx.viewer.id } });
  if (!task) throw new NotFoundError("Task");
  return task;
}

/**
 * A task's project and client must be the viewer's (another tenant's are as unknown as missing ones), and when both
 * are given the project must be one of that client's.
 */
async function assertLinks(tx: Prisma.TransactionClient, userId: string, data: Pick<TaskInput, "projectId" | "clientId">) {
  const project = data.projectId
    ? await tx.project.findFirst({ where: { id: data.projectId, userId }, select: { clientId: true } })
    : null;
  if (data.projectId && !project) throw new NotFoundError("Project");
  if (data.clientId && !(await tx.client.findFirst({ where: { id: data.clientId, userId }, select: { id: true } }))) {
    throw new NotFoundError("Client");
  }
  if (project && data.clientId && project.clientId !== data.clientId) throw new ValidationError({ projectId: PROJECT_OF_OTHER_CLIENT_MESSAGE });
}

/** completedAt follows the status: server time when a task becomes completed, null once it is not. */
function completedAtFor(status: string, before: Pick<Task, "status" | "completedAt"> | null, now: Date): Date | null {
  if (status !== "completed") return null;
  return before?.status === "completed" && before.completedAt ? before.completedAt : now;
}

export async function createTask(ctx: ServiceContext, input: unknown): Promise<Task> {
  const data = validateInput(taskSchema, input);
  const task = await ctx.prisma.$transaction(async (tx) => {
    await assertLinks(tx, ctx.viewer.id, data);
    const t = await tx.task.create({ data: { ...data, userId: ctx.viewer.id, completedAt: completedAtFor(data.status, null, new Date()) } });
    await recordActivity(tx, ctx.viewer.id, { entityType: "task", entityId: t.id, action: "created", title: `New task created: ${t.title}` });
    return t;
  });
  publishEvent(ctx.pubsub, ctx.viewer.id, { type: "taskCreated", entityId: task.id });
  return task;
}

/**
 * Fields absent from the input keep their stored value; the merged record is validated as a whole. The checkbox
 * toggle sends only { status, completedAt }: completedAt is the server's to set, whatever the caller sent.
 */
export async function updateTask(ctx: ServiceContext, id: string, input: unknown): Promise<Task> {
  const { task, action } = await ctx.prisma.$transaction(async (tx) => {
    const existing = await tx.task.findFirst({ where: { id, userId: ctx.viewer.id } });
    if (!existing) throw new NotFoundError("Task");
    const merged = { ...pick(existing), ...(typeof input === "object" && input !== null ? input : {}) };
    const data = validateInput(taskSchema, merged);
    if (data.projectId !== existing.projectId || data.clientId !== existing.clientId) await assertLinks(tx, ctx.viewer.id, data);
    const t = await tx.task.update({ where: { id: existing.id }, data: { ...data, completedAt: completedAtFor(data.status, existing, new Date()) } });
    const action: ActivityAction = t.status === "completed" && existing.status !== "completed" ? "completed"
      : t.status !== "completed" && existing.status === "completed" ? "reopened" : "updated";
    const title = { completed: "Task completed", reopened: "Task reopened", updated: "Task updated" }[action as "completed" | "reopened" | "updated"];
    await recordActivity(tx, ctx.viewer.id, { entityType: "task", entityId: t.id, action, title: `${title}: ${t.title}` });
    return { task: t, action };
  });
  publishEvent(ctx.pubsub, ctx.viewer.id, { type: action === "completed" ? "taskCompleted" : "taskUpdated", entityId: task.id });
  return task;
}

/** The checkbox (spec §4): completing sets completedAt to now; reopening sets status pending and completedAt null. */
export async function setTaskCompleted(ctx: ServiceContext, id: string, completed: boolean): Promise<Task> {
  return updateTask(ctx, id, { status: completed ? "completed" : "pending" });
}

export async function deleteTask(ctx: ServiceContext, id: string): Promise<Task> {
  const task = await ctx.prisma.$transaction(async (tx) => {
    const existing = await tx.task.findFirst({ where: { id, userId: ctx.viewer.id } });
    if (!existing) throw new NotFoundError("Task");
    await tx.task.delete({ where: { id: existing.id } });
    await recordActivity(tx, ctx.viewer.id, { entityType: "task", entityId: existing.id, action: "deleted", title: `Task deleted: ${existing.title}` });
    return existing;
  });
  publishEvent(ctx.pubsub, ctx.viewer.id, { type: "taskDeleted", entityId: task.id });
  return task;
}

function pick(t: Task): Partial<TaskInput> {
  return Object.fromEntries(TASK_FIELDS.map((f) => [f, t[f]])) as Partial<TaskInput>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The REST record (spec §3 tasks): dates ISO. */
export function toTaskJson(t: Task) {
  return { ...t, dueDate: iso(t.dueDate), completedAt: iso(t.completedAt), createdAt: t.createdAt.toISOString(), updatedAt: t.updatedAt.toISOString() };
}
