/**
 * OpenID Connect sign-in, end to end, against a real OpenID Provider (oidc-provider) listening on 127.0.0.1: the app
 * is driven with fastify.inject, the provider over HTTP with fetch like a browser (manual redirects, a cookie jar per
 * host), its login and consent pages being a minimal interaction handler that completes through interactionFinished.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { InjectOptions } from "fastify";
import type Provider from "oidc-provider";
import type { Account, Configuration, Interaction } from "oidc-provider";
import { freePort } from "../../db/free-port";
import { createTestApp, type TestApp } from "../../../test/harness";

const CLIENT_ID = "clientfolio-test";
const CLIENT_SECRET = "a-client-secret-that-is-long-enough-0123456789";

/** The provider's user directory; tests may change a profile between sign-ins. */
const accounts = new Map<string, { email: string; given_name: string; family_name: string }>();
function resetAccounts() {
  accounts.clear();
  accounts.set("ada", { email: "Ada.Lovelace@Example.com", given_name: "Ada", family_name: "Lovelace" });
  accounts.set("grace", { email: "grace@example.com", given_name: "Grace", family_name: "Hopper" });
}

let t: TestApp;
let provider: Provider;
let server: http.Server;
let issuer: string;
let publicUrl: string;

const inject = (opts: InjectOptions) => t.app.fastify.inject(opts);

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString()));
    req.on("error", reject);
  });
}

/**
 * The provider's interaction pages at /interaction/:uid. GET shows which prompt is pending; POST answers it:
 * `login=<account id>` signs in, `consent=yes` grants what the client asked for, `abort=1` denies.
 */
async function handleInteraction(req: http.IncomingMessage, res: http.ServerResponse) {
  const details: Interaction = await provider.interactionDetails(req, res);
  const prompt = details.prompt.name;
  if (req.method === "GET") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><form method="post" data-prompt="${prompt}"></form>`);
    return;
  }
  const form = new URLSearchParams(await readBody(req));
  if (form.get("abort")) {
    return provider.interactionFinished(req, res, { error: "access_denied", error_description: "The user cancelled" }, { mergeWithLastSubmission: false });
  }
  if (prompt === "login") {
    const accountId = form.get("login") ?? "";
    if (!accounts.has(accountId)) {
      res.writeHead(401, { "content-type": "text/plain" }).end("unknown account");
      return;
    }
    return provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  }
  if (prompt === "consent" && form.get("consent") === "yes") {
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(" "));
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }
  res.writeHead(400, { "content-type": "text/plain" }).end(`cannot answer prompt ${prompt}`);
}

/** A browser talking to the provider: manual redirects and a cookie jar per host, honouring Path and Max-Age. */
class Browser {
  private jar = new Map<string, Map<string, { value: string; path: string }>>();

  private cookieHeader(url: URL): string | undefined {
    const cookies = [...(this.jar.get(url.host) ?? new Map()).entries()]
      .filter(([, c]) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith("/") ? c.path : `${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`);
    return cookies.length ? cookies.join("; ") : undefined;
  }

  private store(url: URL, setCookies: string[]) {
    const jar = this.jar.get(url.host) ?? new Map<string, { value: string; path: string }>();
    this.jar.set(url.host, jar);
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(";").map((s) => s.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const attr = (key: string) => attrs.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expires = attr("expires");
      const expired = attr("max-age") === "0" || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (expired) jar.delete(name);
      else jar.set(name, { value: pair.slice(eq + 1), path: attr("path") ?? "/" });
    }
  }

  async request(href: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const url = new URL(href);
    const headers: Record<string, string> = {};
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    if (init.form) headers["content-type"] = "application/x-www-form-urlencoded";
    const res = await fetch(url, { method: init.method ?? "GET", headers, redirect: "manual", body: init.form ? new URLSearchParams(init.form).toString() : undefined });
    this.store(url, res.headers.getSetCookie());
    const location = res.headers.get("location");
    return { status: res.status, location: location ? new URL(location, url).href : null, body: await res.text() };
  }
}

interface ProviderRoundTrip {
  /** where the provider finally sent the browser: `${PUBLIC_URL}/api/callback?...` */
  callbackUrl: URL;
  /** the prompts the provider showed on the way, in order */
  prompts: string[];
}

/**
 * Follows the provider's redirects from the authorization URL, answering each interaction page (log in as
 * `accountId`, then consent, or cancel when `abort`), until the provider redirects back to the app.
 */
async function throughProvider(browser: Browser, authorizationUrl: string, accountId: string, opts: { abort?: boolean } = {}): Promise<ProviderRoundTrip> {
  const prompts: string[] = [];
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(`${publicUrl}/`)) return { callbackUrl: new URL(url), prompts };
    let r = await browser.request(url);
    if (r.status === 200) {
      const prompt = /data-prompt="(\w+)"/.exec(r.body)?.[1];
      if (!prompt) throw new Error(`unexpected provider page at ${url}: ${r.body.slice(0, 300)}`);
      prompts.push(prompt);
      const form: Record<string, string> = opts.abort ? { abort: "1" } : prompt === "login" ? { login: accountId } : { consent: "yes" };
      r = await browser.request(url, { method: "POST", form });
    }
    if (r.status < 300 || r.status >= 400 || !r.location) throw new Error(`provider answered ${r.status} at ${url}: ${r.body.slice(0, 300)}`);
    url = r.location;
  }
  throw new Error("too many redirects at the provider");
}

/** GET /api/login: the provider's authorization URL and the `oidc_flow` cookie (as a Cookie header value). */
async function startLogin(returnTo?: string) {
  const r = await inject({ method: "GET", url: "/api/login", query: returnTo === undefined ? {} : { returnTo } });
  expect(r.statusCode).toBe(302);
  const setCookie = String(r.headers["set-cookie"]);
  expect(setCookie).toMatch(/^oidc_flow=/);
  return { authorizationUrl: String(r.headers.location), flowCookie: setCookie.split(";")[0], setCookie };
}

function callback(callbackUrl: URL, cookie?: string) {
  return inject({ method: "GET", url: callbackUrl.pathname + callbackUrl.search, headers: cookie ? { cookie } : {} });
}

function setCookies(r: { headers: Record<string, unknown> }): string[] {
  const h = r.headers["set-cookie"];
  return h === undefined ? [] : Array.isArray(h) ? h.map(String) : [String(h)];
}

function sessionCookieOf(r: { headers: Record<string, unknown> }): string | null {
  const line = setCookies(r).find((c) => /^sid=[^;]+/.test(c));
  return line ? line.split(";")[0] : null;
}

/** The whole sign-in of a provider account: login at the app, round trip at the provider, callback at the app. */
async function signIn(accountId: string, returnTo = "/clients", browser = new Browser()) {
  const { authorizationUrl, flowCookie } = await startLogin(returnTo);
  const trip = await throughProvider(browser, authorizationUrl, accountId);
  const r = await callback(trip.callbackUrl, flowCookie);
  expect({ status: r.statusCode, body: r.statusCode === 302 ? "" : r.body }).toEqual({ status: 302, body: "" });
  const cookie = sessionCookieOf(r);
  expect(cookie).not.toBeNull();
  const me = await inject({ method: "GET", url: "/api/auth/user", headers: { cookie: cookie! } });
  expect(me.statusCode).toBe(200);
  return { response: r, cookie: cookie!, user: me.json(), prompts: trip.prompts, browser };
}

beforeAll(async () => {
  // oidc-provider's notices (Node 22 preferred, in-memory adapter, default TTLs) would bury the test output
  for (const level of ["warn", "info"] as const) {
    const original = console[level].bind(console);
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      if (!/^oidc-provider (WARNING|NOTICE)/.test(String(args[0]))) original(...args);
    });
  }
  const { default: OidcProvider } = await import("oidc-provider");

  resetAccounts();
  issuer = `http://127.0.0.1:${await freePort()}`;
  publicUrl = `http://127.0.0.1:${await freePort()}`;
  const signingKey = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  const configuration: Configuration = {
    clients: [{
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: [`${publicUrl}/api/callback`],
      grant_types: ["authorization_code"],
      response_types: ["code"],
    }],
    pkce: { required: () => true },
    scopes: ["openid", "email", "profile"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    async findAccount(_ctx, sub): Promise<Account | undefined> {
      if (!accounts.has(sub)) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...accounts.get(sub)!, email_verified: true }) };
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ["provider-cookie-key-0123456789abcdef"] },
    jwks: { keys: [{ ...signingKey, kid: "test-key", use: "sig", alg: "RS256" }] },
  };
  provider = new OidcProvider(issuer, configuration);
  const handle = provider.callback();
  server = http.createServer((req, res) => {
    if (req.url?.startsWith("/interaction/")) {
      handleInteraction(req, res).catch((e: Error) => {
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end(`interaction failed: ${e.message}`);
      });
    } else {
      handle(req, res);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(new URL(issuer).port), "127.0.0.1", () => resolve());
  });

  t = await createTestApp({ OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET, PUBLIC_URL: publicUrl });
});

afterEach(async () => {
  resetAccounts();
  // emptied after each test: every test signs in the provider's same accounts (an account is found again by its subject
  // or its address), and the tests count every account and session
  await t?.truncate();
});

afterAll(async () => {
  await t?.close();
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  jest.restoreAllMocks();
});

describe("OpenID Connect sign-in against a real provider", () => {
  it("redirects GET /api/login to the provider's authorization endpoint with PKCE (S256), state and nonce", async () => {
    const { authorizationUrl, setCookie } = await startLogin("/clients");
    const url = new URL(authorizationUrl);
    expect(url.origin + url.pathname).toBe(`${issuer}/auth`);
    const p = url.searchParams;
    expect(p.get("client_id")).toBe(CLIENT_ID);
    expect(p.get("response_type")).toBe("code");
    expect(p.get("redirect_uri")).toBe(`${publicUrl}/api/callback`);
    expect(p.get("scope")!.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(p.get("code_challenge_method")).toBe("S256");
    expect(p.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get("state")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(p.get("nonce")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(p.get("state")).not.toBe(p.get("nonce"));
    // the verifier, state and nonce stay with the browser in a signed, short-lived, HttpOnly cookie (not Secure over http)
    expect(setCookie).toMatch(/^oidc_flow=[^;]+; Path=\/api; HttpOnly; SameSite=Lax; Max-Age=600$/);
    expect(setCookie).not.toContain(p.get("code_challenge")!);

    // every attempt gets its own state, nonce and challenge
    const again = new URL((await startLogin("/clients")).authorizationUrl).searchParams;
    for (const k of ["state", "nonce", "code_challenge"]) expect(again.get(k)).not.toBe(p.get(k));
  });

  it("signs in through the provider: callback redirects to returnTo with a session, the user has the provider's claims", async () => {
    const { authorizationUrl, flowCookie } = await startLogin("/clients");
    const trip = await throughProvider(new Browser(), authorizationUrl, "ada");
    expect(trip.prompts).toEqual(["login", "consent"]);
    expect(trip.callbackUrl.origin + trip.callbackUrl.pathname).toBe(`${publicUrl}/api/callback`);
    expect(trip.callbackUrl.searchParams.get("code")).toBeTruthy();
    expect(trip.callbackUrl.searchParams.get("state")).toBe(new URL(authorizationUrl).searchParams.get("state"));

    const r = await callback(trip.callbackUrl, flowCookie);
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe("/clients");
    const cookies = setCookies(r);
    expect(cookies.find((c) => c.startsWith("sid="))).toMatch(/^sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    expect(cookies.find((c) => c.startsWith("oidc_flow="))).toMatch(/^oidc_flow=; Path=\/api; .*Max-Age=0/);

    const cookie = sessionCookieOf(r)!;
    const me = await inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: "ada.lovelace@example.com", firstName: "Ada", lastName: "Lovelace" });
    const row = await t.app.resources.prisma.user.findUniqueOrThrow({ where: { id: me.json().id } });
    expect(row.oidcSubject).toBe(`${issuer}|ada`);
    expect(row.passwordHash).toBeNull();

    // an authorization code works once
    const replay = await callback(trip.callbackUrl, flowCookie);
    expect(replay.statusCode).toBe(400);
    expect(sessionCookieOf(replay)).toBeNull();
    expect(await t.app.resources.prisma.session.count()).toBe(1);
  });

  it("a second sign-in of the same subject reuses the same user and refreshes the profile", async () => {
    const first = await signIn("ada");
    expect(first.prompts).toEqual(["login", "consent"]);

    // signed in at the provider already (same browser): straight back, no pages
    const sso = await signIn("ada", "/clients", first.browser);
    expect(sso.prompts).toEqual([]);
    expect(sso.user.id).toBe(first.user.id);
    expect(sso.cookie).not.toBe(first.cookie);

    // another browser, after the profile changed at the provider (e-mail included: the subject is what identifies)
    accounts.set("ada", { email: "ada@analytical.example", given_name: "Augusta Ada", family_name: "King" });
    const second = await signIn("ada");
    expect(second.prompts).toEqual(["login", "consent"]);
    expect(second.user).toMatchObject({ id: first.user.id, firstName: "Augusta Ada", lastName: "King" });
    expect(await t.app.resources.prisma.user.count()).toBe(1);

    // a different subject is a different user
    const grace = await signIn("grace");
    expect(grace.user.id).not.toBe(first.user.id);
    expect(grace.user).toMatchObject({ email: "grace@example.com", firstName: "Grace", lastName: "Hopper" });
    expect(await t.app.resources.prisma.user.count()).toBe(2);
  });

  it("refuses a callback with a wrong or tampered state, without or with a forged flow cookie: 400 and no session", async () => {
    const { authorizationUrl, flowCookie } = await startLogin("/clients");
    const trip = await throughProvider(new Browser(), authorizationUrl, "ada");
    const state = trip.callbackUrl.searchParams.get("state")!;
    const withState = (s: string | null) => {
      const u = new URL(trip.callbackUrl);
      if (s === null) u.searchParams.delete("state");
      else u.searchParams.set("state", s);
      return u;
    };
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith("A") ? "B" : "A");
    const otherFlow = (await startLogin("/clients")).flowCookie;

    const attempts: [string, URL, string | undefined][] = [
      ["tampered state", withState(flip(state)), flowCookie],
      ["another attempt's state", withState(new URL((await startLogin()).authorizationUrl).searchParams.get("state")), flowCookie],
      ["no state", withState(null), flowCookie],
      ["no flow cookie", trip.callbackUrl, undefined],
      ["another attempt's flow cookie", trip.callbackUrl, otherFlow],
      ["forged flow cookie signature", trip.callbackUrl, flip(flowCookie)],
      ["flow cookie without signature", trip.callbackUrl, flowCookie.slice(0, flowCookie.lastIndexOf("."))],
      ["garbage flow cookie", trip.callbackUrl, "oidc_flow=%E0%A4%A"],
    ];
    for (const [what, url, cookie] of attempts) {
      const r = await callback(url, cookie);
      expect({ what, status: r.statusCode, session: sessionCookieOf(r), location: r.headers.location }).toEqual({ what, status: 400, session: null, location: undefined });
      expect(r.body).toBe("Sign-in failed. Go back and try again.");
    }
    expect(await t.app.resources.prisma.session.count()).toBe(0);
    expect(await t.app.resources.prisma.user.count()).toBe(0);

    // the refusals happened before the code was spent: the genuine pair still signs in
    const ok = await callback(trip.callbackUrl, flowCookie);
    expect(ok.statusCode).toBe(302);
    expect(sessionCookieOf(ok)).not.toBeNull();
  });

  it("refuses an authorization request altered on its way to the provider (nonce, code_challenge): 400 and no session", async () => {
    for (const param of ["nonce", "code_challenge"]) {
      const { authorizationUrl, flowCookie } = await startLogin("/clients");
      const altered = new URL(authorizationUrl);
      altered.searchParams.set(param, param === "nonce" ? "n".repeat(43) : "c".repeat(43));
      const trip = await throughProvider(new Browser(), altered.href, "ada");
      expect(trip.callbackUrl.searchParams.get("code")).toBeTruthy();
      const r = await callback(trip.callbackUrl, flowCookie);
      expect({ param, status: r.statusCode, session: sessionCookieOf(r) }).toEqual({ param, status: 400, session: null });
    }
    expect(await t.app.resources.prisma.session.count()).toBe(0);
    expect(await t.app.resources.prisma.user.count()).toBe(0);
  });

  it("answers a sign-in cancelled at the provider with 400 and no session", async () => {
    const { authorizationUrl, flowCookie } = await startLogin("/clients");
    const trip = await throughProvider(new Browser(), authorizationUrl, "ada", { abort: true });
    expect(trip.callbackUrl.searchParams.get("error")).toBe("access_denied");
    const r = await callback(trip.callbackUrl, flowCookie);
    expect(r.statusCode).toBe(400);
    expect(sessionCookieOf(r)).toBeNull();
    expect(await t.app.resources.prisma.user.count()).toBe(0);
  });

  it("ends an off-site returnTo at /", async () => {
    for (const returnTo of ["//evil.example", "https://evil.example/x", "/\\evil.example", "/api/logout"]) {
      const { response } = await signIn("ada", returnTo);
      expect({ returnTo, location: response.headers.location }).toEqual({ returnTo, location: "/" });
    }
    const { response } = await signIn("ada", "/projects/42?tab=tasks");
    expect(response.headers.location).toBe("/projects/42?tab=tasks");
  });

  // browsers drop tabs from URLs, so "/\t/evil.example" would become "//evil.example", an off-site redirect
  it("ends a returnTo that hides // behind a tab at /", async () => {
    for (const returnTo of ["/\t/evil.example", "/\t\\evil.example"]) {
      const { response } = await signIn("ada", returnTo);
      expect(new URL(String(response.headers.location), publicUrl).origin).toBe(publicUrl);
      expect({ returnTo, location: response.headers.location }).toEqual({ returnTo, location: "/" });
    }
  });

  it("turns off local accounts: POST /api/auth/login and /api/auth/register answer 404", async () => {
    const login = await inject({ method: "POST", url: "/api/auth/login", payload: { email: "ada@example.com", password: "longenough" } });
    expect(login.statusCode).toBe(404);
    expect(sessionCookieOf(login)).toBeNull();
    const register = await inject({ method: "POST", url: "/api/auth/register", payload: { email: "new@example.com", password: "longenough", firstName: "New" } });
    expect(register.statusCode).toBe(404);
    expect(sessionCookieOf(register)).toBeNull();
    expect(await t.app.resources.prisma.user.count()).toBe(0);
  });
});
