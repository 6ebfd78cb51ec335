import { builder } from "../../graphql/builder";
import { ownedNode, recordMutations, viewerConnection } from "../../graphql/records";
import { ClientRef } from "../client";
import { PRIORITIES, PROJECT_STATUSES } from "@common/project";
import { createProject, deleteProject, updateProject } from "./project.service";
import { definePageModel } from "../../db/pages";

const ProjectStatus = builder.enumType("ProjectStatus", { values: PROJECT_STATUSES });
export const Priority = builder.enumType("Priority", { values: PRIORITIES });

// the page reader's model of this module's records (db/pages.ts)
definePageModel("Project", { table: "projects" });

export const ProjectRef = builder.prismaNode("Project", {
  ...ownedNode,
  fields: (t) => ({
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    status: t.field({ type: ProjectStatus, resolve: (r) => r.status as typeof ProjectStatus.$inferType }),
    priority: t.field({ type: Priority, resolve: (r) => r.priority as typeof Priority.$inferType }),
    startDate: t.expose("startDate", { type: "Date", nullable: true }),
    dueDate: t.expose("dueDate", { type: "Date", nullable: true }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
    budget: t.expose("budget", { type: "Decimal", nullable: true }),
    actualCost: t.expose("actualCost", { type: "Decimal", nullable: true }),
    progress: t.exposeInt("progress"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    client: t.relation("client"),
  }),
});

viewerConnection("projects", "Project");

/**
 * Every project field as optional input (money and dates as strings, as the form sends them): the service validates
 * and answers with the form's messages. clientId is the client's global id.
 */
const projectFields = (t: any) => ({
  name: t.string(), clientId: t.globalID({ for: ClientRef }), description: t.string(), status: t.string(), priority: t.string(),
  startDate: t.field({ type: "Date" }), dueDate: t.field({ type: "Date" }), budget: t.string(), actualCost: t.string(), progress: t.int(),
});

/** Inputs that name other records by global id. */
const LINKS = ["clientId"];

recordMutations("Project", ProjectRef, {
  field: "project", fields: projectFields, versioned: true, links: LINKS, create: createProject, update: updateProject, remove: deleteProject,
});
