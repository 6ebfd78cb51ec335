import type { CalendarEvent } from "../../../generated/prisma/client";
import { calendarDay, instantOn, safeTimeZone } from "@common/timezone";
import type { WorkspaceConnection } from "../../integration";
import { NotAnEventError, type ReadObject, type ReadVevent } from "../calendar.ical-read";
import { apiCall, apiError, deleteWithEtag, isRefusedGrant, record, str, wallTime, type ApiAnswer, type ApiRes } from "./oauth-api";
import { RemoteCalendarError, type RemoteCalendar, type RemoteListing, type RemoteObject, type RemoteRead } from "./remote";

/*
 * Outlook through Microsoft Graph (v1.0) behind the calendar interface, as its documentation describes it:
 * - an event is `POST /me/calendars/{id}/events`, `PATCH` and `DELETE .../events/{id}`, both with `If-Match` on its
 *   `@odata.etag` (412: read again, written again, ours winning); a series' rule is a `patternedRecurrence` (the RRULE
 *   turned into Graph's pattern and range: a rule Graph cannot hold is refused with the reason);
 *   A series' own occurrences go on its instances (`GET /me/events/{id}/instances`, matched by `originalStart`): a
 *   moved one `PATCH /me/events/{instanceId}` (an `exception` there), a deleted one `DELETE` (one of the series'
 *   `cancelledOccurrences`), an exception the app does not have patched back to the series;
 * - the pull follows `GET .../events/delta` page by page (`@odata.nextLink`) to its `@odata.deltaLink`, kept as the
 *   token; an expired one (410) lists everything again. `@removed` is a deleted event; a changed occurrence
 *   (`exception`) is read back with its series (the series' instances of type `exception`), and the series'
 *   `cancelledOccurrences` (`$select`ed: "OID.{id}.{day}") are its deleted occurrences, exclusions in the app.
 * Busy times are the calendar's `calendarView` of the range (its occurrences neither free nor cancelled).
 * Times are read in UTC (`Prefer: outlook.timezone="UTC"`) and written in the event's own zone.
 */

const NAME = "Outlook";
const MAX_PAGES = 40;
const UTC_PREFER = { Prefer: 'outlook.timezone="UTC"' };
const DAY = 86_400_000;

const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
const BYDAY = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
const INDEX: Record<string, string> = { "1": "first", "2": "second", "3": "third", "4": "fourth", "-1": "last" };
const INDEX_BACK: Record<string, string> = { first: "1", second: "2", third: "3", fourth: "4", last: "-1" };

const dayName = (code: string) => {
  const i = (BYDAY as readonly string[]).indexOf(code.toUpperCase());
  if (i < 0) throw new RemoteCalendarError(`${NAME} cannot hold the weekday "${code}"`, 400);
  return DAYS[i];
};

/** An RRULE as Graph's patternedRecurrence (the start's local date and weekday in the event's zone). */
function patternOf(rule: string, start: Date, zone: string): Record<string, unknown> {
  const parts = Object.fromEntries(rule.replace(/^RRULE:/i, "").split(";").filter(Boolean).map((p) => {
    const [k, v] = p.split("=");
    return [k.toUpperCase(), (v ?? "").toUpperCase()];
  }));
  const refuse = (why: string) => new RemoteCalendarError(`${NAME} cannot hold the rule ${rule}: ${why}`, 400);
  for (const k of Object.keys(parts)) if (!["FREQ", "INTERVAL", "COUNT", "UNTIL", "BYDAY", "BYMONTHDAY", "BYMONTH", "BYSETPOS", "WKST"].includes(k)) throw refuse(`${k} has no equivalent`);
  const interval = parts.INTERVAL ? Number(parts.INTERVAL) : 1;
  const local = wallTime(start, zone);
  const startDate = local.slice(0, 10);
  const [, month, dom] = startDate.split("-").map(Number);
  const weekday = BYDAY[new Date(`${startDate}T00:00:00Z`).getUTCDay()];
  const byday = parts.BYDAY ? parts.BYDAY.split(",") : [];
  const ordinal = byday.map((d: string) => /^([+-]?\d)?([A-Z]{2})$/.exec(d)).filter(Boolean) as RegExpExecArray[];
  const ord = parts.BYSETPOS ?? ordinal.find((m) => m[1])?.[1]?.replace("+", "");
  let pattern: Record<string, unknown>;
  switch (parts.FREQ) {
    case "DAILY": pattern = { type: "daily", interval }; break;
    case "WEEKLY":
      pattern = { type: "weekly", interval, daysOfWeek: (byday.length ? byday : [weekday]).map(dayName), firstDayOfWeek: parts.WKST ? dayName(parts.WKST) : "monday" };
      break;
    case "MONTHLY":
      if (ord) {
        if (!INDEX[ord]) throw refuse(`the position ${ord} has no equivalent`);
        pattern = { type: "relativeMonthly", interval, daysOfWeek: ordinal.map((m) => dayName(m[2])), index: INDEX[ord] };
      } else {
        if (parts.BYMONTHDAY?.includes(",")) throw refuse("several days of the month");
        pattern = { type: "absoluteMonthly", interval, dayOfMonth: parts.BYMONTHDAY ? Number(parts.BYMONTHDAY) : dom };
      }
      break;
    case "YEARLY": {
      const m = parts.BYMONTH ? Number(parts.BYMONTH) : month;
      if (ord) {
        if (!INDEX[ord]) throw refuse(`the position ${ord} has no equivalent`);
        pattern = { type: "relativeYearly", interval, month: m, daysOfWeek: ordinal.map((x) => dayName(x[2])), index: INDEX[ord] };
      } else pattern = { type: "absoluteYearly", interval, month: m, dayOfMonth: parts.BYMONTHDAY ? Number(parts.BYMONTHDAY) : dom };
      break;
    }
    default: throw refuse(`FREQ=${parts.FREQ ?? "none"}`);
  }
  let range: Record<string, unknown> = { type: "noEnd", startDate, recurrenceTimeZone: zone };
  if (parts.COUNT) range = { type: "numbered", startDate, numberOfOccurrences: Number(parts.COUNT), recurrenceTimeZone: zone };
  else if (parts.UNTIL) {
    const u = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(parts.UNTIL);
    if (!u) throw refuse("UNTIL is not a date");
    const until = u[4] ? calendarDay(new Date(Date.UTC(+u[1], +u[2] - 1, +u[3], +u[4], +u[5], +u[6])), zone) : `${u[1]}-${u[2]}-${u[3]}`;
    range = { type: "endDate", startDate, endDate: until, recurrenceTimeZone: zone };
  }
  return { pattern, range };
}

/** Graph's patternedRecurrence as an RRULE. */
function ruleOf(recurrence: unknown): string | null {
  const p = record(record(recurrence).pattern);
  const r = record(record(recurrence).range);
  const type = str(p.type);
  if (!type) return null;
  const parts: string[] = [];
  const days = Array.isArray(p.daysOfWeek) ? p.daysOfWeek.map((d) => BYDAY[DAYS.indexOf(String(d).toLowerCase() as (typeof DAYS)[number])]).filter(Boolean) : [];
  const index = INDEX_BACK[String(p.index ?? "first")] ?? "1";
  switch (type) {
    case "daily": parts.push("FREQ=DAILY"); break;
    case "weekly": parts.push("FREQ=WEEKLY", `BYDAY=${days.join(",")}`); break;
    case "absoluteMonthly": parts.push("FREQ=MONTHLY", `BYMONTHDAY=${p.dayOfMonth}`); break;
    case "relativeMonthly": parts.push("FREQ=MONTHLY", `BYDAY=${days.map((d) => `${index}${d}`).join(",")}`); break;
    case "absoluteYearly": parts.push("FREQ=YEARLY", `BYMONTH=${p.month}`, `BYMONTHDAY=${p.dayOfMonth}`); break;
    case "relativeYearly": parts.push("FREQ=YEARLY", `BYMONTH=${p.month}`, `BYDAY=${days.map((d) => `${index}${d}`).join(",")}`); break;
    default: return null;
  }
  const interval = Number(p.interval);
  if (interval > 1) parts.splice(1, 0, `INTERVAL=${interval}`);
  if (r.type === "numbered" && Number(r.numberOfOccurrences) > 0) parts.push(`COUNT=${Number(r.numberOfOccurrences)}`);
  if (r.type === "endDate" && str(r.endDate)) parts.push(`UNTIL=${String(r.endDate).replace(/-/g, "")}T235959Z`);
  return parts.join(";");
}

function fields(e: CalendarEvent) {
  const zone = safeTimeZone(e.timeZone) ?? "UTC";
  const link = e.meetingLink?.trim() || null;
  const content = [e.description ?? "", link ? `Join: ${link}` : ""].filter(Boolean).join("\n");
  const at = (d: Date) => (e.isAllDay ? `${calendarDay(d, zone)}T00:00:00` : wallTime(d, zone));
  let end = e.endTime;
  if (e.isAllDay && calendarDay(end, zone) <= calendarDay(e.startTime, zone)) end = new Date(instantOn(calendarDay(e.startTime, zone), zone).getTime() + 36 * 3_600_000);
  return {
    subject: e.title, body: { contentType: "text", content }, location: { displayName: e.location ?? link ?? "" },
    start: { dateTime: at(e.startTime), timeZone: zone }, end: { dateTime: at(end), timeZone: zone }, isAllDay: e.isAllDay,
    showAs: e.status === "tentative" ? "tentative" : "busy",
  };
}

function seriesBody(series: CalendarEvent) {
  const zone = safeTimeZone(series.timeZone) ?? "UTC";
  return { ...fields(series), recurrence: series.isRecurring && series.recurrenceRule ? patternOf(series.recurrenceRule, series.startTime, zone) : null };
}

/** A Graph dateTimeTimeZone read in UTC (the Prefer header) as an instant; an all-day one's date in the event's zone. */
function instantOf(v: unknown, allDay: boolean, zone: string): Date | null {
  const r = record(v);
  const dt = str(r.dateTime);
  if (!dt) return null;
  if (allDay) return instantOn(dt.slice(0, 10), zone);
  const d = new Date(`${dt.replace(/(\.\d{3})\d*$/, "$1").replace(/Z$/, "")}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * The original starts of a series' cancelled occurrences: each id names the occurrence's day ("OID.{id}.2030-03-18"),
 * its time the series' start on the wall clock of the zone the series recurs in.
 */
function cancelledStarts(master: Record<string, unknown>, start: Date, cancelled: string[], fallbackZone: string): Date[] {
  const zone = safeTimeZone(str(record(record(master.recurrence).range).recurrenceTimeZone)) ?? safeTimeZone(str(master.originalStartTimeZone)) ?? fallbackZone;
  const [h, mi, s] = wallTime(start, zone).slice(11).split(":").map(Number);
  return cancelled.map((id) => /\.(\d{4}-\d{2}-\d{2})$/.exec(id)?.[1]).filter((d): d is string => !!d).map((day) => master.isAllDay === true ? instantOn(day, zone) : instantOn(day, zone, h, mi, s));
}

/**
 * The range a series' instances are listed over (Graph lists them only within one): three years from its start, or
 * from a year ago for a series started earlier, widened to hold these instants.
 */
function occurrenceWindow(start: Date, times: number[]): { from: Date; to: Date } {
  const from = Math.min(Math.max(start.getTime(), Date.now() - 366 * DAY), ...times) - DAY;
  return { from: new Date(from), to: new Date(Math.max(from + 3 * 366 * DAY, ...times) + DAY) };
}

/** Does an instance already say what the app has for its occurrence (its times, title, notes and place)? */
function sameOccurrence(i: Record<string, unknown>, e: CalendarEvent): boolean {
  const zone = safeTimeZone(e.timeZone) ?? "UTC";
  const v = veventOf(i, zone);
  const f = fields(e);
  const sameTimes = e.isAllDay
    ? v.allDay && calendarDay(v.start, zone) === calendarDay(e.startTime, zone)
    : !v.allDay && v.start.getTime() === e.startTime.getTime() && v.end.getTime() === e.endTime.getTime();
  return sameTimes && v.summary === f.subject && (v.description ?? "") === f.body.content && (v.location ?? "") === f.location.displayName;
}

function veventOf(e: Record<string, unknown>, fallbackZone: string): ReadVevent {
  const eventZone = safeTimeZone(str(e.originalStartTimeZone)) ?? null;
  const zone = eventZone ?? fallbackZone;
  const allDay = e.isAllDay === true;
  const start = instantOf(e.start, allDay, zone);
  const end = instantOf(e.end, allDay, zone) ?? start;
  if (!start || !end) throw new Error("the event has no start");
  const body = record(e.body);
  let description = str(body.content);
  if (description && body.contentType === "html") description = description.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/[ \t]+/g, " ").trim() || null;
  const modified = str(e.lastModifiedDateTime) ? new Date(e.lastModifiedDateTime as string) : null;
  const original = str(e.originalStart) ? new Date(e.originalStart as string) : null;
  return {
    summary: str(e.subject) ?? "", description, location: str(record(e.location).displayName), start, end, allDay, zone: eventZone,
    status: e.isCancelled === true ? "cancelled" : e.showAs === "tentative" ? "tentative" : "confirmed",
    rrule: e.type === "seriesMaster" ? ruleOf(e.recurrence) : null, exDates: [],
    recurrenceId: original && !Number.isNaN(original.getTime()) ? original : null,
    lastModified: modified && !Number.isNaN(modified.getTime()) ? modified : null, sequence: 0, transparent: e.showAs === "free",
  };
}

export function graphCalendar(res: ApiRes, connection: WorkspaceConnection, graphUrl: string): RemoteCalendar {
  const calendarId = connection.calendarUrl!;
  const list = `${graphUrl}/me/calendars/${encodeURIComponent(calendarId)}/events`;
  const base = `${list}/`;
  const hrefOf = (id: string) => `${base}${encodeURIComponent(id)}`;
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, json?: unknown, headers?: Record<string, string>) =>
    apiCall(res, connection, NAME, { method, url, json, headers });
  const etagOf = (a: ApiAnswer) => str(a.body["@odata.etag"]) ?? a.headers.get("etag");

  const currentEtag = async (href: string): Promise<string | null> => {
    const a = await call("GET", `${href}?$select=id`);
    if (a.status === 404 || a.status === 410) return null;
    if (a.status !== 200) throw apiError(NAME, "GET", a);
    return etagOf(a);
  };

  /** A series' instances (occurrences and exceptions, cancelled ones left out) over [from, to), page by page. */
  const instancesOf = async (masterId: string, from: Date, to: Date): Promise<Record<string, unknown>[]> => {
    const out: Record<string, unknown>[] = [];
    let url: string | null = `${graphUrl}/me/events/${encodeURIComponent(masterId)}/instances?${new URLSearchParams({ startDateTime: from.toISOString(), endDateTime: to.toISOString(), $top: "100" })}`;
    for (let page = 0; url && page < MAX_PAGES; page++) {
      const e: ApiAnswer = await call("GET", url, undefined, UTC_PREFER);
      if (e.status !== 200) throw apiError(NAME, "instances", e);
      out.push(...(Array.isArray(e.body.value) ? e.body.value.map(record) : []));
      url = str(e.body["@odata.nextLink"]);
    }
    return out;
  };

  /**
   * The series' occurrences as the app has them, written on its instances (found by their original start in the
   * instances listing): a moved occurrence patched (`PATCH /me/events/{instanceId}`: it becomes an exception there), a
   * deleted one deleted (`DELETE`: among the series' cancelled occurrences), and an exception the app does not have
   * (its change lost to ours) patched back to the series' fields. Answers whether anything was written.
   */
  const writeOccurrences = async (masterId: string, series: CalendarEvent, overrides: CalendarEvent[]): Promise<boolean> => {
    if (!series.isRecurring || !series.recurrenceRule) return false;
    const length = series.endTime.getTime() - series.startTime.getTime();
    const moved = new Map(overrides.filter((x) => x.recurrenceId).map((x) => [x.recurrenceId!.getTime(), x]));
    const excluded = new Set(series.exDates.map((d) => d.getTime()));
    // the years the pull reads (read below), and every occurrence the app changed
    const { from, to } = occurrenceWindow(series.startTime, [...moved.keys(), ...excluded].map((t) => [t, t + length]).flat());
    let wrote = false;
    const instanceUrl = (i: Record<string, unknown>) => `${graphUrl}/me/events/${encodeURIComponent(String(i.id))}`;
    for (const i of await instancesOf(masterId, new Date(from), new Date(to))) {
      const original = str(i.originalStart) ? new Date(i.originalStart as string).getTime() : NaN;
      if (!str(i.id) || Number.isNaN(original)) continue;
      if (excluded.has(original)) {
        const a = await call("DELETE", instanceUrl(i));
        if (a.status !== 204 && a.status !== 200 && a.status !== 404) throw apiError(NAME, "DELETE (occurrence)", a);
        wrote = true;
        continue;
      }
      const want = moved.get(original) ?? (i.type === "exception" ? { ...series, startTime: new Date(original), endTime: new Date(original + length) } : null);
      if (!want || sameOccurrence(i, want)) continue;
      const a = await call("PATCH", instanceUrl(i), fields(want));
      if (a.status !== 200) throw apiError(NAME, "PATCH (occurrence)", a);
      wrote = true;
    }
    return wrote;
  };

  /** The series written, then its occurrences; its ETag read again when these changed it. */
  const written = async (a: ApiAnswer, series: CalendarEvent, overrides: CalendarEvent[]): Promise<RemoteObject> => {
    const href = hrefOf(String(a.body.id));
    if (!(await writeOccurrences(String(a.body.id), series, overrides))) return { href, etag: etagOf(a) };
    return { href, etag: await currentEtag(href) ?? etagOf(a) };
  };

  const create = async (series: CalendarEvent, overrides: CalendarEvent[]): Promise<RemoteObject> => {
    // transactionId: a create sent again (an attempt that did not learn its answer) makes no second event
    const a = await call("POST", list, { ...seriesBody(series), transactionId: series.uid.slice(0, 100) });
    if (a.status !== 201 && a.status !== 200) throw apiError(NAME, "POST", a);
    return written(a, series, overrides);
  };

  const update = async (obj: RemoteObject, series: CalendarEvent, overrides: CalendarEvent[]): Promise<RemoteObject> => {
    let etag = obj.etag;
    for (let attempt = 0; attempt < 4; attempt++) {
      const a = await call("PATCH", obj.href, seriesBody(series), etag ? { "If-Match": etag } : {});
      if (a.status === 200) return written(a, series, overrides);
      if (a.status === 404 || a.status === 410) return create(series, overrides);
      if (a.status !== 412) throw apiError(NAME, "PATCH", a);
      etag = await currentEtag(obj.href);
      if (etag === null) return create(series, overrides);
    }
    throw new RemoteCalendarError(`${NAME} PATCH failed: the event kept changing there (4 attempts)`, 412);
  };

  const remove = (obj: RemoteObject) => deleteWithEtag(NAME, obj, call, currentEtag);

  const changes = async (token: string | null): Promise<RemoteListing> => {
    const changed = new Map<string, string | null>();
    const gone = new Set<string>();
    // the delta link is the provider's own URL: only one under this calendar's is followed
    let url = token && token.startsWith(`${list}/delta`) ? token : `${list}/delta`;
    for (let page = 0; page < MAX_PAGES; page++) {
      const a = await call("GET", url, undefined, UTC_PREFER);
      if (a.status === 410 && token) return changes(null);
      if (a.status !== 200) throw apiError(NAME, "delta", a);
      for (const item of Array.isArray(a.body.value) ? a.body.value.map(record) : []) {
        const id = str(item.id);
        if (!id) continue;
        const master = str(item.seriesMasterId);
        if (master) {
          if (!gone.has(hrefOf(master))) changed.set(hrefOf(master), null);
        } else if (item["@removed"] || item.isCancelled === true) {
          gone.add(hrefOf(id));
          changed.delete(hrefOf(id));
        } else if (changed.get(hrefOf(id)) !== null) {
          changed.set(hrefOf(id), str(item["@odata.etag"]));
        }
      }
      const next = str(a.body["@odata.nextLink"]);
      if (next) { url = next; continue; }
      return { token: str(a.body["@odata.deltaLink"]), changed: [...changed].map(([href, etag]) => ({ href, etag })), gone: [...gone], complete: token === null };
    }
    return { token, changed: [...changed].map(([href, etag]) => ({ href, etag })), gone: [], complete: false, truncated: true };
  };

  const read = async (hrefs: string[]): Promise<RemoteRead[]> => {
    const out: RemoteRead[] = [];
    for (const href of hrefs) {
      const a = await call("GET", href, undefined, UTC_PREFER);
      if (a.status === 404 || a.status === 410 || (a.status === 200 && a.body.isCancelled === true)) {
        out.push({ href, etag: null, gone: true, read: () => { throw new NotAnEventError(); } });
        continue;
      }
      if (a.status !== 200) throw apiError(NAME, "GET", a);
      const master = a.body;
      let exceptions: Record<string, unknown>[] = [];
      let cancelled: string[] = [];
      if (master.type === "seriesMaster") {
        // the series' occurrences over the years around it: those changed are its exceptions
        const { from, to } = occurrenceWindow(instantOf(master.start, master.isAllDay === true, "UTC") ?? new Date(), []);
        exceptions = (await instancesOf(String(master.id), from, to)).filter((i) => i.type === "exception");
        // its deleted occurrences: "OID.{id}.{day}", answered only when selected
        const c = await call("GET", `${href}?$select=cancelledOccurrences`, undefined, UTC_PREFER);
        if (c.status !== 200) throw apiError(NAME, "GET", c);
        cancelled = Array.isArray(c.body.cancelledOccurrences) ? c.body.cancelledOccurrences.filter((x): x is string => typeof x === "string") : [];
      }
      out.push({
        href, etag: etagOf(a), gone: false,
        read: (zone): ReadObject => {
          const v = veventOf(master, zone);
          return { uid: str(master.iCalUId) ?? String(master.id), master: { ...v, exDates: cancelledStarts(master, v.start, cancelled, zone) }, overrides: exceptions.map((x) => veventOf(x, zone)) };
        },
      });
    }
    return out;
  };

  /** The calendar's view of the range (`GET /me/calendars/{id}/calendarView`): its occurrences not free and not cancelled. */
  const busy = async (from: Date, to: Date, zone: string) => {
    const out: { start: Date; end: Date }[] = [];
    let url: string | null = `${graphUrl}/me/calendars/${encodeURIComponent(calendarId)}/calendarView?${new URLSearchParams({
      startDateTime: from.toISOString(), endDateTime: to.toISOString(), $select: "start,end,isAllDay,showAs,isCancelled,originalStartTimeZone", $top: "200" })}`;
    for (let page = 0; url && page < MAX_PAGES; page++) {
      const a: ApiAnswer = await call("GET", url, undefined, UTC_PREFER);
      if (a.status !== 200) throw apiError(NAME, "calendarView", a);
      for (const e of Array.isArray(a.body.value) ? a.body.value.map(record) : []) {
        if (e.isCancelled === true || e.showAs === "free") continue;
        const v = veventOf(e, zone);
        if (v.end > v.start) out.push({ start: v.start, end: v.end });
      }
      url = str(a.body["@odata.nextLink"]);
    }
    return out;
  };

  return {
    type: "microsoft", providerName: NAME, calendarName: connection.calendarName ?? NAME, base, refusalRecorded: true,
    create, update, remove, changes, read, busy,
    refusal: (err) => (isRefusedGrant(err) ? (err as Error).message : null),
  };
}
