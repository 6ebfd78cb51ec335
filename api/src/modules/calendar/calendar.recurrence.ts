import { CALENDAR_END_MS, CALENDAR_MIN_MS, eachOccurrence, parseRule } from "@common/recurrence";
import { ValidationError } from "../../errors";
import { localInstant, zoneOffset } from "./calendar.zones";
import type { CalendarEvent } from "../../generated/prisma/client";

/*
 * Recurrence, expanded in the event's own zone. A rule is a rule of wall-clock times ("every Monday at 10:00 in
 * Europe/Berlin"), so it is expanded on floating times: the series' first start as the wall clock of its zone, written
 * as if it were UTC, each occurrence then turned back into the instant that wall-clock time is in the zone on its own
 * day. A weekly 10:00 therefore stays 10:00 across the March and October changes, where expanding in UTC would move it
 * by an hour. Overrides (a child row with the occurrence's original start as `recurrenceId`) replace their
 * occurrence, deleted occurrences (`exDates`) are left out.
 *
 * The rule itself is expanded by common/recurrence.ts: from the first period that can reach the range (computed, not
 * walked to), within the calendar's dates (1900..2199), never further than the range asked for, and at most
 * MAX_OCCURRENCES per series; a read of many series shares one budget (`OccurrenceBudget`).
 */

export interface Occurrence {
  /** the row shown: the series, an override, or a single event */
  event: CalendarEvent;
  start: Date;
  end: Date;
  /** the original start of this occurrence in its series (null for a single event) */
  occurrenceOf: Date | null;
}

/** The most occurrences one series expands to in one range (a daily rule over 13 years). */
const MAX_OCCURRENCES = 5000;
/** The most occurrences one read answers (REST and GraphQL alike): past it, the caller is asked for a shorter range. */
const MAX_RANGE_OCCURRENCES = 5000;
const TOO_MANY_OCCURRENCES = `The range holds more than ${MAX_RANGE_OCCURRENCES} occurrences: ask for a shorter range`;
const DAY = 86_400_000;

/** What one read may still expand, shared by its series: past it, ValidationError asking for a shorter range. */
export class OccurrenceBudget {
  constructor(public left = MAX_RANGE_OCCURRENCES) {}
  take(): void {
    if (--this.left < 0) throw new ValidationError({ to: TOO_MANY_OCCURRENCES });
  }
}

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

/** The expansion never leaves the calendar's dates (a day's margin for the zones). */
const FLOATING_MIN = CALENDAR_MIN_MS - 2 * DAY;
const FLOATING_MAX = CALENDAR_END_MS + 2 * DAY;

/** The rule of a series, on floating times; UNTIL (an instant, or a day) is made floating too. Null: not a series, or a rule not understood. */
function ruleOf(series: CalendarEvent): Rule | null {
  if (!series.isRecurring || !series.recurrenceRule) return null;
  const zone = series.timeZone;
  const parsed = parseRule(series.recurrenceRule);
  if (!parsed) return null;
  let until: number | null = null;
  const u = parsed.until;
  if (u) {
    const [h, mi, sec] = u.time ?? [23, 59, 59];
    const wall = Date.UTC(u.y, u.m - 1, u.d, h, mi, sec) + (u.time ? 0 : 999);
    // an UNTIL with Z is an instant; a floating or date UNTIL is already a wall-clock time (a day: its end)
    until = u.utc ? floating(new Date(wall), zone).getTime() : wall;
  }
  const dtstart = floating(series.startTime, zone).getTime();
  return {
    between: (lo, hi, each) => eachOccurrence(parsed, dtstart, until, Math.max(lo.getTime(), FLOATING_MIN),
      Math.min(hi.getTime(), FLOATING_MAX), (f) => each(new Date(f))),
  };
}

/** Whether the event repeats by a rule this module can expand. */
export function isSeries(e: CalendarEvent): boolean {
  return e.isRecurring && !!e.recurrenceRule && !e.parentEventId;
}

/**
 * The occurrences of a series (with its overrides) or of a single event that overlap [from, to), in start order.
 * An override moved into the range shows even when its original occurrence lies outside it.
 */
export function expandEvent(series: CalendarEvent, overrides: CalendarEvent[], from: Date, to: Date, budget?: OccurrenceBudget): Occurrence[] {
  const rule = ruleOf(series);
  if (!rule) {
    if (!(series.startTime < to && (series.endTime > from || +series.endTime === +series.startTime && series.startTime >= from))) return [];
    budget?.take();
    return [{ event: series, start: series.startTime, end: series.endTime, occurrenceOf: null }];
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
    if (start < to && end > from) {
      budget?.take();
      out.push({ event: series, start, end, occurrenceOf: start });
    }
    return true;
  });
  for (const o of overrides) {
    if (excluded.has(o.recurrenceId!.getTime())) continue;
    if (o.startTime < to && o.endTime > from) {
      budget?.take();
      out.push({ event: o, start: o.startTime, end: o.endTime, occurrenceOf: o.recurrenceId });
    }
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
