import { CLOSED_TASK_STATUSES } from "@common/task";
import { builder } from "../../graphql/builder";
import type { ServiceContext } from "../../context";

/*
 * The project page (`/projects/:id`): each block is a field of the project, read in the same query as the project
 * (one statement per block whatever its number of rows). The relation filter adds the viewer all the same.
 */

const BLOCK_MAX = 20;
const newest = [{ createdAt: "desc" as const }, { id: "desc" as const }];
const owned = (ctx: ServiceContext) => ({ userId: ctx.viewer.id });

builder.prismaObjectFields("Project", (t) => ({
  tasks: t.relatedConnection("tasks", {
    cursor: "id", maxSize: BLOCK_MAX, description: "The project's tasks not completed nor cancelled, newest first.",
    query: (_args, ctx) => ({ where: { ...owned(ctx), status: { notIn: [...CLOSED_TASK_STATUSES] } }, orderBy: newest }),
  }),
  invoices: t.relatedConnection("invoices", {
    cursor: "id", maxSize: BLOCK_MAX, description: "The project's invoices, newest first.",
    query: (_args, ctx) => ({ where: owned(ctx), orderBy: newest }),
  }),
  messages: t.relatedConnection("messages", {
    cursor: "id", maxSize: BLOCK_MAX, description: "The project's messages, newest first.",
    query: (_args, ctx) => ({ where: owned(ctx), orderBy: newest }),
  }),
  files: t.relatedConnection("files", {
    cursor: "id", maxSize: BLOCK_MAX, description: "The project's files, newest first.",
    query: (_args, ctx) => ({ where: owned(ctx), orderBy: newest }),
  }),
  upcomingEvents: t.relatedConnection("calendarEvents", {
    cursor: "id", maxSize: BLOCK_MAX, description: "The project's events that have not ended (series by their first occurrence), soonest first.",
    query: (_args, ctx) => ({ where: { ...owned(ctx), endTime: { gte: new Date() }, parentEventId: null }, orderBy: [{ startTime: "asc" as const }, { id: "asc" as const }] }),
  }),
  contracts: t.relatedConnection("contracts", {
    cursor: "id", maxSize: BLOCK_MAX, description: "The project's contracts and proposals (the latest version of each), newest first.",
    query: (_args, ctx) => ({ where: { ...owned(ctx), supersededAt: null }, orderBy: newest }),
  }),
  team: t.prismaField({
    type: ["TeamMember"], description: "The team members assigned to the project, by name.",
    resolve: (query, project, _args, ctx) => ctx.prisma.teamMember.findMany({
      ...query, where: { ...owned(ctx), projectTeamMembers: { some: { projectId: project.id } } }, orderBy: [{ name: "asc" }, { id: "asc" }], take: BLOCK_MAX,
    }),
  }),
}));
