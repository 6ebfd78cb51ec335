import type { FastifyInstance } from "fastify";
import type { Pool } from "pg";
import { requestContext, type AppResources, type RequestContext, type Viewer } from "../context";
import { loadViewer, readSessionCookie, sessionCookieOptions, ViewerCache, type SessionCookieOptions } from "../auth/session";
import { bearerToken, hashToken, READ_ONLY_TOKEN, tokenRequestLimit, TokenUse, tooManyTokenRequests } from "../auth/tokens";
import { bootQueries } from "@common/boot-data";
import { drawsFirstScreen } from "./first-screen";
import { isApiPath, WRITE_METHODS } from "./security";

declare module "fastify" {
  interface FastifyRequest {
    /** The request's one context (API paths, and the pages of http/first-screen.ts and http/boot-data.ts only): resources, the viewer of its session, its logger and id. */
    ctx: RequestContext;
    /** The id of the request's live session (API paths only). */
    sid: string | null;
  }
}

/**
 * The live session a Cookie header names: its id and its viewer, or nulls. Read from the database (one statement, no
 * ORM), or from `cache` when given.
 */
export async function sessionOf(sessions: Pool | ViewerCache, cookieHeader: string | undefined, cookie: SessionCookieOptions): Promise<{ sid: string | null; viewer: Viewer | null }> {
  const sid = readSessionCookie(cookieHeader, cookie);
  const viewer = !sid ? null : sessions instanceof ViewerCache ? await sessions.viewer(sid) : await loadViewer(sessions, sid);
  return viewer ? { sid, viewer } : { sid: null, viewer: null };
}

/** A page whose HTML the server makes for its viewer: its session is read. */
function signedInPage(pathname: string): boolean {
  return drawsFirstScreen(pathname) || bootQueries(pathname).length > 0;
}

/**
 * Loads the session once per API request into `req.ctx` (from the session cache), which REST routes and GraphQL share.
 * A request with an `Authorization` header is an API client's: its token alone says who it is (any cookie is ignored,
 * and an unknown, revoked or expired token leaves no viewer, so the route answers 401), it counts against the token's
 * rate limit (429 with Retry-After past it), a read-only token may not write (403; GraphQL mutations are refused in
 * graphql/token-scope.ts, since a query is a POST too), and its last use is written at most once a minute.
 */
export function registerRequestContext(fastify: FastifyInstance, resources: AppResources, sessions: Pool) {
  fastify.decorateRequest("ctx", null as unknown as RequestContext);
  fastify.decorateRequest("sid", null);
  const cookieOpts = sessionCookieOptions(resources.config);
  // sessions read recently, dropped on sign-out and user changes through the bus (the one the resources hold)
  const viewers = new ViewerCache(sessions, () => resources.pubsub);
  fastify.addHook("onClose", async () => viewers.close());
  const perMinute = resources.config.apiTokenRequestsPerMinute;
  const tokenRequests = tokenRequestLimit(resources);
  const tokenUse = new TokenUse(sessions, resources.log);
  fastify.addHook("onRequest", async (req, reply) => {
    // a public route's authority is its token: no session is read for it, and its handler gets none
    if (req.routeOptions.config?.publicRoute) return;
    const api = isApiPath(req.url);
    if (api && req.headers.authorization !== undefined) {
      const token = bearerToken(req.headers.authorization);
      const found = token ? await viewers.token(hashToken(token)) : null;
      req.sid = null;
      req.ctx = { ...requestContext(resources, found?.viewer ?? null, req.log, req.id), token: found?.grant ?? null };
      if (!found) return;
      const limit = await tokenRequests.take(found.grant.id);
      if (!limit.allowed) {
        return reply.code(429).header("retry-after", String(limit.retryAfterSeconds))
          .send({ message: tooManyTokenRequests(perMinute) });
      }
      tokenUse.note(found.grant.id);
      if (found.grant.scope === "read" && WRITE_METHODS.has(req.method) && !req.url.startsWith("/graphql")) {
        return reply.code(403).send({ message: READ_ONLY_TOKEN });
      }
      return;
    }
    // and the pages the server draws a first screen for (http/first-screen.ts) or inlines boot data into
    // (http/boot-data.ts), "/" among them: the pre-rendered landing page without a session, the app with one
    // (http/web-app.ts); a session that cannot be read there (database unreachable) leaves no context, and the app's
    // HTML is answered as before
    if (!api && !signedInPage(req.url.split("?")[0])) return;
    const session = await sessionOf(viewers, req.headers.cookie, cookieOpts).catch((e: unknown) => {
      if (api) throw e;
      req.log.warn({ err: e }, "the session of a page could not be read");
      return null;
    });
    if (!session) return;
    const { sid, viewer } = session;
    req.sid = sid;
    req.ctx = requestContext(resources, viewer, req.log, req.id);
  });
}
