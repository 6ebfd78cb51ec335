import { API_TOKEN_SCOPES, apiTokenSchema } from "@common/api-token";
import type { RestRoute } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { createApiToken, listApiTokens, revokeApiToken, toApiTokenJson } from "./api-token.service";

const tokenFields = {
  id: j.uuid(), name: j.string(), scope: j.enum(API_TOKEN_SCOPES), prefix: j.string("The token's first characters, to tell it apart"),
  expiresAt: j.nullable(j.dateTime()), lastUsedAt: j.nullable(j.dateTime()), createdAt: j.dateTime(),
};

/** A token as REST answers it (toApiTokenJson): never the token itself, but in the answer that created it. */
const apiTokenJson = servedBy(j.object(tokenFields, "ApiToken"), toApiTokenJson);
const createdTokenJson = servedBy(j.object({ ...tokenFields, token: j.string("The token (`cf_...`), shown this once") }, "NewApiToken"),
  (created: Awaited<ReturnType<typeof createApiToken>>) => ({ ...toApiTokenJson(created.record), token: created.token }));

const tag = "API tokens";
const onlySignedIn = "A signed-in session only: an API token calling it gets 403.";

// a signed-in session only: an API token calling these gets 403
export const apiTokenRoutes: RestRoute[] = [
  {
    method: "GET", url: "/api/tokens", sessionOnly: true,
    doc: { summary: "List the workspace's API tokens (name, prefix, scope, last use, expiry; never the token)", description: onlySignedIn, tag, errors: [403], response: j.array(apiTokenJson) },
    handler: async (ctx) => (await listApiTokens(ctx)).map(toApiTokenJson),
  },
  {
    method: "POST", url: "/api/tokens", sessionOnly: true,
    doc: {
      summary: "Create an API token; the answer's `token` is shown this once", tag, body: apiTokenSchema, status: 201, errors: [403, 409], response: createdTokenJson,
      description: `${onlySignedIn} Use the token as \`Authorization: Bearer <token>\`.`,
    },
    handler: async (ctx, req) => {
      const { record, token } = await createApiToken(ctx, req.body);
      return { status: 201, body: { ...toApiTokenJson(record), token } };
    },
  },
  {
    method: "DELETE", url: "/api/tokens/:id", sessionOnly: true,
    doc: { summary: "Revoke an API token (at once, on every instance; its WebSockets close)", description: onlySignedIn, tag, status: 204, errors: [403] },
    handler: async (ctx, req) => { await revokeApiToken(ctx, req.params.id); return { status: 204 }; },
  },
];
