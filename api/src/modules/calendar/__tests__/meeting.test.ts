import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import { loadConfig, type MeetingsConfig } from "../../../config";
import {
  createMeeting, meetingPlatformStatus, updateMeetingTime, MeetingNotConfiguredError, MeetingPlatformError,
  MEETING_PLATFORMS, type MeetingPlatform, type MeetingSpec,
} from "../meeting";
import { startMeetingServers, type MeetingServers } from "./meeting-servers";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-meeting-"));
const configFor = (env: Record<string, string>): MeetingsConfig => loadConfig({ ...env, DATA_DIR: dataDir }).meetings;

const spec: MeetingSpec = {
  title: "Kick-off with Acme",
  start: new Date("2026-03-10T09:00:00Z"),
  end: new Date("2026-03-10T09:45:00Z"),
  timeZone: "Europe/Berlin",
  description: "Scope, timeline and the first milestone",
  attendees: ["ada@acme.example", "grace@acme.example"],
};
const moved: MeetingSpec = { ...spec, title: "Kick-off with Acme (moved)", start: new Date("2026-03-11T14:30:00Z"), end: new Date("2026-03-11T15:30:00Z") };

let servers: MeetingServers;
let config: MeetingsConfig;

// every test gets new servers on new ports, so new credentials: no token cached by an earlier test is used
beforeEach(async () => {
  servers = await startMeetingServers();
  config = configFor(servers.env);
});
afterEach(() => servers.close());
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const of = (platform: MeetingPlatform) => servers.requests.filter((r) => r.platform === platform);
const tokenRequests = (platform: MeetingPlatform) => of(platform).filter((r) => /\/(oauth\/token|oauth2\/v2\.0\/token|token)(\?|$)/.test(r.path));
const apiRequests = (platform: MeetingPlatform) => of(platform).filter((r) => !tokenRequests(platform).includes(r));

async function refusal(promise: Promise<unknown>): Promise<MeetingPlatformError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(MeetingPlatformError);
  return err as MeetingPlatformError;
}

describe("Zoom", () => {
  it("creates a scheduled meeting with a server-to-server OAuth token and returns its join URL and number", async () => {
    const created = await createMeeting(config, "zoom", spec);
    const [token, create] = of("zoom");
    expect(token.method).toBe("POST");
    const tokenUrl = new URL(token.path, "http://x");
    expect(tokenUrl.pathname).toBe("/oauth/token");
    expect(Object.fromEntries(tokenUrl.searchParams)).toEqual({ grant_type: "account_credentials", account_id: servers.env.ZOOM_ACCOUNT_ID });
    expect(token.headers.authorization).toBe(`Basic ${Buffer.from(`${servers.env.ZOOM_CLIENT_ID}:${servers.env.ZOOM_CLIENT_SECRET}`).toString("base64")}`);

    expect(create).toMatchObject({ method: "POST", path: "/v2/users/me/meetings" });
    expect(create.headers.authorization).toMatch(/^Bearer \S+$/);
    expect(create.headers["content-type"]).toBe("application/json");
    expect(create.body).toEqual({
      topic: "Kick-off with Acme", type: 2, start_time: "2026-03-10T09:00:00Z", duration: 45, timezone: "Europe/Berlin",
      agenda: "Scope, timeline and the first milestone",
    });
    const meeting = servers.meetings.find((m) => m.platform === "zoom")!;
    expect(created).toEqual({ joinUrl: meeting.joinUrl, meetingId: meeting.id });
    expect(created.meetingId).toMatch(/^\d{11}$/);
    expect(created.joinUrl).toMatch(/^https:\/\/us06web\.zoom\.us\/j\/\d+\?pwd=/);
  });

  it("moves a meeting with PATCH /meetings/{id}", async () => {
    const { meetingId } = await createMeeting(config, "zoom", spec);
    await updateMeetingTime(config, "zoom", meetingId, moved);
    const patch = apiRequests("zoom").at(-1)!;
    expect(patch).toMatchObject({ method: "PATCH", path: `/v2/meetings/${meetingId}` });
    expect(patch.body).toEqual({ start_time: "2026-03-11T14:30:00Z", duration: 60, timezone: "Europe/Berlin", topic: "Kick-off with Acme (moved)" });
    expect(servers.meetings.find((m) => m.id === meetingId)).toMatchObject({ start: "2026-03-11T14:30:00.000Z", end: "2026-03-11T15:30:00.000Z", title: "Kick-off with Acme (moved)" });
  });

  it("gets a new token when Zoom says the token expired, and tries the call once more", async () => {
    await createMeeting(config, "zoom", spec);
    servers.expireZoomToken();
    const second = await createMeeting(config, "zoom", { ...spec, title: "Follow-up" });
    expect(second.joinUrl).toContain("zoom.us/j/");
    expect(tokenRequests("zoom")).toHaveLength(2);
    const calls = apiRequests("zoom");
    expect(calls).toHaveLength(3);
    // the refused call and its retry carry different tokens
    expect(calls[1].headers.authorization).not.toBe(calls[2].headers.authorization);
    expect(servers.meetings.filter((m) => m.platform === "zoom").map((m) => m.title)).toEqual(["Kick-off with Acme", "Follow-up"]);
  });

  it("retries only once: a second 401 is the error", async () => {
    servers.failNext("zoom", 401, { code: 124, message: "Invalid access token." });
    servers.failNext("zoom", 401, { code: 124, message: "Invalid access token." });
    const err = await refusal(createMeeting(config, "zoom", spec));
    expect(err).toMatchObject({ platform: "zoom", status: 401, code: "124", message: "Zoom: Invalid access token. (124)" });
    expect(apiRequests("zoom")).toHaveLength(2);
    expect(tokenRequests("zoom")).toHaveLength(2);
  });

  it("gives Zoom's own error with its status, and asks no other platform", async () => {
    servers.failNext("zoom", 404, { code: 1001, message: "User does not exist" });
    const err = await refusal(createMeeting(config, "zoom", spec));
    expect(err).toMatchObject({ platform: "zoom", status: 404, code: "1001", message: "Zoom: User does not exist (1001)" });
    expect(of("teams")).toHaveLength(0);
    expect(of("meet")).toHaveLength(0);
  });

  it("says why the token was refused, without the secret", async () => {
    const wrong = configFor({ ...servers.env, ZOOM_CLIENT_SECRET: "not-the-secret-at-all" });
    const err = await refusal(createMeeting(wrong, "zoom", spec));
    expect(err).toMatchObject({ status: 401, code: "invalid_client", message: "Zoom: Invalid client_id or client_secret (invalid_client)" });
    expect(err.message).not.toContain("not-the-secret-at-all");
    expect(apiRequests("zoom")).toHaveLength(0);
  });

  it("keeps the token: two meetings, one token request", async () => {
    await createMeeting(config, "zoom", spec);
    await createMeeting(config, "zoom", moved);
    expect(tokenRequests("zoom")).toHaveLength(1);
    expect(apiRequests("zoom")).toHaveLength(2);
  });

  it("asks for a new token shortly before the last one expires", async () => {
    const now = Date.now();
    await createMeeting(config, "zoom", spec);
    const later = jest.spyOn(Date, "now");
    try {
      // the fake's tokens live 3599 s
      later.mockReturnValue(now + 3500_000);
      await createMeeting(config, "zoom", spec);
      expect(tokenRequests("zoom")).toHaveLength(1);
      later.mockReturnValue(now + 3545_000);
      await createMeeting(config, "zoom", spec);
      expect(tokenRequests("zoom")).toHaveLength(2);
    } finally {
      later.mockRestore();
    }
  });

  it("shares one token request between meetings created at the same time", async () => {
    await Promise.all([createMeeting(config, "zoom", spec), createMeeting(config, "zoom", moved), createMeeting(config, "zoom", spec)]);
    expect(tokenRequests("zoom")).toHaveLength(1);
  });
});

describe("Microsoft Teams", () => {
  it("creates an online meeting for the organizer with a client-credentials token", async () => {
    const created = await createMeeting(config, "teams", spec);
    const [token, create] = of("teams");
    expect(token).toMatchObject({ method: "POST", path: `/${servers.env.MS_TENANT_ID}/oauth2/v2.0/token` });
    expect(token.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(token.body).toEqual({
      client_id: servers.env.MS_CLIENT_ID, client_secret: servers.env.MS_CLIENT_SECRET,
      scope: "https://graph.microsoft.com/.default", grant_type: "client_credentials",
    });
    expect(create).toMatchObject({ method: "POST", path: `/v1.0/users/${encodeURIComponent(servers.env.MS_ORGANIZER_ID)}/onlineMeetings` });
    expect(create.headers.authorization).toMatch(/^Bearer \S+$/);
    expect(create.body).toEqual({ subject: "Kick-off with Acme", startDateTime: "2026-03-10T09:00:00.000Z", endDateTime: "2026-03-10T09:45:00.000Z" });
    const meeting = servers.meetings.find((m) => m.platform === "teams")!;
    expect(created).toEqual({ joinUrl: meeting.joinUrl, meetingId: meeting.id });
    expect(created.joinUrl).toMatch(/^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//);
  });

  it("moves a meeting with PATCH onlineMeetings/{id}", async () => {
    const { meetingId } = await createMeeting(config, "teams", spec);
    await updateMeetingTime(config, "teams", meetingId, moved);
    const patch = apiRequests("teams").at(-1)!;
    expect(patch).toMatchObject({ method: "PATCH", path: `/v1.0/users/${encodeURIComponent(servers.env.MS_ORGANIZER_ID)}/onlineMeetings/${encodeURIComponent(meetingId)}` });
    expect(patch.body).toEqual({ startDateTime: "2026-03-11T14:30:00.000Z", endDateTime: "2026-03-11T15:30:00.000Z", subject: "Kick-off with Acme (moved)" });
    expect(servers.meetings.find((m) => m.id === meetingId)).toMatchObject({ start: "2026-03-11T14:30:00.000Z", end: "2026-03-11T15:30:00.000Z" });
  });

  it("gives Graph's error with its status, and asks no other platform", async () => {
    servers.failNext("teams", 403, { error: { code: "Forbidden", message: "No application access policy found for this app." } });
    const err = await refusal(createMeeting(config, "teams", spec));
    expect(err).toMatchObject({ platform: "teams", status: 403, code: "Forbidden", message: "Microsoft Teams: No application access policy found for this app. (Forbidden)" });
    expect(of("zoom")).toHaveLength(0);
    expect(of("meet")).toHaveLength(0);
  });

  it("gives the first line of the identity platform's refusal, without the secret", async () => {
    const wrong = configFor({ ...servers.env, MS_CLIENT_SECRET: "wrong~secret~value" });
    const err = await refusal(createMeeting(wrong, "teams", spec));
    expect(err.status).toBe(401);
    expect(err.code).toBe("invalid_client");
    expect(err.message).toMatch(/^Microsoft Teams: AADSTS7000215: Invalid client secret provided\..* \(invalid_client\)$/);
    expect(err.message).not.toMatch(/Trace ID|wrong~secret~value/);
  });

  it("gets a new token when Graph refuses the token", async () => {
    await createMeeting(config, "teams", spec);
    servers.failNext("teams", 401, { error: { code: "InvalidAuthenticationToken", message: "Lifetime validation failed, the token is expired." } });
    await createMeeting(config, "teams", moved);
    expect(tokenRequests("teams")).toHaveLength(2);
    expect(apiRequests("teams")).toHaveLength(3);
  });

  it("keeps the token: two meetings, one token request", async () => {
    await createMeeting(config, "teams", spec);
    await createMeeting(config, "teams", moved);
    expect(tokenRequests("teams")).toHaveLength(1);
  });
});

describe("Google Meet", () => {
  const decode = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8"));

  it("creates an event with a Meet conference as the delegated user, with a signed JWT", async () => {
    const created = await createMeeting(config, "meet", spec);
    const [token, create] = of("meet");
    expect(token).toMatchObject({ method: "POST", path: "/token" });
    expect(token.body.grant_type).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
    const [header, claims] = (token.body.assertion as string).split(".");
    expect(decode(header)).toEqual({ alg: "RS256", typ: "JWT" });
    const key = JSON.parse(servers.env.GOOGLE_SERVICE_ACCOUNT_JSON);
    const c = decode(claims);
    expect(c).toMatchObject({ iss: key.client_email, sub: servers.env.GOOGLE_DELEGATED_USER, scope: "https://www.googleapis.com/auth/calendar", aud: key.token_uri });
    expect(c.exp - c.iat).toBe(3600);
    expect(Math.abs(c.iat - Date.now() / 1000)).toBeLessThan(60);

    expect(create).toMatchObject({ method: "POST", path: "/calendar/v3/calendars/primary/events?conferenceDataVersion=1" });
    expect(create.headers.authorization).toMatch(/^Bearer ya29\.\S+$/);
    expect(create.body).toEqual({
      summary: "Kick-off with Acme",
      description: "Scope, timeline and the first milestone",
      start: { dateTime: "2026-03-10T09:00:00.000Z", timeZone: "Europe/Berlin" },
      end: { dateTime: "2026-03-10T09:45:00.000Z", timeZone: "Europe/Berlin" },
      attendees: [{ email: "ada@acme.example" }, { email: "grace@acme.example" }],
      conferenceData: { createRequest: { requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), conferenceSolutionKey: { type: "hangoutsMeet" } } },
    });
    const meeting = servers.meetings.find((m) => m.platform === "meet")!;
    expect(created).toEqual({ joinUrl: meeting.joinUrl, meetingId: meeting.id });
    expect(created.joinUrl).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
  });

  it("asks for a new conference each time (a new requestId)", async () => {
    await createMeeting(config, "meet", spec);
    await createMeeting(config, "meet", spec);
    const [a, b] = apiRequests("meet").map((r) => r.body.conferenceData.createRequest.requestId);
    expect(a).not.toBe(b);
  });

  it("moves the event with events.patch", async () => {
    const { meetingId } = await createMeeting(config, "meet", spec);
    await updateMeetingTime(config, "meet", meetingId, moved);
    const patch = apiRequests("meet").at(-1)!;
    expect(patch).toMatchObject({ method: "PATCH", path: `/calendar/v3/calendars/primary/events/${meetingId}?conferenceDataVersion=1` });
    expect(patch.body).toEqual({
      summary: "Kick-off with Acme (moved)",
      start: { dateTime: "2026-03-11T14:30:00.000Z", timeZone: "Europe/Berlin" },
      end: { dateTime: "2026-03-11T15:30:00.000Z", timeZone: "Europe/Berlin" },
    });
    expect(servers.meetings.find((m) => m.id === meetingId)).toMatchObject({ start: "2026-03-11T14:30:00.000Z", end: "2026-03-11T15:30:00.000Z" });
  });

  it("reads the event again while Google is still making its conference", async () => {
    servers.delayMeetConference(2);
    const created = await createMeeting(config, "meet", spec);
    expect(created.joinUrl).toMatch(/^https:\/\/meet\.google\.com\//);
    expect(apiRequests("meet").map((r) => r.method)).toEqual(["POST", "GET", "GET"]);
    expect(apiRequests("meet")[1].path).toBe(`/calendar/v3/calendars/primary/events/${created.meetingId}`);
  });

  it("gives Google's error with its status and code", async () => {
    servers.failNext("meet", 403, { error: { code: 403, message: "The caller does not have permission", errors: [{ reason: "forbidden" }], status: "PERMISSION_DENIED" } });
    const err = await refusal(createMeeting(config, "meet", spec));
    expect(err).toMatchObject({ platform: "meet", status: 403, code: "PERMISSION_DENIED", message: "Google Meet: The caller does not have permission (PERMISSION_DENIED)" });
    expect(of("zoom")).toHaveLength(0);
    expect(of("teams")).toHaveLength(0);
  });

  it("is refused a token for a user the delegation does not cover", async () => {
    const other = configFor({ ...servers.env, GOOGLE_DELEGATED_USER: "someone@elsewhere.example" });
    const err = await refusal(createMeeting(other, "meet", spec));
    expect(err).toMatchObject({ status: 401, code: "unauthorized_client" });
    expect(err.message).toMatch(/^Google Meet: Client is unauthorized to retrieve access tokens/);
    expect(err.message).not.toContain("PRIVATE KEY");
  });

  it("is refused a token when the JWT is signed with another key", async () => {
    const key = JSON.parse(servers.env.GOOGLE_SERVICE_ACCOUNT_JSON);
    const other = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const forged = configFor({ ...servers.env, GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...key, private_key: other }) });
    const err = await refusal(createMeeting(forged, "meet", spec));
    expect(err).toMatchObject({ status: 400, code: "invalid_grant", message: "Google Meet: Invalid JWT Signature. (invalid_grant)" });
    expect(apiRequests("meet")).toHaveLength(0);
  });

  it("keeps the token: two meetings, one token request", async () => {
    await createMeeting(config, "meet", spec);
    await createMeeting(config, "meet", moved);
    expect(tokenRequests("meet")).toHaveLength(1);
  });

  it("takes a key whose newlines arrived escaped", async () => {
    const key = JSON.parse(servers.env.GOOGLE_SERVICE_ACCOUNT_JSON);
    const escaped = configFor({ ...servers.env, GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...key, private_key: key.private_key.replace(/\n/g, "\\n") }) });
    expect((await createMeeting(escaped, "meet", spec)).joinUrl).toMatch(/^https:\/\/meet\.google\.com\//);
  });

  it("a key that cannot sign is a configuration problem, said without the key", async () => {
    const key = JSON.parse(servers.env.GOOGLE_SERVICE_ACCOUNT_JSON);
    const broken = configFor({ ...servers.env, GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...key, private_key: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n" }) });
    const err = await createMeeting(broken, "meet", spec).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MeetingNotConfiguredError);
    expect((err as Error).message).toBe("Google Meet is not configured: the private_key of GOOGLE_SERVICE_ACCOUNT_JSON is not a PEM private key");
    expect(of("meet")).toHaveLength(0);
  });
});

describe("not configured", () => {
  const none = configFor({});

  it("lists every platform with whether it is configured", () => {
    expect(meetingPlatformStatus(none)).toEqual([
      { platform: "zoom", name: "Zoom", configured: false },
      { platform: "teams", name: "Microsoft Teams", configured: false },
      { platform: "meet", name: "Google Meet", configured: false },
    ]);
    expect(meetingPlatformStatus(config).every((p) => p.configured)).toBe(true);
  });

  it.each([
    ["zoom", "Zoom is not configured: set ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET"],
    ["teams", "Microsoft Teams is not configured: set MS_TENANT_ID, MS_CLIENT_ID, MS_CLIENT_SECRET and MS_ORGANIZER_ID"],
    ["meet", "Google Meet is not configured: set GOOGLE_SERVICE_ACCOUNT_JSON and GOOGLE_DELEGATED_USER"],
  ] as const)("%s names the variables to set, for creating and for moving", async (platform, message) => {
    await expect(createMeeting(none, platform, spec)).rejects.toThrow(new MeetingNotConfiguredError(platform));
    await expect(createMeeting(none, platform, spec)).rejects.toThrow(message);
    await expect(updateMeetingTime(none, platform, "123", spec)).rejects.toBeInstanceOf(MeetingNotConfiguredError);
  });

  it("never falls back to a platform that is configured", async () => {
    const zoomOnly = configFor(Object.fromEntries(Object.entries(servers.env).filter(([k]) => k.startsWith("ZOOM_"))));
    expect(meetingPlatformStatus(zoomOnly).map((p) => p.configured)).toEqual([true, false, false]);
    await expect(createMeeting(zoomOnly, "teams", spec)).rejects.toBeInstanceOf(MeetingNotConfiguredError);
    await expect(createMeeting(zoomOnly, "meet", spec)).rejects.toBeInstanceOf(MeetingNotConfiguredError);
    expect(servers.requests).toHaveLength(0);
  });
});

describe("answers that are not the platform's", () => {
  it("an unreachable platform is a 502 naming the host", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = configFor({ ...servers.env, ZOOM_OAUTH_URL: `http://127.0.0.1:${port}` });
    const err = await refusal(createMeeting(down, "zoom", spec));
    expect(err.status).toBe(502);
    expect(err.message).toBe(`Zoom: could not reach 127.0.0.1:${port} (ECONNREFUSED)`);
  });

  it("a success that is not JSON is a 502", async () => {
    servers.failNext("teams", 201, "<html>Service Unavailable</html>");
    const err = await refusal(createMeeting(config, "teams", spec));
    expect(err).toMatchObject({ status: 502, message: "Microsoft Teams: the new meeting has no id or joinWebUrl" });
  });

  it("an error page is quoted, cut to a readable length", async () => {
    servers.failNext("zoom", 503, `<html><body>${"Upstream connect error. ".repeat(50)}</body></html>`);
    const err = await refusal(createMeeting(config, "zoom", spec));
    expect(err.status).toBe(503);
    expect(err.message).toMatch(/^Zoom: answered HTTP 503: <html><body>Upstream connect error\. /);
    expect(err.message.length).toBeLessThanOrEqual("Zoom: ".length + 300);
    expect(err.message.endsWith("…")).toBe(true);
  });

  it("a long platform message is cut as well", async () => {
    servers.failNext("meet", 400, { error: { code: 400, message: "Invalid value. ".repeat(100), status: "INVALID_ARGUMENT" } });
    const err = await refusal(createMeeting(config, "meet", spec));
    expect(err.message.length).toBeLessThanOrEqual("Google Meet: ".length + 300 + " (INVALID_ARGUMENT)".length);
    expect(err.message).toMatch(/… \(INVALID_ARGUMENT\)$/);
  });

  it("every platform is asked only about its own meetings", async () => {
    for (const platform of MEETING_PLATFORMS) await createMeeting(config, platform, spec);
    expect(servers.requests.map((r) => r.platform)).toEqual(["zoom", "zoom", "teams", "teams", "meet", "meet"]);
  });
});
