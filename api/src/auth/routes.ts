import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppResources } from "../context";
import { loginSchema } from "@common/auth";
import { INVALID_LOGIN, safeReturnTo } from "@common/auth-texts";
import { validateWith } from "@common/validation";
import { ValidationError } from "../errors";
import { errorBody } from "../rest/http";
import { ProgressiveDelay, RateLimiter } from "./rate-limit";
import { clearedSessionCookie, createSession, destroySession, sessionCookie, sessionCookieOptions } from "./session";
import { toUserJson } from "../modules/user/user.service";
import { authenticateLocalUser, registerLocalUser, upsertOidcUser } from "./accounts";
import { sendSignedOutPage } from "../http/web-app";
import type { OidcFlow } from "./oidc";
import { publishSessionEnded } from "../pubsub";

/**
 * Sign-in endpoints: GET /api/login, POST /api/auth/register, POST /api/auth/login, GET /api/logout,
 * GET /api/auth/user, and the OpenID Connect callback GET /api/callback.
 */
export function registerAuthRoutes(app: FastifyInstance, res: AppResources, oidcFlow: OidcFlow | null) {
  const { prisma, config } = res;
  const cookieOpts = sessionCookieOptions(config);
  const failedLogins = new RateLimiter(config.loginRateLimit.max, config.loginRateLimit.windowMs);
  const failedLoginsPerIp = new RateLimiter(config.loginRateLimit.max * 5, config.loginRateLimit.windowMs);
  const registrations = new RateLimiter(config.loginRateLimit.max * 3, config.loginRateLimit.windowMs);
  const registrationsPerAddress = new RateLimiter(config.loginRateLimit.max, config.loginRateLimit.windowMs);
  // failures per account from every address: beyond what one address may try, each attempt waits longer
  const failuresPerAccount = new ProgressiveDelay({ free: config.loginRateLimit.max, baseMs: 500, capMs: 16_000, forgetMs: 15 * 60_000 });
  const tooMany = { message: "Too many sign-in attempts. Try again in a minute." };

  /** 429 with the seconds until the longest of the limits that apply is over */
  const refuse = (reply: FastifyReply, limits: [RateLimiter, string][]) =>
    reply.code(429).header("retry-after", String(Math.max(...limits.map(([l, key]) => (l.isLimited(key) ? l.retryAfterSeconds(key) : 0))))).send(tooMany);

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
    // local accounts: the pre-rendered sign-in / create-account page (signed in: the app, which goes to returnTo)
    return sendSignedOutPage(req, reply, config, "sign-in");
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
    // per client address, and per e-mail address asked for (an address that is taken answers 409 every time)
    const body = req.body as { email?: unknown } | undefined;
    const address = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
    const limits: [RateLimiter, string][] = [[registrations, req.ip], [registrationsPerAddress, address]];
    if (limits.some(([l, key]) => l.isLimited(key))) return refuse(reply, limits);
    registrations.hit(req.ip);
    if (address) registrationsPerAddress.hit(address);
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
    const { email } = r.value;
    const key = `${req.ip}|${email}`;
    const limits: [RateLimiter, string][] = [[failedLogins, key], [failedLoginsPerIp, req.ip]];
    if (limits.some(([l, k]) => l.isLimited(k))) return refuse(reply, limits);
    const wait = failuresPerAccount.delayMs(email);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const user = await authenticateLocalUser(prisma, email, r.value.password);
    if (!user) {
      failedLogins.hit(key);
      failedLoginsPerIp.hit(req.ip);
      failuresPerAccount.fail(email);
      return reply.code(401).send({ message: INVALID_LOGIN });
    }
    failedLogins.reset(key);
    failuresPerAccount.reset(email);
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
