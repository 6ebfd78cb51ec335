/**
 * Two-way sync with Google Calendar and Outlook (Microsoft Graph) against the local fake providers
 * (api/test/oauth-servers.ts), two workspaces connected to two different accounts: the account's calendars listed and
 * one chosen; events pushed (created, updated with If-Match on the etag, deleted with If-Match; a series as its rule)
 * to that calendar only; the pull bringing back a moved occurrence, a deleted event and a new one, without any request
 * going back out; an expired sync token (410) listing everything again; the provider down (the push retried, the event
 * kept; the pull's token kept); and no token in any answer or log line. A series' occurrences round-trip: moved and
 * deleted here, they go to the series' instances (Graph's exceptions and cancelled occurrences, Google's instances);
 * deleted there, they come back as exclusions; an exception there the app has no override for follows the series
 * again. Busy times expand a series on each week, as the providers do.
 */
import crypto from "node:crypto";
import { capturedLog, createTestApp, registerUser, rest, waitFor, type Session, type TestApp } from "../../../../test/harness";
import { eventsSettled, queueIdle } from "../../../../test/settled";
import { connectThrough, startOAuthServers, type OAuthServers } from "../../../../test/oauth-servers";
import { PULL_QUEUE, scanCaldavPulls } from "../calendar.pull";

const WORKERS = { jobs: { workers: true, retryDelay: 1, retryLimit: 1, pollingIntervalSeconds: 0.5 } };
const EVENT = { title: "Kick-off", startTime: "2030-03-04T09:00:00Z", endTime: "2030-03-04T10:00:00Z", timeZone: "Europe/Berlin" };

let servers: OAuthServers;
let t: TestApp;
const log = capturedLog();
const answers: string[] = [];
beforeAll(async () => {
  servers = await startOAuthServers();
  t = await createTestApp({ ...servers.env, PUBLIC_URL: "https://localhost:8443", LOG_LEVEL: "debug" }, { ...WORKERS, logStream: log.stream });
});
afterAll(async () => { await t?.close(); await servers?.close(); });

const tenants: string[] = [];
afterEach(async () => { await prisma().connection.deleteMany({ where: { userId: { in: tenants } } }); });
const prisma = () => t.app.resources.prisma;
const row = (id: string) => prisma().calendarEvent.findUniqueOrThrow({ where: { id } });
const call = async (s: Session, method: string, url: string, body?: unknown) => {
  const r = await rest(t.app, s, method, url, body);
  answers.push(r.text);
  return r;
};

type Provider = "google" | "microsoft";
let n = 0;

/** A workspace connected to its own account of the provider through the consent page, the account's first calendar chosen. */
async function connected(provider: Provider): Promise<{ s: Session; account: string; calendarId: string }> {
  const s = await registerUser(t.app);
  tenants.push(s.user.id);
  await prisma().user.update({ where: { id: s.user.id }, data: { timeZone: "Europe/Berlin" } });
  const account = `user${++n}-${Date.now()}@${provider}.example`;
  servers.account[provider] = account;
  const pass = await connectThrough({ fastify: { inject: async (o) => { const r = await t.app.fastify.inject(o); answers.push(r.body); return r; } } }, s, provider);
  expect(pass.result.integration).toBe("connected");
  const [integration] = (await call(s, "GET", "/api/integrations")).body;
  const calendars = servers.calendars[provider].calendarsOf(account);
  const chosen = await call(s, "PUT", `/api/integrations/${integration.id}`, { calendarUrl: calendars[0].id });
  expect(chosen.status).toBe(200);
  expect(chosen.body.calendars).toEqual(calendars.map((c) => ({ url: c.id, name: c.name })));
  expect(chosen.body.calendar).toEqual({ url: calendars[0].id, name: calendars[0].name });
  return { s, account, calendarId: calendars[0].id };
}

/** Creates an event in the app and waits for its push. */
async function pushed(s: Session, body: Record<string, unknown>) {
  const r = await call(s, "POST", "/api/calendar", { ...EVENT, ...body });
  expect(r.status).toBe(201);
  await waitFor("the event pushed", async () => { const x = await row(r.body.id); return !!x.caldavHref && !!x.caldavEtag; });
  await eventsSettled(t.app, s.user.id);
  return row(r.body.id);
}

async function pull(s: Session) {
  const jobs = await scanCaldavPulls(t.app.resources, { userId: s.user.id, now: new Date(Date.now() + 600_000) });
  await queueIdle(t.app, PULL_QUEUE);
  await eventsSettled(t.app, s.user.id);
  return jobs;
}

const idOf = (href: string) => decodeURIComponent(href.split("/").at(-1)!);
const since = (provider: Provider, from: number) => servers.requests.slice(from).filter((r) => r.provider === provider);
const writes = (provider: Provider, from: number) => since(provider, from).filter((r) => r.method !== "GET" && !/token$/.test(r.path.split("?")[0]));

describe("Google Calendar", () => {
  it("lists the account's calendars, pushes create / update / delete with If-Match on the etag, and A's events never reach B's calendar", async () => {
    const a = await connected("google");
    const b = await connected("google");
    const before = servers.requests.length;
    const e = await pushed(a.s, { title: "Kick-off", location: "Office" });
    const [there] = servers.calendars.google.events(a.account, a.calendarId);
    expect(there.body).toMatchObject({ summary: "Kick-off", location: "Office", iCalUID: e.uid, start: { dateTime: "2030-03-04T09:00:00.000Z", timeZone: "Europe/Berlin" } });
    expect(e).toMatchObject({ externalCalendarType: "google", caldavEtag: there.body.etag });
    expect(idOf(e.caldavHref!)).toBe(there.id);
    // B's calendars hold nothing of A's
    for (const c of servers.calendars.google.calendarsOf(b.account)) expect(servers.calendars.google.events(b.account, c.id)).toEqual([]);

    // updated in place, conditionally on the etag it holds
    const u = await call(a.s, "PUT", `/api/calendar/${e.id}`, { ...EVENT, title: "Kick-off (moved)", startTime: "2030-03-04T11:00:00Z", endTime: "2030-03-04T12:00:00Z" });
    expect(u.status).toBe(200);
    await waitFor("the change pushed", () => servers.calendars.google.events(a.account, a.calendarId)[0]?.body.summary === "Kick-off (moved)");
    await eventsSettled(t.app, a.s.user.id);
    const patch = since("google", before).find((r) => r.method === "PATCH")!;
    expect(patch.headers["if-match"]).toBe(e.caldavEtag);
    expect(servers.calendars.google.events(a.account, a.calendarId)).toHaveLength(1);
    expect((await row(e.id)).caldavEtag).toBe(servers.calendars.google.events(a.account, a.calendarId)[0].body.etag);

    // a change made there meanwhile (412 on our If-Match): read again, ours written over it, never recreated
    servers.calendars.google.edit(a.account, a.calendarId, there.id, { summary: "Changed on the phone" });
    const mid = servers.requests.length;
    await call(a.s, "PUT", `/api/calendar/${e.id}`, { ...EVENT, title: "Ours wins" });
    await waitFor("ours pushed over theirs", () => servers.calendars.google.events(a.account, a.calendarId)[0]?.body.summary === "Ours wins");
    await eventsSettled(t.app, a.s.user.id);
    expect(writes("google", mid).map((r) => r.method)).toEqual(["PATCH", "PATCH"]);

    // deleted with If-Match
    const del = servers.requests.length;
    expect((await call(a.s, "DELETE", `/api/calendar/${e.id}`)).status).toBe(204);
    await waitFor("the delete pushed", () => servers.calendars.google.events(a.account, a.calendarId).length === 0);
    const d = writes("google", del).find((r) => r.method === "DELETE")!;
    expect(d.headers["if-match"]).toBeTruthy();
    expect(writes("google", before).some((r) => r.method === "POST" && r.path.includes(encodeURIComponent(b.calendarId)))).toBe(false);
  });

  it("a series goes as its RRULE; the pull brings back a moved occurrence, a deleted event and a new one, and sends nothing back", async () => {
    const a = await connected("google");
    const series = await pushed(a.s, { title: "Weekly review", isRecurring: true, recurrenceRule: "FREQ=WEEKLY;COUNT=6" });
    const single = await pushed(a.s, { title: "Doomed", startTime: "2030-03-05T09:00:00Z", endTime: "2030-03-05T10:00:00Z" });
    const g = servers.calendars.google;
    expect(g.events(a.account, a.calendarId).find((x) => x.id === idOf(series.caldavHref!))!.body.recurrence).toEqual(["RRULE:FREQ=WEEKLY;COUNT=6"]);
    await pull(a.s);
    const c0 = await prisma().connection.findFirstOrThrow({ where: { userId: a.s.user.id } });
    expect(c0.syncToken).toMatch(/^st\d+$/);
    expect((await row(series.id)).updatedAt).toEqual(series.updatedAt);

    g.moveOccurrence(a.account, a.calendarId, idOf(series.caldavHref!), "2030-03-11T09:00:00Z", "2030-03-11T14:00:00Z", "2030-03-11T15:00:00Z");
    g.remove(a.account, a.calendarId, idOf(single.caldavHref!));
    const made = g.insert(a.account, a.calendarId, { summary: "Dentist", location: "Main street 1", start: { dateTime: "2030-03-10T08:00:00+01:00", timeZone: "Europe/Berlin" }, end: { dateTime: "2030-03-10T09:00:00+01:00", timeZone: "Europe/Berlin" } });
    const before = servers.requests.length;
    await pull(a.s);

    const override = await prisma().calendarEvent.findFirstOrThrow({ where: { parentEventId: series.id } });
    expect(override).toMatchObject({ recurrenceId: new Date("2030-03-11T09:00:00Z"), startTime: new Date("2030-03-11T14:00:00Z"), endTime: new Date("2030-03-11T15:00:00Z") });
    expect(await prisma().calendarEvent.findUnique({ where: { id: single.id } })).toBeNull();
    const dentist = await prisma().calendarEvent.findFirstOrThrow({ where: { userId: a.s.user.id, title: "Dentist" } });
    expect(dentist).toMatchObject({ location: "Main street 1", timeZone: "Europe/Berlin", startTime: new Date("2030-03-10T07:00:00Z"), externalCalendarType: "google", uid: made.body.iCalUID });
    // the pulled changes carry the pull's origin and nothing went back out
    const events = await prisma().domainEvent.findMany({ where: { userId: a.s.user.id, entityId: { in: [override.id, dentist.id] } } });
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((x) => x.origin?.startsWith("external_sync:"))).toBe(true);
    expect(writes("google", before)).toEqual([]);
    const c1 = await prisma().connection.findFirstOrThrow({ where: { userId: a.s.user.id } });
    expect(c1.syncToken).not.toBe(c0.syncToken);
    // incremental: asked from the stored token
    expect(since("google", before).some((r) => r.path.includes(`syncToken=${c0.syncToken}`))).toBe(true);
  });

  it("an expired sync token (410 Gone) lists the whole calendar again", async () => {
    const a = await connected("google");
    const e = await pushed(a.s, { title: "Kick-off" });
    await pull(a.s);
    servers.calendars.google.expireSyncTokens();
    servers.calendars.google.edit(a.account, a.calendarId, idOf(e.caldavHref!), { summary: "Renamed on the phone" });
    const before = servers.requests.length;
    await pull(a.s);
    expect((await row(e.id)).title).toBe("Renamed on the phone");
    const lists = since("google", before).filter((r) => r.method === "GET" && /\/events\?/.test(r.path) && !r.path.includes("iCalUID"));
    expect(lists[0].path).toContain("syncToken=");
    expect(lists[1].path).not.toContain("syncToken=");
    expect((await prisma().connection.findFirstOrThrow({ where: { userId: a.s.user.id } })).syncToken).toMatch(/^st\d+$/);
  });

  it("the provider down: the push is retried and the event kept; a pull that fails keeps its token", async () => {
    const a = await connected("google");
    servers.failNext("google", 503, { error: { code: 503, message: "Backend Error", status: "UNAVAILABLE" } });
    const r = await call(a.s, "POST", "/api/calendar", { ...EVENT, title: "Kept" });
    await waitFor("the retry pushed it", async () => !!(await row(r.body.id)).caldavHref);
    await eventsSettled(t.app, a.s.user.id);
    expect(await row(r.body.id)).toMatchObject({ title: "Kept", syncError: null });
    expect(servers.calendars.google.events(a.account, a.calendarId)).toHaveLength(1);

    await pull(a.s);
    const token = (await prisma().connection.findFirstOrThrow({ where: { userId: a.s.user.id } })).syncToken;
    servers.calendars.google.edit(a.account, a.calendarId, idOf((await row(r.body.id)).caldavHref!), { summary: "Later" });
    // the job's two attempts (the test's retryLimit 1) both meet the outage
    for (let i = 0; i < 2; i++) servers.failNext("google", 503, { error: { code: 503, message: "Backend Error", status: "UNAVAILABLE" } });
    await pull(a.s);
    const c = await prisma().connection.findFirstOrThrow({ where: { userId: a.s.user.id } });
    expect(c).toMatchObject({ syncToken: token, status: "connected" });
    expect((await row(r.body.id)).title).toBe("Kept");
    // the next pull, the provider back, brings the change
    await pull(a.s);
    expect((await row(r.body.id)).title).toBe("Later");
  });
});

describe("Google Calendar: occurrences", () => {
  it("an occurrence moved then deleted here cancels its instance; an instance changed there that lost to ours follows the series again, and the pull adds no override for it", async () => {
    const a = await connected("google");
    const g = servers.calendars.google;
    const series = await pushed(a.s, { title: "Weekly review", isRecurring: true, recurrenceRule: "FREQ=WEEKLY;COUNT=6" });
    const id = idOf(series.caldavHref!);
    const instance = (basic: string) => g.events(a.account, a.calendarId).find((e) => e.id === `${id}_${basic}`);

    // moved here: its instance patched
    const moved = await call(a.s, "PUT", `/api/calendar/${series.id}?occurrence=2030-03-11T09:00:00.000Z&scope=this`, { startTime: "2030-03-11T14:00:00Z", endTime: "2030-03-11T15:00:00Z" });
    expect(moved.status).toBe(200);
    await waitFor("the occurrence moved there", () => instance("20300311T090000Z")?.body.start?.dateTime === "2030-03-11T14:00:00.000Z");
    await eventsSettled(t.app, a.s.user.id);
    // the series changed again: its instance, already as the app has it, is not written again
    const again = servers.requests.length;
    expect((await call(a.s, "PUT", `/api/calendar/${series.id}`, { location: "Room 2" })).status).toBe(200);
    await waitFor("the series changed there", () => g.events(a.account, a.calendarId).find((e) => e.id === id)?.body.location === "Room 2");
    await eventsSettled(t.app, a.s.user.id);
    expect(writes("google", again).map((r) => `${r.method} ${decodeURIComponent(r.path)}`)).toEqual([`PATCH ${decodeURIComponent(new URL(series.caldavHref!).pathname)}`]);

    // then deleted here: the series' EXDATE, and its instance cancelled (the EXDATE alone would leave the moved instance)
    const del = servers.requests.length;
    expect((await call(a.s, "DELETE", `/api/calendar/${series.id}?occurrence=2030-03-11T09:00:00.000Z&scope=this`)).status).toBe(204);
    await waitFor("the instance cancelled", () => !instance("20300311T090000Z"));
    await eventsSettled(t.app, a.s.user.id);
    expect(writes("google", del).some((r) => r.method === "DELETE" && r.path.endsWith(`${id}_20300311T090000Z`))).toBe(true);
    expect(g.events(a.account, a.calendarId).find((e) => e.id === id)!.body.recurrence).toEqual(["RRULE:FREQ=WEEKLY;COUNT=6", "EXDATE:20300311T090000Z"]);
    expect(await prisma().calendarEvent.count({ where: { parentEventId: series.id } })).toBe(0);

    // moved there, then the series renamed here before any pull: ours wins, the occurrence follows the series again
    g.moveOccurrence(a.account, a.calendarId, id, "2030-03-18T09:00:00Z", "2030-03-18T16:00:00Z", "2030-03-18T17:00:00Z");
    expect((await call(a.s, "PUT", `/api/calendar/${series.id}`, { title: "Weekly review (renamed)" })).status).toBe(200);
    await waitFor("the instance back on the series", () => instance("20300318T090000Z")?.body.summary === "Weekly review (renamed)");
    await eventsSettled(t.app, a.s.user.id);
    expect(instance("20300318T090000Z")!.body).toMatchObject({ start: { dateTime: "2030-03-18T09:00:00.000Z" }, end: { dateTime: "2030-03-18T10:00:00.000Z" }, status: "confirmed" });

    // the pull: the instance back on the series is no override, the cancelled one the exclusion; nothing goes back out
    const before = servers.requests.length;
    await pull(a.s);
    expect(await prisma().calendarEvent.count({ where: { parentEventId: series.id } })).toBe(0);
    expect(await row(series.id)).toMatchObject({ title: "Weekly review (renamed)", exDates: [new Date("2030-03-11T09:00:00Z")] });
    expect(writes("google", before)).toEqual([]);

    // an occurrence deleted there (its instance cancelled): an exclusion here
    g.cancelOccurrence(a.account, a.calendarId, id, "2030-03-25T09:00:00Z");
    const p1 = servers.requests.length;
    await pull(a.s);
    expect((await row(series.id)).exDates).toEqual([new Date("2030-03-11T09:00:00Z"), new Date("2030-03-25T09:00:00Z")]);
    await eventsSettled(t.app, a.s.user.id);
    expect(writes("google", p1)).toEqual([]);
  });
});

describe("the grant", () => {
  it("an access token expired is renewed before the push; a grant revoked at Google marks the connection needs_reconnect with the event's reason kept", async () => {
    const a = await connected("google");
    servers.expireAccessTokens("google");
    const renewed = await pushed(a.s, { title: "After renewal" });
    expect(renewed.syncError).toBeNull();
    servers.revokeGrants("google", a.account);
    servers.expireAccessTokens("google");
    const r = await call(a.s, "POST", "/api/calendar", { ...EVENT, title: "Refused" });
    await waitFor("the refusal kept on the event", async () => (await row(r.body.id)).syncError);
    await eventsSettled(t.app, a.s.user.id);
    const c = await prisma().connection.findFirstOrThrow({ where: { userId: a.s.user.id } });
    expect(c.status).toBe("needs_reconnect");
    expect(await prisma().notification.count({ where: { userId: a.s.user.id, type: "integration_needs_reconnect" } })).toBe(1);
    expect(await row(r.body.id)).toMatchObject({ title: "Refused", caldavHref: null });
    expect((await row(r.body.id)).syncError).toContain("refused the connection");
  });
});

describe("Outlook (Microsoft Graph)", () => {
  it("pushes a series as its patternedRecurrence with If-Match on @odata.etag; the delta brings back a moved occurrence, a deleted event and a new one", async () => {
    const a = await connected("microsoft");
    const b = await connected("microsoft");
    const m = servers.calendars.microsoft;
    const series = await pushed(a.s, { title: "Weekly review", isRecurring: true, recurrenceRule: "FREQ=WEEKLY;BYDAY=MO;COUNT=6" });
    const single = await pushed(a.s, { title: "Doomed", startTime: "2030-03-05T09:00:00Z", endTime: "2030-03-05T10:00:00Z" });
    const there = m.events(a.account, a.calendarId).find((x) => x.id === idOf(series.caldavHref!))!;
    expect(there.body).toMatchObject({
      subject: "Weekly review", start: { dateTime: "2030-03-04T10:00:00", timeZone: "Europe/Berlin" },
      recurrence: { pattern: { type: "weekly", interval: 1, daysOfWeek: ["monday"] }, range: { type: "numbered", numberOfOccurrences: 6, startDate: "2030-03-04" } },
    });
    expect(series.caldavEtag).toBe(there.body["@odata.etag"]);
    for (const c of m.calendarsOf(b.account)) expect(m.events(b.account, c.id)).toEqual([]);

    const before0 = servers.requests.length;
    await call(a.s, "PUT", `/api/calendar/${single.id}`, { ...EVENT, title: "Renamed here", startTime: "2030-03-05T09:00:00Z", endTime: "2030-03-05T10:00:00Z" });
    await waitFor("the change pushed", () => m.events(a.account, a.calendarId).find((x) => x.id === idOf(single.caldavHref!))?.body.subject === "Renamed here");
    await eventsSettled(t.app, a.s.user.id);
    expect(writes("microsoft", before0).find((r) => r.method === "PATCH")!.headers["if-match"]).toBe(single.caldavEtag);

    await pull(a.s);
    const c0 = await prisma().connection.findFirstOrThrow({ where: { userId: a.s.user.id } });
    expect(c0.syncToken).toContain("/events/delta?$deltatoken=");
    m.moveOccurrence(a.account, a.calendarId, there.id, "2030-03-11T09:00:00Z", "2030-03-11T14:00:00Z", "2030-03-11T15:00:00Z");
    m.remove(a.account, a.calendarId, idOf(single.caldavHref!));
    m.insert(a.account, a.calendarId, { subject: "Dentist", body: { contentType: "text", content: "Check-up" }, location: { displayName: "Main street 1" },
      start: { dateTime: "2030-03-10T08:00:00.0000000", timeZone: "Europe/Berlin" }, end: { dateTime: "2030-03-10T09:00:00.0000000", timeZone: "Europe/Berlin" }, originalStartTimeZone: "Europe/Berlin", isAllDay: false });
    const before = servers.requests.length;
    await pull(a.s);
    const override = await prisma().calendarEvent.findFirstOrThrow({ where: { parentEventId: series.id } });
    expect(override).toMatchObject({ recurrenceId: new Date("2030-03-11T09:00:00Z"), startTime: new Date("2030-03-11T14:00:00Z") });
    expect(await prisma().calendarEvent.findUnique({ where: { id: single.id } })).toBeNull();
    expect(await prisma().calendarEvent.findFirstOrThrow({ where: { userId: a.s.user.id, title: "Dentist" } }))
      .toMatchObject({ description: "Check-up", location: "Main street 1", startTime: new Date("2030-03-10T07:00:00Z"), externalCalendarType: "microsoft" });
    expect(writes("microsoft", before)).toEqual([]);
    expect(since("microsoft", before).some((r) => r.path.includes(encodeURIComponent("$deltatoken")) || r.path.includes("$deltatoken="))).toBe(true);

    // an expired delta link: everything listed again
    m.expireSyncTokens();
    m.edit(a.account, a.calendarId, there.id, { subject: "Weekly review (renamed there)" });
    await pull(a.s);
    expect((await row(series.id)).title).toBe("Weekly review (renamed there)");
  });
});

describe("Outlook (Microsoft Graph): occurrences", () => {
  it("a moved and a deleted occurrence go to the series' instances and survive the pull; one deleted in Outlook comes back as an exclusion; nothing goes back out", async () => {
    const a = await connected("microsoft");
    const m = servers.calendars.microsoft;
    const series = await pushed(a.s, { title: "Weekly review", isRecurring: true, recurrenceRule: "FREQ=WEEKLY;BYDAY=MO;COUNT=6" });
    const masterId = idOf(series.caldavHref!);
    const master = () => m.events(a.account, a.calendarId).find((e) => e.id === masterId)!;
    const before = servers.requests.length;

    // moved here: its instance (found by its original start) patched, an exception there
    const moved = await call(a.s, "PUT", `/api/calendar/${series.id}?occurrence=2030-03-11T09:00:00.000Z&scope=this`, { title: "Review (moved)", startTime: "2030-03-11T14:00:00Z", endTime: "2030-03-11T15:00:00Z" });
    expect(moved.status).toBe(200);
    const exception = () => m.events(a.account, a.calendarId).find((e) => e.body.seriesMasterId === masterId && e.body.originalStart?.startsWith("2030-03-11T09:00:00"));
    await waitFor("the occurrence moved there", () => exception()?.body.subject === "Review (moved)");
    await eventsSettled(t.app, a.s.user.id);
    expect(exception()!.body).toMatchObject({ type: "exception", start: { dateTime: "2030-03-11T15:00:00", timeZone: "Europe/Berlin" }, end: { dateTime: "2030-03-11T16:00:00", timeZone: "Europe/Berlin" } });

    // deleted here: its instance deleted, one of the series' cancelled occurrences
    expect((await call(a.s, "DELETE", `/api/calendar/${series.id}?occurrence=2030-03-18T09:00:00.000Z&scope=this`)).status).toBe(204);
    await waitFor("the occurrence deleted there", () => (master().cancelled ?? []).includes(Date.parse("2030-03-18T09:00:00Z")));
    await eventsSettled(t.app, a.s.user.id);
    const sent = writes("microsoft", before).map((r) => `${r.method} ${decodeURIComponent(r.path.split("?")[0])}`);
    expect(sent).toContain(`PATCH /v1.0/me/events/${masterId}_20300311T090000Z`);
    expect(sent).toContain(`DELETE /v1.0/me/events/${masterId}_20300318T090000Z`);
    expect(since("microsoft", before).some((r) => r.method === "GET" && r.path.includes(`/me/events/${encodeURIComponent(masterId)}/instances?startDateTime=`))).toBe(true);
    const stored = await row(series.id);
    expect(stored.caldavEtag).toBe(master().body["@odata.etag"]);

    // the pull reads them back as the app has them: nothing changes here, nothing goes back out
    const p0 = servers.requests.length;
    await pull(a.s);
    const override = await prisma().calendarEvent.findFirstOrThrow({ where: { parentEventId: series.id } });
    expect(override).toMatchObject({ title: "Review (moved)", recurrenceId: new Date("2030-03-11T09:00:00Z"), startTime: new Date("2030-03-11T14:00:00Z") });
    expect(await row(series.id)).toMatchObject({ updatedAt: stored.updatedAt, exDates: [new Date("2030-03-18T09:00:00Z")] });
    expect(writes("microsoft", p0)).toEqual([]);

    // an occurrence deleted in Outlook: the series' cancelledOccurrences, an exclusion here, its origin the pull's
    m.cancelOccurrence(a.account, a.calendarId, masterId, "2030-03-25T09:00:00Z");
    const p1 = servers.requests.length;
    const t1 = new Date();
    await pull(a.s);
    expect(since("microsoft", p1).some((r) => r.path.includes("$select=cancelledOccurrences"))).toBe(true);
    expect((await row(series.id)).exDates).toEqual([new Date("2030-03-18T09:00:00Z"), new Date("2030-03-25T09:00:00Z")]);
    const events = await prisma().domainEvent.findMany({ where: { userId: a.s.user.id, entityId: series.id, createdAt: { gte: t1 } } });
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((x) => x.origin?.startsWith("external_sync:"))).toBe(true);
    await eventsSettled(t.app, a.s.user.id);
    expect(writes("microsoft", p1)).toEqual([]);
    expect(await prisma().calendarEvent.count({ where: { parentEventId: series.id } })).toBe(1);

    // moved in Outlook, then the series renamed here before a pull: ours wins, the exception follows the series again
    const there = m.moveOccurrence(a.account, a.calendarId, masterId, "2030-04-01T08:00:00Z", "2030-04-01T16:00:00Z", "2030-04-01T17:00:00Z");
    expect((await call(a.s, "PUT", `/api/calendar/${series.id}`, { title: "Weekly review (renamed)" })).status).toBe(200);
    await waitFor("the exception back on the series", () => m.events(a.account, a.calendarId).find((e) => e.id === there.id)?.body.subject === "Weekly review (renamed)");
    await eventsSettled(t.app, a.s.user.id);
    expect(m.events(a.account, a.calendarId).find((e) => e.id === there.id)!.body).toMatchObject({ start: { dateTime: "2030-04-01T10:00:00", timeZone: "Europe/Berlin" } });
    const p2 = servers.requests.length;
    await pull(a.s);
    expect(await prisma().calendarEvent.count({ where: { parentEventId: series.id } })).toBe(1);
    expect(writes("microsoft", p2)).toEqual([]);
  });
});

describe("the providers and the secrets", () => {
  it("Sync now pulls a Google calendar; a sync names the chosen calendar's provider; no token in any answer or log line", async () => {
    const a = await connected("google");
    const e = await pushed(a.s, { title: "Kick-off" });
    servers.calendars.google.edit(a.account, a.calendarId, idOf(e.caldavHref!), { summary: "Renamed on the phone" });
    const r = await call(a.s, "POST", "/api/calendar/pull");
    expect(r.status).toBe(202);
    await queueIdle(t.app, PULL_QUEUE);
    await eventsSettled(t.app, a.s.user.id);
    expect((await row(e.id)).title).toBe("Renamed on the phone");
    // a sync to another provider than the chosen calendar's is refused with the reason
    const wrong = await call(a.s, "POST", "/api/calendar/sync", { eventId: e.id, providerType: "microsoft" });
    expect(wrong.status).toBe(400);
    const everything = [...answers, ...log.raw].join("\n");
    for (const token of servers.issuedTokens()) expect(everything).not.toContain(token);
  });

  it("busy times come from the chosen Google or Outlook calendar (free events left out), each workspace's own", async () => {
    const g = await connected("google");
    const m = await connected("microsoft");
    servers.calendars.google.insert(g.account, g.calendarId, { summary: "Busy", start: { dateTime: "2030-05-06T09:00:00Z" }, end: { dateTime: "2030-05-06T10:00:00Z" } });
    servers.calendars.google.insert(g.account, g.calendarId, { summary: "Free", transparency: "transparent", start: { dateTime: "2030-05-06T11:00:00Z" }, end: { dateTime: "2030-05-06T12:00:00Z" } });
    servers.calendars.microsoft.insert(m.account, m.calendarId, { subject: "Busy", showAs: "busy", isAllDay: false, start: { dateTime: "2030-05-07T15:00:00", timeZone: "Europe/Berlin" }, end: { dateTime: "2030-05-07T16:00:00", timeZone: "Europe/Berlin" } });
    servers.calendars.microsoft.insert(m.account, m.calendarId, { subject: "Free", showAs: "free", isAllDay: false, start: { dateTime: "2030-05-07T17:00:00", timeZone: "UTC" }, end: { dateTime: "2030-05-07T18:00:00", timeZone: "UTC" } });
    const range = "from=2030-05-04T00:00:00Z&to=2030-05-11T00:00:00Z";
    expect((await call(g.s, "GET", `/api/calendar/busy?${range}`)).body).toEqual([{ start: "2030-05-06T09:00:00.000Z", end: "2030-05-06T10:00:00.000Z" }]);
    expect((await call(m.s, "GET", `/api/calendar/busy?${range}`)).body).toEqual([{ start: "2030-05-07T13:00:00.000Z", end: "2030-05-07T14:00:00.000Z" }]);
  });

  it("busy times expand a series on each week of the range, as Google's freeBusy and Outlook's calendarView do (a deleted occurrence left out)", async () => {
    const g = await connected("google");
    const m = await connected("microsoft");
    servers.calendars.google.insert(g.account, g.calendarId, { summary: "Stand-up", recurrence: ["RRULE:FREQ=WEEKLY;BYDAY=MO"],
      start: { dateTime: "2030-05-06T09:00:00+02:00", timeZone: "Europe/Berlin" }, end: { dateTime: "2030-05-06T09:30:00+02:00", timeZone: "Europe/Berlin" } });
    const ms = servers.calendars.microsoft.insert(m.account, m.calendarId, { subject: "Review", type: "seriesMaster", showAs: "busy", isAllDay: false,
      start: { dateTime: "2030-05-07T15:00:00.0000000", timeZone: "Europe/Berlin" }, end: { dateTime: "2030-05-07T16:00:00.0000000", timeZone: "Europe/Berlin" },
      recurrence: { pattern: { type: "weekly", interval: 1, daysOfWeek: ["tuesday"], firstDayOfWeek: "monday" }, range: { type: "noEnd", startDate: "2030-05-07", recurrenceTimeZone: "Europe/Berlin" } } });
    servers.calendars.microsoft.cancelOccurrence(m.account, m.calendarId, ms.id, "2030-05-14T13:00:00Z");
    const range = "from=2030-05-04T00:00:00Z&to=2030-05-25T00:00:00Z";
    expect((await call(g.s, "GET", `/api/calendar/busy?${range}`)).body).toEqual(["06", "13", "20"].map((d) => ({ start: `2030-05-${d}T07:00:00.000Z`, end: `2030-05-${d}T07:30:00.000Z` })));
    expect((await call(m.s, "GET", `/api/calendar/busy?${range}`)).body).toEqual(["07", "21"].map((d) => ({ start: `2030-05-${d}T13:00:00.000Z`, end: `2030-05-${d}T14:00:00.000Z` })));
  });

  it("the scheduled scan deletes the OAuth consents never answered once expired, in its one statement; Sync now does not", async () => {
    const a = await registerUser(t.app);
    const state = (minutes: number) => ({
      id: crypto.randomUUID(), stateHash: crypto.randomBytes(32).toString("hex"), userId: a.user.id, sessionHash: "x".repeat(64), provider: "google",
      verifier: "sealed", expiresAt: new Date(Date.now() + minutes * 60_000),
    });
    const expired = state(-1);
    const live = state(9);
    await prisma().oAuthState.createMany({ data: [expired, live] });
    await scanCaldavPulls(t.app.resources, { userId: a.user.id });
    expect(await prisma().oAuthState.count({ where: { id: expired.id } })).toBe(1);
    await scanCaldavPulls(t.app.resources);
    expect((await prisma().oAuthState.findMany({ where: { userId: a.user.id } })).map((r) => r.id)).toEqual([live.id]);
  });
});
