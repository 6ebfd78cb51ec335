import type { RestRoute } from "../../rest/registry";
import { createClient, deleteClient, listClients, toClientJson, updateClient } from "./client.service";

export const clientRoutes: RestRoute[] = [
  { method: "GET", url: "/api/clients", handler: async (ctx) => (await listClients(ctx)).map(toClientJson) },
  { method: "POST", url: "/api/clients", handler: async (ctx, req) => ({ status: 201, body: toClientJson(await createClient(ctx, req.body)) }) },
  { method: "PUT", url: "/api/clients/:id", handler: async (ctx, req) => toClientJson(await updateClient(ctx, req.params.id, req.body)) },
  { method: "DELETE", url: "/api/clients/:id", handler: async (ctx, req) => { await deleteClient(ctx, req.params.id); return { status: 204 }; } },
];
