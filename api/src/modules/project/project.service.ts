import { dayText } from "@common/day";
import { Prisma, type Project } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { assertOwnLinks, findOwnedOrThrow } from "../../tenancy";
import { ValidationError } from "../../errors";
import { completedAtFor, projectSchema, PROJECT_FIELDS } from "@common/project";
import { validateInput } from "../../validation";
import { updateUnchanged } from "../../versions";
import { deleteRecorded, insertRecorded, mergeStored, NEWEST_FIRST, publishWritten, updateRecorded } from "../../db/recorded";

/** The viewer's projects, newest first (REST; GraphQL pages are read by graphql/connections.ts). */
export function listProjects(ctx: ServiceContext): Promise<Project[]> {
  return ctx.prisma.project.findMany({ where: { userId: ctx.viewer.id }, orderBy: NEWEST_FIRST });
}

/** Two statements: the client check, then the row and its activity line in one (insertRecorded). */
export async function createProject(ctx: ServiceContext, input: unknown): Promise<Project> {
  const data = validateInput(projectSchema, input, { timeZone: ctx.viewer.user.timeZone });
  await assertOwnLinks(ctx, { clientId: data.clientId });
  const project = await insertRecorded<Project>(ctx.prisma, "projects", ctx, {
    values: { ...data, completedAt: completedAtFor(data.status, null, new Date()) },
    activity: { entityType: "project", action: "created", title: `New project created: ${data.name}` },
  });
  publishWritten(ctx, project, "Project");
  return project;
}

/**
 * Fields absent from the input keep their stored value; the merged record is validated as a whole. Moving a project
 * to another client takes along its tasks that named the old client, so a task's project and client still agree
 * (in the same statement as the update). Two statements (three when the client changes): the stored record, then the
 * update with its activity line, written only while the project is as read, and as the editor read it (`read`) when
 * it sent one: else ConflictError (versions.ts).
 */
export async function updateProject(ctx: ServiceContext, id: string, input: unknown, read?: Date): Promise<Project> {
  const existing = await findOwnedOrThrow(ctx, "Project", id, (where) => ctx.prisma.project.findFirst({ where }));
  const data = validateInput(projectSchema, mergeStored(existing, PROJECT_FIELDS, input), { timeZone: ctx.viewer.user.timeZone });
  const also: Prisma.Sql[] = [];
  if (data.clientId !== existing.clientId) {
    await assertOwnLinks(ctx, { clientId: data.clientId });
    also.push(Prisma.sql`UPDATE tasks SET "clientId" = ${data.clientId}::uuid, "updatedAt" = now()
      WHERE "userId" = ${ctx.viewer.id}::uuid AND "projectId" = ${existing.id}::uuid AND "clientId" = ${existing.clientId}::uuid`);
  }
  const completed = data.status === "completed" && existing.status !== "completed";
  const project = await updateUnchanged(ctx, { label: "Project", table: "projects", stored: existing, read }, (unchangedSince) =>
    updateRecorded<Project>(ctx.prisma, "projects", ctx, existing.id, {
      values: { ...data, completedAt: completedAtFor(data.status, existing, new Date()) },
      activity: completed
        ? { entityType: "project", action: "completed", title: `Project completed: ${data.name}` }
        : { entityType: "project", action: "updated", title: `Project updated: ${data.name}` },
      also,
      unchangedSince,
    }));
  return publishWritten(ctx, project, "Project");
}

/**
 * Deleting a project keeps what hangs off it: its tasks, invoices, contracts, messages, files and events stay,
 * unlinked from the project (the foreign keys set null); team assignments to it go with it. One statement: the
 * delete (by id and owner) with its activity line.
 */
export async function deleteProject(ctx: ServiceContext, id: string): Promise<Project> {
  const project = await deleteRecorded<Project>(ctx.prisma, "projects", ctx, id,
    { entityType: "project", action: "deleted", title: Prisma.sql`'Project deleted: ' || r.name` });
  return publishWritten(ctx, project, "Project");
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const money = (d: Prisma.Decimal | null) => (d ? d.toFixed(2) : null);

/** The REST record of a project: money as strings with two decimals, dates ISO. */
export function toProjectJson(p: Project) {
  return {
    ...p, budget: money(p.budget), actualCost: money(p.actualCost),
    startDate: dayText(p.startDate), dueDate: dayText(p.dueDate), completedAt: iso(p.completedAt),
    createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString(),
  };
}
