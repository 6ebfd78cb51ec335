import { Prisma, type Client, type Contract, type DomainEvent, type User } from "../../generated/prisma/client";
import { tenantContext, type AppResources } from "../../context";
import { oneLineText } from "@common/message";
import { calendarDayText } from "@common/contract-document";
import { addDays, dayDate, dayText, endOfDay, today } from "@common/day";
import { messageRecorded, recordSentMessage } from "../message";
import { emailBrandName, withEmailQuota } from "../email";
import { pageUrl } from "./contract.public";
import { publishRecorded } from "../../pubsub";
import { dispatchWritten } from "../../jobs/outbox";
import { dispatchedAtSql, eventTypeSql } from "../../domain-events";

/**
 * The scheduled expiry of unsigned documents: every draft or sent contract or proposal (the latest version) whose
 * expiry date has passed becomes `expired`, in ONE statement with its activity line, audit row and `contract.expired`
 * event; the status change makes it once per document, on any instance, any number of runs. `now` is the clock;
 * `userId` limits the scan to one workspace (a test's own: the scheduled job scans them all).
 */
export async function expireContracts(res: AppResources, now: Date = new Date(), userId?: string): Promise<number> {
  const inWorkspace = userId ? Prisma.sql` AND "userId" = ${userId}::uuid` : Prisma.empty;
  const rows = await res.prisma.$queryRaw<DomainEvent[]>`
    WITH z AS (
      -- each workspace's zone, UTC for a name PostgreSQL does not know
      SELECT u.id, COALESCE(tz.name, 'UTC') AS zone FROM users u LEFT JOIN pg_timezone_names tz ON tz.name = u."timeZone"
      WHERE u.id IN (SELECT "userId" FROM contracts WHERE status IN ('draft', 'sent') AND "expiryDate" <= (${now}::timestamptz AT TIME ZONE 'UTC')::date${inWorkspace})
    ), d AS (
      UPDATE contracts c SET status = 'expired', "updatedAt" = now()
      FROM z
      -- the expiry day lasts to its end in the workspace's zone (expiryDeadline); a day that has ended anywhere is at
      -- most today in UTC (the index narrows the scan to those)
      WHERE z.id = c."userId" AND c.status IN ('draft', 'sent') AND c."expiryDate" <= (${now}::timestamptz AT TIME ZONE 'UTC')::date
        AND ((c."expiryDate" + 1)::timestamp AT TIME ZONE z.zone) <= ${now}::timestamptz
        AND c."clientSignedAt" IS NULL AND c."supersededAt" IS NULL
      RETURNING c.id, c."userId", c."clientId", c."projectId", c."contractNumber", c."expiryDate"
    ), a AS (
      INSERT INTO activities ("userId", "entityType", "entityId", action, title, actor, "clientId", "projectId")
      SELECT d."userId", 'contract', d.id, 'updated', left('Expired: ' || d."contractNumber", 300), 'system', d."clientId", d."projectId" FROM d
    ), au AS (
      INSERT INTO contract_audit ("userId", "contractId", action, detail)
      SELECT d."userId", d.id, 'expired', 'Unsigned at its expiry date' FROM d
    ), e AS (
      INSERT INTO domain_events ("userId", type, "entityType", "entityId", payload, actor, "dispatchedAt")
      SELECT d."userId", ${eventTypeSql("contract.expired")}, 'contract', d.id, p.payload,
             'system', ${dispatchedAtSql("contract.expired", { userId: Prisma.sql`d."userId"`, payload: Prisma.sql`p.payload` })}
      FROM d CROSS JOIN LATERAL (SELECT jsonb_build_object('changes', jsonb_build_object('status', jsonb_build_object('after', 'expired', 'before', null))) AS payload) p
      RETURNING *
    )
    SELECT * FROM e`;
  publishRecorded(res.pubsub, rows);
  await dispatchWritten(res, rows);
  if (rows.length) res.log.info({ contracts: rows.length }, "contracts expired");
  return rows.length;
}

const DAY_MS = 86_400_000;

/**
 * Reminders to the client of a sent document still unsigned: at most two, the first 3 days after sending (or 1 day
 * before expiry, if that comes first), the second 1 day before expiry. Each is claimed with one conditional update of
 * `reminderCount` (of two workers at once, one claims it; the other finds the count moved on), in one transaction with
 * the e-mail's message (delivered by the message pipeline, with its retries) and the audit row. Counted against the
 * e-mail quota: a reminder past it waits for the next scan. `now` is the clock; `userId` limits the scan to one
 * workspace (a test's own: the scheduled job scans them all). Resolves to how many were sent.
 */
export async function remindUnsigned(res: AppResources, now: Date = new Date(), userId?: string): Promise<number> {
  const due = await res.prisma.contract.findMany({
    where: {
      ...(userId ? { userId } : {}),
      status: "sent", clientSignedAt: null, declinedAt: null, supersededAt: null, publicTokenNonce: { not: null }, reminderCount: { lt: 2 },
      sentAt: { lte: new Date(now.getTime() - 3600_000) },
      // not expired: an expiry day that has not ended in some zone is at least yesterday in UTC (checked below)
      OR: [{ expiryDate: null }, { expiryDate: { gte: dayDate(addDays(today("UTC", now), -1)) } }],
    },
    include: { client: true, user: true },
    take: 200,
  });
  let sent = 0;
  for (const c of due) {
    const expiry = dayText(c.expiryDate);
    if (expiry && endOfDay(expiry, c.user.timeZone) <= now) continue;
    // from the day before the expiry day, in the workspace's zone
    const beforeExpiry = expiry !== null && endOfDay(addDays(expiry, -2), c.user.timeZone) <= now;
    const isDue = c.reminderCount === 0 ? beforeExpiry || c.sentAt!.getTime() <= now.getTime() - 3 * DAY_MS
      : beforeExpiry && (c.reminderSentAt === null || c.reminderSentAt.getTime() <= now.getTime() - DAY_MS / 2);
    if (!isDue || !c.client.email) continue;
    try {
      if (await remind(res, c, now)) sent++;
    } catch (err) {
      res.log.warn({ err, contractId: c.id }, "contract reminder not sent: the next scan tries again");
    }
  }
  return sent;
}

async function remind(res: AppResources, c: Contract & { client: Client; user: User }, now: Date): Promise<boolean> {
  const ctx = await tenantContext(res, c.userId, { actor: "system" });
  if (!ctx) return false;
  const what = c.type === "proposal" ? "proposal" : "contract";
  const brand = emailBrandName(c.user);
  const content = [
    `Hello ${oneLineText(c.client.name)},`,
    `A reminder: the ${what} ${c.title ? `"${oneLineText(c.title)}" ` : ""}(${c.contractNumber}) from ${brand} is waiting for you.`,
    pageUrl(res, c),
    ...(c.expiryDate ? [`The link works until the end of ${calendarDayText(c.expiryDate)} (${c.user.timeZone || "UTC"}).`] : []),
    `Thank you,\n${brand}`,
  ].join("\n\n");
  const recorded = await withEmailQuota(res, c.userId, (quota) => res.prisma.$transaction(async (tx) => {
    // the claim: of two workers at once, one moves the count on
    const claimed = await tx.$executeRaw`UPDATE contracts SET "reminderCount" = "reminderCount" + 1, "reminderSentAt" = ${now}
      WHERE id = ${c.id}::uuid AND "reminderCount" = ${c.reminderCount} AND status = 'sent' AND "clientSignedAt" IS NULL`;
    if (!claimed) return null;
    await tx.contractAudit.create({ data: { userId: c.userId, contractId: c.id, action: "reminded", detail: `Reminder ${c.reminderCount + 1} e-mailed to ${c.client.email}` } });
    return recordSentMessage(res, tx, ctx, {
      subject: `Reminder: ${what === "proposal" ? "Proposal" : "Contract"} ${c.contractNumber} from ${brand}`.slice(0, 200),
      content, contactEmail: c.client.email!, contactName: c.client.name.slice(0, 200), clientId: c.clientId, projectId: c.projectId, type: what,
    }, quota);
  }));
  if (!recorded) return false;
  await messageRecorded(res, recorded);
  return true;
}
