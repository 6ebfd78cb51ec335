import crypto from "node:crypto";
import type { Pool } from "pg";
import type { PrismaClient } from "../db/prisma";
import type { User } from "../generated/prisma/client";
import type { TokenGrant, Viewer } from "../context";
import { sessionKey, tokenKey, type PubSub, type SessionChange } from "../pubsub";
import { loadToken } from "./tokens";
import { VIEWER_COLUMNS } from "./viewer";

const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

export interface SessionCookieOptions {
  secret: string;
  /** served over https: the cookie is Secure and named with the `__Host-` prefix */
  secure: boolean;
}

/**
 * Over https the cookie is `__Host-sid`: the browser then accepts it only with Secure, Path=/ and no Domain, so
 * neither a sibling subdomain nor a plain-http page can plant or overwrite a session. Over http (local use) `sid`.
 */
const cookieName = (opts: Pick<SessionCookieOptions, "secure">) => (opts.secure ? "__Host-sid" : "sid");

export function sign(value: string, secret: string): string {
  return crypto.createHmac("sha256", secret).update(value).digest("base64url").slice(0, 32);
}

export function verifySigned(value: string, mac: string, secret: string): boolean {
  const a = Buffer.from(mac);
  const b = Buffer.from(sign(value, secret));
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The raw value of one cookie from a Cookie header. */
export function readCookie(cookieHeader: string | undefined, name: string): string | null {
  for (const part of cookieHeader?.split(";") ?? []) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try { return decodeURIComponent(part.slice(eq + 1).trim()); } catch { return null; }
    }
  }
  return null;
}

/**
 * The session id of a Cookie header, read under the cookie name of the mode only. The cookie holds `<sid>.<hmac>`,
 * so a forged or truncated value is rejected before any database read.
 */
export function readSessionCookie(cookieHeader: string | undefined, opts: SessionCookieOptions): string | null {
  const value = readCookie(cookieHeader, cookieName(opts));
  const dot = value?.lastIndexOf(".") ?? -1;
  if (!value || dot <= 0) return null;
  const sid = value.slice(0, dot);
  return verifySigned(sid, value.slice(dot + 1), opts.secret) ? sid : null;
}

export function sessionCookie(sid: string, opts: SessionCookieOptions): string {
  return [`${cookieName(opts)}=${encodeURIComponent(`${sid}.${sign(sid, opts.secret)}`)}`, "Path=/", "HttpOnly", "SameSite=Lax",
    `Max-Age=${Math.floor(SESSION_TTL_MS / 1000)}`, ...(opts.secure ? ["Secure"] : [])].join("; ");
}

export function clearedSessionCookie(opts: SessionCookieOptions): string {
  return [`${cookieName(opts)}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0", ...(opts.secure ? ["Secure"] : [])].join("; ");
}

/** The session cookie settings of a configuration. */
export const sessionCookieOptions = (config: { sessionSecret: string; secureCookies: boolean }): SessionCookieOptions =>
  ({ secret: config.sessionSecret, secure: config.secureCookies });

/** Starts a session with a fresh id (never reuses the one the browser sent). */
export async function createSession(prisma: PrismaClient, userId: string): Promise<string> {
  const sid = crypto.randomBytes(32).toString("base64url");
  await prisma.session.create({ data: { sid, sess: { userId, createdAt: new Date().toISOString() }, expire: new Date(Date.now() + SESSION_TTL_MS) } });
  return sid;
}

export async function destroySession(prisma: PrismaClient, sid: string): Promise<void> {
  await prisma.session.deleteMany({ where: { sid } });
}

/**
 * One prepared statement on a small pool of its own (it runs on every request that misses the cache, so it skips the
 * ORM): the live session joined to its user, with the session's expiry. The user row comes along, so `viewer` and
 * `/api/auth/user` cost no further query.
 */
async function loadSession(pool: Pool, sid: string): Promise<{ viewer: Viewer; expire: Date } | null> {
  const r = await pool.query<User & { sessionExpire: Date }>({
    name: "load-session",
    text: `SELECT ${VIEWER_COLUMNS}, s.expire AS "sessionExpire" FROM sessions s JOIN users u ON u.id = (s.sess->>'userId')::uuid
           WHERE s.sid = $1 AND s.expire > now()`,
    values: [sid],
  });
  const row = r.rows[0];
  if (!row) return null;
  const { sessionExpire, ...user } = row;
  return { viewer: { id: user.id, email: user.email, user }, expire: sessionExpire };
}

/** Which of these session ids are still live (one statement for all of them). */
export async function liveSessionIds(pool: Pool, sids: string[]): Promise<Set<string>> {
  const r = await pool.query<{ sid: string }>("SELECT sid FROM sessions WHERE sid = ANY($1::text[]) AND expire > now()", [sids]);
  return new Set(r.rows.map((row) => row.sid));
}

/** The viewer of a live session id, read from the database (no cache). */
export async function loadViewer(pool: Pool, sid: string): Promise<Viewer | null> {
  return (await loadSession(pool, sid))?.viewer ?? null;
}

/** How long an instance trusts a session it read without reading it again; ends, sign-outs and user changes are pushed. */
const VIEWER_CACHE_MS = 30_000;
const VIEWER_CACHE_MAX = 10_000;

/**
 * The signed-in sessions an instance has read recently, so a request costs no database round trip for its session.
 * An entry lives until the first of: `ttlMs` after it was read, the session's own expiry (so an expired session is
 * never served, whatever the sweep does), a `sessions` event on the bus (sign-out or a new sign-in in the browser ends
 * the session; a change of the user's row drops every session of that user; with REDIS_URL every instance hears it,
 * and once Redis is back after an outage every entry is dropped, since what was published meanwhile was lost).
 * A read that was under way while anything was dropped is not kept, so it cannot bring a dropped session back.
 * Anything that changes sessions or users without the bus (a manual SQL edit) shows after at most `ttlMs`.
 */
export class ViewerCache {
  private readonly entries = new Map<string, { viewer: Viewer; grant?: TokenGrant; expire?: Date | null; until: number }>();
  /** a cached API token's key (`tokenKey`) by the token's hash */
  private readonly tokenKeys = new Map<string, string>();
  private generation = 0;
  private listening: { return?(): unknown } | null = null;

  constructor(private readonly pool: Pool, private readonly bus: () => PubSub, private readonly ttlMs = VIEWER_CACHE_MS) {}

  /** The viewer of a live session id, or null. */
  async viewer(sid: string): Promise<Viewer | null> {
    this.listen();
    const key = sessionKey(sid);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.viewer;
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const loaded = await loadSession(this.pool, sid);
    if (!loaded) return null;
    if (generation === this.generation) {
      if (this.entries.size >= VIEWER_CACHE_MAX) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { viewer: loaded.viewer, until: Math.min(now + this.ttlMs, loaded.expire.getTime()) });
    }
    return loaded.viewer;
  }

  /**
   * The workspace and grant of an API token by its hash, or null (unknown, revoked or expired). Kept as sessions are,
   * under the token's key: a revocation (`publishCredentialEnded`) drops it on every instance.
   */
  async token(hash: string): Promise<{ viewer: Viewer; grant: TokenGrant; expire: Date | null } | null> {
    this.listen();
    const now = Date.now();
    const key = this.tokenKeys.get(hash);
    const hit = key ? this.entries.get(key) : undefined;
    if (hit?.grant && hit.until > now) return { viewer: hit.viewer, grant: hit.grant, expire: hit.expire ?? null };
    if (key) { this.entries.delete(key); this.tokenKeys.delete(hash); }
    const generation = this.generation;
    const loaded = await loadToken(this.pool, hash);
    if (!loaded) return null;
    if (generation === this.generation) {
      if (this.entries.size >= VIEWER_CACHE_MAX) this.entries.delete(this.entries.keys().next().value!);
      if (this.tokenKeys.size >= VIEWER_CACHE_MAX) this.tokenKeys.delete(this.tokenKeys.keys().next().value!);
      const until = Math.min(now + this.ttlMs, loaded.expire?.getTime() ?? Infinity);
      this.entries.set(tokenKey(loaded.grant.id), { viewer: loaded.viewer, grant: loaded.grant, expire: loaded.expire, until });
      this.tokenKeys.set(hash, tokenKey(loaded.grant.id));
    }
    return { viewer: loaded.viewer, grant: loaded.grant, expire: loaded.expire };
  }

  /** Stops listening to the bus and forgets every session. */
  close() {
    this.listening?.return?.();
    this.listening = null;
    this.entries.clear();
    this.tokenKeys.clear();
  }

  private drop(change: SessionChange) {
    this.generation++;
    if (change.type === "sessionEnded") this.entries.delete(change.session);
    // the bus was cut: sign-outs and user changes of other instances may have been missed meanwhile
    else if (change.type === "busResumed") { this.entries.clear(); this.tokenKeys.clear(); }
    else for (const [key, e] of this.entries) if (e.viewer.id === change.userId) this.entries.delete(key);
  }

  /** Subscribes on first use (the bus is the one the app's resources hold then). */
  private listen() {
    if (this.listening) return;
    const changes = this.bus().subscribe("sessions");
    this.listening = changes;
    void (async () => {
      for await (const change of changes) this.drop(change);
    })().catch(() => { this.entries.clear(); this.tokenKeys.clear(); this.listening = null; });
  }
}

async function purgeExpiredSessions(prisma: PrismaClient): Promise<number> {
  return (await prisma.session.deleteMany({ where: { expire: { lt: new Date() } } })).count;
}

/** Deletes expired sessions every hour; returns the function that stops it. */
export function startSessionSweep(prisma: PrismaClient, log: { warn(obj: object, msg: string): void }): () => void {
  const timer = setInterval(() => { purgeExpiredSessions(prisma).catch((e) => log.warn({ err: e }, "session sweep failed")); }, 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}
