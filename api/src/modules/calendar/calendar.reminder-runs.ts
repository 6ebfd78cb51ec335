import crypto from "node:crypto";
import type { AppResources } from "../../context";

/*
 * Runs of the reminder scan at the moment a reminder falls due. The every-minute scan would make a reminder up to a
 * minute late; so a run of the scan's own queue is queued (`startAfter`) at the due time of each reminder that falls
 * due before the next scan: by the scan for the minute ahead, and by a write that sets a reminder due that soon (or
 * already due). One job id per second, so instances and repeated asks queue it once. A run that is lost changes
 * nothing: the next scan fires the reminder.
 */

/** the scheduled scan's queue, which the runs at due times share */
export const REMINDER_QUEUE = "calendar-reminders";
/** how far ahead runs are queued: the minute to the next scan, and a little more */
export const LOOK_AHEAD_MS = 70_000;

/** A job id (a UUID) for a run at this second. */
function runIdAt(at: Date): string {
  const h = crypto.createHash("sha256").update(`${REMINDER_QUEUE}:${at.toISOString()}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** Queues a run at the due time (rounded up to the second) when it comes before the next scan. Never throws. */
export async function queueReminderRun(res: Pick<AppResources, "jobs" | "log">, dueAt: Date | null, now = new Date()): Promise<void> {
  if (!dueAt || dueAt.getTime() > now.getTime() + LOOK_AHEAD_MS) return;
  const at = new Date(Math.max(Math.ceil(dueAt.getTime() / 1000) * 1000, Math.ceil(now.getTime() / 1000) * 1000));
  try {
    await res.jobs.send(REMINDER_QUEUE, {}, { id: runIdAt(at), startAfter: at });
  } catch (err) {
    res.log.warn({ err }, "reminder run not queued: the next scan fires it");
  }
}
