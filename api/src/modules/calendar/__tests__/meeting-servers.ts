import http from "node:http";
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import type { MeetingPlatform } from "../meeting";

/** One request a fake platform received, token requests included. */
export interface MeetingRequest {
  platform: MeetingPlatform;
  method: string;
  /** the path with its query, e.g. /oauth/token?grant_type=account_credentials&account_id=... */
  path: string;
  /** JSON and form bodies parsed (a form as an object of its fields), any other body as text, none as null */
  body: any;
  headers: http.IncomingHttpHeaders;
}

/** A meeting as the fake platform holds it, moved by the update requests. */
export interface FakeMeeting {
  platform: MeetingPlatform;
  id: string;
  joinUrl: string;
  title: string;
  /** ISO instants */
  start: string;
  end: string;
}

export interface MeetingServers {
  /** every ZOOM_*, MS_* and GOOGLE_* variable, pointing at the fakes with the credentials they accept */
  env: Record<string, string>;
  requests: MeetingRequest[];
  meetings: FakeMeeting[];
  /** the next API call to the platform (not its token endpoint) is answered `status` with `body` (JSON, or a string as is); calls queue up */
  failNext(platform: MeetingPlatform, status: number, body: unknown): void;
  /** every Zoom token issued so far expires: the next API call with one is answered 401 `{code: 124}` */
  expireZoomToken(): void;
  /** the next Google event's Meet conference is still being made for its first `answers` answers (the creation's included) */
  delayMeetConference(answers: number): void;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  body?: unknown;
}

const json = (status: number, body: unknown): Reply => ({ status, body });

const ZOOM_MEETING_ID = 84_000_000_000;
const GOOGLE_SCOPE = "https://www.googleapis.com/auth/calendar";

/**
 * Zoom, Microsoft (identity platform and Graph) and Google (OAuth and Calendar) on loopback, one HTTP server each,
 * answering with the shapes of their documented APIs: they check the credentials the way the platform does (Basic
 * auth for Zoom, the form's client fields for Microsoft, the JWT's RS256 signature for Google), issue tokens and
 * accept only those as bearer tokens, and hold the meetings they created.
 */
export async function startMeetingServers(): Promise<MeetingServers> {
  const requests: MeetingRequest[] = [];
  const meetings: FakeMeeting[] = [];
  const failures: Record<MeetingPlatform, Reply[]> = { zoom: [], teams: [], meet: [] };
  const tokens = new Map<string, MeetingPlatform>();
  let meetPending = 0;
  const random = (bytes = 12) => crypto.randomBytes(bytes).toString("base64url");
  const letters = (n: number) => Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");
  const issue = (platform: MeetingPlatform, prefix = "") => {
    const token = `${prefix}${random(24)}`;
    tokens.set(token, platform);
    return token;
  };
  const bearer = (platform: MeetingPlatform, headers: http.IncomingHttpHeaders) => {
    const m = /^Bearer (\S+)$/.exec(headers.authorization ?? "");
    return !!m && tokens.get(m[1]) === platform;
  };

  const zoom = { accountId: `acct_${random(8)}`, clientId: `zc_${random(8)}`, clientSecret: random(24) };
  const ms = { tenantId: crypto.randomUUID(), clientId: crypto.randomUUID(), clientSecret: `ms~${random(24)}`, organizerId: "meetings@clientfolio.example" };
  const { publicKey, privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const google = { clientEmail: "calendar@clientfolio-test.iam.gserviceaccount.com", delegatedUser: "owner@clientfolio.example" };

  const servers: http.Server[] = [];
  /**
   * One platform's server. `route` answers the token endpoint itself and says "api" for the API's paths, which
   * `failNext` may answer instead of `api`; every request is recorded first.
   */
  const listen = async (platform: MeetingPlatform, route: (req: MeetingRequest, url: URL) => Reply | "api" | null, api: (req: MeetingRequest, url: URL) => Reply) => {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const type = req.headers["content-type"] ?? "";
        let body: unknown = raw || null;
        if (raw && type.startsWith("application/json")) {
          try { body = JSON.parse(raw); } catch { /* kept as text: the route refuses it */ }
        } else if (raw && type.startsWith("application/x-www-form-urlencoded")) {
          body = Object.fromEntries(new URLSearchParams(raw));
        }
        const request: MeetingRequest = { platform, method: req.method ?? "GET", path: req.url ?? "/", body, headers: req.headers };
        requests.push(request);
        const url = new URL(request.path, "http://fake");
        let reply = route(request, url);
        if (reply === "api") reply = failures[platform].shift() ?? api(request, url);
        reply ??= json(404, { error: "not found" });
        if (reply.body === undefined) res.writeHead(reply.status).end();
        else if (typeof reply.body === "string") res.writeHead(reply.status, { "content-type": "text/plain" }).end(reply.body);
        else res.writeHead(reply.status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(reply.body));
      });
    });
    servers.push(server);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  // ---- Zoom: server-to-server OAuth, meetings of the account's owner --------------------------------------------
  const zoomMeeting = (id: string) => meetings.find((m) => m.platform === "zoom" && m.id === id);
  const zoomBase = await listen("zoom", (req, url) => {
    if (url.pathname === "/oauth/token" && req.method === "POST") {
      const expected = `Basic ${Buffer.from(`${zoom.clientId}:${zoom.clientSecret}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return json(401, { reason: "Invalid client_id or client_secret", error: "invalid_client" });
      if (url.searchParams.get("grant_type") !== "account_credentials") return json(400, { reason: "Unsupported grant type", error: "unsupported_grant_type" });
      if (url.searchParams.get("account_id") !== zoom.accountId) return json(400, { reason: "Invalid account_id", error: "invalid_request" });
      return json(200, { access_token: issue("zoom"), token_type: "bearer", expires_in: 3599, scope: "meeting:write:meeting:admin meeting:update:meeting:admin", api_url: "https://api.zoom.us" });
    }
    return url.pathname.startsWith("/v2/") ? "api" : null;
  }, (req, url) => {
    if (!bearer("zoom", req.headers)) return json(401, { code: 124, message: "Invalid access token." });
    const create = /^\/v2\/users\/([^/]+)\/meetings$/.exec(url.pathname);
    if (create && req.method === "POST") {
      if (create[1] !== "me") return json(404, { code: 1001, message: `User does not exist: ${decodeURIComponent(create[1])}.` });
      const b = req.body ?? {};
      if (typeof b.topic !== "string" || !b.topic || b.topic.length > 200) return json(400, { code: 300, message: "Validation Failed.", errors: [{ field: "topic", message: "Invalid field." }] });
      if (b.type !== 2) return json(400, { code: 300, message: "Validation Failed.", errors: [{ field: "type", message: "Invalid field." }] });
      if (typeof b.start_time !== "string" || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(b.start_time)) return json(400, { code: 300, message: "Validation Failed.", errors: [{ field: "start_time", message: "Invalid field." }] });
      if (!Number.isInteger(b.duration) || b.duration < 1) return json(400, { code: 300, message: "Validation Failed.", errors: [{ field: "duration", message: "Invalid field." }] });
      const n = ZOOM_MEETING_ID + meetings.length + 1;
      const joinUrl = `https://us06web.zoom.us/j/${n}?pwd=${random(16)}`;
      const start = new Date(b.start_time);
      meetings.push({ platform: "zoom", id: String(n), joinUrl, title: b.topic, start: start.toISOString(), end: new Date(start.getTime() + b.duration * 60_000).toISOString() });
      return json(201, {
        uuid: `${random(16)}==`, id: n, host_id: "z8yAAAAA8bbbQ", host_email: "owner@clientfolio.example", topic: b.topic, type: 2,
        status: "waiting", start_time: b.start_time, duration: b.duration, timezone: b.timezone, agenda: b.agenda ?? "",
        created_at: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"), start_url: `https://us06web.zoom.us/s/${n}?zak=${random(24)}`,
        join_url: joinUrl, password: "123456", settings: { host_video: false, participant_video: false, join_before_host: false },
      });
    }
    const one = /^\/v2\/meetings\/(\d+)$/.exec(url.pathname);
    if (one && req.method === "PATCH") {
      const m = zoomMeeting(one[1]);
      if (!m) return json(404, { code: 3001, message: `Meeting does not exist: ${one[1]}.` });
      const b = req.body ?? {};
      if (b.start_time !== undefined && (typeof b.start_time !== "string" || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(b.start_time))) return json(400, { code: 300, message: "Validation Failed.", errors: [{ field: "start_time", message: "Invalid field." }] });
      if (b.duration !== undefined && (!Number.isInteger(b.duration) || b.duration < 1)) return json(400, { code: 300, message: "Validation Failed.", errors: [{ field: "duration", message: "Invalid field." }] });
      const start = b.start_time ? new Date(b.start_time) : new Date(m.start);
      const minutes = b.duration ?? (Date.parse(m.end) - Date.parse(m.start)) / 60_000;
      Object.assign(m, { title: b.topic ?? m.title, start: start.toISOString(), end: new Date(start.getTime() + minutes * 60_000).toISOString() });
      return { status: 204 };
    }
    return json(404, { code: 404, message: "Not Found" });
  });

  // ---- Microsoft: identity platform (client credentials) and Graph onlineMeetings --------------------------------
  const graphError = (status: number, code: string, message: string) => json(status, { error: { code, message, innerError: { date: new Date().toISOString(), "request-id": crypto.randomUUID(), "client-request-id": crypto.randomUUID() } } });
  const aadError = (status: number, error: string, description: string) => json(status, {
    error, error_description: `${description}\r\nTrace ID: ${crypto.randomUUID()}\r\nCorrelation ID: ${crypto.randomUUID()}\r\nTimestamp: ${new Date().toISOString()}`,
    error_codes: [Number(/^AADSTS(\d+)/.exec(description)?.[1] ?? 0)], timestamp: new Date().toISOString(), trace_id: crypto.randomUUID(), correlation_id: crypto.randomUUID(),
  });
  const onlineMeeting = (m: FakeMeeting) => ({
    "@odata.context": `https://graph.microsoft.com/v1.0/$metadata#users('${ms.organizerId}')/onlineMeetings/$entity`,
    id: m.id, creationDateTime: new Date().toISOString(), startDateTime: m.start, endDateTime: m.end, joinWebUrl: m.joinUrl, subject: m.title,
    joinMeetingIdSettings: { joinMeetingId: "1234567890", passcode: "AbCdEf", isPasscodeRequired: true },
    participants: { organizer: { upn: ms.organizerId, role: "presenter" }, attendees: [] },
  });
  const validDate = (v: unknown) => typeof v === "string" && !Number.isNaN(Date.parse(v));
  const msBase = await listen("teams", (req, url) => {
    const token = /^\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(url.pathname);
    if (token && req.method === "POST") {
      const f = req.body && typeof req.body === "object" ? req.body : {};
      if (decodeURIComponent(token[1]) !== ms.tenantId) return aadError(400, "invalid_request", `AADSTS90002: Tenant '${decodeURIComponent(token[1])}' not found.`);
      if (f.grant_type !== "client_credentials") return aadError(400, "unsupported_grant_type", "AADSTS70003: The app requested an unsupported grant type.");
      if (f.client_id !== ms.clientId) return aadError(400, "unauthorized_client", `AADSTS700016: Application with identifier '${f.client_id}' was not found in the directory.`);
      if (f.client_secret !== ms.clientSecret) return aadError(401, "invalid_client", "AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID.");
      if (f.scope !== "https://graph.microsoft.com/.default") return aadError(400, "invalid_scope", `AADSTS1002012: The provided value for scope ${f.scope} is not valid.`);
      return json(200, { token_type: "Bearer", expires_in: 3599, ext_expires_in: 3599, access_token: issue("teams") });
    }
    return url.pathname.startsWith("/v1.0/") ? "api" : null;
  }, (req, url) => {
    if (!bearer("teams", req.headers)) return graphError(401, "InvalidAuthenticationToken", "Access token validation failure. Invalid audience.");
    const path = /^\/v1\.0\/users\/([^/]+)\/onlineMeetings(?:\/([^/]+))?$/.exec(url.pathname);
    if (!path) return graphError(400, "BadRequest", `Resource not found for the segment '${url.pathname.split("/").pop()}'.`);
    if (decodeURIComponent(path[1]) !== ms.organizerId) return graphError(404, "NotFound", "The requested user is invalid.");
    const b = req.body ?? {};
    if (!path[2] && req.method === "POST") {
      if (typeof b.subject !== "string" || !validDate(b.startDateTime) || !validDate(b.endDateTime)) return graphError(400, "BadRequest", "Invalid meeting: subject, startDateTime and endDateTime are required.");
      const thread = random(16);
      const m: FakeMeeting = {
        platform: "teams", id: `MSo${random(30)}`, title: b.subject, start: new Date(b.startDateTime).toISOString(), end: new Date(b.endDateTime).toISOString(),
        joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${thread}%40thread.v2/0?context=%7b%22Tid%22%3a%22${ms.tenantId}%22%7d`,
      };
      meetings.push(m);
      return json(201, onlineMeeting(m));
    }
    if (path[2] && req.method === "PATCH") {
      const m = meetings.find((x) => x.platform === "teams" && x.id === decodeURIComponent(path[2]!));
      if (!m) return graphError(404, "NotFound", "The specified meeting could not be found.");
      if ((b.startDateTime !== undefined && !validDate(b.startDateTime)) || (b.endDateTime !== undefined && !validDate(b.endDateTime))) return graphError(400, "BadRequest", "Invalid startDateTime or endDateTime.");
      Object.assign(m, {
        title: b.subject ?? m.title,
        start: b.startDateTime ? new Date(b.startDateTime).toISOString() : m.start,
        end: b.endDateTime ? new Date(b.endDateTime).toISOString() : m.end,
      });
      return json(200, onlineMeeting(m));
    }
    return graphError(405, "MethodNotAllowed", "The method is not allowed for this resource.");
  });

  // ---- Google: OAuth with a service account's signed JWT, Calendar events with a Meet conference -------------------
  const googleError = (status: number, reason: string, message: string, state: string) => json(status, { error: { code: status, message, errors: [{ message, domain: "global", reason }], status: state } });
  const events = new Map<string, { event: Record<string, any>; pendingAnswers: number }>();
  const eventAnswer = (id: string) => {
    const e = events.get(id)!;
    if (e.pendingAnswers > 0) {
      e.pendingAnswers -= 1;
      const { hangoutLink: _, conferenceData, ...rest } = e.event;
      return json(200, conferenceData ? { ...rest, conferenceData: { createRequest: { ...conferenceData.createRequest, status: { statusCode: "pending" } } } } : rest);
    }
    return json(200, e.event);
  };
  const verifyAssertion = (assertion: unknown, tokenUrl: string): Reply | null => {
    const parts = typeof assertion === "string" ? assertion.split(".") : [];
    const invalid = (description: string) => json(400, { error: "invalid_grant", error_description: description });
    if (parts.length !== 3) return invalid("Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.");
    let header: any, claims: any;
    try {
      header = JSON.parse(Buffer.from(parts[0], "base64url").toString("utf8"));
      claims = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
    } catch {
      return invalid("Invalid JWT: the header or claim set is not JSON.");
    }
    if (header.alg !== "RS256" || header.typ !== "JWT") return invalid("Invalid JWT Signature.");
    const signed = crypto.createVerify("RSA-SHA256").update(`${parts[0]}.${parts[1]}`).verify(publicKey, Buffer.from(parts[2], "base64url"));
    if (!signed || claims.iss !== google.clientEmail) return invalid("Invalid JWT Signature.");
    const now = Math.floor(Date.now() / 1000);
    if (!Number.isInteger(claims.iat) || !Number.isInteger(claims.exp) || claims.exp - claims.iat > 3600 || claims.exp < now || claims.iat > now + 300) {
      return invalid("Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.");
    }
    if (claims.aud !== tokenUrl) return invalid("Invalid JWT: Failed audience check.");
    if (claims.sub !== google.delegatedUser || claims.scope !== GOOGLE_SCOPE) {
      return json(401, { error: "unauthorized_client", error_description: "Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested." });
    }
    return null;
  };
  let tokenUrl = "";
  const googleServer = await listen("meet", (req, url) => {
    if (url.pathname === "/token" && req.method === "POST") {
      const f = req.body && typeof req.body === "object" ? req.body : {};
      if (f.grant_type !== "urn:ietf:params:oauth:grant-type:jwt-bearer") return json(400, { error: "unsupported_grant_type", error_description: "Invalid grant_type: " + (f.grant_type ?? "") });
      const refused = verifyAssertion(f.assertion, tokenUrl);
      return refused ?? json(200, { access_token: issue("meet", "ya29."), expires_in: 3599, token_type: "Bearer" });
    }
    return url.pathname.startsWith("/calendar/v3/") ? "api" : null;
  }, (req, url) => {
    if (!bearer("meet", req.headers)) {
      return googleError(401, "authError", "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.", "UNAUTHENTICATED");
    }
    const path = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(url.pathname);
    if (!path || path[1] !== "primary") return googleError(404, "notFound", "Not Found", "NOT_FOUND");
    const conference = url.searchParams.get("conferenceDataVersion") === "1";
    const b = req.body ?? {};
    const when = (w: any) => w && typeof w.dateTime === "string" && !Number.isNaN(Date.parse(w.dateTime));
    if (!path[2] && req.method === "POST") {
      if (!when(b.start) || !when(b.end)) return googleError(400, "required", "Missing time zone definition for start time.", "INVALID_ARGUMENT");
      if (Date.parse(b.end.dateTime) <= Date.parse(b.start.dateTime)) return googleError(400, "timeRangeEmpty", "The specified time range is empty.", "INVALID_ARGUMENT");
      const id = crypto.randomBytes(13).toString("hex");
      const event: Record<string, any> = {
        kind: "calendar#event", etag: `"${Date.now()}"`, id, status: "confirmed", htmlLink: `https://www.google.com/calendar/event?eid=${random(20)}`,
        created: new Date().toISOString(), updated: new Date().toISOString(), summary: b.summary, description: b.description,
        creator: { email: google.delegatedUser, self: true }, organizer: { email: google.delegatedUser, self: true },
        start: b.start, end: b.end, attendees: (b.attendees ?? []).map((a: any) => ({ email: a.email, responseStatus: "needsAction" })),
        iCalUID: `${id}@google.com`, sequence: 0, eventType: "default",
      };
      const create = b.conferenceData?.createRequest;
      if (conference && create) {
        if (typeof create.requestId !== "string" || !create.requestId) return googleError(400, "invalid", "Invalid conference create request: requestId is required.", "INVALID_ARGUMENT");
        if (create.conferenceSolutionKey?.type !== "hangoutsMeet") return googleError(400, "invalid", "Invalid conference type value.", "INVALID_ARGUMENT");
        const code = `${letters(3)}-${letters(4)}-${letters(3)}`;
        const uri = `https://meet.google.com/${code}`;
        event.hangoutLink = uri;
        event.conferenceData = {
          createRequest: { requestId: create.requestId, conferenceSolutionKey: { type: "hangoutsMeet" }, status: { statusCode: "success" } },
          entryPoints: [{ entryPointType: "video", uri, label: uri.replace("https://", "") }, { entryPointType: "more", uri: `https://tel.meet/${code}?pin=1234567890` }],
          conferenceSolution: { key: { type: "hangoutsMeet" }, name: "Google Meet" },
          conferenceId: code,
        };
        meetings.push({ platform: "meet", id, joinUrl: uri, title: b.summary ?? "", start: new Date(b.start.dateTime).toISOString(), end: new Date(b.end.dateTime).toISOString() });
      }
      events.set(id, { event, pendingAnswers: event.conferenceData ? meetPending : 0 });
      meetPending = 0;
      return eventAnswer(id);
    }
    const stored = path[2] ? events.get(decodeURIComponent(path[2])) : undefined;
    if (path[2] && !stored) return googleError(404, "notFound", "Not Found", "NOT_FOUND");
    if (stored && req.method === "GET") return eventAnswer(stored.event.id);
    if (stored && req.method === "PATCH") {
      if ((b.start !== undefined && !when(b.start)) || (b.end !== undefined && !when(b.end))) return googleError(400, "invalid", "Invalid start or end time.", "INVALID_ARGUMENT");
      const e = stored.event;
      Object.assign(e, { summary: b.summary ?? e.summary, start: b.start ?? e.start, end: b.end ?? e.end, updated: new Date().toISOString(), sequence: e.sequence + 1 });
      const m = meetings.find((x) => x.platform === "meet" && x.id === e.id);
      if (m) Object.assign(m, { title: e.summary, start: new Date(e.start.dateTime).toISOString(), end: new Date(e.end.dateTime).toISOString() });
      return eventAnswer(e.id);
    }
    return googleError(405, "methodNotAllowed", "Method not allowed.", "INVALID_ARGUMENT");
  });
  tokenUrl = `${googleServer}/token`;

  return {
    env: {
      ZOOM_ACCOUNT_ID: zoom.accountId,
      ZOOM_CLIENT_ID: zoom.clientId,
      ZOOM_CLIENT_SECRET: zoom.clientSecret,
      ZOOM_API_URL: `${zoomBase}/v2`,
      ZOOM_OAUTH_URL: zoomBase,
      MS_TENANT_ID: ms.tenantId,
      MS_CLIENT_ID: ms.clientId,
      MS_CLIENT_SECRET: ms.clientSecret,
      MS_ORGANIZER_ID: ms.organizerId,
      MS_GRAPH_URL: `${msBase}/v1.0`,
      MS_LOGIN_URL: msBase,
      GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify({
        type: "service_account", project_id: "clientfolio-test", private_key_id: random(20),
        private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(), client_email: google.clientEmail, client_id: "10" + String(Date.now()),
        auth_uri: "https://accounts.google.com/o/oauth2/auth", token_uri: tokenUrl,
      }),
      GOOGLE_DELEGATED_USER: google.delegatedUser,
      GOOGLE_API_URL: `${googleServer}/calendar/v3`,
    },
    requests,
    meetings,
    failNext(platform, status, body) {
      failures[platform].push({ status, body });
    },
    expireZoomToken() {
      for (const [token, platform] of tokens) if (platform === "zoom") tokens.delete(token);
    },
    delayMeetConference(answers) {
      meetPending = answers;
    },
    async close() {
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => {
        s.close(() => resolve());
        // keep-alive connections of fetch would hold close() up
        s.closeAllConnections();
      })));
    },
  };
}
