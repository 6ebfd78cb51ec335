import type { CalendarEvent } from "../../../generated/prisma/client";
import { calendarDay, instantOn, safeTimeZone } from "@common/timezone";
import type { WorkspaceConnection } from "../../integration";
import { NotAnEventError, type ReadObject, type ReadVevent } from "../calendar.ical-read";
import { apiCall, apiError, deleteWithEtag, isRefusedGrant, record, str, type ApiAnswer, type ApiRes } from "./oauth-api";
import { RemoteCalendarError, type RemoteCalendar, type RemoteListing, type RemoteObject, type RemoteRead } from "./remote";

/*
 * Google Calendar (API v3) behind the calendar interface, as its documentation describes it:
 * - an event is `POST /calendars/{calendarId}/events` (its iCalUID the app's UID), `PATCH .../events/{eventId}` and
 *   `DELETE .../events/{eventId}`, both with `If-Match` on the event's `etag` (412: read again, written again, ours
 *   winning); a series carries its rule and exclusions in `recurrence` (RRULE and EXDATE lines), and a moved occurrence
 *   is its instance patched (`{eventId}_{original start in UTC, basic format}`), an exception whose occurrence was
 *   deleted is cancelled (its instance deleted), and one the app has no override for is patched back to the series;
 * - busy times are the calendar's `POST /freeBusy`;
 * - the pull lists `GET .../events?syncToken=` page by page until `nextSyncToken` (no token: every event, the first
 *   full sync); a 410 Gone means the token expired: everything is listed again. A cancelled event is deleted; a
 *   changed instance is read back with its series (`?iCalUID=`: the series and its exceptions).
 */

const NAME = "Google Calendar";
const PAGE = 250;
const MAX_PAGES = 40;

const basic = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
const dayBasic = (day: string) => day.replace(/-/g, "");

/** The meeting link as the description's last line and the location when there is none (as calendar.ics.ts writes it). */
function fields(e: CalendarEvent) {
  const zone = safeTimeZone(e.timeZone) ?? "UTC";
  const link = e.meetingLink?.trim() || null;
  const description = [e.description ?? "", link ? `Join: ${link}` : ""].filter(Boolean).join("\n") || null;
  let start: Record<string, string>;
  let end: Record<string, string>;
  if (e.isAllDay) {
    const first = calendarDay(e.startTime, zone);
    let last = calendarDay(e.endTime, zone);
    if (last <= first) last = calendarDay(new Date(instantOn(first, zone).getTime() + 36 * 3_600_000), zone);
    start = { date: first };
    end = { date: last };
  } else {
    start = { dateTime: e.startTime.toISOString(), timeZone: zone };
    end = { dateTime: e.endTime.toISOString(), timeZone: zone };
  }
  return {
    summary: e.title, description, location: e.location ?? link, start, end,
    status: e.status === "cancelled" ? "cancelled" : e.status === "tentative" ? "tentative" : "confirmed",
  };
}

function seriesBody(series: CalendarEvent) {
  const recurrence: string[] = [];
  if (series.isRecurring && series.recurrenceRule) {
    recurrence.push(`RRULE:${series.recurrenceRule.replace(/^RRULE:/i, "")}`);
    const zone = safeTimeZone(series.timeZone) ?? "UTC";
    for (const x of series.exDates) recurrence.push(series.isAllDay ? `EXDATE;VALUE=DATE:${dayBasic(calendarDay(x, zone))}` : `EXDATE:${basic(x)}`);
  }
  return { ...fields(series), recurrence };
}

/** The instant of a Google date or dateTime ({date} in the workspace's zone). */
function instantOf(v: unknown, zone: string): Date | null {
  const r = record(v);
  if (str(r.dateTime)) {
    const d = new Date(r.dateTime as string);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  if (str(r.date) && /^\d{4}-\d{2}-\d{2}$/.test(r.date as string)) return instantOn(r.date as string, safeTimeZone(str(r.timeZone)) ?? zone);
  return null;
}

function exDatesOf(lines: string[], zone: string): Date[] {
  const out: Date[] = [];
  for (const line of lines) {
    const m = /^EXDATE(;[^:]*)?:(.+)$/i.exec(line);
    if (!m) continue;
    const tzid = /TZID=([^;:]+)/i.exec(m[1] ?? "")?.[1];
    for (const v of m[2].split(",")) {
      const t = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(v.trim());
      if (!t) continue;
      const day = `${t[1]}-${t[2]}-${t[3]}`;
      if (!t[4]) out.push(instantOn(day, zone));
      else if (t[7]) out.push(new Date(Date.UTC(+t[1], +t[2] - 1, +t[3], +t[4], +t[5], +t[6])));
      else out.push(instantOn(day, safeTimeZone(tzid) ?? zone, +t[4], +t[5], +t[6]));
    }
  }
  return out;
}

/** A Google event as the app reads a VEVENT. */
function veventOf(e: Record<string, unknown>, zone: string): ReadVevent {
  // a cancelled instance is sure to hold only its id, series, original start and status
  const start = instantOf(e.start, zone) ?? (e.status === "cancelled" ? instantOf(e.originalStartTime, zone) : null);
  const end = instantOf(e.end, zone) ?? start;
  if (!start || !end) throw new Error("the event has no start");
  const lines = Array.isArray(e.recurrence) ? e.recurrence.filter((l): l is string => typeof l === "string") : [];
  const rrule = lines.find((l) => /^RRULE:/i.test(l))?.replace(/^RRULE:/i, "") ?? null;
  const status = e.status === "cancelled" ? "cancelled" : e.status === "tentative" ? "tentative" : "confirmed";
  const updated = str(e.updated) ? new Date(e.updated as string) : null;
  return {
    summary: str(e.summary) ?? "", description: str(e.description), location: str(e.location), start, end,
    allDay: !!str(record(e.start).date), zone: safeTimeZone(str(record(e.start).timeZone)) ?? null, status, rrule,
    exDates: exDatesOf(lines, zone), recurrenceId: instantOf(e.originalStartTime, zone),
    lastModified: updated && !Number.isNaN(updated.getTime()) ? updated : null,
    sequence: Number.isInteger(e.sequence) ? (e.sequence as number) : 0, transparent: e.transparency === "transparent",
  };
}

/** Does an instance already say what `want` (fields()) says: its times, title, notes, place and status? */
function sameInstance(e: Record<string, unknown>, want: ReturnType<typeof fields>, zone: string): boolean {
  const at = (v: unknown) => instantOf(v, zone)?.getTime() ?? null;
  return at(e.start) === at(want.start) && at(e.end) === at(want.end) && (str(e.summary) ?? "") === want.summary
    && str(e.description) === (want.description || null) && str(e.location) === (want.location || null) && (str(e.status) ?? "confirmed") === want.status;
}

export function googleCalendar(res: ApiRes, connection: WorkspaceConnection, apiUrl: string): RemoteCalendar {
  const calendarId = connection.calendarUrl!;
  const list = `${apiUrl}/calendars/${encodeURIComponent(calendarId)}/events`;
  const base = `${list}/`;
  const hrefOf = (id: string) => `${base}${encodeURIComponent(id)}`;
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, json?: unknown, headers?: Record<string, string>) =>
    apiCall(res, connection, NAME, { method, url, json, headers });
  const objectOf = (a: ApiAnswer): RemoteObject => ({ href: hrefOf(String(a.body.id)), etag: str(a.body.etag) ?? a.headers.get("etag") });

  /** The event's current ETag, or null when it is gone. */
  const currentEtag = async (href: string): Promise<string | null> => {
    const a = await call("GET", href);
    if (a.status === 404 || a.status === 410) return null;
    if (a.status !== 200) throw apiError(NAME, "GET", a);
    return str(a.body.etag);
  };

  /** A series' exceptions there (its instances changed or cancelled on their own: `?iCalUID=` lists them with it). */
  const exceptionsOf = async (seriesId: string, iCalUID: string): Promise<Record<string, unknown>[]> => {
    const e = await call("GET", `${list}?${new URLSearchParams({ iCalUID, showDeleted: "true" })}`);
    if (e.status !== 200) throw apiError(NAME, "list", e);
    return (Array.isArray(e.body.items) ? e.body.items.map(record) : []).filter((i) => i.recurringEventId === seriesId);
  };

  /**
   * The series' occurrences as the app has them, on their instances (their ids: the series' id and the original
   * start): a moved one patched; an exception there whose occurrence the app deleted cancelled (`DELETE` of the
   * instance: the EXDATE alone would leave a moved instance standing); and one the app has no override for (an
   * override removed here, or a change there that lost to ours) patched back to the series' fields at its original
   * time, or restored when cancelled there. Answers whether anything was written.
   */
  const writeOccurrences = async (seriesId: string, iCalUID: string, series: CalendarEvent, overrides: CalendarEvent[]): Promise<boolean> => {
    if (!series.isRecurring || !series.recurrenceRule) return false;
    const zone = safeTimeZone(series.timeZone) ?? "UTC";
    const moved = new Map(overrides.filter((x) => x.recurrenceId).map((x) => [x.recurrenceId!.getTime(), x]));
    const excluded = new Set(series.exDates.map((d) => d.getTime()));
    let wrote = false;
    const exceptions = await exceptionsOf(seriesId, iCalUID);
    const there = new Map(exceptions.map((e) => [instantOf(e.originalStartTime, zone)?.getTime(), e]));
    for (const x of moved.values()) {
      // one already as the app has it is not written again (its instance would read as changed at the next pull)
      const e = there.get(x.recurrenceId!.getTime());
      if (e && sameInstance(e, fields(x), zone)) continue;
      const instance = `${seriesId}_${series.isAllDay ? dayBasic(calendarDay(x.recurrenceId!, zone)) : basic(x.recurrenceId!)}`;
      const a = await call("PATCH", hrefOf(instance), fields(x));
      if (a.status !== 200) throw apiError(NAME, "PATCH (occurrence)", a);
      wrote = true;
    }
    const length = series.endTime.getTime() - series.startTime.getTime();
    for (const e of exceptions) {
      const original = instantOf(e.originalStartTime, zone)?.getTime();
      if (original === undefined || moved.has(original) || !str(e.id)) continue;
      if (excluded.has(original)) {
        if (e.status === "cancelled") continue;
        const a = await call("DELETE", hrefOf(String(e.id)));
        if (a.status !== 204 && a.status !== 200 && a.status !== 404 && a.status !== 410) throw apiError(NAME, "DELETE (occurrence)", a);
        wrote = true;
        continue;
      }
      const back = fields({ ...series, startTime: new Date(original), endTime: new Date(original + length) });
      if (sameInstance(e, back, zone)) continue;
      const a = await call("PATCH", hrefOf(String(e.id)), back);
      if (a.status !== 200) throw apiError(NAME, "PATCH (occurrence)", a);
      wrote = true;
    }
    return wrote;
  };

  const create = async (series: CalendarEvent, overrides: CalendarEvent[]): Promise<RemoteObject> => {
    const a = await call("POST", list, { ...seriesBody(series), iCalUID: series.uid });
    if (a.status === 409) {
      // an earlier attempt made it without learning of it: that one is updated
      const found = await call("GET", `${list}?${new URLSearchParams({ iCalUID: series.uid, showDeleted: "true" })}`);
      const item = Array.isArray(found.body.items) ? found.body.items.map(record).find((i) => !i.recurringEventId) : undefined;
      if (found.status === 200 && item) return update({ href: hrefOf(String(item.id)), etag: str(item.etag) }, series, overrides);
    }
    if (a.status !== 200 && a.status !== 201) throw apiError(NAME, "POST", a);
    const obj = objectOf(a);
    if (await writeOccurrences(String(a.body.id), str(a.body.iCalUID) ?? series.uid, series, overrides)) return { href: obj.href, etag: await currentEtag(obj.href) ?? obj.etag };
    return obj;
  };

  const update = async (obj: RemoteObject, series: CalendarEvent, overrides: CalendarEvent[]): Promise<RemoteObject> => {
    let etag = obj.etag;
    for (let attempt = 0; attempt < 4; attempt++) {
      const a = await call("PATCH", obj.href, seriesBody(series), etag ? { "If-Match": etag } : {});
      if (a.status === 200) {
        if (!(await writeOccurrences(String(a.body.id), str(a.body.iCalUID) ?? series.uid, series, overrides))) return objectOf(a);
        return { href: obj.href, etag: await currentEtag(obj.href) ?? str(a.body.etag) };
      }
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
    let pageToken: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const q = new URLSearchParams({ maxResults: String(PAGE), showDeleted: "true" });
      if (token) q.set("syncToken", token);
      if (pageToken) q.set("pageToken", pageToken);
      const a = await call("GET", `${list}?${q}`);
      // the sync token expired (or was refused): everything is listed again
      if (a.status === 410 && token) return changes(null);
      if (a.status !== 200) throw apiError(NAME, "list", a);
      for (const item of Array.isArray(a.body.items) ? a.body.items.map(record) : []) {
        const id = str(item.id);
        if (!id) continue;
        const series = str(item.recurringEventId);
        if (series) {
          // an instance changed or cancelled: its series is read again whole
          if (!gone.has(hrefOf(series))) changed.set(hrefOf(series), null);
        } else if (item.status === "cancelled") {
          gone.add(hrefOf(id));
          changed.delete(hrefOf(id));
        } else if (!changed.has(hrefOf(id)) || changed.get(hrefOf(id)) !== null) {
          changed.set(hrefOf(id), str(item.etag));
        }
      }
      pageToken = str(a.body.nextPageToken);
      if (!pageToken) {
        return { token: str(a.body.nextSyncToken), changed: [...changed].map(([href, etag]) => ({ href, etag })), gone: [...gone], complete: token === null };
      }
    }
    // more pages than one pull reads: the next pull starts over from the same token
    return { token, changed: [...changed].map(([href, etag]) => ({ href, etag })), gone: [], complete: false, truncated: true };
  };

  const read = async (hrefs: string[]): Promise<RemoteRead[]> => {
    const out: RemoteRead[] = [];
    for (const href of hrefs) {
      const a = await call("GET", href);
      if (a.status === 404 || a.status === 410 || (a.status === 200 && a.body.status === "cancelled")) {
        out.push({ href, etag: null, gone: true, read: () => { throw new NotAnEventError(); } });
        continue;
      }
      if (a.status !== 200) throw apiError(NAME, "GET", a);
      const master = a.body;
      const exceptions = Array.isArray(master.recurrence) && str(master.iCalUID) ? await exceptionsOf(String(master.id), master.iCalUID as string) : [];
      out.push({
        href, etag: str(master.etag), gone: false,
        read: (zone): ReadObject => ({
          uid: str(master.iCalUID) ?? String(master.id), master: veventOf(master, zone), overrides: exceptions.map((x) => veventOf(x, zone)),
        }),
      });
    }
    return out;
  };

  /** Google's free/busy query of the calendar (`POST /freeBusy`): its busy periods, transparent and cancelled events left out. */
  const busy = async (from: Date, to: Date) => {
    const a = await call("POST", `${apiUrl}/freeBusy`, { timeMin: from.toISOString(), timeMax: to.toISOString(), items: [{ id: calendarId }] });
    if (a.status !== 200) throw apiError(NAME, "freeBusy", a);
    const cal = record(record(a.body.calendars)[calendarId]);
    if (Array.isArray(cal.errors) && cal.errors.length) throw new RemoteCalendarError(`${NAME} freeBusy failed: ${String(record(cal.errors[0]).reason ?? "error")}`, 502);
    return (Array.isArray(cal.busy) ? cal.busy.map(record) : [])
      .map((p) => ({ start: new Date(String(p.start)), end: new Date(String(p.end)) }))
      .filter((p) => !Number.isNaN(p.start.getTime()) && !Number.isNaN(p.end.getTime()) && p.end > p.start);
  };

  return {
    type: "google", providerName: NAME, calendarName: connection.calendarName ?? NAME, base, refusalRecorded: true,
    create, update, remove, changes, read, busy,
    refusal: (err) => (isRefusedGrant(err) ? (err as Error).message : null),
  };
}
