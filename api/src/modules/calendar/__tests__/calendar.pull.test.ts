/**
 * Two-way CalDAV sync, the pull, against a real Radicale on loopback with two workspaces connected to two accounts:
 * changes made in the calendar by another client (moved, retitled, a new event, a deleted one, a moved occurrence of a
 * weekly series) come back; a conflict resolves by last modified with the activity line; a refused sync token falls
 * back to comparing ETags; an object out of the calendar's range is skipped with a note; a pulled change causes no
 * outgoing request (no PUT, no e-mail, no automation run); A's pull never touches B's events; busy times. The scan is
 * called for the test's own workspace (its clock ahead, so the connection is due) and its jobs waited for.
 */
import crypto from "node:crypto";
import ICAL from "ical.js";
import { createTestApp, registerUser, rest, gql, waitFor, type Session, type TestApp } from "../../../../test/harness";
import { eventsSettled, queueIdle } from "../../../../test/settled";
import { startRadicale, type TestRadicale } from "../../../../test/radicale";
import { startSmtp, type TestSmtp } from "../../email/__tests__/smtp";
import { saveSecrets } from "../../integration";
import { PULL_QUEUE, pullLimits, scanCaldavPulls } from "../calendar.pull";

// one retry a second later (the outage test waits for the last attempt)
const WORKERS = { jobs: { workers: true, retryDelay: 1, retryLimit: 1, pollingIntervalSeconds: 0.5 } };
const EVENT = { title: "Kick-off", startTime: "2030-03-04T09:00:00Z", endTime: "2030-03-04T10:00:00Z", timeZone: "Europe/Berlin" };

let dav: TestRadicale;
let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  dav = await startRadicale({ users: 2 });
  smtp = await startSmtp();
  t = await createTestApp({ PUBLIC_URL: "https://localhost:8443", SMTP_URL: smtp.url }, WORKERS);
});
afterAll(async () => { await t?.close(); await dav?.stop(); await smtp?.close(); });

const acct = (i: number) => dav.accounts[i];
/** this file's workspaces: disconnected after each test, so a scheduled pull of an earlier one never reads a later test's calendar */
const tenants: string[] = [];
afterEach(async () => { await prisma().connection.deleteMany({ where: { userId: { in: tenants } } }); });
const auth = (i: number) => ({ Authorization: `Basic ${Buffer.from(`${acct(i).username}:${acct(i).password}`, "utf8").toString("base64")}` });
const prisma = () => t.app.resources.prisma;
const row = (id: string) => prisma().calendarEvent.findUniqueOrThrow({ where: { id } });

/** A workspace connected to account i, its calendar chosen (each test its own account's calendar emptied first). */
async function connected(i: number): Promise<Session> {
  const s = await registerUser(t.app);
  tenants.push(s.user.id);
  await prisma().user.update({ where: { id: s.user.id }, data: { timeZone: "Europe/Berlin" } });
  for (const o of await listHrefs(i)) await fetch(o, { method: "DELETE", headers: auth(i) }).then((r) => r.body?.cancel());
  const r = await rest(t.app, s, "POST", "/api/integrations/caldav", { url: `${dav.root}/`, username: acct(i).username, password: acct(i).password, calendarUrl: acct(i).url });
  expect(r.status).toBe(201);
  return s;
}

/** The hrefs of account i's calendar. */
async function listHrefs(i: number): Promise<string[]> {
  const res = await fetch(acct(i).url, { method: "PROPFIND", headers: { ...auth(i), Depth: "1" } });
  const xml = await res.text();
  return [...xml.matchAll(/<(?:\w+:)?href>([^<]+\.ics)<\/(?:\w+:)?href>/gi)].map((m) => new URL(m[1], acct(i).url).href);
}

/** Another client's view of one object: its data and ETag. */
async function serverObject(i: number, href: string) {
  const res = await fetch(href, { headers: auth(i) });
  return { status: res.status, etag: res.headers.get("etag"), data: await res.text() };
}

/** Another client writes an object (no conditional header: it does not know our ETag). */
async function put(i: number, href: string, data: string) {
  const res = await fetch(href, { method: "PUT", body: data, headers: { ...auth(i), "Content-Type": "text/calendar; charset=utf-8" } });
  await res.body?.cancel();
  expect(res.ok).toBe(true);
}

/** Edits the object at href as a phone would: the VEVENT given (master by default) changed by `edit`, LAST-MODIFIED now (or `modified`). */
async function editOnServer(i: number, href: string, edit: (v: ICAL.Component, vcal: ICAL.Component) => void, modified = new Date()) {
  const { data } = await serverObject(i, href);
  const vcal = new ICAL.Component(ICAL.parse(data));
  const master = vcal.getAllSubcomponents("vevent").find((v) => !v.hasProperty("recurrence-id"))!;
  edit(master, vcal);
  for (const v of vcal.getAllSubcomponents("vevent")) {
    v.updatePropertyWithValue("last-modified", ICAL.Time.fromJSDate(modified, true));
    v.updatePropertyWithValue("dtstamp", ICAL.Time.fromJSDate(modified, true));
  }
  await put(i, href, vcal.toString());
}

const utc = (iso: string) => ICAL.Time.fromJSDate(new Date(iso), true);

function ics(uid: string, lines: string[]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN", "BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20300101T000000Z", ...lines,
    "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");
}

/** The scan for this workspace (its clock 10 minutes ahead: the connection is due), then its jobs and their events. */
async function pull(s: Session) {
  const jobs = await scanCaldavPulls(t.app.resources, { userId: s.user.id, now: new Date(Date.now() + 600_000) });
  await queueIdle(t.app, PULL_QUEUE);
  await eventsSettled(t.app, s.user.id);
  return jobs;
}

/** Creates an event in the app and waits for its push. */
async function pushed(s: Session, body: Record<string, unknown>) {
  const e = (await rest(t.app, s, "POST", "/api/calendar", { ...EVENT, ...body })).body;
  await waitFor("the event pushed", async () => { const x = await row(e.id); return !!x.caldavHref && !!x.caldavEtag; });
  await eventsSettled(t.app, s.user.id);
  return row(e.id);
}

describe("pulling the workspace's CalDAV calendar", () => {
  it("brings back a moved and retitled event, a new one made on the server, and deletes one deleted there", async () => {
    const a = await connected(0);
    const moved = await pushed(a, { title: "Kick-off" });
    const doomed = await pushed(a, { title: "Doomed", startTime: "2030-03-05T09:00:00Z", endTime: "2030-03-05T10:00:00Z" });
    // the first pull reads the whole calendar: nothing changes, the token is stored
    await pull(a);
    const c0 = await prisma().connection.findFirstOrThrow({ where: { userId: a.user.id } });
    expect(c0.syncToken).toBeTruthy();
    expect(c0.lastSyncAt).toBeTruthy();
    expect((await row(moved.id)).updatedAt).toEqual(moved.updatedAt);

    await editOnServer(0, moved.caldavHref!, (v) => {
      v.updatePropertyWithValue("summary", "Kick-off (on the phone)");
      const s = v.getFirstProperty("dtstart")!; s.removeParameter("tzid"); s.setValue(utc("2030-03-06T13:00:00Z"));
      const e = v.getFirstProperty("dtend")!; e.removeParameter("tzid"); e.setValue(utc("2030-03-06T14:30:00Z"));
    });
    const newHref = `${acct(0).url}phone-${crypto.randomUUID()}.ics`;
    await put(0, newHref, ics("phone-made-1@phone.example", ["DTSTART;TZID=Europe/Berlin:20300310T080000", "DTEND;TZID=Europe/Berlin:20300310T090000",
      "SUMMARY:Dentist", "LOCATION:Main street 1", "LAST-MODIFIED:20300101T000000Z"]));
    const holidayHref = `${acct(0).url}holiday-${crypto.randomUUID()}.ics`;
    await put(0, holidayHref, ics("holiday-1@phone.example", ["DTSTART;VALUE=DATE:20300312", "DTEND;VALUE=DATE:20300314", "SUMMARY:Holiday"]));
    await fetch(doomed.caldavHref!, { method: "DELETE", headers: auth(0) }).then((r) => r.body?.cancel());

    await pull(a);
    // an all-day event of two days, in the workspace's zone
    const holiday = await prisma().calendarEvent.findFirstOrThrow({ where: { userId: a.user.id, caldavHref: holidayHref } });
    expect(holiday).toMatchObject({ isAllDay: true, startTime: new Date("2030-03-11T23:00:00Z"), endTime: new Date("2030-03-13T23:00:00Z") });
    const m = await row(moved.id);
    expect(m).toMatchObject({ title: "Kick-off (on the phone)", startTime: new Date("2030-03-06T13:00:00Z"), endTime: new Date("2030-03-06T14:30:00Z") });
    expect(m.caldavEtag).toBe((await serverObject(0, moved.caldavHref!)).etag);
    expect(await prisma().calendarEvent.findUnique({ where: { id: doomed.id } })).toBeNull();
    const made = await prisma().calendarEvent.findFirstOrThrow({ where: { userId: a.user.id, caldavHref: newHref } });
    expect(made).toMatchObject({ title: "Dentist", location: "Main street 1", timeZone: "Europe/Berlin", uid: "phone-made-1@phone.example",
      startTime: new Date("2030-03-10T07:00:00Z"), endTime: new Date("2030-03-10T08:00:00Z"), externalCalendarType: "caldav" });
    // through the service's paths: their activity lines, as the system
    const lines = await prisma().activity.findMany({ where: { userId: a.user.id, entityId: { in: [moved.id, made.id, doomed.id] } }, orderBy: { createdAt: "asc" } });
    expect(lines.map((l) => [l.title, l.actor])).toEqual(expect.arrayContaining([
      ["Event updated: Kick-off (on the phone)", "system"], ["New event scheduled: Dentist", "system"], ["Event deleted: Doomed", "system"]]));
    // the events of those writes carry the pull's origin
    const events = await prisma().domainEvent.findMany({ where: { userId: a.user.id, entityId: { in: [moved.id, made.id] }, createdAt: { gt: c0.lastSyncAt! } } });
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.origin?.startsWith("external_sync:"))).toBe(true);

    // nothing changed since: the next pull writes nothing
    const before = await row(moved.id);
    await prisma().connection.updateMany({ where: { userId: a.user.id }, data: { syncToken: null } });
    await pull(a);
    expect((await row(moved.id)).updatedAt).toEqual(before.updatedAt);
    expect((await row(holiday.id)).updatedAt).toEqual(holiday.updatedAt);
    expect((await row(made.id)).updatedAt).toEqual(made.updatedAt);
  });

  it("Sync now (REST and GraphQL) pulls at once, however recently the scan did; a pull under way is not doubled; refused without a chosen calendar", async () => {
    const none = await registerUser(t.app);
    const refused = await rest(t.app, none, "POST", "/api/calendar/pull");
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Connect a calendar first");
    const a = await connected(0);
    const e = await pushed(a, { title: "Kick-off" });
    await pull(a);
    const first = (await prisma().connection.findFirstOrThrow({ where: { userId: a.user.id } })).lastSyncAt!;
    await editOnServer(0, e.caldavHref!, (v) => { v.updatePropertyWithValue("summary", "Renamed on the phone"); });
    // just pulled: the scan finds nothing due, Sync now pulls all the same
    expect(await scanCaldavPulls(t.app.resources, { userId: a.user.id })).toEqual([]);
    // asked twice at once (REST and GraphQL): one pull, the other finds it under way
    const [r, again] = await Promise.all([
      rest(t.app, a, "POST", "/api/calendar/pull"),
      gql(t.app, a, "mutation { pullCalendar { __typename ... on PullCalendarPayload { queued } } }"),
    ]);
    expect(r.status).toBe(202);
    expect(again.data.pullCalendar.__typename).toBe("PullCalendarPayload");
    expect([r.body.queued, again.data.pullCalendar.queued].sort()).toEqual([false, true]);
    await queueIdle(t.app, PULL_QUEUE);
    await eventsSettled(t.app, a.user.id);
    expect((await row(e.id)).title).toBe("Renamed on the phone");
    const after = await prisma().connection.findFirstOrThrow({ where: { userId: a.user.id } });
    expect(after.lastSyncAt!.getTime()).toBeGreaterThan(first.getTime());
    expect((await rest(t.app, a, "GET", "/api/integrations")).body[0].lastSyncAt).toBe(after.lastSyncAt!.toISOString());
    // a calendar not chosen any more: refused with the reason
    await prisma().connection.updateMany({ where: { userId: a.user.id }, data: { calendarUrl: null } });
    const unchosen = await rest(t.app, a, "POST", "/api/calendar/pull");
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.message).toBe("Choose a calendar first");
  });

  it("a moved occurrence of a weekly series comes back as an override; the series keeps its exclusions", async () => {
    const a = await connected(0);
    const series = await pushed(a, { title: "Weekly review", isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1;COUNT=6" });
    // the second week deleted in the app (an EXDATE), pushed
    await rest(t.app, a, "DELETE", `/api/calendar/${series.id}?occurrence=2030-03-11T09:00:00.000Z&scope=this`);
    await waitFor("the exclusion pushed", async () => /EXDATE/.test((await serverObject(0, series.caldavHref!)).data));
    await eventsSettled(t.app, a.user.id);
    await pull(a);
    // the third week moved to the Thursday afternoon and retitled on the phone
    await editOnServer(0, series.caldavHref!, (master, vcal) => {
      const o = new ICAL.Component("vevent");
      o.addPropertyWithValue("uid", master.getFirstPropertyValue("uid"));
      o.addPropertyWithValue("recurrence-id", utc("2030-03-18T09:00:00Z"));
      o.addPropertyWithValue("dtstart", utc("2030-03-21T14:00:00Z"));
      o.addPropertyWithValue("dtend", utc("2030-03-21T15:00:00Z"));
      o.addPropertyWithValue("summary", "Weekly review (Thursday)");
      vcal.addSubcomponent(o);
    });
    await pull(a);
    const s = await row(series.id);
    expect(s.exDates).toEqual([new Date("2030-03-11T09:00:00Z")]);
    expect(s.recurrenceRule).toBe("FREQ=WEEKLY;INTERVAL=1;COUNT=6");
    const overrides = await prisma().calendarEvent.findMany({ where: { userId: a.user.id, parentEventId: series.id } });
    expect(overrides).toEqual([expect.objectContaining({ title: "Weekly review (Thursday)", recurrenceId: new Date("2030-03-18T09:00:00Z"),
      startTime: new Date("2030-03-21T14:00:00Z"), endTime: new Date("2030-03-21T15:00:00Z"), uid: s.uid })]);
    const week = (await rest(t.app, a, "GET", "/api/calendar?from=2030-03-16T00:00:00Z&to=2030-03-23T00:00:00Z")).body;
    expect(week.map((o: { title: string; startTime: string }) => [o.title, o.startTime])).toEqual([["Weekly review (Thursday)", "2030-03-21T14:00:00.000Z"]]);

    // the occurrence cancelled on the phone instead: an exclusion, the override gone
    await editOnServer(0, series.caldavHref!, (_m, vcal) => {
      const o = vcal.getAllSubcomponents("vevent").find((v) => v.hasProperty("recurrence-id"))!;
      o.updatePropertyWithValue("status", "CANCELLED");
    });
    await pull(a);
    expect((await row(series.id)).exDates).toEqual([new Date("2030-03-11T09:00:00Z"), new Date("2030-03-18T09:00:00Z")]);
    expect(await prisma().calendarEvent.count({ where: { userId: a.user.id, parentEventId: series.id } })).toBe(0);
  });

  it("a conflict (changed on both sides) keeps the newer version by last modified, and the activity says which", async () => {
    const a = await connected(0);
    const e1 = await pushed(a, { title: "Ours older" });
    const e2 = await pushed(a, { title: "Ours newer", startTime: "2030-03-05T09:00:00Z", endTime: "2030-03-05T10:00:00Z" });
    await pull(a);
    // both changed here first (their pushes held back by the calendar changing first: we change the server after)
    await rest(t.app, a, "PUT", `/api/calendar/${e1.id}`, { title: "Ours older (app)" });
    await rest(t.app, a, "PUT", `/api/calendar/${e2.id}`, { title: "Ours newer (app)" });
    await eventsSettled(t.app, a.user.id);
    // ...then on the phone: e1 with a LAST-MODIFIED after ours, e2 with one before ours
    await editOnServer(0, e1.caldavHref!, (v) => v.updatePropertyWithValue("summary", "Theirs newer"), new Date(Date.now() + 60_000));
    await editOnServer(0, e2.caldavHref!, (v) => v.updatePropertyWithValue("summary", "Theirs older"), new Date(Date.now() - 3_600_000));
    // the app's copy was pushed before the phone's edit: mark it as changed since (as when the push was still pending)
    await prisma().$executeRaw`UPDATE calendar_events SET "syncedAt" = "updatedAt" - interval '1 minute' WHERE id IN (${e1.id}::uuid, ${e2.id}::uuid)`;
    await pull(a);
    expect((await row(e1.id)).title).toBe("Theirs newer");
    const notes1 = await prisma().activity.findMany({ where: { entityId: e1.id, title: { startsWith: "Changed in" } } });
    expect(notes1.map((n) => n.title)).toEqual([expect.stringMatching(/^Changed in Clientfolio and here: kept the newer version from Clientfolio \(this replaced "Ours older \(app\)"/)]);
    expect((await row(e2.id)).title).toBe("Ours newer (app)");
    expect((await serverObject(0, e2.caldavHref!)).data).toMatch(/SUMMARY:Ours newer \(app\)/);
    const notes2 = await prisma().activity.findMany({ where: { entityId: e2.id, title: { startsWith: "Changed in" } } });
    expect(notes2.map((n) => n.title)).toEqual([expect.stringMatching(/^Changed in Clientfolio \("Theirs older" at .*\) and here: kept the newer version from Clientfolio$/)]);
  });

  it("an event synced by hand and then changed only in the calendar takes the calendar's change, whatever its LAST-MODIFIED", async () => {
    const a = await connected(0);
    const e = (await rest(t.app, a, "POST", "/api/calendar", { ...EVENT, title: "Synced by hand" })).body;
    // pushed by hand (the handler may push it too: either way it is in the calendar)
    expect((await rest(t.app, a, "POST", "/api/calendar/sync", { eventId: e.id, providerType: "caldav" })).status).toBe(200);
    await eventsSettled(t.app, a.user.id);
    await pull(a);
    const href = (await row(e.id)).caldavHref!;
    // as the sync by hand writes it when nothing pushes after it: its syncedAt (the app's clock) a moment before the
    // updatedAt of the same statement (the database's)
    await prisma().$executeRaw`UPDATE calendar_events SET "syncedAt" = "updatedAt" - interval '3 milliseconds' WHERE id = ${e.id}::uuid`;
    // a client that leaves LAST-MODIFIED as it was (an hour ago)
    await editOnServer(0, href, (v) => v.updatePropertyWithValue("summary", "Renamed on the phone"), new Date(Date.now() - 3_600_000));
    await pull(a);
    expect((await row(e.id)).title).toBe("Renamed on the phone");
    expect(await prisma().activity.count({ where: { entityId: e.id, title: { startsWith: "Changed in" } } })).toBe(0);
  });

  it("a sync token the server refuses falls back to comparing ETags, and a valid token is stored", async () => {
    const a = await connected(0);
    const e = await pushed(a, { title: "Before" });
    await pull(a);
    await prisma().connection.updateMany({ where: { userId: a.user.id }, data: { syncToken: "http://radicale.org/ns/sync/bogus" } });
    await editOnServer(0, e.caldavHref!, (v) => v.updatePropertyWithValue("summary", "After"));
    await pull(a);
    expect((await row(e.id)).title).toBe("After");
    const c = await prisma().connection.findFirstOrThrow({ where: { userId: a.user.id } });
    expect(c.syncToken).toMatch(/^http:\/\/radicale\.org\/ns\/sync\/(?!bogus)/);
    expect(c.error).toBeNull();
  });

  it("an event out of the calendar's range is skipped with a note on the connection; the rest is pulled", async () => {
    const a = await connected(0);
    await pull(a);
    const far = `${acct(0).url}far-${crypto.randomUUID()}.ics`;
    await put(0, far, ics("far-future@phone.example", ["DTSTART:22500101T090000Z", "DTEND:22500101T100000Z", "SUMMARY:Far future"]));
    // a task in the same calendar: no event, and no note either
    await put(0, `${acct(0).url}task-${crypto.randomUUID()}.ics`, ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN", "BEGIN:VTODO",
      "UID:task-1@phone.example", "DTSTAMP:20300101T000000Z", "SUMMARY:Buy milk", "END:VTODO", "END:VCALENDAR", ""].join("\r\n"));
    const ok = `${acct(0).url}ok-${crypto.randomUUID()}.ics`;
    await put(0, ok, ics("fine@phone.example", ["DTSTART:20300101T090000Z", "DTEND:20300101T100000Z", "SUMMARY:Fine"]));
    await pull(a);
    expect(await prisma().calendarEvent.count({ where: { userId: a.user.id, title: "Fine" } })).toBe(1);
    expect(await prisma().calendarEvent.count({ where: { userId: a.user.id, title: "Far future" } })).toBe(0);
    const listed = (await rest(t.app, a, "GET", "/api/integrations")).body;
    expect(listed).toEqual([expect.objectContaining({ status: "connected",
      error: 'Skipped 1 event the calendar cannot show: "Far future" (Dates must be between 1900-01-01 and 2199-12-31)' })]);
    // not read again while unchanged; once deleted there, the note goes
    const c = await prisma().connection.findFirstOrThrow({ where: { userId: a.user.id } });
    expect(Object.keys(c.pullSkipped as object)).toContain(far);
    expect(await prisma().calendarEvent.count({ where: { userId: a.user.id, title: "Buy milk" } })).toBe(0);
    await fetch(far, { method: "DELETE", headers: auth(0) }).then((r) => r.body?.cancel());
    await pull(a);
    expect((await prisma().connection.findFirstOrThrow({ where: { userId: a.user.id } })).error).toBeNull();
  });

  it("a pulled change causes no outgoing request: no PUT back, no invitation e-mail, no automation run", async () => {
    const a = await connected(0);
    const e = await pushed(a, { title: "With Ann", attendeeEmails: ["ann@example.com"] });
    await waitFor("the invitation", () => smtp.accepted.some((m) => m.to.includes("ann@example.com") && /With Ann/.test(m.raw)));
    const mails = smtp.accepted.filter((m) => m.to.includes("ann@example.com")).length;
    await pull(a);
    await editOnServer(0, e.caldavHref!, (v) => v.updatePropertyWithValue("summary", "With Ann (moved by phone)"));
    const theirs = await serverObject(0, e.caldavHref!);
    await pull(a);
    expect((await row(e.id)).title).toBe("With Ann (moved by phone)");
    // the server's copy is the phone's, untouched (no PUT: its ETag is the same)
    expect((await serverObject(0, e.caldavHref!)).etag).toBe(theirs.etag);
    expect((await row(e.id)).caldavEtag).toBe(theirs.etag);
    expect(smtp.accepted.filter((m) => m.to.includes("ann@example.com"))).toHaveLength(mails);
    expect(await prisma().workflowExecution.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("A's pull never touches B's events, nor B's calendar", async () => {
    const a = await connected(0);
    const b = await connected(1);
    const eb = await pushed(b, { title: "B's" });
    await pushed(a, { title: "A's" });
    const bBefore = await row(eb.id);
    const bObjects = await listHrefs(1);
    await put(0, `${acct(0).url}a-${crypto.randomUUID()}.ics`, ics("only-a@phone.example", ["DTSTART:20300101T090000Z", "DTEND:20300101T100000Z", "SUMMARY:Only A"]));
    const jobs = await pull(a);
    expect(jobs.map((j) => j.connectionId)).toEqual([(await prisma().connection.findFirstOrThrow({ where: { userId: a.user.id } })).id]);
    expect(await prisma().calendarEvent.count({ where: { userId: a.user.id, title: "Only A" } })).toBe(1);
    expect(await prisma().calendarEvent.count({ where: { userId: b.user.id, title: "Only A" } })).toBe(0);
    expect(await row(eb.id)).toEqual(bBefore);
    expect(await listHrefs(1)).toEqual(bObjects);
    expect((await prisma().connection.findFirstOrThrow({ where: { userId: b.user.id } })).syncToken).toBeNull();
  });

  it("a pull past its budget continues in the next job from the same token, until everything is done", async () => {
    const a = await connected(0);
    await pull(a);
    const c0 = await prisma().connection.findFirstOrThrow({ where: { userId: a.user.id } });
    for (let i = 0; i < 5; i++) {
      await put(0, `${acct(0).url}batch-${i}-${crypto.randomUUID()}.ics`, ics(`batch-${i}-${crypto.randomUUID()}@phone.example`,
        [`DTSTART:2030040${i + 1}T090000Z`, `DTEND:2030040${i + 1}T100000Z`, `SUMMARY:Batch ${i}`]));
    }
    pullLimits.budget = 2;
    try {
      await pull(a);
    } finally {
      pullLimits.budget = 200;
    }
    expect(await prisma().calendarEvent.count({ where: { userId: a.user.id, title: { startsWith: "Batch " } } })).toBe(5);
    // three jobs of at most two objects each; the token moved on once, at the end
    const [jobs] = await prisma().$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pgboss.job WHERE name = ${PULL_QUEUE}
      AND data->>'connectionId' = ${c0.id} AND state = 'completed' AND created_on > ${c0.lastSyncAt!}::timestamptz`;
    expect(Number(jobs.n)).toBe(3);
    const c1 = await prisma().connection.findFirstOrThrow({ where: { id: c0.id } });
    expect(c1.syncToken).not.toBe(c0.syncToken);
    expect(c1.pullLease).toBeNull();
  });

  it("the server down: the pull is retried, then let go with the token kept; the next scan pulls what changed meanwhile", async () => {
    const a = await connected(0);
    const e = await pushed(a, { title: "Before the outage" });
    await pull(a);
    const c0 = await prisma().connection.findFirstOrThrow({ where: { userId: a.user.id } });
    await editOnServer(0, e.caldavHref!, (v) => v.updatePropertyWithValue("summary", "Changed during the outage"));
    // the calendar's address answers nothing (a closed port)
    await prisma().connection.update({ where: { id: c0.id }, data: { calendarUrl: "http://127.0.0.1:9/freelancer/calendar/" } });
    expect(await pull(a)).toHaveLength(1);
    const c1 = await prisma().connection.findFirstOrThrow({ where: { id: c0.id } });
    expect(c1).toMatchObject({ status: "connected", syncToken: c0.syncToken, lastSyncAt: c0.lastSyncAt, pullLease: null });
    const failed = await prisma().$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pgboss.job WHERE name = ${PULL_QUEUE} AND data->>'connectionId' = ${c0.id} AND state = 'failed'`;
    expect(Number(failed[0].n)).toBe(1);
    expect((await row(e.id)).title).toBe("Before the outage");
    // back up: the next scan takes it
    await prisma().connection.update({ where: { id: c0.id }, data: { calendarUrl: c0.calendarUrl } });
    await pull(a);
    expect((await row(e.id)).title).toBe("Changed during the outage");
  });

  it("a refused password marks the connection needs reconnect, and the pull stops there", async () => {
    const a = await connected(0);
    const c = await prisma().connection.findFirstOrThrow({ where: { userId: a.user.id } });
    await saveSecrets(t.app.resources, c.id, { username: acct(0).username, password: "changed-elsewhere" });
    await pull(a);
    const after = await prisma().connection.findFirstOrThrow({ where: { userId: a.user.id } });
    expect(after).toMatchObject({ status: "needs_reconnect", error: "The CalDAV server refused the user name or password (401)", pullLease: null });
    expect(await pull(a)).toEqual([]);
  });
});

describe("busy times", () => {
  it("GET /api/calendar/busy answers the merged busy periods of the connected calendar (REST and GraphQL)", async () => {
    const a = await connected(0);
    await put(0, `${acct(0).url}b1.ics`, ics("busy-1@phone.example", ["DTSTART:20300304T090000Z", "DTEND:20300304T100000Z", "SUMMARY:One"]));
    await put(0, `${acct(0).url}b2.ics`, ics("busy-2@phone.example", ["DTSTART:20300304T093000Z", "DTEND:20300304T110000Z", "SUMMARY:Two"]));
    await put(0, `${acct(0).url}b3.ics`, ics("busy-3@phone.example", ["DTSTART;TZID=Europe/Berlin:20300301T080000", "DTEND;TZID=Europe/Berlin:20300301T083000",
      "RRULE:FREQ=WEEKLY;COUNT=5", "EXDATE;TZID=Europe/Berlin:20300308T080000", "SUMMARY:Weekly"]));
    await put(0, `${acct(0).url}b4.ics`, ics("free-4@phone.example", ["DTSTART:20300305T090000Z", "DTEND:20300305T100000Z", "TRANSP:TRANSPARENT", "SUMMARY:Free"]));
    const r = await rest(t.app, a, "GET", "/api/calendar/busy?from=2030-03-01T00:00:00Z&to=2030-03-16T00:00:00Z");
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { start: "2030-03-01T07:00:00.000Z", end: "2030-03-01T07:30:00.000Z" },
      { start: "2030-03-04T09:00:00.000Z", end: "2030-03-04T11:00:00.000Z" },
      { start: "2030-03-15T07:00:00.000Z", end: "2030-03-15T07:30:00.000Z" },
    ]);
    const g = await gql(t.app, a, `{ viewer { calendarBusy(from: "2030-03-04T00:00:00Z", to: "2030-03-05T00:00:00Z") { start end } } }`);
    expect(g.data.viewer.calendarBusy).toEqual([{ start: "2030-03-04T09:00:00.000Z", end: "2030-03-04T11:00:00.000Z" }]);

    const long = await rest(t.app, a, "GET", "/api/calendar/busy?from=2030-01-01T00:00:00Z&to=2030-03-05T00:00:00Z");
    expect(long.status).toBe(400);
    expect(long.body.errors.to).toBe("A range may span at most 62 days");
    const none = await registerUser(t.app);
    const nc = await rest(t.app, none, "GET", "/api/calendar/busy?from=2030-03-01T00:00:00Z&to=2030-03-02T00:00:00Z");
    expect(nc.status).toBe(400);
    expect(nc.body.message).toBe("Connect a CalDAV calendar first");
    // the week view's field: nothing busy until a calendar is connected
    expect((await gql(t.app, none, `{ viewer { calendarBusy(from: "2030-03-01T00:00:00Z", to: "2030-03-02T00:00:00Z") { start } } }`)).data.viewer.calendarBusy).toEqual([]);
  });
});
