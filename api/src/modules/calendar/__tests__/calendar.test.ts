/**
 * Calendar events through REST and GraphQL: validation, the stored list and the expanded range, recurrence across both
 * daylight-saving changes in a non-UTC zone, one occurrence edited or deleted ("This event") and the whole series
 * moved from one occurrence ("All events"), the ICS feed (parsed with ical.js) against the month view, providers and
 * meeting platforms when nothing is configured, and the cost of the month view.
 */
import ICAL from "ical.js";
import { createTestApp, eachTestWithTenant, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { backgroundDispatches } from "../../../jobs/outbox";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const BERLIN_WEEKLY = {
  title: "Weekly check-in", startTime: "2026-02-02T09:00:00Z", endTime: "2026-02-02T09:30:00Z", timeZone: "Europe/Berlin",
  isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1", attendeeEmails: ["carol@client.example"], type: "meeting",
};

async function create(body: Record<string, unknown>, s: Session = a) {
  const r = await rest(t.app, s, "POST", "/api/calendar", body);
  expect(r.status).toBe(201);
  return r.body;
}

const range = async (from: string, to: string, s: Session = a) => {
  const r = await rest(t.app, s, "GET", `/api/calendar?from=${from}&to=${to}`);
  expect(r.status).toBe(200);
  return r.body as { id: string; title: string; startTime: string; endTime: string; occurrenceOf: string | null; parentEventId: string | null }[];
};

/** Wall-clock time of an instant in Berlin, "HH:MM". */
const berlin = (iso: string) => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));

describe("events", () => {
  it("creates with the spec payload and the workspace's defaults; refuses an end before the start and missing fields", async () => {
    const e = await create({ title: "Client call", description: "Kick-off", startTime: "2030-05-01T14:00:00Z", endTime: "2030-05-01T15:00:00Z",
      location: "Phone", type: "call", isRecurring: false, attendeeEmails: ["Bob@Example.com", "bob@example.com"], reminderMinutes: 30, color: "#388e3c" });
    expect(e).toMatchObject({ title: "Client call", type: "call", attendeeEmails: ["bob@example.com"], reminderMinutes: 30, color: "#388e3c",
      isAllDay: false, status: "confirmed", visibility: "private", sequence: 0, recurrenceRule: null, parentEventId: null, invitationsSent: false });
    expect(e.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(e.reminderDueAt).toBe("2030-05-01T13:30:00.000Z");

    const bad = await rest(t.app, a, "POST", "/api/calendar", { title: "Backwards", startTime: "2030-05-01T15:00:00Z", endTime: "2030-05-01T14:00:00Z" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ endTime: "End time must be after the start time" });
    const missing = await rest(t.app, a, "POST", "/api/calendar", { title: "", startTime: "2030-05-01T15:00:00Z" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please fill in all required fields");
    const badRule = await rest(t.app, a, "POST", "/api/calendar", { ...BERLIN_WEEKLY, recurrenceRule: "FREQ=SECONDLY" });
    expect(badRule.status).toBe(400);
    const badAttendee = await rest(t.app, a, "POST", "/api/calendar", { ...BERLIN_WEEKLY, attendeeEmails: ["not an address"] });
    expect(badAttendee.status).toBe(400);
    expect((await rest(t.app, a, "GET", "/api/calendar")).body).toHaveLength(1);
  });

  it("an all-day event covers whole days in its zone", async () => {
    const e = await create({ title: "Launch day", startTime: "2030-06-10T13:00:00Z", endTime: "2030-06-10T14:00:00Z", isAllDay: true, timeZone: "America/New_York" });
    expect([e.startTime, e.endTime]).toEqual(["2030-06-10T04:00:00.000Z", "2030-06-11T04:00:00.000Z"]);
  });

  it("links to a client of the same workspace only", async () => {
    const b = await registerUser(t.app);
    const theirs = await rest(t.app, b, "POST", "/api/clients", { name: "Theirs" });
    const r = await rest(t.app, a, "POST", "/api/calendar", { title: "x", startTime: "2030-01-01T10:00:00Z", endTime: "2030-01-01T11:00:00Z", clientId: theirs.body.id });
    expect(r.status).toBe(404);
    const mine = await rest(t.app, a, "POST", "/api/clients", { name: "Mine" });
    expect((await create({ title: "x", startTime: "2030-01-01T10:00:00Z", endTime: "2030-01-01T11:00:00Z", clientId: mine.body.id })).clientId).toBe(mine.body.id);
  });
});

describe("recurrence in the event's zone", () => {
  it("a weekly 10:00 in Europe/Berlin stays 10:00 across the March and October changes", async () => {
    await create(BERLIN_WEEKLY);
    const occ = await range("2026-03-16T00:00:00Z", "2026-04-07T00:00:00Z");
    expect(occ.map((o) => o.startTime)).toEqual(["2026-03-16T09:00:00.000Z", "2026-03-23T09:00:00.000Z", "2026-03-30T08:00:00.000Z", "2026-04-06T08:00:00.000Z"]);
    const autumn = await range("2026-10-19T00:00:00Z", "2026-11-03T00:00:00Z");
    expect(autumn.map((o) => o.startTime)).toEqual(["2026-10-19T08:00:00.000Z", "2026-10-26T09:00:00.000Z", "2026-11-02T09:00:00.000Z"]);
    expect([...occ, ...autumn].map((o) => berlin(o.startTime))).toEqual(Array(7).fill("10:00"));
  });

  it("a monthly rule keeps its wall-clock time and day through the year", async () => {
    await create({ ...BERLIN_WEEKLY, title: "Monthly review", startTime: "2026-01-15T16:00:00Z", endTime: "2026-01-15T17:00:00Z", recurrenceRule: "FREQ=MONTHLY;INTERVAL=1" });
    const occ = await range("2026-01-01T00:00:00Z", "2027-01-01T00:00:00Z");
    expect(occ).toHaveLength(12);
    expect(occ.map((o) => berlin(o.startTime))).toEqual(Array(12).fill("17:00"));
    expect(occ.map((o) => o.startTime.slice(8, 10))).toEqual(Array(12).fill("15"));
  });

  it("GET without a range lists the series once and its overrides with their parentEventId", async () => {
    const s = await create(BERLIN_WEEKLY);
    const put = await rest(t.app, a, "PUT", `/api/calendar/${s.id}?occurrence=2026-03-23T09:00:00.000Z&scope=this`, { startTime: "2026-03-24T13:00:00Z", endTime: "2026-03-24T13:30:00Z" });
    expect(put.status).toBe(200);
    const all = (await rest(t.app, a, "GET", "/api/calendar")).body;
    expect(all.map((e: { id: string; parentEventId: string | null }) => e.parentEventId ?? e.id)).toEqual([s.id, s.id]);
    expect(all.find((e: { parentEventId: string | null }) => e.parentEventId)).toMatchObject({ recurrenceId: "2026-03-23T09:00:00.000Z", uid: s.uid, isRecurring: false });
  });

  it("This event: an override moves one occurrence, a delete adds an EXDATE; the series is never copied", async () => {
    const s = await create(BERLIN_WEEKLY);
    const moved = await rest(t.app, a, "PUT", `/api/calendar/${s.id}?occurrence=2026-03-23T09:00:00Z&scope=this`, { title: "Moved check-in", startTime: "2026-03-24T13:00:00Z", endTime: "2026-03-24T13:30:00Z" });
    expect(moved.body).toMatchObject({ parentEventId: s.id, title: "Moved check-in", recurrenceId: "2026-03-23T09:00:00.000Z" });
    // the same occurrence again updates its override
    const again = await rest(t.app, a, "PUT", `/api/calendar/${s.id}?occurrence=2026-03-23T09:00:00Z&scope=this`, { title: "Moved again" });
    expect(again.body.id).toBe(moved.body.id);
    expect((await rest(t.app, a, "DELETE", `/api/calendar/${s.id}?occurrence=2026-03-30T08:00:00Z&scope=this`)).status).toBe(204);
    const occ = await range("2026-03-16T00:00:00Z", "2026-04-07T00:00:00Z");
    expect(occ.map((o) => [o.title, o.startTime])).toEqual([
      ["Weekly check-in", "2026-03-16T09:00:00.000Z"], ["Moved again", "2026-03-24T13:00:00.000Z"], ["Weekly check-in", "2026-04-06T08:00:00.000Z"],
    ]);
    expect(await t.app.resources.prisma.calendarEvent.count({ where: { userId: a.user.id } })).toBe(2);
    const series = await t.app.resources.prisma.calendarEvent.findUniqueOrThrow({ where: { id: s.id } });
    expect(series.exDates.map((d) => d.toISOString())).toEqual(["2026-03-30T08:00:00.000Z"]);
    expect(series.sequence).toBeGreaterThan(0);
    // a time that is no occurrence of the series
    expect((await rest(t.app, a, "PUT", `/api/calendar/${s.id}?occurrence=2026-03-25T09:00:00Z&scope=this`, { title: "x" })).status).toBe(400);
    expect((await rest(t.app, a, "PUT", `/api/calendar/${s.id}?occurrence=2026-03-23T09:00:00Z&scope=some`, { title: "x" })).status).toBe(400);
    // deleting the override's occurrence deletes the override
    expect((await rest(t.app, a, "DELETE", `/api/calendar/${moved.body.id}`)).status).toBe(204);
    expect(await t.app.resources.prisma.calendarEvent.count({ where: { userId: a.user.id } })).toBe(1);
    expect((await range("2026-03-16T00:00:00Z", "2026-04-07T00:00:00Z")).map((o) => o.startTime)).toEqual(["2026-03-16T09:00:00.000Z", "2026-04-06T08:00:00.000Z"]);
  });

  it("All events from an occurrence moves the whole series by as much, its overrides and deleted occurrences with it", async () => {
    const s = await create(BERLIN_WEEKLY);
    await rest(t.app, a, "DELETE", `/api/calendar/${s.id}?occurrence=2026-03-09T09:00:00Z&scope=this`);
    const r = await rest(t.app, a, "PUT", `/api/calendar/${s.id}?occurrence=2026-03-02T09:00:00Z&scope=all`, { startTime: "2026-03-02T10:00:00Z", endTime: "2026-03-02T10:45:00Z" });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: s.id, startTime: "2026-02-02T10:00:00.000Z", endTime: "2026-02-02T10:45:00.000Z", exDates: ["2026-03-09T10:00:00.000Z"] });
    const occ = await range("2026-03-01T00:00:00Z", "2026-04-07T00:00:00Z");
    expect(occ.map((o) => berlin(o.startTime))).toEqual(Array(5).fill("11:00"));
    expect(occ.map((o) => o.startTime.slice(0, 10))).toEqual(["2026-03-02", "2026-03-16", "2026-03-23", "2026-03-30", "2026-04-06"]);
    // All events of a delete removes the series with its overrides
    await rest(t.app, a, "PUT", `/api/calendar/${s.id}?occurrence=2026-03-16T10:00:00Z&scope=this`, { title: "One-off" });
    expect((await rest(t.app, a, "DELETE", `/api/calendar/${s.id}?occurrence=2026-03-16T10:00:00Z&scope=all`)).status).toBe(204);
    expect(await t.app.resources.prisma.calendarEvent.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("a whole series moved by a plain update takes its deleted occurrences with it (none comes back)", async () => {
    const s = await create(BERLIN_WEEKLY);
    await rest(t.app, a, "DELETE", `/api/calendar/${s.id}?occurrence=2026-03-09T09:00:00Z&scope=this`);
    const r = await rest(t.app, a, "PUT", `/api/calendar/${s.id}`, { startTime: new Date(Date.parse(s.startTime) + 3_600_000).toISOString() });
    expect(r.status).toBe(200);
    // an hour later, as long as before
    expect(Date.parse(r.body.endTime) - Date.parse(r.body.startTime)).toBe(Date.parse(s.endTime) - Date.parse(s.startTime));
    expect(r.body.exDates).toEqual(["2026-03-09T10:00:00.000Z"]);
    const occ = await range("2026-03-01T00:00:00Z", "2026-03-24T00:00:00Z");
    expect(occ.map((o) => [o.title, o.startTime.slice(0, 10), berlin(o.startTime)])).toEqual([
      ["Weekly check-in", "2026-03-02", "11:00"], ["Weekly check-in", "2026-03-16", "11:00"], ["Weekly check-in", "2026-03-23", "11:00"],
    ]);
    // only the end sent: the series' length changes, nothing moves
    const longer = await rest(t.app, a, "PUT", `/api/calendar/${s.id}`, { endTime: new Date(Date.parse(r.body.endTime) + 900_000).toISOString() });
    expect(longer.body).toMatchObject({ startTime: r.body.startTime, endTime: new Date(Date.parse(r.body.endTime) + 900_000).toISOString(), exDates: ["2026-03-09T10:00:00.000Z"] });
  });

  it("GraphQL: the occurrences of a range, and an occurrence edited with scope this", async () => {
    const s = await create(BERLIN_WEEKLY);
    const q = `query($from: DateTime!, $to: DateTime!) { viewer { calendarOccurrences(from: $from, to: $to, first: 50) { edges { node { startTime occurrenceOf event { id title isRecurring } } } } } }`;
    const r = await gql(t.app, a, q, { from: "2026-03-01T00:00:00Z", to: "2026-04-01T00:00:00Z" });
    expect(r.errors).toBeUndefined();
    const nodes = r.data.viewer.calendarOccurrences.edges.map((e: { node: unknown }) => e.node);
    expect(nodes).toHaveLength(5);
    const m = await gql(t.app, a, `mutation($input: UpdateCalendarEventInput!) { updateCalendarEvent(input: $input) {
      __typename ... on UpdateCalendarEventPayload { calendarEvent { title recurrenceId parentEvent { id } } } } }`,
      { input: { id: globalId("CalendarEvent", s.id), occurrence: nodes[2].occurrenceOf, scope: "this", title: "Just this one" } });
    expect(m.data.updateCalendarEvent.calendarEvent).toEqual({ title: "Just this one", recurrenceId: "2026-03-16T09:00:00.000Z", parentEvent: { id: globalId("CalendarEvent", s.id) } });
    const d = await gql(t.app, a, `mutation($input: DeleteCalendarEventInput!) { deleteCalendarEvent(input: $input) { __typename ... on DeleteCalendarEventPayload { deletedCalendarEventId seriesKept } } }`,
      { input: { id: globalId("CalendarEvent", s.id), occurrence: nodes[3].occurrenceOf, scope: "this" } });
    expect(d.data.deleteCalendarEvent).toMatchObject({ deletedCalendarEventId: globalId("CalendarEvent", s.id), seriesKept: true });
    const list = await gql(t.app, a, `{ viewer { calendarEvents(first: 10) { edges { node { title nextStartTime } } } } }`);
    expect(list.data.viewer.calendarEvents.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(["Weekly check-in"]);
    // the series' next occurrence from now: a Monday, 10:00 in Berlin, within the coming week
    const next = list.data.viewer.calendarEvents.edges[0].node.nextStartTime as string;
    expect(Date.parse(next) - Date.now()).toBeGreaterThan(0);
    expect(Date.parse(next) - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect(berlin(next)).toBe("10:00");
    expect(new Date(next).getUTCDay()).toBe(1);
    const wide = await gql(t.app, a, q, { from: "2026-01-01T00:00:00Z", to: "2028-01-01T00:00:00Z" });
    expect(wide.errors?.[0].message).toBe("A range may span at most 400 days");
  });
});

describe("the ICS feed", () => {
  it("serves every event to its secret URL, expanding to the month view's occurrences; a wrong or old token is a 404", async () => {
    const s = await create(BERLIN_WEEKLY);
    await create({ title: "Deadline", startTime: "2026-03-20T16:00:00Z", endTime: "2026-03-20T17:00:00Z", type: "deadline", timeZone: "America/New_York" });
    await rest(t.app, a, "PUT", `/api/calendar/${s.id}?occurrence=2026-03-23T09:00:00Z&scope=this`, { startTime: "2026-03-24T13:00:00Z", endTime: "2026-03-24T13:30:00Z" });
    await rest(t.app, a, "DELETE", `/api/calendar/${s.id}?occurrence=2026-03-30T08:00:00Z&scope=this`);
    const { url } = (await rest(t.app, a, "GET", "/api/calendar/feed")).body;
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await rest(t.app, a, "GET", "/api/calendar/feed")).body.url).toBe(url);
    const path = new URL(url).pathname;
    const feed = await rest(t.app, null, "GET", path);
    expect(feed.status).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    expect(feed.text).toContain("X-PUBLISHED-TTL:PT1H");
    expect(feed.text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin");

    // the feed expanded by ical.js over March gives the month view's occurrences
    const from = "2026-03-01T00:00:00Z";
    const to = "2026-04-01T00:00:00Z";
    const view = (await range(from, to)).map((o) => o.startTime).sort();
    const comp = new ICAL.Component(ICAL.parse(feed.text));
    for (const tz of comp.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
    const vevents = comp.getAllSubcomponents("vevent");
    const masters = vevents.filter((v) => !v.hasProperty("recurrence-id"));
    const starts: string[] = [];
    for (const m of masters) {
      const ev = new ICAL.Event(m);
      for (const ex of vevents.filter((v) => v !== m && v.getFirstPropertyValue("uid") === ev.uid)) ev.relateException(ex);
      const it = ev.iterator();
      for (let next = it.next(); next && next.toJSDate() < new Date(to); next = it.next()) {
        const occ = ev.getOccurrenceDetails(next);
        if (occ.startDate.toJSDate() >= new Date(from)) starts.push(occ.startDate.toJSDate().toISOString());
      }
    }
    expect(starts.sort()).toEqual(view);

    // the token's first character changed (to one it is not: a token starting with "Z" stays wrong)
    expect((await rest(t.app, null, "GET", path.replace(/feed\/(.)/, (_, c: string) => `feed/${c === "Z" ? "Y" : "Z"}`))).status).toBe(404);
    const fresh = (await rest(t.app, a, "POST", "/api/calendar/feed/regenerate", {})).body.url;
    expect(fresh).not.toBe(url);
    expect((await rest(t.app, null, "GET", path)).status).toBe(404);
    expect((await rest(t.app, null, "GET", new URL(fresh).pathname)).status).toBe(200);
  });

  it("writes an event's UID as the event holds it: the same after the app moves to another address", async () => {
    const e = await create({ title: "Review", startTime: "2030-05-01T14:00:00Z", endTime: "2030-05-01T15:00:00Z" });
    const path = new URL((await rest(t.app, a, "GET", "/api/calendar/feed")).body.url).pathname;
    const uidIn = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!.getFirstPropertyValue("uid");
    expect(uidIn((await rest(t.app, null, "GET", path)).text)).toBe(e.uid);
    const moved = await createTestApp({ PUBLIC_URL: "https://127.0.0.1:9443" }, { keepData: true });
    try {
      expect(uidIn((await rest(moved.app, null, "GET", path)).text)).toBe(e.uid);
    } finally {
      await moved.close();
    }
  });
});

describe("integrations when nothing is configured", () => {
  it("lists CalDAV as not configured, refuses a sync with 400, and says a meeting platform without an OAuth app cannot be used", async () => {
    expect((await rest(t.app, a, "GET", "/api/calendar/providers")).body).toEqual([{ name: "CalDAV", type: "caldav", configured: false }]);
    const e = await create({ title: "Call", startTime: "2030-05-01T14:00:00Z", endTime: "2030-05-01T15:00:00Z" });
    const sync = await rest(t.app, a, "POST", "/api/calendar/sync", { eventId: e.id, providerType: "caldav" });
    expect(sync.status).toBe(400);
    expect(sync.body.message).toBe("Connect a CalDAV calendar first");
    const link = await rest(t.app, a, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform: "zoom" });
    expect(link.status).toBe(400);
    expect(link.body.message).toBe("Zoom cannot be used on this server: its Zoom OAuth app is not configured");
    expect((await rest(t.app, a, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform: "skype" })).status).toBe(400);
    // a missing event is a 404 before anything else
    expect((await rest(t.app, a, "POST", "/api/calendar/meeting-link", { eventId: "00000000-0000-4000-8000-000000000000", platform: "zoom" })).status).toBe(404);
    const integ = await gql(t.app, a, `{ viewer { calendarIntegration { providers { name type configured } meetingPlatforms { platform name configured } feedUrl } } }`);
    expect(integ.data.viewer.calendarIntegration.providers).toEqual([{ name: "CalDAV", type: "caldav", configured: false }]);
    expect(integ.data.viewer.calendarIntegration.meetingPlatforms.map((p: { configured: boolean }) => p.configured)).toEqual([false, false, false]);
  });
});

describe("the cost of the month view", () => {
  it("is one statement with 200 weekly events, expanded over the six weeks a month shows", async () => {
    const now = Date.parse("2026-03-01T09:00:00Z");
    for (let i = 0; i < 200; i++) {
      const start = new Date(now + (i % 28) * 86_400_000 + (i % 8) * 3600_000).toISOString();
      const end = new Date(Date.parse(start) + 1800_000).toISOString();
      await create({ ...BERLIN_WEEKLY, title: `Series ${i}`, startTime: start, endTime: end, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1" });
    }
    await backgroundDispatches();
    t.statements.length = 0;
    const r = await gql(t.app, a, `query($from: DateTime!, $to: DateTime!) { viewer { calendarOccurrences(from: $from, to: $to, first: 2000) { edges { node { startTime endTime occurrenceOf event { id title color type isRecurring } } } } } }`,
      { from: "2026-03-30T00:00:00Z", to: "2026-05-11T00:00:00Z" });
    expect(r.errors).toBeUndefined();
    expect(r.data.viewer.calendarOccurrences.edges).toHaveLength(1200);
    expect(t.statements).toHaveLength(1);
  });
});
