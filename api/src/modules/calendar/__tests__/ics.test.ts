/**
 * The iCalendar text of events, read back with ical.js (the parser calendar clients built on the web use): recurrence
 * expanded across DST changes with the VTIMEZONEs we write, EXDATEs and overrides, escaping and folding of anything a
 * user can type, and the headers of invitations, cancellations and the feed.
 */
import ICAL from "ical.js";
import type { CalendarEvent } from "../../../generated/prisma/client";
import { calendarIcs, calendarObjectIcs, type CalendarObject, type IcsPerson } from "../calendar.ics";


let seq = 0;
function row(over: Partial<CalendarEvent> = {}): CalendarEvent {
  seq++;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
    userId: "00000000-0000-4000-8000-000000000000",
    clientId: null,
    projectId: null,
    title: "Weekly check-in",
    description: null,
    startTime: new Date("2026-02-10T09:00:00Z"),
    endTime: new Date("2026-02-10T10:00:00Z"),
    isAllDay: false,
    location: null,
    type: "meeting",
    externalCalendarId: null,
    externalCalendarType: null,
    meetingLink: null,
    attendeeEmails: [],
    recurrenceRule: null,
    parentEventId: null,
    isRecurring: false,
    invitationsSent: false,
    invitedSequence: null,
    invitationDeliveries: {},
    invitationFailures: [],
    attendeeResponses: {},
    invitedSnapshot: null,
    reminderEmailError: null,
    reminderMinutes: 15,
    status: "confirmed",
    visibility: "private",
    color: "#1976d2",
    timeZone: "Europe/Berlin",
    uid: `uid-${seq}`,
    sequence: 0,
    recurrenceId: null,
    exDates: [],
    reminderDueAt: null,
    reminderOccurrenceAt: null,
    reminderClaimedAt: null,
    invitedEmails: [],
    caldavHref: null,
    caldavEtag: null,
    syncedAt: null,
    syncError: null,
    meetingPlatform: null,
    meetingId: null,
    createdAt: new Date("2026-01-05T12:00:00Z"),
    updatedAt: new Date("2026-01-06T12:00:00Z"),
    ...over,
  };
}

const weekly = (over: Partial<CalendarEvent> = {}) => row({ isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1", ...over });
const single = (series: CalendarEvent, overrides: CalendarEvent[] = []): CalendarObject => ({ series, overrides });

function parse(ics: string) {
  const vcal = new ICAL.Component(ICAL.parse(ics));
  return { vcal, vevents: vcal.getAllSubcomponents("vevent") };
}

/** The series' occurrences (with overrides applied) up to `until`, as UTC ISO instants. */
function occurrences(ics: string, until: string, max = 2000): { start: string; end: string; summary: string }[] {
  const { vevents } = parse(ics);
  const master = vevents.find((v) => !v.hasProperty("recurrence-id"))!;
  const event = new ICAL.Event(master, { exceptions: vevents.filter((v) => v.hasProperty("recurrence-id")) });
  const it = event.iterator();
  const out: { start: string; end: string; summary: string }[] = [];
  const limit = new Date(until).getTime();
  for (let next = it.next(); next && out.length < max; next = it.next()) {
    const d = event.getOccurrenceDetails(next);
    const start = d.startDate.toJSDate();
    if (next.toJSDate().getTime() > limit) break;
    out.push({ start: start.toISOString(), end: d.endDate.toJSDate().toISOString(), summary: d.item.summary });
  }
  return out;
}

describe("recurrence across DST changes (Europe/Berlin)", () => {
  it("keeps a weekly 10:00 series at 10:00 Berlin time through the March and October changes", () => {
    const ics = calendarObjectIcs(single(weekly()), {});
    const occ = occurrences(ics, "2026-12-31T00:00:00Z");
    expect(occ).toHaveLength(47);
    const starts = occ.map((o) => o.start);
    expect(starts[0]).toBe("2026-02-10T09:00:00.000Z");
    // the last Tuesday before the change on 29 March, and the first after
    expect(starts).toContain("2026-03-24T09:00:00.000Z");
    expect(starts).toContain("2026-03-31T08:00:00.000Z");
    // and around the change back on 25 October
    expect(starts).toContain("2026-10-20T08:00:00.000Z");
    expect(starts).toContain("2026-10-27T09:00:00.000Z");
    for (const o of occ) {
      const summer = o.start >= "2026-03-29" && o.start < "2026-10-25";
      expect(o.start.slice(11, 19)).toBe(summer ? "08:00:00" : "09:00:00");
      expect(new Date(o.end).getTime() - new Date(o.start).getTime()).toBe(3_600_000);
    }
  });

  it("writes the times as Berlin wall-clock times with a TZID and a VTIMEZONE", () => {
    const ics = calendarObjectIcs(single(weekly()), {});
    expect(ics).toContain("DTSTART;TZID=Europe/Berlin:20260210T100000\r\n");
    expect(ics).toContain("DTEND;TZID=Europe/Berlin:20260210T110000\r\n");
    expect(ics).toContain("RRULE:FREQ=WEEKLY;INTERVAL=1\r\n");
    const { vcal } = parse(ics);
    const [tz] = vcal.getAllSubcomponents("vtimezone");
    expect(tz.getFirstPropertyValue("tzid")).toBe("Europe/Berlin");
    expect(tz.getFirstPropertyValue("x-lic-location")).toBe("Europe/Berlin");
    const daylight = tz.getAllSubcomponents("daylight").map((c) => String(c.getFirstPropertyValue("dtstart")));
    expect(daylight).toContain("2026-03-29T02:00:00");
    const standard = tz.getAllSubcomponents("standard").map((c) => String(c.getFirstPropertyValue("dtstart")));
    expect(standard).toContain("2026-10-25T03:00:00");
    const march = tz.getAllSubcomponents("daylight").find((c) => String(c.getFirstPropertyValue("dtstart")) === "2026-03-29T02:00:00")!;
    expect(march.getFirstProperty("tzoffsetfrom")!.toICALString()).toBe("TZOFFSETFROM:+0100");
    expect(march.getFirstProperty("tzoffsetto")!.toICALString()).toBe("TZOFFSETTO:+0200");
    expect(march.getFirstPropertyValue("tzname")).toBe("CEST");
  });

  it("keeps a monthly series at 10:00 Berlin time through the year", () => {
    const ics = calendarObjectIcs(single(row({
      isRecurring: true, recurrenceRule: "FREQ=MONTHLY;COUNT=12",
      startTime: new Date("2026-01-15T09:00:00Z"), endTime: new Date("2026-01-15T09:30:00Z"),
    })), {});
    const starts = occurrences(ics, "2027-12-31T00:00:00Z").map((o) => o.start);
    expect(starts).toEqual([
      "2026-01-15T09:00:00.000Z", "2026-02-15T09:00:00.000Z", "2026-03-15T09:00:00.000Z",
      "2026-04-15T08:00:00.000Z", "2026-05-15T08:00:00.000Z", "2026-06-15T08:00:00.000Z",
      "2026-07-15T08:00:00.000Z", "2026-08-15T08:00:00.000Z", "2026-09-15T08:00:00.000Z",
      "2026-10-15T08:00:00.000Z", "2026-11-15T09:00:00.000Z", "2026-12-15T09:00:00.000Z",
    ]);
  });

  it("keeps an open-ended series right years after the transitions written out (the zone's yearly rules continue them)", () => {
    const berlin = occurrences(calendarObjectIcs(single(weekly()), {}), "2036-12-31T00:00:00Z", 600).map((o) => o.start);
    expect(berlin).toContain("2036-03-25T09:00:00.000Z");
    expect(berlin).toContain("2036-04-01T08:00:00.000Z");
    expect(berlin).toContain("2036-10-21T08:00:00.000Z");
    expect(berlin).toContain("2036-10-28T09:00:00.000Z");
    // New York's changes are the second Sunday of March and the first of November
    const ny = occurrences(calendarObjectIcs(single(weekly({
      timeZone: "America/New_York", startTime: new Date("2026-01-05T14:00:00Z"), endTime: new Date("2026-01-05T15:00:00Z"),
    })), {}), "2036-12-31T00:00:00Z", 600).map((o) => o.start);
    expect(ny).toContain("2036-03-03T14:00:00.000Z");
    expect(ny).toContain("2036-03-10T13:00:00.000Z");
    expect(ny).toContain("2036-10-27T13:00:00.000Z");
    expect(ny).toContain("2036-11-03T14:00:00.000Z");
  });

  it("writes a zone without changes as one STANDARD with its offset", () => {
    const ics = calendarObjectIcs(single(weekly({
      timeZone: "Asia/Kolkata", startTime: new Date("2026-02-10T04:30:00Z"), endTime: new Date("2026-02-10T05:30:00Z"),
    })), {});
    expect(ics).toContain("DTSTART;TZID=Asia/Kolkata:20260210T100000\r\n");
    const [tz] = parse(ics).vcal.getAllSubcomponents("vtimezone");
    expect(tz.getAllSubcomponents("daylight")).toHaveLength(0);
    const standard = tz.getAllSubcomponents("standard");
    expect(standard).toHaveLength(1);
    expect(standard[0].getFirstProperty("tzoffsetto")!.toICALString()).toBe("TZOFFSETTO:+0530");
    expect(occurrences(ics, "2026-08-01T00:00:00Z").every((o) => o.start.endsWith("T04:30:00.000Z"))).toBe(true);
  });

  it("writes UTC times in the Z form, without TZID or VTIMEZONE", () => {
    const ics = calendarObjectIcs(single(weekly({ timeZone: "Etc/UTC" })), {});
    expect(ics).toContain("DTSTART:20260210T090000Z\r\n");
    expect(ics).not.toContain("TZID");
    expect(ics).not.toContain("VTIMEZONE");
    expect(occurrences(ics, "2026-07-01T00:00:00Z").every((o) => o.start.endsWith("T09:00:00.000Z"))).toBe(true);
  });

  it("gives UNTIL the UTC form, reading a local UNTIL in the event's zone", () => {
    const ics = calendarObjectIcs(single(weekly({ recurrenceRule: "FREQ=WEEKLY;UNTIL=20260331T100000" })), {});
    expect(ics).toContain("RRULE:FREQ=WEEKLY;UNTIL=20260331T080000Z\r\n");
    const starts = occurrences(ics, "2027-01-01T00:00:00Z").map((o) => o.start);
    expect(starts.at(-1)).toBe("2026-03-31T08:00:00.000Z");
    expect(starts).toHaveLength(8);
    // a DATE UNTIL of a timed series: through that day
    const byDay = calendarObjectIcs(single(weekly({ recurrenceRule: "FREQ=WEEKLY;UNTIL=20260331" })), {});
    expect(byDay).toContain("UNTIL=20260331T215959Z");
  });
});

describe("years RFC 5545 cannot write", () => {
  it("writes a time past 9999 or before 1000 (a row stored before the date checks) at the nearest one it can, in the basic form", () => {
    const ics = calendarObjectIcs(single(weekly({
      timeZone: "America/New_York", recurrenceRule: "FREQ=DAILY;UNTIL=99991231",
      startTime: new Date("1000-01-01T00:00:00Z"), endTime: new Date("1000-01-01T01:00:00Z"),
    })), {});
    // 23:59:59 on 31 December 9999 in New York is in the year 10000 in UTC; midnight UTC on 1 January 1000 is in 999 there
    expect(ics).toContain("RRULE:FREQ=DAILY;UNTIL=99991231T235959Z\r\n");
    expect(ics).toContain("DTSTART;TZID=America/New_York:10000101T000000\r\n");
    expect(ics).toContain("DTEND;TZID=America/New_York:10000101T000000\r\n");
    const v = parse(ics).vevents[0];
    expect(String(v.getFirstPropertyValue("dtstart"))).toBe("1000-01-01T00:00:00");
  });
});

describe("EXDATE and overrides", () => {
  it("removes a deleted occurrence", () => {
    const series = weekly({ exDates: [new Date("2026-02-24T09:00:00Z"), new Date("2026-04-07T08:00:00Z")] });
    const ics = calendarObjectIcs(single(series), {});
    expect(ics).toContain("EXDATE;TZID=Europe/Berlin:20260224T100000\r\n");
    expect(ics).toContain("EXDATE;TZID=Europe/Berlin:20260407T100000\r\n");
    const starts = occurrences(ics, "2026-05-01T00:00:00Z").map((o) => o.start);
    expect(starts).not.toContain("2026-02-24T09:00:00.000Z");
    expect(starts).not.toContain("2026-04-07T08:00:00.000Z");
    expect(starts).toContain("2026-02-17T09:00:00.000Z");
    expect(starts).toContain("2026-04-14T08:00:00.000Z");
    expect(starts).toHaveLength(10);
  });

  it("replaces an occurrence by its override (RECURRENCE-ID), with the override's own time and title", () => {
    const series = weekly({ uid: "series-uid@localhost" });
    const override = row({
      uid: "series-uid@localhost", parentEventId: series.id, recurrenceId: new Date("2026-04-14T08:00:00Z"), title: "Moved check-in",
      startTime: new Date("2026-04-15T12:00:00Z"), endTime: new Date("2026-04-15T13:30:00Z"), sequence: 2,
    });
    const ics = calendarObjectIcs(single(series, [override]), {});
    expect(ics).toContain("RECURRENCE-ID;TZID=Europe/Berlin:20260414T100000\r\n");
    const { vevents } = parse(ics);
    expect(vevents).toHaveLength(2);
    expect(vevents.map((v) => v.getFirstPropertyValue("uid"))).toEqual(["series-uid@localhost", "series-uid@localhost"]);
    const occ = occurrences(ics, "2026-05-01T00:00:00Z");
    expect(occ.find((o) => o.start.startsWith("2026-04-14"))).toBeUndefined();
    expect(occ.find((o) => o.start.startsWith("2026-04-15"))).toEqual({
      start: "2026-04-15T12:00:00.000Z", end: "2026-04-15T13:30:00.000Z", summary: "Moved check-in",
    });
    expect(occ.filter((o) => o.summary === "Weekly check-in")).toHaveLength(11);
  });
});

describe("text", () => {
  it("folds long lines at 75 octets without splitting a character, and the title round-trips exactly", () => {
    const title = [..."Ünïcødé 🎉 会议 — Planung für Q3 ✓ ".repeat(8)].slice(0, 200).join("");
    expect([...title]).toHaveLength(200);
    const ics = calendarObjectIcs(single(row({ title })), {});
    const bytes = Buffer.from(ics, "utf8");
    const decoder = new TextDecoder("utf-8", { fatal: true });
    let startOfLine = 0;
    for (let i = 0; i < bytes.length; i++) {
      if (bytes[i] === 0x0d) {
        expect(bytes[i + 1]).toBe(0x0a);
        const line = bytes.subarray(startOfLine, i);
        expect(line.length).toBeLessThanOrEqual(75);
        expect(() => decoder.decode(line)).not.toThrow();
        startOfLine = i + 2;
      } else if (bytes[i] === 0x0a) {
        expect(bytes[i - 1]).toBe(0x0d);
      }
    }
    expect(startOfLine).toBe(bytes.length);
    expect(parse(ics).vevents[0].getFirstPropertyValue("summary")).toBe(title);
  });

  it("escapes ; , \\ and line breaks, so they round-trip", () => {
    const title = "Plan; review, ship \\ repeat\nsecond line";
    const description = "a:b;c,d\\e\r\nnext\rline";
    const location = "Room 1; Floor 2, \"HQ\": Berlin";
    const ics = calendarObjectIcs(single(row({ title, description, location, type: "call,internal" })), {});
    expect(ics).toContain("SUMMARY:Plan\\; review\\, ship \\\\ repeat\\nsecond line\r\n");
    const v = parse(ics).vevents[0];
    expect(v.getFirstPropertyValue("summary")).toBe(title);
    expect(v.getFirstPropertyValue("description")).toBe("a:b;c,d\\e\nnext\nline");
    expect(v.getFirstPropertyValue("location")).toBe(location);
    expect(v.getFirstProperty("categories")!.getValues()).toEqual(["call,internal"]);
  });

  it("cannot be made to add a property or a component by a line break in a title", () => {
    const title = "Hi\r\nATTENDEE:mailto:evil@example.com\r\nEND:VEVENT\r\nBEGIN:VEVENT\nUID:x";
    const ics = calendarObjectIcs(single(row({ title, description: "x\rORGANIZER:mailto:evil@example.com" })), {});
    const lines = ics.split("\r\n");
    expect(lines.filter((l) => /^(ATTENDEE|ORGANIZER|UID|BEGIN:VEVENT|END:VEVENT)/.test(l))).toEqual(["BEGIN:VEVENT", expect.stringMatching(/^UID:uid-/), "END:VEVENT"]);
    const { vevents } = parse(ics);
    expect(vevents).toHaveLength(1);
    expect(vevents[0].getAllProperties("attendee")).toHaveLength(0);
    expect(vevents[0].getAllProperties("organizer")).toHaveLength(0);
    expect(vevents[0].getFirstPropertyValue("summary")).toBe("Hi\nATTENDEE:mailto:evil@example.com\nEND:VEVENT\nBEGIN:VEVENT\nUID:x");
  });

  it("appends the meeting link to the description, and uses it as the location when there is none", () => {
    const ics = calendarObjectIcs(single(row({ description: "Agenda", meetingLink: "https://meet.example.com/abc-def" })), {});
    const v = parse(ics).vevents[0];
    expect(v.getFirstPropertyValue("description")).toBe("Agenda\nJoin: https://meet.example.com/abc-def");
    expect(v.getFirstPropertyValue("location")).toBe("https://meet.example.com/abc-def");
    expect(v.getFirstPropertyValue("url")).toBe("https://meet.example.com/abc-def");
    const withRoom = parse(calendarObjectIcs(single(row({ location: "Office", meetingLink: "https://meet.example.com/x" })), {})).vevents[0];
    expect(withRoom.getFirstPropertyValue("location")).toBe("Office");
    expect(withRoom.getFirstPropertyValue("description")).toBe("Join: https://meet.example.com/x");
  });

  it("writes the status, transparency, category and class", () => {
    const v = parse(calendarObjectIcs(single(row({ status: "tentative", type: "call", visibility: "public" })), {})).vevents[0];
    expect(v.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(v.getFirstPropertyValue("transp")).toBe("OPAQUE");
    expect(v.getFirstPropertyValue("categories")).toBe("call");
    expect(v.getFirstPropertyValue("class")).toBe("PUBLIC");
    expect(String(v.getFirstPropertyValue("created"))).toBe("2026-01-05T12:00:00Z");
    expect(String(v.getFirstPropertyValue("last-modified"))).toBe("2026-01-06T12:00:00Z");
    expect(v.getFirstProperty("dtstamp")!.toICALString()).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(parse(calendarObjectIcs(single(row()), {})).vevents[0].getFirstPropertyValue("class")).toBe("PRIVATE");
  });
});

describe("headers", () => {
  it("writes an invitation (METHOD:REQUEST) with its organizer and attendees asked to reply", () => {
    // a name a parameter value cannot hold as it is
    const organizer: IcsPerson = { name: "Mia \"M\"; Studio", email: "mia@studio.example" };
    const ics = calendarObjectIcs(single(row({ attendeeEmails: ["ann@example.com", "bob@example.org", "ANN@example.com", "not an address"], sequence: 3 })),
      { method: "REQUEST", organizer });
    const { vcal, vevents } = parse(ics);
    expect(vcal.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(vcal.getFirstPropertyValue("prodid")).toBe("-//Clientfolio//Calendar//EN");
    expect(vcal.getFirstPropertyValue("version")).toBe("2.0");
    expect(vcal.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    const v = vevents[0];
    const written = v.getFirstProperty("organizer")!;
    expect(written.getFirstValue()).toBe("mailto:mia@studio.example");
    expect(written.getParameter("cn")).toBe("Mia 'M'; Studio");
    const attendees = v.getAllProperties("attendee");
    expect(attendees.map((a) => a.getFirstValue())).toEqual(["mailto:ann@example.com", "mailto:bob@example.org"]);
    for (const a of attendees) {
      expect(a.getParameter("rsvp")).toBe("TRUE");
      expect(a.getParameter("partstat")).toBe("NEEDS-ACTION");
      expect(a.getParameter("role")).toBe("REQ-PARTICIPANT");
    }
    expect(v.getFirstPropertyValue("sequence")).toBe(3);
    expect(v.getFirstPropertyValue("uid")).toMatch(/^uid-\d+$/);
  });

  it("writes a caret in a name as it is, which parsers with and without RFC 6868 read alike", () => {
    const ics = calendarObjectIcs(single(row()), { method: "REQUEST", organizer: { name: "Studio ^x", email: "mia@studio.example" } });
    // "^^" would be one caret to ical.js and libical but two to vobject (Radicale's parser)
    expect(ics.replace(/\r\n /g, "")).toMatch(/^ORGANIZER;CN=("?)Studio \^x\1:mailto:mia@studio\.example\r$/m);
    expect(parse(ics).vevents[0].getFirstProperty("organizer")!.getParameter("cn")).toBe("Studio ^x");
  });

  it("writes a cancellation (METHOD:CANCEL) with every VEVENT cancelled at the given SEQUENCE, to the attendees given", () => {
    const series = weekly({ attendeeEmails: ["ann@example.com", "bob@example.org"], sequence: 1 });
    const override = row({ uid: series.uid, parentEventId: series.id, recurrenceId: new Date("2026-02-17T09:00:00Z"),
      startTime: new Date("2026-02-17T10:00:00Z"), endTime: new Date("2026-02-17T11:00:00Z") });
    const { vcal, vevents } = parse(calendarObjectIcs(single(series, [override]),
      { method: "CANCEL", sequence: 2, attendees: ["bob@example.org"], organizer: { email: "mia@studio.example" } }));
    expect(vcal.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(vevents).toHaveLength(2);
    for (const v of vevents) {
      expect(v.getFirstPropertyValue("status")).toBe("CANCELLED");
      expect(v.getFirstPropertyValue("sequence")).toBe(2);
      expect(v.getAllProperties("attendee").map((a) => a.getFirstValue())).toEqual(["mailto:bob@example.org"]);
      expect(v.getFirstProperty("organizer")!.getParameter("cn")).toBeUndefined();
    }
  });

  it("writes no METHOD for a CalDAV object", () => {
    const ics = calendarObjectIcs(single(row()), {});
    expect(ics).not.toMatch(/^METHOD/m);
    expect(parse(ics).vcal.hasProperty("method")).toBe(false);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("writes an all-day event as DATEs with an exclusive end, in its own zone", () => {
    // 10 to 11 March in Auckland: 00:00 local on the 10th is still the 9th in UTC
    const ev = row({ isAllDay: true, timeZone: "Pacific/Auckland",
      startTime: new Date("2026-03-09T11:00:00Z"), endTime: new Date("2026-03-11T11:00:00Z"),
      isRecurring: true, recurrenceRule: "FREQ=WEEKLY;UNTIL=20260323T110000Z", exDates: [new Date("2026-03-16T11:00:00Z")] });
    const ics = calendarObjectIcs(single(ev), {});
    expect(ics).toContain("DTSTART;VALUE=DATE:20260310\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20260312\r\n");
    expect(ics).toContain("RRULE:FREQ=WEEKLY;UNTIL=20260324\r\n");
    expect(ics).toContain("EXDATE;VALUE=DATE:20260317\r\n");
    expect(ics).not.toContain("VTIMEZONE");
    const v = parse(ics).vevents[0];
    const start = v.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe("2026-03-10");
    const event = new ICAL.Event(v);
    const it = event.iterator();
    const days: string[] = [];
    for (let n = it.next(); n; n = it.next()) days.push(n.toString());
    expect(days).toEqual(["2026-03-10", "2026-03-24"]);
  });

  it("writes the feed's headers and one VTIMEZONE per zone", async () => {
    const ics = await calendarIcs([
      single(weekly()),
      single(row({ startTime: new Date("2026-06-01T07:00:00Z"), endTime: new Date("2026-06-01T08:00:00Z") })),
      single(row({ timeZone: "America/New_York" })),
      single(row({ timeZone: "UTC" })),
    ], { method: "PUBLISH", feedName: "Mia's calendar; work" }, 5 * 1024 * 1024);
    const { vcal, vevents } = parse(ics);
    expect(vcal.getFirstPropertyValue("method")).toBe("PUBLISH");
    // an extension property: ical.js leaves its TEXT escaped
    expect(ics).toContain("X-WR-CALNAME:Mia's calendar\\; work\r\n");
    expect(ics).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n");
    expect(ics).toContain("X-PUBLISHED-TTL:PT1H\r\n");
    expect(vcal.getAllSubcomponents("vtimezone").map((z) => z.getFirstPropertyValue("tzid"))).toEqual(["Europe/Berlin", "America/New_York"]);
    expect(vevents).toHaveLength(4);
    // written in start order: the New York event is the one whose start carries that zone
    const newYork = vevents.find((v) => v.getFirstProperty("dtstart")?.getParameter("tzid") === "America/New_York")!;
    expect((newYork.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe("2026-02-10T09:00:00.000Z");
    expect(String(newYork.getFirstPropertyValue("dtstart"))).toBe("2026-02-10T04:00:00");
    const starts = vevents.map((v) => (v.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});
