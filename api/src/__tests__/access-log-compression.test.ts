import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import zlib from "node:zlib";
import { loadConfig } from "../config";
import { buildApp, type App } from "../app";
import { loggedUrl } from "../http/access-log";
import { preferredEncoding } from "../http/compression";
import { capturedLog, registerUser, withToken, workerDatabaseUrl, type Session } from "../../test/harness";

/** The real server on a socket, its log lines captured: the access log and compression as a client sees them. */
let app: App;
let base: string;
let dataDir: string;
let session: Session;
const { stream: logStream, lines } = capturedLog();

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-log-"));
  const config = loadConfig({ DATABASE_URL: await workerDatabaseUrl(), DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "info",
    SESSION_SECRET: "test-secret-test-secret-test-secret-123" });
  app = await buildApp(config, { logStream, jobs: { workers: false } });
  base = await app.start();
  session = await registerUser(app);
});

afterAll(async () => {
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

function request(method: string, url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const accessLines = () => lines.filter((l) => l.msg === "request");
/** the log lines of one request, by the id it answered with */
const linesOf = (a: Answer) => lines.filter((l) => l.reqId === a.headers["x-request-id"]);
/** log lines are written after the answer is sent */
const settle = () => new Promise((r) => setTimeout(r, 50));

describe("access log", () => {
  test("one line per request at info level: method, URL, status, duration, request id; never the cookie or authorization", async () => {
    const { token } = await withToken(app, session, "read");
    const before = accessLines().length;
    // the token is who asks (a request with Authorization ignores its cookie), and neither is written down
    const a = await request("GET", "/api/auth/user", { cookie: session.cookie, authorization: `Bearer ${token}` });
    expect(a.status).toBe(200);
    await settle();
    expect(accessLines().length).toBe(before + 1);
    const own = linesOf(a);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ level: 30, msg: "request", method: "GET", url: "/api/auth/user", status: 200, reqId: a.headers["x-request-id"] });
    expect(typeof own[0].ms).toBe("number");
    const text = JSON.stringify(lines);
    expect(text).not.toContain(session.cookie.split("=")[1]);
    expect(text).not.toContain(token!);
    expect(text).not.toMatch(/"req"|incoming request|request completed/);
  });

  test("a 404 and a refused request are one line each, with their status", async () => {
    const missing = await request("GET", "/api/nothing-here", {});
    const refused = await request("POST", "/graphql", {}, JSON.stringify({ query: "{ viewer { id } }" }));
    await settle();
    expect(linesOf(missing)).toEqual([expect.objectContaining({ msg: "request", status: 404, url: "/api/nothing-here" })]);
    expect(linesOf(refused)).toEqual([expect.objectContaining({ msg: "request", status: 401, method: "POST" })]);
  });

  test("secret query parameters are logged without their values", async () => {
    const a = await request("GET", "/api/callback?code=the-code&state=the-state&page=2", {});
    await settle();
    const [line] = linesOf(a);
    expect(line.url).toBe("/api/callback?code=[redacted]&state=[redacted]&page=2");
    expect(JSON.stringify(lines)).not.toContain("the-code");
    expect(loggedUrl("/x?access_token=t&Password=p&q=clients&flag")).toBe("/x?access_token=[redacted]&Password=[redacted]&q=clients&flag");
    expect(loggedUrl("/plain")).toBe("/plain");
    // the token of a signed upload URL is its path's last segment
    expect(loggedUrl("/api/objects/eyJ0.c2ln?x=1")).toBe("/api/objects/[redacted]?x=1");
    expect(loggedUrl("/api/objects/upload")).toBe("/api/objects/upload");
  });
});

describe("compression", () => {
  const gql = (query: string, encodings: string) =>
    request("POST", "/graphql", { cookie: session.cookie, "accept-encoding": encodings }, JSON.stringify({ query }));
  const large = "{ __schema { types { name description fields { name description } } } }";

  test("small answers are sent as they are, with their length (REST, and GraphQL whose answer is streamed)", async () => {
    const health = await request("GET", "/api/health", { "accept-encoding": "br, gzip" });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ status: "ok" });
    const viewer = await gql("{ viewer { id } }", "br, gzip");
    expect(viewer.status).toBe(200);
    expect(viewer.headers["content-encoding"]).toBeUndefined();
    expect(Number(viewer.headers["content-length"])).toBe(viewer.body.length);
    expect(viewer.body.length).toBeLessThan(1024);
    expect(JSON.parse(viewer.body.toString()).data.viewer.id).toBeTruthy();
  });

  test("large answers are compressed: brotli when the client takes it, else gzip, none when it asks for none", async () => {
    const br = await gql(large, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    const json = JSON.parse(zlib.brotliDecompressSync(br.body).toString());
    expect(json.data.__schema.types.length).toBeGreaterThan(10);
    const gzip = await gql(large, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString())).toEqual(json);
    const plain = await gql(large, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
  });
});

describe("preferredEncoding", () => {
  test("brotli, else gzip, else none; q=0 refuses an encoding and * stands for any", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
