import { dayText } from "@common/day";
import type { Prisma, Task } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { findOwnedOrThrow } from "../../tenancy";
import { CLOSED_TASK_STATUSES, completedAtFor, taskSchema, TASK_FIELDS } from "@common/task";
import { validateInput } from "../../validation";
import { updateUnchanged } from "../../versions";
import { deleteRecorded, insertRecorded, mergeStored, NEWEST_FIRST, publishWritten, updateRecorded, type ActivityAction } from "../../db/recorded";
import { Prisma as Sql } from "../../generated/prisma/client";
import { assertOwnLinks } from "../../tenancy";

/** The viewer's tasks, newest first (REST; GraphQL pages are read by graphql/connections.ts). */
export function listTasks(ctx: ServiceContext): Promise<Task[]> {
  return ctx.prisma.task.findMany({ where: { userId: ctx.viewer.id }, orderBy: NEWEST_FIRST });
}

/** The open-task rule of common/task.ts as a Prisma condition and as SQL (constant text, no input). */
export const OPEN_TASK_WHERE: Prisma.TaskWhereInput = { status: { notIn: [...CLOSED_TASK_STATUSES] } };
export const OPEN_TASK_SQL = `status NOT IN (${CLOSED_TASK_STATUSES.map((s) => `'${s}'`).join(", ")})`;

/**
 * The link checks (a statement per link given: project, client, assignee; records never change owner, so no
 * transaction is needed around them), then the row and its activity line in one statement (insertRecorded).
 */
export async function createTask(ctx: ServiceContext, input: unknown): Promise<Task> {
  const data = validateInput(taskSchema, input, { timeZone: ctx.viewer.user.timeZone });
  await assertOwnLinks(ctx, data);
  const task = await insertRecorded<Task>(ctx.prisma, "tasks", ctx, {
    values: { ...data, completedAt: completedAtFor(data.status, null, new Date()) },
    activity: { entityType: "task", action: "created", title: `New task created: ${data.title}` },
  });
  publishWritten(ctx, task, "Task");
  return task;
}

/**
 * Fields absent from the input keep their stored value; the merged record is validated as a whole. The checkbox
 * toggle sends only { status, completedAt }: completedAt is the server's to set, whatever the caller sent. Two
 * statements (plus the link checks when a link changes: project and client together, the assignee alone when it is
 * set to a team member): the stored record, then the update with its activity line, written only while the task is as
 * read, and as the editor read it (`read`) when it sent one: else ConflictError (versions.ts).
 */
export async function updateTask(ctx: ServiceContext, id: string, input: unknown, read?: Date): Promise<Task> {
  const existing = await findOwnedOrThrow(ctx, "Task", id, (where) => ctx.prisma.task.findFirst({ where }));
  const data = validateInput(taskSchema, mergeStored(existing, TASK_FIELDS, input), { timeZone: ctx.viewer.user.timeZone });
  if (data.projectId !== existing.projectId || data.clientId !== existing.clientId) await assertOwnLinks(ctx, { projectId: data.projectId, clientId: data.clientId });
  if (data.assigneeId !== existing.assigneeId) await assertOwnLinks(ctx, { assigneeId: data.assigneeId });
  const action: ActivityAction = data.status === "completed" && existing.status !== "completed" ? "completed"
    : data.status !== "completed" && existing.status === "completed" ? "reopened" : "updated";
  const title = { completed: "Task completed", reopened: "Task reopened", updated: "Task updated" }[action as "completed" | "reopened" | "updated"];
  const task = await updateUnchanged(ctx, { label: "Task", table: "tasks", stored: existing, read }, (unchangedSince) =>
    updateRecorded<Task>(ctx.prisma, "tasks", ctx, existing.id, {
      values: { ...data, completedAt: completedAtFor(data.status, existing, new Date()) },
      activity: { entityType: "task", action, title: `${title}: ${data.title}` },
      unchangedSince,
    }));
  return publishWritten(ctx, task, "Task");
}

/**
 * The checkbox: completing sets completedAt to now; reopening sets status pending and completedAt null. An update like
 * any other (guarded the same way); `read` is the version the caller saw, when it sends one.
 */
export async function setTaskCompleted(ctx: ServiceContext, id: string, completed: boolean, read?: Date): Promise<Task> {
  return updateTask(ctx, id, { status: completed ? "completed" : "pending" }, read);
}

/** One statement: the delete (by id and owner) with its activity line. */
export async function deleteTask(ctx: ServiceContext, id: string): Promise<Task> {
  const task = await deleteRecorded<Task>(ctx.prisma, "tasks", ctx, id,
    { entityType: "task", action: "deleted", title: Sql.sql`'Task deleted: ' || r.title` });
  return publishWritten(ctx, task, "Task");
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The REST record of a task: dates ISO. */
export function toTaskJson(t: Task) {
  return { ...t, dueDate: dayText(t.dueDate), completedAt: iso(t.completedAt), createdAt: t.createdAt.toISOString(), updatedAt: t.updatedAt.toISOString() };
}
