import type { CalendarEvent, DomainEvent } from "../../generated/prisma/client";
import type { AppResources, ServiceContext } from "../../context";
import { ExternalServiceError, NotFoundError, ValidationError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import { publishSignal } from "../../pubsub";
import type { EventHandler } from "../../jobs/outbox";
import { isExternalSync } from "../../db/recorded";
import { createNotification } from "../notification";
import { CALENDAR_PROVIDER_NAMES, CALENDAR_PROVIDER_TYPES, inBase, isCalendarProviderType, workspaceCalendar, type RemoteCalendar } from "./providers";
import { eventWithOverrides, updateEventFields } from "./calendar.service";
import { defineNotificationKinds } from "../../notification-kinds";
import { connectionFor, markConnected, markNeedsReconnect, type WorkspaceConnection } from "../integration";

// the notification kinds this module creates (notification-kinds.ts)
const syncNotifications = defineNotificationKinds({
  calendar_sync_failed: "a change could not be pushed to the connected calendar after its retries",
});
type SyncNotifications = typeof syncNotifications;
declare module "../../notification-kinds" {
  interface NotificationKinds extends SyncNotifications {}
}

/*
 * Calendar providers: the workspace's own calendar, CalDAV (Nextcloud, Fastmail, iCloud, Radicale...), Google Calendar
 * or Outlook (Microsoft Graph), connected in the integration module (its secrets sealed there) with one of its calendars
 * chosen; each provider is an adapter behind one interface (providers/). An event is pushed there when the user asks
 * (`syncEvent`: the series with its overrides, created there the first time) and, once the calendar is chosen, each new
 * event or change of one not pushed yet by the handler; from then on every change the app makes to it is pushed by the
 * `calendar-caldav-push` handler: updated in place with If-Match on the stored ETag (a 412 re-reads the ETag and writes
 * again, ours winning), deleted with If-Match when the event is deleted. Never deleted and created again: calendar
 * clients would show it twice or lose its alarms. Only an event inside the workspace's chosen calendar is ever written
 * with its credentials: an event pushed elsewhere before (the former deployment-wide CALDAV_URL, or a calendar chosen
 * earlier) says "Reconnect to keep syncing" until it is pushed to the chosen one. A failure is kept on the event
 * (`syncError`, shown on its card) and logged; refused credentials mark the connection "needs reconnect" (a bell
 * notification).
 */

/** What an event pushed elsewhere than the workspace's chosen calendar says on its card. */
const RECONNECT_TO_SYNC = "Reconnect to keep syncing";

/**
 * The calendar providers this server offers: CalDAV (connected by a form), and Google Calendar and Outlook when their
 * OAuth apps are configured (connected in one click, each account then among `GET /api/integrations`); `configured`:
 * this workspace's connection to it is working. One read.
 */
export async function calendarProviders(ctx: ServiceContext) {
  // CalDAV always (the workspace brings its own server); Google and Outlook when this server has their OAuth app
  const offered = CALENDAR_PROVIDER_TYPES.filter((p) => p === "caldav" || ctx.config.oauthApps[p] !== null);
  const connected = new Set((await ctx.prisma.connection.findMany({
    where: { userId: ctx.viewer.id, provider: { in: [...offered] }, status: "connected" }, select: { provider: true },
  })).map((c) => c.provider));
  return offered.map((type) => ({ name: CALENDAR_PROVIDER_NAMES[type], type, configured: connected.has(type) }));
}

async function account(ctx: ServiceContext, providerType: unknown) {
  if (!isCalendarProviderType(providerType)) {
    throw new ValidationError({ providerType: `Unknown calendar provider "${String(providerType)}": the providers are ${CALENDAR_PROVIDER_TYPES.join(", ")}` });
  }
  const connection = await connectionFor(ctx, ctx.viewer.id, providerType);
  if (!connection) throw new ValidationError({ providerType: `Connect ${providerType === "caldav" ? "a CalDAV calendar" : CALENDAR_PROVIDER_NAMES[providerType]} first` });
  const found = await workspaceCalendar(ctx, ctx.viewer.id);
  if (!found || found.connection.provider !== providerType) {
    throw new ValidationError({ providerType: found ? `Events go to ${found.remote.providerName} (${found.remote.calendarName}): sync there` : "Choose a calendar first" });
  }
  return found;
}

/** The provider refused the credentials: the connection needs a reconnect (the bell says so once). */
async function refused(res: Pick<AppResources, "prisma" | "pubsub">, connection: WorkspaceConnection, remote: RemoteCalendar, err: unknown) {
  const why = remote.refusal(err);
  if (why === null) return false;
  if (!remote.refusalRecorded) await markNeedsReconnect(res, connection.id, why);
  return true;
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/** The provider's HTTP status worth answering (a 4xx but 412), else 502. */
function statusOf(err: unknown): number {
  const s = (err as { status?: unknown })?.status;
  return typeof s === "number" && s >= 400 && s < 500 && s !== 412 ? s : 502;
}

/**
 * Pushes an event (an occurrence's override: its series) to the workspace's calendar now: created there the first
 * time, updated in place afterwards. Its href and ETag are kept, and externalCalendarId/-Type recorded. A failure is
 * kept on the event and answered as the provider's reason (ExternalServiceError).
 */
export async function syncEvent(ctx: ServiceContext, eventId: string, providerType: unknown): Promise<CalendarEvent> {
  const stored = await findOwnedOrThrow(ctx, "Calendar event", eventId, (where) => ctx.prisma.calendarEvent.findFirst({ where }));
  const { connection, remote } = await account(ctx, providerType);
  const found = await eventWithOverrides(ctx.prisma, ctx.viewer.id, stored.parentEventId ?? stored.id);
  if (!found) throw new NotFoundError("Calendar event");
  const { series, overrides } = found;
  let object;
  try {
    // an event pushed to another calendar before is created anew in this one
    object = series.caldavHref && inBase(series.caldavHref, remote.base)
      ? await remote.update({ href: series.caldavHref, etag: series.caldavEtag }, series, overrides)
      : await remote.create(series, overrides);
  } catch (err) {
    ctx.log.warn({ err, eventId: series.id }, "calendar sync failed");
    await refused(ctx, connection, remote, err);
    await keepFailure(ctx, series.id, reason(err));
    const msg = reason(err);
    throw new ExternalServiceError(remote.providerName, remote.type !== "caldav" && msg.startsWith(remote.providerName) ? msg : `${remote.providerName}: ${msg}`, statusOf(err));
  }
  await markConnected(ctx, connection.id);
  return updateEventFields(ctx, series, {
    caldavHref: object.href, caldavEtag: object.etag, externalCalendarId: object.href, externalCalendarType: remote.type,
    syncedAt: new Date(), syncError: null,
  });
}

/** The last push failed: the card says why (a bookkeeping write, not a change of the event). */
async function keepFailure(res: Pick<AppResources, "prisma" | "pubsub">, id: string, why: string) {
  // bookkeeping: updatedAt, the version an editor holds, stays as it is
  const count = await res.prisma.$executeRaw`UPDATE calendar_events SET "syncError" = ${why} WHERE id = ${id}::uuid`;
  const row = count ? await res.prisma.calendarEvent.findUnique({ where: { id }, select: { userId: true } }) : null;
  if (row) publishSignal(res.pubsub, row.userId, "calendar_event.delivery", id);
}

/** What a domain event of an event means for its copy in the calendar: the series to push again, a copy to delete, or nothing. */
function pushOf(event: DomainEvent): { seriesId: string } | { remove: { href: string; etag: string | null } } | null {
  const p = event.payload as { record?: Partial<CalendarEvent> & { id: string }; changes?: Record<string, unknown> };
  if (event.type === "calendar_event.deleted") {
    const r = p.record!;
    if (r.parentEventId) return { seriesId: r.parentEventId };
    return r.caldavHref ? { remove: { href: r.caldavHref, etag: r.caldavEtag ?? null } } : null;
  }
  // an override: its series again; a new event: pushed once the workspace has chosen its calendar
  if (event.type === "calendar_event.created") return { seriesId: p.record?.parentEventId ?? event.entityId };
  // an update attendees must hear of raises SEQUENCE; the sync's own bookkeeping does not
  return p.changes && "sequence" in p.changes ? { seriesId: event.entityId } : null;
}

/**
 * Keeps the calendar's copy of a synced event as the app has it (CalDAV, Google or Outlook, providers/). Idempotent: it always writes the current state (an
 * override's series included), conditionally on the stored ETag, and stores the new ETag only if the event has not been
 * pushed by another attempt in between.
 */
export const caldavPushHandler: EventHandler = {
  name: "calendar-caldav-push",
  types: ["calendar_event.created", "calendar_event.updated", "calendar_event.deleted"],
  policy: { retryLimit: 5, retryDelay: 15, expireInSeconds: 120, concurrency: 2 },
  handle: async ({ resources: res, event }) => {
    // a change pulled from the calendar itself is not pushed back (the pull keeps the href and ETag it read)
    if (isExternalSync(event.origin)) return;
    const what = pushOf(event);
    if (!what) return;
    const target = await workspaceCalendar(res, event.userId);
    if ("remove" in what) {
      // only an event of the workspace's own calendar, with its own credentials
      if (target && inBase(what.remove.href, target.remote.base)) {
        try {
          await target.remote.remove(what.remove);
        } catch (err) {
          if (await refused(res, target.connection, target.remote, err)) return;
          throw err;
        }
      }
      return;
    }
    // the series of an override, or the event itself when it is a series or single event
    const row = await res.prisma.calendarEvent.findFirst({ where: { id: what.seriesId, userId: event.userId } });
    const seriesId = row?.parentEventId ?? row?.id;
    const found = seriesId ? await eventWithOverrides(res.prisma, event.userId, seriesId) : null;
    if (!found) return;
    const { series, overrides } = found;
    if (!series.caldavHref) {
      // not pushed yet: once the workspace has chosen its calendar, its events go there without asking
      if (!target || target.connection.status !== "connected") return;
      try {
        const object = await target.remote.create(series, overrides);
        // bookkeeping, as above; a manual sync that got there first keeps its own
        await res.prisma.$executeRaw`UPDATE calendar_events SET "caldavHref" = ${object.href}, "caldavEtag" = ${object.etag},
          "externalCalendarId" = ${object.href}, "externalCalendarType" = ${target.remote.type}, "syncedAt" = now(), "syncError" = NULL
          WHERE id = ${series.id}::uuid AND "caldavHref" IS NULL`;
        publishSignal(res.pubsub, series.userId, "calendar_event.delivery", series.id);
      } catch (err) {
        await keepFailure(res, series.id, reason(err));
        if (await refused(res, target.connection, target.remote, err)) return;
        res.log.warn({ err, eventId: series.id }, "calendar push failed; retrying");
        throw err;
      }
      return;
    }
    if (!target || !inBase(series.caldavHref!, target.remote.base)) {
      // pushed to a calendar that is no longer the workspace's: nothing is written there
      if (series.syncError !== RECONNECT_TO_SYNC) await keepFailure(res, series.id, RECONNECT_TO_SYNC);
      return;
    }
    try {
      const object = await target.remote.update({ href: series.caldavHref!, etag: series.caldavEtag }, series, overrides);
      // bookkeeping: updatedAt, the version an editor holds, stays as it is
      await res.prisma.$executeRaw`UPDATE calendar_events SET "caldavHref" = ${object.href}, "caldavEtag" = ${object.etag},
        "externalCalendarId" = ${object.href}, "syncedAt" = now(), "syncError" = NULL
        WHERE id = ${series.id}::uuid AND "caldavHref" = ${series.caldavHref}`;
      if (series.syncError) publishSignal(res.pubsub, series.userId, "calendar_event.delivery", series.id);
    } catch (err) {
      await keepFailure(res, series.id, reason(err));
      // refused credentials do not get better by trying again: the connection needs a reconnect
      if (await refused(res, target.connection, target.remote, err)) {
        res.log.warn({ err, eventId: series.id }, "calendar sync refused: the connection needs a reconnect");
        return;
      }
      res.log.warn({ err, eventId: series.id }, "calendar sync failed; retrying");
      throw err;
    }
  },
  onDead: async (res, event, why) => {
    const n = await res.prisma.$transaction((tx) => createNotification(tx, event.userId, {
      type: "calendar_sync_failed", title: "Calendar sync failed",
      body: `A change could not be pushed to your calendar: ${why}`.slice(0, 1000), dedupeKey: `calendar-sync:${event.id}`,
    }));
    if (n) publishSignal(res.pubsub, event.userId, "notification.created", n.id);
  },
};
