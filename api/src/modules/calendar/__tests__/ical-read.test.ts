/**
 * Calendar objects as other clients write them, read back into the app's terms: times with an IANA TZID, with a
 * Windows-style TZID and its VTIMEZONE, in UTC, floating and all-day; DURATION instead of DTEND; a series with its
 * EXDATEs, a moved and a cancelled occurrence; what is refused in words; busy periods expanded and merged.
 */
import { busyPeriods, mergePeriods, readCalendarObject } from "../calendar.ical-read";

const cal = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");
const vevent = (...lines: string[]) => ["BEGIN:VEVENT", "UID:u-1@example.com", "DTSTAMP:20300101T000000Z", ...lines, "END:VEVENT"];

const WINDOWS_ZONE = [
  "BEGIN:VTIMEZONE", "TZID:W. Europe Standard Time",
  "BEGIN:STANDARD", "DTSTART:16010101T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10", "END:STANDARD",
  "BEGIN:DAYLIGHT", "DTSTART:16010101T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3", "END:DAYLIGHT",
  "END:VTIMEZONE",
];

describe("readCalendarObject", () => {
  it("reads an IANA TZID in the app's zone tables, and keeps the zone", () => {
    const o = readCalendarObject(cal(...vevent("DTSTART;TZID=Europe/Berlin:20300710T100000", "DTEND;TZID=Europe/Berlin:20300710T113000",
      "SUMMARY:Summer", "LAST-MODIFIED:20300102T030405Z", "SEQUENCE:3")), "UTC");
    expect(o.uid).toBe("u-1@example.com");
    expect(o.master).toMatchObject({ summary: "Summer", start: new Date("2030-07-10T08:00:00Z"), end: new Date("2030-07-10T09:30:00Z"),
      zone: "Europe/Berlin", allDay: false, lastModified: new Date("2030-01-02T03:04:05Z"), sequence: 3, rrule: null });
  });

  it("reads a zone the app does not know by the VTIMEZONE the object carries", () => {
    const o = readCalendarObject(cal(...WINDOWS_ZONE, ...vevent("DTSTART;TZID=W. Europe Standard Time:20300115T090000", "DURATION:PT45M")), "UTC");
    expect(o.master).toMatchObject({ start: new Date("2030-01-15T08:00:00Z"), end: new Date("2030-01-15T08:45:00Z"), zone: null });
  });

  it("reads floating times and dates in the workspace's zone", () => {
    const floating = readCalendarObject(cal(...vevent("DTSTART:20300115T090000", "DTEND:20300115T100000")), "America/New_York");
    expect(floating.master.start).toEqual(new Date("2030-01-15T14:00:00Z"));
    const day = readCalendarObject(cal(...vevent("DTSTART;VALUE=DATE:20300115")), "Europe/Berlin");
    expect(day.master).toMatchObject({ allDay: true, start: new Date("2030-01-14T23:00:00Z"), end: new Date("2030-01-15T23:00:00Z") });
  });

  it("reads a series with its exclusions, a moved occurrence and a cancelled one", () => {
    const o = readCalendarObject(cal(
      ...vevent("DTSTART;TZID=Europe/Berlin:20300304T100000", "DTEND;TZID=Europe/Berlin:20300304T110000", "RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=6",
        "EXDATE;TZID=Europe/Berlin:20300311T100000,20300318T100000"),
      ...vevent("RECURRENCE-ID;TZID=Europe/Berlin:20300325T100000", "DTSTART:20300327T130000Z", "DTEND:20300327T140000Z", "SUMMARY:Moved"),
      ...vevent("RECURRENCE-ID;TZID=Europe/Berlin:20300401T100000", "DTSTART;TZID=Europe/Berlin:20300401T100000", "STATUS:CANCELLED"),
    ), "UTC");
    expect(o.master.rrule).toBe("FREQ=WEEKLY;COUNT=6");
    expect(o.master.exDates).toEqual([new Date("2030-03-11T09:00:00Z"), new Date("2030-03-18T09:00:00Z")]);
    expect(o.overrides.map((v) => [v.recurrenceId, v.summary, v.status])).toEqual([
      [new Date("2030-03-25T09:00:00Z"), "Moved", "confirmed"],
      // after the change to summer time
      [new Date("2030-04-01T08:00:00Z"), "", "cancelled"],
    ]);
  });

  it("refuses in words what it cannot read", () => {
    expect(() => readCalendarObject("not ics", "UTC")).toThrow(/not an iCalendar object/);
    expect(() => readCalendarObject(cal("BEGIN:VTODO", "UID:x", "END:VTODO"), "UTC")).toThrow("no event in it");
    expect(() => readCalendarObject(cal(...vevent("SUMMARY:x")), "UTC")).toThrow("no DTSTART");
    expect(() => readCalendarObject(cal(...vevent("RECURRENCE-ID:20300101T000000Z", "DTSTART:20300101T000000Z")), "UTC")).toThrow("occurrences without their series");
  });
});

describe("busy periods", () => {
  it("expands a series in its zone within the range, leaves out exclusions, cancelled and transparent events, and merges", () => {
    const objects = [
      cal(...vevent("DTSTART;TZID=Europe/Berlin:20300304T100000", "DTEND;TZID=Europe/Berlin:20300304T110000", "RRULE:FREQ=WEEKLY",
        "EXDATE;TZID=Europe/Berlin:20300311T100000")),
      cal(...vevent("DTSTART:20300318T093000Z", "DTEND:20300318T100000Z").map((l) => l.replace("u-1@", "u-2@"))),
      cal(...vevent("DTSTART:20300319T093000Z", "DTEND:20300319T100000Z", "TRANSP:TRANSPARENT").map((l) => l.replace("u-1@", "u-3@"))),
      cal(...vevent("DTSTART:20300320T093000Z", "DTEND:20300320T100000Z", "STATUS:CANCELLED").map((l) => l.replace("u-1@", "u-4@"))),
    ];
    const got = mergePeriods(busyPeriods(objects, new Date("2030-03-10T00:00:00Z"), new Date("2030-04-05T00:00:00Z"), "UTC"));
    expect(got.map((p) => [p.start.toISOString(), p.end.toISOString()])).toEqual([
      ["2030-03-18T09:00:00.000Z", "2030-03-18T10:00:00.000Z"],
      ["2030-03-25T09:00:00.000Z", "2030-03-25T10:00:00.000Z"],
      // 10:00 in Berlin after the change to summer time
      ["2030-04-01T08:00:00.000Z", "2030-04-01T09:00:00.000Z"],
    ]);
  });
});
