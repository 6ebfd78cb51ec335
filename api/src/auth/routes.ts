import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppResources } from "../context";
import { INVALID_LOGIN, loginSchema, safeReturnTo } from "@common/auth";
import { validateWith } from "@common/validation";
import { ValidationError } from "../errors";
import { errorBody } from "../rest/http";
import { RateLimiter } from "./rate-limit";
import { clearedSessionCookie, createSession, destroySession, sessionCookie } from "./session";
import { toUserJson } from "../modules/user/user.service";
import { authenticateLocalUser, registerLocalUser, upsertOidcUser } from "./accounts";
import { sendIndexHtml } from "../http/web-app";
import type { OidcFlow } from "./oidc";
import { publishSessionEnded } from "../pubsub";

/**
 * Sign-in endpoints: GET /api/login, POST /api/auth/register, POST /api/auth/login, GET /api/logout,
 * GET /api/auth/user, and the OpenID Connect callback GET /api/callback.
 */
export function registerAuthRoutes(app: FastifyInstance, res: AppResources, oidcFlow: OidcFlow | null) {
  const { prisma, config } = res;
  const cookieOpts = { secret: config.sessionSecret, secure: config.secureCookies };
  const failedLogins = new RateLimiter(config.loginRateLimit.max, config.loginRateLimit.windowMs);
  const failedLoginsPerIp = new RateLimiter(config.loginRateLimit.max * 5, config.loginRateLimit.windowMs);
  const registrations = new RateLimiter(config.loginRateLimit.max * 3, config.loginRateLimit.windowMs);
  const tooMany = { message: "Too many sign-in attempts. Try again in a minute." };

  /** Deletes the session and closes the WebSockets opened with it, on every instance. */
  async function endSession(sid: string) {
    await destroySession(prisma, sid);
    publishSessionEnded(res.pubsub, sid);
  }

  async function startSession(req: FastifyRequest, reply: FastifyReply, userId: string) {
    if (req.sid) await endSession(req.sid);
    const sid = await createSession(prisma, userId);
    reply.header("set-cookie", sessionCookie(sid, cookieOpts));
  }

  app.get("/api/login", async (req, reply) => {
    const returnTo = safeReturnTo((req.query as Record<string, unknown>).returnTo);
    if (oidcFlow) {
      const { redirectTo, cookie } = await oidcFlow.start(returnTo);
      return reply.header("set-cookie", cookie).redirect(redirectTo, 302);
    }
    // local accounts: the SPA renders the sign-in / create-account page at this address
    return sendIndexHtml(reply, config);
  });

  app.get("/api/callback", async (req, reply) => {
    if (!oidcFlow) return reply.code(404).send({ message: "Not found" });
    try {
      const { claims, returnTo } = await oidcFlow.finish(new URL(req.url, config.publicUrl), req.headers.cookie);
      const user = await upsertOidcUser(prisma, oidcFlow.issuer, claims as never);
      await startSession(req, reply, user.id);
      reply.header("set-cookie", oidcFlow.clearCookie);
      return reply.redirect(safeReturnTo(returnTo), 302);
    } catch (e) {
      req.log.warn({ err: e }, "OpenID Connect callback failed");
      return reply.code(400).type("text/plain").send("Sign-in failed. Go back and try again.");
    }
  });

  app.post("/api/auth/register", async (req, reply) => {
    if (oidcFlow) return reply.code(404).send({ message: "Accounts are managed by the identity provider" });
    if (registrations.isLimited(req.ip)) return reply.code(429).send(tooMany);
    registrations.hit(req.ip);
    try {
      const user = await registerLocalUser(prisma, req.body);
      await startSession(req, reply, user.id);
      return reply.code(201).send(toUserJson(user));
    } catch (e) {
      const { status, body } = errorBody(e);
      if (status === 500) throw e;
      return reply.code(status).send(body);
    }
  });

  app.post("/api/auth/login", async (req, reply) => {
    if (oidcFlow) return reply.code(404).send({ message: "Sign in through the identity provider" });
    const r = validateWith(loginSchema, req.body);
    if (!r.ok) return reply.code(400).send(errorBody(new ValidationError(r.errors)).body);
    const key = `${req.ip}|${r.value.email}`;
    if (failedLogins.isLimited(key) || failedLoginsPerIp.isLimited(req.ip)) return reply.code(429).send(tooMany);
    const user = await authenticateLocalUser(prisma, r.value.email, r.value.password);
    if (!user) {
      failedLogins.hit(key);
      failedLoginsPerIp.hit(req.ip);
      return reply.code(401).send({ message: INVALID_LOGIN });
    }
    failedLogins.reset(key);
    await startSession(req, reply, user.id);
    return reply.send(toUserJson(user));
  });

  app.get("/api/logout", async (req, reply) => {
    // a page navigation signs out; an image, script or frame pointing here (a brand logo URL, say) must not
    const dest = req.headers["sec-fetch-dest"];
    if (dest !== undefined && dest !== "document") return reply.code(403).send({ message: "Sign out by opening this address" });
    if (req.sid) await endSession(req.sid);
    return reply.header("set-cookie", clearedSessionCookie(cookieOpts)).redirect("/", 302);
  });

  app.get("/api/auth/user", async (req, reply) => {
    // the session lookup of this request already read the user row
    const user = req.ctx.viewer?.user;
    if (!user) return reply.code(401).send({ message: "Unauthorized" });
    return reply.header("cache-control", "no-store").send(toUserJson(user));
  });
}
