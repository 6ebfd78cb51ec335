import type { CalendarEvent, DomainEvent } from "../../generated/prisma/client";
import type { AppResources } from "../../context";
import { publishSignal } from "../../pubsub";
import { dispatchWritten, recordEvent, type EventHandler } from "../../jobs/outbox";
import { MailNotConfiguredError } from "../../infra/mail";
import { createNotification } from "../notification";
import { EmailRefusedError, sendCountedEmail } from "../email";
import { TooManyRequestsError } from "../../errors";
import { dateTimeFormat, safeTimeZone } from "@common/timezone";
import { eventWithOverrides } from "./calendar.service";
import { nextReminder } from "./calendar.recurrence";
import { LOOK_AHEAD_MS, queueReminderRun } from "./calendar.reminder-runs";
import { defineNotificationKinds } from "../../notification-kinds";

// the notification kinds this module creates (notification-kinds.ts)
const reminderNotifications = defineNotificationKinds({
  event_reminder: "an event starts soon (once per occurrence)",
});
type ReminderNotifications = typeof reminderNotifications;
declare module "../../notification-kinds" {
  interface NotificationKinds extends ReminderNotifications {}
}

/*
 * Reminders. Each series or single event stores when its next reminder is due (`reminderDueAt`: the next
 * occurrence's start minus reminderMinutes) and which occurrence it is for; every write that moves the event
 * recomputes both, a delete takes them with the row. The `calendar-reminders` scan (every minute, pg-boss cron: once
 * across instances) claims the due ones with ONE conditional update (a claim older than 5 minutes, left by a process
 * that died, is taken again), then per reminder, in one transaction: the bell's notification (its dedupe key makes it
 * once per occurrence), the `calendar_event.reminder_due` event whose handler e-mails the provider (only when the
 * notification is new), and the reminder moved on to the following occurrence, written only while it is still the
 * one claimed (an edit made meanwhile wins). An open-ended rule thus never has more than one pending reminder.
 * A reminder's e-mail goes to the provider's own address, which is whatever the sign-up typed (unverified): it takes
 * the workspace's e-mail quota like every e-mail (email.quota.ts). One refused by the quota is not sent (a reminder
 * later is no reminder): the event's `reminderEmailError` says which and why, shown with the event, until a later
 * reminder e-mail of the event goes out; the bell's notification is there either way.
 * Each scan also queues runs of itself at the due times of the reminders before the next scan
 * (calendar.reminder-runs.ts), so a reminder fires within seconds of its due time, not up to a minute late.
 */

const CLAIM_EXPIRY_MS = 5 * 60_000;
/** The scan: fires what is due, then queues a run at each due time before the next scan. */
export async function scanReminders(res: AppResources, now: Date = new Date()): Promise<number> {
  const fired = await fireDueReminders(res, now);
  const soon = await res.prisma.$queryRaw<{ at: Date }[]>`
    SELECT DISTINCT "reminderDueAt" AS at FROM calendar_events
    WHERE "reminderDueAt" > ${now} AND "reminderDueAt" <= ${new Date(now.getTime() + LOOK_AHEAD_MS)}
    ORDER BY at LIMIT 200`;
  for (const { at } of soon) await queueReminderRun(res, at, now);
  return fired;
}

/** "Mon, 16 Mar, 10:00" in the provider's zone (the runtime's when the zone is unknown). */
function startText(at: Date, timeZone: string | null, allDay: boolean): string {
  const tz = safeTimeZone(timeZone);
  return dateTimeFormat("en-GB", { timeZone: tz, weekday: "short", day: "numeric", month: "short",
    ...(allDay ? {} : { hour: "2-digit", minute: "2-digit" }) }).format(at) + (allDay ? " (all day)" : tz ? ` (${tz})` : "");
}

/** Fires the reminders due at `now` (tests fix the clock, and keep to their workspace: `only`); resolves to how many fired. */
export async function fireDueReminders(res: AppResources, now: Date = new Date(), only?: { userId: string }): Promise<number> {
  const claimed = await res.prisma.$queryRaw<CalendarEvent[]>`
    UPDATE calendar_events SET "reminderClaimedAt" = ${now}
    WHERE "reminderDueAt" <= ${now} AND "reminderOccurrenceAt" IS NOT NULL
      AND (${only?.userId ?? null}::uuid IS NULL OR "userId" = ${only?.userId ?? null}::uuid)
      AND ("reminderClaimedAt" IS NULL OR "reminderClaimedAt" < ${new Date(now.getTime() - CLAIM_EXPIRY_MS)})
    RETURNING *`;
  let fired = 0;
  for (const e of claimed) {
    try {
      if (await fire(res, e, now)) fired++;
    } catch (err) {
      // the claim expires and the next scans try again
      res.log.error({ err, eventId: e.id }, "calendar reminder failed");
    }
  }
  if (fired) res.log.info({ reminders: fired }, "calendar reminders fired");
  return fired;
}

async function fire(res: AppResources, e: CalendarEvent, now: Date): Promise<boolean> {
  const occurrence = e.reminderOccurrenceAt!;
  const found = await eventWithOverrides(res.prisma, e.userId, e.id);
  const next = found ? nextReminder(found.series, found.overrides, occurrence) : null;
  const user = await res.prisma.user.findUnique({ where: { id: e.userId }, select: { timeZone: true } });
  const override = found?.overrides.find((o) => +o.startTime === +occurrence);
  const shown = override ?? e;
  const done = await res.prisma.$transaction(async (tx) => {
    // bookkeeping: updatedAt, the version an editor holds, stays as it is
    const moved = await tx.$executeRaw`UPDATE calendar_events
      SET "reminderDueAt" = ${next?.dueAt ?? null}::timestamptz, "reminderOccurrenceAt" = ${next?.occurrenceAt ?? null}::timestamptz, "reminderClaimedAt" = NULL
      WHERE id = ${e.id}::uuid AND "reminderOccurrenceAt" = ${occurrence} AND "reminderClaimedAt" = ${e.reminderClaimedAt}`;
    // edited meanwhile: its write recomputed the reminder
    if (!moved) return null;
    const notification = await createNotification(tx, e.userId, {
      type: "event_reminder",
      title: `Starting soon: ${shown.title}`,
      body: [startText(occurrence, user?.timeZone ?? null, shown.isAllDay), shown.location].filter(Boolean).join(" · "),
      link: "/calendar",
      dedupeKey: `event-reminder:${e.id}:${occurrence.toISOString()}`,
    });
    if (!notification) return null;
    const event = await recordEvent(tx, { type: "calendar_event.reminder_due", userId: e.userId, entityType: "calendar_event", entityId: e.id,
      payload: { occurrenceStart: occurrence.toISOString() } });
    return { notification, event };
  });
  if (!done) return false;
  res.log.debug({ eventId: e.id, lateMs: now.getTime() - e.reminderDueAt!.getTime() }, "calendar reminder fired");
  publishSignal(res.pubsub, e.userId, "notification.created", done.notification.id);
  await dispatchWritten(res, [done.event]);
  return true;
}

async function emailReminder(res: AppResources, event: DomainEvent) {
  const occurrence = new Date((event.payload as { occurrenceStart: string }).occurrenceStart);
  const e = await res.prisma.calendarEvent.findFirst({ where: { id: event.entityId, userId: event.userId }, include: { user: true } });
  if (!e) return;
  const override = await res.prisma.calendarEvent.findFirst({ where: { parentEventId: e.id, recurrenceId: occurrence } });
  const shown = override ?? e;
  const when = startText(override?.startTime ?? occurrence, e.user.timeZone, shown.isAllDay);
  try {
    await sendCountedEmail(res, e.userId, {
      to: { address: e.user.email },
      subject: `Reminder: ${shown.title} – ${when}`.slice(0, 300),
      body: [`${shown.title} starts ${when}.`, ...(shown.location ? [`Where: ${shown.location}`] : []),
        ...(shown.meetingLink ? [`Join: ${shown.meetingLink}`] : []), ...(shown.description ? ["", shown.description] : [])].join("\n"),
      sender: e.user,
      messageId: `<reminder-${e.id}-${occurrence.getTime()}@${new URL(res.config.publicUrl).hostname}>`,
    });
  } catch (err) {
    if (!(err instanceof TooManyRequestsError)) throw err;
    // past the quota: not sent (nor later), and the event says so
    await noteReminderEmail(res, e, `The reminder e-mail of ${when} was not sent: ${err.message}`);
    return;
  }
  if (e.reminderEmailError) await noteReminderEmail(res, e, null);
}

/** The event's note on its last reminder e-mail (null: it went out); bookkeeping: updatedAt stays as it is. */
async function noteReminderEmail(res: AppResources, e: CalendarEvent, error: string | null) {
  const n = await res.prisma.$executeRaw`UPDATE calendar_events SET "reminderEmailError" = ${error?.slice(0, 1000) ?? null}
    WHERE id = ${e.id}::uuid AND "reminderEmailError" IS DISTINCT FROM ${error?.slice(0, 1000) ?? null}`;
  if (n) publishSignal(res.pubsub, e.userId, "calendar_event.delivery", e.id);
}

/** The reminder's e-mail to the provider (the bell already has it). */
export const reminderEmailHandler: EventHandler = {
  name: "calendar-reminder-email",
  types: ["calendar_event.reminder_due"],
  policy: { retryLimit: 3, retryDelay: 10, expireInSeconds: 120, concurrency: 3 },
  handle: async ({ resources, event }) => {
    try {
      await emailReminder(resources, event);
    } catch (err) {
      // no mail server, or nothing an e-mail can carry: the bell's notification is the reminder
      if (err instanceof MailNotConfiguredError || err instanceof EmailRefusedError) return;
      throw err;
    }
  },
};
