import type { CalendarEvent } from "../../generated/prisma/client";
import { calendarDay, instantOn, safeTimeZone } from "@common/timezone";
import { zoneOffset, zoneTransitions } from "./calendar.zones";

/*
 * Events as iCalendar text (RFC 5545), written by hand: invitations (METHOD REQUEST / CANCEL, RFC 5546), the
 * subscribable feed (PUBLISH) and the objects pushed to a CalDAV calendar (no METHOD, RFC 4791 §4.1).
 *
 * A series is one calendar object: its VEVENT with the RRULE and EXDATEs, then one VEVENT per override with its
 * RECURRENCE-ID, all under the series' UID. Times are written as wall-clock times in the event's own zone with a
 * TZID, so that a client expands a weekly 10:00 meeting at 10:00 on both sides of a DST change; the VTIMEZONE each
 * zone needs is derived from Intl (the runtime's tz database), as explicit transitions in the years the events'
 * instances fall in (bounded: `zoneYears`), continued by yearly rules when the zone's recent changes follow one. Everything the user typed is escaped
 * and folded, so no title or description can end a line or add a property.
 */

export interface IcsPerson {
  name?: string | null;
  email: string;
}

export interface CalendarObject {
  series: CalendarEvent;
  overrides: CalendarEvent[];
}

export interface IcsOptions {
  /** the app's host, appended to the row's uid: UID = `${uid}@${host}` */
  host: string;
  /** METHOD of the object: REQUEST and CANCEL for invitations (RFC 5546), PUBLISH for the feed; none for a CalDAV PUT (RFC 4791 §4.1: a calendar object resource has no METHOD) */
  method?: "REQUEST" | "CANCEL" | "PUBLISH";
  organizer?: IcsPerson;
  /** the attendees written (with RSVP=TRUE;PARTSTAT=NEEDS-ACTION;ROLE=REQ-PARTICIPANT); default: each row's attendeeEmails. An invitation's CANCEL to one removed attendee passes just that one */
  attendees?: string[];
  /** CANCEL: every VEVENT gets STATUS:CANCELLED, and SEQUENCE is this value (the caller passes the next sequence) */
  sequence?: number;
  /** feed: X-WR-CALNAME, REFRESH-INTERVAL;VALUE=DURATION:PT1H and X-PUBLISHED-TTL:PT1H */
  feedName?: string;
}

const PRODID = "-//Clientfolio//Calendar//EN";

// ---------------------------------------------------------------------------------------------------------------
// Lines: escaping and folding

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped, other controls dropped. */
function text(value: string | null | undefined): string {
  return (value ?? "")
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, "")
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n");
}

/**
 * A parameter value, always quoted: it cannot hold a double quote or a control character (RFC 5545 §3.2), so those
 * become an apostrophe and a space.
 */
function param(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/"/g, "'").replace(/[\x00-\x1f\x7f]+/g, " ").trim()}"`;
}

/** An e-mail address fit for a mailto: value, or null when it is not one (a space or control could break the line). */
function mailbox(email: string | null | undefined): string | null {
  const e = (email ?? "").trim();
  // eslint-disable-next-line no-control-regex
  return /^[^\s@"<>\x00-\x1f\x7f]+@[^\s@"<>\x00-\x1f\x7f]+$/.test(e) ? e : null;
}

/** An http(s) URL in its normalized form (no spaces or line breaks left), or null. */
function webUrl(value: string | null | undefined): string | null {
  try {
    const u = new URL((value ?? "").trim());
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): continuation lines start with a space, and a line is only ever
 * cut between code points, so a multi-byte UTF-8 character is never split.
 */
function fold(line: string): string {
  if (Buffer.byteLength(line, "utf8") <= 75) return line;
  const out: string[] = [];
  let start = 0;
  let bytes = 0;
  let limit = 75;
  // code point by code point, its UTF-8 length from its value (a lone surrogate is written as U+FFFD: 3 bytes), and
  // each piece sliced out whole: a feed folds megabytes of descriptions
  for (let i = 0; i < line.length;) {
    const cp = line.codePointAt(i)!;
    const n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp <= 0xffff ? 3 : 4;
    if (bytes + n > limit) {
      out.push(line.slice(start, i));
      start = i;
      bytes = 0;
      limit = 74; // the leading space counts
    }
    bytes += n;
    i += cp > 0xffff ? 2 : 1;
  }
  out.push(line.slice(start));
  return out.join("\r\n ");
}

// ---------------------------------------------------------------------------------------------------------------
// Times

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The zone's offset from UTC at an instant, in whole seconds (positive east of Greenwich). */
const offsetSeconds = (timeZone: string, at: number) => Math.round(zoneOffset(timeZone, at) / 1000);

/** "YYYYMMDDTHHMMSS" of the UTC fields of a millisecond count (a wall-clock time shifted into UTC's fields). */
function fieldsText(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

const utcText = (at: Date) => `${fieldsText(at.getTime())}Z`;
const dateText = (day: string) => day.replace(/-/g, "");

/** The zone an event's times are written in: a zone the runtime knows, else UTC. */
function zoneOf(row: CalendarEvent): string {
  return safeTimeZone(row.timeZone) ?? "UTC";
}

const utcZones = new Map<string, boolean>();

/** Whether the zone is UTC under another name (Etc/UTC, GMT, Zulu, ...): its times are written in the Z form. */
function isUtc(timeZone: string): boolean {
  let utc = utcZones.get(timeZone);
  if (utc === undefined) {
    utc = new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone === "UTC";
    utcZones.set(timeZone, utc);
  }
  return utc;
}

/** How a date-time property is written for an event: the form of its DTSTART (RFC 5545 §3.3.5, §3.8.5.1). */
interface TimeForm {
  allDay: boolean;
  zone: string;
}

/** A date or date-time property, e.g. `DTSTART;TZID=Europe/Berlin:20260210T100000`, `DTSTART;VALUE=DATE:20260210`. */
function timeProp(name: string, at: Date, form: TimeForm): string {
  if (form.allDay) return `${name};VALUE=DATE:${dateText(calendarDay(at, form.zone))}`;
  if (isUtc(form.zone)) return `${name}:${utcText(at)}`;
  const t = Math.floor(at.getTime() / 1000) * 1000;
  return `${name};TZID=${form.zone}:${fieldsText(t + offsetSeconds(form.zone, t) * 1000)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// RRULE

const UNTIL_RE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/;

/**
 * The series' rule as an RRULE value: only well-formed NAME=VALUE parts are kept (nothing the rule holds can break
 * the line), and UNTIL is given the form RFC 5545 requires for the DTSTART: a DATE for an all-day series, else a
 * UTC date-time. A local UNTIL is read in the event's zone; a DATE UNTIL of a timed series means the end of that day.
 */
function rruleValue(rule: string, form: TimeForm): string | null {
  const parts: string[] = [];
  for (const part of rule.trim().replace(/^RRULE:/i, "").split(";")) {
    const m = /^([A-Za-z-]+)=([A-Za-z0-9,+-]+)$/.exec(part.trim());
    if (!m) continue;
    const name = m[1].toUpperCase();
    let value = m[2].toUpperCase();
    if (name === "UNTIL") {
      const u = UNTIL_RE.exec(value);
      if (!u) continue;
      const [, y, mo, d, h, mi, s, z] = u;
      const day = `${y}-${mo}-${d}`;
      if (form.allDay) {
        value = z ? dateText(calendarDay(new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s)), form.zone)) : `${y}${mo}${d}`;
      } else if (z) {
        value = `${y}${mo}${d}T${h}${mi}${s}Z`;
      } else {
        value = utcText(h === undefined ? instantOn(day, form.zone, 23, 59, 59) : instantOn(day, form.zone, +h, +mi, +s));
      }
    }
    parts.push(`${name}=${value}`);
  }
  return parts.some((p) => p.startsWith("FREQ=")) ? parts.join(";") : null;
}

/** The last year a series can have an occurrence in, from its UNTIL; null when the rule does not say (COUNT, or open). */
function untilYear(rule: string | null): number | null {
  const m = /(?:^|;)UNTIL=(\d{4})/i.exec(rule ?? "");
  return m ? +m[1] : null;
}

// ---------------------------------------------------------------------------------------------------------------
// VTIMEZONE

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

function offsetText(seconds: number): string {
  const a = Math.abs(seconds);
  const s = a % 60;
  return `${seconds < 0 ? "-" : "+"}${pad(Math.floor(a / 3600))}${pad(Math.floor(a / 60) % 60)}${s ? pad(s) : ""}`;
}

const nameFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's abbreviation at an instant ("CET", "EDT", "BST"): en-US knows the American ones, en-GB the European ones;
 * where neither has one, the "GMT+11" form Intl gives.
 */
function zoneName(zone: string, at: number): string {
  let fallback = "";
  for (const locale of ["en-US", "en-GB"]) {
    const key = `${locale} ${zone}`;
    let f = nameFormatters.get(key);
    if (!f) {
      f = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "short" });
      nameFormatters.set(key, f);
    }
    const name = f.formatToParts(new Date(at)).find((p) => p.type === "timeZoneName")?.value ?? "";
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
  const base = `${daylight} ${t.from} ${t.to} ${d.getUTCMonth()} ${weekday} ${time}`;
  return {
    month: d.getUTCMonth() + 1,
    weekday,
    nth: Math.ceil(day / 7),
    last: day + 7 > daysInMonth,
    key: base,
  };
}

function observance(zone: string, kind: "STANDARD" | "DAYLIGHT", dtstart: number, from: number, to: number, at: number,
  rrule?: string): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${fieldsText(dtstart)}`,
    ...(rrule ? [`RRULE:${rrule}`] : []),
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    `TZNAME:${text(zoneName(zone, at))}`,
    `END:${kind}`,
  ];
}

/** Years whose changes must agree for them to be written as yearly rules: enough for "last Sunday" to fall on each of the month's last seven days, telling it apart from "4th Sunday" or "5th Sunday". */
const RULE_YEARS = 7;

/**
 * The zone's VTIMEZONE for the given years (ascending): the offset in force at the start of the first, then one
 * observance per change in each of them. When the changes of the last years follow the same yearly rules (as DST
 * does), they are continued by those rules from the year after the last, so that a client expanding an open-ended
 * series beyond it keeps the offsets.
 */
function vtimezone(zone: string, years: number[]): string[] {
  const firstYear = years[0];
  const lastYear = years[years.length - 1];
  const start = Date.UTC(firstYear, 0, 1);
  const initial = offsetSeconds(zone, start);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`, `X-LIC-LOCATION:${zone}`];
  lines.push(...observance(zone, isDaylight(zone, start, initial) ? "DAYLIGHT" : "STANDARD", Date.UTC(1970, 0, 1),
    initial, initial, start));

  const explicit: Transition[] = [];
  for (const y of years) explicit.push(...transitionsIn(zone, y));
  const recent = Array.from({ length: RULE_YEARS }, (_, i) => transitionsIn(zone, lastYear + 2 - RULE_YEARS + i));
  const shapes = recent.map((ts) => ts.map((t) => yearlyRule(t, isDaylight(zone, t.at, t.to))));
  const next = recent[RULE_YEARS - 1];
  const regular = next.length > 0 && shapes.every((s) => s.length === next.length &&
    s.every((r, i) => r.key === shapes[RULE_YEARS - 1][i].key));

  for (const t of explicit) {
    lines.push(...observance(zone, isDaylight(zone, t.at, t.to) ? "DAYLIGHT" : "STANDARD", localStart(t), t.from, t.to, t.at));
  }
  if (regular) {
    next.forEach((t, i) => {
      const rules = shapes.map((s) => s[i]);
      const byDay = rules.every((r) => r.last) ? `-1${rules[0].weekday}`
        : rules.every((r) => r.nth === rules[0].nth) ? `${rules[0].nth}${rules[0].weekday}` : null;
      const daylight = isDaylight(zone, t.at, t.to);
      const rrule = byDay ? `FREQ=YEARLY;BYMONTH=${rules[0].month};BYDAY=${byDay}` : undefined;
      lines.push(...observance(zone, daylight ? "DAYLIGHT" : "STANDARD", localStart(t), t.from, t.to, t.at, rrule));
    });
  } else {
    for (const t of next) {
      lines.push(...observance(zone, isDaylight(zone, t.at, t.to) ? "DAYLIGHT" : "STANDARD", localStart(t), t.from, t.to, t.at));
    }
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

/**
 * A zone's VTIMEZONE once the document's budget of zone-years is spent (a calendar of hundreds of zones): the offset
 * at `at` alone, one STANDARD observance; the TZID still names the IANA zone, which clients know by that name.
 */
function fixedVtimezone(zone: string, at: number): string[] {
  const offset = offsetSeconds(zone, at);
  return ["BEGIN:VTIMEZONE", `TZID:${zone}`, `X-LIC-LOCATION:${zone}`,
    ...observance(zone, "STANDARD", Date.UTC(1970, 0, 1), offset, offset, at), "END:VTIMEZONE"];
}

/** The most years of one zone whose changes are written out (besides the RULE_YEARS read to find its yearly rules). */
const MAX_ZONE_YEARS = 16;
/** The most zone-years one document computes (each is ~95 Intl readings, about 1.5 ms the first time): past it, fixedVtimezone. */
const MAX_DOCUMENT_ZONE_YEARS = 100;
/** A series' years written out after its first ones: those around now (the last two and the next two). */
const SERIES_YEARS_AROUND_NOW = 2;

/**
 * The zones the objects' times are written with a TZID in, and the years each one needs: the years the event's
 * instances fall in, not every year between its first and its last. A single event or an override: the years of its
 * start and end (and the year before each, whose last change still holds at its start); a series: its first years,
 * and the years around now up to its UNTIL (beyond them the zone's yearly rules continue); its deleted and overridden
 * occurrences' years. At most MAX_ZONE_YEARS per zone, those nearest now kept (with the first), so an event from
 * 1900 to 2199 costs four years, not three hundred.
 */
function zoneYears(objs: CalendarObject[]): Map<string, { years: number[]; first: number }> {
  const nowYear = new Date().getUTCFullYear();
  const zones = new Map<string, { years: Set<number>; first: number }>();
  const add = (zone: string, years: number[], at: number) => {
    if (isUtc(zone)) return;
    let z = zones.get(zone);
    if (!z) zones.set(zone, z = { years: new Set(), first: at });
    z.first = Math.min(z.first, at);
    for (const y of years) if (z.years.size < 1000) z.years.add(y);
  };
  const around = (d: Date) => [d.getUTCFullYear() - 1, d.getUTCFullYear()];
  for (const { series, overrides } of objs) {
    const rule = series.isRecurring ? series.recurrenceRule : null;
    const until = untilYear(rule);
    // an all-day series is written as DATEs, but its overrides' RECURRENCE-IDs are, too: no zone needed for either
    if (!series.isAllDay) {
      const zone = zoneOf(series);
      const years = [...around(series.startTime), ...around(series.endTime)];
      if (rule) {
        const first = series.startTime.getUTCFullYear();
        const last = Math.min(until ?? Infinity, Math.max(first, nowYear) + SERIES_YEARS_AROUND_NOW);
        for (let y = Math.max(first, nowYear - SERIES_YEARS_AROUND_NOW); y <= last; y++) years.push(y);
        years.push(last + 1);
      }
      for (const d of series.exDates.slice(0, 200)) years.push(...around(d));
      for (const o of overrides.slice(0, 200)) if (o.recurrenceId) years.push(...around(o.recurrenceId));
      add(zone, years, series.startTime.getTime());
    }
    for (const o of overrides) {
      if (!o.isAllDay) add(zoneOf(o), [...around(o.startTime), ...around(o.endTime)], o.startTime.getTime());
    }
  }
  const out = new Map<string, { years: number[]; first: number }>();
  for (const [zone, { years, first }] of zones) {
    let list = [...years].sort((a, b) => a - b);
    if (list.length > MAX_ZONE_YEARS) {
      // the first year, and those nearest now
      const near = list.slice(1).sort((a, b) => Math.abs(a - nowYear) - Math.abs(b - nowYear) || a - b).slice(0, MAX_ZONE_YEARS - 1);
      list = [list[0], ...near].sort((a, b) => a - b);
    }
    out.set(zone, { years: list, first });
  }
  return out;
}

/** The VTIMEZONEs of a document, within its budget of zone-years. */
function vtimezones(objs: CalendarObject[]): string[] {
  let budget = MAX_DOCUMENT_ZONE_YEARS;
  const lines: string[] = [];
  for (const [zone, { years, first }] of zoneYears(objs)) {
    const cost = years.length + RULE_YEARS;
    if (cost > budget) {
      lines.push(...fixedVtimezone(zone, first));
      continue;
    }
    budget -= cost;
    lines.push(...vtimezone(zone, years));
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------------------
// VEVENT

const STATUS: Record<string, string> = { confirmed: "CONFIRMED", tentative: "TENTATIVE", cancelled: "CANCELLED" };

function vevent(row: CalendarEvent, series: CalendarEvent, opts: IcsOptions, stamp: string): string[] {
  const form: TimeForm = { allDay: row.isAllDay, zone: zoneOf(row) };
  const seriesForm: TimeForm = { allDay: series.isAllDay, zone: zoneOf(series) };
  const isSeries = row === series;
  const cancel = opts.method === "CANCEL";
  const link = row.meetingLink?.trim() || null;
  const url = webUrl(link);
  const description = [row.description?.trim(), link && `Join: ${link}`].filter(Boolean).join("\n");
  const lines = [
    "BEGIN:VEVENT",
    `UID:${text(`${series.uid}@${opts.host}`)}`,
    `DTSTAMP:${stamp}`,
    timeProp("DTSTART", row.startTime, form),
    timeProp("DTEND", row.endTime, form),
  ];
  if (isSeries) {
    const rrule = row.isRecurring && row.recurrenceRule ? rruleValue(row.recurrenceRule, form) : null;
    if (rrule) {
      lines.push(`RRULE:${rrule}`);
      for (const ex of row.exDates) lines.push(timeProp("EXDATE", ex, form));
    }
  } else if (row.recurrenceId) {
    lines.push(timeProp("RECURRENCE-ID", row.recurrenceId, seriesForm));
  }
  lines.push(
    `CREATED:${utcText(row.createdAt)}`,
    `LAST-MODIFIED:${utcText(row.updatedAt)}`,
    `SEQUENCE:${opts.sequence ?? row.sequence}`,
    `SUMMARY:${text(row.title)}`,
  );
  if (description) lines.push(`DESCRIPTION:${text(description)}`);
  const location = row.location?.trim() || link;
  if (location) lines.push(`LOCATION:${text(location)}`);
  if (url) lines.push(`URL:${url}`);
  lines.push(
    `STATUS:${cancel ? "CANCELLED" : STATUS[row.status] ?? "CONFIRMED"}`,
    "TRANSP:OPAQUE",
  );
  if (row.type?.trim()) lines.push(`CATEGORIES:${text(row.type.trim())}`);
  lines.push(`CLASS:${row.visibility === "public" ? "PUBLIC" : "PRIVATE"}`);
  const organizer = opts.organizer && mailbox(opts.organizer.email);
  if (organizer) {
    const cn = opts.organizer?.name?.trim();
    lines.push(`ORGANIZER${cn ? `;CN=${param(cn)}` : ""}:mailto:${organizer}`);
  }
  const seen = new Set<string>();
  for (const email of opts.attendees ?? row.attendeeEmails) {
    const address = mailbox(email);
    if (!address || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    lines.push(`ATTENDEE;CN=${param(address)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${address}`);
  }
  lines.push("END:VEVENT");
  return lines;
}

/** The text of one calendar object's VEVENTs (the series, then its overrides), folded. */
function objectLines(obj: CalendarObject, opts: IcsOptions, stamp: string): string[] {
  const lines = vevent(obj.series, obj.series, opts, stamp);
  for (const o of obj.overrides) lines.push(...vevent(o, obj.series, opts, stamp));
  return lines.map(fold);
}

/** What VTIMEZONEs and the header may take of a document limited to maxBytes. */
const ZONES_RESERVE = 512 * 1024;

function vcalendar(objs: CalendarObject[], opts: IcsOptions, maxBytes?: number, omitted = 0): string {
  const stamp = utcText(new Date());
  const lines = ["BEGIN:VCALENDAR", `PRODID:${PRODID}`, "VERSION:2.0", "CALSCALE:GREGORIAN"];
  if (opts.method) lines.push(`METHOD:${opts.method}`);
  if (opts.feedName !== undefined) {
    lines.push(`X-WR-CALNAME:${text(opts.feedName)}`, "REFRESH-INTERVAL;VALUE=DURATION:PT1H", "X-PUBLISHED-TTL:PT1H");
  }
  // the objects, in the order given, as long as they fit (a limited document: the first ones are the ones kept)
  const kept: { obj: CalendarObject; lines: string[] }[] = [];
  let bytes = 0;
  for (const obj of objs) {
    const own = objectLines(obj, opts, stamp);
    if (maxBytes !== undefined) {
      const size = own.reduce((n, l) => n + Buffer.byteLength(l, "utf8") + 2, 0);
      if (bytes + size > maxBytes - ZONES_RESERVE) continue;
      bytes += size;
    }
    kept.push({ obj, lines: own });
  }
  if (kept.length < objs.length || omitted) lines.push(`X-CLIENTFOLIO-OMITTED-EVENTS:${objs.length - kept.length + omitted}`);
  if (maxBytes !== undefined) kept.sort((a, b) => a.obj.series.startTime.getTime() - b.obj.series.startTime.getTime());
  lines.push(...vtimezones(kept.map((k) => k.obj)));
  const out = lines.map(fold);
  for (const k of kept) out.push(...k.lines);
  out.push("END:VCALENDAR");
  return out.join("\r\n") + "\r\n";
}

/** One calendar object (the series' VEVENT with RRULE/EXDATE, then one VEVENT per override with RECURRENCE-ID, all sharing the UID) in a VCALENDAR, with a VTIMEZONE for each zone used. */
export function calendarObjectIcs(obj: CalendarObject, opts: IcsOptions): string {
  return vcalendar([obj], opts);
}

/**
 * Many objects in one VCALENDAR (the ICS feed): VTIMEZONE once per zone. With `maxBytes`, the objects are taken in
 * the order given while the document stays within it (those left out are counted in X-CLIENTFOLIO-OMITTED-EVENTS),
 * then written in start order; `omitted`: objects the caller left out already, counted with them.
 */
export function calendarIcs(objs: CalendarObject[], opts: IcsOptions, maxBytes?: number, omitted = 0): string {
  return vcalendar(objs, opts, maxBytes, omitted);
}
