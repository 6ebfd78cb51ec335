import { projectSchema } from "@common/project";
import { recordRoutes } from "../../rest/registry";
import { createProject, deleteProject, listProjects, toProjectJson, updateProject } from "./project.service";

export const projectRoutes = recordRoutes("/api/projects", {
  list: listProjects, create: createProject, update: updateProject, remove: deleteProject, toJson: toProjectJson, versioned: true,
  doc: { name: "project", schema: projectSchema },
});
