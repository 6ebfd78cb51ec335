import type { ServiceContext } from "../../context";
import { ExternalServiceError, ValidationError } from "../../errors";
import { parseDate } from "@common/validation";
import { safeTimeZone } from "@common/timezone";
import { markNeedsReconnect } from "../integration";
import { mergePeriods } from "./calendar.ical-read";
import { calendarConnectionOf, remoteCalendar } from "./providers";

/*
 * Busy times from the workspace's connected calendar, for the week view to grey: `GET /api/calendar/busy?from&to` and
 * `User.calendarBusy(from, to)`. Read through the calendar's adapter (providers/): CalDAV by `free-busy-query` where the
 * server answers it, else by a `calendar-query` of the range whose objects are expanded here (calendar.ical-read.ts);
 * Google by its free/busy query; Outlook by the calendar's view of the range. Cancelled and free events are free. The
 * periods are merged. A range spans at most 62 days; an answer is kept 60 s per workspace and range, so a view that
 * renders again does not ask the server again.
 */

export interface BusyPeriod {
  start: Date;
  end: Date;
}

const MAX_DAYS = 62;
const CACHE_MS = 60_000;
const MAX_CACHED = 500;

const cache = new Map<string, { at: number; periods: BusyPeriod[] }>();

function rangeOf(from: unknown, to: unknown) {
  const f = parseDate(from);
  const t = parseDate(to);
  if (!f) throw new ValidationError({ from: "from must be an ISO timestamp" });
  if (!t) throw new ValidationError({ to: "to must be an ISO timestamp" });
  if (t <= f) throw new ValidationError({ to: "to must be after from" });
  if (t.getTime() - f.getTime() > MAX_DAYS * 86_400_000) throw new ValidationError({ to: `A range may span at most ${MAX_DAYS} days` });
  return { from: f, to: t };
}

/** The busy periods of the workspace's calendar overlapping [from, to), merged, in start order. */
export async function busyTimes(ctx: ServiceContext, fromInput: unknown, toInput: unknown,
  opts: { noneUnlessConnected?: boolean; now?: number } = {}): Promise<BusyPeriod[]> {
  const now = opts.now ?? Date.now();
  const { from, to } = rangeOf(fromInput, toInput);
  const connection = await calendarConnectionOf(ctx, ctx.viewer.id);
  // (the week view's GraphQL field: nothing is busy until a calendar is connected and chosen)
  if (!connection?.calendarUrl && opts.noneUnlessConnected) return [];
  if (!connection) throw new ValidationError({ calendar: "Connect a CalDAV calendar first" });
  if (!connection.calendarUrl) throw new ValidationError({ calendar: "Choose a calendar first" });
  const remote = remoteCalendar(ctx, connection);
  if (!remote) {
    if (opts.noneUnlessConnected) return [];
    throw new ValidationError({ calendar: "Reconnect your calendar first" });
  }
  const key = `${ctx.viewer.id}:${connection.provider}:${connection.calendarUrl}:${from.toISOString()}:${to.toISOString()}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < CACHE_MS) return hit.periods;
  let periods: BusyPeriod[];
  try {
    periods = await remote.busy(from, to, safeTimeZone(ctx.viewer.user?.timeZone) ?? "UTC");
  } catch (err) {
    const refused = remote.refusal(err);
    if (refused !== null && !remote.refusalRecorded) await markNeedsReconnect(ctx, connection.id, refused);
    const why = (err instanceof Error ? err.message : String(err)).slice(0, 300);
    const status = (err as { status?: unknown }).status;
    throw new ExternalServiceError(remote.providerName, remote.type !== "caldav" && why.startsWith(remote.providerName) ? why : `${remote.providerName}: ${why}`,
      typeof status === "number" && status >= 400 && status < 500 ? status : 502);
  }
  const merged = mergePeriods(periods.map((p) => ({ start: p.start < from ? from : p.start, end: p.end > to ? to : p.end })));
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, { at: now, periods: merged });
  return merged;
}
