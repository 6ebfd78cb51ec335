/** common/day.ts: date-only fields are days (no database). */
import { addDays, dayLabel, dayOf, dayText, endOfDay, isDay, today } from "@common/day";

describe("days", () => {
  it("reads a day as that day, 00:00 UTC as that UTC day and any other instant as its day in the zone", () => {
    expect(dayOf("2026-12-01")).toBe("2026-12-01");
    expect(dayOf(" 2026-12-01 ")).toBe("2026-12-01");
    expect(dayOf("2026-12-01T00:00:00.000Z", "America/New_York")).toBe("2026-12-01");
    expect(dayOf(new Date("2026-12-01T00:00:00Z"), "Pacific/Kiritimati")).toBe("2026-12-01");
    // the start of 1 December in Berlin, as invoices were written
    expect(dayOf("2026-11-30T23:00:00.000Z", "Europe/Berlin")).toBe("2026-12-01");
    // the end of 1 December in Los Angeles, as the task form wrote it
    expect(dayOf("2026-12-02T07:59:59.999Z", "America/Los_Angeles")).toBe("2026-12-01");
    expect(dayOf("2026-12-01T12:00:00+05:30", "UTC")).toBe("2026-12-01");
    // a timestamp without a zone is UTC; an unknown zone counts as UTC
    expect(dayOf("2026-12-01T23:30", "Mars/Base")).toBe("2026-12-01");
    for (const bad of ["2026-02-30", "2026-13-01", "soon", "", "2026-12-01T25:00:00Z", null, 20261201, {}]) expect(dayOf(bad)).toBeNull();
  });

  it("checks, writes out and counts days without a zone", () => {
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2027-02-29")).toBe(false);
    expect(dayText(new Date("2026-12-01T00:00:00Z"))).toBe("2026-12-01");
    expect(dayText(null)).toBeNull();
    expect(dayLabel("2026-12-01")).toBe("Dec 1, 2026");
    expect(dayLabel(new Date("2026-12-01T00:00:00Z"), "long")).toBe("December 1, 2026");
    expect(addDays("2026-01-31", 30)).toBe("2026-03-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("takes today and the end of a day in the workspace's zone, across daylight saving changes", () => {
    const now = new Date("2026-11-29T23:30:00Z");
    expect(today("UTC", now)).toBe("2026-11-29");
    expect(today("Asia/Tokyo", now)).toBe("2026-11-30");
    expect(today("America/New_York", now)).toBe("2026-11-29");
    expect(endOfDay("2026-12-15", "UTC").toISOString()).toBe("2026-12-16T00:00:00.000Z");
    expect(endOfDay("2026-12-15", "America/New_York").toISOString()).toBe("2026-12-16T05:00:00.000Z");
    // 25 October 2026 in Berlin has 25 hours; 8 March 2026 in Los Angeles 23
    expect(endOfDay("2026-10-25", "Europe/Berlin").toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect(endOfDay("2026-03-08", "America/Los_Angeles").toISOString()).toBe("2026-03-09T07:00:00.000Z");
    // the last day a date field takes, and the last of a month and of a year
    expect(endOfDay("9999-12-31", "UTC").toISOString()).toBe("+010000-01-01T00:00:00.000Z");
    expect(endOfDay("9999-12-31", "Pacific/Kiritimati").getTime()).toBe(Date.UTC(9999, 11, 31, 10));
    expect(endOfDay("2028-02-29", "Asia/Tokyo").toISOString()).toBe("2028-02-29T15:00:00.000Z");
    expect(endOfDay("2026-12-31", "America/New_York").toISOString()).toBe("2027-01-01T05:00:00.000Z");
  });
});
