import ICAL from "ical.js";
import type { CalendarEvent } from "../../generated/prisma/client";
import { calendarDay, instantOn, safeTimeZone } from "@common/timezone";
import { icalTime, isUtc, vtimezones, zoneOffset, type ZoneUse } from "./calendar.zones";

/*
 * Events as iCalendar (RFC 5545), built as ical.js components and written by its serialiser (escaping, folding,
 * value types): invitations (METHOD REQUEST / CANCEL, RFC 5546), the subscribable feed (PUBLISH) and the objects
 * pushed to a CalDAV calendar (no METHOD, RFC 4791 §4.1). The VTIMEZONEs come from calendar.zones.ts.
 *
 * A series is one calendar object: its VEVENT with the RRULE and EXDATEs, then one VEVENT per override with its
 * RECURRENCE-ID, all under the series' UID (the row's `uid`, stable whatever the app's address). Times are written
 * as wall-clock times in the event's own zone with a TZID, so that a client expands a weekly 10:00 meeting at 10:00
 * on both sides of a DST change. What the user typed is cleaned of control characters here and escaped by ical.js,
 * so no title or description can end a line or add a property.
 */

// Lines are folded at 74 octets of content: ical.js folds continuation lines to foldLength octets after their
// leading space, so this keeps every line within RFC 5545's 75 (it never splits a UTF-8 character).
ICAL.foldLength = 74;
// Parameter values are written as they are (paramText leaves no double quote or line break in one): ical.js would
// write a caret as RFC 6868's "^^", which parsers without RFC 6868 (vobject, Radicale's) read as two carets.
ICAL.stringify._rfc6868Unescape = (value: string) => value;
// The feed's name is TEXT (escaped like SUMMARY): declared, as ical.js does for the properties it knows.
(ICAL.design.icalendar.property as Record<string, { defaultType: string }>)["x-wr-calname"] = { defaultType: "text" };

export interface IcsPerson {
  name?: string | null;
  email: string;
}

export interface CalendarObject {
  series: CalendarEvent;
  overrides: CalendarEvent[];
}

export interface IcsOptions {
  /** METHOD of the object: REQUEST and CANCEL for invitations (RFC 5546), PUBLISH for the feed; none for a CalDAV PUT (RFC 4791 §4.1: a calendar object resource has no METHOD) */
  method?: "REQUEST" | "CANCEL" | "PUBLISH";
  organizer?: IcsPerson;
  /** the attendees written (ROLE=REQ-PARTICIPANT, with their PARTSTAT: `partstats`); default: each row's attendeeEmails. An invitation's CANCEL to one removed attendee passes just that one */
  attendees?: string[];
  /**
   * the attendees' answers (lower-case address → PARTSTAT): an answered attendee is written with it (and RSVP=FALSE),
   * the others NEEDS-ACTION with RSVP=TRUE
   */
  partstats?: Map<string, "ACCEPTED" | "TENTATIVE" | "DECLINED">;
  /** CANCEL: every VEVENT gets STATUS:CANCELLED, and SEQUENCE is this value (the caller passes the next sequence) */
  sequence?: number;
  /** feed: X-WR-CALNAME, REFRESH-INTERVAL;VALUE=DURATION:PT1H and X-PUBLISHED-TTL:PT1H */
  feedName?: string;
}

const PRODID = "-//Clientfolio//Calendar//EN";

// ---------------------------------------------------------------------------------------------------------------
// Values

/** A TEXT value as typed: line breaks made \n, other control characters dropped (ical.js escapes the rest). */
function clean(value: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (value ?? "").replace(/\r\n?/g, "\n").replace(/[\x00-\x08\x0b-\x1f\x7f]/g, "");
}

/** A parameter value (a CN): a double quote becomes an apostrophe and control characters a space, as a quoted parameter cannot hold them (RFC 5545 §3.2). */
function paramText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/"/g, "'").replace(/[\x00-\x1f\x7f]+/g, " ").trim();
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

// ---------------------------------------------------------------------------------------------------------------
// Times

const knownZones = new Map<string, string>();

/** The zone an event's times are written in: a zone the runtime knows, else UTC (asked of Intl once per name: ~0.1 ms each). */
function zoneOf(row: CalendarEvent): string {
  let zone = knownZones.get(row.timeZone);
  if (zone === undefined) {
    if (knownZones.size > 1000) knownZones.clear();
    knownZones.set(row.timeZone, zone = safeTimeZone(row.timeZone) ?? "UTC");
  }
  return zone;
}

/** How a date-time property is written for an event: the form of its DTSTART (RFC 5545 §3.3.5, §3.8.5.1). */
interface TimeForm {
  allDay: boolean;
  zone: string;
}

const utc = (at: Date) => icalTime(at.getTime(), true);

/** The day an instant falls on in a zone, "YYYY-MM-DD" (a day away from `writable`'s ends, so that it is one in every zone). */
const dayOf = (ms: number, zone: string) => calendarDay(new Date(Math.min(Date.UTC(9999, 11, 30), Math.max(Date.UTC(1000, 0, 2), ms))), zone);

/** A date or date-time property: `DTSTART;TZID=Europe/Berlin:20260210T100000`, `DTSTART:20260210T090000Z` or `DTSTART;VALUE=DATE:20260210`. */
function timeProp(name: string, at: Date, form: TimeForm): ICAL.Property {
  const p = new ICAL.Property(name);
  if (form.allDay) {
    p.setValue(ICAL.Time.fromDateString(dayOf(at.getTime(), form.zone)));
  } else if (isUtc(form.zone)) {
    p.setValue(utc(at));
  } else {
    const t = Math.floor(at.getTime() / 1000) * 1000;
    p.setValue(icalTime(t + Math.round(zoneOffset(form.zone, t) / 1000) * 1000));
    p.setParameter("tzid", form.zone);
  }
  return p;
}

// ---------------------------------------------------------------------------------------------------------------
// RRULE

const UNTIL_RE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/;

/**
 * The series' rule as a jCal recur value, its parts in the rule's order: only well-formed NAME=VALUE parts are kept
 * (nothing the rule holds can break the line), and UNTIL is given the form RFC 5545 requires for the DTSTART: a DATE
 * for an all-day series, else a UTC date-time. A local UNTIL is read in the event's zone; a DATE UNTIL of a timed
 * series means the end of that day.
 */
function recur(rule: string, form: TimeForm): Record<string, string> | null {
  const parts: Record<string, string> = {};
  for (const part of rule.trim().replace(/^RRULE:/i, "").split(";")) {
    const m = /^([A-Za-z-]+)=([A-Za-z0-9,+-]+)$/.exec(part.trim());
    if (!m) continue;
    const name = m[1].toLowerCase();
    let value = m[2].toUpperCase();
    if (name in parts) continue;
    if (name === "until") {
      const u = UNTIL_RE.exec(value);
      if (!u) continue;
      const [, y, mo, d, h, mi, s, z] = u;
      const day = `${y}-${mo}-${d}`;
      if (form.allDay) {
        value = z ? dayOf(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s), form.zone) : day;
      } else {
        value = z ? `${day}T${h}:${mi}:${s}Z`
          : utc(h === undefined ? instantOn(day, form.zone, 23, 59, 59) : instantOn(day, form.zone, +h, +mi, +s)).toString();
      }
    }
    parts[name] = value;
  }
  return "freq" in parts ? parts : null;
}

/** The last year a series can have an occurrence in, from its UNTIL; null when the rule does not say (COUNT, or open). */
function untilYear(rule: string | null): number | null {
  const m = /(?:^|;)UNTIL=(\d{4})/i.exec(rule ?? "");
  return m ? +m[1] : null;
}

// ---------------------------------------------------------------------------------------------------------------
// The zones a document uses

/** A series' years written out after its first ones: those around now (the last two and the next two). */
const SERIES_YEARS_AROUND_NOW = 2;

/**
 * The zones the objects' times are written with a TZID in, and the years each one needs: the years the event's
 * instances fall in, not every year between its first and its last. A single event or an override: the years of its
 * start and end (and the year before each, whose last change still holds at its start); a series: its first years,
 * and the years around now up to its UNTIL (beyond them the zone's yearly rules continue); its deleted and overridden
 * occurrences' years. calendar.zones.ts's `vtimezones` keeps the few that are written.
 */
function zoneUses(objs: CalendarObject[]): Map<string, ZoneUse> {
  const nowYear = new Date().getUTCFullYear();
  const zones = new Map<string, ZoneUse>();
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
      const years = [...around(series.startTime), ...around(series.endTime)];
      if (rule) {
        const first = series.startTime.getUTCFullYear();
        const last = Math.min(until ?? Infinity, Math.max(first, nowYear) + SERIES_YEARS_AROUND_NOW);
        for (let y = Math.max(first, nowYear - SERIES_YEARS_AROUND_NOW); y <= last; y++) years.push(y);
        years.push(last + 1);
      }
      for (const d of series.exDates.slice(0, 200)) years.push(...around(d));
      for (const o of overrides.slice(0, 200)) if (o.recurrenceId) years.push(...around(o.recurrenceId));
      add(zoneOf(series), years, series.startTime.getTime());
    }
    for (const o of overrides) {
      if (!o.isAllDay) add(zoneOf(o), [...around(o.startTime), ...around(o.endTime)], o.startTime.getTime());
    }
  }
  return zones;
}

// ---------------------------------------------------------------------------------------------------------------
// VEVENT

const STATUS: Record<string, string> = { confirmed: "CONFIRMED", tentative: "TENTATIVE", cancelled: "CANCELLED" };

function vevent(row: CalendarEvent, series: CalendarEvent, opts: IcsOptions, stamp: ICAL.Time): ICAL.Component {
  const form: TimeForm = { allDay: row.isAllDay, zone: zoneOf(row) };
  const link = row.meetingLink?.trim() || null;
  const url = webUrl(link);
  const description = [row.description?.trim(), link && `Join: ${link}`].filter(Boolean).join("\n");
  const v = new ICAL.Component("vevent");
  v.addPropertyWithValue("uid", clean(series.uid));
  v.addPropertyWithValue("dtstamp", stamp);
  v.addProperty(timeProp("dtstart", row.startTime, form));
  v.addProperty(timeProp("dtend", row.endTime, form));
  if (row === series) {
    const rule = row.isRecurring && row.recurrenceRule ? recur(row.recurrenceRule, form) : null;
    if (rule) {
      v.addProperty(new ICAL.Property(["rrule", {}, "recur", rule]));
      for (const ex of row.exDates) v.addProperty(timeProp("exdate", ex, form));
    }
  } else if (row.recurrenceId) {
    v.addProperty(timeProp("recurrence-id", row.recurrenceId, { allDay: series.isAllDay, zone: zoneOf(series) }));
  }
  v.addPropertyWithValue("created", utc(row.createdAt));
  v.addPropertyWithValue("last-modified", utc(row.updatedAt));
  v.addPropertyWithValue("sequence", opts.sequence ?? row.sequence);
  v.addPropertyWithValue("summary", clean(row.title));
  if (description) v.addPropertyWithValue("description", clean(description));
  const location = row.location?.trim() || link;
  if (location) v.addPropertyWithValue("location", clean(location));
  if (url) v.addPropertyWithValue("url", url);
  v.addPropertyWithValue("status", opts.method === "CANCEL" ? "CANCELLED" : STATUS[row.status] ?? "CONFIRMED");
  v.addPropertyWithValue("transp", "OPAQUE");
  if (row.type?.trim()) v.addPropertyWithValue("categories", clean(row.type.trim()));
  v.addPropertyWithValue("class", row.visibility === "public" ? "PUBLIC" : "PRIVATE");
  const organizer = opts.organizer && mailbox(opts.organizer.email);
  if (organizer) {
    const p = new ICAL.Property("organizer");
    const cn = paramText(opts.organizer?.name ?? "");
    if (cn) p.setParameter("cn", cn);
    p.setValue(`mailto:${organizer}`);
    v.addProperty(p);
  }
  const seen = new Set<string>();
  for (const email of opts.attendees ?? row.attendeeEmails) {
    const address = mailbox(email);
    if (!address || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    const p = new ICAL.Property("attendee");
    p.setParameter("cn", paramText(address));
    p.setParameter("role", "REQ-PARTICIPANT");
    const partstat = opts.partstats?.get(address.toLowerCase());
    p.setParameter("partstat", partstat ?? "NEEDS-ACTION");
    p.setParameter("rsvp", partstat ? "FALSE" : "TRUE");
    p.setValue(`mailto:${address}`);
    v.addProperty(p);
  }
  return v;
}

// ---------------------------------------------------------------------------------------------------------------
// VCALENDAR

/** What VTIMEZONEs and the header may take of a document limited to maxBytes. */
const ZONES_RESERVE = 512 * 1024;

/** A VCALENDAR's own properties (its METHOD, a feed's name and refresh interval), without any component. */
function vcalendarOf(opts: IcsOptions): ICAL.Component {
  const vcal = new ICAL.Component("vcalendar");
  vcal.addPropertyWithValue("prodid", PRODID);
  vcal.addPropertyWithValue("version", "2.0");
  vcal.addPropertyWithValue("calscale", "GREGORIAN");
  if (opts.method) vcal.addPropertyWithValue("method", opts.method);
  if (opts.feedName !== undefined) {
    vcal.addPropertyWithValue("x-wr-calname", clean(opts.feedName));
    vcal.addProperty(new ICAL.Property(["refresh-interval", {}, "duration", "PT1H"]));
    vcal.addPropertyWithValue("x-published-ttl", "PT1H");
  }
  return vcal;
}

function vcalendar(objs: CalendarObject[], opts: IcsOptions): string {
  const stamp = icalTime(Date.now(), true);
  const vcal = vcalendarOf(opts);
  for (const zone of vtimezones(zoneUses(objs))) vcal.addSubcomponent(zone);
  for (const obj of objs) for (const row of [obj.series, ...obj.overrides]) vcal.addSubcomponent(vevent(row, obj.series, opts, stamp));
  return `${vcal.toString()}\r\n`;
}

/** How long a feed is written before other requests get the event loop (a 5 MB feed takes about 200 ms). */
const SLICE_MS = 20;

/** One calendar object (the series' VEVENT with RRULE/EXDATE, then one VEVENT per override with RECURRENCE-ID, all sharing the UID) in a VCALENDAR, with a VTIMEZONE for each zone used. */
export function calendarObjectIcs(obj: CalendarObject, opts: IcsOptions): string {
  return vcalendar([obj], opts);
}

/**
 * Many objects in one VCALENDAR (the ICS feed): VTIMEZONE once per zone. The objects are taken in the order given
 * while the document stays within `maxBytes` (those left out are counted in X-CLIENTFOLIO-OMITTED-EVENTS), then
 * written in start order; `omitted`: objects the caller left out already, counted with them.
 */
export async function calendarIcs(objs: CalendarObject[], opts: IcsOptions, maxBytes: number, omitted = 0): Promise<string> {
  const stamp = icalTime(Date.now(), true);
  // the objects, in the order given, as long as they fit (the first ones are the ones kept); each object's VEVENTs are
  // serialised once here, to be measured, and those strings are the ones written (the components are not kept: a feed
  // of thousands of them would stay on the heap until the answer is written). Written in slices of SLICE_MS, with the
  // event loop's other work between them, so a large feed does not hold other requests back
  const kept: { obj: CalendarObject; text: string }[] = [];
  let bytes = 0;
  let slice = performance.now();
  for (const obj of objs) {
    if (performance.now() - slice > SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      slice = performance.now();
    }
    const text = [obj.series, ...obj.overrides].map((row) => `${vevent(row, obj.series, opts, stamp).toString()}\r\n`).join("");
    const size = Buffer.byteLength(text, "utf8");
    if (bytes + size > maxBytes - ZONES_RESERVE) continue;
    bytes += size;
    kept.push({ obj, text });
  }
  const vcal = vcalendarOf(opts);
  if (kept.length < objs.length || omitted) vcal.addPropertyWithValue("x-clientfolio-omitted-events", String(objs.length - kept.length + omitted));
  kept.sort((a, b) => a.obj.series.startTime.getTime() - b.obj.series.startTime.getTime());
  for (const zone of vtimezones(zoneUses(kept.map((k) => k.obj)))) vcal.addSubcomponent(zone);
  // the header and VTIMEZONEs, then the VEVENTs already written, before END:VCALENDAR
  const head = vcal.toString();
  return `${head.slice(0, head.length - "END:VCALENDAR".length)}${kept.map((k) => k.text).join("")}END:VCALENDAR\r\n`;
}
