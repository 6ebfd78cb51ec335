/**
 * GraphQL under attack and misuse: list arguments and costs counted from variables, the request body cap,
 * subscriptions refused over HTTP, subscriptions and query limits on the WebSocket, cursors (malformed, foreign),
 * and the production policy (persisted documents only, no introspection, no CORS reflection).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { parse, validate } from "graphql";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { getSchema } from "../graphql/schema";
import { createTestApp, gql, registerUser, rest, type Session, type TestApp } from "../../test/harness";
import { globalId } from "../graphql/util";
import { ConfigError, loadConfig } from "../config";
import { armorLimits, MAX_COST, MAX_LIST_ITEMS, measureOperation } from "../graphql/limits";
import { createGraphQLServer } from "../http/graphql";

const persistedQueries: Record<string, string> = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../persisted_queries.json"), "utf8"));
/** The doc_id of the app's persisted operation that starts with `head` (e.g. "query SettingsPageQuery"). */
function docId(head: string): string {
  const found = Object.entries(persistedQueries).find(([, text]) => text.startsWith(head));
  if (!found) throw new Error(`no persisted operation starts with ${head}`);
  return found[0];
}

const ms = (since: number) => Number((performance.now() - since).toFixed(1));
const settle = (n = 300) => new Promise((r) => setTimeout(r, n));

/** A raw graphql-ws socket with the session's cookie: every message it receives, and its close code. */
interface RawSocket { ws: WebSocket; messages: any[]; closed: Promise<number>; code: number | null;
  send(id: string, payload: Record<string, unknown>): void; until(pred: (m: any) => boolean, n?: number): Promise<any> }
function openSocket(base: string, s: Session): Promise<RawSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(base.replace(/^http/, "ws") + "/graphql", "graphql-transport-ws", { headers: { cookie: s.cookie } });
    const messages: any[] = [];
    const sock: RawSocket = {
      ws, messages, code: null,
      closed: new Promise<number>((r) => ws.on("close", (code) => { sock.code = code; r(code); })),
      send: (id, payload) => ws.send(JSON.stringify({ id, type: "subscribe", payload })),
      until: async (pred, n = 3000) => {
        const end = Date.now() + n;
        while (Date.now() < end) {
          const m = messages.find(pred);
          if (m) return m;
          if (sock.code !== null) throw new Error(`socket closed with ${sock.code}`);
          await settle(5);
        }
        throw new Error(`no such message within ${n} ms: ${JSON.stringify(messages)}`);
      },
    };
    ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init" })));
    ws.on("message", (m) => { const msg = JSON.parse(String(m)); messages.push(msg); if (msg.type === "connection_ack") resolve(sock); });
    ws.on("error", reject);
  });
}

/** A real HTTP request to the listening server; an event stream is read no further than its headers. */
async function http(base: string, url: string, init: RequestInit): Promise<{ status: number; type: string; body: any }> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 5000);
  try {
    const r = await fetch(base + url, { ...init, signal: abort.signal });
    const type = r.headers.get("content-type") ?? "";
    if (/event-stream|multipart/.test(type)) {
      abort.abort();
      return { status: r.status, type, body: null };
    }
    const text = await r.text();
    let body: any = text;
    try { body = JSON.parse(text); } catch { /* not JSON */ }
    return { status: r.status, type, body };
  } finally {
    clearTimeout(timer);
  }
}

const randomIds = (n: number) => Array.from({ length: n }, () => globalId("Client", crypto.randomUUID()));
/** The cursor the clients connection gives the record with this id. */
const cursorOf = (id: string) => Buffer.from(`GPC:S:${id}`).toString("base64");

describe("GraphQL hardening", () => {
  let t: TestApp;
  let base: string;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    t = await createTestApp({ PORT: "0" });
    base = await t.app.start();
    a = await registerUser(t.app);
    b = await registerUser(t.app);
  });
  afterAll(async () => { await t.close(); });
  afterEach(() => { jest.restoreAllMocks(); });

  describe("list arguments, costs and the request body", () => {
    const NODES = `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`;

    const post = (payload: string) => t.app.fastify.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json", cookie: a.cookie }, payload });
    /** the answer, and the median and slowest time of 7 sends after a first one (which parses and compiles the document) */
    const timed = async (payload: string) => {
      const first = await post(payload);
      const times: number[] = [];
      for (let i = 0; i < 7; i++) {
        const start = performance.now();
        await post(payload);
        times.push(ms(start));
      }
      times.sort((x, y) => x - y);
      return { status: first.statusCode, body: first.json(), figure: `median ${times[3]} ms, slowest ${times[6]} ms` };
    };

    it("answers up to 100 ids in nodes(ids:) and refuses more at once with a clear error, in variables or literals", async () => {
      const body = (n: number) => JSON.stringify({ query: NODES, variables: { ids: randomIds(n) } });

      const ok = await timed(body(MAX_LIST_ITEMS));
      expect(ok.body.errors).toBeUndefined();
      expect(ok.body.data.nodes).toHaveLength(100);

      const over = await timed(body(101));
      expect(over.status).toBe(400);
      expect(over.body.data).toBeUndefined();
      expect(over.body.errors).toEqual([expect.objectContaining({ message: 'Variable "$ids" holds 101 items; a list takes at most 100.', extensions: { code: "BAD_USER_INPUT" } })]);

      const many = await timed(body(3500));
      expect(many.status).toBe(400);
      expect(many.body.errors[0].message).toBe('Variable "$ids" holds 3500 items; a list takes at most 100.');

      // 5,000 ids (over 300 KB) exceed the GraphQL body cap before they are parsed
      const payload = body(5000);
      const big = await timed(payload);
      expect(big.status).toBe(413);
      expect(big.body.errors[0].message).toBe("Request body is too large (GraphQL takes at most 256 KB)");

      const literal = await gql(t.app, a, `{ nodes(ids: ${JSON.stringify(randomIds(150))}) { id } }`);
      expect(literal.status).toBe(400);
      expect(literal.errors?.[0]).toMatchObject({ message: 'Argument "ids" lists 150 items; a list takes at most 100.', extensions: { code: "BAD_USER_INPUT" } });
      console.log(`nodes(ids:) — 100 ids answered: ${ok.figure}; refused: 101 ids ${over.figure}; 3,500 ids ${many.figure}; ` +
        `5,000 ids (${(payload.length / 1024).toFixed(0)} KB body) ${big.figure}`);
    });

    it("caps every list argument of the schema, also inside input objects", async () => {
      const skills = Array.from({ length: 101 }, (_, i) => `skill ${i}`);
      const viaVariables = await gql(t.app, a, `mutation($input: CreateTeamMemberInput!) { createTeamMember(input: $input) { __typename } }`,
        { input: { name: "Many skills", email: "many@example.com", skills } });
      expect(viaVariables.errors?.[0]).toMatchObject({ message: 'Variable "$input.skills" holds 101 items; a list takes at most 100.', extensions: { code: "BAD_USER_INPUT" } });
      const literal = await gql(t.app, a, `mutation { createTeamMember(input: { name: "Many", email: "m@example.com", skills: ${JSON.stringify(skills)} }) { __typename } }`);
      expect(literal.errors?.[0].message).toBe('Argument "input.skills" lists 101 items; a list takes at most 100.');
      expect(await t.app.resources.prisma.teamMember.count({ where: { userId: a.user.id } })).toBe(0);
    });

    it("counts page sizes and list sizes sent in variables in the cost limit", async () => {
      const PAGE = `query($n: Int!) { viewer { clients(first: $n) { edges { node { id name email company } } } } }`;
      expect((await gql(t.app, a, PAGE, { n: 50 })).errors).toBeUndefined();
      const viaVariable = await gql(t.app, a, PAGE, { n: 1_000_000 });
      expect(viaVariable.status).toBe(400);
      expect(viaVariable.errors?.[0].message).toMatch(/^Query cost limit of 250000 exceeded, found \d+\.$/);
      // the same page size written in the document was refused already (at validation)
      const literal = await gql(t.app, a, `{ viewer { clients(first: 1000000) { edges { node { id name email company } } } } }`);
      expect(literal.errors?.[0].message).toMatch(/Cost limit of 250000 exceeded/i);
      // nodes(ids:) costs its selection once per id
      const aliases = (n: number) => Array.from({ length: n }, (_, i) => `n${i}: nodes(ids: $ids) { id ... on Client { name email company } }`).join(" ");
      expect(measureOperation(parse(`query($ids: [ID!]!) { ${aliases(1)} }`), undefined, { ids: randomIds(100) }).cost)
        .toBe(100 * measureOperation(parse(`query($ids: [ID!]!) { ${aliases(1)} }`), undefined, { ids: randomIds(1) }).cost);

      // the cost of the app's own operations, with the largest page sizes the server serves
      for (const [id, text] of Object.entries(persistedQueries)) {
        const doc = parse(text);
        const vars = Object.fromEntries(doc.definitions.flatMap((d) => d.kind === "OperationDefinition" ? d.variableDefinitions ?? [] : [])
          .map((v) => [v.variable.name.value, 100]));
        const { cost, listItems } = measureOperation(doc, undefined, vars);
        expect({ id, cost: cost <= MAX_COST, listItems }).toEqual({ id, cost: true, listItems: 0 });
      }
    });

    it("lets every operation of the app through the depth limit", () => {
      const schema = getSchema();
      const refused = Object.entries(persistedQueries)
        .map(([id, text]) => ({ id, name: /^(query|mutation|subscription) (\w+)/.exec(text)?.[2], errors: validate(schema, parse(text), [maxDepthRule(armorLimits.maxDepth)]) }))
        .filter((q) => q.errors.length)
        .map((q) => `${q.name}: ${q.errors.map((e) => e.message).join("; ")}`);
      expect(refused).toEqual([]);
    });

    it("counts the items of all list arguments of an operation together: aliases do not multiply a lookup", async () => {
      const aliases = (n: number) => Array.from({ length: n }, (_, i) => `n${i}: nodes(ids: $ids) { id }`).join(" ");
      const twenty = await timed(JSON.stringify({ query: `query($ids: [ID!]!) { ${aliases(20)} }`, variables: { ids: randomIds(100) } }));
      expect(twenty.status).toBe(400);
      expect(twenty.body.errors).toEqual([expect.objectContaining({
        message: "The list arguments of this operation hold 2000 items together (aliases and fragments repeat theirs); at most 100.",
        extensions: { code: "BAD_USER_INPUT" } })]);
      const viaFragment = await gql(t.app, a, `query($ids: [ID!]!) { viewer { id } ...F } fragment F on Query { x: nodes(ids: $ids) { id } y: nodes(ids: $ids) { id } }`, { ids: randomIds(60) });
      expect(viaFragment.errors?.[0].message).toMatch(/hold 120 items together/);
      const within = await timed(JSON.stringify({ query: `query($ids: [ID!]!) { ${aliases(20)} }`, variables: { ids: randomIds(5) } }));
      expect(within.body.errors).toBeUndefined();
      expect(Object.keys(within.body.data)).toHaveLength(20);
      console.log(`20 aliases x 100 ids refused: ${twenty.figure}; 20 aliases x 5 ids answered: ${within.figure}`);
    });

    it("caps GraphQL request bodies at 256 KB while REST keeps 1 MB", async () => {
      // 20 aliases of nodes(ids:) over 12,000 ids
      const ids = randomIds(12_000);
      const aliases = Array.from({ length: 20 }, (_, i) => `n${i}: nodes(ids: $ids) { id }`).join(" ");
      const payload = JSON.stringify({ query: `query($ids: [ID!]!) { ${aliases} }`, variables: { ids } });
      const start = performance.now();
      const r = await t.app.fastify.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json", cookie: a.cookie }, payload });
      const bigMs = ms(start);
      expect(r.statusCode).toBe(413);
      expect(r.json()).toEqual({ errors: [{ message: "Request body is too large (GraphQL takes at most 256 KB)" }] });
      console.log(`20 aliases x 12,000 ids (${(payload.length / 1024).toFixed(0)} KB) refused in ${bigMs} ms`);
      // malformed JSON keeps its answer
      const malformed = await t.app.fastify.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json", cookie: a.cookie }, payload: "{" });
      expect(malformed.statusCode).toBe(400);

      // a REST body of 300 KB is read (and refused by validation), 1.1 MB is too large
      const notes = "x".repeat(300 * 1024);
      const restOk = await rest(t.app, a, "POST", "/api/clients", { name: "Long notes", notes });
      expect(restOk.status).not.toBe(413);
      const restBig = await rest(t.app, a, "POST", "/api/clients", { name: "Longer notes", notes: "x".repeat(1100 * 1024) });
      expect(restBig.status).toBe(413);
    });
  });

  describe("subscriptions over HTTP", () => {
    const SUB = "subscription { sidebarCountsUpdated { clients } }";

    it("refuses every subscription over HTTP with a GraphQL error, whatever the Accept header, and never opens a stream", async () => {
      const post = (accept: string | null, body: Record<string, unknown> = { query: SUB }) => http(base, "/graphql", {
        method: "POST", body: JSON.stringify(body),
        headers: { "content-type": "application/json", cookie: a.cookie, ...(accept ? { accept } : {}) },
      });
      const get = (accept: string) => http(base, `/graphql?query=${encodeURIComponent(SUB)}`, {
        headers: { cookie: a.cookie, accept, "x-graphql-yoga-csrf": "1" },
      });
      const outcomes = {
        "POST */*": await post("*/*"),
        "POST (no Accept)": await post(null),
        "POST application/json": await post("application/json"),
        "POST application/graphql-response+json": await post("application/graphql-response+json"),
        "GET */* with CSRF header": await get("*/*"),
        "GET text/event-stream": await get("text/event-stream"),
        "POST multipart/mixed": await post("multipart/mixed"),
        "POST, operationName picks the subscription": await post("*/*", { query: `query Q { viewer { id } } ${SUB.replace("subscription", "subscription S")}`, operationName: "S" }),
      };
      for (const [name, r] of Object.entries(outcomes)) {
        expect({ name, type: r.type.split(";")[0] }).toEqual({ name, type: expect.stringMatching(/json$/) });
        expect({ name, status: r.status }).toEqual({ name, status: expect.any(Number) });
        expect(r.status === 400 || r.status === 406).toBe(true);
        expect(r.body.errors?.[0]?.message).toMatch(/WebSocket/);
        expect(r.body.data ?? null).toBeNull();
      }
      expect(outcomes["POST */*"].status).toBe(400);
      // the query of the same document still runs
      const query = await post("*/*", { query: `query Q { viewer { id } } ${SUB.replace("subscription", "subscription S")}`, operationName: "Q" });
      expect(query.status).toBe(200);
      expect(query.body.data.viewer.id).toBeDefined();
    });
  });

  describe("the WebSocket", () => {
    it("serves an aliased subscription field next to others on the same socket", async () => {
      const s = await openSocket(base, a);
      try {
        s.send("aliased", { query: "subscription { s: sidebarCountsUpdated { clients } }" });
        s.send("plain", { query: "subscription { sidebarCountsUpdated { clients } }" });
        s.send("both", { query: "subscription Both { x: dashboardStatsUpdated { totalClients } }" });
        await settle();
        expect((await rest(t.app, a, "POST", "/api/clients", { name: "Aliased" })).status).toBe(201);
        const aliased = await s.until((m) => m.id === "aliased" && m.type === "next");
        const plain = await s.until((m) => m.id === "plain" && m.type === "next");
        const both = await s.until((m) => m.id === "both" && m.type === "next");
        expect(aliased.payload).toEqual({ data: { s: { clients: expect.any(Number) } } });
        expect(plain.payload).toEqual({ data: { sidebarCountsUpdated: { clients: expect.any(Number) } } });
        expect(both.payload.data.x.totalClients).toBeGreaterThan(0);
        expect(s.messages.filter((m) => m.type === "error")).toEqual([]);
        expect(s.code).toBeNull();
      } finally {
        s.ws.close();
      }
    });

    it("answers a query-limit violation with an error for that operation only, with the same limits as HTTP", async () => {
      const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
      const s = await openSocket(base, a);
      try {
        s.send("live", { query: "subscription { sidebarCountsUpdated { clients } }" });
        const cases: Record<string, { query: string; variables?: Record<string, unknown>; message: RegExp }> = {
          depth: { query: `{ viewer { ${"... on User { ".repeat(13)}id${" }".repeat(13)} } }`, message: /depth limit/i },
          aliases: { query: `{ ${Array.from({ length: 21 }, (_, i) => `a${i}: viewer { id }`).join(" ")} }`, message: /aliases limit/i },
          tokens: { query: `{ viewer { ${"id ".repeat(4100)} } }`, message: /token limit/i },
          cost: { query: `{ viewer { clients(first: 1000000) { edges { node { id name } } } } }`, message: /cost limit/i },
          costFromVariables: { query: `query($n: Int!) { viewer { clients(first: $n) { edges { node { id name } } } } }`, variables: { n: 1_000_000 }, message: /cost limit/i },
          list: { query: `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, variables: { ids: randomIds(101) }, message: /at most 100/ },
        };
        for (const [id, c] of Object.entries(cases)) s.send(id, { query: c.query, variables: c.variables });
        for (const [id, c] of Object.entries(cases)) {
          const m = await s.until((x) => x.id === id && (x.type === "error" || x.type === "next"));
          expect({ id, type: m.type, message: (m.payload.errors ?? m.payload)[0].message }).toEqual({ id, type: "error", message: expect.stringMatching(c.message) });
        }
        // the socket and its live subscription are still there
        s.send("after", { query: "{ viewer { id } }" });
        expect((await s.until((m) => m.id === "after" && m.type === "next")).payload.data.viewer.id).toBeDefined();
        expect((await rest(t.app, a, "POST", "/api/clients", { name: "Still live" })).status).toBe(201);
        await s.until((m) => m.id === "live" && m.type === "next");
        expect(s.code).toBeNull();
        expect(consoleError).not.toHaveBeenCalled();
      } finally {
        s.ws.close();
      }
    });
  });

  describe("connection cursors", () => {
    const PAGE = `query($after: String) { viewer { clients(first: 2, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { id name } } } } }`;

    it("answers a malformed cursor with a bad-input error and logs nothing", async () => {
      await rest(t.app, a, "POST", "/api/clients", { name: "Cursor client" });
      const logged = jest.spyOn(t.app.fastify.log, "error");
      const malformed = ["garbage", "", Buffer.from("GPC:T:[\"S:not-a-uuid\"]").toString("base64"), Buffer.from("GPC:T:[\"N:5\"]").toString("base64"),
        Buffer.from("GPC:T:[]").toString("base64"), Buffer.from("GPC:S:x").toString("base64")];
      for (const after of malformed) {
        const r = await gql(t.app, a, PAGE, { after });
        expect({ after, data: r.data ?? null, errors: r.errors }).toEqual({ after, data: null, errors: [expect.objectContaining({ message: "Invalid cursor", extensions: { code: "BAD_USER_INPUT" } })] });
      }
      expect(logged).not.toHaveBeenCalled();
    });

    it("gives a cursor made from another tenant's record exactly what a deleted record's cursor gives", async () => {
      for (let i = 0; i < 4; i++) {
        await rest(t.app, a, "POST", "/api/clients", { name: `A ${i}` });
        await rest(t.app, b, "POST", "/api/clients", { name: `B ${i}` });
      }
      const own = await gql(t.app, b, PAGE, {});
      expect(own.data.viewer.clients.edges[0].cursor).toBe(cursorOf((await rest(t.app, b, "GET", "/api/clients")).body[0].id));
      const gone = (await rest(t.app, b, "POST", "/api/clients", { name: "Deleted" })).body.id;
      expect((await rest(t.app, b, "DELETE", `/api/clients/${gone}`)).status).toBe(204);
      const aIds: string[] = (await rest(t.app, a, "GET", "/api/clients")).body.map((c: { id: string }) => c.id);

      const deleted = await gql(t.app, b, PAGE, { after: cursorOf(gone) });
      const missing = await gql(t.app, b, PAGE, { after: cursorOf(crypto.randomUUID()) });
      expect(deleted).toEqual(missing);
      for (const id of aIds) {
        const foreign = await gql(t.app, b, PAGE, { after: cursorOf(id) });
        expect(foreign).toEqual(deleted);
      }
      console.log(`a deleted, missing or foreign cursor gives: ${JSON.stringify(deleted.data ?? deleted.errors)}`);
    });
  });

  describe("CORS", () => {
    it("reflects no foreign Origin on /graphql, for GET, POST or a preflight", async () => {
      const evil = "https://evil.example";
      const get = await t.app.fastify.inject({ method: "GET", url: `/graphql?query=${encodeURIComponent("{ viewer { id } }")}`,
        headers: { origin: evil, cookie: a.cookie, "x-graphql-yoga-csrf": "1" } });
      const preflight = await t.app.fastify.inject({ method: "OPTIONS", url: "/graphql",
        headers: { origin: evil, cookie: a.cookie, "access-control-request-method": "POST", "access-control-request-headers": "content-type" } });
      const post = await t.app.fastify.inject({ method: "POST", url: "/graphql", payload: { query: "{ viewer { id } }" },
        headers: { origin: evil, cookie: a.cookie, "content-type": "application/json" } });
      for (const r of [get, preflight, post]) {
        expect(r.headers["access-control-allow-origin"]).toBeUndefined();
        expect(r.headers["access-control-allow-credentials"]).toBeUndefined();
      }
      expect(post.statusCode).toBe(403);
    });
  });
});

describe("GraphQL in production", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-gqlconfig-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: "x".repeat(32), ...env });

  it("reads NODE_ENV and GRAPHQL_OPEN: open outside production, persisted documents only in production unless opted in", () => {
    expect(load({})).toMatchObject({ production: false, graphqlOpen: true });
    expect(load({ NODE_ENV: "production" })).toMatchObject({ production: true, graphqlOpen: false });
    expect(load({ NODE_ENV: "production", GRAPHQL_OPEN: "1" })).toMatchObject({ production: true, graphqlOpen: true });
    expect(load({ GRAPHQL_OPEN: "0" })).toMatchObject({ production: false, graphqlOpen: false });
    expect(() => load({ GRAPHQL_OPEN: "yes" })).toThrow(new ConfigError('GRAPHQL_OPEN must be 1 or 0 (got "yes")'));
  });

  it("refuses introspection when GraphQL is not open", () => {
    const introspect = parse("{ __schema { types { name } } }");
    const validate = (env: Record<string, string>) => {
      const yoga = createGraphQLServer(console as never, load(env));
      const { schema, validate: run } = yoga.getEnveloped({});
      try {
        return run(schema, introspect).map((e: Error) => e.message);
      } catch (e) {
        return [(e as Error).message];
      }
    };
    const closed = validate({ NODE_ENV: "production" });
    expect(closed.length).toBeGreaterThan(0);
    for (const message of closed) expect(message).toMatch(/introspection has been disabled/);
    expect(validate({ NODE_ENV: "production", GRAPHQL_OPEN: "1" })).toEqual([]);
    expect(validate({})).toEqual([]);
  });

  describe("persisted documents only (NODE_ENV=production)", () => {
    let t: TestApp;
    let base: string;
    let a: Session;
    beforeAll(async () => {
      t = await createTestApp({ PORT: "0", NODE_ENV: "production" });
      base = await t.app.start();
      a = await registerUser(t.app);
    });
    afterAll(async () => { await t.close(); });

    it("runs the app's persisted operations and refuses any other document, over HTTP and WebSocket", async () => {
      const post = (body: unknown) => t.app.fastify.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json", cookie: a.cookie }, payload: JSON.stringify(body) });
      const settings = await post({ doc_id: docId("query SettingsPageQuery"), variables: {} });
      expect(settings.statusCode).toBe(200);
      expect(settings.json().data.viewer.email).toBe(a.user.email);

      const refused = "Only the app's persisted operations (doc_id) run on this server";
      for (const body of [{ query: "{ viewer { id email } }" }, { query: "{ __schema { types { name } } }" }, { query: "{ viewer { id } }", doc_id: "unknown" }, {}]) {
        const r = await post(body);
        expect(r.statusCode).toBe(400);
        expect(r.json().errors[0].message).toBe(body.doc_id ? "Unknown persisted query" : refused);
      }
      // the app's own subscription, sent over HTTP, is still refused
      const subscription = await post({ doc_id: docId("subscription useLiveSidebarCountsSubscription") });
      expect(subscription.statusCode).toBe(400);
      expect(subscription.json().errors[0].message).toMatch(/WebSocket/);
      const get = await t.app.fastify.inject({ method: "GET", url: `/graphql?query=${encodeURIComponent("{ viewer { id } }")}`, headers: { cookie: a.cookie, "x-graphql-yoga-csrf": "1" } });
      expect(get.statusCode).toBe(400);
      expect(get.json().errors[0].message).toBe(refused);

      const s = await openSocket(base, a);
      try {
        s.send("text", { query: "{ viewer { id } }" });
        expect((await s.until((m) => m.id === "text")).payload).toEqual([expect.objectContaining({ message: refused })]);
        s.send("persisted", { query: "", extensions: { doc_id: docId("subscription useLiveSidebarCountsSubscription") } });
        await settle();
        expect((await rest(t.app, a, "POST", "/api/clients", { name: "Live in production" })).status).toBe(201);
        expect((await s.until((m) => m.id === "persisted" && m.type === "next")).payload.data.sidebarCountsUpdated.clients).toBe(1);
        expect(s.code).toBeNull();
      } finally {
        s.ws.close();
      }
    });
  });

  describe("GRAPHQL_OPEN=1 in production", () => {
    let t: TestApp;
    let a: Session;
    beforeAll(async () => {
      t = await createTestApp({ NODE_ENV: "production", GRAPHQL_OPEN: "1" });
      a = await registerUser(t.app);
    });
    afterAll(async () => { await t.close(); });

    it("runs any document, introspection included, for API users", async () => {
      expect((await gql(t.app, a, "{ viewer { email } }")).data.viewer.email).toBe(a.user.email);
      const schema = await gql(t.app, a, "{ __schema { queryType { name } } }");
      expect(schema.data.__schema.queryType.name).toBe("Query");
    });
  });
});
