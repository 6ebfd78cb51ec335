import type { CalendarEvent, DomainEvent } from "../../generated/prisma/client";
import type { AppResources, ServiceContext } from "../../context";
import { ExternalServiceError, NotFoundError, ValidationError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import { publishSignal } from "../../pubsub";
import type { EventHandler } from "../../jobs/outbox";
import { createNotification } from "../notification";
import { calendarObjectIcs } from "./calendar.ics";
import { CaldavError, createCaldavObject, deleteCaldavObject, updateCaldavObject, type CaldavAccount } from "./calendar.caldav";
import { eventWithOverrides, updateEventFields } from "./calendar.service";
import { defineNotificationKinds } from "../../notification-kinds";

// the notification kinds this module creates (notification-kinds.ts)
const syncNotifications = defineNotificationKinds({
  calendar_sync_failed: "a change could not be pushed to the CalDAV calendar after its retries",
});
type SyncNotifications = typeof syncNotifications;
declare module "../../notification-kinds" {
  interface NotificationKinds extends SyncNotifications {}
}

/*
 * Calendar providers: the CalDAV calendar of CALDAV_URL (Nextcloud, Fastmail, iCloud, Radicale...). An event is
 * pushed there when the user asks (`syncEvent`: the series with its overrides as one calendar object, created with
 * If-None-Match), and from then on every change the app makes to it is pushed by the `calendar-caldav-push` handler:
 * updated in place with If-Match on the stored ETag (a 412 re-reads the ETag and writes again, ours winning), deleted
 * with If-Match when the event is deleted. Never deleted and created again: calendar clients would show it twice or
 * lose its alarms. A failure is kept on the event (`syncError`, shown on its card) and logged.
 */

const CALDAV = { name: "CalDAV", type: "caldav" } as const;

/** The providers the calendar can push to, configured or not (the integration panel lists them all). */
export function calendarProviders(res: Pick<AppResources, "config">) {
  return [{ ...CALDAV, configured: res.config.caldav !== null }];
}

function account(res: Pick<AppResources, "config">, providerType: unknown): CaldavAccount {
  if (providerType !== CALDAV.type) throw new ValidationError({ providerType: `Unknown calendar provider "${String(providerType)}": the providers are ${CALDAV.type}` });
  if (!res.config.caldav) throw new ValidationError({ providerType: "CalDAV is not configured: set CALDAV_URL, CALDAV_USERNAME and CALDAV_PASSWORD" });
  return res.config.caldav;
}

/** The calendar object as a CalDAV resource holds it: no METHOD (RFC 4791 §4.1). */
const resourceIcs = (res: Pick<AppResources, "config">, series: CalendarEvent, overrides: CalendarEvent[]) =>
  calendarObjectIcs({ series, overrides }, { host: new URL(res.config.publicUrl).hostname });

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * Pushes an event (an occurrence's override: its series) to the provider now: created there the first time, updated in
 * place afterwards. Its href and ETag are kept, and externalCalendarId/-Type recorded. A failure is kept on the event
 * and answered as the server's reason (ExternalServiceError).
 */
export async function syncEvent(ctx: ServiceContext, eventId: string, providerType: unknown): Promise<CalendarEvent> {
  const stored = await findOwnedOrThrow(ctx, "Calendar event", eventId, (where) => ctx.prisma.calendarEvent.findFirst({ where }));
  const dav = account(ctx, providerType);
  const found = await eventWithOverrides(ctx.prisma, ctx.viewer.id, stored.parentEventId ?? stored.id);
  if (!found) throw new NotFoundError("Calendar event");
  const { series, overrides } = found;
  const ics = resourceIcs(ctx, series, overrides);
  let object;
  try {
    object = series.caldavHref
      ? await updateCaldavObject(dav, { href: series.caldavHref, etag: series.caldavEtag }, ics)
      : await createCaldavObject(dav, series.uid, ics);
  } catch (err) {
    ctx.log.warn({ err, eventId: series.id }, "calendar sync failed");
    await keepFailure(ctx, series.id, reason(err));
    throw new ExternalServiceError(CALDAV.name, `CalDAV: ${reason(err)}`, err instanceof CaldavError && err.status && err.status < 500 && err.status !== 412 ? err.status : 502);
  }
  return updateEventFields(ctx, series, {
    caldavHref: object.href, caldavEtag: object.etag, externalCalendarId: object.href, externalCalendarType: CALDAV.type,
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

/** What a domain event of an event means for its CalDAV copy: the series to push again, a copy to delete, or nothing. */
function pushOf(event: DomainEvent): { seriesId: string } | { remove: { href: string; etag: string | null } } | null {
  const p = event.payload as { record?: Partial<CalendarEvent> & { id: string }; changes?: Record<string, unknown> };
  if (event.type === "calendar_event.deleted") {
    const r = p.record!;
    if (r.parentEventId) return { seriesId: r.parentEventId };
    return r.caldavHref ? { remove: { href: r.caldavHref, etag: r.caldavEtag ?? null } } : null;
  }
  if (event.type === "calendar_event.created") return p.record?.parentEventId ? { seriesId: p.record.parentEventId } : null;
  // an update attendees must hear of raises SEQUENCE; the sync's own bookkeeping does not
  return p.changes && "sequence" in p.changes ? { seriesId: event.entityId } : null;
}

/**
 * Keeps the CalDAV copy of a synced event as the app has it. Idempotent: it always writes the current state (an
 * override's series included), conditionally on the stored ETag, and stores the new ETag only if the event has not been
 * pushed by another attempt in between.
 */
export const caldavPushHandler: EventHandler = {
  name: "calendar-caldav-push",
  types: ["calendar_event.created", "calendar_event.updated", "calendar_event.deleted"],
  policy: { retryLimit: 5, retryDelay: 15, expireInSeconds: 120, concurrency: 2 },
  handle: async ({ resources: res, event }) => {
    const what = pushOf(event);
    if (!what || !res.config.caldav) return;
    if ("remove" in what) {
      await deleteCaldavObject(res.config.caldav, what.remove);
      return;
    }
    // the series of an override, or the event itself when it is a series or single event
    const row = await res.prisma.calendarEvent.findFirst({ where: { id: what.seriesId, userId: event.userId } });
    const seriesId = row?.parentEventId ?? row?.id;
    const found = seriesId ? await eventWithOverrides(res.prisma, event.userId, seriesId) : null;
    if (!found?.series.caldavHref) return;
    const { series, overrides } = found;
    try {
      const object = await updateCaldavObject(res.config.caldav, { href: series.caldavHref!, etag: series.caldavEtag }, resourceIcs(res, series, overrides));
      // bookkeeping: updatedAt, the version an editor holds, stays as it is
      await res.prisma.$executeRaw`UPDATE calendar_events SET "caldavHref" = ${object.href}, "caldavEtag" = ${object.etag},
        "externalCalendarId" = ${object.href}, "syncedAt" = now(), "syncError" = NULL
        WHERE id = ${series.id}::uuid AND "caldavHref" = ${series.caldavHref}`;
      if (series.syncError) publishSignal(res.pubsub, series.userId, "calendar_event.delivery", series.id);
    } catch (err) {
      res.log.warn({ err, eventId: series.id }, "calendar sync failed; retrying");
      await keepFailure(res, series.id, reason(err));
      throw err;
    }
  },
  onDead: async (res, event, why) => {
    const n = await res.prisma.$transaction((tx) => createNotification(tx, event.userId, {
      type: "calendar_sync_failed", title: "Calendar sync failed",
      body: `A change could not be pushed to your CalDAV calendar: ${why}`.slice(0, 1000), dedupeKey: `calendar-sync:${event.id}`,
    }));
    if (n) publishSignal(res.pubsub, event.userId, "notification.created", n.id);
  },
};
