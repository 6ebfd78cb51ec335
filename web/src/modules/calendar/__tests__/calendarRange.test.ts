import { weekStartOf, type Weekday } from "@common/calendar-page";
import { RANGE_PAGE_SIZE, weekRangeVariables } from "@common/calendar-range";
import { linkedDay, startOfDay, viewRange, weekStartDay } from "../calendarView";

/**
 * The server answers the calendar's first read of its events in the page's boot data with variables it computes
 * (common/calendar-range.ts); the app takes that answer only when it sends exactly the same. These are the app's own
 * variables (RangeOccurrences: the Week view's [from, to) by viewRange) for this runtime's zone.
 */
const appVariables = (anchor: Date, first: Weekday) => {
  const { from, to } = viewRange("week", anchor, first);
  return { from: from.toISOString(), to: to.toISOString(), count: RANGE_PAGE_SIZE };
};
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const dayText = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

describe("the calendar's first range read, as the server guesses it", () => {
  it("is the app's own for every day of two years and every week start, from the address's ?date=", () => {
    for (let i = 0; i < 2 * 366; i++) {
      const day = new Date(2026, 0, 1 + i);
      for (const first of [0, 1, 6] as Weekday[]) {
        expect(weekRangeVariables(dayText(day), first, zone)).toEqual(appVariables(linkedDay(dayText(day))!, first));
      }
    }
  });

  it("is today's week without a date, or with one that is not a day, as the page reads it", () => {
    const now = new Date();
    for (const date of [null, "2026-02-30", "next week"]) {
      expect(weekRangeVariables(date, 1, zone, now)).toEqual(appVariables(linkedDay(date) ?? startOfDay(now), 1));
    }
  });

  it("starts weeks on the setting's day, else the language's, as the page does", () => {
    expect(weekStartOf("saturday", "en-US")).toBe(6);
    expect(weekStartOf(null, "en-US")).toBe(0);
    expect(weekStartOf(null, "de-DE")).toBe(1);
    expect(weekStartOf("not a day", "not a language!")).toBe(1);
    expect(weekStartDay(null)).toBe(weekStartOf(null, navigator.language));
  });
});
