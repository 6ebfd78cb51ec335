import type { InjectOptions } from "fastify";
import { createTestApp, gql, registerUser, rest, type TestApp } from "../../../test/harness";

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const inject = (opts: InjectOptions) => t.app.fastify.inject(opts);
/** The sessions of one user (each test signs up accounts of its own, under addresses no other test uses). */
const sessionsOf = async (userId: string) =>
  Number((await t.app.resources.prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM sessions WHERE sess->>'userId' = ${userId}`)[0].n);

describe("local accounts", () => {
  it("registers, reads the user, logs out and logs in again with a new session id", async () => {
    const reg = await inject({ method: "POST", url: "/api/auth/register", payload: { email: " Ada@Example.com ", password: "longenough", firstName: "Ada", timeZone: "Europe/Paris" } });
    expect(reg.statusCode).toBe(201);
    const user = reg.json();
    expect(user).toMatchObject({ email: "ada@example.com", firstName: "Ada", brandColor: "#3b82f6", timeZone: "Europe/Paris" });
    expect(user).not.toHaveProperty("passwordHash");
    const setCookie = String(reg.headers["set-cookie"]);
    expect(setCookie).toMatch(/^sid=.+; Path=\/; HttpOnly; SameSite=Lax/);
    const cookie = setCookie.split(";")[0];

    t.statements.length = 0;
    const me = await inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
    expect(me.json()).not.toHaveProperty("passwordHash");
    // the user row comes with the session lookup: no ORM statement
    expect(t.statements).toHaveLength(0);

    // an image or a fetch pointing at the address (a brand logo URL, say) does not sign out
    for (const dest of ["image", "empty", "iframe"]) {
      expect((await inject({ method: "GET", url: "/api/logout", headers: { cookie, "sec-fetch-dest": dest } })).statusCode).toBe(403);
    }
    expect((await inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(200);
    expect(await sessionsOf(user.id)).toBe(1);
    const out = await inject({ method: "GET", url: "/api/logout", headers: { cookie, "sec-fetch-dest": "document" } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/");
    expect(await sessionsOf(user.id)).toBe(0);
    expect((await inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(401);

    const login = await inject({ method: "POST", url: "/api/auth/login", payload: { email: "ADA@example.com", password: "longenough" }, headers: { cookie } });
    expect(login.statusCode).toBe(200);
    const cookie2 = String(login.headers["set-cookie"]).split(";")[0];
    expect(cookie2).not.toBe(cookie);
    expect((await inject({ method: "GET", url: "/api/auth/user", headers: { cookie: cookie2 } })).statusCode).toBe(200);
  });

  it("rejects short passwords, bad e-mails and duplicates with clear messages", async () => {
    let r = await rest(t.app, null, "POST", "/api/auth/register", { email: "x@example.com", password: "short" });
    expect(r.status).toBe(400);
    expect(r.body.errors.password).toBe("Password must be at least 10 characters");
    r = await rest(t.app, null, "POST", "/api/auth/register", { email: "nope", password: "longenough" });
    expect(r.body.errors.email).toBe("Invalid email address");
    await registerUser(t.app, "dup@example.com");
    r = await rest(t.app, null, "POST", "/api/auth/register", { email: "DUP@example.com", password: "longenough" });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe("An account with this email already exists");
  });

  it("answers a wrong password and an unknown e-mail with the same generic message", async () => {
    await registerUser(t.app, "known@example.com", "right password");
    const wrong = await rest(t.app, null, "POST", "/api/auth/login", { email: "known@example.com", password: "wrong password" });
    const unknown = await rest(t.app, null, "POST", "/api/auth/login", { email: "unknown@example.com", password: "wrong password" });
    expect(wrong).toMatchObject({ status: 401, body: { message: "Invalid email or password" } });
    expect(unknown).toMatchObject({ status: 401, body: { message: "Invalid email or password" } });
  });

  it("rate-limits repeated failed logins with 429", async () => {
    await registerUser(t.app, "target@example.com", "right password");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await rest(t.app, null, "POST", "/api/auth/login", { email: "target@example.com", password: `guess${i}xx` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // even the right password is refused while limited
    expect((await rest(t.app, null, "POST", "/api/auth/login", { email: "target@example.com", password: "right password" })).status).toBe(429);
  });

  it("ignores a forged or tampered session cookie", async () => {
    const s = await registerUser(t.app);
    const tampered = s.cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await inject({ method: "GET", url: "/api/auth/user", headers: { cookie: tampered } })).statusCode).toBe(401);
    expect((await inject({ method: "GET", url: "/api/auth/user", headers: { cookie: "sid=abc" } })).statusCode).toBe(401);
  });
});

describe("protection and bad input", () => {
  it("answers REST writes without a JSON content type with 415", async () => {
    const r = await inject({ method: "POST", url: "/api/auth/login", headers: { "content-type": "text/plain" }, payload: "email=a" });
    expect(r.statusCode).toBe(415);
    const f = await inject({ method: "POST", url: "/api/auth/login", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "email=a" });
    expect(f.statusCode).toBe(415);
  });

  it("refuses a cross-origin write with 403", async () => {
    const r = await inject({ method: "POST", url: "/api/auth/login", headers: { origin: "https://evil.example", "content-type": "application/json" }, payload: "{}" });
    expect(r.statusCode).toBe(403);
  });

  it("answers malformed JSON with 400 and an oversized body with 413, never a stack trace", async () => {
    const bad = await inject({ method: "POST", url: "/api/auth/login", headers: { "content-type": "application/json" }, payload: "{\"email\":" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "Malformed JSON in request body" });
    const big = await inject({ method: "POST", url: "/api/auth/register", headers: { "content-type": "application/json" }, payload: JSON.stringify({ email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) }) });
    expect(big.statusCode).toBe(413);
    expect(big.body).not.toMatch(/at .*\.ts/);
  });

  it("answers unknown /api paths with a JSON 404", async () => {
    const r = await rest(t.app, null, "GET", "/api/does-not-exist");
    expect(r).toMatchObject({ status: 404, body: { message: "Not found" } });
  });

  it("sets security headers", async () => {
    const r = await inject({ method: "GET", url: "/api/health" });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: "ok" });
    expect(r.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(r.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
    expect(r.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});

describe("GraphQL", () => {
  it("serves the viewer with the session cookie and 401 without one", async () => {
    const s = await registerUser(t.app, "viewer@example.com");
    const r = await gql(t.app, s, "{ viewer { email brandColor sidebarCounts { clients activeProjects overdueTasks unreadMessages } } }");
    expect(r.data.viewer).toEqual({ email: "viewer@example.com", brandColor: "#3b82f6", sidebarCounts: { clients: 0, activeProjects: 0, overdueTasks: 0, unreadMessages: 0 } });
    const anon = await gql(t.app, null, "{ viewer { email } }");
    expect(anon.status).toBe(401);
    expect(anon.errors?.[0].message).toBe("Unauthorized");
  });

  it("refuses a GraphQL request without a JSON content type (CSRF prevention)", async () => {
    const s = await registerUser(t.app);
    const r = await inject({ method: "GET", url: "/graphql?query=%7Bviewer%7Bemail%7D%7D", headers: { cookie: s.cookie } });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
  });

  it("refuses over-deep queries and masks unexpected errors", async () => {
    const s = await registerUser(t.app);
    const deep = "{ viewer { " + "id ".repeat(1) + "} " + "}";
    expect((await gql(t.app, s, deep)).errors).toBeUndefined();
    const nested = `{ node(id: "x") { ... on User { id } } ${Array.from({ length: 30 }, (_, i) => `a${i}: viewer { id }`).join(" ")} }`;
    const aliased = await gql(t.app, s, nested);
    expect(aliased.errors?.[0].message).toMatch(/alias/i);
  });

  it("updates the profile and the time zone (the settings) and rejects an unknown zone", async () => {
    const s = await registerUser(t.app);
    const m = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) {
      __typename ... on UpdateSettingsPayload { user { timeZone firstName lastName } } ... on ValidationError { fieldErrors { field message } } } }`;
    const ok = await gql(t.app, s, m, { input: { workspace: { timeZone: "America/New_York" } } });
    // names left out are kept (registerUser set the first name)
    expect(ok.data.updateSettings.user).toEqual({ timeZone: "America/New_York", firstName: "Test", lastName: null });
    const cleared = await gql(t.app, s, m, { input: { workspace: { timeZone: "America/New_York" }, profile: { firstName: null, lastName: "Lovelace" } } });
    expect(cleared.data.updateSettings.user).toEqual({ timeZone: "America/New_York", firstName: null, lastName: "Lovelace" });
    const bad = await gql(t.app, s, m, { input: { workspace: { timeZone: "Mars/Olympus" } } });
    expect(bad.data.updateSettings).toEqual({ __typename: "ValidationError", fieldErrors: [{ field: "workspace.timeZone", message: "Unknown time zone" }] });
  });
});

describe("persisted queries", () => {
  it("runs a query by its relay-compiler document id over HTTP, and refuses an unknown id", async () => {
    const s = await registerUser(t.app, "persisted@example.com");
    const persisted = require("../../../../persisted_queries.json") as Record<string, string>;
    const [id] = Object.entries(persisted).find(([, text]) => /query AppShellQuery/.test(text)) ?? [];
    expect(id).toBeDefined();
    const ok = await inject({ method: "POST", url: "/graphql", headers: { cookie: s.cookie, "content-type": "application/json" }, payload: JSON.stringify({ doc_id: id, variables: {} }) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.viewer.email).toBe("persisted@example.com");
    const bad = await inject({ method: "POST", url: "/graphql", headers: { cookie: s.cookie, "content-type": "application/json" }, payload: JSON.stringify({ doc_id: "nope", variables: {} }) });
    expect(bad.statusCode).toBe(400);
    // names every object has are not operations
    for (const docId of ["constructor", "__proto__", "toString"]) {
      const r = await inject({ method: "POST", url: "/graphql", headers: { cookie: s.cookie, "content-type": "application/json" }, payload: JSON.stringify({ doc_id: docId, variables: {} }) });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ errors: [{ message: "Unknown persisted query" }] });
    }
  });
});
