/**
 * The calendar's work outside the request, against real servers on loopback with the job workers running:
 * invitations at a real SMTP server (the .ics parsed back with ical.js: REQUEST, an update with SEQUENCE+1 and the same
 * UID, a CANCEL for a removed attendee and for a delete), reminders with a fixed clock (once, moved with the event,
 * cleared on delete), the push to a real Radicale (created, updated in place, a concurrent change there, deleted), and
 * meeting links against local servers speaking the Zoom, Graph and Google APIs.
 */
import ICAL from "ical.js";
import { createDAVClient } from "tsdav";
import { createTestApp, registerUser, rest, type Session, type TestApp, type TestAppOptions, waitFor } from "../../../../test/harness";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../../email/__tests__/smtp";
import { startRadicale, type TestRadicale } from "../../../../test/radicale";
import { connectThrough, startOAuthServers, type OAuthServers } from "../../../../test/oauth-servers";
import { fireDueReminders, scanReminders } from "../calendar.reminders";
import { eventsSettled } from "../../../../test/settled";
import { saveSecrets } from "../../integration";

const WORKERS: TestAppOptions = { jobs: { workers: true, retryDelay: 1, pollingIntervalSeconds: 0.5 } };


/** The VEVENTs of a received e-mail's calendar part, with its METHOD. */
function calendarOf(m: ReceivedMail) {
  const part = m.mail.attachments.find((a) => /text\/calendar/.test(a.mimeType) || /\.ics$/.test(a.filename ?? ""));
  const text = part ? (typeof part.content === "string" ? part.content : Buffer.from(part.content as ArrayBuffer).toString("utf8")) : "";
  const comp = new ICAL.Component(ICAL.parse(text));
  const events = comp.getAllSubcomponents("vevent");
  return {
    method: comp.getFirstPropertyValue("method"),
    uid: events[0].getFirstPropertyValue("uid"),
    sequence: Number(events[0].getFirstPropertyValue("sequence")),
    status: events[0].getFirstPropertyValue("status"),
    summary: events[0].getFirstPropertyValue("summary"),
    organizer: String(events[0].getFirstPropertyValue("organizer")),
    attendees: events[0].getAllProperties("attendee").map((p) => ({ to: String(p.getFirstValue()), rsvp: p.getParameter("rsvp") })),
    recurrenceIds: events.filter((e) => e.hasProperty("recurrence-id")).map((e) => e.getFirstPropertyValue("recurrence-id")!.toString()),
    count: events.length,
  };
}

const EVENT = { title: "Kick-off", startTime: "2030-03-04T09:00:00Z", endTime: "2030-03-04T10:00:00Z", timeZone: "Europe/Berlin", location: "Studio" };

describe("invitations", () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://localhost:8443" }, WORKERS);
    a = await registerUser(t.app, "provider@example.com");
  });
  afterAll(async () => { await t.close(); await smtp.close(); });

  const to = (addr: string) => smtp.accepted.filter((m) => m.to.includes(addr));

  it("REQUEST to each attendee, an update with SEQUENCE+1 and the same UID, a CANCEL for a removed one and for a delete", async () => {
    const e = (await rest(t.app, a, "POST", "/api/calendar", { ...EVENT, isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1",
      attendeeEmails: ["ann@client.example", "bob@client.example"] })).body;
    await waitFor("two invitations", () => smtp.accepted.length >= 2);
    const first = calendarOf(to("ann@client.example")[0]);
    expect(first).toMatchObject({ method: "REQUEST", uid: e.uid, sequence: 0, summary: "Kick-off" });
    expect(first.organizer).toBe("mailto:provider@example.com");
    expect(first.attendees).toEqual([{ to: "mailto:ann@client.example", rsvp: "TRUE" }, { to: "mailto:bob@client.example", rsvp: "TRUE" }]);
    expect(to("ann@client.example")[0].mail.subject).toBe("Invitation: Kick-off");
    expect((await waitFor("invitationsSent", async () => (await t.app.resources.prisma.calendarEvent.findUniqueOrThrow({ where: { id: e.id } })).invitationsSent))).toBe(true);
    // the handler's bookkeeping is not a change of the event: an editor holding the version it read still saves
    const saved = await rest(t.app, a, "PUT", `/api/calendar/${e.id}`, { location: "Studio 2", updatedAt: e.updatedAt });
    expect(saved.status).toBe(200);
    await waitFor("the location's update", () => to("ann@client.example").length >= 2);
    await waitFor("bob's too", () => to("bob@client.example").length >= 2);
    // the run records the version they now hold a moment after the relay took the last e-mail: the next change is
    // told against it (a change made before that is told against the version before, the location included)
    await waitFor("the location's version recorded", async () => (await t.app.resources.prisma.calendarEvent.findUniqueOrThrow({ where: { id: e.id } })).invitedSequence === 1);

    // one occurrence moved: the same object, with the override, one SEQUENCE higher, no second event
    await rest(t.app, a, "PUT", `/api/calendar/${e.id}?occurrence=2030-03-11T09:00:00Z&scope=this`, { startTime: "2030-03-12T09:00:00Z", endTime: "2030-03-12T10:00:00Z" });
    await waitFor("the update", () => to("ann@client.example").length >= 3);
    const update = calendarOf(to("ann@client.example")[2]);
    expect(update).toMatchObject({ method: "REQUEST", uid: first.uid, sequence: 2, count: 2 });
    expect(update.recurrenceIds).toEqual(["2030-03-11T10:00:00"]);
    // the e-mail names the occurrence (not the series' first date) and says how it moved, in the event's zone
    const moved = to("ann@client.example")[2].mail;
    expect(moved.subject).toBe("Updated invitation: Kick-off (Mon 11 Mar 2030): Moved from Mon 11 Mar 2030 10:00 to Tue 12 Mar 2030 10:00");
    expect(moved.text).toContain("updated this event (the occurrence of Mon 11 Mar 2030).");
    expect(moved.text).toContain("When: Tuesday, 12 March 2030, 10:00 – 11:00 (Europe/Berlin)");
    // the location's update said so
    expect(to("ann@client.example")[1].mail.subject).toBe("Updated invitation: Kick-off: Location changed to Studio 2");
    await waitFor("bob's update", () => to("bob@client.example").length >= 3);

    // bob taken off the list: a CANCEL of his own; ann gets the new version
    await rest(t.app, a, "PUT", `/api/calendar/${e.id}`, { attendeeEmails: ["ann@client.example"] });
    await waitFor("bob's cancellation", () => to("bob@client.example").length >= 4);
    const bobCancel = calendarOf(to("bob@client.example")[3]);
    expect(bobCancel).toMatchObject({ method: "CANCEL", uid: first.uid, status: "CANCELLED" });
    expect(bobCancel.attendees.map((x) => x.to)).toEqual(["mailto:bob@client.example"]);
    // the run records who holds the event a moment after the relay took the cancellation: the delete comes after it
    // (a delete before it would still find bob among those invited)
    await waitFor("bob's removal recorded", async () => !(await t.app.resources.prisma.calendarEvent.findUniqueOrThrow({ where: { id: e.id } })).invitedEmails.includes("bob@client.example"));

    // deleted: everyone invited gets the cancellation, one SEQUENCE higher
    const before = (await t.app.resources.prisma.calendarEvent.findUniqueOrThrow({ where: { id: e.id } })).sequence;
    expect((await rest(t.app, a, "DELETE", `/api/calendar/${e.id}`)).status).toBe(204);
    const n = to("ann@client.example").length;
    await waitFor("ann's cancellation", () => to("ann@client.example").length > n && calendarOf(to("ann@client.example").at(-1)!).method === "CANCEL");
    expect(calendarOf(to("ann@client.example").at(-1)!)).toMatchObject({ method: "CANCEL", status: "CANCELLED", uid: first.uid, sequence: before + 1 });
    // nothing more arrives for bob, who was no longer invited: the delete's invitations are over
    await eventsSettled(t.app, a.user.id);
    expect(to("bob@client.example")).toHaveLength(4);
  });

  it("an event without attendees sends nothing", async () => {
    const n = smtp.accepted.length;
    await rest(t.app, a, "POST", "/api/calendar", EVENT);
    // its event was handled, and sent nothing
    await eventsSettled(t.app, a.user.id);
    expect(smtp.accepted).toHaveLength(n);
  });
});

describe("reminders, with a fixed clock", () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://localhost:8443" }, WORKERS);
    a = await registerUser(t.app, "reminded@example.com");
    // the provider's own zone, which the reminder speaks in
    await t.app.resources.prisma.user.update({ where: { id: a.user.id }, data: { timeZone: "Europe/Berlin" } });
  });
  afterAll(async () => { await t.close(); await smtp.close(); });

  const notifications = () => t.app.resources.prisma.notification.findMany({ where: { userId: a.user.id, type: "event_reminder" }, orderBy: { createdAt: "asc" } });
  const row = (id: string) => t.app.resources.prisma.calendarEvent.findUniqueOrThrow({ where: { id } });

  it("fires once per occurrence, then moves on to the next one; a move moves it, a delete clears it", async () => {
    const e = (await rest(t.app, a, "POST", "/api/calendar", { ...EVENT, reminderMinutes: 15, isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1" })).body;
    expect(e.reminderDueAt).toBe("2030-03-04T08:45:00.000Z");
    expect(await fireDueReminders(t.app.resources, new Date("2030-03-04T08:44:59Z"))).toBe(0);
    expect(await fireDueReminders(t.app.resources, new Date("2030-03-04T08:45:10Z"))).toBe(1);
    expect(await fireDueReminders(t.app.resources, new Date("2030-03-04T08:45:20Z"))).toBe(0);
    expect((await notifications()).map((n) => n.title)).toEqual(["Starting soon: Kick-off"]);
    // the next occurrence's reminder
    expect((await row(e.id)).reminderDueAt?.toISOString()).toBe("2030-03-11T08:45:00.000Z");
    const mail = await waitFor("the reminder e-mail", () => smtp.accepted.find((m) => m.to.includes("reminded@example.com")));
    expect(mail.mail.subject).toBe("Reminder: Kick-off – Mon 4 Mar, 10:00 (Europe/Berlin)");

    // moved to 14:00 Berlin: the reminder follows
    // (the service's clock is the real one: the series' next occurrence from now is its first, moved to 14:00)
    const moved = await rest(t.app, a, "PUT", `/api/calendar/${e.id}`, { startTime: "2030-03-04T13:00:00Z", endTime: "2030-03-04T14:00:00Z" });
    expect(moved.body.reminderDueAt).toBe("2030-03-04T12:45:00.000Z");
    expect(await fireDueReminders(t.app.resources, new Date("2030-03-04T12:44:00Z"))).toBe(0);
    expect(await fireDueReminders(t.app.resources, new Date("2030-03-04T12:45:00Z"))).toBe(1);
    expect(await notifications()).toHaveLength(2);

    // a single event deleted before its reminder: nothing fires
    const single = (await rest(t.app, a, "POST", "/api/calendar", { ...EVENT, title: "Deadline", startTime: "2030-04-01T10:00:00Z", endTime: "2030-04-01T11:00:00Z" })).body;
    await rest(t.app, a, "DELETE", `/api/calendar/${single.id}`);
    expect(await fireDueReminders(t.app.resources, new Date("2030-04-01T10:00:00Z"))).toBe(1); // the weekly series' own
    expect((await notifications()).map((n) => n.title)).not.toContain("Starting soon: Deadline");
    // no reminder at all
    const none = (await rest(t.app, a, "POST", "/api/calendar", { ...EVENT, title: "Quiet", reminderMinutes: 0 })).body;
    expect(none.reminderDueAt).toBeNull();
  });

  it("a reminder due before the next scan fires within seconds of its due time, whether set by a write or found by a scan", async () => {
    await t.app.resources.prisma.calendarEvent.deleteMany();
    const soon = (title: string) => {
      const start = new Date(Date.now() + 15 * 60_000 + 2500);
      return rest(t.app, a, "POST", "/api/calendar", { ...EVENT, title, startTime: start.toISOString(), endTime: new Date(start.getTime() + 3600_000).toISOString() });
    };
    const lateness = async (title: string, due: Date) => {
      const n = await waitFor(`the reminder of ${title}`, async () => (await notifications()).find((x) => x.title === `Starting soon: ${title}`), 15_000);
      return n.createdAt.getTime() - due.getTime();
    };
    // the create queues the run itself
    const written = (await soon("Written")).body;
    const late = await lateness("Written", new Date(written.reminderDueAt));
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(5000);
    // a reminder the scan finds due before the next scan
    const found = (await rest(t.app, a, "POST", "/api/calendar", { ...EVENT, title: "Found" })).body;
    const due = new Date(Date.now() + 2500);
    await t.app.resources.prisma.calendarEvent.update({ where: { id: found.id }, data: { reminderDueAt: due } });
    expect(await scanReminders(t.app.resources)).toBe(0);
    const late2 = await lateness("Found", due);
    expect(late2).toBeGreaterThanOrEqual(0);
    expect(late2).toBeLessThan(5000);
  });

  it("a claim left by a process that died is taken again after five minutes, and still fires once", async () => {
    await t.app.resources.prisma.calendarEvent.deleteMany();
    const e = (await rest(t.app, a, "POST", "/api/calendar", { ...EVENT, title: "Claimed", startTime: "2031-01-10T10:00:00Z", endTime: "2031-01-10T11:00:00Z" })).body;
    await t.app.resources.prisma.calendarEvent.update({ where: { id: e.id }, data: { reminderClaimedAt: new Date("2031-01-10T09:45:00Z") } });
    expect(await fireDueReminders(t.app.resources, new Date("2031-01-10T09:47:00Z"))).toBe(0);
    expect(await fireDueReminders(t.app.resources, new Date("2031-01-10T09:51:00Z"))).toBe(1);
    expect((await row(e.id)).reminderDueAt).toBeNull();
  });
});

describe("CalDAV sync against a real Radicale", () => {
  let dav: TestRadicale;
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    dav = await startRadicale();
    t = await createTestApp({ PUBLIC_URL: "https://localhost:8443" }, WORKERS);
    a = await registerUser(t.app);
    // the workspace's own CalDAV calendar
    const connected = await rest(t.app, a, "POST", "/api/integrations/caldav", { url: dav.url, username: dav.username, password: dav.password, calendarUrl: dav.url });
    expect(connected.status).toBe(201);
  });
  afterAll(async () => { await t.close(); await dav.stop(); });

  const client = () => createDAVClient({ serverUrl: dav.url, credentials: { username: dav.username, password: dav.password }, authMethod: "Basic", defaultAccountType: "caldav" });
  /** What another client sees in the collection (Radicale may refuse a report that meets a write in progress: asked again). */
  const objects = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await (await client()).fetchCalendarObjects({ calendar: { url: dav.url } as never });
      } catch (e) {
        if (attempt >= 5) throw e;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };
  const row = (id: string) => t.app.resources.prisma.calendarEvent.findUniqueOrThrow({ where: { id } });

  it("creates the object, pushes changes in place (one href, overrides and EXDATEs in it), survives a change made there, deletes it", async () => {
    expect((await rest(t.app, a, "GET", "/api/calendar/providers")).body).toEqual([{ name: "CalDAV", type: "caldav", configured: true }]);
    const e = (await rest(t.app, a, "POST", "/api/calendar", { ...EVENT, isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1" })).body;
    const synced = await rest(t.app, a, "POST", "/api/calendar/sync", { eventId: e.id, providerType: "caldav" });
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ externalCalendarType: "caldav", syncError: null });
    const href = synced.body.externalCalendarId;
    const lastEvent = () => t.app.resources.prisma.domainEvent.findFirst({ where: { entityId: e.id }, orderBy: { createdAt: "desc" } });
    expect((await lastEvent())?.type).toBe("calendar_event.updated");
    let objs = await objects();
    expect(objs).toHaveLength(1);
    expect(objs[0].url).toBe(href);
    expect(objs[0].data).not.toMatch(/^METHOD:/m);

    // an occurrence moved and another deleted: pushed in place by the handler
    const etag = (await row(e.id)).caldavEtag;
    await rest(t.app, a, "PUT", `/api/calendar/${e.id}?occurrence=2030-03-11T09:00:00Z&scope=this`, { title: "Moved kick-off", startTime: "2030-03-12T09:00:00Z", endTime: "2030-03-12T10:00:00Z" });
    await rest(t.app, a, "DELETE", `/api/calendar/${e.id}?occurrence=2030-03-18T09:00:00Z&scope=this`);
    await waitFor("both pushes", async () => {
      const o = await objects();
      return o.length === 1 && /RECURRENCE-ID/.test(o[0].data) && /EXDATE/.test(o[0].data) && o;
    });
    objs = await objects();
    expect(objs[0].url).toBe(href);
    expect((await row(e.id)).caldavEtag).not.toBe(etag);

    // someone edits it in their calendar app: our next change meets a 412, re-reads and wins, same href
    const foreign = objs[0].data.replace(/SUMMARY:Kick-off/, "SUMMARY:Edited elsewhere");
    const put = await fetch(href, { method: "PUT", body: foreign, headers: { "content-type": "text/calendar", authorization: `Basic ${Buffer.from(`${dav.username}:${dav.password}`).toString("base64")}` } });
    expect(put.ok).toBe(true);
    await rest(t.app, a, "PUT", `/api/calendar/${e.id}`, { title: "Kick-off (final)" });
    await waitFor("the push after the 412", async () => (await objects()).some((o) => /SUMMARY:Kick-off \(final\)/.test(o.data)));
    objs = await objects();
    expect(objs.map((o) => o.url)).toEqual([href]);
    expect((await row(e.id)).syncError).toBeNull();

    // deleted in the app: deleted there
    await rest(t.app, a, "DELETE", `/api/calendar/${e.id}`);
    await waitFor("the delete", async () => (await objects()).length === 0);
  });

  it("a failure is answered with the server's reason and kept on the event", async () => {
    const bad = await createTestApp({}, { keepData: true });
    try {
      const s = await registerUser(bad.app);
      expect((await rest(bad.app, s, "POST", "/api/integrations/caldav", { url: dav.url, username: dav.username, password: dav.password, calendarUrl: dav.url })).status).toBe(201);
      // the password changed on the server since
      const conn = await bad.app.resources.prisma.connection.findFirstOrThrow({ where: { userId: s.user.id } });
      await saveSecrets(bad.app.resources, conn.id, { username: dav.username, password: "wrong" });
      const e = (await rest(bad.app, s, "POST", "/api/calendar", EVENT)).body;
      const r = await rest(bad.app, s, "POST", "/api/calendar/sync", { eventId: e.id, providerType: "caldav" });
      expect(r.status).toBe(401);
      expect(r.body.message).toMatch(/^CalDAV: /);
      expect(r.body.message).not.toContain("wrong");
      expect((await bad.app.resources.prisma.calendarEvent.findUniqueOrThrow({ where: { id: e.id } })).syncError).toMatch(/401/);
      expect((await rest(bad.app, s, "POST", "/api/calendar/sync", { eventId: e.id, providerType: "google" })).status).toBe(400);
    } finally {
      await bad.close();
    }
  });
});

describe("meeting links against the platforms' APIs, on the workspace's own accounts", () => {
  let servers: OAuthServers;
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    servers = await startOAuthServers();
    t = await createTestApp(servers.env, WORKERS);
    a = await registerUser(t.app);
    for (const p of ["google", "microsoft", "zoom"] as const) await connectThrough(t.app, a, p);
  });
  afterAll(async () => { await t.close(); await servers.close(); });

  it("adds a link from each platform; a platform's error comes back as its own; a move moves the Zoom meeting and keeps the link", async () => {
    const e = (await rest(t.app, a, "POST", "/api/calendar", EVENT)).body;
    for (const platform of ["teams", "meet", "zoom"]) {
      const r = await rest(t.app, a, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform });
      expect(r.status).toBe(200);
      expect(r.body.meetingPlatform).toBe(platform);
      expect(r.body.meetingLink).toBe(servers.meetings.at(-1)!.joinUrl);
    }
    const last = await t.app.resources.prisma.domainEvent.findFirst({ where: { entityId: e.id }, orderBy: { createdAt: "desc" } });
    expect(last).toMatchObject({ type: "calendar_event.updated", payload: { changes: { meetingPlatform: { before: "meet", after: "zoom" } } } });
    const zoomLink = (await rest(t.app, a, "GET", "/api/calendar")).body[0].meetingLink;

    servers.failNext("microsoft", 403, { error: { code: "Forbidden", message: "Application is not allowed to create online meetings" } });
    const before = servers.requests.length;
    const refused = await rest(t.app, a, "POST", "/api/calendar/meeting-link", { eventId: e.id, platform: "teams" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Microsoft Teams: Application is not allowed to create online meetings (Forbidden)");
    expect(servers.requests.slice(before).every((r) => r.provider === "microsoft")).toBe(true);
    expect((await rest(t.app, a, "GET", "/api/calendar")).body[0].meetingLink).toBe(zoomLink);

    const moved = await rest(t.app, a, "PUT", `/api/calendar/${e.id}`, { startTime: "2030-03-05T09:00:00Z", endTime: "2030-03-05T10:30:00Z" });
    expect(moved.body.meetingLink).toBe(zoomLink);
    await waitFor("the Zoom meeting moved", () => servers.requests.some((r) => r.provider === "zoom" && r.method === "PATCH"));
    const zoom = servers.meetings.filter((m) => m.provider === "zoom").at(-1)!;
    await waitFor("the new time", () => new Date(zoom.start).toISOString() === "2030-03-05T09:00:00.000Z");
  });
});
