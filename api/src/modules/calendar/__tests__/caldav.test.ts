/**
 * Pushing calendar objects to a real CalDAV server (Radicale on loopback), read back with tsdav as another client
 * would: create, update in place, a change made on the server meanwhile (our version wins), deletion, a wrong
 * password, and a series with an override and an EXDATE in one resource.
 */
import ICAL from "ical.js";
import { fetchCalendarObjects, type DAVCalendar } from "tsdav";
import type { CalendarEvent } from "../../../generated/prisma/client";
import { startRadicale, type TestRadicale } from "../../../../test/radicale";
import { calendarObjectIcs } from "../calendar.ics";
import { CaldavError, createCaldavObject, deleteCaldavObject, updateCaldavObject, type CaldavAccount } from "../calendar.caldav";

let radicale: TestRadicale;
let account: CaldavAccount;
beforeAll(async () => {
  radicale = await startRadicale();
  account = { url: radicale.url, username: radicale.username, password: radicale.password };
});
afterAll(async () => { await radicale?.stop(); });

const auth = () => ({ Authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`, "utf8").toString("base64")}` });

/** What another client sees in the collection (optionally only the objects with an occurrence in a time range). */
async function objects(timeRange?: { start: string; end: string }) {
  return fetchCalendarObjects({ calendar: { url: account.url } as DAVCalendar, headers: auth(), timeRange });
}

let seq = 0;
function event(over: Partial<CalendarEvent> = {}): CalendarEvent {
  seq++;
  return {
    id: `00000000-0000-4000-9000-${String(seq).padStart(12, "0")}`, userId: "00000000-0000-4000-9000-000000000000",
    clientId: null, projectId: null, title: "Kick-off", description: "Scope and timeline",
    startTime: new Date("2026-03-10T09:00:00Z"), endTime: new Date("2026-03-10T10:00:00Z"), isAllDay: false,
    location: "Studio", type: "meeting", externalCalendarId: null, externalCalendarType: null, meetingLink: null,
    attendeeEmails: ["ann@example.com"], recurrenceRule: null, parentEventId: null, isRecurring: false, invitationsSent: false, invitedSequence: null, invitationDeliveries: {}, invitationFailures: [], attendeeResponses: {}, invitedSnapshot: null, reminderEmailError: null,
    reminderMinutes: 15, status: "confirmed", visibility: "private", color: "#1976d2", timeZone: "Europe/Berlin",
    uid: `caldav-${seq}-${Date.now()}`, sequence: 0, recurrenceId: null, exDates: [], reminderDueAt: null,
    reminderOccurrenceAt: null, reminderClaimedAt: null, invitedEmails: [], caldavHref: null, caldavEtag: null,
    syncedAt: null, syncError: null, meetingPlatform: null, meetingId: null,
    createdAt: new Date("2026-03-01T08:00:00Z"), updatedAt: new Date("2026-03-01T08:00:00Z"),
    ...over,
  };
}

const ics = (series: CalendarEvent, overrides: CalendarEvent[] = []) => calendarObjectIcs({ series, overrides }, {});

function vevents(data: string) {
  return new ICAL.Component(ICAL.parse(data)).getAllSubcomponents("vevent");
}

afterEach(async () => {
  // each test starts from an empty calendar
  for (const o of await objects()) {
    const res = await fetch(o.url, { method: "DELETE", headers: auth() });
    await res.body?.cancel();
  }
});

describe("CalDAV objects on Radicale", () => {
  it("creates an object another client can read, and parses to the event", async () => {
    const ev = event();
    const created = await createCaldavObject(account, ev.uid, ics(ev));
    expect(created.href).toBe(`${account.url}${ev.uid}.ics`);
    expect(created.etag).toMatch(/^".+"$/);
    const [o, ...rest] = await objects();
    expect(rest).toHaveLength(0);
    expect(o.url).toBe(created.href);
    expect(o.etag).toBe(created.etag);
    const [v] = vevents(o.data);
    expect(v.getFirstPropertyValue("uid")).toBe(ev.uid);
    expect(v.getFirstPropertyValue("summary")).toBe("Kick-off");
    expect((v.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe("2026-03-10T09:00:00.000Z");
    expect(o.data).not.toMatch(/^METHOD/m);
  });

  it("names the object of an event made before UIDs stopped carrying the app's host by its UID's first part, and writes the whole UID", async () => {
    const ev = event();
    const legacy = { ...ev, uid: `${ev.uid}@localhost` };
    const created = await createCaldavObject(account, legacy.uid, ics(legacy));
    expect(created.href).toBe(`${account.url}${ev.uid}.ics`);
    const [o] = (await objects()).filter((x) => x.url === created.href);
    expect(vevents(o.data)[0].getFirstPropertyValue("uid")).toBe(`${ev.uid}@localhost`);
  });

  it("updates in place: same href, a new ETag and the new data", async () => {
    const ev = event();
    const created = await createCaldavObject(account, ev.uid, ics(ev));
    const updated = await updateCaldavObject(account, created, ics({ ...ev, title: "Kick-off (moved)", sequence: 1,
      startTime: new Date("2026-03-11T13:00:00Z"), endTime: new Date("2026-03-11T14:00:00Z") }));
    expect(updated.href).toBe(created.href);
    expect(updated.etag).toBeTruthy();
    expect(updated.etag).not.toBe(created.etag);
    const all = await objects();
    expect(all).toHaveLength(1);
    expect(all[0].etag).toBe(updated.etag);
    const [v] = vevents(all[0].data);
    expect(v.getFirstPropertyValue("summary")).toBe("Kick-off (moved)");
    expect(v.getFirstPropertyValue("sequence")).toBe(1);
    expect((v.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe("2026-03-11T13:00:00.000Z");
  });

  it("overwrites a change made on the server meanwhile (412 on the stale ETag), at the same href", async () => {
    const ev = event();
    const created = await createCaldavObject(account, ev.uid, ics(ev));
    // another client edits the event
    const edited = await fetch(created.href, { method: "PUT", body: ics({ ...ev, title: "Edited on the phone" }),
      headers: { ...auth(), "Content-Type": "text/calendar; charset=utf-8" } });
    // Radicale answers 201 to a replacing PUT as well
    expect(edited.ok).toBe(true);
    await edited.body?.cancel();
    // the ETag we hold no longer matches
    const stale = await fetch(created.href, { method: "PUT", body: ics(ev),
      headers: { ...auth(), "Content-Type": "text/calendar; charset=utf-8", "If-Match": created.etag! } });
    expect(stale.status).toBe(412);
    await stale.body?.cancel();

    const updated = await updateCaldavObject(account, created, ics({ ...ev, title: "Ours", sequence: 1 }));
    expect(updated.href).toBe(created.href);
    const all = await objects();
    expect(all).toHaveLength(1);
    expect(all[0].url).toBe(created.href);
    expect(all[0].etag).toBe(updated.etag);
    expect(vevents(all[0].data)[0].getFirstPropertyValue("summary")).toBe("Ours");
  });

  it("puts back at the same href an object deleted on the server", async () => {
    const ev = event();
    const created = await createCaldavObject(account, ev.uid, ics(ev));
    const gone = await fetch(created.href, { method: "DELETE", headers: auth() });
    expect(gone.status).toBe(200);
    await gone.body?.cancel();
    const updated = await updateCaldavObject(account, created, ics({ ...ev, title: "Still on" }));
    expect(updated.href).toBe(created.href);
    const all = await objects();
    expect(all.map((o) => [o.url, o.etag])).toEqual([[created.href, updated.etag]]);
    expect(vevents(all[0].data)[0].getFirstPropertyValue("summary")).toBe("Still on");
  });

  it("creating again under a name taken already updates that object", async () => {
    const ev = event();
    const first = await createCaldavObject(account, ev.uid, ics(ev));
    const again = await createCaldavObject(account, ev.uid, ics({ ...ev, title: "Second try" }));
    expect(again.href).toBe(first.href);
    const all = await objects();
    expect(all).toHaveLength(1);
    expect(vevents(all[0].data)[0].getFirstPropertyValue("summary")).toBe("Second try");
  });

  it("deletes an object, also when it changed there meanwhile; deleting it again is fine", async () => {
    const ev = event();
    const created = await createCaldavObject(account, ev.uid, ics(ev));
    const edited = await fetch(created.href, { method: "PUT", body: ics({ ...ev, title: "Edited elsewhere" }),
      headers: { ...auth(), "Content-Type": "text/calendar; charset=utf-8" } });
    await edited.body?.cancel();
    await deleteCaldavObject(account, created);
    expect(await objects()).toHaveLength(0);
    await expect(deleteCaldavObject(account, created)).resolves.toBeUndefined();
    await expect(deleteCaldavObject(account, { href: created.href, etag: null })).resolves.toBeUndefined();
  });

  it("answers a wrong password with a CaldavError of status 401 that does not tell the password", async () => {
    const ev = event();
    const wrong = { ...account, password: "n0t-the-Secret-42" };
    const err = await createCaldavObject(wrong, ev.uid, ics(ev)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CaldavError);
    expect((err as CaldavError).status).toBe(401);
    expect((err as CaldavError).message).toMatch(/401/);
    expect((err as CaldavError).message).not.toContain(wrong.password);
    expect((err as CaldavError).message).not.toContain(account.password);
    const del = await deleteCaldavObject(wrong, { href: `${account.url}${ev.uid}.ics`, etag: '"x"' }).catch((e: unknown) => e);
    expect((del as CaldavError).status).toBe(401);
    expect(await objects()).toHaveLength(0);
  });

  it("answers an unreachable server with a CaldavError without a status", async () => {
    const err = await createCaldavObject({ ...account, url: "http://127.0.0.1:9/cal/" }, "x", "BEGIN:VCALENDAR\r\n").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CaldavError);
    expect((err as CaldavError).status).toBeUndefined();
    expect((err as CaldavError).message).not.toContain(account.password);
  });

  it("keeps a series with an override and an EXDATE in one resource, which the server expands in its zone", async () => {
    const series = event({ title: "Weekly review", isRecurring: true, recurrenceRule: "FREQ=WEEKLY;COUNT=10",
      startTime: new Date("2026-03-17T09:00:00Z"), endTime: new Date("2026-03-17T09:30:00Z"),
      exDates: [new Date("2026-03-24T09:00:00Z")] });
    const override = event({ uid: series.uid, parentEventId: series.id, title: "Weekly review (Thursday)",
      recurrenceId: new Date("2026-04-07T08:00:00Z"),
      startTime: new Date("2026-04-09T12:00:00Z"), endTime: new Date("2026-04-09T12:30:00Z") });
    const created = await createCaldavObject(account, series.uid, ics(series, [override]));
    const all = await objects();
    expect(all).toHaveLength(1);
    const [master, exception] = vevents(all[0].data);
    expect(master.getFirstPropertyValue("uid")).toBe(exception.getFirstPropertyValue("uid"));
    expect(master.getFirstPropertyValue("rrule")!.toString()).toBe("FREQ=WEEKLY;COUNT=10");
    expect((master.getFirstPropertyValue("exdate") as ICAL.Time).toJSDate().toISOString()).toBe("2026-03-24T09:00:00.000Z");
    expect((exception.getFirstPropertyValue("recurrence-id") as ICAL.Time).toJSDate().toISOString()).toBe("2026-04-07T08:00:00.000Z");
    expect(exception.getFirstPropertyValue("summary")).toBe("Weekly review (Thursday)");

    // the server's own time-range filter: the EXDATE'd week has nothing, the moved occurrence is on the Thursday
    expect(await objects({ start: "2026-03-24T00:00:00Z", end: "2026-03-25T00:00:00Z" })).toHaveLength(0);
    expect(await objects({ start: "2026-04-07T00:00:00Z", end: "2026-04-08T00:00:00Z" })).toHaveLength(0);
    expect((await objects({ start: "2026-04-09T11:00:00Z", end: "2026-04-09T13:00:00Z" })).map((o) => o.url)).toEqual([created.href]);
    // 10:00 Berlin after the change to summer time is 08:00Z: an hour after it, nothing
    expect((await objects({ start: "2026-04-14T07:59:00Z", end: "2026-04-14T08:01:00Z" })).map((o) => o.url)).toEqual([created.href]);
    expect(await objects({ start: "2026-04-14T08:45:00Z", end: "2026-04-14T09:15:00Z" })).toHaveLength(0);
  });
});
