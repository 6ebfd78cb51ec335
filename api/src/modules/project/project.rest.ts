import { PRIORITIES, PROJECT_STATUSES, projectSchema } from "@common/project";
import { recordRoutes } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { createProject, deleteProject, listProjects, toProjectJson, updateProject } from "./project.service";

/** A project as REST answers it (toProjectJson). */
const projectJson = servedBy(j.object({
  id: j.uuid(), userId: j.uuid(), clientId: j.uuid(), name: j.string(), description: j.nullable(j.string()),
  status: j.enum(PROJECT_STATUSES), priority: j.enum(PRIORITIES),
  startDate: j.nullable(j.day()), dueDate: j.nullable(j.day()), completedAt: j.nullable(j.dateTime()),
  budget: j.nullable(j.money()), actualCost: j.nullable(j.money()), progress: j.integer("Percent done, 0 to 100"),
  createdAt: j.dateTime(), updatedAt: j.dateTime(),
}, "Project"), toProjectJson);

export const projectRoutes = recordRoutes("/api/projects", {
  list: listProjects, create: createProject, update: updateProject, remove: deleteProject, toJson: toProjectJson, json: projectJson, versioned: true,
  doc: { name: "project", schema: projectSchema, errors: { create: [404], update: [404] } },
});
