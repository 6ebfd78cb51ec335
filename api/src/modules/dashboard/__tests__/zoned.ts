/** Calendar arithmetic in an IANA time zone for the tests (independent of PostgreSQL's). Dates are "YYYY-MM-DD". */
import { calendarDay, instantOn } from "@common/timezone";

/** The instant a local wall time happens in the zone. */
export function zoned(tz: string, date: string, time = "00:00"): Date {
  const [h, mi] = time.split(":").map(Number);
  return instantOn(date, tz, h, mi);
}

export function localDate(tz: string, at = new Date()): string {
  return calendarDay(at, tz);
}

export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export function firstOfMonth(date: string, monthsBack = 0): string {
  const [y, m] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 - monthsBack, 1)).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86400_000);
}

/** Monday of the week of a date. */
export function mondayOf(date: string): string {
  const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((dow + 6) % 7));
}
