/**
 * Local times across daylight-saving changes, by RFC 5545's rule (§3.3.5) in every zone: a local time that falls in a
 * gap (the spring change) takes the offset before the gap, so 02:30 becomes 03:30 of the new offset; a local time that
 * happens twice (the fall change) is its first occurrence. Checked for New York (the change at 02:00 local) and Berlin
 * (02:00 -> 03:00 and 03:00 -> 02:00), for a day's wall-clock times (common/timezone's instantOn: all-day events, due
 * days), for recurring series expanded through the API, and for one occurrence in the gap edited on its own.
 */
import { instantOn } from "@common/timezone";
import { eachTestWithTenant, rest, type Session, type TestApp } from "../../../../test/harness";
import { localInstant } from "../calendar.zones";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

/** The wall clock of an instant in a zone, "YYYY-MM-DD HH:MM" with the zone's abbreviation-free offset. */
const wall = (iso: string | Date, timeZone: string) => new Intl.DateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit",
  hour: "2-digit", minute: "2-digit", timeZoneName: "longOffset" }).format(new Date(iso));

const CASES = [
  // zone, day, local time, the instant RFC 5545 gives it, why
  { zone: "America/New_York", day: "2026-03-08", h: 2, mi: 30, utc: "2026-03-08T07:30:00.000Z", shown: "2026-03-08 03:30 GMT−04:00", what: "spring gap" },
  { zone: "Europe/Berlin", day: "2026-03-29", h: 2, mi: 30, utc: "2026-03-29T01:30:00.000Z", shown: "2026-03-29 03:30 GMT+02:00", what: "spring gap" },
  { zone: "America/New_York", day: "2026-11-01", h: 1, mi: 30, utc: "2026-11-01T05:30:00.000Z", shown: "2026-11-01 01:30 GMT−04:00", what: "fall overlap" },
  { zone: "Europe/Berlin", day: "2026-10-25", h: 2, mi: 30, utc: "2026-10-25T00:30:00.000Z", shown: "2026-10-25 02:30 GMT+02:00", what: "fall overlap" },
];

describe("one rule for every zone", () => {
  it.each(CASES)("$zone, $what: $day $h:$mi is $utc", ({ zone, day, h, mi, utc, shown }) => {
    expect(instantOn(day, zone, h, mi).toISOString()).toBe(utc);
    expect(new Date(localInstant(zone, Date.parse(`${day}T${String(h).padStart(2, "0")}:${mi}:00Z`))).toISOString()).toBe(utc);
    expect(wall(utc, zone)).toBe(shown);
  });

  it("leaves ordinary times and the hours next to a change as they are", () => {
    expect(instantOn("2026-03-08", "America/New_York", 1, 59).toISOString()).toBe("2026-03-08T06:59:00.000Z");
    expect(instantOn("2026-03-08", "America/New_York", 3, 0).toISOString()).toBe("2026-03-08T07:00:00.000Z");
    expect(instantOn("2026-03-29", "Europe/Berlin", 3, 0).toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(instantOn("2026-10-25", "Europe/Berlin", 3, 0).toISOString()).toBe("2026-10-25T02:00:00.000Z");
    expect(instantOn("2026-11-01", "America/New_York", 2, 0).toISOString()).toBe("2026-11-01T07:00:00.000Z");
    expect(instantOn("2026-07-01", "Europe/Berlin").toISOString()).toBe("2026-06-30T22:00:00.000Z");
  });
});

async function occurrences(from: string, to: string) {
  const r = await rest(t.app, a, "GET", `/api/calendar?from=${from}&to=${to}`);
  expect(r.status).toBe(200);
  return (r.body as { startTime: string; endTime: string }[]).map((o) => o.startTime);
}

describe("recurring series", () => {
  it.each([
    { zone: "America/New_York", first: "2026-03-06T07:30:00Z", from: "2026-03-06", to: "2026-03-11",
      starts: ["2026-03-06T07:30:00.000Z", "2026-03-07T07:30:00.000Z", "2026-03-08T07:30:00.000Z", "2026-03-09T06:30:00.000Z", "2026-03-10T06:30:00.000Z"] },
    { zone: "Europe/Berlin", first: "2026-03-27T01:30:00Z", from: "2026-03-27", to: "2026-04-01",
      starts: ["2026-03-27T01:30:00.000Z", "2026-03-28T01:30:00.000Z", "2026-03-29T01:30:00.000Z", "2026-03-30T00:30:00.000Z", "2026-03-31T00:30:00.000Z"] },
  ])("a daily 02:30 in $zone is at 03:30 on the day of the spring gap, and at 02:30 again after it", async ({ zone, first, from, to, starts }) => {
    const e = (await rest(t.app, a, "POST", "/api/calendar", { title: "Backup", startTime: first, endTime: new Date(Date.parse(first) + 15 * 60_000).toISOString(),
      timeZone: zone, isRecurring: true, recurrenceRule: "FREQ=DAILY;INTERVAL=1" })).body;
    const got = await occurrences(from, to);
    expect(got).toEqual(starts);
    expect(got.map((s) => wall(s, zone).slice(11, 16))).toEqual(["02:30", "02:30", "03:30", "02:30", "02:30"]);
    // the occurrence in the gap is one of the series: edited on its own ("this event") at the instant the series gives it
    const gap = starts[2];
    const edited = await rest(t.app, a, "PUT", `/api/calendar/${e.id}?occurrence=${gap}&scope=this`, { title: "Backup (moved)" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ startTime: gap, recurrenceId: gap });
  });

  it.each([
    { zone: "America/New_York", first: "2026-10-30T05:30:00Z", local: "01:30", from: "2026-10-30", to: "2026-11-04",
      starts: ["2026-10-30T05:30:00.000Z", "2026-10-31T05:30:00.000Z", "2026-11-01T05:30:00.000Z", "2026-11-02T06:30:00.000Z", "2026-11-03T06:30:00.000Z"] },
    { zone: "Europe/Berlin", first: "2026-10-23T00:30:00Z", local: "02:30", from: "2026-10-23", to: "2026-10-28",
      starts: ["2026-10-23T00:30:00.000Z", "2026-10-24T00:30:00.000Z", "2026-10-25T00:30:00.000Z", "2026-10-26T01:30:00.000Z", "2026-10-27T01:30:00.000Z"] },
  ])("a daily $local in $zone happens once on the day of the fall change, at its first occurrence", async ({ zone, first, local, from, to, starts }) => {
    await rest(t.app, a, "POST", "/api/calendar", { title: "Night job", startTime: first, endTime: new Date(Date.parse(first) + 15 * 60_000).toISOString(),
      timeZone: zone, isRecurring: true, recurrenceRule: "FREQ=DAILY;INTERVAL=1" });
    const got = await occurrences(from, to);
    expect(got).toEqual(starts);
    expect(got.map((s) => wall(s, zone).slice(11, 16))).toEqual([local, local, local, local, local]);
  });
});

describe("single events", () => {
  it("an all-day event on the day of either change starts and ends at midnight of its zone, in both zones", async () => {
    for (const [zone, day, next] of [["America/New_York", "2026-03-08", "2026-03-09"], ["Europe/Berlin", "2026-03-29", "2026-03-30"],
      ["America/New_York", "2026-11-01", "2026-11-02"], ["Europe/Berlin", "2026-10-25", "2026-10-26"]]) {
      const e = (await rest(t.app, a, "POST", "/api/calendar", { title: "Change day", startTime: `${day}T12:00:00Z`, endTime: `${day}T13:00:00Z`, isAllDay: true, timeZone: zone })).body;
      expect(e.startTime).toBe(instantOn(day, zone).toISOString());
      expect(e.endTime).toBe(instantOn(next, zone).toISOString());
      expect(wall(e.startTime, zone).slice(0, 16)).toBe(`${day} 00:00`);
      expect(wall(e.endTime, zone).slice(0, 16)).toBe(`${next} 00:00`);
    }
  });
});
