import type { Prisma, Project } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { findOwnedOrThrow } from "../../tenancy";
import { completedAtFor, projectSchema, PROJECT_FIELDS, type ProjectInput } from "@common/project";
import { validateInput } from "../../validation";
import { publishEvent } from "../../pubsub";
import { recordActivity } from "../activity/activity.service";

/** Newest first; id breaks ties so cursors are stable. */
const PROJECT_ORDER: Prisma.ProjectOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];

/** The viewer's projects, newest first; `query` adds Prisma paging and relation selections (GraphQL connections). */
export function listProjects(ctx: ServiceContext, query: Prisma.ProjectFindManyArgs = {}): Promise<Project[]> {
  return ctx.prisma.project.findMany({ ...query, where: { userId: ctx.viewer.id }, orderBy: PROJECT_ORDER });
}

export function countProjects(ctx: ServiceContext): Promise<number> {
  return ctx.prisma.project.count({ where: { userId: ctx.viewer.id } });
}

/** A project's client must be one of the viewer's clients: another tenant's client is as unknown as a missing one. */
function assertOwnClient(ctx: ServiceContext, tx: Prisma.TransactionClient, clientId: string) {
  return findOwnedOrThrow(ctx, "Client", clientId, (where) => tx.client.findFirst({ where, select: { id: true } }));
}

export async function createProject(ctx: ServiceContext, input: unknown): Promise<Project> {
  const data = validateInput(projectSchema, input);
  const project = await ctx.prisma.$transaction(async (tx) => {
    await assertOwnClient(ctx, tx, data.clientId);
    const p = await tx.project.create({ data: { ...data, userId: ctx.viewer.id, completedAt: completedAtFor(data.status, null, new Date()) } });
    await recordActivity(tx, ctx.viewer.id, { entityType: "project", entityId: p.id, action: "created", title: `New project created: ${p.name}` });
    return p;
  });
  publishEvent(ctx.pubsub, ctx.viewer.id, { type: "projectCreated", entityId: project.id });
  return project;
}

/**
 * Fields absent from the input keep their stored value; the merged record is validated as a whole. Moving a project
 * to another client takes along its tasks that named the old client, so a task's project and client still agree.
 */
export async function updateProject(ctx: ServiceContext, id: string, input: unknown): Promise<Project> {
  const { project, completed } = await ctx.prisma.$transaction(async (tx) => {
    const existing = await findOwnedOrThrow(ctx, "Project", id, (where) => tx.project.findFirst({ where }));
    const merged = { ...pick(existing), ...(typeof input === "object" && input !== null ? input : {}) };
    const data = validateInput(projectSchema, merged);
    if (data.clientId !== existing.clientId) {
      await assertOwnClient(ctx, tx, data.clientId);
      await tx.task.updateMany({ where: { userId: ctx.viewer.id, projectId: existing.id, clientId: existing.clientId }, data: { clientId: data.clientId } });
    }
    const p = await tx.project.update({ where: { id: existing.id }, data: { ...data, completedAt: completedAtFor(data.status, existing, new Date()) } });
    const completed = p.status === "completed" && existing.status !== "completed";
    await recordActivity(tx, ctx.viewer.id, completed
      ? { entityType: "project", entityId: p.id, action: "completed", title: `Project completed: ${p.name}` }
      : { entityType: "project", entityId: p.id, action: "updated", title: `Project updated: ${p.name}` });
    return { project: p, completed };
  });
  publishEvent(ctx.pubsub, ctx.viewer.id, { type: completed ? "projectCompleted" : "projectUpdated", entityId: project.id });
  return project;
}

/**
 * Deleting a project keeps what hangs off it: its tasks, invoices, contracts, messages, files and events stay,
 * unlinked from the project (the foreign keys set null); team assignments to it go with it.
 */
export async function deleteProject(ctx: ServiceContext, id: string): Promise<Project> {
  const project = await ctx.prisma.$transaction(async (tx) => {
    const existing = await findOwnedOrThrow(ctx, "Project", id, (where) => tx.project.findFirst({ where }));
    await tx.project.delete({ where: { id: existing.id } });
    await recordActivity(tx, ctx.viewer.id, { entityType: "project", entityId: existing.id, action: "deleted", title: `Project deleted: ${existing.name}` });
    return existing;
  });
  publishEvent(ctx.pubsub, ctx.viewer.id, { type: "projectDeleted", entityId: project.id });
  return project;
}

function pick(p: Project): Partial<ProjectInput> {
  return Object.fromEntries(PROJECT_FIELDS.map((f) => [f, p[f]])) as Partial<ProjectInput>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const money = (d: Prisma.Decimal | null) => (d ? d.toFixed(2) : null);

/** The REST record of a project: money as strings with two decimals, dates ISO. */
export function toProjectJson(p: Project) {
  return {
    ...p, budget: money(p.budget), actualCost: money(p.actualCost),
    startDate: iso(p.startDate), dueDate: iso(p.dueDate), completedAt: iso(p.completedAt),
    createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString(),
  };
}
