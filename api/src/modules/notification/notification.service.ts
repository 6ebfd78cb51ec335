import { dayLabel } from "@common/day";
import { Prisma, type Notification } from "../../generated/prisma/client";
import type { AppResources, ServiceContext } from "../../context";
import { findOwnedOrThrow } from "../../tenancy";
import { type LiveChange, publishSignal } from "../../pubsub";
import { isUuid } from "@common/validation";
import { OVERDUE_NOTICE_WINDOW_DAYS, taskLink } from "@common/notification";
import { OPEN_TASK_SQL } from "../task";
import { dispatchWritten, recordEvent } from "../../jobs/outbox";
import { checkedNotificationKind, defineNotificationKinds, type NotificationKind } from "../../notification-kinds";

// the notification kinds this module creates (notification-kinds.ts)
const taskNotifications = defineNotificationKinds({
  task_overdue: "an open task passed its due date (once per task)",
});
type TaskNotifications = typeof taskNotifications;
declare module "../../notification-kinds" {
  interface NotificationKinds extends TaskNotifications {}
}

// the bell's list is the GraphQL connection `notifications` (graphql/connections.ts: newest first, id breaking ties)

/** The bell's badge. */
export function countUnreadNotifications(ctx: ServiceContext): Promise<number> {
  return ctx.prisma.notification.count({ where: { userId: ctx.viewer.id, readAt: null } });
}

/** What the bell's live subscription pushes: the unread count, and a notification a change created. */
export interface NotificationsUpdate {
  unreadCount: number;
  notification: Notification | null;
}

/**
 * The bell's pushes after a burst of changes in the workspace: one per notification the burst created (oldest first,
 * so each lands on top of the panel in turn), each with the unread count after the burst; one with the count alone
 * when it created none. Only the tenant's id is read from the context.
 */
export async function notificationsUpdates(ctx: ServiceContext, changes: readonly LiveChange[]): Promise<NotificationsUpdate[]> {
  const created = changes.flatMap((e) => (e.type === "notification.created" && isUuid(e.entityId) ? [e.entityId] : []));
  const [unreadCount, notifications] = await Promise.all([
    countUnreadNotifications(ctx),
    created.length === 0 ? [] : ctx.prisma.notification.findMany({
      where: { userId: ctx.viewer.id, id: { in: created } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
  ]);
  if (notifications.length === 0) return [{ unreadCount, notification: null }];
  return notifications.map((notification) => ({ unreadCount, notification }));
}

export interface NewNotification {
  /** a kind some module declared (notification-kinds.ts) */
  type: NotificationKind;
  title: string;
  body?: string | null;
  /** an app path to the record concerned */
  link?: string | null;
  /** at most one notification per key and user: a second one with the same key is not created */
  dedupeKey?: string | null;
}

/**
 * Creates a notification inside the caller's transaction (the system writes them, never a request); null when one
 * with the same dedupe key exists; a kind nobody declared is refused. After commit, publish `notificationCreated` on
 * the tenant's topic.
 */
export async function createNotification(tx: Prisma.TransactionClient, userId: string, n: NewNotification): Promise<Notification | null> {
  const type = checkedNotificationKind(n.type);
  const [created] = await tx.notification.createManyAndReturn({
    data: [{ userId, type, title: n.title.slice(0, 300), body: n.body?.slice(0, 1000) ?? null, link: n.link ?? null, dedupeKey: n.dedupeKey ?? null }],
    skipDuplicates: true,
  });
  return created ?? null;
}

export async function markNotificationRead(ctx: ServiceContext, id: string): Promise<Notification> {
  const existing = await findOwnedOrThrow(ctx, "Notification", id, (where) => ctx.prisma.notification.findFirst({ where }));
  if (existing.readAt) return existing;
  const n = await ctx.prisma.notification.update({ where: { id: existing.id }, data: { readAt: new Date() } });
  publishSignal(ctx.pubsub, ctx.viewer.id, "notification.read", n.id);
  return n;
}

/** Marks every unread notification of the viewer read; resolves to how many were. */
export async function markAllNotificationsRead(ctx: ServiceContext): Promise<number> {
  const { count } = await ctx.prisma.notification.updateMany({ where: { userId: ctx.viewer.id, readAt: null }, data: { readAt: new Date() } });
  if (count) publishSignal(ctx.pubsub, ctx.viewer.id, "notification.read");
  return count;
}

interface OverdueTask {
  id: string;
  userId: string;
  title: string;
  /** the due day, YYYY-MM-DD */
  dueDate: string;
}

/**
 * The scheduled scan for tasks that became overdue (the open-task rule of common/task.ts: due day before today in the
 * workspace's zone, within the last OVERDUE_NOTICE_WINDOW_DAYS days): one notification per task, ever (its dedupe key), and a `task.overdue` domain
 * event for what reacts to it. Safe to run anywhere and any number of times. Resolves to the notifications created.
 */
export async function notifyOverdueTasks(res: AppResources, batch = 500): Promise<number> {
  const tasks = await res.prisma.$queryRaw<OverdueTask[]>`
    SELECT t.id::text, t."userId"::text, t.title, t."dueDate"::text AS "dueDate"
    FROM (SELECT id, "userId", title, "dueDate" FROM tasks, (SELECT (now() AT TIME ZONE 'UTC')::date AS utc_today) n
          -- a day before today anywhere is at most today in UTC, and at least the day before
          WHERE ${Prisma.raw(OPEN_TASK_SQL)} AND "dueDate" <= n.utc_today AND "dueDate" >= n.utc_today - 1 - ${OVERDUE_NOTICE_WINDOW_DAYS}::int) t
    JOIN users u ON u.id = t."userId"
    LEFT JOIN pg_timezone_names tz ON tz.name = u."timeZone"
    WHERE t."dueDate" < (now() AT TIME ZONE COALESCE(tz.name, 'UTC'))::date
      AND t."dueDate" >= (now() AT TIME ZONE COALESCE(tz.name, 'UTC'))::date - ${OVERDUE_NOTICE_WINDOW_DAYS}::int
      AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n."userId" = t."userId" AND n."dedupeKey" = 'task-overdue:' || t.id::text)
    ORDER BY t."dueDate", t.id
    LIMIT ${batch}`;
  if (!tasks.length) return 0;
  const created = await res.prisma.$transaction(async (tx) => {
    const out = [];
    for (const t of tasks) {
      const n = await createNotification(tx, t.userId, {
        type: "task_overdue", title: `Task overdue: ${t.title}`, body: `It was due ${dayLabel(t.dueDate)}.`,
        link: taskLink(t.id), dedupeKey: `task-overdue:${t.id}`,
      });
      if (!n) continue;
      const event = await recordEvent(tx, { type: "task.overdue", userId: t.userId, entityType: "task", entityId: t.id, payload: { dueDate: t.dueDate } });
      out.push({ notification: n, event });
    }
    return out;
  });
  for (const { notification } of created) publishSignal(res.pubsub, notification.userId, "notification.created", notification.id);
  await dispatchWritten(res, created.map((c) => c.event));
  if (created.length) res.log.info({ notifications: created.length }, "overdue task notifications created");
  return created.length;
}
