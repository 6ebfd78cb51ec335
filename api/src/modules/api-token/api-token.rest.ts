import type { RestRoute } from "../../rest/registry";
import { createApiToken, listApiTokens, revokeApiToken, toApiTokenJson } from "./api-token.service";

// a signed-in session only: an API token calling these gets 403
export const apiTokenRoutes: RestRoute[] = [
  { method: "GET", url: "/api/tokens", sessionOnly: true, handler: async (ctx) => (await listApiTokens(ctx)).map(toApiTokenJson) },
  {
    method: "POST", url: "/api/tokens", sessionOnly: true,
    handler: async (ctx, req) => {
      const { record, token } = await createApiToken(ctx, req.body);
      return { status: 201, body: { ...toApiTokenJson(record), token } };
    },
  },
  { method: "DELETE", url: "/api/tokens/:id", sessionOnly: true, handler: async (ctx, req) => { await revokeApiToken(ctx, req.params.id); return { status: 204 }; } },
];
