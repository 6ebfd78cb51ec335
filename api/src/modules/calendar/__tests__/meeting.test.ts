/**
 * The meeting platforms' requests, as each documentation describes them, made with the workspace's own connected
 * account (api/test/oauth-servers.ts plays Google, Microsoft and Zoom on loopback): the create and move requests'
 * bodies, the platform's own errors, a Meet conference still being made, no platform asked for another's meeting.
 * The connect flow and the tokens are integration/__tests__/oauth.test.ts's.
 */
import { createTestApp, registerUser, type Session, type TestApp } from "../../../../test/harness";
import { connectThrough, startOAuthServers, type FakeProvider, type OAuthServers } from "../../../../test/oauth-servers";
import {
  createMeeting, meetingPlatformStatus, updateMeetingTime, MeetingNotConfiguredError, MeetingPlatformError, MEETING_PLATFORMS, type MeetingSpec,
} from "../meeting";

const spec: MeetingSpec = {
  title: "Kick-off with Acme",
  start: new Date("2026-03-10T09:00:00Z"),
  end: new Date("2026-03-10T09:45:00Z"),
  timeZone: "Europe/Berlin",
  description: "Scope, timeline and the first milestone",
  attendees: ["ada@acme.example", "grace@acme.example"],
};
const moved: MeetingSpec = { ...spec, title: "Kick-off with Acme (moved)", start: new Date("2026-03-11T14:30:00Z"), end: new Date("2026-03-11T15:30:00Z") };

let servers: OAuthServers;
let t: TestApp;
let a: Session;
beforeAll(async () => {
  servers = await startOAuthServers();
  t = await createTestApp(servers.env);
  a = await registerUser(t.app);
  for (const p of ["google", "microsoft", "zoom"] as const) await connectThrough(t.app, a, p);
});
afterAll(async () => { await t?.close(); await servers?.close(); });

let since = 0;
beforeEach(() => { since = servers.requests.length; });
const apiRequests = (provider: FakeProvider) => servers.requests.slice(since).filter((r) => r.provider === provider && !/\/token$/.test(new URL(r.path, "http://x").pathname));
const res = () => t.app.resources;

async function refusal(promise: Promise<unknown>): Promise<MeetingPlatformError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(MeetingPlatformError);
  return err as MeetingPlatformError;
}

describe("Zoom", () => {
  it("creates a scheduled meeting of the connected user (POST /users/me/meetings) and returns its join URL and number", async () => {
    const created = await createMeeting(res(), a.user.id, "zoom", spec);
    const [create] = apiRequests("zoom");
    expect(create).toMatchObject({ method: "POST", path: "/v2/users/me/meetings" });
    expect(create.headers.authorization).toMatch(/^Bearer \S+$/);
    expect(create.body).toEqual({ topic: "Kick-off with Acme", type: 2, start_time: "2026-03-10T09:00:00Z", duration: 45, timezone: "Europe/Berlin", agenda: "Scope, timeline and the first milestone" });
    const meeting = servers.meetings.at(-1)!;
    expect(created).toEqual({ joinUrl: meeting.joinUrl, meetingId: meeting.id });
    expect(meeting.account).toBe(servers.account.zoom);
  });

  it("moves a meeting with PATCH /meetings/{id}", async () => {
    const { meetingId } = await createMeeting(res(), a.user.id, "zoom", spec);
    await updateMeetingTime(res(), a.user.id, "zoom", meetingId, moved);
    const patch = apiRequests("zoom").at(-1)!;
    expect(patch).toMatchObject({ method: "PATCH", path: `/v2/meetings/${meetingId}` });
    expect(patch.body).toEqual({ start_time: "2026-03-11T14:30:00Z", duration: 60, timezone: "Europe/Berlin", topic: "Kick-off with Acme (moved)" });
    expect(servers.meetings.find((m) => m.id === meetingId)).toMatchObject({ start: "2026-03-11T14:30:00.000Z", end: "2026-03-11T15:30:00.000Z" });
  });

  it("gives Zoom's own error with its status, and an error page cut to a readable length", async () => {
    servers.failNext("zoom", 429, { code: 429, message: "You have reached the maximum daily rate limit for this API." });
    expect(await refusal(createMeeting(res(), a.user.id, "zoom", spec))).toMatchObject({ status: 429, message: "Zoom: You have reached the maximum daily rate limit for this API. (429)" });
    servers.failNext("zoom", 503, `<html><body>${"Upstream connect error. ".repeat(50)}</body></html>`);
    const err = await refusal(createMeeting(res(), a.user.id, "zoom", spec));
    expect(err.status).toBe(503);
    expect(err.message).toMatch(/^Zoom: answered HTTP 503: <html><body>Upstream connect error\. /);
    expect(err.message.length).toBeLessThanOrEqual("Zoom: ".length + 300);
  });
});

describe("Microsoft Teams", () => {
  it("creates an online meeting of the connected user (POST /me/onlineMeetings)", async () => {
    const created = await createMeeting(res(), a.user.id, "teams", spec);
    const [create] = apiRequests("microsoft");
    expect(create).toMatchObject({ method: "POST", path: "/v1.0/me/onlineMeetings" });
    expect(create.body).toEqual({ subject: "Kick-off with Acme", startDateTime: "2026-03-10T09:00:00.000Z", endDateTime: "2026-03-10T09:45:00.000Z" });
    expect(created.joinUrl).toMatch(/^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//);
    expect(servers.meetings.at(-1)!.account).toBe(servers.account.microsoft);
  });

  it("moves a meeting with PATCH /me/onlineMeetings/{id}", async () => {
    const { meetingId } = await createMeeting(res(), a.user.id, "teams", spec);
    await updateMeetingTime(res(), a.user.id, "teams", meetingId, moved);
    const patch = apiRequests("microsoft").at(-1)!;
    expect(patch).toMatchObject({ method: "PATCH", path: `/v1.0/me/onlineMeetings/${encodeURIComponent(meetingId)}` });
    expect(patch.body).toEqual({ startDateTime: "2026-03-11T14:30:00.000Z", endDateTime: "2026-03-11T15:30:00.000Z", subject: "Kick-off with Acme (moved)" });
  });

  it("gives Graph's error with its status, and asks no other platform", async () => {
    servers.failNext("microsoft", 403, { error: { code: "Forbidden", message: "The user has no Teams license." } });
    expect(await refusal(createMeeting(res(), a.user.id, "teams", spec))).toMatchObject({ platform: "teams", status: 403, code: "Forbidden", message: "Microsoft Teams: The user has no Teams license. (Forbidden)" });
    expect(apiRequests("zoom")).toHaveLength(0);
    expect(apiRequests("google")).toHaveLength(0);
  });
});

describe("Google Meet", () => {
  it("creates an event with a Meet conference in the connected user's primary calendar (conferenceDataVersion=1)", async () => {
    const created = await createMeeting(res(), a.user.id, "meet", spec);
    const [create] = apiRequests("google");
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
    expect(created.joinUrl).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    expect(servers.meetings.at(-1)!.account).toBe(servers.account.google);
  });

  it("moves the event with events.patch", async () => {
    const { meetingId } = await createMeeting(res(), a.user.id, "meet", spec);
    await updateMeetingTime(res(), a.user.id, "meet", meetingId, moved);
    const patch = apiRequests("google").at(-1)!;
    expect(patch).toMatchObject({ method: "PATCH", path: `/calendar/v3/calendars/primary/events/${meetingId}?conferenceDataVersion=1` });
    expect(servers.meetings.find((m) => m.id === meetingId)).toMatchObject({ start: "2026-03-11T14:30:00.000Z", end: "2026-03-11T15:30:00.000Z" });
  });

  it("reads the event again while Google is still making its conference", async () => {
    servers.delayMeetConference(2);
    const created = await createMeeting(res(), a.user.id, "meet", spec);
    expect(created.joinUrl).toMatch(/^https:\/\/meet\.google\.com\//);
    expect(apiRequests("google").map((r) => r.method)).toEqual(["POST", "GET", "GET"]);
  });
});

describe("the workspace's connections", () => {
  it("lists every platform as configured when its account is connected, and never falls back to another", async () => {
    expect(await meetingPlatformStatus(res(), a.user.id)).toEqual([
      { platform: "zoom", name: "Zoom", configured: true },
      { platform: "teams", name: "Microsoft Teams", configured: true },
      { platform: "meet", name: "Google Meet", configured: true },
    ]);
    const b = await registerUser(t.app);
    await connectThrough(t.app, b, "zoom");
    expect((await meetingPlatformStatus(res(), b.user.id)).map((p) => p.configured)).toEqual([true, false, false]);
    const before = servers.requests.length;
    for (const [platform, message] of [["teams", "Connect Microsoft first"], ["meet", "Connect Google first"]] as const) {
      const err = await createMeeting(res(), b.user.id, platform, spec).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MeetingNotConfiguredError);
      expect((err as Error).message).toBe(message);
      await expect(updateMeetingTime(res(), b.user.id, platform, "123", spec)).rejects.toBeInstanceOf(MeetingNotConfiguredError);
    }
    expect(servers.requests.length).toBe(before);
  });

  it("every platform is asked only about its own meetings", async () => {
    for (const platform of MEETING_PLATFORMS) await createMeeting(res(), a.user.id, platform, spec);
    expect(servers.requests.slice(since).map((r) => r.provider)).toEqual(["zoom", "microsoft", "google"]);
  });
});
