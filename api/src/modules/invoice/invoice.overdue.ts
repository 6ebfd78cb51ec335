import { Prisma, type DomainEvent } from "../../generated/prisma/client";
import type { AppResources } from "../../context";
import { publishSignal, publishRecorded } from "../../pubsub";
import { dispatchWritten } from "../../jobs/outbox";
import { dispatchedAtSql, eventTypeSql } from "../../domain-events";
import { defineNotificationKinds, notificationKindSql } from "../../notification-kinds";

// the notification kinds this module creates (notification-kinds.ts)
const invoiceNotifications = defineNotificationKinds({
  invoice_overdue: "a sent invoice passed its due day in the workspace's time zone (once per invoice)",
});
type InvoiceNotifications = typeof invoiceNotifications;
declare module "../../notification-kinds" {
  interface NotificationKinds extends InvoiceNotifications {}
}

/*
 * The app path of an invoice in a notification, as common/notification.ts's invoiceLink makes it:
 * `/invoicing/<Invoice global id, URL-encoded>`, computed in SQL for each row of the one statement.
 */
const LINK_SQL = Prisma.sql`'/invoicing/' || replace(replace(replace(
  encode(convert_to('Invoice:' || d.id::text, 'UTF8'), 'base64'), '+', '%2B'), '/', '%2F'), '=', '%3D')`;

type OverdueRow = DomainEvent & { notifications: { id: string; userId: string }[] };

/**
 * The scheduled scan for invoices past due: every `sent` invoice whose due day is before today in its workspace's
 * time zone (users.timeZone) becomes `overdue`. ONE statement: the UPDATE ... RETURNING and, as CTEs over
 * the updated rows, each invoice's activity line, its `invoice.overdue` domain event and a notification (once per
 * invoice: its dedupe key). The status change is what makes the event once per invoice: a second run finds it no
 * longer `sent`. Then the live updates of each workspace and the events' jobs. `now` is the clock (tests fix it).
 * Resolves to how many invoices became overdue.
 */
export async function markOverdueInvoices(res: AppResources, now: Date = new Date()): Promise<number> {
  const rows = await res.prisma.$queryRaw<OverdueRow[]>`
    WITH z AS (
      -- each workspace's zone, UTC for a name PostgreSQL does not know (one bad row must not stop every workspace's scan)
      SELECT u.id, COALESCE(tz.name, 'UTC') AS zone FROM users u LEFT JOIN pg_timezone_names tz ON tz.name = u."timeZone"
      -- (a day before today anywhere is at most today in UTC: the index narrows the scan to those)
      WHERE u.id IN (SELECT "userId" FROM invoices WHERE status = 'sent' AND "dueDate" <= (${now}::timestamptz AT TIME ZONE 'UTC')::date)
    ), d AS (
      UPDATE invoices i SET status = 'overdue', "updatedAt" = now()
      FROM z
      WHERE z.id = i."userId" AND i.status = 'sent' AND i."dueDate" <= (${now}::timestamptz AT TIME ZONE 'UTC')::date
        AND i."dueDate" < (${now}::timestamptz AT TIME ZONE z.zone)::date
      RETURNING i.id, i."userId", i."clientId", i."projectId", i."invoiceNumber", i."dueDate", i.total, i.currency, z.zone
    ), a AS (
      INSERT INTO activities ("userId", "entityType", "entityId", action, title, "clientId", "projectId")
      SELECT d."userId", 'invoice', d.id, 'updated', left('Invoice overdue: ' || d."invoiceNumber", 300), d."clientId", d."projectId" FROM d
    ), n AS (
      INSERT INTO notifications ("userId", type, title, body, link, "dedupeKey")
      SELECT d."userId", ${notificationKindSql("invoice_overdue")}, left('Invoice overdue: ' || d."invoiceNumber", 300),
             left(d.currency || ' ' || d.total::text || ' was due ' || to_char(d."dueDate", 'Mon FMDD, YYYY') || '.', 1000),
             ${LINK_SQL}, 'invoice-overdue:' || d.id::text
      FROM d
      ON CONFLICT ("userId", "dedupeKey") DO NOTHING
      RETURNING id, "userId"
    ), e AS (
      INSERT INTO domain_events ("userId", type, "entityType", "entityId", payload, actor, "dispatchedAt")
      SELECT d."userId", ${eventTypeSql("invoice.overdue")}, 'invoice', d.id, p.payload,
             'system', ${dispatchedAtSql("invoice.overdue", { userId: Prisma.sql`d."userId"`, payload: Prisma.sql`p.payload` })}
      FROM d CROSS JOIN LATERAL (
        SELECT jsonb_build_object('changes', jsonb_build_object('status', jsonb_build_object('before', 'sent', 'after', 'overdue')),
                                  'invoiceNumber', d."invoiceNumber", 'clientId', d."clientId", 'dueDate', d."dueDate",
                                  'total', d.total::text, 'currency', d.currency) AS payload) p
      RETURNING *
    )
    SELECT e.*, (SELECT coalesce(json_agg(json_build_object('id', n.id, 'userId', n."userId")), '[]'::json) FROM n) AS notifications
    FROM e`;
  if (!rows.length) return 0;
  publishRecorded(res.pubsub, rows);
  for (const n of rows[0].notifications) publishSignal(res.pubsub, n.userId, "notification.created", n.id);
  await dispatchWritten(res, rows.map(({ notifications: _n, ...event }) => event));
  res.log.info({ invoices: rows.length }, "invoices marked overdue");
  return rows.length;
}
