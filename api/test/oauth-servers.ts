import http from "node:http";
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import { RRule, type Options, type Weekday } from "rrule";
import { instantOn } from "@common/timezone";

/*
 * Google, Microsoft and Zoom on loopback as far as connecting an account and making meetings on it needs, one HTTP
 * server each, answering with the shapes of their documented endpoints:
 * - the consent page (`authorize`): an HTML page naming the account with "Allow" (back to redirect_uri with a code and
 *   the state) and "Deny" (back with error=access_denied);
 * - the token endpoint: authorization_code with the client's credentials (Google/Microsoft in the form, Zoom by Basic
 *   auth), the redirect_uri and the PKCE verifier checked (a wrong one: 400 invalid_grant), and refresh_token (a revoked
 *   or expired refresh token: 400 invalid_grant; Microsoft and Zoom rotate the refresh token, Google does not);
 * - revoke (Google, Zoom), the account's identity (Google's id_token, Graph /me, Zoom /users/me);
 * - the meeting endpoints (Calendar events with a Meet conference, Graph /me/onlineMeetings, Zoom /users/me/meetings),
 *   each taking only a live access token and making the meeting on the account that token was issued to;
 * - each account's calendars (`calendars`): Google's calendarList and events (insert, patch and delete with If-Match on
 *   the etag, an occurrence patched by its instance id, incremental listing by syncToken with nextSyncToken, 410 once
 *   the tokens expire), Graph's /me/calendars and events (the same with @odata.etag, events/delta with a deltaLink,
 *   a series' instances: its recurrence expanded, an occurrence patched into an exception or deleted into the
 *   series' cancelledOccurrences, reflected in the delta), and busy times with each series expanded (Google's
 *   freeBusy, Graph's calendarView: rrule on the wall clock of the series' zone); a test changes them as the phone's
 *   calendar app would.
 */

export type FakeProvider = "google" | "microsoft" | "zoom";

interface FakeRequest {
  provider: FakeProvider;
  method: string;
  /** the path with its query */
  path: string;
  /** a form as an object of its fields, JSON parsed, other text as is, none as null */
  body: any;
  headers: http.IncomingHttpHeaders;
}

interface FakeMeeting {
  provider: FakeProvider;
  /** the e-mail of the account it was made on */
  account: string;
  id: string;
  joinUrl: string;
  title: string;
  start: string;
  end: string;
}

interface Grant {
  provider: FakeProvider;
  account: string;
  refreshToken: string;
  revoked: boolean;
}

export interface OAuthServers {
  /** GOOGLE_*, MS_*, ZOOM_* pointing at the fakes, with the client ids and secrets they accept */
  env: Record<string, string>;
  /** the account the consent page signs in as, per provider (a test sets it before connecting) */
  account: Record<FakeProvider, string>;
  requests: FakeRequest[];
  meetings: FakeMeeting[];
  /** the revoke requests received: the token revoked, by provider */
  revoked: { provider: FakeProvider; token: string }[];
  /** the accounts' calendars (Google Calendar, Outlook), for a test to read and change "from the phone" */
  calendars: { google: FakeCalendars; microsoft: FakeCalendars };
  /** seconds an access token lives (default 3600) */
  accessTokenSeconds: number;
  /** every access token issued so far stops working (the API answers 401) */
  expireAccessTokens(provider: FakeProvider): void;
  /** the account's grants are revoked at the provider: their refresh tokens answer invalid_grant */
  revokeGrants(provider: FakeProvider, account: string): void;
  /** the next `n` token requests of the provider answer 503 */
  tokenEndpointDown(provider: FakeProvider, n: number): void;
  /** the next API call answers `status` with `body` */
  failNext(provider: FakeProvider, status: number, body: unknown): void;
  /** the next Google event's conference is still pending for its first `answers` answers */
  delayMeetConference(answers: number): void;
  /**
   * the next token request of the provider is held until `release` is called (and answered as things are then);
   * `arrived` resolves once it has come in
   */
  holdNextTokenRequest(provider: FakeProvider): { arrived: Promise<void>; release: () => void };
  /** every token issued (access and refresh), for the "never in an answer or log line" checks */
  issuedTokens(): string[];
  /** the codes issued */
  issuedCodes(): string[];
  close(): Promise<void>;
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const json = (status: number, body: unknown): Reply => ({ status, body });
const html = (body: string): Reply => ({ status: 200, body, headers: { "content-type": "text/html; charset=utf-8" } });
const redirect = (to: string): Reply => ({ status: 302, headers: { location: to } });
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const random = (bytes = 24) => crypto.randomBytes(bytes).toString("base64url");
const b64url = (v: object) => Buffer.from(JSON.stringify(v)).toString("base64url");

const NAMES: Record<FakeProvider, string> = { google: "Google", microsoft: "Microsoft", zoom: "Zoom" };

export async function startOAuthServers(): Promise<OAuthServers> {
  const requests: FakeRequest[] = [];
  const meetings: FakeMeeting[] = [];
  const revoked: OAuthServers["revoked"] = [];
  const clients: Record<FakeProvider, { id: string; secret: string }> = {
    google: { id: `${random(8)}.apps.googleusercontent.com`, secret: `GOCSPX-${random(18)}` },
    microsoft: { id: crypto.randomUUID(), secret: `ms~${random(24)}` },
    zoom: { id: `zc_${random(8)}`, secret: random(24) },
  };
  const codes = new Map<string, { provider: FakeProvider; account: string; redirectUri: string; challenge: string; clientId: string; used: boolean }>();
  const access = new Map<string, { provider: FakeProvider; account: string; expiresAt: number }>();
  const grants = new Map<string, Grant>();
  const down: Record<FakeProvider, number> = { google: 0, microsoft: 0, zoom: 0 };
  const failures: Record<FakeProvider, Reply[]> = { google: [], microsoft: [], zoom: [] };
  let meetPending = 0;
  const state = {
    account: { google: "ada@gmail.example", microsoft: "ada@outlook.example", zoom: "ada@zoom.example" } as Record<FakeProvider, string>,
    accessTokenSeconds: 3600,
  };

  const everyToken: string[] = [];
  const issueTokens = (provider: FakeProvider, account: string, grant?: Grant) => {
    const accessToken = `${provider === "google" ? "ya29." : ""}${random()}`;
    everyToken.push(accessToken);
    access.set(accessToken, { provider, account, expiresAt: Date.now() + state.accessTokenSeconds * 1000 });
    let refreshToken = grant?.refreshToken;
    // Microsoft and Zoom hand out a new refresh token with each refresh (the old one stops working); Google keeps it
    if (!grant || provider !== "google") {
      if (grant) grants.delete(grant.refreshToken);
      refreshToken = `${provider === "google" ? "1//" : ""}${random()}`;
      everyToken.push(refreshToken);
      grants.set(refreshToken, { provider, account, refreshToken, revoked: false });
    }
    const body: Record<string, unknown> = { access_token: accessToken, token_type: "Bearer", expires_in: state.accessTokenSeconds };
    if (provider !== "google" || !grant) body.refresh_token = refreshToken;
    if (provider === "google") body.id_token = `${b64url({ alg: "RS256", kid: "fake" })}.${b64url({ iss: "https://accounts.google.com", sub: account, email: account, email_verified: true })}.${random(32)}`;
    if (provider === "zoom") body.scope = "meeting:write:meeting meeting:update:meeting user:read:user";
    return body;
  };

  /** the account of a live bearer token of this provider, or null */
  const bearer = (provider: FakeProvider, headers: http.IncomingHttpHeaders) => {
    const m = /^Bearer (\S+)$/.exec(headers.authorization ?? "");
    const t = m && access.get(m[1]);
    return t && t.provider === provider && t.expiresAt > Date.now() ? t.account : null;
  };

  /** the client's credentials: Basic auth for Zoom, the form's fields for Google and Microsoft */
  const clientOk = (provider: FakeProvider, req: FakeRequest) => {
    const c = clients[provider];
    if (provider === "zoom") return req.headers.authorization === `Basic ${Buffer.from(`${c.id}:${c.secret}`).toString("base64")}`;
    return req.body?.client_id === c.id && req.body?.client_secret === c.secret;
  };

  const tokenError = (provider: FakeProvider, status: number, error: string, description: string) =>
    provider === "zoom" ? json(status, { reason: description, error }) : json(status, { error, error_description: description });

  /** the token endpoint, the same rules for the three */
  const token = (provider: FakeProvider, req: FakeRequest): Reply => {
    if (down[provider] > 0) { down[provider]--; return { status: 503, body: "Service Unavailable" }; }
    const f = req.body && typeof req.body === "object" ? req.body : {};
    if (!clientOk(provider, req)) return tokenError(provider, 401, "invalid_client", "Invalid client_id or client_secret");
    if (f.grant_type === "authorization_code") {
      const c = codes.get(f.code);
      if (!c || c.used || c.provider !== provider) return tokenError(provider, 400, "invalid_grant", "Invalid authorization code");
      c.used = true;
      if (f.redirect_uri !== c.redirectUri) return tokenError(provider, 400, "invalid_grant", "redirect_uri mismatch");
      const challenge = typeof f.code_verifier === "string" ? crypto.createHash("sha256").update(f.code_verifier).digest("base64url") : "";
      if (challenge !== c.challenge) return tokenError(provider, 400, "invalid_grant", "Invalid code verifier");
      return json(200, issueTokens(provider, c.account));
    }
    if (f.grant_type === "refresh_token") {
      const g = grants.get(f.refresh_token);
      if (!g || g.provider !== provider || g.revoked) return tokenError(provider, 400, "invalid_grant", "Token has been expired or revoked.");
      return json(200, issueTokens(provider, g.account, g));
    }
    return tokenError(provider, 400, "unsupported_grant_type", "Unsupported grant type");
  };

  /** the consent page and its two answers */
  const authorize = (provider: FakeProvider, url: URL): Reply => {
    const p = url.searchParams;
    const redirectUri = p.get("redirect_uri") ?? "";
    if (p.get("client_id") !== clients[provider].id) return { status: 400, body: "Unknown client_id", headers: { "content-type": "text/plain" } };
    if (p.get("response_type") !== "code" || p.get("code_challenge_method") !== "S256" || !p.get("code_challenge")) {
      return { status: 400, body: "response_type=code and an S256 code_challenge are required", headers: { "content-type": "text/plain" } };
    }
    const decision = p.get("decision");
    const back = new URL(redirectUri);
    if (decision === "deny") {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("state", p.get("state") ?? "");
      return redirect(back.href);
    }
    if (decision === "allow") {
      const code = random(18);
      codes.set(code, { provider, account: state.account[provider], redirectUri, challenge: p.get("code_challenge")!, clientId: p.get("client_id")!, used: false });
      back.searchParams.set("code", code);
      back.searchParams.set("state", p.get("state") ?? "");
      return redirect(back.href);
    }
    const hidden = [...p.entries()].map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join("");
    return html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${NAMES[provider]}: allow access</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px}h1{font-size:20px;margin:0 0 8px}
li{margin:4px 0;font-size:14px}.row{display:flex;gap:12px;margin-top:24px}button{font-size:15px;padding:8px 20px;border-radius:6px;border:1px solid #ccc;background:#fff;cursor:pointer}
button[value=allow]{background:#1a73e8;color:#fff;border-color:#1a73e8}</style></head>
<body><main><p>Local test ${NAMES[provider]} (loopback)</p><h1>Clientfolio wants to access your ${NAMES[provider]} account</h1>
<p>Signed in as <strong data-testid="fake-account">${esc(state.account[provider])}</strong></p>
<ul>${(p.get("scope") ?? "").split(" ").map((s) => `<li>${esc(s)}</li>`).join("")}</ul>
<form method="get" action="${esc(url.pathname)}">${hidden}<div class="row">
<button type="submit" name="decision" value="deny">Deny</button><button type="submit" name="decision" value="allow">Allow</button></div></form></main></body></html>`);
  };

  const held: Record<FakeProvider, { gate: Promise<void>; arrived: () => void } | null> = { google: null, microsoft: null, zoom: null };
  const servers: http.Server[] = [];
  const listen = async (provider: FakeProvider, route: (req: FakeRequest, url: URL) => Reply | "api" | null, api: (req: FakeRequest, url: URL) => Reply) => {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const type = req.headers["content-type"] ?? "";
        let body: unknown = raw || null;
        if (raw && type.startsWith("application/json")) {
          try { body = JSON.parse(raw); } catch { /* kept as text */ }
        } else if (raw && type.startsWith("application/x-www-form-urlencoded")) {
          body = Object.fromEntries(new URLSearchParams(raw));
        }
        const request: FakeRequest = { provider, method: req.method ?? "GET", path: req.url ?? "/", body, headers: req.headers };
        requests.push(request);
        const url = new URL(request.path, "http://fake");
        // a browser on the consent page asks for its icon: none, and no error
        if (url.pathname === "/favicon.ico") { requests.pop(); res.writeHead(204).end(); return; }
        const answer = () => {
        let reply = route(request, url);
        if (reply === "api") reply = failures[provider].shift() ?? api(request, url);
        reply ??= json(404, { error: "not found" });
        if (reply.body === undefined) res.writeHead(reply.status, reply.headers).end();
        else if (typeof reply.body === "string") res.writeHead(reply.status, { "content-type": "text/plain", ...reply.headers }).end(reply.body);
        else res.writeHead(reply.status, { "content-type": "application/json; charset=utf-8", ...reply.headers }).end(JSON.stringify(reply.body));
        };
        // a held token request is answered when released (what it is answered is decided then)
        if (held[provider] && /\/token$/.test(url.pathname)) {
          const release = held[provider]!;
          held[provider] = null;
          release.arrived();
          void release.gate.then(answer);
        } else answer();
      });
    });
    servers.push(server);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  const revoke = (provider: FakeProvider, req: FakeRequest, tokenValue: unknown): Reply => {
    if (typeof tokenValue !== "string" || !tokenValue) return json(400, { error: "invalid_request" });
    revoked.push({ provider, token: tokenValue });
    const g = grants.get(tokenValue);
    if (g) {
      g.revoked = true;
      for (const [k, v] of access) if (v.account === g.account && v.provider === provider) access.delete(k);
    } else if (!access.delete(tokenValue)) {
      return provider === "google" ? json(400, { error: "invalid_token", error_description: "Token expired or revoked" }) : json(400, { reason: "Invalid Token", error: "invalid_request" });
    }
    return provider === "google" ? json(200, {}) : json(200, { status: "success" });
  };

  // ---- Google: accounts.google.com, oauth2.googleapis.com and the Calendar API on one server -------------------
  const meetOf = (id: string) => meetings.find((m) => m.provider === "google" && m.id === id);
  const googleEvent = (m: FakeMeeting, pending: boolean) => ({
    kind: "calendar#event", id: m.id, status: "confirmed", summary: m.title, start: { dateTime: m.start }, end: { dateTime: m.end },
    organizer: { email: m.account, self: true },
    ...(pending ? { conferenceData: { createRequest: { requestId: "x", status: { statusCode: "pending" } } } } : {
      hangoutLink: m.joinUrl,
      conferenceData: { entryPoints: [{ entryPointType: "video", uri: m.joinUrl }], conferenceSolution: { key: { type: "hangoutsMeet" } } },
    }),
  });
  const googleStore = calendarStore("google");
  const msStore = calendarStore("microsoft");
  const letters = (n: number) => Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");
  const googleBase = await listen("google", (req, url) => {
    if (url.pathname === "/o/oauth2/v2/auth" && req.method === "GET") return authorize("google", url);
    if (url.pathname === "/token" && req.method === "POST") return token("google", req);
    if (url.pathname === "/revoke" && req.method === "POST") return revoke("google", req, req.body?.token ?? url.searchParams.get("token"));
    return url.pathname.startsWith("/calendar/v3/") ? "api" : null;
  }, (req, url) => {
    const account = bearer("google", req.headers);
    if (!account) return json(401, { error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" } });
    const meeting = /^\/calendar\/v3\/calendars\/primary\/events(?:\/([^/]+))?$/.exec(url.pathname);
    if (!meeting || (url.searchParams.get("conferenceDataVersion") !== "1" && !(meeting[1] && meetOf(decodeURIComponent(meeting[1]))))) {
      // the calendar itself (the sync), not a meeting
      const r = googleCalendarApi(googleStore, account, req, url);
      if (r) return r;
    }
    const path = meeting;
    if (!path) return json(404, { error: { code: 404, message: "Not Found", status: "NOT_FOUND" } });
    const b = req.body ?? {};
    if (!path[1] && req.method === "POST") {
      if (url.searchParams.get("conferenceDataVersion") !== "1") return json(400, { error: { code: 400, message: "conferenceDataVersion=1 is required for conferenceData", status: "INVALID_ARGUMENT" } });
      if (!b.start?.dateTime || !b.end?.dateTime || b.conferenceData?.createRequest?.conferenceSolutionKey?.type !== "hangoutsMeet") {
        return json(400, { error: { code: 400, message: "Invalid event", status: "INVALID_ARGUMENT" } });
      }
      const m: FakeMeeting = { provider: "google", account, id: letters(26), joinUrl: `https://meet.google.com/${letters(3)}-${letters(4)}-${letters(3)}`, title: b.summary ?? "", start: new Date(b.start.dateTime).toISOString(), end: new Date(b.end.dateTime).toISOString() };
      meetings.push(m);
      const pending = meetPending > 0;
      if (pending) meetPending--;
      return json(200, googleEvent(m, pending));
    }
    const m = path[1] ? meetOf(decodeURIComponent(path[1])) : undefined;
    if (!m || m.account !== account) return json(404, { error: { code: 404, message: "Not Found", status: "NOT_FOUND" } });
    if (req.method === "GET") {
      const pending = meetPending > 0;
      if (pending) meetPending--;
      return json(200, googleEvent(m, pending));
    }
    if (req.method === "PATCH") {
      Object.assign(m, { title: b.summary ?? m.title, start: b.start?.dateTime ? new Date(b.start.dateTime).toISOString() : m.start, end: b.end?.dateTime ? new Date(b.end.dateTime).toISOString() : m.end });
      return json(200, googleEvent(m, false));
    }
    return json(405, { error: { code: 405, message: "Method not allowed" } });
  });

  // ---- Microsoft: the identity platform and Graph on one server --------------------------------------------------
  const graphError = (status: number, code: string, message: string) => json(status, { error: { code, message } });
  const msBase = await listen("microsoft", (req, url) => {
    const m = /^\/([^/]+)\/oauth2\/v2\.0\/(authorize|token)$/.exec(url.pathname);
    if (m?.[2] === "authorize" && req.method === "GET") return authorize("microsoft", url);
    if (m?.[2] === "token" && req.method === "POST") {
      if (typeof req.body?.scope !== "string" || !req.body.scope.includes("offline_access")) return tokenError("microsoft", 400, "invalid_scope", "AADSTS70011: The scope is missing.");
      return token("microsoft", req);
    }
    return url.pathname.startsWith("/v1.0/") ? "api" : null;
  }, (req, url) => {
    const account = bearer("microsoft", req.headers);
    if (!account) return graphError(401, "InvalidAuthenticationToken", "Lifetime validation failed, the token is expired.");
    if (url.pathname === "/v1.0/me" && req.method === "GET") return json(200, { id: crypto.randomUUID(), mail: account, userPrincipalName: account, displayName: "Ada" });
    const calendarReply = graphCalendarApi(msStore, account, msBase, req, url);
    if (calendarReply) return calendarReply;
    const path = /^\/v1\.0\/me\/onlineMeetings(?:\/([^/]+))?$/.exec(url.pathname);
    if (!path) return graphError(400, "BadRequest", "Resource not found for the segment.");
    const b = req.body ?? {};
    if (!path[1] && req.method === "POST") {
      if (typeof b.subject !== "string" || !b.startDateTime || !b.endDateTime) return graphError(400, "BadRequest", "Invalid meeting");
      const m: FakeMeeting = { provider: "microsoft", account, id: `MSo${random(20)}`, title: b.subject, start: new Date(b.startDateTime).toISOString(), end: new Date(b.endDateTime).toISOString(), joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${random(16)}%40thread.v2/0` };
      meetings.push(m);
      return json(201, { id: m.id, joinWebUrl: m.joinUrl, subject: m.title, startDateTime: m.start, endDateTime: m.end });
    }
    const m = meetings.find((x) => x.provider === "microsoft" && x.id === decodeURIComponent(path[1] ?? "") && x.account === account);
    if (!m) return graphError(404, "NotFound", "The specified meeting could not be found.");
    if (req.method === "PATCH") {
      Object.assign(m, { title: b.subject ?? m.title, start: b.startDateTime ? new Date(b.startDateTime).toISOString() : m.start, end: b.endDateTime ? new Date(b.endDateTime).toISOString() : m.end });
      return json(200, { id: m.id, joinWebUrl: m.joinUrl });
    }
    return graphError(405, "MethodNotAllowed", "The method is not allowed.");
  });

  // ---- Zoom: zoom.us (OAuth) and api.zoom.us on one server ---------------------------------------------------------
  let zoomId = 84_000_000_000;
  const zoomBase = await listen("zoom", (req, url) => {
    if (url.pathname === "/oauth/authorize" && req.method === "GET") return authorize("zoom", url);
    if (url.pathname === "/oauth/token" && req.method === "POST") return token("zoom", req);
    if (url.pathname === "/oauth/revoke" && req.method === "POST") {
      if (!clientOk("zoom", req)) return json(401, { reason: "Invalid client_id or client_secret", error: "invalid_client" });
      return revoke("zoom", req, req.body?.token);
    }
    return url.pathname.startsWith("/v2/") ? "api" : null;
  }, (req, url) => {
    const account = bearer("zoom", req.headers);
    if (!account) return json(401, { code: 124, message: "Invalid access token." });
    if (url.pathname === "/v2/users/me" && req.method === "GET") return json(200, { id: "z8yAAAAA8bbbQ", email: account, first_name: "Ada", type: 2 });
    if (url.pathname === "/v2/users/me/meetings" && req.method === "POST") {
      const b = req.body ?? {};
      if (typeof b.topic !== "string" || b.type !== 2 || typeof b.start_time !== "string" || !Number.isInteger(b.duration)) return json(400, { code: 300, message: "Validation Failed." });
      const n = ++zoomId;
      const start = new Date(b.start_time);
      const m: FakeMeeting = { provider: "zoom", account, id: String(n), joinUrl: `https://us06web.zoom.us/j/${n}?pwd=${random(12)}`, title: b.topic, start: start.toISOString(), end: new Date(start.getTime() + b.duration * 60_000).toISOString() };
      meetings.push(m);
      return json(201, { id: n, host_email: account, topic: b.topic, type: 2, start_time: b.start_time, duration: b.duration, join_url: m.joinUrl });
    }
    const one = /^\/v2\/meetings\/(\d+)$/.exec(url.pathname);
    if (one && req.method === "PATCH") {
      const m = meetings.find((x) => x.provider === "zoom" && x.id === one[1] && x.account === account);
      if (!m) return json(404, { code: 3001, message: `Meeting does not exist: ${one[1]}.` });
      const b = req.body ?? {};
      const start = b.start_time ? new Date(b.start_time) : new Date(m.start);
      const minutes = b.duration ?? (Date.parse(m.end) - Date.parse(m.start)) / 60_000;
      Object.assign(m, { title: b.topic ?? m.title, start: start.toISOString(), end: new Date(start.getTime() + minutes * 60_000).toISOString() });
      return { status: 204 };
    }
    return json(404, { code: 404, message: "Not Found" });
  });

  return {
    env: {
      GOOGLE_CLIENT_ID: clients.google.id, GOOGLE_CLIENT_SECRET: clients.google.secret,
      GOOGLE_OAUTH_URL: googleBase, GOOGLE_TOKEN_URL: googleBase, GOOGLE_API_URL: `${googleBase}/calendar/v3`,
      MS_CLIENT_ID: clients.microsoft.id, MS_CLIENT_SECRET: clients.microsoft.secret, MS_LOGIN_URL: msBase, MS_GRAPH_URL: `${msBase}/v1.0`,
      ZOOM_CLIENT_ID: clients.zoom.id, ZOOM_CLIENT_SECRET: clients.zoom.secret, ZOOM_OAUTH_URL: zoomBase, ZOOM_API_URL: `${zoomBase}/v2`,
    },
    get account() { return state.account; },
    requests, meetings, revoked,
    calendars: { google: googleStore.api, microsoft: msStore.api },
    get accessTokenSeconds() { return state.accessTokenSeconds; },
    set accessTokenSeconds(v: number) { state.accessTokenSeconds = v; },
    expireAccessTokens(provider) { for (const t of access.values()) if (t.provider === provider) t.expiresAt = 0; },
    revokeGrants(provider, account) { for (const g of grants.values()) if (g.provider === provider && g.account === account) g.revoked = true; },
    tokenEndpointDown(provider, n) { down[provider] = n; },
    failNext(provider, status, body) { failures[provider].push({ status, body }); },
    delayMeetConference(answers) { meetPending = answers; },
    holdNextTokenRequest(provider) {
      let release!: () => void;
      let arrived!: () => void;
      const gate = new Promise<void>((r) => { release = r; });
      const came = new Promise<void>((r) => { arrived = r; });
      held[provider] = { gate, arrived };
      return { arrived: came, release };
    },
    issuedTokens: () => [...everyToken],
    issuedCodes: () => [...codes.keys()],
    close: () => Promise.all(servers.map((s) => new Promise<void>((resolve) => { s.closeAllConnections(); s.close(() => resolve()); }))).then(() => undefined),
  };
}

/** One pass through the connect flow as a browser makes it, the 302s followed by hand. */
export interface ConnectPass {
  /** the provider's consent page as the app sent the browser there */
  authorize: URL;
  /** the app's callback as the provider sent the browser back */
  callback: URL;
  /** where the callback sent the browser (/calendar?integration=...) */
  location: string;
  /** the query of `location` */
  result: Record<string, string>;
}

/**
 * Connects `provider` for the session: GET /connect (302 to the consent page), the consent page read and its
 * "Allow" (or "Deny") pressed, the provider's 302 back to the callback followed with the session's cookie.
 */
export async function connectThrough(
  app: { fastify: { inject: (o: { method: "GET"; url: string; headers: Record<string, string> }) => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }> } },
  session: { cookie: string }, provider: FakeProvider, decision: "allow" | "deny" = "allow",
): Promise<ConnectPass> {
  const start = await app.fastify.inject({ method: "GET", url: `/api/integrations/${provider}/connect`, headers: { cookie: session.cookie } });
  if (start.statusCode !== 302) throw new Error(`connect answered ${start.statusCode}: ${start.body}`);
  const authorize = new URL(String(start.headers.location));
  const page = await fetch(authorize);
  const text = await page.text();
  if (page.status !== 200 || !text.includes(`value="${decision}"`)) throw new Error(`the consent page answered ${page.status}: ${text.slice(0, 200)}`);
  const pressed = new URL(authorize);
  pressed.searchParams.set("decision", decision);
  const back = await fetch(pressed, { redirect: "manual" });
  const callback = new URL(back.headers.get("location") ?? "");
  const done = await app.fastify.inject({ method: "GET", url: `${callback.pathname}${callback.search}`, headers: { cookie: session.cookie } });
  if (done.statusCode !== 302) throw new Error(`the callback answered ${done.statusCode}: ${done.body}`);
  const location = String(done.headers.location);
  return { authorize, callback, location, result: Object.fromEntries(new URL(location, "http://app").searchParams) };
}

// ---- the calendars of the fake accounts: Google Calendar v3 and Microsoft Graph events ------------------------------

/** An event as a fake calendar holds it (the provider's own JSON, with the change counter its sync listing reads). */
interface FakeCalendarEvent {
  id: string;
  body: Record<string, any>;
  /** the calendar's clock when it last changed */
  changedAt: number;
  deleted: boolean;
  /** a Graph series master's deleted occurrences (their original starts, ms) */
  cancelled?: number[];
}

interface FakeCalendar {
  id: string;
  name: string;
  events: Map<string, FakeCalendarEvent>;
}

/** The calendars of one provider's fake accounts, and what a test does in them "from the phone". */
interface FakeCalendars {
  /** every calendar of the account (created with a primary one and a "Work" one on first use) */
  calendarsOf(account: string): { id: string; name: string }[];
  /** the live events of a calendar (not deleted) */
  events(account: string, calendarId: string): FakeCalendarEvent[];
  /** a change made there: the fields merged into the event (its etag, last modified and sync position moved on) */
  edit(account: string, calendarId: string, eventId: string, patch: Record<string, unknown>): FakeCalendarEvent;
  /** a new event made there */
  insert(account: string, calendarId: string, body: Record<string, unknown>): FakeCalendarEvent;
  /** an event deleted there */
  remove(account: string, calendarId: string, eventId: string): void;
  /** one occurrence of a series moved there: its exception made (`originalStart`: the occurrence's start, ISO) */
  moveOccurrence(account: string, calendarId: string, seriesId: string, originalStart: string, start: string, end: string): FakeCalendarEvent;
  /** one occurrence of a series deleted there (`originalStart`: the occurrence's start, ISO) */
  cancelOccurrence(account: string, calendarId: string, seriesId: string, originalStart: string): void;
  /** every sync token (Google) or delta link (Graph) handed out so far is refused from now on (410) */
  expireSyncTokens(): void;
}

const letters26 = (n: number) => Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");

function calendarStore(provider: "google" | "microsoft") {
  const accounts = new Map<string, FakeCalendar[]>();
  let clock = 0;
  /** tokens below it are refused */
  let validFrom = 0;
  const calendarsOf = (account: string) => {
    let list = accounts.get(account);
    if (!list) {
      list = provider === "google"
        ? [{ id: account, name: account, events: new Map() }, { id: `${letters26(12)}@group.calendar.google.com`, name: "Work", events: new Map() }]
        : [{ id: `AAMk${random(30)}`, name: "Calendar", events: new Map() }, { id: `AAMk${random(30)}`, name: "Work", events: new Map() }];
      accounts.set(account, list);
    }
    return list;
  };
  const calendar = (account: string, id: string) => calendarsOf(account).find((c) => c.id === id || (provider === "google" && id === "primary" && c.id === account)) ?? null;
  const etagOf = () => (provider === "google" ? `"${Date.now()}${String(++clock).padStart(6, "0")}"` : `W/"${random(12)}"`);
  const stamp = (e: FakeCalendarEvent) => {
    e.changedAt = ++clock;
    const now = new Date().toISOString();
    if (provider === "google") Object.assign(e.body, { etag: etagOf(), updated: now });
    else Object.assign(e.body, { "@odata.etag": etagOf(), lastModifiedDateTime: now });
    return e;
  };
  const put = (cal: FakeCalendar, id: string, body: Record<string, any>) => {
    const e: FakeCalendarEvent = { id, body: { ...body, id }, changedAt: 0, deleted: false };
    cal.events.set(id, e);
    return stamp(e);
  };
  const need = (account: string, calendarId: string) => {
    const c = calendar(account, calendarId);
    if (!c) throw new Error(`no calendar ${calendarId} of ${account}`);
    return c;
  };
  const api: FakeCalendars = {
    calendarsOf: (account) => calendarsOf(account).map((c) => ({ id: c.id, name: c.name })),
    events: (account, calendarId) => [...need(account, calendarId).events.values()].filter((e) => !e.deleted),
    edit: (account, calendarId, eventId, patch) => {
      const e = need(account, calendarId).events.get(eventId);
      if (!e) throw new Error(`no event ${eventId}`);
      Object.assign(e.body, patch);
      return stamp(e);
    },
    insert: (account, calendarId, body) => {
      const id = provider === "google" ? letters26(26) : `AAMkE${random(24)}`;
      const extra = provider === "google" ? { iCalUID: `${id}@google.com`, status: "confirmed" } : { iCalUId: `040000008200E0${random(16)}`, type: "singleInstance", isCancelled: false };
      return put(need(account, calendarId), id, { ...extra, ...body });
    },
    remove: (account, calendarId, eventId) => {
      const e = need(account, calendarId).events.get(eventId);
      if (!e) throw new Error(`no event ${eventId}`);
      e.deleted = true;
      if (provider === "google") e.body.status = "cancelled";
      stamp(e);
    },
    moveOccurrence: (account, calendarId, seriesId, originalStart, start, end) => {
      const cal = need(account, calendarId);
      const master = cal.events.get(seriesId)!;
      if (provider === "google") {
        const id = `${seriesId}_${new Date(originalStart).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`;
        const zone = master.body.start?.timeZone ?? "UTC";
        return put(cal, id, {
          iCalUID: master.body.iCalUID, status: "confirmed", summary: master.body.summary, description: master.body.description, location: master.body.location,
          recurringEventId: seriesId, originalStartTime: { dateTime: originalStart, timeZone: zone },
          start: { dateTime: start, timeZone: zone }, end: { dateTime: end, timeZone: zone },
        });
      }
      const utc = (iso: string) => ({ dateTime: new Date(iso).toISOString().replace("Z", "").replace(/\.(\d{3})$/, ".$10000"), timeZone: "UTC" });
      return put(cal, occurrenceId(seriesId, new Date(originalStart)), {
        type: "exception", seriesMasterId: seriesId, originalStart: new Date(originalStart).toISOString(), subject: master.body.subject, body: master.body.body,
        location: master.body.location, isAllDay: false, isCancelled: false, start: utc(start), end: utc(end), iCalUId: master.body.iCalUId,
      });
    },
    cancelOccurrence: (account, calendarId, seriesId, originalStart) => {
      const cal = need(account, calendarId);
      const master = cal.events.get(seriesId)!;
      if (provider === "google") {
        // Google: the instance, cancelled
        const id = `${seriesId}_${basicUtc(new Date(originalStart))}`;
        const e = cal.events.get(id) ?? put(cal, id, {
          iCalUID: master.body.iCalUID, recurringEventId: seriesId, originalStartTime: { dateTime: originalStart, timeZone: master.body.start?.timeZone ?? "UTC" },
        });
        Object.assign(e.body, { status: "cancelled" });
        e.deleted = true;
        stamp(e);
        return;
      }
      cancelGraphOccurrence(store, cal, master, new Date(originalStart));
    },
    expireSyncTokens: () => { validFrom = ++clock; },
  };
  const store = { api, calendar, calendarsOf, put, stamp, get clock() { return clock; }, get validFrom() { return validFrom; } };
  return store;
}

/**
 * The busy periods of a Google calendar overlapping [from, to), as `freeBusy` answers them: single events, and each
 * series' occurrences (its RRULE expanded in its zone, its EXDATEs left out, a changed instance at its own times, a
 * cancelled one left out); transparent and cancelled events are free.
 */
function googleBusy(c: FakeCalendar, from: number, to: number): { start: number; end: number }[] {
  const live = [...c.events.values()].filter((e) => !e.deleted && e.body.status !== "cancelled" && e.body.start?.dateTime && e.body.end?.dateTime);
  const busy = (e: FakeCalendarEvent) => e.body.transparency !== "transparent";
  const out: { start: number; end: number }[] = [];
  // instances changed on their own (and cancelled ones) replace their occurrence, by the series and original start
  const changed = new Set([...c.events.values()].filter((e) => e.body.recurringEventId && e.body.originalStartTime)
    .map((e) => `${e.body.recurringEventId} ${Date.parse(e.body.originalStartTime.dateTime ?? e.body.originalStartTime.date)}`));
  for (const e of live) {
    const start = Date.parse(e.body.start.dateTime);
    const length = Date.parse(e.body.end.dateTime) - start;
    const rule = Array.isArray(e.body.recurrence) ? googleRule(e.body.recurrence, e.body.start.timeZone ?? "UTC") : null;
    if (!rule) {
      if (busy(e) && start < to && start + length > from) out.push({ start, end: start + length });
      continue;
    }
    if (!busy(e)) continue;
    for (const s of expandRule(rule.options, new Date(start), e.body.start.timeZone ?? "UTC", length, from, to)) {
      if (rule.exDates.includes(s.getTime()) || changed.has(`${e.id} ${s.getTime()}`)) continue;
      out.push({ start: s.getTime(), end: s.getTime() + length });
    }
  }
  return out;
}

const gError = (status: number, message: string, reason: string) => json(status, { error: { code: status, message, errors: [{ domain: "global", reason, message }], status: reason } });

/** Google Calendar v3 as far as the calendar sync uses it: calendarList, events CRUD with etags, incremental sync. */
function googleCalendarApi(store: ReturnType<typeof calendarStore>, account: string, req: FakeRequest, url: URL): Reply | null {
  if (url.pathname === "/calendar/v3/users/me/calendarList" && req.method === "GET") {
    return json(200, { kind: "calendar#calendarList", items: store.calendarsOf(account).map((c, i) => ({ kind: "calendar#calendarListEntry", id: c.id, summary: c.name, accessRole: "owner", primary: i === 0 || undefined })) });
  }
  if (url.pathname === "/calendar/v3/freeBusy" && req.method === "POST") {
    const q = req.body && typeof req.body === "object" ? req.body : {};
    const from = Date.parse(q.timeMin);
    const to = Date.parse(q.timeMax);
    if (!Number.isFinite(from) || !Number.isFinite(to) || !Array.isArray(q.items)) return gError(400, "Bad Request", "badRequest");
    const calendars: Record<string, unknown> = {};
    for (const item of q.items) {
      const c = store.calendar(account, String(item?.id));
      if (!c) { calendars[String(item?.id)] = { errors: [{ domain: "global", reason: "notFound" }], busy: [] }; continue; }
      const busy = googleBusy(c, from, to).sort((x, y) => x.start - y.start)
        .map((p) => ({ start: new Date(p.start).toISOString(), end: new Date(p.end).toISOString() }));
      calendars[c.id === account && item.id === "primary" ? "primary" : String(item.id)] = { busy };
    }
    return json(200, { kind: "calendar#freeBusy", timeMin: q.timeMin, timeMax: q.timeMax, calendars });
  }
  const m = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(url.pathname);
  if (!m) return null;
  const cal = store.calendar(account, decodeURIComponent(m[1]));
  if (!cal) return gError(404, "Not Found", "notFound");
  const id = m[2] ? decodeURIComponent(m[2]) : null;
  const b = req.body && typeof req.body === "object" ? req.body : {};
  const ifMatch = req.headers["if-match"];
  if (!id && req.method === "GET") {
    const q = url.searchParams;
    const token = q.get("syncToken");
    let from = 0;
    if (token) {
      const n = Number(/^st(\d+)$/.exec(token)?.[1] ?? NaN);
      if (!Number.isFinite(n) || n < store.validFrom) return gError(410, "Sync token is no longer valid, a full sync is required.", "fullSyncRequired");
      from = n;
    }
    const uid = q.get("iCalUID");
    const showDeleted = q.get("showDeleted") === "true" || !!token;
    const all = [...cal.events.values()].filter((e) => e.changedAt > from && (showDeleted || !e.deleted) && (!uid || e.body.iCalUID === uid)).sort((x, y) => x.changedAt - y.changedAt);
    const size = Math.min(Number(q.get("maxResults") ?? 250), 250);
    const offset = Number(q.get("pageToken") ?? 0);
    const page = all.slice(offset, offset + size);
    const more = offset + size < all.length;
    return json(200, { kind: "calendar#events", items: page.map((e) => e.body), ...(more ? { nextPageToken: String(offset + size) } : uid ? {} : { nextSyncToken: `st${store.clock}` }) });
  }
  if (!id && req.method === "POST") {
    if (!b.start || !b.end) return gError(400, "Missing end time.", "required");
    if (b.iCalUID && [...cal.events.values()].some((e) => e.body.iCalUID === b.iCalUID && !e.body.recurringEventId)) return gError(409, "The requested identifier already exists.", "duplicate");
    const newId = letters26(26);
    const e = store.put(cal, newId, { kind: "calendar#event", status: "confirmed", iCalUID: `${newId}@google.com`, sequence: 0, ...b });
    return json(200, e.body);
  }
  let e = id ? cal.events.get(id) : undefined;
  // an occurrence of a series patched or deleted (cancelled) on its own: its instance is made first
  if (!e && id && (req.method === "PATCH" || req.method === "DELETE")) {
    // an occurrence of a series: its instance id is the series' id and its original start
    const x = /^(.+)_(\d{8}(?:T\d{6}Z)?)$/.exec(id);
    const master = x ? cal.events.get(x[1]) : undefined;
    if (!master || !Array.isArray(master.body.recurrence)) return gError(404, "Not Found", "notFound");
    const t = x![2];
    const original = t.length > 8 ? `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}T${t.slice(9, 11)}:${t.slice(11, 13)}:${t.slice(13, 15)}Z` : null;
    e = store.put(cal, id, {
      kind: "calendar#event", status: "confirmed", iCalUID: master.body.iCalUID, recurringEventId: master.id, sequence: 0,
      originalStartTime: original ? { dateTime: original, timeZone: master.body.start?.timeZone } : { date: `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}` },
    });
  }
  if (!e) return gError(404, "Not Found", "notFound");
  if (req.method === "GET") return json(200, e.body);
  if (ifMatch && ifMatch !== e.body.etag) return gError(412, "Precondition Failed", "conditionNotMet");
  if (req.method === "PATCH") {
    Object.assign(e.body, b);
    if (b.status && b.status !== "cancelled") e.deleted = false;
    return json(200, store.stamp(e).body);
  }
  if (req.method === "DELETE") {
    if (e.deleted) return gError(410, "Resource has been deleted", "deleted");
    e.deleted = true;
    e.body.status = "cancelled";
    store.stamp(e);
    return { status: 204 };
  }
  return gError(405, "Method not allowed", "methodNotAllowed");
}

/** Microsoft Graph v1.0 as far as the calendar sync uses it: calendars, events CRUD with etags, events delta. */
function graphCalendarApi(store: ReturnType<typeof calendarStore>, account: string, base: string, req: FakeRequest, url: URL): Reply | null {
  const gErr = (status: number, code: string, message: string) => json(status, { error: { code, message } });
  const utcOut = /outlook\.timezone="UTC"/.test(String(req.headers.prefer ?? ""));
  /** the event as Graph answers it: its times in UTC when asked so */
  const outBody = (body: Record<string, any>) => {
    if (!utcOut) return body;
    const conv = (v: any) => (v?.dateTime && v.timeZone !== "UTC" && !body.isAllDay ? { dateTime: wallToUtc(v.dateTime, v.timeZone), timeZone: "UTC" } : v);
    return { ...body, start: conv(body.start), end: conv(body.end) };
  };
  const out = (e: FakeCalendarEvent) => outBody(e.body);
  /**
   * `$select`: only the properties named (with id and @odata.etag); a series master's `cancelledOccurrences` (the
   * occurrence ids "OID.{masterId}.{its day}" of the occurrences deleted) are answered only when selected.
   */
  const select = url.searchParams.get("$select");
  const selected = (body: Record<string, any>, e?: FakeCalendarEvent) => {
    if (!select) return body;
    const full = e && e.body.type === "seriesMaster"
      ? { ...body, cancelledOccurrences: (e.cancelled ?? []).map((t) => `OID.${e.id}.${floatingOf(new Date(t), graphZone(e.body)).toISOString().slice(0, 10)}`) } : body;
    const keys = new Set(["id", "@odata.etag", ...select.split(",").map((k) => k.trim())]);
    return Object.fromEntries(Object.entries(full).filter(([k]) => keys.has(k)));
  };
  const notFound = () => gErr(404, "ErrorItemNotFound", "The specified object was not found in the store.");
  if (url.pathname === "/v1.0/me/calendars" && req.method === "GET") {
    return json(200, { value: store.calendarsOf(account).map((c, i) => ({ id: c.id, name: c.name, canEdit: true, isDefaultCalendar: i === 0 })) });
  }
  const inst = /^\/v1\.0\/me\/events\/([^/]+)\/instances$/.exec(url.pathname);
  if (inst && req.method === "GET") {
    // the series' occurrences and exceptions in the range (cancelled ones left out), as Graph lists them
    const masterId = decodeURIComponent(inst[1]);
    const from = Date.parse(url.searchParams.get("startDateTime") ?? "");
    const to = Date.parse(url.searchParams.get("endDateTime") ?? "");
    if (!Number.isFinite(from) || !Number.isFinite(to)) return gErr(400, "ErrorInvalidParameter", "startDateTime and endDateTime are required");
    const cal = store.calendarsOf(account).find((c) => c.events.has(masterId) && !c.events.get(masterId)!.deleted);
    if (!cal) return notFound();
    return json(200, { value: graphInstances(cal, cal.events.get(masterId)!, from, to).map(outBody) });
  }
  const single = /^\/v1\.0\/me\/events\/([^/]+)$/.exec(url.pathname);
  if (single) {
    // an event by its id alone: a series, a single event, an exception, or an occurrence not changed yet
    const id = decodeURIComponent(single[1]);
    for (const c of store.calendarsOf(account)) {
      const e = c.events.get(id);
      if (e && !e.deleted) return graphEventRequest(store, c, e, req, selected, out);
    }
    const o = /^(.+)_(\d{8}T\d{6}Z)$/.exec(id);
    const cal = o ? store.calendarsOf(account).find((c) => c.events.get(o[1])?.body.type === "seriesMaster" && !c.events.get(o[1])!.deleted) : undefined;
    const master = cal?.events.get(o![1]);
    const t = o ? Date.parse(o[2].replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z")) : NaN;
    const occurrence = cal && master ? graphInstances(cal, master, t, t + 1).find((x) => x.id === id && x.type === "occurrence") : undefined;
    if (!cal || !master || !occurrence) return notFound();
    if (req.method === "GET") return json(200, selected(outBody(occurrence)));
    if (req.method === "PATCH") {
      // changed on its own: the occurrence becomes an exception of its series
      const b = req.body && typeof req.body === "object" ? req.body : {};
      return json(200, out(store.put(cal, id, { ...occurrence, ...b, type: "exception" })));
    }
    if (req.method === "DELETE") {
      cancelGraphOccurrence(store, cal, master, new Date(t));
      return { status: 204 };
    }
    return gErr(405, "ErrorInvalidRequest", "The method is not allowed.");
  }
  const view = /^\/v1\.0\/me\/calendars\/([^/]+)\/calendarView$/.exec(url.pathname);
  if (view && req.method === "GET") {
    const c = store.calendar(account, decodeURIComponent(view[1]));
    if (!c) return notFound();
    const from = Date.parse(url.searchParams.get("startDateTime") ?? "");
    const to = Date.parse(url.searchParams.get("endDateTime") ?? "");
    if (!Number.isFinite(from) || !Number.isFinite(to)) return gErr(400, "ErrorInvalidParameter", "startDateTime and endDateTime are required");
    // single instances, and each series' occurrences and exceptions in the range (never the series master itself)
    const value: Record<string, any>[] = [];
    for (const e of c.events.values()) {
      if (e.deleted) continue;
      if (e.body.type === "singleInstance" && graphAt(e.body.start) < to && graphAt(e.body.end) > from) value.push(e.body);
      else if (e.body.type === "seriesMaster") value.push(...graphInstances(c, e, from, to));
    }
    return json(200, { value: value.sort((x, y) => graphAt(x.start) - graphAt(y.start)).map(outBody) });
  }
  const m = /^\/v1\.0\/me\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(url.pathname);
  if (!m) return null;
  const cal = store.calendar(account, decodeURIComponent(m[1]));
  if (!cal) return gErr(404, "ErrorItemNotFound", "The specified object was not found in the store.");
  const id = m[2] ? decodeURIComponent(m[2]) : null;
  const b = req.body && typeof req.body === "object" ? req.body : {};
  if (id === "delta" && req.method === "GET") {
    const token = url.searchParams.get("$deltatoken");
    let from = 0;
    if (token) {
      const n = Number(token);
      if (!Number.isFinite(n) || n < store.validFrom) return gErr(410, "SyncStateNotFound", "The sync state generation is not found; resync required.");
      from = n;
    }
    const skip = Number(url.searchParams.get("$skiptoken") ?? 0);
    const all = [...cal.events.values()].filter((e) => e.changedAt > from && (from > 0 || !e.deleted)).sort((x, y) => x.changedAt - y.changedAt);
    const page = all.slice(skip, skip + 50);
    const link = `${base}/v1.0/me/calendars/${encodeURIComponent(cal.id)}/events/delta`;
    const more = skip + 50 < all.length;
    return json(200, {
      value: page.map((e) => (e.deleted ? { id: e.id, "@removed": { reason: "deleted" } } : out(e))),
      ...(more ? { "@odata.nextLink": `${link}?${new URLSearchParams({ ...(token ? { $deltatoken: token } : {}), $skiptoken: String(skip + 50) })}` } : { "@odata.deltaLink": `${link}?$deltatoken=${store.clock}` }),
    });
  }
  if (!id && req.method === "POST") {
    if (typeof b.subject !== "string" || !b.start?.dateTime || !b.end?.dateTime) return gErr(400, "ErrorInvalidRequest", "Invalid event");
    if (b.transactionId) {
      const same = [...cal.events.values()].find((e) => e.body.transactionId === b.transactionId && !e.deleted);
      if (same) return json(201, out(same));
    }
    const newId = `AAMkE${random(24)}`;
    const e = store.put(cal, newId, {
      iCalUId: `040000008200E0${random(16)}`, type: b.recurrence ? "seriesMaster" : "singleInstance", isCancelled: false,
      originalStartTimeZone: b.start.timeZone, ...b,
    });
    return json(201, out(e));
  }
  const e = id ? cal.events.get(id) : undefined;
  if (!e || e.deleted) return notFound();
  return graphEventRequest(store, cal, e, req, selected, out);
}

/** GET, PATCH (If-Match on @odata.etag) or DELETE of a stored Graph event; deleting an exception cancels its occurrence. */
function graphEventRequest(store: ReturnType<typeof calendarStore>, cal: FakeCalendar, e: FakeCalendarEvent, req: FakeRequest,
  selected: (body: Record<string, any>, e?: FakeCalendarEvent) => Record<string, any>, out: (e: FakeCalendarEvent) => Record<string, any>): Reply {
  const gErr = (status: number, code: string, message: string) => json(status, { error: { code, message } });
  const b = req.body && typeof req.body === "object" ? req.body : {};
  if (req.method === "GET") return json(200, selected(out(e), e));
  const ifMatch = req.headers["if-match"];
  if (ifMatch && ifMatch !== e.body["@odata.etag"]) return gErr(412, "ErrorIrresolvableConflict", "The change key passed in the request does not match the current change key for the item.");
  if (req.method === "PATCH") {
    Object.assign(e.body, b);
    if ("recurrence" in b && e.body.type !== "exception") e.body.type = b.recurrence ? "seriesMaster" : "singleInstance";
    return json(200, out(store.stamp(e)));
  }
  if (req.method === "DELETE") {
    const master = e.body.type === "exception" ? cal.events.get(e.body.seriesMasterId) : undefined;
    if (master) {
      cancelGraphOccurrence(store, cal, master, new Date(e.body.originalStart));
      return { status: 204 };
    }
    e.deleted = true;
    store.stamp(e);
    return { status: 204 };
  }
  return gErr(405, "ErrorInvalidRequest", "The method is not allowed.");
}

/** An instant of a Graph dateTimeTimeZone. */
const graphAt = (v: any) => Date.parse(`${wallToUtc(v.dateTime, v.timeZone ?? "UTC")}Z`);
/** The zone a Graph series is expanded in. */
const graphZone = (b: Record<string, any>): string => b.recurrence?.range?.recurrenceTimeZone ?? b.start?.timeZone ?? "UTC";
/** The id of a series' occurrence (and of its exception once changed). */
const occurrenceId = (masterId: string, originalStart: Date) => `${masterId}_${basicUtc(originalStart)}`;

/** A series' occurrences overlapping [from, to) as Graph lists its instances: cancelled ones left out, exceptions as changed. */
function graphInstances(cal: FakeCalendar, master: FakeCalendarEvent, from: number, to: number): Record<string, any>[] {
  const b = master.body;
  const options = graphRule(b.recurrence);
  if (!options || !b.start?.dateTime || !b.end?.dateTime) return [];
  const zone = graphZone(b);
  const first = graphAt(b.start);
  const length = graphAt(b.end) - first;
  const exceptions = [...cal.events.values()].filter((e) => !e.deleted && e.body.seriesMasterId === master.id);
  const changed = new Set(exceptions.map((e) => Date.parse(e.body.originalStart)));
  const cancelled = new Set(master.cancelled ?? []);
  const wall = (d: Date) => `${floatingOf(d, zone).toISOString().slice(0, 19)}.0000000`;
  const out: Record<string, any>[] = [];
  for (const s of expandRule(options, new Date(first), zone, length, from, to)) {
    if (changed.has(s.getTime()) || cancelled.has(s.getTime())) continue;
    out.push({
      "@odata.etag": b["@odata.etag"], id: occurrenceId(master.id, s), type: "occurrence", seriesMasterId: master.id, iCalUId: b.iCalUId,
      originalStart: s.toISOString().replace(".000Z", "Z"), originalStartTimeZone: b.originalStartTimeZone, subject: b.subject, body: b.body, location: b.location,
      isAllDay: !!b.isAllDay, showAs: b.showAs ?? "busy", isCancelled: false, lastModifiedDateTime: b.lastModifiedDateTime,
      start: { dateTime: wall(s), timeZone: zone }, end: { dateTime: wall(new Date(s.getTime() + length)), timeZone: zone },
    });
  }
  for (const e of exceptions) if (graphAt(e.body.start) < to && graphAt(e.body.end) > from) out.push(e.body);
  return out.sort((x, y) => graphAt(x.start) - graphAt(y.start));
}

/** One occurrence of a series deleted: among the series' cancelled occurrences (its exception, if any, removed); the series changes. */
function cancelGraphOccurrence(store: ReturnType<typeof calendarStore>, cal: FakeCalendar, master: FakeCalendarEvent, originalStart: Date) {
  if (!(master.cancelled ?? []).includes(originalStart.getTime())) master.cancelled = [...(master.cancelled ?? []), originalStart.getTime()];
  const exception = cal.events.get(occurrenceId(master.id, originalStart));
  if (exception && !exception.deleted) {
    exception.deleted = true;
    store.stamp(exception);
  }
  store.stamp(master);
}

/** A wall time in an IANA zone as Graph writes a UTC one ("2030-03-04T08:00:00.0000000"). */
function wallToUtc(dateTime: string, zone: string): string {
  const [d, t = "00:00:00"] = dateTime.split("T");
  const [h, mi, s] = t.split(":").map((x) => Math.floor(Number(x)));
  const at = zone === "UTC" ? new Date(`${d}T${t.slice(0, 8)}Z`) : instantOn(d, zone, h, mi, s);
  return `${at.toISOString().slice(0, 19)}.0000000`;
}

// ---- recurrence as the providers expand it (rrule, an implementation of RFC 5545's own) -----------------------------

const DAY_MS = 86_400_000;

/** The wall clock of an instant in a zone, as a floating time (a Date whose UTC fields are the wall clock). */
function floatingOf(at: Date, zone: string): Date {
  const p = Object.fromEntries(new Intl.DateTimeFormat("en-CA", {
    timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23",
  }).formatToParts(at).map((x) => [x.type, x.value]));
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second));
}
const fromFloating = (f: Date, zone: string) => instantOn(f.toISOString().slice(0, 10), zone, f.getUTCHours(), f.getUTCMinutes(), f.getUTCSeconds());

/**
 * The original starts of a rule's occurrences that overlap [from, to) for an event `length` ms long: the rule expanded
 * on the wall clock of its zone from its first start (a weekly 10:00 stays 10:00 across a change of offset).
 */
function expandRule(options: Partial<Options>, firstStart: Date, zone: string, length: number, from: number, to: number): Date[] {
  const rule = new RRule({ ...options, dtstart: floatingOf(firstStart, zone), tzid: null });
  return rule.between(new Date(from - length - 2 * DAY_MS), new Date(to + 2 * DAY_MS), true)
    .map((f) => fromFloating(f, zone)).filter((s) => s.getTime() < to && s.getTime() + length > from);
}

/** Google's `recurrence` lines: the RRULE's options (its UNTIL on the zone's wall clock) and the EXDATE instants. */
function googleRule(lines: string[], zone: string): { options: Partial<Options>; exDates: number[] } | null {
  const rrule = lines.find((l) => /^RRULE:/i.test(l));
  if (!rrule) return null;
  const options: Partial<Options> = RRule.parseString(rrule.replace(/^RRULE:/i, ""));
  if (options.until) options.until = floatingOf(options.until, zone);
  const exDates: number[] = [];
  for (const line of lines) {
    const m = /^EXDATE(;[^:]*)?:(.+)$/i.exec(line);
    for (const v of m ? m[2].split(",") : []) {
      const t = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(v.trim());
      if (!t) continue;
      const day = `${t[1]}-${t[2]}-${t[3]}`;
      exDates.push((t[7] ? new Date(`${day}T${t[4]}:${t[5]}:${t[6]}Z`) : instantOn(day, zone, +(t[4] ?? 0), +(t[5] ?? 0), +(t[6] ?? 0))).getTime());
    }
  }
  return { options, exDates };
}

const GRAPH_DAYS: Record<string, Weekday> = { sunday: RRule.SU, monday: RRule.MO, tuesday: RRule.TU, wednesday: RRule.WE, thursday: RRule.TH, friday: RRule.FR, saturday: RRule.SA };
const GRAPH_INDEX: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, last: -1 };

/** Graph's patternedRecurrence as the rule's options (its range's end date the last day the series may reach). */
function graphRule(recurrence: any): Partial<Options> | null {
  const p = recurrence?.pattern;
  const r = recurrence?.range;
  if (!p?.type) return null;
  const interval = Number(p.interval) || 1;
  const days = (Array.isArray(p.daysOfWeek) ? p.daysOfWeek : []).map((d: string) => GRAPH_DAYS[String(d).toLowerCase()]).filter(Boolean) as Weekday[];
  const nth = GRAPH_INDEX[p.index ?? "first"] ?? 1;
  const byType: Record<string, Partial<Options>> = {
    daily: { freq: RRule.DAILY },
    weekly: { freq: RRule.WEEKLY, byweekday: days, wkst: GRAPH_DAYS[p.firstDayOfWeek ?? "sunday"] ?? RRule.SU },
    absoluteMonthly: { freq: RRule.MONTHLY, bymonthday: Number(p.dayOfMonth) },
    relativeMonthly: { freq: RRule.MONTHLY, byweekday: days.map((d) => d.nth(nth)) },
    absoluteYearly: { freq: RRule.YEARLY, bymonth: Number(p.month), bymonthday: Number(p.dayOfMonth) },
    relativeYearly: { freq: RRule.YEARLY, bymonth: Number(p.month), byweekday: days.map((d) => d.nth(nth)) },
  };
  const options = byType[p.type];
  if (!options) return null;
  const range: Partial<Options> = r?.type === "numbered" ? { count: Number(r.numberOfOccurrences) }
    : r?.type === "endDate" && r.endDate ? { until: new Date(`${r.endDate}T23:59:59Z`) } : {};
  return { ...options, interval, ...range };
}

const basicUtc = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
