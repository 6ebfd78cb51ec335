import type { RestRoute } from "../../rest/registry";
import { createTask, deleteTask, listTasks, toTaskJson, updateTask } from "./task.service";

export const taskRoutes: RestRoute[] = [
  { method: "GET", url: "/api/tasks", handler: async (ctx) => (await listTasks(ctx)).map(toTaskJson) },
  { method: "POST", url: "/api/tasks", handler: async (ctx, req) => ({ status: 201, body: toTaskJson(await createTask(ctx, req.body)) }) },
  // also the checkbox toggle, which sends only { status, completedAt }
  { method: "PUT", url: "/api/tasks/:id", handler: async (ctx, req) => toTaskJson(await updateTask(ctx, req.params.id, req.body)) },
  { method: "DELETE", url: "/api/tasks/:id", handler: async (ctx, req) => { await deleteTask(ctx, req.params.id); return { status: 204 }; } },
];
