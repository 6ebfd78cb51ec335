import { apiTokenSchema, MAX_API_TOKENS, type ApiTokenScope } from "@common/api-token";
import type { ServiceContext } from "../../context";
import type { ApiToken } from "../../generated/prisma/client";
import { NotFoundError, ValidationError } from "../../errors";
import { ownedWhere } from "../../tenancy";
import { validateInput } from "../../validation";
import { newApiToken } from "../../auth/tokens";
import { publishCredentialEnded, tokenKey } from "../../pubsub";
import { TAKES_TURNS } from "../../db/prisma";

/*
 * The workspace's API tokens. Only a signed-in session manages them (REST `sessionOnly`, GraphQL `sessionOnly`
 * fields): a token can neither list, mint nor revoke tokens. A token is shown once, in the answer that creates it;
 * only its SHA-256 and its first characters are stored (auth/tokens.ts).
 */

/** The workspace's tokens, newest first (expired ones too: the list says they have expired). */
export function listApiTokens(ctx: ServiceContext): Promise<ApiToken[]> {
  return ctx.prisma.apiToken.findMany({ where: { userId: ctx.viewer.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

/** A new token: the record and the token itself, which nothing shows again. */
export async function createApiToken(ctx: ServiceContext, input: unknown): Promise<{ record: ApiToken; token: string }> {
  const v = validateInput(apiTokenSchema, input);
  const { token, hash, prefix } = newApiToken();
  // the workspace's creations take turns on its user row, so each counts what the one before it wrote (a count in the
  // insert's own statement is not enough: two statements at once both see the count from before either insert)
  const rows = await ctx.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM users WHERE id = ${ctx.viewer.id}::uuid FOR NO KEY UPDATE`;
    return tx.$queryRaw<ApiToken[]>`
      INSERT INTO api_tokens ("userId", name, scope, prefix, "tokenHash", "expiresAt")
      SELECT ${ctx.viewer.id}::uuid, ${v.name}, ${v.scope}, ${prefix}, ${hash}, ${v.expiresAt}::timestamptz
      WHERE (SELECT count(*) FROM api_tokens WHERE "userId" = ${ctx.viewer.id}::uuid) < ${MAX_API_TOKENS}
      RETURNING *`;
  }, TAKES_TURNS);
  if (!rows[0]) throw new ValidationError({ name: `A workspace holds at most ${MAX_API_TOKENS} API tokens: revoke one first` });
  return { record: rows[0], token };
}

/**
 * Revokes a token: deleted, then published as a sign-out is, so every instance forgets it and its sockets close
 * before the answer (a foreign or unknown id is not found).
 */
export async function revokeApiToken(ctx: ServiceContext, id: string): Promise<{ id: string }> {
  const { count } = await ctx.prisma.apiToken.deleteMany({ where: ownedWhere(ctx, id) });
  if (!count) throw new NotFoundError("API token");
  await publishCredentialEnded(ctx.pubsub, tokenKey(id));
  return { id };
}

/** A token's REST JSON (never its hash). */
export function toApiTokenJson(t: ApiToken) {
  return {
    id: t.id, name: t.name, scope: t.scope as ApiTokenScope, prefix: t.prefix,
    expiresAt: t.expiresAt?.toISOString() ?? null, lastUsedAt: t.lastUsedAt?.toISOString() ?? null, createdAt: t.createdAt.toISOString(),
  };
}
