import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import Fastify, { type InjectOptions } from "fastify";
import { createTestApp, registerUser, rest, type Session, type TestApp } from "../../test/harness";
import { loadConfig } from "../config";
import { registerHttpSecurity } from "../http/security";
import { moduleRoutes } from "../modules";
import { validateWith } from "@common/validation";
import { loginSchema } from "@common/auth";

/** The app's body timeout here, in seconds (REQUEST_BODY_TIMEOUT_SECONDS; 30 by default) */
const BODY_TIMEOUT_S = 2;

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_BODY_TIMEOUT_SECONDS: String(BODY_TIMEOUT_S) });
  s = await registerUser(t.app, "hardening@example.com");
  await healthMs();
});
afterAll(async () => { await t.close(); });

const inject = (opts: InjectOptions) => t.app.fastify.inject(opts);
const post = (url: string, payload: string, cookie?: string) =>
  inject({ method: "POST", url, headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) }, payload });

const nestedArrays = (levels: number, leaf = "1") => "[".repeat(levels) + leaf + "]".repeat(levels);
const nestedObjects = (levels: number) => '{"a":'.repeat(levels) + "1" + "}".repeat(levels);

/** The app on a real socket (once), for what only a real connection shows. */
let port = 0;
async function listening(): Promise<number> {
  if (!port) {
    await t.app.fastify.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.fastify.server.address() as net.AddressInfo).port;
  }
  return port;
}

/** The best of three health checks: a blocked server fails all three, a busy test machine not. */
async function healthMs(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const r = await inject({ method: "GET", url: "/api/health" });
    expect(r.statusCode).toBe(200);
    times.push(performance.now() - t0);
  }
  return Math.min(...times);
}

describe("deeply nested JSON", () => {
  it("overflows the stack of validation's error message (why the depth is checked before anything reads the value)", () => {
    const value = JSON.parse(`{"email":"a@example.com","password":${nestedArrays(3_000)}}`);
    expect(() => validateWith(loginSchema, value)).toThrow(RangeError);
  });

  const gqlWith = (variables: string) => `{"query":"mutation($i: CreateClientInput!) { createClient(input: $i) { __typename } }","variables":${variables}}`;
  const probes: [string, string, boolean][] = [];
  for (const levels of [3_000, 100_000]) {
    probes.push(
      [`sign-in, no session, ${levels} levels in a field`, `{"email":"a@example.com","password":${nestedArrays(levels)}}`, false],
      [`sign-in, no session, ${levels} levels of objects`, nestedObjects(levels), false],
      [`register, no session, ${levels} levels`, `{"email":"a@example.com","password":${nestedArrays(levels)}}`, false],
      [`REST create, ${levels} levels`, `{"name":${nestedArrays(levels)}}`, true],
      [`GraphQL variables, ${levels} levels`, gqlWith(`{"i":{"name":${nestedArrays(levels)}}}`), true],
      [`GraphQL extensions, ${levels} levels`, `{"query":"{ viewer { id } }","extensions":{"a":${nestedArrays(levels)}}}`, true],
    );
  }
  const urlOf = (name: string) => (name.startsWith("sign-in") ? "/api/auth/login" : name.startsWith("register") ? "/api/auth/register" : name.startsWith("REST") ? "/api/clients" : "/graphql");

  it.each(probes)("%s: 400 'Invalid input', at once", async (name, body, signedIn) => {
    const t0 = performance.now();
    const r = await post(urlOf(name), body, signedIn ? s.cookie : undefined);
    const ms = performance.now() - t0;
    console.log(`deep JSON: ${name} (${(body.length / 1024).toFixed(0)} KiB) -> ${r.statusCode} in ${ms.toFixed(1)} ms`);
    expect({ status: r.statusCode, body: r.json() }).toEqual({ status: 400, body: { message: "Invalid input" } });
    expect(ms).toBeLessThan(500);
    expect(await healthMs()).toBeLessThan(50);
  });

  it("PUT and GraphQL over GET take the same rule", async () => {
    const client = await rest(t.app, s, "POST", "/api/clients", { name: "Deep" });
    const put = await inject({ method: "PUT", url: `/api/clients/${client.body.id}`, headers: { "content-type": "application/json", cookie: s.cookie }, payload: `{"name":${nestedArrays(5_000)}}` });
    expect({ status: put.statusCode, body: put.json() }).toEqual({ status: 400, body: { message: "Invalid input" } });
    const q = new URLSearchParams({ query: "query($i: [ID!]!) { nodes(ids: $i) { id } }", variables: `{"i":${nestedArrays(5_000, '"x"')}}` });
    const get = await inject({ method: "GET", url: `/graphql?${q}`, headers: { cookie: s.cookie, "x-graphql-yoga-csrf": "1" } });
    expect({ status: get.statusCode, body: get.json() }).toEqual({ status: 400, body: { message: "Invalid input" } });
    expect((await rest(t.app, s, "GET", "/api/clients")).body.map((c: { name: string }) => c.name)).toEqual(["Deep"]);
  });

  it("leaves ordinary nesting and brackets inside strings alone", async () => {
    // brackets in a string are text, not nesting
    const notes = "[{".repeat(2_000);
    const created = await rest(t.app, s, "POST", "/api/clients", { name: "Brackets", notes });
    expect(created.status).toBe(201);
    expect(created.body.notes).toBe(notes);
    // 60 levels is not the app's shape but is still parsed: the service answers with its own message
    const r = await post("/api/clients", `{"name":${nestedArrays(60)}}`, s.cookie);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ message: "name has the wrong type", errors: { name: "name has the wrong type" } });
    // the old malformed-JSON and prototype-poisoning answers are unchanged
    expect((await post("/api/clients", '{"name":', s.cookie)).json()).toEqual({ message: "Malformed JSON in request body" });
    expect((await post("/api/clients", '{"name":"x","__proto__":{"admin":true}}', s.cookie)).statusCode).toBe(400);
  });
});

describe("PUT bodies", () => {
  const notObjects: [string, string | undefined][] = [["an array", "[1,2]"], ["null", "null"], ["a string", '"text"'], ["a number", "42"], ["no body", undefined]];

  it.each(notObjects)("refuses %s with 400 like POST, changing nothing and logging no activity", async (_what, payload) => {
    const client = await rest(t.app, s, "POST", "/api/clients", { name: `Kept ${_what}`, company: "Acme" });
    const before = await t.app.resources.prisma.client.findUniqueOrThrow({ where: { id: client.body.id } });
    const activities = await t.app.resources.prisma.activity.count();
    const put = await inject({ method: "PUT", url: `/api/clients/${client.body.id}`, headers: { cookie: s.cookie, ...(payload !== undefined ? { "content-type": "application/json" } : {}) }, payload });
    const postAnswer = await inject({ method: "POST", url: "/api/clients", headers: { cookie: s.cookie, ...(payload !== undefined ? { "content-type": "application/json" } : {}) }, payload });
    expect({ status: put.statusCode, body: put.json() }).toEqual({ status: 400, body: { message: "Expected a JSON object", errors: { _: "Expected a JSON object" } } });
    expect(postAnswer.statusCode).toBe(400);
    expect(await t.app.resources.prisma.client.findUniqueOrThrow({ where: { id: client.body.id } })).toEqual(before);
    expect(await t.app.resources.prisma.activity.count()).toBe(activities);
  });

  it("applies to every module's PUT, from the route registry", async () => {
    // a stream route (a file upload) takes any bytes: its body is not JSON
    const puts = moduleRoutes.filter((r) => r.method === "PUT" && r.body !== "stream");
    expect(puts.length).toBeGreaterThanOrEqual(5);
    for (const route of puts) {
      const url = route.url.replace(":id", "00000000-0000-4000-8000-000000000000");
      for (const [, payload] of notObjects) {
        const r = await inject({ method: "PUT", url, headers: { cookie: s.cookie, ...(payload !== undefined ? { "content-type": "application/json" } : {}) }, payload });
        expect({ url: route.url, payload, status: r.statusCode }).toEqual({ url: route.url, payload, status: 400 });
      }
    }
  });
});

describe("caching", () => {
  it("serves hashed assets with a one-year immutable cache, the rest revalidated", async () => {
    const asset = fs.readdirSync(path.join(t.app.resources.config.webDist, "assets")).find((f) => f.endsWith(".js"));
    expect(asset).toBeDefined();
    const base = `http://127.0.0.1:${await listening()}`;
    const r = await fetch(`${base}/assets/${asset}`, { headers: { "accept-encoding": "br, gzip" } });
    console.log(`GET /assets/${asset}: ${r.status}, cache-control: ${r.headers.get("cache-control")}, content-encoding: ${r.headers.get("content-encoding")}`);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const plain = await inject({ method: "GET", url: `/assets/${asset}` });
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${base}/favicon.svg`)).headers.get("cache-control")).toBe("no-cache");
    expect((await fetch(`${base}/clients`)).headers.get("cache-control")).toBe("no-cache");
  });

  it("marks every API and GraphQL answer no-store", async () => {
    const answers = {
      health: await inject({ method: "GET", url: "/api/health" }),
      "REST 401": await inject({ method: "GET", url: "/api/clients" }),
      "REST 200": await inject({ method: "GET", url: "/api/clients", headers: { cookie: s.cookie } }),
      "REST 404": await inject({ method: "GET", url: "/api/nope", headers: { cookie: s.cookie } }),
      "REST 400": await post("/api/clients", "[", s.cookie),
      "GraphQL 200": await post("/graphql", '{"query":"{ viewer { id } }"}', s.cookie),
      "GraphQL 401": await post("/graphql", '{"query":"{ viewer { id } }"}'),
      user: await inject({ method: "GET", url: "/api/auth/user", headers: { cookie: s.cookie } }),
    };
    for (const [what, r] of Object.entries(answers)) expect({ what, cacheControl: r.headers["cache-control"] }).toEqual({ what, cacheControl: "no-store" });
  });
});

describe("robots.txt", () => {
  it("is a text file that keeps crawlers out of the API, not the app's HTML", async () => {
    const r = await inject({ method: "GET", url: "/robots.txt" });
    console.log(`GET /robots.txt: ${r.statusCode} ${r.headers["content-type"]}\n${r.body}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toMatch(/^text\/plain/);
    expect(r.body).not.toMatch(/<html/i);
    expect(r.body).toMatch(/^User-agent: \*$/m);
    expect(r.body).toMatch(/^Disallow: \/api\/$/m);
    expect(r.body).toMatch(/^Disallow: \/graphql$/m);
  });
});

describe("429", () => {
  it("carries Retry-After", async () => {
    const email = "limited@example.com";
    let r = await rest(t.app, null, "POST", "/api/auth/login", { email, password: "wrong password" });
    for (let i = 0; i < 10 && r.status !== 429; i++) r = await rest(t.app, null, "POST", "/api/auth/login", { email, password: "wrong password" });
    expect(r.status).toBe(429);
    const seconds = Number(r.headers["retry-after"]);
    console.log(`429 Retry-After: ${seconds} s`);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
  });
});

/** A raw socket that sends the headers and part of a body, then nothing: what a slow (or hostile) client does. */
function slowBody(port: number, url: string, opts: { sendRestAfterMs?: number } = {}): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const body = '{"name":"slow client"}';
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`);
      if (opts.sendRestAfterMs !== undefined) setTimeout(() => socket.write(body.slice(5)), opts.sendRestAfterMs);
    });
    let answer = "";
    socket.on("data", (d) => { answer += d.toString(); });
    socket.on("close", () => resolve({ answer, ms: performance.now() - t0 }));
    socket.on("error", reject);
  });
}

describe("slow bodies", () => {
  it("a body that stops arriving is answered 408 after the body timeout (30 s by default) and the connection closed, the server answering meanwhile", async () => {
    expect(loadConfig({ SESSION_SECRET: "x".repeat(32), DATA_DIR: "/tmp/clientfolio-unused" }).bodyTimeoutSeconds).toBe(30);
    const port = await listening();
    // the server has the request (its headers read, its body awaited)
    const arrived = new Promise<void>((resolve) => {
      const seen = (req: { url?: string }) => {
        if (req.url !== "/api/auth/login") return;
        t.app.fastify.server.off("request", seen);
        resolve();
      };
      t.app.fastify.server.on("request", seen);
    });
    const pending = slowBody(port, "/api/auth/login");
    await arrived;
    const t0 = performance.now();
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(performance.now() - t0).toBeLessThan(50);
    const { answer, ms } = await pending;
    console.log(`slow body: ${answer.split("\r\n")[0]} after ${(ms / 1000).toFixed(1)} s`);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('{"message":"The request body took too long to arrive"}');
    expect(ms).toBeGreaterThanOrEqual(BODY_TIMEOUT_S * 1000 - 50);
    expect(ms).toBeLessThan(BODY_TIMEOUT_S * 1000 + 5_000);
  });

  it("a route can allow its body more time (an upload), or less", async () => {
    const app = Fastify();
    registerHttpSecurity(app, loadConfig({ SESSION_SECRET: "x".repeat(32), DATA_DIR: "/tmp/clientfolio-unused", LOG_LEVEL: "silent" }));
    app.post("/api/short", { config: { bodyTimeout: 300 } }, async (req) => req.body);
    app.post("/api/long", { config: { bodyTimeout: 5_000 } }, async (req) => req.body);
    await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const port = (app.server.address() as net.AddressInfo).port;
      const short = await slowBody(port, "/api/short");
      expect(short.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(short.ms).toBeLessThan(2_000);
      // the rest of the body after twice the short route's time
      const long = await slowBody(port, "/api/long", { sendRestAfterMs: 600 });
      expect(long.answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(long.answer).toContain('{"name":"slow client"}');
    } finally {
      await app.close();
    }
  });
});
