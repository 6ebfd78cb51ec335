import { RRule } from "rrule";
import { localInstant, zoneOffset } from "./calendar.zones";
import type { CalendarEvent } from "../../generated/prisma/client";

/*
 * Recurrence, expanded in the event's own zone. A rule is a rule of wall-clock times ("every Monday at 10:00 in
 * Europe/Berlin"), so it is expanded on floating times: the series' first start as the wall clock of its zone, written
 * as if it were UTC (rrule's recommended way: no zone arithmetic inside the library), each occurrence then turned back
 * into the instant that wall-clock time is in the zone on its own day. A weekly 10:00 therefore stays 10:00 across
 * the March and October changes, where expanding in UTC would move it by an hour. Overrides (a child row with the
 * occurrence's original start as `recurrenceId`) replace their occurrence, deleted occurrences (`exDates`) are left out.
 */

export interface Occurrence {
  /** the row shown: the series, an override, or a single event */
  event: CalendarEvent;
  start: Date;
  end: Date;
  /** the original start of this occurrence in its series (null for a single event) */
  occurrenceOf: Date | null;
}

/** The most occurrences one range expands to (a daily rule over 13 years). */
const MAX_OCCURRENCES = 5000;
const DAY = 86_400_000;

/** The wall clock of an instant in the zone, as a floating time (a Date whose UTC fields are the wall clock). */
function floating(at: Date, timeZone: string): Date {
  return new Date(at.getTime() + zoneOffset(timeZone, at.getTime()));
}

/** The instant a floating time is in the zone (RFC 5545's rule: in a gap the offset before it, twice the first: localInstant). */
function instant(f: Date, timeZone: string): Date {
  return new Date(localInstant(timeZone, f.getTime()));
}

/** A rule's occurrences on floating times: each start in [lo, hi] in order, until `each` answers false. */
interface Rule {
  between(lo: Date, hi: Date, each: (f: Date) => boolean): void;
}

const STEP_DAYS: Partial<Record<number, number>> = { [RRule.DAILY]: 1, [RRule.WEEKLY]: 7 };

/**
 * The rules the form writes (a frequency and an interval, perhaps COUNT or UNTIL) by arithmetic on the floating start:
 * the first occurrence of a range is computed, not reached by walking from the series' start. Anything else (BYDAY,
 * a month day past the 28th, which some months skip) goes through rrule.
 */
function arithmeticRule(o: Partial<ReturnType<typeof RRule.parseString>>, start: Date): Rule | null {
  const plain = Object.keys(o).every((k) => ["freq", "interval", "count", "until"].includes(k));
  if (!plain || o.freq === undefined) return null;
  const interval = o.interval ?? 1;
  const days = STEP_DAYS[o.freq];
  const monthly = o.freq === RRule.MONTHLY ? 1 : o.freq === RRule.YEARLY ? 12 : 0;
  if (!days && (!monthly || start.getUTCDate() > 28)) return null;
  const nth = (k: number) => days
    ? new Date(start.getTime() + k * interval * days * DAY)
    : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + k * interval * monthly, start.getUTCDate(),
      start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds()));
  // a lower bound of the first index whose occurrence may be at or after `lo`
  const firstFrom = (lo: Date) => {
    if (lo <= start) return 0;
    if (days) return Math.floor((lo.getTime() - start.getTime()) / (interval * days * DAY));
    const months = (lo.getUTCFullYear() - start.getUTCFullYear()) * 12 + lo.getUTCMonth() - start.getUTCMonth();
    return Math.max(0, Math.floor(months / (interval * monthly)) - 1);
  };
  return {
    between(lo, hi, each) {
      for (let k = firstFrom(lo); ; k++) {
        if (o.count !== undefined && o.count !== null && k >= o.count) return;
        const f = nth(k);
        if ((o.until && f > o.until) || f > hi) return;
        if (f >= lo && !each(f)) return;
      }
    },
  };
}

/** The rule of a series, on floating times; UNTIL (an instant, or a day) is made floating too. */
function ruleOf(series: CalendarEvent): Rule | null {
  if (!series.isRecurring || !series.recurrenceRule) return null;
  const zone = series.timeZone;
  const options = RRule.parseString(series.recurrenceRule.replace(/^RRULE:/i, ""));
  if (options.until) {
    const raw = /UNTIL=([0-9TZ]+)/i.exec(series.recurrenceRule)?.[1] ?? "";
    // an UNTIL with Z is an instant; a floating or date UNTIL is already a wall-clock time (a day: its end)
    options.until = raw.endsWith("Z") ? floating(options.until, zone)
      : raw.length === 8 ? new Date(options.until.getTime() + DAY - 1) : options.until;
  }
  const dtstart = floating(series.startTime, zone);
  const fast = arithmeticRule(options, dtstart);
  if (fast) return fast;
  const rule = new RRule({ ...options, dtstart, tzid: null });
  return { between: (lo, hi, each) => { rule.between(lo, hi, true, (f) => each(f)); } };
}

/** Whether the event repeats by a rule this module can expand. */
export function isSeries(e: CalendarEvent): boolean {
  return e.isRecurring && !!e.recurrenceRule && !e.parentEventId;
}

/**
 * The occurrences of a series (with its overrides) or of a single event that overlap [from, to), in start order.
 * An override moved into the range shows even when its original occurrence lies outside it.
 */
export function expandEvent(series: CalendarEvent, overrides: CalendarEvent[], from: Date, to: Date): Occurrence[] {
  const rule = ruleOf(series);
  if (!rule) {
    return series.startTime < to && (series.endTime > from || +series.endTime === +series.startTime && series.startTime >= from)
      ? [{ event: series, start: series.startTime, end: series.endTime, occurrenceOf: null }] : [];
  }
  const zone = series.timeZone;
  const fStart = floating(series.startTime, zone);
  const length = floating(series.endTime, zone).getTime() - fStart.getTime();
  const byOriginal = new Map(overrides.map((o) => [o.recurrenceId!.getTime(), o]));
  const excluded = new Set(series.exDates.map((d) => d.getTime()));
  // floating bounds with a day's margin for the zone's offset, and the length so an occurrence started before `from` counts
  const lo = new Date(floating(from, zone).getTime() - length - DAY);
  const hi = new Date(floating(to, zone).getTime() + DAY);
  const out: Occurrence[] = [];
  let n = 0;
  rule.between(lo, hi, (f) => {
    if (++n > MAX_OCCURRENCES) return false;
    const start = instant(f, zone);
    const key = start.getTime();
    if (excluded.has(key) || byOriginal.has(key)) return true;
    const end = instant(new Date(f.getTime() + length), zone);
    if (start < to && end > from) out.push({ event: series, start, end, occurrenceOf: start });
    return true;
  });
  for (const o of overrides) {
    if (excluded.has(o.recurrenceId!.getTime())) continue;
    if (o.startTime < to && o.endTime > from) out.push({ event: o, start: o.startTime, end: o.endTime, occurrenceOf: o.recurrenceId });
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether `at` is the start of an occurrence of the series (deleted ones and overridden ones included). */
export function isOccurrenceStart(series: CalendarEvent, at: Date): boolean {
  const rule = ruleOf(series);
  if (!rule) return +series.startTime === +at;
  const f = floating(at, series.timeZone);
  let hit = false;
  // an occurrence whose wall-clock time fell in a gap is at a later wall-clock time (02:30 at 03:30): a few hours' margin
  rule.between(new Date(f.getTime() - 3 * 3_600_000), new Date(f.getTime() + 1000), (h) => !(hit = +instant(h, series.timeZone) === +at));
  return hit;
}

/**
 * The first occurrence starting after `after` (overrides with their own times, deleted ones left out), or null when
 * the series has ended. Looks a month ahead, then ten years: never an unbounded walk.
 */
export function nextOccurrence(series: CalendarEvent, overrides: CalendarEvent[], after: Date): Occurrence | null {
  if (!ruleOf(series)) return series.startTime > after ? { event: series, start: series.startTime, end: series.endTime, occurrenceOf: null } : null;
  for (const span of [31 * DAY, 3700 * DAY]) {
    const found = expandEvent(series, overrides, after, new Date(after.getTime() + span)).find((o) => o.start > after);
    if (found) return found;
  }
  return null;
}

/** When the reminder of the next occurrence after `after` is due, and that occurrence's start; null: no reminder. */
export function nextReminder(series: CalendarEvent, overrides: CalendarEvent[], after: Date): { dueAt: Date; occurrenceAt: Date } | null {
  if (series.reminderMinutes <= 0 || series.status === "cancelled") return null;
  const next = nextOccurrence(series, overrides, after);
  return next ? { dueAt: new Date(next.start.getTime() - series.reminderMinutes * 60_000), occurrenceAt: next.start } : null;
}
