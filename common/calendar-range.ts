import type { Weekday } from "./calendar-page";
import { addDays, dayDate, isDay, today, type Day } from "./day";
import { instantOn, safeTimeZone } from "./timezone";

/**
 * The occurrences the calendar's views read per request of their range (web/src/modules/calendar/CalendarRange.tsx; the
 * server's largest page): further pages follow until the range is complete.
 */
export const RANGE_PAGE_SIZE = 100;

const FIRST_DAY = "1000-01-08";
const LAST_DAY = "9999-12-24";

/** The variables of the calendar's range read (CalendarRangeQuery): [from, to) as instants, and its page size. */
export interface RangeVariables {
  from: string;
  to: string;
  count: number;
}

/**
 * The Week view's range read, as the app sends it for a browser in `timeZone` (the page's `?date=`, else today there;
 * weeks starting on `first`): the local midnights starting the week holding that day and the one after it. The server
 * answers it in the calendar's boot data (api/src/modules/calendar/calendar.boot.ts) with what it knows of the
 * browser; the app takes that answer only for exactly the variables it sends (web/src/lib/bootData.ts), and its
 * tests check the two computations agree (calendarRange.test.ts).
 */
export function weekRangeVariables(date: string | null, first: Weekday, timeZone: string | null | undefined, now: Date = new Date()): RangeVariables {
  const zone = safeTimeZone(timeZone) ?? "UTC";
  // a day whose week stays within the years Date writes as YYYY (a week past 9999 has no such instant: today's)
  const anchor: Day = date !== null && isDay(date) && date >= FIRST_DAY && date <= LAST_DAY ? date : today(zone, now);
  const start = addDays(anchor, -((dayDate(anchor).getUTCDay() - first + 7) % 7));
  return { from: instantOn(start, zone).toISOString(), to: instantOn(addDays(start, 7), zone).toISOString(), count: RANGE_PAGE_SIZE };
}
