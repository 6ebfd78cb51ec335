import crypto from "node:crypto";
import { CONNECTION_PROVIDER_LABELS } from "@common/integration";
import type { AppResources, ServiceContext } from "../../context";
import { ExternalServiceError, NotFoundError, ValidationError } from "../../errors";
import { secretBoxOf } from "../../infra/secrets";
import { connectionFor, markConnected, markNeedsReconnect, type WorkspaceConnection } from "./integration.connections";
import { isOAuthProvider, OAUTH_DESCRIPTIONS, OAUTH_PROVIDERS, oauthAppOf, type OAuthProvider, type OAuthRequest } from "./integration.providers";

/*
 * Connecting Google, Microsoft and Zoom in one click: OAuth 2.0's authorization code flow with PKCE (S256).
 *
 * The `state` sent to the provider is kept server-side (table oauth_states), not in a cookie: only its SHA-256 is
 * stored, with the SHA-256 of the session that asked, the provider, the PKCE verifier sealed (bound to the row) and
 * an expiry 10 minutes away. The provider's answer deletes the row it names (DELETE ... RETURNING), so a state is used
 * once even when two answers arrive together or on two instances, which a signed cookie alone cannot promise; a state
 * of another session, an expired one or one used already stores nothing (another workspace's is not even found: only
 * the workspace's own states are looked up, so it cannot use up someone else's).
 *
 * The tokens are sealed in the connection ({accessToken, refreshToken, expiresAt}); `accessTokenFor` renews them with
 * the refresh token a minute before they expire and, through `withAccessToken`, once when the API answers 401. A
 * refused refresh marks the connection "needs reconnect" (with the bell); the provider down is an error to retry.
 */

/** What an OAuth connection keeps sealed. */
export interface OAuthSecrets {
  accessToken: string;
  refreshToken: string | null;
  /** epoch milliseconds */
  expiresAt: number;
}

type Res = Pick<AppResources, "prisma" | "config" | "pubsub" | "log">;

const STATE_TTL_MS = 10 * 60_000;
/** unanswered consents kept per workspace */
const MAX_PENDING = 10;
/** an access token expiring within this is renewed before use */
const RENEW_BEFORE_MS = 60_000;
const TIMEOUT_MS = 10_000;

const sha256 = (v: string) => crypto.createHash("sha256").update(v, "utf8").digest("hex");
const nameOf = (p: OAuthProvider) => CONNECTION_PROVIDER_LABELS[p];

/** The redirect URI registered with each platform. */
const redirectUriOf = (res: Pick<AppResources, "config">, provider: OAuthProvider) => `${res.config.publicUrl}/api/integrations/${provider}/callback`;

/** The provider refused the connection's grant: it needs a reconnect (answered 401). */
export class ConnectionRefusedError extends ExternalServiceError {
  constructor(provider: OAuthProvider, detail: string) {
    super(nameOf(provider), `${nameOf(provider)} refused the connection (${detail}): reconnect it in the calendar's integrations`, 401);
    this.name = "ConnectionRefusedError";
  }
}

/** The provider could not be reached or failed (5xx, timeout): try again later; the connection stays as it is. */
class ProviderUnavailableError extends ExternalServiceError {
  constructor(provider: OAuthProvider, detail: string) {
    super(nameOf(provider), `${nameOf(provider)} is not available right now (${detail}): try again later`, 502);
    this.name = "ProviderUnavailableError";
  }
}

/** Which providers this deployment can connect (it has their OAuth app). */
export function oauthAvailability(res: Pick<AppResources, "config">) {
  return OAUTH_PROVIDERS.map((provider) => ({ provider, name: nameOf(provider), available: oauthAppOf(res.config.oauthApps, provider) !== null }));
}

function providerOf(res: Pick<AppResources, "config">, v: string): OAuthProvider {
  if (!isOAuthProvider(v)) throw new NotFoundError("Provider");
  if (!oauthAppOf(res.config.oauthApps, v)) {
    throw new ValidationError({ provider: `${nameOf(v)} cannot be connected on this server: its OAuth app is not configured (ask the administrator)` });
  }
  return v;
}

// ---- HTTP --------------------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  body: unknown;
}

/** One request of the flow; a network failure or a timeout is ProviderUnavailableError. No redirect is followed. */
async function send(provider: OAuthProvider, req: OAuthRequest, bearer?: string): Promise<Answer> {
  const headers: Record<string, string> = { accept: "application/json", ...req.headers };
  if (req.form) headers["content-type"] = "application/x-www-form-urlencoded";
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const host = new URL(req.url).host;
  try {
    const r = await fetch(req.url, {
      method: req.method, headers, body: req.form ? new URLSearchParams(req.form).toString() : undefined,
      redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await r.text();
    let body: unknown = text || null;
    try { if (text) body = JSON.parse(text); } catch { /* kept as text */ }
    return { status: r.status, body };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    throw new ProviderUnavailableError(provider, e?.name === "TimeoutError" ? `no answer from ${host} within ${TIMEOUT_MS / 1000} s` : `could not reach ${host}: ${e?.cause?.code ?? e?.message ?? "failed"}`);
  }
}

const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});
/** The OAuth error code of a token endpoint's answer (RFC 6749 §5.2; Zoom's `reason` as the description). */
const oauthError = (a: Answer) => {
  const b = record(a.body);
  const code = typeof b.error === "string" ? b.error : `HTTP ${a.status}`;
  return { code, description: typeof b.error_description === "string" ? b.error_description.split(/\r?\n/)[0].slice(0, 200) : typeof b.reason === "string" ? b.reason.slice(0, 200) : null };
};

/** The tokens of a successful token answer; `previous` keeps the refresh token when the provider sends none. */
function tokensOf(provider: OAuthProvider, a: Answer, asked: number, previousRefresh: string | null): OAuthSecrets {
  const b = record(a.body);
  if (typeof b.access_token !== "string" || !b.access_token) throw new ProviderUnavailableError(provider, "the token endpoint answered without an access_token");
  const seconds = Number(b.expires_in) > 0 ? Number(b.expires_in) : 3600;
  return { accessToken: b.access_token, refreshToken: typeof b.refresh_token === "string" && b.refresh_token ? b.refresh_token : previousRefresh, expiresAt: asked + seconds * 1000 };
}

// ---- connect and callback ------------------------------------------------------------------------------------------

/**
 * GET /api/integrations/{provider}/connect: the state stored for this session, the provider's consent page's URL
 * answered (the route redirects there).
 */
export async function startConnect(ctx: ServiceContext, sid: string, providerName: string): Promise<string> {
  const provider = providerOf(ctx, providerName);
  const app = oauthAppOf(ctx.config.oauthApps, provider)!;
  const d = OAUTH_DESCRIPTIONS[provider] as (typeof OAUTH_DESCRIPTIONS)[OAuthProvider];
  const state = crypto.randomBytes(32).toString("base64url");
  const verifier = crypto.randomBytes(48).toString("base64url");
  const challenge = crypto.createHash("sha256").update(verifier, "ascii").digest("base64url");
  const id = crypto.randomUUID();
  const now = Date.now();
  // this workspace's attempts that were never answered go (bounded by the 10 minutes each lives)
  await ctx.prisma.oAuthState.deleteMany({ where: { userId: ctx.viewer.id, expiresAt: { lt: new Date(now) } } });
  await ctx.prisma.oAuthState.create({ data: {
    id, stateHash: sha256(state), userId: ctx.viewer.id, sessionHash: sha256(sid), provider,
    verifier: secretBoxOf(ctx.config).seal(id, verifier), expiresAt: new Date(now + STATE_TTL_MS),
  } });
  // at most MAX_PENDING unanswered attempts per workspace: the oldest go (a page opened many times cannot grow the table)
  await ctx.prisma.$executeRaw`
    DELETE FROM oauth_states WHERE "userId" = ${ctx.viewer.id}::uuid AND id NOT IN (
      SELECT id FROM oauth_states WHERE "userId" = ${ctx.viewer.id}::uuid ORDER BY "createdAt" DESC, id DESC LIMIT ${MAX_PENDING})`;
  const url = new URL((d.authorizeUrl as (a: typeof app) => string)(app));
  const params = {
    response_type: "code", client_id: app.clientId, redirect_uri: redirectUriOf(ctx, provider), scope: d.scopes.join(" "),
    state, code_challenge: challenge, code_challenge_method: "S256", ...d.authorizeParams,
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

/** Where the callback sends the browser: the calendar, with what happened. */
const done = (provider: OAuthProvider) => `/calendar?${new URLSearchParams({ integration: "connected", provider })}`;
/** Where the calendar says a connection failed, and why. */
export const failed = (provider: string, reason: string) => `/calendar?${new URLSearchParams({ integration: "error", provider, reason })}`;

/**
 * GET /api/integrations/{provider}/callback?code&state (or ?error=...): the state checked and used up, the code
 * exchanged with the PKCE verifier, the account's name read, the connection stored with its tokens sealed. Answers the
 * address the browser goes to; nothing is stored when anything is refused.
 */
export async function finishConnect(ctx: ServiceContext, sid: string, providerName: string, query: Record<string, string | undefined>): Promise<string> {
  if (!isOAuthProvider(providerName) || !oauthAppOf(ctx.config.oauthApps, providerName)) return failed(providerName, "This provider cannot be connected on this server");
  const provider = providerName;
  const name = nameOf(provider);
  const stateValue = typeof query.state === "string" ? query.state : "";
  const rows = stateValue
    ? await ctx.prisma.$queryRaw<{ id: string; userId: string; sessionHash: string; provider: string; verifier: string; expiresAt: Date }[]>`
        DELETE FROM oauth_states WHERE "stateHash" = ${sha256(stateValue)} AND "userId" = ${ctx.viewer.id}::uuid
        RETURNING id, "userId", "sessionHash", provider, verifier, "expiresAt"`
    : [];
  const row = rows[0];
  if (!row || row.provider !== provider) return failed(provider, "This connection attempt is unknown or was already used: connect again");
  if (row.userId !== ctx.viewer.id || row.sessionHash !== sha256(sid)) return failed(provider, "This connection attempt was started in another session: connect again");
  if (row.expiresAt.getTime() < Date.now()) return failed(provider, "This connection attempt expired: connect again");
  if (query.error) {
    return failed(provider, query.error === "access_denied" ? `${name} was not given access` : `${name} refused: ${String(query.error).slice(0, 100)}`);
  }
  if (!query.code) return failed(provider, `${name} answered without a code`);
  // a connection that needs a reconnect is renewed in place by a new consent; a working one is not replaced
  const existing = await ctx.prisma.connection.findUnique({ where: { userId_provider: { userId: ctx.viewer.id, provider } }, select: { id: true, status: true, secrets: true } });
  if (existing?.status === "connected") return failed(provider, `${name} is connected already: disconnect it first`);

  const app = oauthAppOf(ctx.config.oauthApps, provider)!;
  const d = OAUTH_DESCRIPTIONS[provider] as (typeof OAUTH_DESCRIPTIONS)[OAuthProvider];
  const verifier = secretBoxOf(ctx.config).open<string>(row.id, row.verifier);
  const asked = Date.now();
  let tokens: OAuthSecrets;
  let label: string | null;
  try {
    const answer = await send(provider, (d.tokenRequest as (a: typeof app, f: Record<string, string>) => OAuthRequest)(app, {
      grant_type: "authorization_code", code: query.code, redirect_uri: redirectUriOf(ctx, provider), code_verifier: verifier,
    }));
    if (answer.status < 200 || answer.status > 299) {
      const e = oauthError(answer);
      ctx.log.warn({ provider, status: answer.status, error: e.code }, "OAuth code exchange refused");
      return failed(provider, `${name} refused the code (${e.code}): connect again`);
    }
    tokens = tokensOf(provider, answer, asked, null);
    let me: unknown = null;
    if (d.labelRequest) {
      const a = await send(provider, (d.labelRequest as (a: typeof app) => OAuthRequest)(app), tokens.accessToken);
      if (a.status >= 200 && a.status < 300) me = a.body;
    }
    label = d.labelOf(record(answer.body), me);
  } catch (e) {
    if (e instanceof ProviderUnavailableError) return failed(provider, e.message);
    throw e;
  }
  if (existing) {
    // only if it is still the row read above (a disconnect or another reconnect meanwhile wins)
    const { count } = await ctx.prisma.connection.updateMany({
      where: { id: existing.id, userId: ctx.viewer.id, secrets: existing.secrets },
      data: { label: (label ?? `${name} account`).slice(0, 300), scopes: d.scopes, status: "connected", error: null, secrets: secretBoxOf(ctx.config).seal(existing.id, tokens) },
    });
    return count ? done(provider) : failed(provider, `${name} changed meanwhile: connect again`);
  }
  const id = crypto.randomUUID();
  try {
    await ctx.prisma.connection.create({ data: {
      id, userId: ctx.viewer.id, provider, label: (label ?? `${name} account`).slice(0, 300), scopes: d.scopes,
      secrets: secretBoxOf(ctx.config).seal(id, tokens),
    } });
  } catch (e) {
    if ((e as { code?: string }).code === "P2002") return failed(provider, `${name} is connected already: disconnect it first`);
    throw e;
  }
  return done(provider);
}

// ---- tokens kept fresh ---------------------------------------------------------------------------------------------

/** Renewals under way in this process, by connection: two callers share one refresh. */
const renewing = new Map<string, Promise<OAuthSecrets>>();

/**
 * A valid access token of the connection: the stored one while it lives more than a minute; otherwise (or with
 * `force`, after the API refused it) a new one from the refresh token, saved before it is used. The refresh is
 * serialized: in this process one at a time per connection, and across processes by compare-and-set on the sealed
 * value (a row renewed meanwhile by another instance is taken as it is, its rotated refresh token kept). A refused
 * refresh marks the connection "needs reconnect" and throws ConnectionRefusedError; the provider down throws
 * ProviderUnavailableError and changes nothing.
 */
export async function accessTokenFor(res: Res, connection: Pick<WorkspaceConnection, "id" | "provider">, opts: { force?: boolean } = {}): Promise<string> {
  const provider = connection.provider as OAuthProvider;
  if (!isOAuthProvider(provider)) throw new RangeError(`${connection.provider} is not an OAuth provider`);
  const row = await res.prisma.connection.findUnique({ where: { id: connection.id }, select: { secrets: true, status: true } });
  if (!row) throw new ValidationError({ provider: `Connect ${nameOf(provider)} first` });
  const secrets = secretBoxOf(res.config).open<OAuthSecrets>(connection.id, row.secrets);
  if (!opts.force && secrets.expiresAt - Date.now() > RENEW_BEFORE_MS) return secrets.accessToken;
  let pending = renewing.get(connection.id);
  if (!pending) {
    pending = renew(res, connection.id, provider, row.secrets, secrets).finally(() => renewing.delete(connection.id));
    renewing.set(connection.id, pending);
  }
  return (await pending).accessToken;
}

async function renew(res: Res, id: string, provider: OAuthProvider, sealed: string, secrets: OAuthSecrets): Promise<OAuthSecrets> {
  const box = secretBoxOf(res.config);
  const app = oauthAppOf(res.config.oauthApps, provider);
  if (!app) throw new ValidationError({ provider: `${nameOf(provider)} cannot be connected on this server: its OAuth app is not configured` });
  if (!secrets.refreshToken) {
    await markNeedsReconnect(res, id, "no refresh token was given");
    throw new ConnectionRefusedError(provider, "no refresh token");
  }
  const d = OAUTH_DESCRIPTIONS[provider] as (typeof OAUTH_DESCRIPTIONS)[OAuthProvider];
  const asked = Date.now();
  const answer = await send(provider, (d.tokenRequest as (a: typeof app, f: Record<string, string>) => OAuthRequest)(app, { grant_type: "refresh_token", refresh_token: secrets.refreshToken }));
  if (answer.status >= 500 || answer.status === 429) throw new ProviderUnavailableError(provider, `its token endpoint answered HTTP ${answer.status}`);
  if (answer.status < 200 || answer.status > 299) {
    // another instance may have renewed (and rotated) meanwhile: its tokens are the connection's now
    const now = await res.prisma.connection.findUnique({ where: { id }, select: { secrets: true } });
    if (now && now.secrets !== sealed) return box.open<OAuthSecrets>(id, now.secrets);
    const e = oauthError(answer);
    const why = e.description ? `${e.code}: ${e.description}` : e.code;
    await markNeedsReconnect(res, id, `the refresh was refused (${why})`);
    throw new ConnectionRefusedError(provider, e.code);
  }
  const next = tokensOf(provider, answer, asked, secrets.refreshToken);
  const { count } = await res.prisma.connection.updateMany({ where: { id, secrets: sealed }, data: { secrets: box.seal(id, next) } });
  if (!count) {
    const now = await res.prisma.connection.findUnique({ where: { id }, select: { secrets: true } });
    // renewed by another instance meanwhile: keep its row (its refresh token is the one the provider knows last)
    if (now) return box.open<OAuthSecrets>(id, now.secrets);
    throw new ValidationError({ provider: `Connect ${nameOf(provider)} first` });
  }
  await markConnected(res, id);
  return next;
}

/**
 * Runs an API request of the connection with its access token: when the API answers 401, once more with a renewed
 * token; a second 401 marks the connection "needs reconnect". For the meeting platforms, and the calendar sync later.
 */
export async function withAccessToken<T extends { status: number }>(res: Res, connection: Pick<WorkspaceConnection, "id" | "provider">, call: (token: string) => Promise<T>): Promise<T> {
  const first = await call(await accessTokenFor(res, connection));
  if (first.status !== 401) return first;
  const second = await call(await accessTokenFor(res, connection, { force: true }));
  if (second.status === 401) {
    await markNeedsReconnect(res, connection.id, "the API refused a renewed access token (401)");
    throw new ConnectionRefusedError(connection.provider as OAuthProvider, "401");
  }
  return second;
}

// ---- disconnect ----------------------------------------------------------------------------------------------------

/**
 * Before a disconnect deletes the row: the grant is revoked where the provider allows it (Google, Zoom; Microsoft has
 * no revoke endpoint). A revoke that fails is logged and the disconnect goes on.
 */
export async function revokeGrant(res: Pick<AppResources, "config" | "log">, c: { id: string; provider: string; secrets: string }): Promise<void> {
  if (!isOAuthProvider(c.provider)) return;
  const provider = c.provider;
  const d = OAUTH_DESCRIPTIONS[provider] as (typeof OAUTH_DESCRIPTIONS)[OAuthProvider];
  const app = oauthAppOf(res.config.oauthApps, provider);
  if (!d.revokeRequest || !app) return;
  try {
    const s = secretBoxOf(res.config).open<OAuthSecrets>(c.id, c.secrets);
    const token = s.refreshToken ?? s.accessToken;
    const a = await send(provider, (d.revokeRequest as (a: typeof app, t: string) => OAuthRequest)(app, token));
    if (a.status < 200 || a.status > 299) res.log.warn({ provider, connection: c.id, status: a.status, error: oauthError(a).code }, "revoking the grant failed; the connection is deleted anyway");
  } catch (err) {
    res.log.warn({ provider, connection: c.id, reason: (err as Error).message }, "revoking the grant failed; the connection is deleted anyway");
  }
}
