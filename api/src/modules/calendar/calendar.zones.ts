/*
 * Time zone offsets for the calendar, from Intl alone: per zone and UTC year, the offset steps (sampled weekly, each
 * change narrowed down to the second), computed once and kept. Expanding a thousand occurrences then costs a lookup
 * each instead of an Intl formatting each (about 80 µs apiece), and the VTIMEZONEs of the ICS output (`vtimezones`,
 * ical.js components) are written from the same changes the expansion used.
 */

import ICAL from "ical.js";
import { dateTimeFormat, wallClockInstant } from "@common/timezone";

/** The zone's offset from UTC at an instant, in ms (whole seconds), read from Intl. */
function intlOffset(timeZone: string, t: number): number {
  const f = dateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit",
    hour: "2-digit", minute: "2-digit", second: "2-digit" });
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
function zoneTransitions(timeZone: string, year: number): { at: number; from: number; to: number }[] {
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

// ---------------------------------------------------------------------------------------------------------------
// VTIMEZONE

const utcZones = new Map<string, boolean>();

/** Whether the zone is UTC under another name (Etc/UTC, GMT, Zulu, ...): its times are written in the Z form, without a VTIMEZONE. */
export function isUtc(timeZone: string): boolean {
  let utc = utcZones.get(timeZone);
  if (utc === undefined) {
    utc = dateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone === "UTC";
    utcZones.set(timeZone, utc);
  }
  return utc;
}

/**
 * The instants iCalendar's four-digit years can write, 1000-01-01 to 9999-12-31: stored dates are kept within
 * 1900..2199, and a row stored before that check is written at the nearest end.
 */
const writable = (ms: number) => Math.min(Date.UTC(9999, 11, 31, 23, 59, 59), Math.max(Date.UTC(1000, 0, 1), ms));

/** An ICAL.Time of the UTC fields of a millisecond count (within `writable`): floating (a wall-clock time, read with a TZID), or UTC (the Z form). */
export function icalTime(ms: number, utc = false): ICAL.Time {
  const d = new Date(writable(ms));
  return new ICAL.Time({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(),
    minute: d.getUTCMinutes(), second: d.getUTCSeconds(), isDate: false }, utc ? ICAL.Timezone.utcTimezone : ICAL.Timezone.localTimezone);
}

/** The zone's offset from UTC at an instant, in whole seconds (positive east of Greenwich). */
const offsetSeconds = (timeZone: string, at: number) => Math.round(zoneOffset(timeZone, at) / 1000);

interface Transition {
  /** the first second with the new offset, as epoch ms */
  at: number;
  from: number;
  to: number;
}

/** The zone's offset changes within a calendar year (UTC), in seconds. */
function transitionsIn(zone: string, year: number): Transition[] {
  return zoneTransitions(zone, year).map((x) => ({ at: x.at, from: Math.round(x.from / 1000), to: Math.round(x.to / 1000) }));
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A UTC-OFFSET in jCal's form ("+01:00", "-00:44:30"), which ical.js writes as "+0100", "-004430". */
function offsetValue(seconds: number): string {
  const a = Math.abs(seconds);
  const s = a % 60;
  return `${seconds < 0 ? "-" : "+"}${pad(Math.floor(a / 3600))}:${pad(Math.floor(a / 60) % 60)}${s ? `:${pad(s)}` : ""}`;
}

/**
 * The zone's abbreviation at an instant ("CET", "EDT", "BST"): en-US knows the American ones, en-GB the European ones;
 * where neither has one, the "GMT+11" form Intl gives.
 */
function zoneName(zone: string, at: number): string {
  let fallback = "";
  for (const locale of ["en-US", "en-GB"]) {
    const name = dateTimeFormat(locale, { timeZone: zone, timeZoneName: "short" }).formatToParts(new Date(at)).find((p) => p.type === "timeZoneName")?.value ?? "";
    if (name && !/^(GMT|UTC)[+\-\u2212]/.test(name)) return name;
    fallback ||= name;
  }
  return fallback;
}

/** Daylight time: an offset above the lower of the year's January and July offsets (either hemisphere). */
function isDaylight(zone: string, at: number, offset: number): boolean {
  const y = new Date(at).getUTCFullYear();
  return offset > Math.min(offsetSeconds(zone, Date.UTC(y, 0, 1)), offsetSeconds(zone, Date.UTC(y, 6, 1)));
}

/** A change's local start (in the offset before it), as the UTC fields of a millisecond count. */
const localStart = (t: Transition) => t.at + t.from * 1000;

/**
 * The yearly rule a change follows (e.g. "last Sunday of March at 02:00 local"), as RRULE parts and a key that is
 * equal for the same change in other years.
 */
function yearlyRule(t: Transition, daylight: boolean) {
  const d = new Date(localStart(t));
  const day = d.getUTCDate();
  const daysInMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  const weekday = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][d.getUTCDay()];
  const time = `${d.getUTCHours()}:${d.getUTCMinutes()}:${d.getUTCSeconds()}`;
  return {
    month: d.getUTCMonth() + 1,
    weekday,
    nth: Math.ceil(day / 7),
    last: day + 7 > daysInMonth,
    key: `${daylight} ${t.from} ${t.to} ${d.getUTCMonth()} ${weekday} ${time}`,
  };
}

/** An observance starting at `dtstart` (local fields), DAYLIGHT when its offset is daylight time at `at`, with an optional yearly rule (jCal recur parts). */
function observance(zone: string, dtstart: number, from: number, to: number, at: number, rrule?: { bymonth: number; byday: string },
  kind = isDaylight(zone, at, to) ? "daylight" : "standard"): ICAL.Component {
  const c = new ICAL.Component(kind);
  c.addPropertyWithValue("dtstart", icalTime(dtstart));
  if (rrule) c.addProperty(new ICAL.Property(["rrule", {}, "recur", { freq: "YEARLY", ...rrule }]));
  c.addPropertyWithValue("tzoffsetfrom", offsetValue(from));
  c.addPropertyWithValue("tzoffsetto", offsetValue(to));
  c.addPropertyWithValue("tzname", zoneName(zone, at));
  return c;
}

function zoneComponent(zone: string, observances: ICAL.Component[]): ICAL.Component {
  const c = new ICAL.Component("vtimezone");
  c.addPropertyWithValue("tzid", zone);
  c.addPropertyWithValue("x-lic-location", zone);
  for (const o of observances) c.addSubcomponent(o);
  return c;
}

/** Years whose changes must agree for them to be written as yearly rules: enough for "last Sunday" to fall on each of the month's last seven days, telling it apart from "4th Sunday" or "5th Sunday". */
const RULE_YEARS = 7;

/**
 * The zone's VTIMEZONE for the given years (ascending): the offset in force at the start of the first, then one
 * observance per change in each of them. When the changes of the last years follow the same yearly rules (as DST
 * does), they are continued by those rules from the year after the last, so that a client expanding an open-ended
 * series beyond it keeps the offsets.
 */
function vtimezone(zone: string, years: number[]): ICAL.Component {
  const lastYear = years[years.length - 1];
  const start = Date.UTC(years[0], 0, 1);
  const initial = offsetSeconds(zone, start);
  const observances = [observance(zone, Date.UTC(1970, 0, 1), initial, initial, start)];

  for (const y of years) for (const t of transitionsIn(zone, y)) observances.push(observance(zone, localStart(t), t.from, t.to, t.at));
  const recent = Array.from({ length: RULE_YEARS }, (_, i) => transitionsIn(zone, lastYear + 2 - RULE_YEARS + i));
  const shapes = recent.map((ts) => ts.map((t) => yearlyRule(t, isDaylight(zone, t.at, t.to))));
  const next = recent[RULE_YEARS - 1];
  const regular = next.length > 0 && shapes.every((s) => s.length === next.length &&
    s.every((r, i) => r.key === shapes[RULE_YEARS - 1][i].key));
  next.forEach((t, i) => {
    const rules = shapes.map((s) => s[i]);
    const byday = !regular ? null : rules.every((r) => r.last) ? `-1${rules[0].weekday}`
      : rules.every((r) => r.nth === rules[0].nth) ? `${rules[0].nth}${rules[0].weekday}` : null;
    observances.push(observance(zone, localStart(t), t.from, t.to, t.at, byday ? { bymonth: rules[0].month, byday } : undefined));
  });
  return zoneComponent(zone, observances);
}

/**
 * A zone's VTIMEZONE once the document's budget of zone-years is spent (a calendar of hundreds of zones): the offset
 * at `at` alone, one STANDARD observance; the TZID still names the IANA zone, which clients know by that name.
 */
function fixedVtimezone(zone: string, at: number): ICAL.Component {
  const offset = offsetSeconds(zone, at);
  return zoneComponent(zone, [observance(zone, Date.UTC(1970, 0, 1), offset, offset, at, undefined, "standard")]);
}

/** The most years of one zone whose changes are written out (besides the RULE_YEARS read to find its yearly rules). */
const MAX_ZONE_YEARS = 16;
/** The most zone-years one document computes (each is ~95 Intl readings, about 1.5 ms the first time): past it, fixedVtimezone. */
const MAX_DOCUMENT_ZONE_YEARS = 100;

/** What a document's times need of a zone: the years its instances fall in, and its earliest instant (ms). */
export interface ZoneUse {
  years: Set<number>;
  first: number;
}

/**
 * The VTIMEZONEs of a document, one per zone it uses (in the order given): at most MAX_ZONE_YEARS years of a zone
 * written out, the first and those nearest now (an event from 1900 to 2199 costs a handful, not three hundred), and
 * at most MAX_DOCUMENT_ZONE_YEARS zone-years per document, past which a zone is written as its fixed offset.
 */
export function vtimezones(uses: Map<string, ZoneUse>): ICAL.Component[] {
  const nowYear = new Date().getUTCFullYear();
  let budget = MAX_DOCUMENT_ZONE_YEARS;
  const out: ICAL.Component[] = [];
  for (const [zone, { years, first }] of uses) {
    let list = [...years].sort((a, b) => a - b);
    if (list.length > MAX_ZONE_YEARS) {
      const near = list.slice(1).sort((a, b) => Math.abs(a - nowYear) - Math.abs(b - nowYear) || a - b).slice(0, MAX_ZONE_YEARS - 1);
      list = [list[0], ...near].sort((a, b) => a - b);
    }
    const cost = list.length + RULE_YEARS;
    if (cost > budget) {
      out.push(fixedVtimezone(zone, first));
      continue;
    }
    budget -= cost;
    out.push(vtimezone(zone, list));
  }
  return out;
}
