/**
 * The public route kind, through a route of this test's own (no module has one yet): a page reached by a token, with
 * no session. Its workspace comes from the token only; a wrong or missing token answers 404 and says nothing more;
 * a closed document answers 410; it is rate limited per client address; its handler never sees the session.
 */
import { createTestApp, registerUser, type Session, type TestApp } from "../../../test/harness";
import { escapeHtml, findByToken, gone, newPublicToken, notFound, publicTokenHash, type PublicRequest, type PublicRoute } from "../public";

/** Documents of the test route: a token's hash -> the workspace and whether it is still open. */
const documents = new Map<string, { tokenHash: string; userId: string; title: string; open: boolean }>();
const seen: PublicRequest[] = [];

const testRoute: PublicRoute = {
  method: "GET",
  url: "/p/test/:token",
  rateLimit: { points: 8, windowSeconds: 60 },
  handler: async (res, req) => {
    seen.push(req);
    const doc = await findByToken(req.params.token, async (hash) => documents.get(hash) ?? null);
    if (!doc) return notFound();
    if (!doc.open) return gone("This document is closed", "It was withdrawn by its sender.");
    const owner = await res.prisma.user.findUniqueOrThrow({ where: { id: doc.userId } });
    return { body: `<!doctype html><title>${escapeHtml(doc.title)}</title><p>From ${escapeHtml(owner.email)}</p>` };
  },
};

const jsonRoute: PublicRoute = {
  method: "POST",
  url: "/api/public-test/:token",
  handler: async (_res, req) => ({ type: "application/json", body: { got: req.body, token: req.params.token.length } }),
};

let t: TestApp;
let a: Session;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { publicRoutes: [testRoute, jsonRoute] });
  a = await registerUser(t.app, "owner@example.com");
  const made = newPublicToken();
  token = made.token;
  documents.set(made.hash, { tokenHash: made.hash, userId: a.user.id, title: "Proposal <b>1</b>", open: true });
  const closed = newPublicToken();
  documents.set(closed.hash, { tokenHash: closed.hash, userId: a.user.id, title: "Old", open: false });
  (globalThis as { closedToken?: string }).closedToken = closed.token;
});
afterAll(async () => { await t.close(); });

const get = (url: string, headers: Record<string, string> = {}) => t.app.fastify.inject({ method: "GET", url, headers, remoteAddress: "203.0.113.1" });

describe("a public route", () => {
  it("opens the document of a valid token, escaped, and keeps it out of caches and referrers", async () => {
    const r = await get(`/p/test/${token}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toMatch(/^text\/html/);
    expect(r.body).toContain("Proposal &#60;b&#62;1&#60;/b&#62;");
    expect(r.body).toContain("From owner@example.com");
    expect(r.headers["cache-control"]).toBe("no-store");
    expect(r.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("answers the same 404 to a wrong, malformed, altered or missing token, revealing nothing", async () => {
    const altered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    const answers = await Promise.all([
      get(`/p/test/${newPublicToken().token}`), get(`/p/test/${altered}`), get("/p/test/short"), get(`/p/test/${token}x`), get("/p/test/"),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const pages = answers.slice(0, 4).map((r) => r.body);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).not.toContain("owner@example.com");
  });

  it("answers 410 with the reason for a known token whose document is closed", async () => {
    const r = await get(`/p/test/${(globalThis as { closedToken?: string }).closedToken}`);
    expect(r.statusCode).toBe(410);
    expect(r.body).toContain("It was withdrawn by its sender.");
  });

  it("stores only the token's hash", () => {
    expect(documents.has(publicTokenHash(token))).toBe(true);
    expect([...documents.keys()].some((k) => k.includes(token))).toBe(false);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("never sees a session, even when the browser sends one", async () => {
    seen.length = 0;
    const r = await get(`/p/test/${token}`, { cookie: a.cookie });
    expect(r.statusCode).toBe(200);
    expect(r.headers["set-cookie"]).toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(Object.keys(seen[0]).sort()).toEqual(["body", "ip", "json", "params", "query", "userAgent"]);
    expect(JSON.stringify(seen[0])).not.toContain(a.cookie.split("=")[1]);
    // and a POST to a public route under /api needs neither the session, nor the same origin, nor JSON's content rules
    const post = await t.app.fastify.inject({ method: "POST", url: `/api/public-test/${token}`, remoteAddress: "203.0.113.9",
      headers: { "content-type": "application/json", origin: "https://elsewhere.example" }, payload: JSON.stringify({ sign: true }) });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual({ got: { sign: true }, token: 43 });
  });

  it("is rate limited per client address, with Retry-After", async () => {
    const from = (ip: string) => t.app.fastify.inject({ method: "GET", url: `/p/test/${newPublicToken().token}`, remoteAddress: ip });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await from("198.51.100.7")).statusCode);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(404));
    const refused = await from("198.51.100.7");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // another address is not held back
    expect((await from("198.51.100.8")).statusCode).toBe(404);
  });
});
