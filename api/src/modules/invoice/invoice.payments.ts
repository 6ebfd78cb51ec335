import { Prisma, type Invoice, type Payment } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { NotFoundError, ValidationError } from "../../errors";
import { validateInput } from "../../validation";
import { isUuid } from "@common/validation";
import { today, dayText } from "@common/day";
import { formatCents, formatMoney, roundToCents } from "@common/money";
import { invoiceLink } from "@common/notification";
import { PAYMENT_MESSAGES, amountCents, overBalanceMessage, paymentSchema } from "@common/payment";
import { deleteRecorded, insertRecorded, publishWritten, updateRecorded } from "../../db/recorded";
import { publishSignal } from "../../pubsub";
import { defineNotificationKinds } from "../../notification-kinds";
import { createNotification } from "../notification";

/*
 * Payments: money received for an invoice, recorded by hand (or, later, by a payment provider). A payment is a child
 * of its invoice: every write of one takes the invoice's row lock (SELECT ... FOR UPDATE) first, then writes the
 * payment and the invoice's `amountPaid` (and status) in the same transaction, so two payments at the same moment are
 * serialised: neither can overpay, and neither is lost. The invoice becomes `paid` (paidDate = the payment's date,
 * the `invoice.paid` event once, a bell notification) when its balance reaches zero, and goes back to sent or overdue
 * (by its due day in the workspace's zone) when a deleted payment reopens it.
 */

// the notification kinds this file creates (notification-kinds.ts)
const paymentNotifications = defineNotificationKinds({
  invoice_paid: "an invoice's balance reached zero: it is paid (once per time it becomes paid)",
  payment_received_online: "a client paid part of an invoice online (Stripe); the whole of it is `invoice_paid`",
  payment_overpaid: "money arrived online for more than an invoice's balance (two payments at once, or the invoice cancelled meanwhile): the excess is to give back",
  payment_refunded: "part or all of an online payment was refunded in Stripe: the invoice's balance grew back",
});
type PaymentNotifications = typeof paymentNotifications;
declare module "../../notification-kinds" {
  interface NotificationKinds extends PaymentNotifications {}
}

/** The invoice as a payment's write reads it, under its row lock. */
interface LockedInvoice {
  id: string;
  status: string;
  total: Prisma.Decimal;
  amountPaid: Prisma.Decimal;
  currency: string;
  invoiceNumber: string;
  dueDate: Date;
  clientId: string;
  clientName: string;
}

const cents = (d: Prisma.Decimal | string): bigint => roundToCents(typeof d === "string" ? d : d.toFixed(2)) ?? 0n;
const moneyText = (c: bigint, currency: string) => formatMoney(formatCents(c), { cents: true, currency })!;

/** One of the viewer's invoices, locked for the rest of the transaction; NotFoundError for a missing or foreign id. */
async function lockInvoice(tx: Prisma.TransactionClient, ctx: ServiceContext, id: string): Promise<LockedInvoice> {
  if (!isUuid(id)) throw new NotFoundError("Invoice");
  const rows = await tx.$queryRaw<LockedInvoice[]>`
    SELECT i.id, i.status, i.total, i."amountPaid", i.currency, i."invoiceNumber", i."dueDate", i."clientId", c.name AS "clientName"
    FROM invoices i JOIN clients c ON c.id = i."clientId"
    WHERE i.id = ${id}::uuid AND i."userId" = ${ctx.viewer.id}::uuid
    FOR UPDATE OF i`;
  if (!rows[0]) throw new NotFoundError("Invoice");
  return rows[0];
}

/** sent, or overdue when its due day is before today in the workspace's zone (what a reopened invoice goes back to). */
function reopenedStatus(ctx: ServiceContext, inv: Pick<LockedInvoice, "dueDate">, now: Date = new Date()): "sent" | "overdue" {
  return dayText(inv.dueDate)! < today(ctx.viewer.user.timeZone, now) ? "overdue" : "sent";
}

interface NewPayment {
  cents: bigint;
  method: string;
  paidAt: Date;
  reference: string | null;
  note: string | null;
  /** a payment provider's: `stripe`, its payment's id and the event that told of it */
  provider?: { name: string; paymentId: string; eventId: string | null };
}

interface PaymentWritten {
  payment: Payment;
  invoice: Invoice;
  notification: { id: string } | null;
}

/**
 * Writes a payment on a locked invoice and the invoice's new amount paid (and `paid`, when the balance reaches zero:
 * `invoice.paid`, its activity line "INV-0042 paid by Acme, $1,200.00" and the bell's notification). The caller has
 * checked the amount against the balance.
 */
async function writePayment(tx: Prisma.TransactionClient, ctx: ServiceContext, inv: LockedInvoice, p: NewPayment): Promise<PaymentWritten> {
  const amount = formatCents(p.cents);
  const payment = await insertRecorded<Payment>(tx, "payments", ctx, {
    values: {
      invoiceId: inv.id, amount, currency: inv.currency, method: p.method, paidAt: p.paidAt, reference: p.reference, note: p.note,
      ...(p.provider ? { provider: p.provider.name, providerPaymentId: p.provider.paymentId, providerEventId: p.provider.eventId } : {}),
    },
    activity: { entityType: "payment", action: "created", title: `Payment received on ${inv.invoiceNumber}: ${moneyText(p.cents, inv.currency)}` },
    event: { type: "payment.received", payload: { invoiceId: inv.id, invoiceNumber: inv.invoiceNumber, amount, currency: inv.currency } },
  });
  const total = cents(inv.total);
  const paid = cents(inv.amountPaid) + p.cents;
  // a cancelled invoice stays cancelled when money still arrives for it online (recorded, to be given back); Mark as
  // paid on it is the provider's own choice
  const becomesPaid = paid >= total && inv.status !== "paid" && !(p.provider && inv.status === "cancelled");
  const totalText = moneyText(total, inv.currency);
  const invoice = await updateRecorded<Invoice>(tx, "invoices", ctx, inv.id, {
    // a payment recorded by hand is the provider acting on the invoice: reminders paused by a refund go again
    values: { amountPaid: formatCents(paid), status: becomesPaid ? "paid" : undefined, paidDate: becomesPaid ? p.paidAt : undefined, remindersPausedAt: p.provider ? undefined : null },
    activity: becomesPaid
      ? { entityType: "invoice", action: "updated", title: `${inv.invoiceNumber} paid by ${inv.clientName}, ${totalText}` }
      : { entityType: "invoice", action: "updated", title: `${inv.invoiceNumber}: ${moneyText(p.cents, inv.currency)} received, ${moneyText(total > paid ? total - paid : 0n, inv.currency)} left to pay` },
    event: becomesPaid
      ? { type: "invoice.paid", payload: {
        invoiceNumber: inv.invoiceNumber, clientId: inv.clientId, clientName: inv.clientName, total: formatCents(total),
        amountPaid: formatCents(paid), currency: inv.currency, paidDate: p.paidAt.toISOString(),
      } }
      : undefined,
  });
  if (!invoice) throw new NotFoundError("Invoice");
  const notification = becomesPaid
    ? await createNotification(tx, ctx.viewer.id, {
      type: "invoice_paid", title: `${inv.invoiceNumber} paid by ${inv.clientName}, ${totalText}`, link: invoiceLink(inv.id),
    })
    : null;
  return { payment, invoice, notification };
}

function published(ctx: ServiceContext, w: PaymentWritten): Payment {
  publishWritten(ctx, w.payment, "Payment");
  publishWritten(ctx, w.invoice, "Invoice");
  if (w.notification) publishSignal(ctx.pubsub, ctx.viewer.id, "notification.created", w.notification.id);
  return w.payment;
}

/**
 * Records a payment by hand (`POST /api/invoices/{id}/payments`, `recordPayment`): more than zero, at most the
 * balance (else 400 naming the balance), on an invoice that was sent (a draft or a cancelled one: 400). Statements:
 * BEGIN, the invoice's lock, the payment with its activity line and event, the invoice's with its own, COMMIT.
 */
export async function recordPayment(ctx: ServiceContext, invoiceId: string, input: unknown): Promise<{ payment: Payment; invoice: Invoice }> {
  const data = validateInput(paymentSchema, input);
  const amount = amountCents(data);
  const w = await ctx.prisma.$transaction(async (tx) => {
    const inv = await lockInvoice(tx, ctx, invoiceId);
    if (inv.status === "draft") throw new ValidationError({ _: PAYMENT_MESSAGES.draft }, PAYMENT_MESSAGES.draft);
    if (inv.status === "cancelled") throw new ValidationError({ _: PAYMENT_MESSAGES.cancelled }, PAYMENT_MESSAGES.cancelled);
    const balance = cents(inv.total) - cents(inv.amountPaid);
    if (amount > balance) {
      const message = balance > 0n ? overBalanceMessage(formatCents(balance), inv.currency) : PAYMENT_MESSAGES.nothingDue;
      throw new ValidationError({ amount: message }, message);
    }
    return writePayment(tx, ctx, inv, { cents: amount, method: data.method, paidAt: data.paidAt ?? new Date(), reference: data.reference, note: data.note });
  });
  published(ctx, w);
  return { payment: w.payment, invoice: w.invoice };
}

/**
 * "Mark as paid": a payment of the balance (method `other`, now), which makes the invoice paid. Null when nothing is
 * left to pay (the caller then sets the status as before). A draft may be marked paid, as it always could.
 */
export async function payBalance(ctx: ServiceContext, invoiceId: string): Promise<Invoice | null> {
  const w = await ctx.prisma.$transaction(async (tx) => {
    const inv = await lockInvoice(tx, ctx, invoiceId);
    const balance = cents(inv.total) - cents(inv.amountPaid);
    if (balance <= 0n) return null;
    return writePayment(tx, ctx, inv, { cents: balance, method: "other", paidAt: new Date(), reference: null, note: null });
  });
  if (!w) return null;
  published(ctx, w);
  return w.invoice;
}

/**
 * Deletes a payment recorded by hand (a provider's payment: 400, refund it there). The invoice's amount paid shrinks
 * and, when it was paid and now has a balance, it goes back to sent or overdue (its paidDate cleared).
 */
export async function deletePayment(ctx: ServiceContext, invoiceId: string, paymentId: string): Promise<{ payment: Payment; invoice: Invoice }> {
  const w = await ctx.prisma.$transaction(async (tx) => {
    const inv = await lockInvoice(tx, ctx, invoiceId);
    const stored = isUuid(paymentId)
      ? await tx.payment.findFirst({ where: { id: paymentId, invoiceId: inv.id, userId: ctx.viewer.id } })
      : null;
    if (!stored) throw new NotFoundError("Payment");
    if (stored.provider) throw new ValidationError({ _: PAYMENT_MESSAGES.providerPayment }, PAYMENT_MESSAGES.providerPayment);
    const payment = await deleteRecorded<Payment>(tx, "payments", ctx, stored.id, {
      entityType: "payment", action: "deleted", title: `Payment deleted on ${inv.invoiceNumber}: ${moneyText(cents(stored.amount), inv.currency)}`,
    });
    if (!payment) throw new NotFoundError("Payment");
    const total = cents(inv.total);
    const paid = cents(inv.amountPaid) - (cents(stored.amount) - cents(stored.refundedAmount));
    const reopens = inv.status === "paid" && paid < total;
    const invoice = await updateRecorded<Invoice>(tx, "invoices", ctx, inv.id, {
      values: { amountPaid: formatCents(paid > 0n ? paid : 0n), status: reopens ? reopenedStatus(ctx, inv) : undefined, paidDate: reopens ? null : undefined },
      activity: reopens
        ? { entityType: "invoice", action: "reopened", title: `${inv.invoiceNumber} reopened: a payment was deleted` }
        : { entityType: "invoice", action: "updated", title: `${inv.invoiceNumber}: a payment was deleted` },
    });
    if (!invoice) throw new NotFoundError("Invoice");
    return { payment, invoice, notification: null };
  });
  published(ctx, w);
  return { payment: w.payment, invoice: w.invoice };
}

/** Deletes one of the viewer's payments by its id alone (GraphQL's `deletePayment`). */
export async function deletePaymentById(ctx: ServiceContext, paymentId: string): Promise<{ payment: Payment; invoice: Invoice }> {
  const p = isUuid(paymentId) ? await ctx.prisma.payment.findFirst({ where: { id: paymentId, userId: ctx.viewer.id }, select: { invoiceId: true } }) : null;
  if (!p) throw new NotFoundError("Payment");
  return deletePayment(ctx, p.invoiceId, paymentId);
}

/** A payment a provider took (Stripe Checkout), as its processing hands it over. */
export interface ProviderPayment {
  invoiceId: string;
  cents: bigint;
  /** the currency the provider took it in (upper case) */
  currency: string;
  method: "card" | "bank_transfer";
  provider: "stripe";
  /** the provider's payment (a PaymentIntent's id): one payment row per id, whatever tells of it how often */
  paymentId: string;
  eventId: string | null;
  reference: string | null;
}

/** Why a provider's payment was not recorded. */
export type ProviderPaymentRefusal = "unknown_invoice" | "currency";

/**
 * Records a payment a provider took, for the workspace of `ctx` (a job's or the page's tenant context). Under the
 * invoice's row lock: a payment already recorded with the same provider id changes nothing (a replayed or second
 * event, the page's return and the webhook at once); otherwise it is written whatever the balance (money that arrived
 * is never refused: more than the balance is an overpayment, with a notification; so is a payment for an invoice
 * cancelled after its payment page was opened, which stays cancelled), with the bell told. An invoice of another
 * workspace is unknown here.
 */
export async function recordProviderPayment(ctx: ServiceContext, p: ProviderPayment): Promise<{ recorded: Payment | null; refused?: ProviderPaymentRefusal }> {
  const w = await ctx.prisma.$transaction(async (tx) => {
    let inv: LockedInvoice;
    try {
      inv = await lockInvoice(tx, ctx, p.invoiceId);
    } catch (err) {
      if (err instanceof NotFoundError) return "unknown_invoice" as const;
      throw err;
    }
    if (inv.currency.toUpperCase() !== p.currency.toUpperCase()) return "currency" as const;
    const seen = await tx.payment.findUnique({ where: { providerPaymentId: p.paymentId }, select: { id: true } });
    if (seen) return null;
    const balance = cents(inv.total) - cents(inv.amountPaid);
    const written = await writePayment(tx, ctx, inv, {
      cents: p.cents, method: p.method, paidAt: new Date(), reference: p.reference, note: null,
      provider: { name: p.provider, paymentId: p.paymentId, eventId: p.eventId },
    });
    const amount = moneyText(p.cents, inv.currency);
    const extra = inv.status === "cancelled"
      ? await createNotification(tx, ctx.viewer.id, {
        type: "payment_overpaid", title: `${inv.clientName} paid ${amount} online on ${inv.invoiceNumber}, which is cancelled`,
        body: "The payment page was opened before the invoice was cancelled. Refund the payment in Stripe.", link: invoiceLink(inv.id), dedupeKey: `overpaid:${p.paymentId}`,
      })
      : p.cents > balance
      ? await createNotification(tx, ctx.viewer.id, {
        type: "payment_overpaid", title: `${inv.clientName} paid ${amount} online on ${inv.invoiceNumber}, more than its balance of ${moneyText(balance > 0n ? balance : 0n, inv.currency)}`,
        body: "Two payments arrived for the same balance. Refund the excess in Stripe.", link: invoiceLink(inv.id), dedupeKey: `overpaid:${p.paymentId}`,
      })
      : written.notification
        ? null
        : await createNotification(tx, ctx.viewer.id, {
          type: "payment_received_online", title: `${inv.clientName} paid ${amount} online on ${inv.invoiceNumber}`, link: invoiceLink(inv.id),
          dedupeKey: `paid-online:${p.paymentId}`,
        });
    return { ...written, extra };
  });
  if (w === null) return { recorded: null };
  if (typeof w === "string") return { recorded: null, refused: w };
  published(ctx, w);
  if (w.extra) publishSignal(ctx.pubsub, ctx.viewer.id, "notification.created", w.extra.id);
  return { recorded: w.payment };
}

/**
 * A provider's payment was refunded, in part or in full: `refundedCents` is its refunded total now (as the provider
 * answers it when read again). Only a larger total than the stored one is written (a replay or an older event changes
 * nothing): the payment's `refundedAmount`, the invoice's amount paid less the difference, and a paid invoice with a
 * balance again goes back to sent or overdue. Null when nothing changed; "unknown" when no payment of this workspace
 * has that provider id.
 */
export async function recordProviderRefund(ctx: ServiceContext, providerPaymentId: string, refundedCents: bigint): Promise<Payment | null | "unknown"> {
  const found = await ctx.prisma.payment.findFirst({ where: { providerPaymentId, userId: ctx.viewer.id }, select: { invoiceId: true } });
  if (!found) return "unknown";
  const w = await ctx.prisma.$transaction(async (tx) => {
    const inv = await lockInvoice(tx, ctx, found.invoiceId);
    const stored = await tx.payment.findFirst({ where: { providerPaymentId, userId: ctx.viewer.id } });
    if (!stored) return null;
    const was = cents(stored.refundedAmount);
    const now = refundedCents > cents(stored.amount) ? cents(stored.amount) : refundedCents;
    if (now <= was) return null;
    const delta = now - was;
    const payment = await updateRecorded<Payment>(tx, "payments", ctx, stored.id, {
      values: { refundedAmount: formatCents(now) },
      activity: { entityType: "payment", action: "updated", title: `Refund on ${inv.invoiceNumber}: ${moneyText(delta, inv.currency)}` },
      event: { type: "payment.refunded", payload: { invoiceId: inv.id, invoiceNumber: inv.invoiceNumber, refundedAmount: formatCents(now), currency: inv.currency } },
    });
    if (!payment) return null;
    const total = cents(inv.total);
    const paidBefore = cents(inv.amountPaid);
    const paid = paidBefore - delta > 0n ? paidBefore - delta : 0n;
    const reopens = inv.status === "paid" && paid < total;
    // the client is owed an explanation, not a reminder: none goes until the provider acts on the invoice
    const pauses = paid < total && inv.status !== "cancelled";
    const invoice = await updateRecorded<Invoice>(tx, "invoices", ctx, inv.id, {
      values: {
        amountPaid: formatCents(paid), status: reopens ? reopenedStatus(ctx, inv) : undefined, paidDate: reopens ? null : undefined,
        remindersPausedAt: pauses ? new Date() : undefined,
      },
      activity: reopens
        ? { entityType: "invoice", action: "reopened", title: `${inv.invoiceNumber} reopened: ${moneyText(delta, inv.currency)} refunded` }
        : { entityType: "invoice", action: "updated", title: `${inv.invoiceNumber}: ${moneyText(delta, inv.currency)} refunded` },
    });
    if (!invoice) throw new NotFoundError("Invoice");
    const notification = await createNotification(tx, ctx.viewer.id, {
      type: "payment_refunded", title: `${moneyText(delta, inv.currency)} refunded on ${inv.invoiceNumber}`,
      body: `${moneyText(total > paid ? total - paid : 0n, inv.currency)} is now left to pay.${pauses ? " Payment reminders for it are paused until you resume them." : ""}`, link: invoiceLink(inv.id),
      dedupeKey: `refund:${providerPaymentId}:${formatCents(now)}`,
    });
    return { payment, invoice, notification };
  });
  if (!w) return null;
  published(ctx, w);
  return w.payment;
}

/** The payments of one of the viewer's invoices, by date (oldest first); NotFoundError for a missing or foreign invoice. */
export async function listPayments(ctx: ServiceContext, invoiceId: string): Promise<Payment[]> {
  if (!isUuid(invoiceId)) throw new NotFoundError("Invoice");
  // one statement: the payments with the invoice's ownership as a lateral check (an unknown invoice answers no row)
  const rows = await ctx.prisma.$queryRaw<(Payment & { known: boolean })[]>`
    SELECT p.*, true AS known FROM invoices i LEFT JOIN payments p ON p."invoiceId" = i.id AND p."userId" = i."userId"
    WHERE i.id = ${invoiceId}::uuid AND i."userId" = ${ctx.viewer.id}::uuid
    ORDER BY p."paidAt" ASC, p."createdAt" ASC, p.id ASC`;
  if (!rows.length) throw new NotFoundError("Invoice");
  return rows.filter((r) => r.id !== null).map(({ known: _k, ...p }) => p as Payment);
}

const iso = (d: Date) => d.toISOString();

/** The REST record of a payment. */
export function toPaymentJson(p: Payment) {
  return {
    id: p.id, invoiceId: p.invoiceId, amount: p.amount.toFixed(2), currency: p.currency, method: p.method, paidAt: iso(p.paidAt),
    reference: p.reference, note: p.note, provider: p.provider, refundedAmount: p.refundedAmount.toFixed(2),
    createdAt: iso(p.createdAt), updatedAt: iso(p.updatedAt),
  };
}
