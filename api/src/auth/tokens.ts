import crypto from "node:crypto";
import type { Pool } from "pg";
import { API_TOKEN_PREFIX, type ApiTokenScope } from "@common/api-token";
import type { User } from "../generated/prisma/client";
import type { AppResources, TokenGrant, Viewer } from "../context";
import type { Limit, Limits } from "../infra/limits";
import { VIEWER_COLUMNS } from "./viewer";

/*
 * API tokens: `Authorization: Bearer cf_<43 characters>` acts for the token's workspace, with its scope. A token is
 * 32 random bytes (base64url) after a recognisable prefix; only its SHA-256 is stored, so the database never holds a
 * usable token. A request names its token by that hash (a unique index), and the stored hash is compared again in
 * constant time. Revoking deletes the row and is published as a sign-out is (`publishCredentialEnded` with
 * `tokenKey`): every instance's cache forgets it and its sockets close.
 */

/** The 403 of a write made with a read-only token (REST, and a GraphQL mutation). */
export const READ_ONLY_TOKEN = "This API token is read-only";
/** The 403 of an API token calling what a signed-in session alone may (managing the tokens themselves). */
export const SESSION_ONLY = "API tokens are managed in the app: sign in to use this";
/**
 * The 403 of an API token asking for a credential that would outlive it (the calendar feed's secret address, a
 * webhook and its signing secret): what a token obtains must end with its revocation.
 */
export const CREDENTIALS_SESSION_ONLY = "An API token cannot read or create credentials (the calendar feed's address, webhooks and their secrets): sign in to the app to do this";

const TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

/** Characters of a token shown in lists (the prefix and 8 more): enough to tell tokens apart, far too few to use. */
const SHOWN = API_TOKEN_PREFIX.length + 8;

export const hashToken = (token: string): string => crypto.createHash("sha256").update(token).digest("hex");

/** A fresh token, its hash (what is stored) and the part of it lists show. */
export function newApiToken(): { token: string; hash: string; prefix: string } {
  const token = `${API_TOKEN_PREFIX}${crypto.randomBytes(32).toString("base64url")}`;
  return { token, hash: hashToken(token), prefix: token.slice(0, SHOWN) };
}

/**
 * The token of an `Authorization` header (`Bearer <token>`, any case), or null: any other scheme or a malformed
 * token. A request with the header never falls back to its cookie.
 */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== "string") return null;
  const m = /^bearer\s+(\S+)\s*$/i.exec(header);
  return m && TOKEN_PATTERN.test(m[1]) ? m[1] : null;
}

/**
 * The workspace and grant of a token by its hash (one prepared statement joining the token to its user), or null for
 * an unknown, revoked (deleted) or expired token. `expire` is when the token stops working (null: never).
 */
export async function loadToken(pool: Pool, hash: string): Promise<{ viewer: Viewer; grant: TokenGrant; expire: Date | null } | null> {
  const r = await pool.query<User & { tokenId: string; scope: ApiTokenScope; tokenHash: string; tokenExpire: Date | null }>({
    name: "load-api-token",
    text: `SELECT ${VIEWER_COLUMNS}, t.id::text AS "tokenId", t.scope, t."tokenHash", t."expiresAt" AS "tokenExpire"
           FROM api_tokens t JOIN users u ON u.id = t."userId"
           WHERE t."tokenHash" = $1 AND (t."expiresAt" IS NULL OR t."expiresAt" > now())`,
    values: [hash],
  });
  const row = r.rows[0];
  if (!row || !sameHash(row.tokenHash, hash)) return null;
  const { tokenId, scope, tokenHash: _hash, tokenExpire, ...user } = row;
  return { viewer: { id: user.id, email: user.email, user }, grant: { id: tokenId, scope }, expire: tokenExpire };
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Which of these tokens still exist and have not expired (one statement). */
export async function liveTokenIds(pool: Pool, ids: string[]): Promise<Set<string>> {
  const r = await pool.query<{ id: string }>(`SELECT id::text AS id FROM api_tokens WHERE id = ANY($1::uuid[]) AND ("expiresAt" IS NULL OR "expiresAt" > now())`, [ids]);
  return new Set(r.rows.map((row) => row.id));
}

const requestLimits = new WeakMap<Limits, Limit>();

/**
 * The requests a token may make per minute (`config.apiTokenRequestsPerMinute`), one limit shared by HTTP and the
 * WebSocket (through the app's limiter, so across instances with Redis).
 */
export function tokenRequestLimit(res: Pick<AppResources, "limits" | "config">): Limit {
  let limit = requestLimits.get(res.limits);
  if (!limit) {
    limit = res.limits.limit("api-token-requests", { points: res.config.apiTokenRequestsPerMinute, windowSeconds: 60 });
    requestLimits.set(res.limits, limit);
  }
  return limit;
}

/** The answer past a token's rate limit. */
export const tooManyTokenRequests = (perMinute: number) => `Too many requests with this API token (at most ${perMinute} a minute)`;

/** How often a token's `lastUsedAt` is written at most. */
const LAST_USED_EVERY_MS = 60_000;
const LAST_USED_MAX_ENTRIES = 10_000;

/**
 * Records that tokens were used, at most once a minute per token: this instance remembers when it last wrote each,
 * and the write itself is conditional, so several instances together still write about once a minute. Never awaited
 * by a request and never fails one.
 */
export class TokenUse {
  private readonly written = new Map<string, number>();

  constructor(private readonly pool: Pool, private readonly log: { warn(obj: object, msg: string): void }) {}

  note(tokenId: string): void {
    const now = Date.now();
    const last = this.written.get(tokenId);
    if (last !== undefined && now - last < LAST_USED_EVERY_MS) return;
    if (this.written.size >= LAST_USED_MAX_ENTRIES) this.written.delete(this.written.keys().next().value!);
    this.written.delete(tokenId);
    this.written.set(tokenId, now);
    this.pool.query({
      name: "api-token-used",
      text: `UPDATE api_tokens SET "lastUsedAt" = now() WHERE id = $1 AND ("lastUsedAt" IS NULL OR "lastUsedAt" < now() - interval '1 minute')`,
      values: [tokenId],
    }).catch((e: unknown) => this.log.warn({ err: e }, "an API token's last use could not be written"));
  }
}
