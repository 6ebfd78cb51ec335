import type Stripe from "stripe";
import type { Invoice, PaymentRequest } from "../../generated/prisma/client";
import type { AppResources } from "../../context";
import { tenantContext } from "../../context";
import { isUuid } from "@common/validation";
import { amountDueNow, balanceOf } from "@common/payment";
import { formatCents, roundToCents } from "@common/money";
import { acceptsOnlinePayment, markNeedsReconnect, stripeConnectionOf, type StripeConnection } from "../integration";
import { recordProviderPayment } from "./invoice.payments";

/*
 * Pay now: the client's page (`/i/<token>`, invoice.public.ts) posts to `/i/<token>/pay` with the amount it wants to
 * pay, "full" (the balance) or "deposit" (what is left of the deposit), and is sent on (303) to a Stripe Checkout
 * Session of the workspace's own account for the server's figure, in the invoice's currency. Each Pay is a payment
 * request (`payment_requests`), one per invoice, amount kind and open balance: two clients clicking at once get the
 * same row, create the session with the same idempotency key, and so land on the same session; a session still open
 * is reused without asking Stripe again; an expired or failed one makes the next click a new attempt (a new key).
 *
 * A session tells of its money in two ways, handled alike by `applyCheckoutSession`: the client coming back to the
 * page (`?session_id=`, the session read again from Stripe, so payments arrive even when Stripe cannot reach this
 * server) and the webhook's events (invoice.stripe-events.ts). Paid: the payment is recorded once per PaymentIntent
 * (`recordProviderPayment`); complete but unpaid (a bank debit on its way): the request is "processing", which the page
 * shows, until `checkout.session.async_payment_succeeded` or `_failed`. A request's status only moves forward (open,
 * processing, then failed or paid; never back from paid), and only for the session it holds now.
 */

export type AmountKind = "full" | "deposit";

/** Currencies Stripe counts in whole units (no cents). */
const ZERO_DECIMAL = new Set(["BIF", "CLP", "DJF", "GNF", "JPY", "KMF", "KRW", "MGA", "PYG", "RWF", "UGX", "VND", "VUV", "XAF", "XOF", "XPF"]);

/** An amount in cents as Stripe counts it in that currency (null: not payable in it, e.g. cents of a whole-unit currency). */
function toStripeAmount(cents: bigint, currency: string): number | null {
  if (!ZERO_DECIMAL.has(currency.toUpperCase())) return Number(cents);
  return cents % 100n === 0n ? Number(cents / 100n) : null;
}

/** Stripe's amount back in cents. */
export function fromStripeAmount(amount: number, currency: string): bigint {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? BigInt(amount) * 100n : BigInt(amount);
}

type PayableInvoice = Pick<Invoice, "id" | "userId" | "invoiceNumber" | "status" | "total" | "amountPaid" | "currency" | "depositType" | "depositValue">;

/** What the page's Pay leads to: Stripe's Checkout page, or back to the page with a reason. */
export type CheckoutStart = { to: string } | { back: true } | { refused: string };

/** What the client pays for an amount kind now, in cents (null: nothing of that kind is due). */
function amountFor(i: PayableInvoice, kind: AmountKind): bigint | null {
  const balance = roundToCents(balanceOf(i.total, i.amountPaid)) ?? 0n;
  if (balance <= 0n) return null;
  if (kind === "full") return balance;
  const due = amountDueNow(i);
  return due.kind === "deposit" ? roundToCents(due.amount) : null;
}

/** The request of this invoice, kind and balance (made once: concurrent clicks share it). */
async function requestFor(res: Pick<AppResources, "prisma">, i: PayableInvoice, kind: AmountKind, cents: bigint): Promise<PaymentRequest> {
  const key = `${i.id}:${kind}:${cents}:${roundToCents(i.amountPaid.toFixed(2)) ?? 0n}`;
  const rows = await res.prisma.$queryRaw<PaymentRequest[]>`
    INSERT INTO payment_requests ("userId", "invoiceId", kind, amount, currency, "requestKey")
    VALUES (${i.userId}::uuid, ${i.id}::uuid, ${kind}, ${formatCents(cents)}::numeric, ${i.currency}, ${key})
    ON CONFLICT ("requestKey") DO UPDATE SET "updatedAt" = now()
    RETURNING *`;
  return rows[0]!;
}

const REUSE_MARGIN_MS = 5 * 60_000;

const NOT_AVAILABLE = "Online payment is not available for this invoice. Contact the sender to pay it another way.";

/**
 * Stripe refused the workspace's key (401: revoked or rolled; 403: a restricted key without the permission a call
 * needs): the connection is marked "needs reconnect", which takes the Pay button off its invoices and tells the
 * provider once. True when it was such a refusal.
 */
export async function markIfKeyRefused(res: AppResources, connectionId: string, err: unknown): Promise<boolean> {
  const status = (err as { statusCode?: number }).statusCode;
  if (status !== 401 && status !== 403) return false;
  await markNeedsReconnect(res, connectionId, status === 401
    ? "Stripe refused the secret key (it was revoked or rolled)"
    : "the key has no permission for online payments (a restricted key needs write access to Checkout Sessions)");
  return true;
}

/**
 * Starts (or resumes) the client's payment of an invoice: the Checkout Session's address, or why not. `pageUrl` is the
 * invoice's page, where Checkout comes back to.
 */
export async function startCheckout(res: AppResources, i: PayableInvoice & { client: { email: string | null } }, kind: AmountKind, pageUrl: string): Promise<CheckoutStart> {
  if (i.status === "paid" || i.status === "draft" || i.status === "cancelled") return { back: true };
  const conn = await stripeConnectionOf(res, i.userId);
  if (!conn || conn.status !== "connected") return { refused: NOT_AVAILABLE };
  const cents = amountFor(i, kind);
  if (cents === null) return kind === "deposit" ? { refused: "No deposit is due on this invoice: pay the balance instead." } : { back: true };
  const unit = toStripeAmount(cents, i.currency);
  if (unit === null) return { refused: "This amount cannot be paid online in this currency. Contact the sender to pay it another way." };
  // a bank debit on its way: no second payment of the same money
  if (await res.prisma.paymentRequest.count({ where: { invoiceId: i.id, userId: i.userId, status: "processing" } })) return { back: true };

  let req = await requestFor(res, i, kind, cents);
  if (req.status === "paid" || req.status === "processing") return { back: true };
  const usable = req.status === "open" && req.sessionId && req.checkoutUrl && req.expiresAt && req.expiresAt.getTime() > Date.now() + REUSE_MARGIN_MS;
  if (usable) return { to: req.checkoutUrl! };
  if (req.sessionId) {
    // expired or failed: a new attempt, under a new idempotency key (two clicks at once both move it once)
    await res.prisma.paymentRequest.updateMany({ where: { id: req.id, attempt: req.attempt }, data: { attempt: { increment: 1 }, sessionId: null, checkoutUrl: null, expiresAt: null, status: "open" } });
    req = await res.prisma.paymentRequest.findUniqueOrThrow({ where: { id: req.id } });
  }
  let session: Stripe.Checkout.Session;
  try {
    session = await conn.stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [{ quantity: 1, price_data: {
        currency: i.currency.toLowerCase(), unit_amount: unit,
        product_data: { name: `Invoice ${i.invoiceNumber}${kind === "deposit" ? " (deposit)" : ""}` },
      } }],
      success_url: `${pageUrl}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: pageUrl,
      client_reference_id: req.id,
      ...(i.client.email ? { customer_email: i.client.email } : {}),
      metadata: { workspace: i.userId, invoice: i.id, payment_request: req.id },
      payment_intent_data: { description: `Invoice ${i.invoiceNumber}`, metadata: { workspace: i.userId, invoice: i.id, payment_request: req.id } },
    }, { idempotencyKey: `clientfolio-checkout-${req.requestKey}-${req.attempt}` });
  } catch (err) {
    res.log.warn({ workspace: i.userId, invoice: i.id, reason: String((err as Error).message).slice(0, 300) }, "creating the Stripe Checkout Session failed");
    if (await markIfKeyRefused(res, conn.id, err)) return { refused: NOT_AVAILABLE };
    return { refused: "The payment page could not be opened. Try again in a minute." };
  }
  await res.prisma.paymentRequest.updateMany({
    where: { id: req.id, attempt: req.attempt },
    data: { sessionId: session.id, checkoutUrl: session.url, expiresAt: new Date(session.expires_at * 1000) },
  });
  if (!session.url) return { refused: "The payment page could not be opened. Try again in a minute." };
  return { to: session.url };
}

/** What handling a session (an event's or the page's) did, for the event's record and the log. */
export type SessionOutcome = "recorded" | "already recorded" | "pending" | "failed" | "ignored" | `refused: ${string}`;

const RANK: Record<string, number> = { open: 0, processing: 1, failed: 2, paid: 3 };

/** Moves the request's status forward only (never back from paid), and only while it holds this session. */
async function advance(res: Pick<AppResources, "prisma">, req: PaymentRequest, sessionId: string, to: "processing" | "failed" | "paid"): Promise<void> {
  const lower = Object.keys(RANK).filter((s) => RANK[s] < RANK[to]);
  await res.prisma.paymentRequest.updateMany({ where: { id: req.id, sessionId, status: { in: lower } }, data: { status: to } });
}

/**
 * Acts on a Checkout Session as read from the workspace's own Stripe account (never on a body as sent): its metadata
 * must name a payment request of this connection's workspace for the invoice it names (else refused and logged).
 * `failed` says the event was async_payment_failed.
 */
export async function applyCheckoutSession(res: AppResources, conn: StripeConnection, session: Stripe.Checkout.Session, cause: { eventId: string | null; failed?: boolean }): Promise<SessionOutcome> {
  const meta = session.metadata ?? {};
  const requestId = meta.payment_request ?? "";
  const req = meta.workspace === conn.userId && isUuid(requestId) && isUuid(meta.invoice ?? "")
    ? await res.prisma.paymentRequest.findFirst({ where: { id: requestId, userId: conn.userId, invoiceId: meta.invoice } })
    : null;
  if (!req) {
    res.log.warn({ connection: conn.id, workspace: conn.userId, session: session.id, metadata: { workspace: meta.workspace, invoice: meta.invoice, payment_request: meta.payment_request } },
      "a Stripe Checkout Session names an invoice outside this workspace: refused");
    return "refused: the session names no invoice of this workspace";
  }
  if (session.payment_status === "paid") {
    const ctx = await tenantContext(res, conn.userId, { actor: "system" });
    if (!ctx) return "ignored";
    const currency = session.currency ?? req.currency;
    const paymentId = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id ?? session.id;
    const wasPending = req.status === "processing" || req.status === "failed";
    const r = await recordProviderPayment(ctx, {
      invoiceId: req.invoiceId, cents: fromStripeAmount(session.amount_total ?? 0, currency), currency, provider: "stripe",
      method: wasPending ? "bank_transfer" : "card", paymentId, eventId: cause.eventId, reference: paymentId,
    });
    if (r.refused) {
      res.log.warn({ connection: conn.id, workspace: conn.userId, session: session.id, reason: r.refused }, "a paid Stripe Checkout Session was not recorded");
      return `refused: ${r.refused}`;
    }
    await advance(res, req, session.id, "paid");
    return r.recorded ? "recorded" : "already recorded";
  }
  if (session.status !== "complete") return "ignored";
  if (cause.failed) {
    await advance(res, req, session.id, "failed");
    return "failed";
  }
  await advance(res, req, session.id, "processing");
  return "pending";
}

/**
 * The client came back from Checkout (`/i/<token>?session_id=...`): the session is read again from Stripe and acted on,
 * if it is one of this invoice's. Anything going wrong is logged; the page is shown as it stands.
 */
export async function confirmReturn(res: AppResources, i: Pick<Invoice, "id" | "userId">, sessionId: string): Promise<void> {
  if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return;
  const req = await res.prisma.paymentRequest.findFirst({ where: { sessionId, invoiceId: i.id, userId: i.userId }, select: { id: true } });
  if (!req) return;
  const conn = await stripeConnectionOf(res, i.userId);
  if (!conn) return;
  try {
    const session = await conn.stripe.checkout.sessions.retrieve(sessionId);
    await applyCheckoutSession(res, conn, session, { eventId: null });
  } catch (err) {
    res.log.warn({ workspace: i.userId, invoice: i.id, session: sessionId, reason: String((err as Error).message).slice(0, 300) }, "reading the Checkout Session on the client's return failed");
  }
}

const paysOnline = new WeakMap<object, Promise<boolean>>();

/** Whether the viewer's workspace takes payments online (Stripe connected), read once per request context. */
export function workspacePaysOnline(ctx: Pick<AppResources, "prisma"> & { viewer: { id: string } }): Promise<boolean> {
  let p = paysOnline.get(ctx);
  if (!p) {
    p = acceptsOnlinePayment(ctx, ctx.viewer.id);
    paysOnline.set(ctx, p);
  }
  return p;
}
