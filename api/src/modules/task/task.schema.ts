import { builder } from "../../graphql/builder";
import { mutationResult } from "../../graphql/errors";
import { ownedNode, recordMutations, UNCHANGED_SINCE_DESCRIPTION, viewerConnection } from "../../graphql/records";
import { isTaskOverdue, TASK_STATUSES } from "@common/task";
import { ClientRef } from "../client";
import { Priority, ProjectRef } from "../project";
import { TeamMemberRef } from "../team-member";
import { createTask, deleteTask, setTaskCompleted, updateTask } from "./task.service";
import { definePageModel } from "../../db/pages";
import { globalId } from "../../graphql/util";

const TaskStatus = builder.enumType("TaskStatus", { values: TASK_STATUSES });

// the page reader's model of this module's records (db/pages.ts)
definePageModel("Task", { table: "tasks", computed: { isOverdue: ["status", "dueDate"] } });

export const TaskRef = builder.prismaNode("Task", {
  ...ownedNode,
  fields: (t) => ({
    title: t.exposeString("title"),
    description: t.exposeString("description", { nullable: true }),
    status: t.field({ type: TaskStatus, resolve: (r) => r.status as typeof TaskStatus.$inferType }),
    priority: t.field({ type: Priority, resolve: (r) => r.priority as typeof Priority.$inferType }),
    dueDate: t.expose("dueDate", { type: "Date", nullable: true }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
    estimatedHours: t.exposeInt("estimatedHours", { nullable: true }),
    actualHours: t.exposeInt("actualHours", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    isOverdue: t.boolean({
      description: "Open (not completed or cancelled) and due before today in the workspace's time zone.",
      resolve: (task, _args, ctx) => isTaskOverdue(task, new Date(), ctx.viewer.user.timeZone),
    }),
    project: t.relation("project", { nullable: true }),
    client: t.relation("client", { nullable: true }),
    assigneeId: t.field({
      type: "ID",
      nullable: true,
      description: "Global id of the assigned team member (null when unassigned).",
      resolve: (task) => (task.assigneeId ? globalId("TeamMember", task.assigneeId) : null),
    }),
    assignee: t.relation("assignee", { nullable: true, description: "The team member the task is assigned to." }),
  }),
});

viewerConnection("tasks", "Task");

/**
 * Every task field as optional input (dueDate as an ISO string): the service validates and answers with the form's
 * messages. projectId, clientId and assigneeId are global ids; null means no project / no client / unassigned.
 */
const taskFields = (t: any) => ({
  title: t.string(), description: t.string(), status: t.string(), priority: t.string(),
  projectId: t.globalID({ for: ProjectRef }), clientId: t.globalID({ for: ClientRef }), assigneeId: t.globalID({ for: TeamMemberRef }),
  dueDate: t.field({ type: "Date" }), estimatedHours: t.int(), actualHours: t.int(),
});

/** Inputs that name other records by global id. */
const LINKS = ["projectId", "clientId", "assigneeId"];

const { Payload: TaskPayload } = recordMutations("Task", TaskRef, {
  field: "task", fields: taskFields, versioned: true, links: LINKS, create: createTask, update: updateTask, remove: deleteTask,
});

const SetTaskCompletedInput = builder.inputType("SetTaskCompletedInput", {
  fields: (t) => ({
    id: t.globalID({ required: true, for: TaskRef }),
    completed: t.boolean({ required: true }),
    unchangedSince: t.field({ type: "DateTime", description: UNCHANGED_SINCE_DESCRIPTION }),
  }),
});

builder.mutationField("setTaskCompleted", (t) =>
  t.field({
    type: TaskPayload("SetTaskCompletedPayload"),
    description: "The checkbox: completing sets completedAt to now; reopening sets status pending and completedAt null.",
    args: { input: t.arg({ type: SetTaskCompletedInput, required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ task: await setTaskCompleted(ctx, input.id.id, input.completed, input.unchangedSince ?? undefined) }),
  }),
);
