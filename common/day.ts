import { calendarDay, instantOn, safeTimeZone } from "./timezone";

/**
 * Date-only fields (a due date, an issue date, the start and end of a project or contract): one calendar day, never an
 * instant. The database stores a `date`; REST and GraphQL (its `Date` scalar) answer "YYYY-MM-DD"; in memory the day
 * is a Date at 00:00 UTC of that day (what the database driver reads and writes), shown and compared without a zone.
 * Where a time is needed (is it overdue, when does a document expire) the day is taken in the workspace's zone.
 */
export type Day = string;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** "YYYY-MM-DD" of a real calendar day (not 2026-02-30), years 1 to 9999. */
export function isDay(v: unknown): v is Day {
  if (typeof v !== "string" || !DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 1 && d.toISOString().slice(0, 10) === v;
}

/**
 * The day an input names: "YYYY-MM-DD" is that day. An instant (a Date or an ISO timestamp, as older clients send)
 * at exactly 00:00 UTC is that UTC day (how days were written before); any other instant is the day it falls on in the
 * workspace's zone (so the end of a day there, as forms used to send, is that day). null when it names no day.
 */
export function dayOf(v: unknown, timeZone?: string | null): Day | null {
  let at: Date;
  if (v instanceof Date) at = v;
  else if (typeof v === "string") {
    const s = v.trim();
    if (DAY.test(s)) return isDay(s) ? s : null;
    if (!TIMESTAMP.test(s)) return null;
    at = new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(s) ? s : `${s}Z`);
  } else return null;
  if (Number.isNaN(at.getTime())) return null;
  const utcMidnight = at.getTime() % 86_400_000 === 0;
  const day = utcMidnight ? at.toISOString().slice(0, 10) : calendarDay(at, safeTimeZone(timeZone) ?? "UTC");
  return isDay(day) ? day : null;
}

/** The day as the database driver takes it: 00:00 UTC of that day. */
export const dayDate = (day: Day): Date => new Date(`${day}T00:00:00.000Z`);

/** A stored day (00:00 UTC of it) or a day as answered, as "YYYY-MM-DD"; null for none. */
export function dayText(v: Date | string | null | undefined): Day | null {
  if (v == null || v === "") return null;
  if (typeof v === "string") return dayOf(v);
  return Number.isNaN(v.getTime()) ? null : v.toISOString().slice(0, 10);
}

/** Today in the workspace's zone. */
export const today = (timeZone?: string | null, now: Date = new Date()): Day => calendarDay(now, safeTimeZone(timeZone) ?? "UTC");

/** A day `n` days later (earlier when negative). */
export const addDays = (day: Day, n: number): Day => new Date(dayDate(day).getTime() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The first instant after the day, in the workspace's zone: a day lasts until then (an expiry, a deadline). As the
 * day's 24:00, not the next day's 00:00: the last day a date field takes, 9999-12-31, has no next day to write.
 */
export const endOfDay = (day: Day, timeZone?: string | null): Date => instantOn(day, safeTimeZone(timeZone) ?? "UTC", 24);

/** A day written out without a zone: "Dec 1, 2026" (`month: "long"`: "December 1, 2026"). */
export function dayLabel(v: Date | string | null | undefined, month: "short" | "long" = "short"): string | null {
  const day = dayText(v);
  return day ? DAY_LABELS[month].format(dayDate(day)) : null;
}

// made once: building a formatter costs far more than formatting with it (lists and PDFs label many days)
const DAY_LABELS = {
  short: new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }),
  long: new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
};
