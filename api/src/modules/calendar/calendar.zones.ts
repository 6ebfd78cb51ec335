/*
 * Time zone offsets for the calendar, from Intl alone: per zone and UTC year, the offset steps (sampled weekly, each
 * change narrowed down to the second), computed once and kept. Expanding a thousand occurrences then costs a lookup
 * each instead of an Intl formatting each (about 80 µs apiece), and the VTIMEZONEs of the ICS output are written from
 * the same changes the expansion used.
 */

import { wallClockInstant } from "@common/timezone";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms (whole seconds), read from Intl. */
function intlOffset(timeZone: string, t: number): number {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit",
      hour: "2-digit", minute: "2-digit", second: "2-digit" });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - Math.floor(t / 1000) * 1000;
}

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const years = new Map<string, { from: number; offset: number }[]>();

/** A zone's offsets through one UTC year (a day's margin each side), as [from, offset] steps in ms. */
function stepsOf(timeZone: string, year: number) {
  const key = `${timeZone}|${year}`;
  let steps = years.get(key);
  if (steps) return steps;
  const start = Date.UTC(year, 0, 1) - DAY;
  const end = Date.UTC(year + 1, 0, 1) + DAY;
  steps = [{ from: start, offset: intlOffset(timeZone, start) }];
  for (let t = start + WEEK; ; t += WEEK) {
    const at = Math.min(t, end);
    const offset = intlOffset(timeZone, at);
    if (offset !== steps[steps.length - 1].offset) {
      // the change lies in (at - WEEK, at]: narrowed down to the second
      let lo = at - WEEK;
      let hi = at;
      while (hi - lo > 1000) {
        const mid = Math.floor((lo + hi) / 2000) * 1000;
        if (intlOffset(timeZone, mid) === offset) hi = mid; else lo = mid;
      }
      steps.push({ from: hi, offset });
    }
    if (at === end) break;
  }
  if (years.size > 2000) years.clear();
  years.set(key, steps);
  return steps;
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
export function zoneOffset(timeZone: string, t: number): number {
  if (timeZone === "UTC") return 0;
  const steps = stepsOf(timeZone, new Date(t).getUTCFullYear());
  let i = steps.length - 1;
  while (i > 0 && steps[i].from > t) i--;
  return steps[i].offset;
}

/** The zone's offset changes within a UTC year: the first ms of each new offset, and the offsets before and after (ms). */
export function zoneTransitions(timeZone: string, year: number): { at: number; from: number; to: number }[] {
  const steps = stepsOf(timeZone, year);
  const lo = Date.UTC(year, 0, 1);
  const hi = Date.UTC(year + 1, 0, 1);
  return steps.slice(1).map((s, i) => ({ at: s.from, from: steps[i].offset, to: s.offset })).filter((x) => x.at >= lo && x.at < hi);
}

/**
 * The instant a wall-clock time (its fields written as UTC, in ms) is in the zone, by RFC 5545's rule for every zone
 * (common/timezone's wallClockInstant): in a gap, the offset before it (02:30 becomes 03:30); twice, the first.
 */
export function localInstant(timeZone: string, wall: number): number {
  if (timeZone === "UTC") return wall;
  return wallClockInstant(wall, (t) => zoneOffset(timeZone, t));
}
