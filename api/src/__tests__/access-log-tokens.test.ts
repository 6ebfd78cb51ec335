/**
 * The access log never holds a credential of an address: the token of every public route (a contract's page and its
 * forms, the calendar feed, a signed upload URL), whatever its spelling, and the value of any `bearer`, `token` or
 * `access_token` query parameter. Checked on the lines the real server writes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../config";
import { buildApp, type App } from "../app";
import { loggedUrl } from "../http/access-log";
import { capturedLog, registerUser, waitFor, workerDatabaseUrl, type Session } from "../../test/harness";

let app: App;
let dataDir: string;
let session: Session;
const { stream: logStream, lines } = capturedLog();

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-log-"));
  const config = loadConfig({ DATABASE_URL: await workerDatabaseUrl(), DATA_DIR: dataDir, LOG_LEVEL: "info",
    SESSION_SECRET: "test-secret-test-secret-test-secret-123" });
  app = await buildApp(config, { logStream, jobs: { workers: false } });
  session = await registerUser(app);
});

afterAll(async () => {
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The access line of a request (written once the answer is sent). */
async function loggedAs(method: "GET" | "POST" | "PUT", url: string): Promise<string> {
  const r = await app.fastify.inject({ method, url, ...(method === "GET" ? {} : { headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "name=x" }) });
  const id = r.headers["x-request-id"];
  const line = await waitFor(`the access line of ${url}`, () => lines.find((l) => l.reqId === id && l.msg === "request"), 5000);
  return String(line.url);
}

const SECRET = "s3cr3tT0k3nValue_abcdefghijklmnopqrstu";

describe("tokens in the access log", () => {
  it("redacts the token of every public route, answered or not", async () => {
    const feed = (await app.fastify.inject({ method: "GET", url: "/api/calendar/feed", headers: { cookie: session.cookie } })).json().url as string;
    const feedPath = new URL(feed).pathname;
    const feedToken = feedPath.split("/").pop()!.replace(/\.ics$/, "");
    expect(await loggedAs("GET", feedPath)).toBe("/api/calendar/feed/[redacted]");
    expect(await loggedAs("GET", `/api/calendar/feed/${SECRET}.ics?x=1`)).toBe("/api/calendar/feed/[redacted]?x=1");
    expect(await loggedAs("GET", `/p/${SECRET}`)).toBe("/p/[redacted]");
    expect(await loggedAs("GET", `/p/${SECRET}?download=1`)).toBe("/p/[redacted]?download=1");
    expect(await loggedAs("POST", `/p/${SECRET}/sign`)).toBe("/p/[redacted]/sign");
    expect(await loggedAs("POST", `/p/${SECRET}/decline`)).toBe("/p/[redacted]/decline");
    expect(await loggedAs("GET", `/rsvp/${SECRET}?answer=accepted`)).toBe("/rsvp/[redacted]?answer=accepted");
    expect(await loggedAs("POST", `/rsvp/${SECRET}`)).toBe("/rsvp/[redacted]");
    expect(await loggedAs("PUT", `/api/objects/${SECRET}`)).toBe("/api/objects/[redacted]");
    // percent-encoded: the same token
    expect(await loggedAs("GET", `/p/${encodeURIComponent(SECRET).replace("s", "%73")}`)).toBe("/p/[redacted]");
    const text = JSON.stringify(lines);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(feedToken);
    // what is not a token stays readable
    expect(await loggedAs("GET", "/api/calendar/feed")).toBe("/api/calendar/feed");
    expect(await loggedAs("POST", "/api/calendar/feed/regenerate")).toBe("/api/calendar/feed/regenerate");
  });

  it("redacts bearer, token and access_token query parameters, however written", async () => {
    expect(await loggedAs("GET", `/api/clients?bearer=${SECRET}&page=2`)).toBe("/api/clients?bearer=[redacted]&page=2");
    expect(await loggedAs("GET", `/graphql?token=${SECRET}`)).toBe("/graphql?token=[redacted]");
    expect(await loggedAs("GET", `/api/clients?Access_Token=${SECRET}`)).toBe("/api/clients?Access_Token=[redacted]");
    expect(await loggedAs("GET", `/api/clients?%62earer=${SECRET}`)).toBe("/api/clients?%62earer=[redacted]");
    expect(JSON.stringify(lines)).not.toContain(SECRET);
    expect(loggedUrl(`/x?bearer=${SECRET}&q=1`)).toBe("/x?bearer=[redacted]&q=1");
  });
});
