import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppResources } from "../context";
import type { LimitRule } from "../infra/limits";
import type { RouteDoc } from "./registry";

/*
 * Public routes: pages and files reached by a link that carries a token instead of a session (a proposal or a
 * contract to view and sign, a calendar feed). Such a route may be on any path and answer any type (HTML,
 * `text/calendar`, JSON). Its handler never sees a session, a cookie or a viewer: the token is its only authority,
 * and resolves the one workspace and document it opens.
 *
 * - A token is 32 random bytes (base64url), stored only as its SHA-256 hash; a lookup is by the hash, and the stored
 *   hash is compared again in constant time (`tokenMatches`).
 * - An unknown, malformed or missing token answers 404 and reveals nothing else (`notFound`). A known token whose
 *   document is no longer open may answer 410 with a page that says why (`gone`).
 * - Every public route is rate limited per client address (the address Fastify reports: X-Forwarded-For only with
 *   TRUST_PROXY=1), through the app's limiter factory.
 * - The session, same-origin and JSON rules of the API do not apply (`publicRoute` in the route's config); answers
 *   are never cached and never send the token on as a referrer.
 */

declare module "fastify" {
  interface FastifyContextConfig {
    /** a public route: no session is read for it, and the API's same-origin and JSON rules do not apply */
    publicRoute?: boolean;
  }
}

export interface PublicRequest {
  /** path parameters (`token` among them) */
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  /** the parsed body of a POST (JSON or a form) */
  body: unknown;
  /** the client's address (as the limiter counts it) */
  ip: string;
  /** the browser's User-Agent (evidence kept with a signature), at most 500 characters */
  userAgent: string | null;
  /** the body arrived as a JSON document (an API call) rather than a form (a page's submit) */
  json: boolean;
  /** a signed route's request headers (lower-case names; never the cookie or Authorization), where its signature is */
  headers?: Record<string, string | string[] | undefined>;
}

export interface PublicAnswer {
  status?: number;
  /** content type; default `text/html; charset=utf-8` */
  type?: string;
  body?: string | Buffer | object;
  headers?: Record<string, string>;
}

export interface PublicRoute {
  method: "GET" | "POST";
  /** any path, with a `:token` parameter (a signed route: the parameter naming what signed it) */
  url: string;
  /**
   * A provider's webhook: its body reaches the handler unparsed, as the exact text sent (`body` is that string, at most
   * 256 KB, whatever its content type), because its authority is a signature over those bytes that the handler checks
   * with the secret of the account its path names. It has no token.
   */
  signedBody?: boolean;
  /** requests per client address; default 60 a minute */
  rateLimit?: LimitRule;
  /** what the API documentation says of it (one under /api; reached without a session, so `public` is implied) */
  doc?: Omit<RouteDoc, "public">;
  handler: (res: AppResources, req: PublicRequest) => Promise<PublicAnswer>;
}

const DEFAULT_LIMIT: LimitRule = { points: 60, windowSeconds: 60 };
const TOKEN_BYTES = 32;
/** base64url of 32 bytes */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new token and the hash to store (the token itself is shown once, in the link, and never stored). */
export function newPublicToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, hash: publicTokenHash(token) };
}

/** The stored form of a token: SHA-256, hex. A malformed token has no hash (it can match nothing). */
export function publicTokenHash(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

const isWellFormedToken = (token: unknown): token is string => typeof token === "string" && TOKEN_PATTERN.test(token);

/** The token hashes to the stored hash (constant time). */
function tokenMatches(token: string, storedHash: string): boolean {
  const a = Buffer.from(publicTokenHash(token), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * The record a token opens: looked up by the token's hash (`find`), then compared in constant time. A malformed token
 * is not looked up. Null for every kind of miss, which the route answers with `notFound()`.
 */
export async function findByToken<T extends { tokenHash: string }>(token: unknown, find: (hash: string) => Promise<T | null>): Promise<T | null> {
  if (!isWellFormedToken(token)) return null;
  const row = await find(publicTokenHash(token));
  return row && tokenMatches(token, row.tokenHash) ? row : null;
}

const page = (title: string, text: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>`
  + `<style>body{font-family:system-ui,sans-serif;color:#1a202c;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}h1{font-size:1.5rem}</style></head>`
  + `<body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;

/** The one answer to an unknown, malformed or missing token: the same 404 whatever the reason. */
export const notFound = (): PublicAnswer => ({ status: 404, body: page("Link not found", "This link is not valid. Check that you copied the whole address.") });

/** A known token whose document is no longer open: 410 with the reason (plain text, shown escaped). */
export function gone(title: string, reason: string): PublicAnswer {
  return { status: 410, body: page(escapeHtml(title), escapeHtml(reason)) };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What every public route may answer besides its own: pages for people, not JSON. */
const PUBLIC_ERRORS: NonNullable<RouteDoc["otherResponses"]> = {
  404: { description: "An unknown, malformed or missing token (a page saying the link is not valid)", produces: "text/html" },
  429: {
    description: "Too many requests from this address: try again after the given number of seconds", produces: "text/plain",
    headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } },
  },
};

/** Registers the public routes, each rate limited per client address. */
export function registerPublicRoutes(app: FastifyInstance, res: AppResources, routes: PublicRoute[]) {
  for (const route of routes) if (!route.signedBody) addPublicRoute(app, res, route);
  const signed = routes.filter((r) => r.signedBody);
  if (signed.length) {
    // in a context of their own: every content type reaches the handler as the text sent (its signature is over it)
    app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser("*", { parseAs: "string", bodyLimit: SIGNED_BODY_LIMIT }, (_req, body, done) => done(null, body));
      for (const route of signed) addPublicRoute(raw, res, route);
    });
  }
}

function withoutCredentials(headers: FastifyRequest["headers"]): PublicRequest["headers"] {
  const { cookie: _c, authorization: _a, ...rest } = headers;
  return rest;
}

/** A provider's event is a few kilobytes; Stripe's largest stay far below this. */
const SIGNED_BODY_LIMIT = 262_144;

function addPublicRoute(app: FastifyInstance, res: AppResources, route: PublicRoute) {
  if (!route.url.includes(":token") && !route.signedBody) throw new Error(`public route ${route.method} ${route.url} has no :token parameter`);
  const limit = res.limits.limit(`public ${route.method} ${route.url}`, route.rateLimit ?? DEFAULT_LIMIT);
  app.route({
    method: route.method,
    url: route.url,
    config: { publicRoute: true, doc: route.doc && { ...route.doc, public: true, otherResponses: { ...PUBLIC_ERRORS, ...route.doc.otherResponses } } },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").header("x-robots-tag", "noindex");
      const allowed = await limit.take(req.ip);
      if (!allowed.allowed) {
        return reply.code(429).header("retry-after", String(allowed.retryAfterSeconds)).type("text/plain; charset=utf-8")
          .send("Too many requests. Try again in a minute.");
      }
      const answer = await route.handler(res, {
        params: req.params as Record<string, string>,
        query: req.query as Record<string, string | undefined>,
        body: req.body,
        ip: req.ip,
        userAgent: typeof req.headers["user-agent"] === "string" ? req.headers["user-agent"].slice(0, 500) : null,
        json: /^application\/json\b/i.test(String(req.headers["content-type"] ?? "")),
        // never the session's cookie or a token: a signed route's authority is its signature
        ...(route.signedBody ? { headers: withoutCredentials(req.headers) } : {}),
      });
      if (answer.headers) reply.headers(answer.headers);
      reply.code(answer.status ?? 200);
      if (answer.body === undefined) return reply.send();
      const isText = typeof answer.body === "string" || Buffer.isBuffer(answer.body);
      return reply.type(answer.type ?? (isText ? "text/html; charset=utf-8" : "application/json; charset=utf-8")).send(answer.body);
    },
  });
}
