import ICAL from "ical.js";
import { instantOn, safeTimeZone } from "@common/timezone";
import { localInstant, zoneOffset } from "./calendar.zones";

/*
 * Calendar objects read back from a CalDAV calendar (RFC 5545), parsed with ical.js: the master VEVENT of a UID
 * (SUMMARY, DESCRIPTION, LOCATION, DTSTART/DTEND or DURATION, RRULE, EXDATE, STATUS, LAST-MODIFIED or DTSTAMP,
 * SEQUENCE) and its overrides (RECURRENCE-ID; STATUS:CANCELLED ones are exclusions). Times become instants here: a
 * TZID that is an IANA zone by the app's own zone tables (the event keeps that zone), another TZID by the VTIMEZONE the
 * object carries, a floating time or a date in the workspace's zone.
 */

export interface ReadVevent {
  summary: string;
  description: string | null;
  location: string | null;
  start: Date;
  end: Date;
  allDay: boolean;
  /** the IANA zone the times were written in (null: UTC, floating, or a zone the app does not know) */
  zone: string | null;
  status: "confirmed" | "tentative" | "cancelled";
  rrule: string | null;
  exDates: Date[];
  recurrenceId: Date | null;
  lastModified: Date | null;
  sequence: number;
  /** TRANSP:TRANSPARENT: it does not make the time busy */
  transparent: boolean;
}

export interface ReadObject {
  uid: string;
  master: ReadVevent;
  overrides: ReadVevent[];
}

const DAY = 86_400_000;
/** the most occurrences of one series walked to reach a range (a daily rule over 50 years) */
const MAX_WALK = 20_000;

/** The wall clock of a time as ms (its fields written as UTC). */
const wallOf = (t: ICAL.Time) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
const dayOf = (t: ICAL.Time) => `${String(t.year).padStart(4, "0")}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;

class Reader {
  private zones = new Map<string, ICAL.Timezone>();

  constructor(vcal: ICAL.Component, private fallbackZone: string) {
    for (const vtz of vcal.getAllSubcomponents("vtimezone")) {
      const id = vtz.getFirstPropertyValue("tzid");
      if (typeof id === "string") this.zones.set(id, new ICAL.Timezone(vtz));
    }
  }

  /** The instant of a DATE-TIME or DATE value of a property with this TZID. */
  instant(t: ICAL.Time, tzid: string | null, dateZone: string): Date {
    if (t.isDate) return instantOn(dayOf(t), dateZone);
    const wall = wallOf(t);
    if (t.zone === ICAL.Timezone.utcTimezone || t.zone?.tzid === "UTC" || tzid === "UTC" || tzid === "Z") return new Date(wall);
    const iana = tzid ? safeTimeZone(tzid) : undefined;
    if (iana) return new Date(localInstant(iana, wall));
    const vtz = tzid ? this.zones.get(tzid) : undefined;
    if (vtz) return new Date(wall - vtz.utcOffset(t) * 1000);
    return new Date(localInstant(dateZone, wall));
  }

  /** The zone a time is written in, when it is an IANA zone. */
  static zoneOf(p: ICAL.Property | null): string | null {
    const tzid = p?.getParameter("tzid");
    return typeof tzid === "string" ? safeTimeZone(tzid) ?? null : null;
  }

  prop(v: ICAL.Component, name: string, dateZone: string): Date | null {
    const p = v.getFirstProperty(name);
    const t = p?.getFirstValue() as ICAL.Time | undefined;
    if (!p || !t || typeof (t as ICAL.Time).year !== "number") return null;
    const tzid = p.getParameter("tzid");
    return this.instant(t, typeof tzid === "string" ? tzid : null, dateZone);
  }

  vevent(v: ICAL.Component, seriesZone?: string): ReadVevent {
    const startProp = v.getFirstProperty("dtstart");
    const startValue = startProp?.getFirstValue() as ICAL.Time | undefined;
    if (!startProp || !startValue || typeof startValue.year !== "number") throw new Error("no DTSTART");
    const zone = Reader.zoneOf(startProp);
    const dateZone = zone ?? seriesZone ?? this.fallbackZone;
    const allDay = startValue.isDate;
    const start = this.prop(v, "dtstart", dateZone)!;
    let end = this.prop(v, "dtend", dateZone);
    if (!end) {
      const d = v.getFirstPropertyValue("duration") as ICAL.Duration | null;
      end = d && typeof d.toSeconds === "function" ? new Date(start.getTime() + d.toSeconds() * 1000) : new Date(start.getTime() + (allDay ? DAY : 0));
    }
    const exDates: Date[] = [];
    for (const p of v.getAllProperties("exdate")) {
      const tzid = p.getParameter("tzid");
      for (const t of p.getValues() as ICAL.Time[]) {
        if (t && typeof t.year === "number") exDates.push(this.instant(t, typeof tzid === "string" ? tzid : null, dateZone));
      }
    }
    const rrule = v.getFirstPropertyValue("rrule") as ICAL.Recur | null;
    const status = String(v.getFirstPropertyValue("status") ?? "").toUpperCase();
    const text = (name: string) => {
      const x = v.getFirstPropertyValue(name);
      return typeof x === "string" && x.trim() ? x : null;
    };
    const ridProp = v.getFirstProperty("recurrence-id");
    const modified = this.prop(v, "last-modified", "UTC") ?? this.prop(v, "dtstamp", "UTC");
    const sequence = Number(v.getFirstPropertyValue("sequence") ?? 0);
    return {
      summary: text("summary") ?? "", description: text("description"), location: text("location"),
      start, end: end.getTime() < start.getTime() ? start : end, allDay, zone,
      status: status === "CANCELLED" ? "cancelled" : status === "TENTATIVE" ? "tentative" : "confirmed",
      rrule: rrule ? rrule.toString().replace(/^RRULE:/i, "").toUpperCase() : null,
      exDates, recurrenceId: ridProp ? this.prop(v, "recurrence-id", seriesZone ?? dateZone) : null,
      lastModified: modified, sequence: Number.isFinite(sequence) ? sequence : 0,
      transparent: String(v.getFirstPropertyValue("transp") ?? "").toUpperCase() === "TRANSPARENT",
    };
  }
}

/** An object of the calendar that holds no event (a task, a journal entry): not the calendar's business. */
export class NotAnEventError extends Error {
  constructor() {
    super("no event in it");
    this.name = "NotAnEventError";
  }
}

/**
 * The events of one calendar object (one UID: its master and its overrides). Throws, in words, when the object is no
 * iCalendar, holds no VEVENT with a DTSTART, several UIDs, or only overrides.
 */
export function readCalendarObject(data: string, fallbackZone: string): ReadObject {
  let vcal: ICAL.Component;
  try {
    vcal = new ICAL.Component(ICAL.parse(data));
  } catch (e) {
    throw new Error(`not an iCalendar object (${(e as Error).message.slice(0, 100)})`);
  }
  const vevents = vcal.getAllSubcomponents("vevent");
  if (!vevents.length) throw new NotAnEventError();
  const uids = new Set(vevents.map((v) => String(v.getFirstPropertyValue("uid") ?? "")));
  if (uids.size !== 1) throw new Error("several events in one object");
  const uid = [...uids][0];
  if (!uid) throw new Error("an event without a UID");
  const reader = new Reader(vcal, fallbackZone);
  const masterComponent = vevents.find((v) => !v.hasProperty("recurrence-id"));
  if (!masterComponent) throw new Error("occurrences without their series");
  const master = reader.vevent(masterComponent);
  const seriesZone = master.zone ?? fallbackZone;
  const overrides = master.rrule ? vevents.filter((v) => v !== masterComponent).map((v) => reader.vevent(v, seriesZone)) : [];
  return { uid, master, overrides };
}

/** The busy periods of a VFREEBUSY answer in [from, to). */
export function freeBusyPeriods(data: string, from: Date, to: Date): { start: Date; end: Date }[] {
  const vcal = new ICAL.Component(ICAL.parse(data));
  const out: { start: Date; end: Date }[] = [];
  for (const fb of vcal.getAllSubcomponents("vfreebusy")) {
    for (const p of fb.getAllProperties("freebusy")) {
      const type = String(p.getParameter("fbtype") ?? "BUSY").toUpperCase();
      if (type === "FREE") continue;
      for (const period of p.getValues() as ICAL.Period[]) {
        const start = period.start.toJSDate();
        const end = period.getEnd().toJSDate();
        if (start < to && end > from) out.push({ start, end });
      }
    }
  }
  return out;
}

/**
 * The busy periods of calendar objects in [from, to): each event's occurrences (its rule expanded by ical.js, its
 * overrides and exclusions applied), without the cancelled and transparent ones. At most `maxPerEvent` occurrences of
 * one series are looked at (the range is at most 62 days).
 */
export function busyPeriods(objects: string[], from: Date, to: Date, fallbackZone: string, maxPerEvent = 2000): { start: Date; end: Date }[] {
  const out: { start: Date; end: Date }[] = [];
  for (const data of objects) {
    let obj: ReadObject;
    try {
      obj = readCalendarObject(data, fallbackZone);
    } catch {
      continue;
    }
    const { master, overrides } = obj;
    const add = (v: ReadVevent, start: Date, end: Date) => {
      if (v.status === "cancelled" || v.transparent) return;
      if (start < to && end > from) out.push({ start, end });
    };
    if (!master.rrule) { add(master, master.start, master.end); continue; }
    const byRid = new Map(overrides.filter((o) => o.recurrenceId).map((o) => [o.recurrenceId!.getTime(), o]));
    const excluded = new Set(master.exDates.map((d) => d.getTime()));
    const length = master.end.getTime() - master.start.getTime();
    const zone = master.zone ?? fallbackZone;
    let recur: ICAL.Recur;
    try {
      recur = ICAL.Recur.fromString(master.rrule);
    } catch {
      continue;
    }
    // expanded on wall-clock times (floating) and each occurrence turned into its instant in the zone
    const wallStart = new Date(master.start.getTime() + zoneOffset(zone, master.start.getTime()));
    const dt = ICAL.Time.fromData({
      year: wallStart.getUTCFullYear(), month: wallStart.getUTCMonth() + 1, day: wallStart.getUTCDate(),
      hour: wallStart.getUTCHours(), minute: wallStart.getUTCMinutes(), second: wallStart.getUTCSeconds(), isDate: master.allDay,
    });
    const it = recur.iterator(dt);
    // the occurrences before the range are walked (at most MAX_WALK of them), those in it counted
    for (let n = 0, seen = 0; n < MAX_WALK && seen < maxPerEvent; n++) {
      const next = it.next();
      if (!next) break;
      const start = master.allDay ? instantOn(dayOf(next), zone) : new Date(localInstant(zone, wallOf(next)));
      if (start >= to) break;
      if (start.getTime() + length <= from.getTime()) continue;
      seen++;
      if (excluded.has(start.getTime()) || byRid.has(start.getTime())) continue;
      add(master, start, new Date(start.getTime() + length));
    }
    for (const o of overrides) if (!o.recurrenceId || !excluded.has(o.recurrenceId.getTime())) add(o, o.start, o.end);
  }
  return out;
}

/** Overlapping or touching periods merged, in start order. */
export function mergePeriods(periods: { start: Date; end: Date }[]): { start: Date; end: Date }[] {
  const sorted = [...periods].sort((a, b) => a.start.getTime() - b.start.getTime());
  const out: { start: Date; end: Date }[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (last && p.start.getTime() <= last.end.getTime()) {
      if (p.end > last.end) last.end = p.end;
    } else {
      out.push({ start: p.start, end: p.end });
    }
  }
  return out;
}
