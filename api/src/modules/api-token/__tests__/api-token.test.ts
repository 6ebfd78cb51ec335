import WebSocket from "ws";
import pg from "pg";
import { createTestApp, gql, registerUser, rest, waitFor, withToken, workerDatabaseUrl, type Session, type TestApp } from "../../../../test/harness";
import { hashToken, TokenUse } from "../../../auth/tokens";

/** A graphql-ws socket signed in by a token in connectionParams (or by nothing), with what it received. */
function openSocket(base: string, connectionParams: Record<string, unknown> | undefined, headers: Record<string, string> = {}) {
  const ws = new WebSocket(base.replace(/^http/, "ws") + "/graphql", "graphql-transport-ws", { headers });
  const messages: any[] = [];
  const closed = new Promise<number>((r) => ws.on("close", (code) => r(code)));
  const acked = new Promise<boolean>((resolve) => {
    ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init", payload: connectionParams })));
    ws.on("message", (m) => {
      const msg = JSON.parse(String(m));
      messages.push(msg);
      if (msg.type === "connection_ack") resolve(true);
    });
    ws.on("close", () => resolve(false));
  });
  ws.on("error", () => undefined);
  const send = (id: string, query: string) => ws.send(JSON.stringify({ id, type: "subscribe", payload: { query } }));
  return { ws, messages, closed, acked, send };
}

const bearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });

describe("API tokens", () => {
  let t: TestApp;
  let base: string;
  let a: Session;
  beforeAll(async () => {
    t = await createTestApp({ PORT: "0", WS_SOCKETS_PER_SESSION: "2" });
    base = await t.app.start();
  });
  beforeEach(async () => { a = await registerUser(t.app); });
  afterAll(async () => { await t.close(); });

  it("are created, listed and revoked by a signed-in session; the token is shown once and stored hashed", async () => {
    const created = await rest(t.app, a, "POST", "/api/tokens", { name: "Spreadsheet", scope: "read", expiresAt: "2099-01-31T23:59:59Z" });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String), name: "Spreadsheet", scope: "read", prefix: created.body.token.slice(0, 11), token: expect.stringMatching(/^cf_[A-Za-z0-9_-]{43}$/),
      expiresAt: "2099-01-31T23:59:59.000Z", lastUsedAt: null, createdAt: expect.any(String),
    });
    const stored = await t.app.resources.prisma.apiToken.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored.tokenHash).toBe(hashToken(created.body.token));
    expect(JSON.stringify(stored)).not.toContain(created.body.token);

    const list = await rest(t.app, a, "GET", "/api/tokens");
    expect(list.body).toEqual([expect.objectContaining({ id: created.body.id, name: "Spreadsheet", prefix: created.body.prefix })]);
    expect(list.text).not.toContain(created.body.token);
    expect(list.text).not.toContain(stored.tokenHash);

    const viaGraphQL = await gql(t.app, a, `mutation { createApiToken(input: { name: "Zapier", scope: "write" }) { ... on CreateApiTokenPayload { token apiToken { id name scope prefix } } } }`);
    expect(viaGraphQL.data.createApiToken.apiToken).toMatchObject({ name: "Zapier", scope: "write" });
    const listed = await gql(t.app, a, "{ viewer { apiTokens { name } } }");
    expect(listed.data.viewer.apiTokens.map((x: { name: string }) => x.name)).toEqual(["Zapier", "Spreadsheet"]);

    expect((await rest(t.app, a, "DELETE", `/api/tokens/${created.body.id}`)).status).toBe(204);
    expect((await rest(t.app, a, "DELETE", `/api/tokens/${created.body.id}`)).status).toBe(404);
    const revoked = await gql(t.app, a, `mutation($id: ID!) { revokeApiToken(input: { id: $id }) { __typename ... on RevokeApiTokenPayload { revokedApiTokenId } } }`,
      { id: viaGraphQL.data.createApiToken.apiToken.id });
    expect(revoked.data.revokeApiToken.revokedApiTokenId).toBe(viaGraphQL.data.createApiToken.apiToken.id);
    expect((await rest(t.app, a, "GET", "/api/tokens")).body).toEqual([]);
  });

  it("validate their input with the form's messages", async () => {
    const bad = async (body: unknown) => (await rest(t.app, a, "POST", "/api/tokens", body)).body.errors;
    expect(await bad({ scope: "read" })).toEqual({ name: "Name is required" });
    expect(await bad({ name: "x", scope: "admin" })).toEqual({ scope: "Scope must be read or write" });
    expect(await bad({ name: "x", scope: "read", expiresAt: "2001-01-01" })).toEqual({ expiresAt: "Expiry must be in the future" });
    expect(await bad({ name: "x", scope: "read", expiresAt: "soon" })).toEqual({ expiresAt: "Expiry must be a date" });
    expect(await bad({ name: "x".repeat(101), scope: "read" })).toEqual({ name: expect.stringMatching(/100/) });
  });

  it("read and write through REST and GraphQL with no cookie and no CSRF header, for the token's workspace only", async () => {
    const token = await withToken(t.app, a, "write");
    const created = await rest(t.app, token, "POST", "/api/clients", { name: "Made by a script" });
    expect(created.status).toBe(201);
    expect((await rest(t.app, token, "GET", "/api/clients")).body.map((c: { name: string }) => c.name)).toEqual(["Made by a script"]);

    const mutation = await gql(t.app, token, `mutation { createClient(input: { name: "By GraphQL" }) { __typename } }`);
    expect(mutation.data.createClient.__typename).toBe("CreateClientPayload");
    const query = await gql(t.app, token, "{ viewer { email clients(first: 10) { totalCount } } }");
    expect(query.data.viewer).toEqual({ email: a.user.email, clients: { totalCount: 2 } });

    // a GET needs Yoga's CSRF header with a cookie, not with a token
    const url = `/graphql?query=${encodeURIComponent("{ viewer { email } }")}`;
    const withCookie = await t.app.fastify.inject({ method: "GET", url, headers: { cookie: a.cookie } });
    expect(withCookie.statusCode).toBe(403);
    const withBearer = await t.app.fastify.inject({ method: "GET", url, headers: bearer(token) });
    expect(withBearer.statusCode).toBe(200);
    expect(withBearer.json().data.viewer.email).toBe(a.user.email);

    // a write from another origin: refused with the cookie, a token's own business with the token
    const cross = (headers: Record<string, string>) => t.app.fastify.inject({ method: "POST", url: "/api/clients",
      headers: { origin: "https://sheets.example", "content-type": "application/json", ...headers }, payload: JSON.stringify({ name: "Cross" }) });
    expect((await cross({ cookie: a.cookie })).statusCode).toBe(403);
    expect((await cross(bearer(token))).statusCode).toBe(201);
  });

  it("ignore the cookie when an Authorization header is present", async () => {
    const b = await registerUser(t.app);
    const tokenOfB = await withToken(t.app, b, "write");
    const both = await t.app.fastify.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: a.cookie, ...bearer(tokenOfB) } });
    expect(both.json().email).toBe(b.user.email);
    // a bad token is no sign-in, whatever the cookie
    const forged = await t.app.fastify.inject({ method: "GET", url: "/api/clients", headers: { cookie: a.cookie, authorization: "Bearer cf_not-a-real-token" } });
    expect(forged.statusCode).toBe(401);
    const basic = await t.app.fastify.inject({ method: "GET", url: "/api/clients", headers: { cookie: a.cookie, authorization: "Basic dXNlcjpwYXNz" } });
    expect(basic.statusCode).toBe(401);
  });

  it("refuse a read-only token any write, a GraphQL mutation included, with 403", async () => {
    const token = await withToken(t.app, a, "read");
    const post = await rest(t.app, token, "POST", "/api/clients", { name: "Nope" });
    expect(post.status).toBe(403);
    expect(post.body.message).toBe("This API token is read-only");
    const mutation = await gql(t.app, token, `mutation { createClient(input: { name: "Nope" }) { __typename } }`);
    expect(mutation.status).toBe(403);
    expect(mutation.errors?.[0]).toMatchObject({ message: "This API token is read-only", extensions: { code: "FORBIDDEN" } });
    expect(await t.app.resources.prisma.client.count({ where: { userId: a.user.id } })).toBe(0);
    // reads work
    expect((await rest(t.app, token, "GET", "/api/clients")).status).toBe(200);
    expect((await gql(t.app, token, "{ viewer { email } }")).data.viewer.email).toBe(a.user.email);
  });

  it("cannot manage tokens: REST and GraphQL answer a token 403", async () => {
    const token = await withToken(t.app, a, "write");
    for (const [method, url, body] of [["GET", "/api/tokens"], ["POST", "/api/tokens", { name: "Minted", scope: "write" }], ["DELETE", `/api/tokens/${crypto.randomUUID()}`]] as const) {
      const r = await rest(t.app, token, method, url, body);
      expect({ method, status: r.status }).toEqual({ method, status: 403 });
    }
    const list = await gql(t.app, token, "{ viewer { email apiTokens { name } } }");
    expect(list.status).toBe(403);
    expect(list.data).toBeUndefined();
    const mint = await gql(t.app, token, `mutation { createApiToken(input: { name: "Minted", scope: "write" }) { __typename } }`);
    expect(mint.status).toBe(403);
    expect(await t.app.resources.prisma.apiToken.count({ where: { userId: a.user.id } })).toBe(1);
  });

  it("answer 401 once revoked or expired", async () => {
    const token = await withToken(t.app, a, "write");
    expect((await rest(t.app, token, "GET", "/api/clients")).status).toBe(200);
    const [row] = (await rest(t.app, a, "GET", "/api/tokens")).body;
    expect((await rest(t.app, a, "DELETE", `/api/tokens/${row.id}`)).status).toBe(204);
    expect((await rest(t.app, token, "GET", "/api/clients")).status).toBe(401);
    expect((await gql(t.app, token, "{ viewer { email } }")).status).toBe(401);

    const expiring = await withToken(t.app, a, "write");
    expect((await rest(t.app, expiring, "GET", "/api/clients")).status).toBe(200);
    // expired since (the cache keeps an entry no longer than its expiry: a token read again after it is refused)
    await t.app.resources.prisma.apiToken.updateMany({ where: { userId: a.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const fresh = await createTestApp({});
    try {
      expect((await rest(fresh.app, expiring, "GET", "/api/clients")).status).toBe(401);
    } finally {
      await fresh.close();
    }
  });

  it("subscribe over the WebSocket with the token in connectionParams, counted per token and closed when it is revoked", async () => {
    const token = await withToken(t.app, a, "read");
    const s = openSocket(base, { authorization: `Bearer ${token.token}` });
    expect(await s.acked).toBe(true);
    s.send("counts", "subscription { sidebarCountsUpdated { clients } }");
    const counts = () => s.messages.filter((m) => m.id === "counts" && m.type === "next");
    // the subscription is live once a change of the workspace (a task) is pushed to it
    await waitFor("the subscription to be live", async () => {
      const seen = counts().length;
      expect((await rest(t.app, a, "POST", "/api/tasks", { title: "Probe" })).status).toBe(201);
      return waitFor("its push", () => counts().length > seen, 1000).catch(() => false);
    });
    expect(counts()[0].payload.data.sidebarCountsUpdated.clients).toBe(0);
    expect((await rest(t.app, a, "POST", "/api/clients", { name: "Live" })).status).toBe(201);
    const pushed = await waitFor("a push to the token's socket", () => counts().find((m) => m.payload.data.sidebarCountsUpdated.clients > 0));
    expect(pushed.payload.data.sidebarCountsUpdated.clients).toBe(1);
    // a read-only token's socket runs no mutation
    s.send("write", `mutation { createClient(input: { name: "Nope" }) { __typename } }`);
    const refused = await waitFor("the mutation's answer", () => s.messages.find((m) => m.id === "write" && m.type !== "complete"));
    expect(JSON.stringify(refused.payload)).toContain("This API token is read-only");

    // sockets per token (WS_SOCKETS_PER_SESSION=2 here): the third is closed with 4429
    const second = openSocket(base, { authorization: `Bearer ${token.token}` });
    expect(await second.acked).toBe(true);
    const third = openSocket(base, { authorization: `Bearer ${token.token}` });
    expect(await third.closed).toBe(4429);

    // a bad token: closed with 4401, even with a cookie
    const forged = openSocket(base, { authorization: "Bearer cf_forged" }, { cookie: a.cookie });
    expect(await forged.closed).toBe(4401);

    const [row] = (await rest(t.app, a, "GET", "/api/tokens")).body;
    expect((await rest(t.app, a, "DELETE", `/api/tokens/${row.id}`)).status).toBe(204);
    expect(await s.closed).toBe(4401);
    expect(await second.closed).toBe(4401);
  });

  it("writes lastUsedAt at most once a minute per token", async () => {
    const token = await withToken(t.app, a, "read");
    for (let i = 0; i < 5; i++) expect((await rest(t.app, token, "GET", "/api/clients")).status).toBe(200);
    const used = await waitFor("lastUsedAt written", async () =>
      (await t.app.resources.prisma.apiToken.findFirst({ where: { userId: a.user.id } }))?.lastUsedAt);
    expect(Math.abs(used.getTime() - Date.now())).toBeLessThan(10_000);

    // the writes themselves, counted on a pool of the test's database: one for many uses within the minute
    const pool = new pg.Pool({ connectionString: await workerDatabaseUrl(), max: 1 });
    const writes: string[] = [];
    const counting = { query: (q: { text: string; values: unknown[] }) => { writes.push(q.text); return pool.query(q); } } as unknown as pg.Pool;
    const use = new TokenUse(counting, { warn: () => undefined });
    const [row] = (await rest(t.app, a, "GET", "/api/tokens")).body;
    await t.app.resources.prisma.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: null } });
    for (let i = 0; i < 50; i++) use.note(row.id);
    use.note(crypto.randomUUID());
    await waitFor("the write", async () => (await t.app.resources.prisma.apiToken.findUniqueOrThrow({ where: { id: row.id } })).lastUsedAt);
    await pool.end();
    expect(writes).toHaveLength(2);
  });
});

describe("API tokens in production, with a small rate limit", () => {
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: "production", API_TOKEN_REQUESTS_PER_MINUTE: "5" });
    a = await registerUser(t.app);
  });
  afterAll(async () => { await t.close(); });

  it("send documents of their own (a cookie sends persisted ones only), under the same limits", async () => {
    const token = await withToken(t.app, a, "read");
    const own = await gql(t.app, token, "{ viewer { email } }");
    expect(own.data.viewer.email).toBe(a.user.email);
    const cookie = await gql(t.app, a, "{ viewer { email } }");
    expect(cookie.status).toBe(400);
    expect(cookie.errors?.[0].message).toBe("Only the app's persisted operations (doc_id) run on this server");
    const deep = await gql(t.app, token, `{ viewer { ${"... on User { ".repeat(13)}id${" }".repeat(13)} } }`);
    expect(deep.data).toBeUndefined();
    expect(deep.errors?.[0].message).toMatch(/depth limit/i);
    const aliases = await gql(t.app, token, `{ ${Array.from({ length: 21 }, (_, i) => `a${i}: viewer { id }`).join(" ")} }`);
    expect(aliases.errors?.[0].message).toMatch(/aliases limit/i);
    const cost = await gql(t.app, token, "{ viewer { clients(first: 1000000) { edges { node { id name } } } } }");
    expect(cost.errors?.[0].message).toMatch(/cost limit/i);
  });

  it("are rate limited per token: past the limit 429 with Retry-After", async () => {
    const token = await withToken(t.app, a, "read");
    const other = await withToken(t.app, a, "read");
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await rest(t.app, token, "GET", "/api/clients");
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
    expect(last!.body.message).toBe("Too many requests with this API token (at most 5 a minute)");
    // another token, and the signed-in session, are not concerned
    expect((await rest(t.app, other, "GET", "/api/clients")).status).toBe(200);
    expect((await rest(t.app, a, "GET", "/api/clients")).status).toBe(200);
  });
});
