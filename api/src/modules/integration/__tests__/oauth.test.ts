/**
 * Connecting Google, Microsoft and Zoom in one click against local OAuth servers (api/test/oauth-servers.ts): the
 * authorize URL (PKCE S256, a state bound to the session), the callback (state unknown, reused, expired or of another
 * session refused; access_denied; a second connection), the tokens kept fresh (before expiry, on a 401, a refused
 * grant marking "needs reconnect" once, the provider down changing nothing, concurrent renewals keeping the rotated
 * refresh token), disconnect revoking, meetings made on each workspace's own account, and no token, code or secret in
 * any answer or log line.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { secretBoxOf } from "../../../infra/secrets";
import { capturedLog, createTestApp, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";
import { connectThrough, startOAuthServers, type FakeProvider, type OAuthServers } from "../../../../test/oauth-servers";
import { accessTokenFor, connectionFor, saveSecrets, type OAuthSecrets } from "..";

const PUBLIC_URL = "https://localhost:8443";
const EVENT = { title: "Kick-off", startTime: "2030-03-04T09:00:00Z", endTime: "2030-03-04T10:00:00Z", timeZone: "Europe/Berlin" };

let servers: OAuthServers;
let t: TestApp;
const log = capturedLog();
/** every answer the app gave in these tests, for the secrets check at the end */
const answers: string[] = [];

beforeAll(async () => {
  servers = await startOAuthServers();
  t = await createTestApp({ ...servers.env, PUBLIC_URL, LOG_LEVEL: "trace" }, { logStream: log.stream });
});
afterAll(async () => { await t?.close(); await servers?.close(); });
afterEach(() => { servers.accessTokenSeconds = 3600; });

const inject = async (s: Session, url: string) => {
  const r = await t.app.fastify.inject({ method: "GET", url, headers: { cookie: s.cookie } });
  answers.push(r.body, JSON.stringify(r.headers));
  return r;
};
const call = async (s: Session, method: string, url: string, body?: unknown) => {
  const r = await rest(t.app, s, method, url, body);
  answers.push(r.text);
  return r;
};
const connect = async (s: Session, provider: FakeProvider, decision: "allow" | "deny" = "allow") => {
  const pass = await connectThrough({ fastify: { inject: async (o) => { const r = await t.app.fastify.inject(o); answers.push(r.body, JSON.stringify(r.headers)); return r; } } }, s, provider, decision);
  return pass;
};
const of = (provider: FakeProvider, since = 0) => servers.requests.slice(since).filter((r) => r.provider === provider);
const tokenRequests = (provider: FakeProvider, since = 0) => of(provider, since).filter((r) => /\/token$/.test(new URL(r.path, "http://x").pathname));
const stored = async (userId: string, provider: FakeProvider) => {
  const c = (await connectionFor(t.app.resources, userId, provider))!;
  return { c, secrets: c.secrets<OAuthSecrets>() };
};
const notifications = (userId: string) => t.app.resources.prisma.notification.count({ where: { userId, type: "integration_needs_reconnect" } });

describe("connecting in one click", () => {
  it("Google: the consent asked with PKCE S256 and a state, the code exchanged with the verifier, the account's e-mail as its label", async () => {
    const a = await registerUser(t.app);
    servers.account.google = "ada@gmail.example";
    const before = servers.requests.length;
    const pass = await connect(a, "google");
    expect(pass.location).toBe("/calendar?integration=connected&provider=google");

    const p = Object.fromEntries(pass.authorize.searchParams);
    expect(pass.authorize.origin + pass.authorize.pathname).toBe(`${servers.env.GOOGLE_OAUTH_URL}/o/oauth2/v2/auth`);
    expect(p).toMatchObject({
      response_type: "code", client_id: servers.env.GOOGLE_CLIENT_ID, redirect_uri: `${PUBLIC_URL}/api/integrations/google/callback`,
      scope: "openid email https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.calendarlist.readonly https://www.googleapis.com/auth/calendar.freebusy", access_type: "offline", prompt: "consent", code_challenge_method: "S256",
    });
    expect(p.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the state is stored hashed, bound to the session, and used up by the callback
    expect(await t.app.resources.prisma.oAuthState.count({ where: { userId: a.user.id } })).toBe(0);

    const [exchange] = tokenRequests("google", before);
    expect(exchange.body).toMatchObject({
      grant_type: "authorization_code", code: pass.callback.searchParams.get("code"), redirect_uri: `${PUBLIC_URL}/api/integrations/google/callback`,
      client_id: servers.env.GOOGLE_CLIENT_ID, client_secret: servers.env.GOOGLE_CLIENT_SECRET,
    });
    expect(crypto.createHash("sha256").update(exchange.body.code_verifier).digest("base64url")).toBe(p.code_challenge);

    expect((await call(a, "GET", "/api/integrations")).body).toEqual([{ id: expect.any(String), provider: "google", label: "ada@gmail.example", status: "connected", error: null, calendar: null, lastSyncAt: null }]);
    const { c, secrets } = await stored(a.user.id, "google");
    expect(secrets).toEqual({ accessToken: expect.stringMatching(/^ya29\./), refreshToken: expect.stringMatching(/^1\/\//), expiresAt: expect.any(Number) });
    const row = await t.app.resources.prisma.connection.findUniqueOrThrow({ where: { id: c.id } });
    expect(row.scopes).toEqual(["openid", "email", "https://www.googleapis.com/auth/calendar.events", "https://www.googleapis.com/auth/calendar.calendarlist.readonly", "https://www.googleapis.com/auth/calendar.freebusy"]);
    expect(row.secrets).not.toContain(secrets.accessToken);
    // the calendar providers this server offers (their OAuth apps configured), Google connected for this workspace only
    expect((await call(a, "GET", "/api/calendar/providers")).body).toEqual([
      { name: "CalDAV", type: "caldav", configured: false },
      { name: "Google Calendar", type: "google", configured: true },
      { name: "Outlook", type: "microsoft", configured: false },
    ]);
    const other = await registerUser(t.app);
    expect((await call(other, "GET", "/api/calendar/providers")).body.map((p: { configured: boolean }) => p.configured)).toEqual([false, false, false]);
  });

  it("Microsoft (Graph /me) and Zoom (/users/me, Basic auth at its token endpoint) name the account the same way", async () => {
    const a = await registerUser(t.app);
    servers.account.microsoft = "ada@outlook.example";
    servers.account.zoom = "ada@zoom.example";
    const before = servers.requests.length;
    expect((await connect(a, "microsoft")).location).toBe("/calendar?integration=connected&provider=microsoft");
    const ms = (await connect(a, "zoom"));
    expect(ms.location).toBe("/calendar?integration=connected&provider=zoom");
    const msAuth = (await connect(a, "microsoft")).authorize; // a second: refused below, its authorize URL read here
    expect(msAuth.pathname).toBe("/common/oauth2/v2.0/authorize");
    expect(msAuth.searchParams.get("scope")).toBe("offline_access openid email User.Read Calendars.ReadWrite OnlineMeetings.ReadWrite");
    expect(ms.authorize.pathname).toBe("/oauth/authorize");
    const zoomToken = tokenRequests("zoom", before)[0];
    expect(zoomToken.headers.authorization).toBe(`Basic ${Buffer.from(`${servers.env.ZOOM_CLIENT_ID}:${servers.env.ZOOM_CLIENT_SECRET}`).toString("base64")}`);
    expect(zoomToken.body.client_secret).toBeUndefined();
    expect(of("microsoft", before).some((r) => r.path.startsWith("/v1.0/me?"))).toBe(true);
    const listed = (await call(a, "GET", "/api/integrations")).body as { provider: string; label: string }[];
    expect(listed.map((c) => [c.provider, c.label])).toEqual([["microsoft", "ada@outlook.example"], ["zoom", "ada@zoom.example"]]);
  });

  it("a second connection of the same provider is refused by the callback, and nothing is replaced", async () => {
    const a = await registerUser(t.app);
    await connect(a, "zoom");
    const first = await stored(a.user.id, "zoom");
    const again = await connect(a, "zoom");
    expect(again.result).toEqual({ integration: "error", provider: "zoom", reason: "Zoom is connected already: disconnect it first" });
    expect((await stored(a.user.id, "zoom")).secrets).toEqual(first.secrets);
  });

  it("access_denied: the error said, nothing stored", async () => {
    const a = await registerUser(t.app);
    const pass = await connect(a, "google", "deny");
    expect(pass.result).toEqual({ integration: "error", provider: "google", reason: "Google was not given access" });
    expect(await t.app.resources.prisma.connection.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("signed out, connect and its way back send the browser to the sign-in page, coming back to the calendar (the callback with the reason)", async () => {
    const start = await t.app.fastify.inject({ method: "GET", url: "/api/integrations/google/connect" });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe(`/api/login?${new URLSearchParams({ returnTo: "/calendar" })}`);
    const back = await t.app.fastify.inject({ method: "GET", url: "/api/integrations/google/callback?state=x&code=y" });
    expect(back.statusCode).toBe(302);
    expect(back.headers["cache-control"]).toBe("no-store");
    const returnTo = new URLSearchParams(String(back.headers.location).replace(/^\/api\/login\?/, "")).get("returnTo")!;
    expect(Object.fromEntries(new URL(returnTo, "http://127.0.0.1").searchParams)).toEqual({
      integration: "error", provider: "google", reason: "You were signed out before the account was connected: connect again",
    });
    // every other route still answers a signed-out request 401
    expect((await t.app.fastify.inject({ method: "GET", url: "/api/integrations" })).statusCode).toBe(401);
  });

  it("a provider without an OAuth app on this deployment is a 400 naming it; an unknown one a 404; a token cannot connect", async () => {
    const bare = await createTestApp({ PUBLIC_URL });
    try {
      const s = await registerUser(bare.app);
      const r = await bare.app.fastify.inject({ method: "GET", url: "/api/integrations/google/connect", headers: { cookie: s.cookie } });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe("Google cannot be connected on this server: its OAuth app is not configured (ask the administrator)");
      const u = await bare.app.fastify.inject({ method: "GET", url: "/api/integrations/skype/connect", headers: { cookie: s.cookie } });
      expect(u.statusCode).toBe(404);
      // signed out: the sign-in page first (the test above)
      const out = await bare.app.fastify.inject({ method: "GET", url: "/api/integrations/google/connect" });
      expect(out.statusCode).toBe(302);
      expect(out.headers.location).toMatch(/^\/api\/login\?returnTo=/);
    } finally {
      await bare.close();
    }
  });
});

describe("the state and the code", () => {
  it("PKCE: a code exchanged with another attempt's verifier is refused by the provider (invalid_grant), nothing stored", async () => {
    const a = await registerUser(t.app);
    const one = await inject(a, "/api/integrations/google/connect");
    const two = await inject(a, "/api/integrations/google/connect");
    const consent = new URL(String(one.headers.location));
    consent.searchParams.set("decision", "allow");
    const back = new URL((await fetch(consent, { redirect: "manual" })).headers.get("location")!);
    // the code of the first attempt, the state (and so the verifier) of the second
    const state2 = new URL(String(two.headers.location)).searchParams.get("state")!;
    const before = servers.requests.length;
    const r = await inject(a, `/api/integrations/google/callback?code=${back.searchParams.get("code")}&state=${state2}`);
    expect(r.headers.location).toBe(`/calendar?${new URLSearchParams({ integration: "error", provider: "google", reason: "Google refused the code (invalid_grant): connect again" })}`);
    expect(tokenRequests("google", before)).toHaveLength(1);
    expect(await t.app.resources.prisma.connection.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("keeps at most 10 unanswered attempts per workspace: the newest; an older one is then unknown", async () => {
    const a = await registerUser(t.app);
    const states: string[] = [];
    for (let i = 0; i < 13; i++) states.push(new URL(String((await inject(a, "/api/integrations/google/connect")).headers.location)).searchParams.get("state")!);
    expect(await t.app.resources.prisma.oAuthState.count({ where: { userId: a.user.id } })).toBe(10);
    const first = await inject(a, `/api/integrations/google/callback?error=access_denied&state=${states[0]}`);
    expect(new URL(String(first.headers.location), "http://app").searchParams.get("reason")).toBe("This connection attempt is unknown or was already used: connect again");
    const last = await inject(a, `/api/integrations/google/callback?error=access_denied&state=${states[12]}`);
    expect(new URL(String(last.headers.location), "http://app").searchParams.get("reason")).toBe("Google was not given access");
  });

  it("a state used once, expired, of another session or of another workspace is refused, and nothing is stored", async () => {
    const a = await registerUser(t.app, `oauth-state-${Date.now()}@example.com`, "correct horse battery");
    const reason = (r: { headers: Record<string, unknown> }) => new URL(String(r.headers.location), "http://app").searchParams.get("reason");
    const pass = await connect(a, "zoom");
    expect(pass.result.integration).toBe("connected");
    await call(a, "DELETE", `/api/integrations/${(await stored(a.user.id, "zoom")).c.id}`);
    // the same callback again (a replay): its state is gone
    const replay = await inject(a, `${pass.callback.pathname}${pass.callback.search}`);
    expect(reason(replay)).toBe("This connection attempt is unknown or was already used: connect again");
    expect(reason(await inject(a, "/api/integrations/zoom/callback?code=x&state=made-up"))).toBe("This connection attempt is unknown or was already used: connect again");
    expect(reason(await inject(a, "/api/integrations/zoom/callback?code=x"))).toBe("This connection attempt is unknown or was already used: connect again");

    const consentOf = async (s: Session) => {
      const start = new URL(String((await inject(s, "/api/integrations/zoom/connect")).headers.location));
      start.searchParams.set("decision", "allow");
      const back = new URL((await fetch(start, { redirect: "manual" })).headers.get("location")!);
      return `${back.pathname}${back.search}`;
    };
    // expired: ten minutes passed
    const late = await consentOf(a);
    await t.app.resources.prisma.oAuthState.updateMany({ where: { userId: a.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(reason(await inject(a, late))).toBe("This connection attempt expired: connect again");
    // another session of the same user
    const elsewhere = await t.app.fastify.inject({ method: "POST", url: "/api/auth/login", payload: { email: a.user.email, password: "correct horse battery" } });
    const other: Session = { cookie: String(elsewhere.headers["set-cookie"]).split(";")[0], user: a.user };
    const mine = await consentOf(a);
    expect(reason(await inject(other, mine))).toBe("This connection attempt was started in another session: connect again");
    // another workspace: A's state is not even found for B, and so not used up by B
    const b = await registerUser(t.app);
    const theirs = await consentOf(a);
    expect(reason(await inject(b, theirs))).toBe("This connection attempt is unknown or was already used: connect again");
    expect(await t.app.resources.prisma.oAuthState.count({ where: { userId: a.user.id } })).toBe(1);
    expect((await inject(a, theirs)).headers.location).toBe("/calendar?integration=connected&provider=zoom");
    expect(await t.app.resources.prisma.connection.count({ where: { userId: b.user.id } })).toBe(0);
  });
});

describe("the GET routes' query, fuzzed", () => {
  // the write fuzz (fuzz.test.ts) sends bodies to POST and PUT routes; these two GET routes take their input from the
  // query (the callback's code, state and error come from whoever opens the address), so their queries are fuzzed here
  it("any query to connect and callback answers a redirect or a 4xx, never a 5xx, and stores nothing", async () => {
    const a = await registerUser(t.app);
    const value = fc.oneof(fc.string(), fc.string({ unit: "binary", maxLength: 50 }), fc.constant(""), fc.constantFrom("access_denied", "x".repeat(5000), "%00", "[]", "{}"));
    const query = fc.dictionary(fc.constantFrom("code", "state", "error", "error_description", "scope", "state[]", "code[0]", "x"), value, { maxKeys: 5 });
    const provider = fc.constantFrom("google", "microsoft", "zoom", "skype", "GOOGLE", "%2e%2e", "");
    await fc.assert(fc.asyncProperty(provider, fc.constantFrom("connect", "callback"), query, async (p, route, q) => {
      const r = await inject(a, `/api/integrations/${p}/${route}?${new URLSearchParams(q)}`);
      expect(r.statusCode === 302 || (r.statusCode >= 400 && r.statusCode < 500)).toBe(true);
      if (route === "callback" && r.statusCode === 302) expect(String(r.headers.location)).toMatch(/^\/calendar\?integration=error&/);
    }), { numRuns: 150, seed: 20261130 });
    expect(await t.app.resources.prisma.connection.count({ where: { userId: a.user.id } })).toBe(0);
  });
});

describe("tokens kept fresh", () => {
  it("renews a token that expires within a minute before using it, and saves it", async () => {
    const a = await registerUser(t.app);
    servers.accessTokenSeconds = 30;
    await connect(a, "google");
    const before = await stored(a.user.id, "google");
    const e = (await call(a, "POST", "/api/calendar", EVENT)).body;
    const since = servers.requests.length;
    const r = await call(a, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform: "meet" });
    expect(r.status).toBe(200);
    const seen = of("google", since).map((x) => `${x.method} ${new URL(x.path, "http://x").pathname}`);
    expect(seen).toEqual(["POST /token", "POST /calendar/v3/calendars/primary/events"]);
    expect(of("google", since)[0].body).toMatchObject({ grant_type: "refresh_token", refresh_token: before.secrets.refreshToken });
    const after = await stored(a.user.id, "google");
    expect(after.secrets.accessToken).not.toBe(before.secrets.accessToken);
    // Google sends no new refresh token: the one it had is kept
    expect(after.secrets.refreshToken).toBe(before.secrets.refreshToken);
  });

  it("renews once when the API answers 401, and keeps Microsoft's rotated refresh token", async () => {
    const a = await registerUser(t.app);
    await connect(a, "microsoft");
    const before = await stored(a.user.id, "microsoft");
    servers.expireAccessTokens("microsoft");
    const e = (await call(a, "POST", "/api/calendar", EVENT)).body;
    const since = servers.requests.length;
    const r = await call(a, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform: "teams" });
    expect(r.status).toBe(200);
    expect(of("microsoft", since).map((x) => `${x.method} ${new URL(x.path, "http://x").pathname}`))
      .toEqual(["POST /v1.0/me/onlineMeetings", "POST /common/oauth2/v2.0/token", "POST /v1.0/me/onlineMeetings"]);
    const after = await stored(a.user.id, "microsoft");
    expect(after.secrets.refreshToken).not.toBe(before.secrets.refreshToken);
    // the rotated one works: the old one no longer does at the provider
    servers.expireAccessTokens("microsoft");
    expect((await call(a, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform: "teams" })).status).toBe(200);
  });

  it("concurrent renewals of one connection make one refresh, and the rotated refresh token is not lost", async () => {
    const a = await registerUser(t.app);
    await connect(a, "zoom");
    const { c } = await stored(a.user.id, "zoom");
    const since = servers.requests.length;
    const tokens = await Promise.all(Array.from({ length: 5 }, () => accessTokenFor(t.app.resources, c, { force: true })));
    expect(new Set(tokens).size).toBe(1);
    expect(tokenRequests("zoom", since)).toHaveLength(1);
    // a second round works with the refresh token kept by the first
    await accessTokenFor(t.app.resources, c, { force: true });
    expect((await stored(a.user.id, "zoom")).c.status).toBe("connected");
  });

  it("a renewal made meanwhile by another instance is taken as it is (compare-and-set on the sealed value), not marked refused", async () => {
    const a = await registerUser(t.app);
    await connect(a, "zoom");
    const { c, secrets } = await stored(a.user.id, "zoom");
    // this instance's refresh (with the refresh token it read) is on its way...
    const hold = servers.holdNextTokenRequest("zoom");
    const racing = accessTokenFor(t.app.resources, c, { force: true });
    await hold.arrived;
    // ...when another instance renews first: the provider rotates the refresh token, that instance saves it
    const res = await fetch(`${servers.env.ZOOM_OAUTH_URL}/oauth/token`, {
      method: "POST", headers: { authorization: `Basic ${Buffer.from(`${servers.env.ZOOM_CLIENT_ID}:${servers.env.ZOOM_CLIENT_SECRET}`).toString("base64")}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: secrets.refreshToken! }),
    });
    const theirs = await res.json() as { access_token: string; refresh_token: string };
    await saveSecrets(t.app.resources, c.id, { accessToken: theirs.access_token, refreshToken: theirs.refresh_token, expiresAt: Date.now() + 3600_000 });
    // this instance's refresh is refused (its refresh token was rotated away): the row renewed meanwhile is taken
    hold.release();
    expect(await racing).toBe(theirs.access_token);
    const now = await stored(a.user.id, "zoom");
    expect(now.c.status).toBe("connected");
    expect(now.secrets.refreshToken).toBe(theirs.refresh_token);
    expect(await notifications(a.user.id)).toBe(0);
  });

  it("a revoked grant marks the connection \"needs reconnect\" with one bell notification; the caller gets a clear error; a new consent renews it in place", async () => {
    const a = await registerUser(t.app);
    servers.account.google = `revoked-${Date.now()}@gmail.example`;
    await connect(a, "google");
    servers.revokeGrants("google", servers.account.google);
    servers.expireAccessTokens("google");
    const e = (await call(a, "POST", "/api/calendar", EVENT)).body;
    const r = await call(a, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform: "meet" });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe("Google refused the connection (invalid_grant): reconnect it in the calendar's integrations");
    const listed = (await call(a, "GET", "/api/integrations")).body;
    expect(listed).toEqual([expect.objectContaining({ provider: "google", status: "needs_reconnect", error: "the refresh was refused (invalid_grant: Token has been expired or revoked.)" })]);
    expect(await notifications(a.user.id)).toBe(1);
    const bell = await t.app.resources.prisma.notification.findFirstOrThrow({ where: { userId: a.user.id, type: "integration_needs_reconnect" } });
    expect(bell.title).toBe("Reconnect Google");
    // again: said at once without asking Google, no second notification
    const since = servers.requests.length;
    const again = await call(a, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform: "meet" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Reconnect Google first");
    expect(of("google", since)).toHaveLength(0);
    expect(await notifications(a.user.id)).toBe(1);
    // Reconnect: a new consent renews the same connection in place
    const { c: before } = await stored(a.user.id, "google");
    expect((await connect(a, "google")).location).toBe("/calendar?integration=connected&provider=google");
    const renewed = await stored(a.user.id, "google");
    expect(renewed.c.id).toBe(before.id);
    expect(renewed.c.status).toBe("connected");
    expect((await call(a, "GET", "/api/integrations")).body).toEqual([expect.objectContaining({ status: "connected", error: null })]);
    expect((await call(a, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform: "meet" })).status).toBe(200);
    await t.app.resources.prisma.connection.update({ where: { id: before.id }, data: { status: "needs_reconnect" } });
    const gq = await t.app.fastify.inject({ method: "POST", url: "/graphql", headers: { cookie: a.cookie, "content-type": "application/json" },
      payload: { query: "{ viewer { calendarIntegration { meetingPlatforms { platform configured } } } }" } });
    expect(gq.json().data.viewer.calendarIntegration.meetingPlatforms).toEqual([
      { platform: "zoom", configured: false }, { platform: "teams", configured: false }, { platform: "meet", configured: false }]);
  });

  it("the provider down (its token endpoint answering 503) is an error to retry later: the connection stays connected, no notification", async () => {
    const a = await registerUser(t.app);
    await connect(a, "zoom");
    servers.expireAccessTokens("zoom");
    servers.tokenEndpointDown("zoom", 1);
    const e = (await call(a, "POST", "/api/calendar", EVENT)).body;
    const r = await call(a, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform: "zoom" });
    expect(r.status).toBe(502);
    expect(r.body.message).toBe("Zoom is not available right now (its token endpoint answered HTTP 503): try again later");
    expect((await stored(a.user.id, "zoom")).c.status).toBe("connected");
    expect(await notifications(a.user.id)).toBe(0);
    // later it works, with the same refresh token
    expect((await call(a, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform: "zoom" })).status).toBe(200);
  });
});

describe("refusals of the API itself", () => {
  it("an API that refuses even a renewed token (401 twice) marks the connection \"needs reconnect\" once", async () => {
    const a = await registerUser(t.app);
    await connect(a, "zoom");
    servers.failNext("zoom", 401, { code: 124, message: "Invalid access token." });
    servers.failNext("zoom", 401, { code: 124, message: "Invalid access token." });
    const e = (await call(a, "POST", "/api/calendar", EVENT)).body;
    const r = await call(a, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform: "zoom" });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe("Zoom refused the connection (401): reconnect it in the calendar's integrations");
    expect((await stored(a.user.id, "zoom")).c.status).toBe("needs_reconnect");
    expect(await notifications(a.user.id)).toBe(1);
  });

  it("a token endpoint that cannot be reached is an error to retry later, the connection kept as it is", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await createTestApp({ ...servers.env, ZOOM_OAUTH_URL: `http://127.0.0.1:${port}` });
    try {
      const s = await registerUser(down.app);
      const id = crypto.randomUUID();
      // a connection whose access token has expired: it must be renewed first
      await down.app.resources.prisma.connection.create({ data: { id, userId: s.user.id, provider: "zoom", label: "ann@zoom.example",
        secrets: secretBoxOf(down.app.resources.config).seal(id, { accessToken: "expired", refreshToken: "r", expiresAt: 0 } satisfies OAuthSecrets) } });
      const e = (await rest(down.app, s, "POST", "/api/calendar", EVENT)).body;
      const r = await rest(down.app, s, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform: "zoom" });
      expect(r.status).toBe(502);
      expect(r.body.message).toBe(`Zoom is not available right now (could not reach 127.0.0.1:${port}: ECONNREFUSED): try again later`);
      expect((await down.app.resources.prisma.connection.findUniqueOrThrow({ where: { id } })).status).toBe("connected");
    } finally {
      await down.close();
    }
  });
});

describe("disconnecting", () => {
  it("revokes at Google and Zoom (Microsoft has no revoke endpoint), then deletes; a failed revoke still deletes, logged", async () => {
    const a = await registerUser(t.app);
    for (const p of ["google", "microsoft", "zoom"] as const) await connect(a, p);
    const g = await stored(a.user.id, "google");
    const z = await stored(a.user.id, "zoom");
    const m = await stored(a.user.id, "microsoft");
    const since = servers.requests.length;
    expect((await call(a, "DELETE", `/api/integrations/${g.c.id}`)).status).toBe(204);
    expect(servers.revoked).toContainEqual({ provider: "google", token: g.secrets.refreshToken });
    expect((await call(a, "DELETE", `/api/integrations/${z.c.id}`)).status).toBe(204);
    const zr = of("zoom", since).find((r) => r.path === "/oauth/revoke")!;
    expect(zr.body).toEqual({ token: z.secrets.refreshToken });
    expect(zr.headers.authorization).toMatch(/^Basic /);
    expect((await call(a, "DELETE", `/api/integrations/${m.c.id}`)).status).toBe(204);
    expect(of("microsoft", since)).toHaveLength(0);
    expect(await t.app.resources.prisma.connection.count({ where: { userId: a.user.id } })).toBe(0);
    // the grant is gone at Google: its refresh token no longer works
    const refused = await fetch(`${servers.env.GOOGLE_TOKEN_URL}/token`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: g.secrets.refreshToken!, client_id: servers.env.GOOGLE_CLIENT_ID, client_secret: servers.env.GOOGLE_CLIENT_SECRET }) });
    expect(refused.status).toBe(400);

    await connect(a, "google");
    const again = await stored(a.user.id, "google");
    await saveSecrets(t.app.resources, again.c.id, { ...again.secrets, refreshToken: "1//not-a-token-google-knows" });
    const lines = log.raw.length;
    expect((await call(a, "DELETE", `/api/integrations/${again.c.id}`)).status).toBe(204);
    expect(await t.app.resources.prisma.connection.count({ where: { userId: a.user.id } })).toBe(0);
    expect(log.raw.slice(lines).some((l) => l.includes("revoking the grant failed"))).toBe(true);
  });
});

describe("meetings on each workspace's own account", () => {
  it("A's meeting is made on A's account, B's on B's, for each platform", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const accounts = { a: { google: "a@gmail.example", microsoft: "a@outlook.example", zoom: "a@zoom.example" }, b: { google: "b@gmail.example", microsoft: "b@outlook.example", zoom: "b@zoom.example" } };
    for (const [s, who] of [[a, "a"], [b, "b"]] as const) {
      for (const p of ["google", "microsoft", "zoom"] as const) {
        servers.account[p] = accounts[who][p];
        expect((await connect(s, p)).result.integration).toBe("connected");
      }
    }
    const made: Record<string, string[]> = { a: [], b: [] };
    for (const [s, who] of [[a, "a"], [b, "b"]] as const) {
      const e = (await call(s, "POST", "/api/calendar", { ...EVENT, title: `${who}'s meeting` })).body;
      for (const platform of ["zoom", "teams", "meet"]) {
        const r = await call(s, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform });
        expect(r.status).toBe(200);
        made[who].push(r.body.meetingLink);
      }
    }
    for (const who of ["a", "b"] as const) {
      const own = servers.meetings.filter((m) => made[who].includes(m.joinUrl));
      expect(own).toHaveLength(3);
      expect(own.map((m) => m.account).sort()).toEqual(Object.values(accounts[who]).sort());
      expect(own.every((m) => m.title === `${who}'s meeting`)).toBe(true);
    }
    expect(servers.meetings.filter((m) => Object.values(accounts.b).includes(m.account)).some((m) => m.title === "a's meeting")).toBe(false);
  });

  it("not connected: 400 \"Connect Zoom first\" (Microsoft, Google alike), nothing asked", async () => {
    const a = await registerUser(t.app);
    const e = (await call(a, "POST", "/api/calendar", EVENT)).body;
    const since = servers.requests.length;
    for (const [platform, message] of [["zoom", "Connect Zoom first"], ["teams", "Connect Microsoft first"], ["meet", "Connect Google first"]]) {
      const r = await call(a, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect(servers.requests.length).toBe(since);
  });
});

describe("secrets never appear", () => {
  it("no token, code, verifier or client secret in any answer of these tests or any log line", () => {
    const secrets = [...servers.issuedTokens(), ...servers.issuedCodes(), servers.env.GOOGLE_CLIENT_SECRET, servers.env.MS_CLIENT_SECRET, servers.env.ZOOM_CLIENT_SECRET];
    const verifiers = servers.requests.map((r) => r.body?.code_verifier).filter((v): v is string => typeof v === "string");
    expect(secrets.length).toBeGreaterThan(20);
    expect(verifiers.length).toBeGreaterThan(5);
    expect(answers.length).toBeGreaterThan(50);
    expect(log.raw.length).toBeGreaterThan(50);
    const allAnswers = answers.join("\n");
    const allLines = log.raw.join("\n");
    const found = [...secrets, ...verifiers].flatMap((s) => [
      ...(allAnswers.includes(s) ? [`${s} in an answer: ${answers.find((a) => a.includes(s))!.slice(0, 200)}`] : []),
      ...(allLines.includes(s) ? [`${s} in a log line: ${log.raw.find((l) => l.includes(s))!.slice(0, 200)}`] : []),
    ]);
    expect(found).toEqual([]);
  });
});
