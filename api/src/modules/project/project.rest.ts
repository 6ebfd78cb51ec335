import type { RestRoute } from "../../rest/registry";
import { createProject, deleteProject, listProjects, toProjectJson, updateProject } from "./project.service";

export const projectRoutes: RestRoute[] = [
  { method: "GET", url: "/api/projects", handler: async (ctx) => (await listProjects(ctx)).map(toProjectJson) },
  { method: "POST", url: "/api/projects", handler: async (ctx, req) => ({ status: 201, body: toProjectJson(await createProject(ctx, req.body)) }) },
  { method: "PUT", url: "/api/projects/:id", handler: async (ctx, req) => toProjectJson(await updateProject(ctx, req.params.id, req.body)) },
  { method: "DELETE", url: "/api/projects/:id", handler: async (ctx, req) => { await deleteProject(ctx, req.params.id); return { status: 204 }; } },
];
