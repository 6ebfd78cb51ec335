import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppResources } from "../context";
import * as yup from "yup";
import { loginSchema, registerSchema } from "@common/auth";
import { INVALID_LOGIN, safeReturnTo } from "@common/auth-texts";
import { validateWith } from "@common/validation";
import { ValidationError } from "../errors";
import { errorBody } from "../rest/http";
import { progressiveDelayMs } from "./rate-limit";
import type { Limit } from "../infra/limits";
import { clearedSessionCookie, createSession, destroySession, sessionCookie, sessionCookieOptions } from "./session";
import { toUserJson, userJson } from "../modules/user";
import { authenticateLocalUser, registerLocalUser, upsertOidcUser } from "./accounts";
import { sendSignedOutPage } from "../http/web-app";
import type { OidcFlow } from "./oidc";
import { publishSessionEnded } from "../pubsub";
import type { RouteDoc } from "../rest/registry";

/**
 * Sign-in endpoints: GET /api/login, POST /api/auth/register, POST /api/auth/login, GET /api/logout,
 * GET /api/auth/user, and the OpenID Connect callback GET /api/callback.
 */
export function registerAuthRoutes(app: FastifyInstance, res: AppResources, oidcFlow: OidcFlow | null) {
  const { prisma, config } = res;
  const cookieOpts = sessionCookieOptions(config);
  const { max, windowMs } = config.loginRateLimit;
  const window = { windowSeconds: windowMs / 1000 };
  const failedLogins = res.limits.limit("sign-in-failures", { points: max, ...window });
  const failedLoginsPerIp = res.limits.limit("sign-in-failures-per-address", { points: max * 5, ...window });
  const registrations = res.limits.limit("registrations-per-address", { points: max * 3, ...window });
  const registrationsPerAddress = res.limits.limit("registrations-per-email", { points: max, ...window });
  // failures per account from every address: beyond what one address may try, each attempt waits longer; forgotten
  // 15 minutes after the last one
  const failuresPerAccount = res.limits.limit("sign-in-failures-per-account", { points: max, windowSeconds: 15 * 60, slide: true });
  const delayOf = (failures: number) => progressiveDelayMs(failures, { free: max, baseMs: 500, capMs: 16_000 });
  const tooMany = { message: "Too many sign-in attempts. Try again in a minute." };

  /** 429 with the seconds until the longest of the limits that apply is over, when one of them is reached */
  async function refused(reply: FastifyReply, limits: [Limit, string][]): Promise<boolean> {
    const states = await Promise.all(limits.map(([l, key]) => l.peek(key)));
    if (states.every((s) => s.allowed)) return false;
    const wait = Math.max(...states.map((s) => (s.allowed ? 0 : s.retryAfterSeconds)));
    reply.code(429).header("retry-after", String(wait)).send(tooMany);
    return true;
  }

  /** Deletes the session and closes the WebSockets opened with it, on every instance. */
  async function endSession(sid: string) {
    await destroySession(prisma, sid);
    // answered once every instance has heard of it (through Redis): the browser's next request is refused anywhere
    await publishSessionEnded(res.pubsub, sid);
  }

  async function startSession(req: FastifyRequest, reply: FastifyReply, userId: string) {
    if (req.sid) await endSession(req.sid);
    const sid = await createSession(prisma, userId);
    reply.header("set-cookie", sessionCookie(sid, cookieOpts));
  }

  // what the API documentation says of each (rest/openapi.ts)
  const TAG = "Sign-in";
  const doc = (d: RouteDoc) => ({ config: { doc: { tag: TAG, public: true, ...d } } });

  app.get("/api/login", doc({
    summary: "The sign-in page", produces: "text/html", query: yup.object({ returnTo: yup.string().label("The app's address to open once signed in") }),
    description: "With an identity provider, a redirect to it instead.",
  }), async (req, reply) => {
    const returnTo = safeReturnTo((req.query as Record<string, unknown>).returnTo);
    if (oidcFlow) {
      const { redirectTo, cookie } = await oidcFlow.start(returnTo);
      return reply.header("set-cookie", cookie).redirect(redirectTo, 302);
    }
    // local accounts: the pre-rendered sign-in / create-account page (signed in: the app, which goes to returnTo)
    return sendSignedOutPage(req, reply, config, "sign-in");
  });

  app.get("/api/callback", doc({ summary: "Where the identity provider returns after signing in", status: 302, errors: [400, 404] }), async (req, reply) => {
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

  app.post("/api/auth/register", doc({ summary: "Create an account and sign in", body: registerSchema, status: 201, errors: [404, 409, 413, 415, 429], response: userJson }), async (req, reply) => {
    if (oidcFlow) return reply.code(404).send({ message: "Accounts are managed by the identity provider" });
    // per client address, and per e-mail address asked for (an address that is taken answers 409 every time)
    const body = req.body as { email?: unknown } | undefined;
    const address = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
    if (await refused(reply, [[registrations, req.ip], [registrationsPerAddress, address]])) return reply;
    await registrations.add(req.ip);
    if (address) await registrationsPerAddress.add(address);
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

  app.post("/api/auth/login", doc({ summary: "Sign in", body: loginSchema, errors: [401, 404, 413, 415, 429], description: "Sets the session cookie.", response: userJson }), async (req, reply) => {
    if (oidcFlow) return reply.code(404).send({ message: "Sign in through the identity provider" });
    const r = validateWith(loginSchema, req.body);
    if (!r.ok) return reply.code(400).send(errorBody(new ValidationError(r.errors)).body);
    const { email } = r.value;
    const key = `${req.ip}|${email}`;
    if (await refused(reply, [[failedLogins, key], [failedLoginsPerIp, req.ip]])) return reply;
    const wait = delayOf((await failuresPerAccount.peek(email)).used);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const user = await authenticateLocalUser(prisma, email, r.value.password);
    if (!user) {
      await Promise.all([failedLogins.add(key), failedLoginsPerIp.add(req.ip), failuresPerAccount.add(email)]);
      return reply.code(401).send({ message: INVALID_LOGIN });
    }
    await Promise.all([failedLogins.reset(key), failuresPerAccount.reset(email)]);
    await startSession(req, reply, user.id);
    return reply.send(toUserJson(user));
  });

  app.get("/api/logout", doc({ summary: "Sign out", status: 302, errors: [403], description: "Opened as a page; answers with a redirect to the app." }), async (req, reply) => {
    // a page navigation signs out; an image, script or frame pointing here (a brand logo URL, say) must not
    const dest = req.headers["sec-fetch-dest"];
    if (dest !== undefined && dest !== "document") return reply.code(403).send({ message: "Sign out by opening this address" });
    if (req.sid) await endSession(req.sid);
    return reply.header("set-cookie", clearedSessionCookie(cookieOpts)).redirect("/", 302);
  });

  app.get("/api/auth/user", doc({ summary: "The signed-in user", tag: "Account", public: false, response: userJson }), async (req, reply) => {
    // the session lookup of this request already read the user row
    const user = req.ctx.viewer?.user;
    if (!user) return reply.code(401).send({ message: "Unauthorized" });
    return reply.header("cache-control", "no-store").send(toUserJson(user));
  });
}
