import { Prisma, type DomainEvent } from "../../generated/prisma/client";
import type { AppResources } from "../../context";
import { publishRecorded } from "../../pubsub";
import { dispatchWritten } from "../../jobs/outbox";
import { dispatchedAtSql, eventTypeSql } from "../../domain-events";
import { nextInvoiceNumberSql } from "../invoice";

/*
 * The generator: the scheduled scan that makes each due period's invoice. A period is due when its first day has come
 * in the workspace's time zone and the hour there is at or past the profile's send hour: the instant is computed from
 * the local day and hour in the zone as it is on that day (`(day + hour) AT TIME ZONE zone`), so a DST change keeps
 * the send hour. Period k starts at the start date plus k steps (never counted from a late send): the 31st becomes a
 * shorter month's last day and the 31st again after it.
 *
 * Each batch is ONE statement (one transaction): it locks the due profiles (SKIP LOCKED: a second scan at the same
 * moment passes over them, and finds them advanced after), inserts each one's invoice with its lines (unique on
 * (profile, period start): a period is made once whatever happens), takes the invoice's number from the workspace's
 * sequence, advances the profile to its next period, and writes the activity lines and the events
 * (`invoice.created`, `recurring_invoice.generated`, or `recurring_invoice.skipped` for a period passed over while
 * an invoice it made is unpaid). A batch takes at most one profile per workspace (its number sequence advances by one
 * per statement) and the earliest period of each: a profile behind by several periods (the server was down) makes
 * them one per batch, in order, each once. The e-mail of an automatic one is the `recurring-invoice-send` handler's
 * job for its `recurring_invoice.generated` event (the outbox: a crash after the commit sends it on the sweep).
 */

/** Profiles per batch statement. */
const BATCH = 100;
/** Batches per run of the scan (the next run, a minute later, continues). */
const MAX_BATCHES = 20;

/** `{period_start}` / `{period_end}` of a text column filled with the period's days (as `Jan 31, 2026`). */
const filled = (text: Prisma.Sql) => Prisma.sql`replace(replace(${text}, '{period_start}', to_char(g.ps, 'Mon FMDD, YYYY')), '{period_end}', to_char(g.pe, 'Mon FMDD, YYYY'))`;

/** The first day of period `k` of profile `p` (SQL). */
const periodStartSql = (k: Prisma.Sql) => Prisma.sql`(CASE p.frequency WHEN 'weekly' THEN p."startDate" + 7 * p."interval" * (${k})
  ELSE (p."startDate" + make_interval(months => (CASE p.frequency WHEN 'monthly' THEN 1 WHEN 'quarterly' THEN 3 ELSE 12 END) * p."interval" * (${k})))::date END)`;

type GeneratedRow = DomainEvent;

/**
 * One batch: the due profiles' next periods made (or skipped), in one statement; answers the events it wrote.
 * `userId` narrows it to one workspace (tests).
 */
async function generateBatch(res: AppResources, now: Date, userId?: string): Promise<GeneratedRow[]> {
  const only = userId ? Prisma.sql`AND "userId" = ${userId}::uuid` : Prisma.empty;
  const horizon = Prisma.sql`(${now}::timestamptz AT TIME ZONE 'UTC')::date + 1`;
  return res.prisma.$queryRaw<GeneratedRow[]>`
    WITH z AS (
      -- each workspace's zone, UTC for a name PostgreSQL does not know
      SELECT u.id, COALESCE(tz.name, 'UTC') AS zone FROM users u LEFT JOIN pg_timezone_names tz ON tz.name = u."timeZone"
      -- (a day that has come anywhere is at most tomorrow in UTC: the index narrows the scan to those)
      WHERE u.id IN (SELECT "userId" FROM recurring_invoices WHERE status = 'active' AND "nextSendDate" <= ${horizon} ${only})
    ), cand AS (
      SELECT DISTINCT ON (p."userId") p.id, p."nextSendDate"
      FROM recurring_invoices p JOIN z ON z.id = p."userId"
      WHERE p.status = 'active' AND p."nextSendDate" <= ${horizon}
        AND (p."nextSendDate"::timestamp + make_interval(hours => p."sendHour")) AT TIME ZONE z.zone <= ${now}::timestamptz
      ORDER BY p."userId", p."nextSendDate", p.id
      LIMIT ${BATCH}
    ), locked AS (
      -- locked until the statement commits; a profile another scan holds is left to it (and is advanced when seen next).
      -- A profile another scan advanced after this statement's snapshot is re-read at its new period: the period this
      -- statement found due must still be the next one, or the profile is left (its new period may not be due yet).
      -- NO KEY: the profile's key never changes here, and a transaction writing one of its invoices twice (the send:
      -- its link, then its status) holds the profile's KEY SHARE lock, which must not hold the next period back.
      SELECT p.* FROM recurring_invoices p JOIN cand c ON c.id = p.id
      WHERE p.status = 'active' AND p."nextSendDate" = c."nextSendDate"
      FOR NO KEY UPDATE OF p SKIP LOCKED
    ), g AS (
      SELECT p.*, p."nextSendDate" AS ps, nx.next_start - 1 AS pe, nx.next_start,
             (p.count IS NOT NULL AND p."nextPeriod" + 1 >= p.count) OR (p."endDate" IS NOT NULL AND nx.next_start > p."endDate") AS finished,
             (p."skipIfUnpaid" AND EXISTS (SELECT 1 FROM invoices o WHERE o."recurringInvoiceId" = p.id AND o."userId" = p."userId"
                                            AND o.status NOT IN ('paid', 'cancelled'))) AS skip
      FROM locked p CROSS JOIN LATERAL (SELECT ${periodStartSql(Prisma.sql`p."nextPeriod" + 1`)} AS next_start) nx
    ), made AS (
      SELECT * FROM g WHERE NOT skip
    ), num AS (
      ${nextInvoiceNumberSql(Prisma.sql`m."userId"`, Prisma.sql`made m`)}
    ), inv AS (
      INSERT INTO invoices ("userId", "clientId", "projectId", "invoiceNumber", status, "issueDate", "dueDate", subtotal, "taxRate", "taxAmount", total,
                            currency, notes, "recurringInvoiceId", "periodStart")
      SELECT g."userId", g."clientId", g."projectId", num.number, 'draft', g.ps, g.ps + g."dueInDays", g.subtotal, g."taxRate", g."taxAmount", g.total,
             g.currency, ${filled(Prisma.sql`g.notes`)}, g.id, g.ps
      FROM made g JOIN num ON num."userId" = g."userId"
      ON CONFLICT ("recurringInvoiceId", "periodStart") DO NOTHING
      RETURNING *
    ), items AS (
      INSERT INTO invoice_items ("userId", "invoiceId", description, quantity, rate, amount, "createdAt")
      SELECT i."userId", i.id, ${filled(Prisma.sql`(e.v->>'description')`)}, (e.v->>'quantity')::int, (e.v->>'rate')::numeric, (e.v->>'amount')::numeric,
             now() + (e.n - 1) * interval '1 millisecond'
      FROM inv i JOIN made g ON g.id = i."recurringInvoiceId" CROSS JOIN LATERAL jsonb_array_elements(g.items) WITH ORDINALITY AS e(v, n)
    ), adv AS (
      UPDATE recurring_invoices p
      SET "nextPeriod" = p."nextPeriod" + 1,
          "nextSendDate" = CASE WHEN g.finished THEN NULL ELSE g.next_start END,
          status = CASE WHEN g.finished THEN 'finished' ELSE p.status END,
          "generatedCount" = p."generatedCount" + (SELECT count(*) FROM inv WHERE inv."recurringInvoiceId" = p.id)::int,
          "updatedAt" = now()
      FROM g WHERE p.id = g.id
      RETURNING p.id, p."nextSendDate", p.status
    ), acts AS (
      INSERT INTO activities ("userId", "entityType", "entityId", action, title, actor, "clientId", "projectId")
      SELECT i."userId", 'invoice', i.id, 'created', left('New invoice created: ' || i."invoiceNumber", 300), 'system', i."clientId", i."projectId" FROM inv i
      UNION ALL
      SELECT g."userId", 'recurring_invoice', g.id, 'updated',
             left(CASE WHEN g.skip THEN 'Recurring invoice skipped ' || to_char(g.ps, 'Mon FMDD, YYYY') || ': an invoice it made is unpaid'
                       ELSE 'Recurring invoice made ' || coalesce((SELECT i."invoiceNumber" FROM inv i WHERE i."recurringInvoiceId" = g.id), 'no invoice') END, 300),
             'system', g."clientId", g."projectId"
      FROM g
    ), ev AS (
      SELECT i."userId", ${eventTypeSql("invoice.created")} AS type, 'invoice' AS "entityType", i.id AS "entityId",
             jsonb_build_object('record', to_jsonb(i) - 'userId') AS payload
      FROM inv i
      UNION ALL
      SELECT g."userId", ${eventTypeSql("recurring_invoice.generated")}, 'recurring_invoice', g.id,
             jsonb_build_object('changes', jsonb_build_object('nextSendDate', jsonb_build_object('before', g.ps, 'after', a."nextSendDate")),
                                'invoiceId', i.id, 'invoiceNumber', i."invoiceNumber", 'clientId', i."clientId", 'periodStart', g.ps::text,
                                'periodEnd', g.pe::text, 'total', i.total::text, 'currency', i.currency, 'autoSend', g."autoSend")
      FROM g JOIN inv i ON i."recurringInvoiceId" = g.id JOIN adv a ON a.id = g.id
      UNION ALL
      SELECT g."userId", ${eventTypeSql("recurring_invoice.skipped")}, 'recurring_invoice', g.id,
             jsonb_build_object('changes', jsonb_build_object('nextSendDate', jsonb_build_object('before', g.ps, 'after', a."nextSendDate")),
                                'periodStart', g.ps::text, 'periodEnd', g.pe::text)
      FROM g JOIN adv a ON a.id = g.id WHERE g.skip
    ), e AS (
      INSERT INTO domain_events ("userId", type, "entityType", "entityId", payload, actor, "dispatchedAt")
      SELECT ev."userId", ev.type, ev."entityType", ev."entityId", ev.payload, 'system',
             CASE ev.type
               WHEN ${eventTypeSql("invoice.created")} THEN ${dispatchedAtSql("invoice.created", { userId: Prisma.sql`ev."userId"`, payload: Prisma.sql`ev.payload` })}
               WHEN ${eventTypeSql("recurring_invoice.generated")} THEN ${dispatchedAtSql("recurring_invoice.generated", { userId: Prisma.sql`ev."userId"`, payload: Prisma.sql`ev.payload` })}
               ELSE ${dispatchedAtSql("recurring_invoice.skipped", { userId: Prisma.sql`ev."userId"`, payload: Prisma.sql`ev.payload` })}
             END
      FROM ev
      RETURNING *
    )
    SELECT * FROM e ORDER BY "createdAt", id`;
}

/**
 * The scheduled scan (every minute): batches until no profile is due, at most MAX_BATCHES of them (the next run goes
 * on). Then each batch's live updates and its events' jobs (the e-mails of the automatic ones). `now` is the clock
 * (tests fix it); `userId` narrows it to one workspace. Resolves to the periods made or skipped.
 */
export async function generateRecurringInvoices(res: AppResources, now: Date = new Date(), userId?: string): Promise<number> {
  let periods = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const events = await generateBatch(res, now, userId);
    const done = events.filter((e) => e.entityType === "recurring_invoice").length;
    if (!events.length) break;
    periods += done;
    publishRecorded(res.pubsub, events);
    await dispatchWritten(res, events);
  }
  if (periods) res.log.info({ periods }, "recurring invoices made");
  return periods;
}
