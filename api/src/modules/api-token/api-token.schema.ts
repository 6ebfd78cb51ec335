import { builder } from "../../graphql/builder";
import { mutationResult } from "../../graphql/errors";
import { NotFoundError } from "../../errors";
import { globalId } from "../../graphql/util";
import { SESSION_ONLY_FIELD } from "../../graphql/token-scope";
import { API_TOKEN_SCOPES } from "@common/api-token";
import { createApiToken, listApiTokens, revokeApiToken } from "./api-token.service";

const ApiTokenScope = builder.enumType("ApiTokenScope", { values: API_TOKEN_SCOPES });

// not a Node: a token's record is read in the workspace's list only, never looked up by id (and never by a token)
const ApiTokenRef = builder.prismaObject("ApiToken", {
  description: "An API token of the workspace (its value is shown once, when it is created).",
  fields: (t) => ({
    id: t.id({ resolve: (r) => globalId("ApiToken", r.id) }),
    name: t.exposeString("name"),
    scope: t.field({ type: ApiTokenScope, resolve: (r) => r.scope as typeof ApiTokenScope.$inferType }),
    prefix: t.exposeString("prefix", { description: "The token's first characters, to tell tokens apart." }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", nullable: true }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true, description: "Written at most once a minute." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectField("User", "apiTokens", (t) =>
  t.prismaField({
    type: ["ApiToken"],
    description: "The workspace's API tokens, newest first (a signed-in session only).",
    extensions: SESSION_ONLY_FIELD,
    resolve: (_query, _user, _args, ctx) => listApiTokens(ctx),
  }),
);

const CreateApiTokenPayload = builder.objectRef<{ record: { id: string }; token: string }>("CreateApiTokenPayload").implement({
  fields: (t) => ({
    apiToken: t.prismaField({ type: ApiTokenRef, resolve: (_query, p) => p.record as never }),
    token: t.exposeString("token", { description: "The token itself: shown this once, never again." }),
  }),
});

builder.mutationField("createApiToken", (t) =>
  t.field({
    type: CreateApiTokenPayload,
    extensions: SESSION_ONLY_FIELD,
    args: {
      input: t.arg({ required: true, type: builder.inputType("CreateApiTokenInput", {
        fields: (f) => ({ name: f.string(), scope: f.string(), expiresAt: f.string({ description: "ISO-8601; none: never expires" }) }),
      }) }),
    },
    errors: mutationResult,
    resolve: (_root, { input }, ctx) => createApiToken(ctx, input),
  }),
);

builder.mutationField("revokeApiToken", (t) =>
  t.field({
    type: builder.objectRef<{ id: string }>("RevokeApiTokenPayload").implement({
      fields: (p) => ({ revokedApiTokenId: p.id({ resolve: (r) => globalId("ApiToken", r.id) }) }),
    }),
    extensions: SESSION_ONLY_FIELD,
    args: {
      input: t.arg({ required: true, type: builder.inputType("RevokeApiTokenInput", {
        fields: (f) => ({ id: f.globalID({ required: true }) }),
      }) }),
    },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => {
      // a global id of another type names no token
      if (input.id.typename !== "ApiToken") throw new NotFoundError("API token");
      return revokeApiToken(ctx, input.id.id);
    },
  }),
);
