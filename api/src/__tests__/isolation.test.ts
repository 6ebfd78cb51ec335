/**
 * Tenant isolation, driven by what the server registers: every REST route of the modules and every GraphQL
 * query, mutation and subscription field and Node type must have a case (test/isolation-suites.ts), or this fails.
 * Each case runs as tenant B against tenant A's ids: B gets not-found, sees none of A's ids, and A's rows stay unchanged.
 */
import WebSocket from "ws";
import { createClient as createWsClient } from "graphql-ws";
import { isInterfaceType, isObjectType } from "graphql";
import { createTestApp, gql, registerUser, rest, within, withToken, type Session, type TestApp } from "../../test/harness";
import { isolationSuites, seedAllSuites } from "../../test/isolation-suites";
import type { GraphQLCase, RestCase, Seeded, WrongTokenCase } from "../../test/isolation";
import { modulePublicRoutes, moduleRoutes } from "../modules";
import { getSchema } from "../graphql/schema";

let t: TestApp;
let a: Session;
let b: Session;
/** B again, with a write API token instead of its cookie */
let bToken: Session;
let seeded: Seeded;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ PORT: "0" });
  base = await t.app.start();
  a = await registerUser(t.app, "tenant-a@example.com");
  b = await registerUser(t.app, "tenant-b@example.com");
  bToken = await withToken(t.app, b, "write");
  seeded = await seedAllSuites(t, a);
});
afterAll(async () => { await t.close(); });

/** Every row tenant A owns, in every table with a userId column, plus A's user row. */
async function snapshotOfA(): Promise<string> {
  const prisma = t.app.resources.prisma;
  const tables = await prisma.$queryRaw<{ table_name: string }[]>`
    SELECT c.relname AS table_name FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'userId' AND NOT a.attisdropped
    -- tables, and a partitioned one as a whole (not each of its partitions)
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY 1`;
  const out: Record<string, unknown> = { user: await prisma.$queryRawUnsafe(`SELECT * FROM users WHERE id = $1::uuid`, a.user.id) };
  for (const { table_name } of tables) {
    // each row as JSON text (a tsvector column has no Prisma type), in a stable order whatever the table's key
    out[table_name] = await prisma.$queryRawUnsafe(`SELECT to_jsonb(r)::text AS row FROM "${table_name}" r WHERE "userId" = $1::uuid ORDER BY 1`, a.user.id);
  }
  return JSON.stringify(out, (_k, v) => (typeof v === "bigint" ? String(v) : v));
}

function leaks(text: string): string[] {
  return [...Object.values(seeded.ids), ...Object.values(seeded.gids)].filter((id) => text.includes(id));
}

function findCase<T>(kind: "rest" | "graphql" | "nodes" | "public", key: string): ((s: Seeded) => T) | undefined {
  for (const suite of isolationSuites) {
    const c = (suite[kind] as Record<string, (s: Seeded) => T> | undefined)?.[key];
    if (c) return c;
  }
  return undefined;
}

function operationFields(): string[] {
  const schema = getSchema();
  const out: string[] = [];
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (type) for (const f of Object.keys(type.getFields())) out.push(`${type.name}.${f}`);
  }
  return out;
}

/** Every GraphQL case's key: the root fields', and those of fields further down ("User.search": B's viewer). */
function graphqlCaseKeys(): string[] {
  return [...new Set([...operationFields(), ...isolationSuites.flatMap((suite) => Object.keys(suite.graphql ?? {}))])];
}

/** A case keyed by a field the schema does not have (a typo, a field renamed) would never run. */
function unknownFieldCases(): string[] {
  const schema = getSchema();
  return graphqlCaseKeys().filter((key) => {
    const [typeName, field] = key.split(".");
    const type = schema.getType(typeName);
    return !type || !(isObjectType(type) || isInterfaceType(type)) || !type.getFields()[field];
  }).map((k) => `graphql case for a field the schema does not have: ${k}`);
}

/** A case's field that a signed-in session alone may select (`sessionOnly` in its extensions). */
function isSessionOnly(key: string): boolean {
  const [typeName, field] = key.split(".");
  const type = getSchema().getType(typeName);
  return !!(type && (isObjectType(type) || isInterfaceType(type)) && type.getFields()[field]?.extensions?.sessionOnly);
}

function nodeTypes(): string[] {
  const schema = getSchema();
  const node = schema.getType("Node");
  if (!node || !isInterfaceType(node)) return [];
  return Object.values(schema.getTypeMap()).filter((ty) => isObjectType(ty) && ty.getInterfaces().includes(node)).map((ty) => ty.name);
}

describe("tenant isolation", () => {
  it("has a case for every registered REST route, GraphQL field and Node type", () => {
    const missing = [
      ...moduleRoutes.map((r) => `${r.method} ${r.url}`).filter((k) => !findCase("rest", k)),
      ...operationFields().filter((k) => !findCase("graphql", k)),
      ...nodeTypes().filter((k) => !findCase("nodes", k)).map((k) => `node ${k}`),
      // public routes are listed apart: each needs its wrong-token cases
      ...modulePublicRoutes.map((r) => `${r.method} ${r.url}`).filter((k) => !findCase("public", k)).map((k) => `public ${k}`),
      ...unknownFieldCases(),
    ];
    expect(missing).toEqual([]);
  });

  it("answers 404 and shows nothing of A on every public route called with a wrong token, with or without B's session", async () => {
    const before = await snapshotOfA();
    const failures: string[] = [];
    for (const route of modulePublicRoutes) {
      const key = `${route.method} ${route.url}`;
      const cases = findCase<WrongTokenCase[]>("public", key)?.(seeded) ?? [];
      if (!cases.length) failures.push(`${key}: no wrong-token case`);
      for (const c of cases) {
        for (const cookie of [undefined, b.cookie]) {
          const r = await t.app.fastify.inject({ method: route.method, url: c.url, headers: cookie ? { cookie } : {},
            ...(c.body !== undefined ? { payload: JSON.stringify(c.body), headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) } } : {}) });
          if (r.statusCode !== 404) failures.push(`${key} ${c.url}: status ${r.statusCode}, expected 404`);
          const leaked = leaks(r.body);
          if (leaked.length) failures.push(`${key} ${c.url}: response shows A's ids ${leaked.join(", ")}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
  });

  // once as B's signed-in session, once as B's API token: a token acts for its workspace only. What a session alone may
  // do (managing the tokens) answers a token 403 instead.
  it.each([["a signed-in session", false], ["an API token", true]])("keeps tenant A's data out of reach of tenant B (%s), through REST, GraphQL and node lookups", async (_as, token) => {
    const before = await snapshotOfA();
    const failures: string[] = [];
    const asB = token ? bToken : b;

    for (const route of moduleRoutes) {
      const key = `${route.method} ${route.url}`;
      const make = findCase<RestCase>("rest", key);
      if (!make) continue;
      const c = make(seeded);
      const r = await rest(t.app, asB, route.method, c.url, c.body);
      const expected = token && route.sessionOnly ? [403] : ([] as number[]).concat(c.expectStatus ?? 404);
      if (!expected.includes(r.status)) failures.push(`${key}: status ${r.status}, expected ${expected.join("/")} (${r.text.slice(0, 200)})`);
      const leaked = leaks(r.text);
      if (leaked.length) failures.push(`${key}: response shows A's ids ${leaked.join(", ")}`);
    }

    for (const key of graphqlCaseKeys().filter((k) => !k.startsWith("Subscription."))) {
      const make = findCase<GraphQLCase>("graphql", key);
      if (!make) continue;
      const c = make(seeded);
      const field = key.split(".")[1];
      const r = await gql(t.app, asB, c.query, c.variables);
      const text = JSON.stringify(r);
      const leaked = leaks(text);
      if (leaked.length) failures.push(`${key}: response shows A's ids ${leaked.join(", ")}`);
      if (token && isSessionOnly(key)) {
        if (r.status !== 403 || r.errors?.[0]?.extensions?.code !== "FORBIDDEN") failures.push(`${key}: a token should get 403, got ${r.status} ${text.slice(0, 300)}`);
        continue;
      }
      if (r.errors && !key.startsWith("Mutation.") && !c.expectTypename) failures.push(`${key}: errors ${JSON.stringify(r.errors).slice(0, 300)}`);
      if (c.expectTypename && r.data?.[field]?.__typename !== c.expectTypename) failures.push(`${key}: expected ${c.expectTypename}, got ${text.slice(0, 300)}`);
      if (field === "node" && r.data?.node !== null) failures.push(`${key}: node of A returned ${text}`);
    }

    for (const typename of nodeTypes()) {
      const make = findCase<string>("nodes", typename);
      if (!make) continue;
      const id = make(seeded);
      const q = `query($id: ID!) { node(id: $id) { __typename id } }`;
      const asA = await gql(t.app, a, q, { id });
      if (asA.data?.node?.__typename !== typename) failures.push(`node ${typename}: the case's id does not name A's record (${JSON.stringify(asA)})`);
      const ofB = await gql(t.app, asB, q, { id });
      if (ofB.data?.node !== null || ofB.errors) failures.push(`node ${typename}: B should get null without errors, got ${JSON.stringify(ofB)}`);
    }

    expect(failures).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
  });

  // the API documentation is served beside the modules' routes (rest/openapi.ts): the same for everyone
  it("shows nothing of A in the API documentation, which B reads exactly as A does (session or token)", async () => {
    for (const url of ["/api/openapi.json", "/graphql/schema.graphql"]) {
      const [ofA, ofB, ofBToken] = [await rest(t.app, a, "GET", url), await rest(t.app, b, "GET", url), await rest(t.app, bToken, "GET", url)];
      expect([ofA.status, ofB.status, ofBToken.status]).toEqual([200, 200, 200]);
      expect(leaks(ofB.text)).toEqual([]);
      expect(ofB.text).toBe(ofA.text);
      expect(ofBToken.text).toBe(ofA.text);
    }
  });

  it("delivers subscription events to the tenant they concern only", async () => {
    const wsUrl = base.replace(/^http/, "ws") + "/graphql";
    const client = (s: Session) => createWsClient({
      url: wsUrl, lazy: false, retryAttempts: 0,
      // an API token signs a socket in through connectionParams; a browser, through its cookie
      connectionParams: s.token ? { authorization: `Bearer ${s.token}` } : undefined,
      webSocketImpl: class extends WebSocket { constructor(url: string, protocols?: string | string[]) { super(url, protocols, { headers: s.token ? {} : { cookie: s.cookie } }); } },
    });
    const ca = client(a);
    const cb = client(b);
    const cbToken = client(bToken);
    try {
      for (const key of operationFields().filter((k) => k.startsWith("Subscription."))) {
        const c = findCase<GraphQLCase>("graphql", key)!(seeded);
        const got = { a: [] as unknown[], b: [] as unknown[] };
        const offA = ca.subscribe({ query: c.query, variables: c.variables }, { next: (v) => got.a.push(v), error: () => {}, complete: () => {} });
        const offB = cb.subscribe({ query: c.query, variables: c.variables }, { next: (v) => got.b.push(v), error: () => {}, complete: () => {} });
        const offBToken = cbToken.subscribe({ query: c.query, variables: c.variables }, { next: (v) => got.b.push(v), error: () => {}, complete: () => {} });
        // B's subscriptions must be live for their silence to mean anything, and nothing tells that they are (B's own
        // writes do not make every subscription push, and the cases fire on A's records): a fixed time for all three
        await new Promise((r) => setTimeout(r, 300));
        const fire = c.fire ?? { method: "POST", url: "/api/clients", body: { name: `Trigger for ${key}` } };
        expect((await rest(t.app, a, fire.method, fire.url, fire.body)).status).toBeLessThan(300);
        for (let i = 0; i < 40 && got.a.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
        // what B would wrongly receive comes with A's push: a while after it, for the same reason, nothing marks its absence
        await new Promise((r) => setTimeout(r, 300));
        offA();
        offB();
        offBToken();
        expect({ key, a: got.a.length > 0, b: got.b.length }).toEqual({ key, a: true, b: 0 });
        expect(leaks(JSON.stringify(got.a))).toEqual([]);
      }
    } finally {
      await ca.dispose();
      await cb.dispose();
      await cbToken.dispose();
    }
  });

  it("closes a WebSocket without a session with 4401 and refuses one from another origin", async () => {
    const wsUrl = base.replace(/^http/, "ws") + "/graphql";
    const outcome = (headers: Record<string, string>) => new Promise<string>((resolve) => {
      const ws = new WebSocket(wsUrl, "graphql-transport-ws", { headers });
      ws.on("unexpected-response", (_req, res) => resolve(`http ${res.statusCode}`));
      ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init" })));
      ws.on("message", (m) => { const msg = JSON.parse(String(m)); if (msg.type === "connection_ack") { ws.close(); resolve("ack"); } });
      ws.on("close", (code) => resolve(`closed ${code}`));
      ws.on("error", () => {});
    });
    expect(await outcome({})).toBe("closed 4401");
    expect(await outcome({ cookie: "sid=forged.value" })).toBe("closed 4401");
    expect(await outcome({ cookie: a.cookie, origin: "https://evil.example" })).toBe("http 403");
    expect(await outcome({ cookie: a.cookie })).toBe("ack");
  });

  it("ends a session's sockets: a logout closes them with 4401, and an operation on a socket of a deleted session is refused", async () => {
    const wsUrl = base.replace(/^http/, "ws") + "/graphql";
    const open = (cookie: string) => new Promise<{ ws: WebSocket; closed: Promise<number>; messages: any[] }>((resolve, reject) => {
      const ws = new WebSocket(wsUrl, "graphql-transport-ws", { headers: { cookie } });
      const messages: any[] = [];
      const closed = new Promise<number>((r) => ws.on("close", (code) => r(code)));
      ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init" })));
      ws.on("message", (m) => { const msg = JSON.parse(String(m)); messages.push(msg); if (msg.type === "connection_ack") resolve({ ws, closed, messages }); });
      ws.on("error", reject);
    });

    // logout: the open socket (with a live subscription) is closed at once
    const s1 = await registerUser(t.app);
    const first = await open(s1.cookie);
    first.ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: "subscription { sidebarCountsUpdated { clients } }" } }));
    expect((await t.app.fastify.inject({ method: "GET", url: "/api/logout", headers: { cookie: s1.cookie } })).statusCode).toBe(302);
    expect(await within(first.closed, 3000, "still open after 3 s")).toBe(4401);

    // a session deleted without the event (another instance, an expiry): the next operation is refused
    const s2 = await registerUser(t.app);
    const second = await open(s2.cookie);
    await t.app.resources.prisma.session.deleteMany({ where: { sess: { path: ["userId"], equals: s2.user.id } } });
    second.ws.send(JSON.stringify({ id: "2", type: "subscribe", payload: { query: `mutation { createClient(input: { name: "After logout" }) { __typename } }` } }));
    expect(await within(second.closed, 3000, "still open after 3 s")).toBe(4401);
    expect(second.messages.some((m) => m.type === "next")).toBe(false);
    expect(await t.app.resources.prisma.client.count({ where: { userId: s2.user.id } })).toBe(0);

    // no event streams over HTTP: they would outlive the session
    const sse = await t.app.fastify.inject({ method: "POST", url: "/graphql", headers: { cookie: a.cookie, accept: "text/event-stream", "content-type": "application/json" },
      payload: { query: "subscription { sidebarCountsUpdated { clients } }" } });
    expect(sse.statusCode).toBe(406);
  });
});
