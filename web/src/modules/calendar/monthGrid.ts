/** A month as the month view shows it: its year and its month (0 for January). */
export interface VisibleMonth {
  year: number;
  month: number;
}

/** The month of a moment, in the browser's zone. */
export function monthOf(date: Date): VisibleMonth {
  return { year: date.getFullYear(), month: date.getMonth() };
}

/** The month `delta` months after (or before) `m`. */
export function addMonths(m: VisibleMonth, delta: number): VisibleMonth {
  const d = new Date(m.year, m.month + delta, 1);
  return monthOf(d);
}

/**
 * The days the month view shows: whole weeks around the month (starting on `weekStart`, 0 Sunday ... 6 Saturday;
 * Monday unless told), as local midnights, and the range they cover, [from, to) (the local midnight after the last day).
 */
export function visibleDays(m: VisibleMonth, weekStart = 1): { days: Date[]; from: Date; to: Date } {
  const first = new Date(m.year, m.month, 1);
  const lead = (first.getDay() - weekStart + 7) % 7;
  const last = new Date(m.year, m.month + 1, 0);
  const trail = 6 - ((last.getDay() - weekStart + 7) % 7);
  const count = lead + last.getDate() + trail;
  // built from calendar fields, so a day is a day across a daylight-saving change
  const days = Array.from({ length: count }, (_, i) => new Date(m.year, m.month, 1 - lead + i));
  return { days, from: days[0], to: new Date(m.year, m.month, 1 - lead + count) };
}

/** A local day as 'YYYY-MM-DD'. */
export function dayKey(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** Whether an occurrence [start, end) shows on the local day starting at `day`: it overlaps it, or starts in it. */
export function isOnDay(start: Date, end: Date, day: Date): boolean {
  const dayEnd = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
  if (start >= dayEnd) return false;
  return end > day || (start >= day && end.getTime() <= start.getTime());
}
