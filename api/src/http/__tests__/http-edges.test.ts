/**
 * HTTP edges in production: an API token (read or write) introspects as the documentation says, over HTTP and the
 * WebSocket, while a cookie does not; an Accept list that allows JSON gets JSON whatever else it names (what
 * graphql-inspector and other tools send); the /docs page's CSP loads images from the app itself and data: only; and
 * a DELETE with a JSON content type and no body (as generated clients send it) is answered, not refused.
 */
import WebSocket from "ws";
import { getIntrospectionQuery } from "graphql";
import { createTestApp, registerUser, withToken, waitFor, type Session, type TestApp } from "../../../test/harness";

let t: TestApp;
let base: string;
let a: Session;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: "production", PORT: "0" });
  base = await t.app.start();
});
beforeEach(async () => { a = await registerUser(t.app); });
afterAll(async () => { await t.close(); });

async function post(headers: Record<string, string>, body: object) {
  const r = await t.app.fastify.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json", ...headers }, payload: JSON.stringify(body) });
  return { status: r.statusCode, type: String(r.headers["content-type"]), body: r.body };
}

const INTROSPECTION = { query: getIntrospectionQuery() };

describe("introspection in production", () => {
  it.each(["read", "write"] as const)("answers a %s token's introspection over HTTP", async (scope) => {
    const token = await withToken(t.app, a, scope);
    const r = await post({ authorization: `Bearer ${token.token}` }, INTROSPECTION);
    expect(r.status).toBe(200);
    const json = JSON.parse(r.body);
    expect(json.errors).toBeUndefined();
    expect(json.data.__schema.queryType.name).toBe("Query");
  });

  it("answers a token's introspection over the WebSocket", async () => {
    const token = await withToken(t.app, a, "read");
    const ws = new WebSocket(base.replace(/^http/, "ws") + "/graphql", "graphql-transport-ws");
    const messages: any[] = [];
    ws.on("message", (m) => messages.push(JSON.parse(String(m))));
    ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init", payload: { authorization: `Bearer ${token.token}` } })));
    ws.on("error", () => undefined);
    try {
      await waitFor("the acknowledgement", () => messages.some((m) => m.type === "connection_ack"), 5000);
      ws.send(JSON.stringify({ id: "i", type: "subscribe", payload: { query: "{ __schema { queryType { name } } }" } }));
      const answer = await waitFor("the answer", () => messages.find((m) => m.id === "i" && m.type !== "complete"), 5000);
      expect(answer).toEqual({ id: "i", type: "next", payload: { data: { __schema: { queryType: { name: "Query" } } } } });
    } finally {
      ws.close();
    }
  });

  it("still refuses a cookie's introspection (it runs the app's persisted documents only)", async () => {
    const r = await post({ cookie: a.cookie }, INTROSPECTION);
    expect(r.status).toBe(400);
  });
});

describe("Accept lists", () => {
  it.each([
    "application/json, multipart/mixed",
    "application/graphql-response+json, application/json, multipart/mixed",
    "multipart/mixed;deferSpec=20220824, application/json",
    "text/event-stream, application/json;q=0.9",
    "text/event-stream, */*",
  ])("serves JSON to %s", async (accept) => {
    const token = await withToken(t.app, a, "read");
    const r = await post({ authorization: `Bearer ${token.token}`, accept }, INTROSPECTION);
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/^application\/(graphql-response\+)?json/);
    expect(JSON.parse(r.body).data.__schema.queryType.name).toBe("Query");
  });

  it.each(["text/event-stream", "multipart/mixed", "multipart/mixed, text/event-stream", "application/json;q=0, text/event-stream"])(
    "answers 406 to %s, which allows no JSON", async (accept) => {
      const token = await withToken(t.app, a, "read");
      const r = await post({ authorization: `Bearer ${token.token}`, accept }, { query: "{ viewer { id } }" });
      expect(r.status).toBe(406);
    });
});

describe("the /docs page", () => {
  it("takes images from the app itself and data: only", async () => {
    for (const url of ["/docs", "/docs?x=1"]) {
      const r = await t.app.fastify.inject({ method: "GET", url, headers: { cookie: a.cookie } });
      const csp = String(r.headers["content-security-policy"]);
      const img = csp.split(";").map((d) => d.trim()).find((d) => d.startsWith("img-src"));
      expect({ url, img }).toEqual({ url, img: "img-src 'self' data:" });
    }
  });
});

describe("an empty body with a JSON content type", () => {
  it("is no body on DELETE (what generated clients send)", async () => {
    const token = await withToken(t.app, a, "write");
    const auth = { authorization: `Bearer ${token.token}` };
    const created = await t.app.fastify.inject({ method: "POST", url: "/api/clients", headers: { ...auth, "content-type": "application/json" },
      payload: JSON.stringify({ name: "Ada", email: "ada@client.example" }) });
    expect(created.statusCode).toBe(201);
    const r = await t.app.fastify.inject({ method: "DELETE", url: `/api/clients/${created.json().id}`, headers: { ...auth, "content-type": "application/json" } });
    expect(r.statusCode).toBeLessThan(300);
    const gone = await t.app.fastify.inject({ method: "GET", url: `/api/clients/${created.json().id}`, headers: auth });
    expect(gone.statusCode).toBe(404);
  });

  it("is still refused where a write expects one", async () => {
    const token = await withToken(t.app, a, "write");
    const r = await t.app.fastify.inject({ method: "POST", url: "/api/clients", headers: { authorization: `Bearer ${token.token}`, "content-type": "application/json" } });
    expect(r.statusCode).toBe(400);
  });
});
