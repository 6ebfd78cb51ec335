import { dayLabel } from "@common/day";
import { formatCents, formatMoney, invoiceFigures, MAX_CENTS, toCents } from "@common/money";
import { oneLineText } from "@common/message";
import {
  DEFAULT_REMINDERS, FIRST_REPEAT_NUMBER, MAX_REMINDERS, fillReminder, lateFeeCents, type ReminderTier, type ReminderValues,
} from "@common/reminders";
import { MAX_INVOICE_ITEMS } from "@common/invoice";
import { Prisma, type Invoice, type InvoiceReminder } from "../../generated/prisma/client";
import { tenantContext, type AppResources, type ServiceContext } from "../../context";
import { TooManyRequestsError, ValidationError } from "../../errors";
import { publishWritten, updateRecorded } from "../../db/recorded";
import { messageRecorded, recordSentMessage } from "../message";
import { withEmailQuota } from "../email";
import { ensurePageNonce, invoicePageUrl } from "./invoice.public";
import { storedReminders } from "./invoice.reminders.settings";

/*
 * Payment reminders: the scheduled scan (every minute) that e-mails an open invoice's client the reminders of the
 * workspace's `reminders` settings, each once.
 *
 * A reminder is due when its day (the invoice's due date plus its days) has come in the workspace's time zone and the
 * hour there is at or past the settings' send hour: the local wall clock less the send hour, as a day, is at or after
 * it (so a DST change keeps the hour). Reminders 1 to 3 are the settings' reminders in the order of their days, 4 and
 * on the repeats every N days after the last one. They are claimed, in ONE statement per batch, as unique
 * `(invoice, reminder number)` rows (`INSERT ... ON CONFLICT DO NOTHING`: two scans at once, or a scan run again, claim
 * each once): of an invoice's due reminders only the latest is claimed to be sent (`pending`), and the earlier
 * settings' reminders not claimed yet are recorded `skipped` (an invoice 10 days overdue when reminders are turned on
 * gets the 7-days-after one, not three e-mails). Only sent or overdue invoices with a balance, of a client with an
 * e-mail address who is not excluded from reminders, in a workspace with reminders on, and not paused (a refund that
 * reopened the balance pauses them until the provider resumes them, edits the invoice or records a payment).
 *
 * Then each pending reminder whose attempt is due is sent in one transaction of its own: the reminder row locked
 * (`FOR UPDATE SKIP LOCKED`: another worker's is left to it) and still pending, the invoice locked (as a payment locks
 * it) and checked again (paid a minute before, cancelled, the client excluded since, reminders turned off: `skipped`
 * with the reason, and no e-mail), its late fee added once as its own line with the totals recomputed, the e-mail
 * recorded as a message on the client (its delivery is the message's e-mail job: the outbox), and the invoice's
 * `invoice.reminder_sent` event with its activity line, the row marked `sent`: all or nothing. The e-mail counts against
 * the workspace's quota, taken before the transaction: a refusal leaves the reminder pending with its next attempt
 * when the quota frees up (never lost, never doubled).
 */

/** Invoices per claim statement. */
const BATCH = 200;
/** Claim statements per run (the next run, a minute later, continues). */
const MAX_BATCHES = 10;
/** Pending reminders sent per run. */
const MAX_SENDS = 500;

/** One claim batch: answers how many reminders it claimed to send. `userId` narrows it to one workspace (tests). */
async function claimBatch(res: AppResources, now: Date, userId?: string): Promise<number> {
  const only = userId ? Prisma.sql`AND u.id = ${userId}::uuid` : Prisma.empty;
  const rows = await res.prisma.$queryRaw<{ pending: number }[]>`
    WITH z AS (
      -- the workspaces with reminders on: their zone (UTC for a name PostgreSQL does not know), send hour, reminders
      SELECT u.id, COALESCE(tz.name, 'UTC') AS zone, u."reminderSendHour" AS hour, u."reminderRepeatDays" AS rep,
             CASE WHEN jsonb_typeof(u."reminderTiers") = 'array' THEN u."reminderTiers" ELSE ${JSON.stringify(DEFAULT_REMINDERS)}::jsonb END AS tiers
      FROM users u LEFT JOIN pg_timezone_names tz ON tz.name = u."timeZone"
      WHERE u."remindersEnabled" ${only}
    ), tiers AS (
      SELECT z.id, (row_number() OVER (PARTITION BY z.id ORDER BY (e.v->>'days')::int))::int AS n, (e.v->>'days')::int AS days
      FROM z CROSS JOIN LATERAL jsonb_array_elements(z.tiers) e(v)
    ), ws AS (
      -- "today" for reminders: the local day once the send hour has come there, else the day before
      SELECT z.id, z.rep, ((${now}::timestamptz AT TIME ZONE z.zone) - make_interval(hours => z.hour))::date AS today,
             COALESCE((SELECT max(t.days) FROM tiers t WHERE t.id = z.id AND t.n <= ${MAX_REMINDERS}), 0) AS base,
             COALESCE((SELECT min(t.days) FROM tiers t WHERE t.id = z.id), 0) AS first
      FROM z
    ), open AS (
      SELECT i.id, i."userId", i."dueDate", ws.today, ws.rep, ws.base
      FROM invoices i JOIN ws ON ws.id = i."userId" JOIN clients c ON c.id = i."clientId" AND c."userId" = i."userId"
      WHERE i.status IN ('sent', 'overdue') AND i.total > i."amountPaid" AND i."dueDate" + LEAST(ws.first, 0) <= ws.today
        AND NOT c."excludeFromReminders" AND COALESCE(c.email, '') <> '' AND i."remindersPausedAt" IS NULL
    ), due AS (
      -- every settings' reminder whose day has come, and the latest repeat whose day has come
      SELECT o.id AS "invoiceId", o."userId", t.n AS num, o."dueDate" + t.days AS day
      FROM open o JOIN tiers t ON t.id = o."userId" AND t.n <= ${MAX_REMINDERS}
      WHERE o."dueDate" + t.days <= o.today
      UNION ALL
      SELECT o.id, o."userId", ${FIRST_REPEAT_NUMBER - 1} + k.k, o."dueDate" + o.base + k.k * o.rep
      FROM open o CROSS JOIN LATERAL (SELECT (o.today - o."dueDate" - o.base) / o.rep AS k) k
      WHERE o.rep IS NOT NULL AND k.k >= 1
    ), latest AS (
      SELECT DISTINCT ON ("invoiceId") "invoiceId", num FROM due ORDER BY "invoiceId", num DESC
    ), todo AS (
      SELECT l.* FROM latest l
      WHERE NOT EXISTS (SELECT 1 FROM invoice_reminders r WHERE r."invoiceId" = l."invoiceId" AND r."reminderNumber" = l.num)
      ORDER BY l."invoiceId" LIMIT ${BATCH}
    ), ins AS (
      INSERT INTO invoice_reminders ("userId", "invoiceId", "reminderNumber", status, "dueOn", note, "nextAttemptAt")
      SELECT d."userId", d."invoiceId", d.num, CASE WHEN d.num = t.num THEN 'pending' ELSE 'skipped' END, d.day,
             CASE WHEN d.num = t.num THEN NULL ELSE 'A later reminder was already due' END, ${now}
      FROM due d JOIN todo t ON t."invoiceId" = d."invoiceId"
      ON CONFLICT ("invoiceId", "reminderNumber") DO NOTHING
      RETURNING status
    )
    SELECT (count(*) FILTER (WHERE status = 'pending'))::int AS pending FROM ins`;
  return rows[0]?.pending ?? 0;
}

/** The invoice as the send reads it, locked: with its client's name, e-mail and exclusion, and the workspace's settings. */
type LockedInvoice = Invoice & {
  clientName: string; clientEmail: string | null; excludeFromReminders: boolean; remindersEnabled: boolean;
  reminderTiers: Prisma.JsonValue; itemCount: number;
};

/** A reminder that is not this worker's to send (another holds it, or it is no longer pending). */
class NotPendingError extends Error {}

/** The reminder's texts and late fee: a settings' reminder, or, for a repeat, the last one's texts without a fee. */
function reminderOf(tiers: ReminderTier[], n: number): ReminderTier | null {
  if (n < FIRST_REPEAT_NUMBER) return tiers[n - 1] ?? null;
  const last = tiers.slice(0, MAX_REMINDERS).at(-1) ?? DEFAULT_REMINDERS.at(-1)!;
  return { ...last, lateFee: null };
}

/**
 * The e-mail's text: the message filled, a paragraph that is `{pay_link}` alone becoming the "View and pay invoice"
 * button (a link in the HTML part, the address in the text part); a message without one gets the button at the end,
 * so every reminder carries the pay link.
 */
function reminderBody(message: string, values: ReminderValues): string {
  const button = `[View and pay invoice](${values.pay_link})`;
  let linked = false;
  const paragraphs = message.replace(/\r\n?/g, "\n").split(/\n{2,}/).map((p) => {
    if (/^\{\s*pay_link\s*\}$/i.test(p.trim())) {
      linked = true;
      return button;
    }
    return fillReminder(p, values);
  });
  if (!linked) paragraphs.push(button);
  return paragraphs.join("\n\n");
}

/** Why a claimed reminder is not sent after all, or null when it goes. */
function skipReason(inv: LockedInvoice | undefined, tier: ReminderTier | null): string | null {
  if (!inv) return "The invoice was deleted";
  if (inv.status === "paid" || toCents(inv.total)! <= toCents(inv.amountPaid)!) return "The invoice was paid";
  if (inv.status !== "sent" && inv.status !== "overdue") return `The invoice is ${inv.status}`;
  if (inv.excludeFromReminders) return "The client is excluded from reminders";
  if (inv.remindersPausedAt) return "Reminders were paused after a refund";
  if (!inv.clientEmail) return "The client has no e-mail address";
  if (!inv.remindersEnabled) return "Payment reminders were turned off";
  if (!tier) return "The reminder was removed from the settings";
  return null;
}

type SendOutcome = "sent" | "skipped" | "deferred" | "busy";

/** Sends one claimed reminder (see the top of the file); answers what became of it. */
async function sendReminder(res: AppResources, ctx: ServiceContext, reminder: Pick<InvoiceReminder, "id" | "invoiceId" | "reminderNumber">,
  now: Date): Promise<SendOutcome> {
  let written: { outcome: "skipped" } | { outcome: "sent"; updated: Invoice; recorded: Awaited<ReturnType<typeof recordSentMessage>> };
  try {
    written = await withEmailQuota(ctx, ctx.viewer.id, async (quota) => {
      const w = await ctx.prisma.$transaction(async (tx) => {
        const held = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM invoice_reminders
          WHERE id = ${reminder.id}::uuid AND status = 'pending' FOR UPDATE SKIP LOCKED`;
        if (!held.length) throw new NotPendingError();
        const [inv] = await tx.$queryRaw<LockedInvoice[]>`
          SELECT i.*, c.name AS "clientName", c.email AS "clientEmail", c."excludeFromReminders", u."remindersEnabled", u."reminderTiers",
                 (SELECT count(*)::int FROM invoice_items it WHERE it."invoiceId" = i.id) AS "itemCount"
          FROM invoices i JOIN clients c ON c.id = i."clientId" JOIN users u ON u.id = i."userId"
          WHERE i.id = ${reminder.invoiceId}::uuid AND i."userId" = ${ctx.viewer.id}::uuid
          FOR UPDATE OF i`;
        const tier = inv ? reminderOf(storedReminders(inv), reminder.reminderNumber) : null;
        const why = skipReason(inv, tier);
        if (why) {
          await tx.$executeRaw`UPDATE invoice_reminders SET status = 'skipped', note = ${why}, "updatedAt" = now() WHERE id = ${reminder.id}::uuid`;
          return { outcome: "skipped" as const };
        }
        // the late fee: a fixed amount or a percentage of the balance, once (this row is claimed once), as its own line
        const balance = toCents(inv.total)! - toCents(inv.amountPaid)!;
        let fee = tier!.lateFee && inv.itemCount < MAX_INVOICE_ITEMS ? lateFeeCents(tier!.lateFee, balance) : 0n;
        let figures: { subtotal: string; taxAmount: string; total: string } | null = null;
        if (fee > 0n) {
          const items = await tx.invoiceItem.findMany({ where: { invoiceId: inv.id }, select: { quantity: true, rate: true } });
          const f = invoiceFigures([...items.map((i) => ({ quantity: i.quantity, rateCents: toCents(i.rate)! })), { quantity: 1, rateCents: fee }],
            toCents(inv.taxRate) ?? 0n);
          if (f.total > MAX_CENTS) fee = 0n;
          else figures = { subtotal: formatCents(f.subtotal), taxAmount: formatCents(f.taxAmount), total: formatCents(f.total) };
        }
        const total = figures ? toCents(figures.total)! : toCents(inv.total)!;
        const amountDue = formatCents(total - toCents(inv.amountPaid)!);
        const money = (amount: string) => formatMoney(amount, { cents: true, currency: inv.currency }) ?? amount;
        const nonce = await ensurePageNonce(tx, ctx, inv);
        const values: ReminderValues = {
          client: oneLineText(inv.clientName), invoice_number: inv.invoiceNumber, amount_due: money(amountDue),
          due_date: dayLabel(inv.dueDate, "long") ?? "", pay_link: invoicePageUrl(ctx, { id: inv.id, publicTokenNonce: nonce })!,
        };
        const recorded = await recordSentMessage(ctx, tx, ctx, {
          subject: [...oneLineText(fillReminder(tier!.subject, values))].slice(0, 200).join("").trim() || `Reminder: invoice ${inv.invoiceNumber}`,
          content: reminderBody(tier!.message, values),
          contactEmail: inv.clientEmail!,
          contactName: [...oneLineText(inv.clientName)].slice(0, 200).join("").trim(),
          clientId: inv.clientId,
          projectId: inv.projectId,
          type: "reminder",
        }, quota);
        const feeText = formatCents(fee);
        const feeLabel = tier!.lateFee?.type === "percent" ? `Late fee (${tier!.lateFee.value.replace(/\.00$/, "")}% of ${money(formatCents(balance))})` : "Late fee";
        const updated = await updateRecorded<Invoice>(tx, "invoices", ctx, inv.id, {
          values: figures ?? {},
          activity: {
            entityType: "invoice", action: "updated",
            title: `Payment reminder ${reminder.reminderNumber} sent: ${inv.invoiceNumber}${fee > 0n ? `, late fee of ${money(feeText)} added` : ""}`,
          },
          event: {
            type: "invoice.reminder_sent",
            payload: {
              invoiceNumber: inv.invoiceNumber, clientId: inv.clientId, reminderNumber: String(reminder.reminderNumber), amountDue,
              lateFee: feeText, currency: inv.currency, messageId: recorded.message.id,
            },
          },
          also: [
            ...(fee > 0n ? [Prisma.sql`INSERT INTO invoice_items ("userId", "invoiceId", description, quantity, rate, amount, "createdAt")
              SELECT r."userId", r.id, ${feeLabel}, 1, ${feeText}::numeric, ${feeText}::numeric, now() FROM r`] : []),
            Prisma.sql`UPDATE invoice_reminders SET status = 'sent', "sentAt" = now(), "lateFee" = ${fee > 0n ? feeText : null}::numeric,
              "messageId" = ${recorded.message.id}::uuid, attempts = attempts + 1, note = NULL, "updatedAt" = now()
              WHERE id = ${reminder.id}::uuid`,
          ],
        });
        return { outcome: "sent" as const, updated: updated!, recorded };
      });
      // a reminder not sent after all takes no e-mail from the quota
      if (w.outcome === "skipped") await quota.giveBack();
      return w;
    });
  } catch (e) {
    if (e instanceof NotPendingError) return "busy";
    if (e instanceof ValidationError) {
      // an e-mail that cannot be made (the client's address refused): not tried again every minute, and the reason kept
      const why = Object.values(e.fieldErrors ?? {})[0] ?? e.message;
      await res.prisma.$executeRaw`UPDATE invoice_reminders SET status = 'skipped', note = ${`Not sent: ${why}`.slice(0, 500)}, attempts = attempts + 1,
        "updatedAt" = now() WHERE id = ${reminder.id}::uuid AND status = 'pending'`;
      return "skipped";
    }
    if (!(e instanceof TooManyRequestsError)) throw e;
    // past the e-mail quota: still pending, tried again once the quota frees up
    const wait = Math.max(60, e.retryAfterSeconds ?? 3600);
    await res.prisma.$executeRaw`UPDATE invoice_reminders SET "nextAttemptAt" = ${new Date(now.getTime() + wait * 1000)}, attempts = attempts + 1,
      note = ${e.message}, "updatedAt" = now() WHERE id = ${reminder.id}::uuid AND status = 'pending'`;
    return "deferred";
  }
  if (written.outcome === "skipped") return "skipped";
  publishWritten(ctx, written.updated, "Invoice");
  await messageRecorded(ctx, written.recorded);
  return "sent";
}

/** Sends the pending reminders whose attempt is due (oldest first), each in its own transaction. */
async function sendPending(res: AppResources, now: Date, userId?: string): Promise<Record<SendOutcome, number>> {
  const counts: Record<SendOutcome, number> = { sent: 0, skipped: 0, deferred: 0, busy: 0 };
  const pending = await res.prisma.invoiceReminder.findMany({
    where: { status: "pending", nextAttemptAt: { lte: now }, ...(userId ? { userId } : {}) },
    orderBy: [{ nextAttemptAt: "asc" }, { id: "asc" }], take: MAX_SENDS,
    select: { id: true, userId: true, invoiceId: true, reminderNumber: true },
  });
  const contexts = new Map<string, ServiceContext | null>();
  // a workspace past its quota is not asked again in this run
  const full = new Set<string>();
  for (const r of pending) {
    if (full.has(r.userId)) continue;
    if (!contexts.has(r.userId)) contexts.set(r.userId, await tenantContext(res, r.userId, { actor: "system" }));
    const ctx = contexts.get(r.userId);
    if (!ctx) continue;
    try {
      const outcome = await sendReminder(res, ctx, r, now);
      counts[outcome]++;
      if (outcome === "deferred") full.add(r.userId);
    } catch (e) {
      // one reminder's failure does not stop the others; it is tried again at the next run
      res.log.error({ err: e, reminderId: r.id }, "payment reminder failed");
    }
  }
  return counts;
}

/**
 * The scheduled scan (every minute): claims the due reminders, batch by batch, then sends the pending ones. `now` is the
 * clock (tests fix it); `userId` narrows it to one workspace. Resolves to what became of the reminders it tried.
 */
export async function sendPaymentReminders(res: AppResources, now: Date = new Date(), userId?: string): Promise<Record<SendOutcome, number> & { claimed: number }> {
  let claimed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const n = await claimBatch(res, now, userId);
    claimed += n;
    if (n < BATCH) break;
  }
  const counts = await sendPending(res, now, userId);
  if (counts.sent || counts.deferred || counts.skipped) res.log.info({ claimed, ...counts }, "payment reminders");
  return { claimed, ...counts };
}
