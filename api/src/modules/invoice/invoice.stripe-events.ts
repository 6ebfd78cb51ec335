import crypto from "node:crypto";
import type Stripe from "stripe";
import type { AppResources } from "../../context";
import { tenantContext } from "../../context";
import type { Job, JobPolicy } from "../../infra/jobs";
import type { ModuleQueue } from "../../module";
import { notFound, type PublicAnswer, type PublicRequest, type PublicRoute } from "../../rest/public";
import { j } from "../../rest/shape";
import { isUuid } from "@common/validation";
import { stripeConnectionById, type StripeConnection } from "../integration";
import { applyCheckoutSession, fromStripeAmount, markIfKeyRefused, type SessionOutcome } from "./invoice.checkout";
import { recordProviderRefund } from "./invoice.payments";

/*
 * Stripe's events for a workspace: `POST /api/payments/stripe/<connection id>/webhook`, the address the app gave
 * Stripe when the account was connected. The `Stripe-Signature` is checked over the exact bytes sent with that
 * connection's signing secret (the SDK's constructEvent: a bad signature or a timestamp older than 5 minutes is a 400,
 * an unknown connection a 404); the event is stored once by its id (`provider_events`, a replay stores nothing), the
 * answer is 200 at once, and a job of the `stripe-event` queue (its id derived from the row: queued once) handles it.
 * The job never trusts the body: it reads the object again from Stripe with the workspace's key (the Checkout Session,
 * or the charge of a refund) and acts on what Stripe answers now, so a late or out-of-order event meets today's state.
 */

const HANDLED = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded", "checkout.session.async_payment_failed", "charge.refunded"]);

const STRIPE_EVENT_QUEUE = "stripe-event";
/** Stripe unreachable: retried for about an hour (30 s doubling); an attempt reads one object and writes one payment. */
const STRIPE_EVENT_POLICY: JobPolicy = { retryLimit: 7, retryDelay: 30, expireInSeconds: 120, concurrency: 2 };

/** The job of an event row: its id derived from the row's, so queueing it again queues nothing. */
function jobIdOf(rowId: string): string {
  const h = crypto.createHash("sha256").update(`${STRIPE_EVENT_QUEUE}:${rowId}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

const json = (status: number, body: object): PublicAnswer => ({ status, type: "application/json; charset=utf-8", body });

async function receive(res: AppResources, req: PublicRequest): Promise<PublicAnswer> {
  const id = req.params.connectionId;
  const conn = isUuid(id) ? await stripeConnectionById(res, id) : null;
  if (!conn) return notFound();
  const signature = req.headers?.["stripe-signature"];
  const body = typeof req.body === "string" ? req.body : "";
  let event: Stripe.Event;
  try {
    // no signing secret (Stripe refused an endpoint on this machine's address): nothing can be verified
    if (typeof signature !== "string" || !body || !conn.secrets.webhookSecret) throw new Error("no signature, body or secret");
    event = conn.stripe.webhooks.constructEvent(body, signature, conn.secrets.webhookSecret, 300);
  } catch (err) {
    res.log.warn({ connection: conn.id, reason: String((err as Error).message).slice(0, 200) }, "a Stripe event with a bad signature was refused");
    return json(400, { message: "Invalid signature" });
  }
  if (!HANDLED.has(event.type)) return json(200, { received: true });
  const objectId = String((event.data.object as { id?: unknown }).id ?? "").slice(0, 255);
  const rows = await res.prisma.$queryRaw<{ id: string; processedAt: Date | null }[]>`
    INSERT INTO provider_events ("userId", "connectionId", provider, "eventId", type, "objectId")
    VALUES (${conn.userId}::uuid, ${conn.id}::uuid, 'stripe', ${event.id.slice(0, 255)}, ${event.type}, ${objectId})
    ON CONFLICT ("eventId") DO NOTHING RETURNING id, "processedAt"`;
  // a replay: queued again only if the first was never handled (the same job id: nothing new if it is waiting)
  const row = rows[0] ?? await res.prisma.providerEvent.findFirst({ where: { eventId: event.id, connectionId: conn.id }, select: { id: true, processedAt: true } });
  if (row && !row.processedAt) await res.jobs.send(STRIPE_EVENT_QUEUE, { eventRowId: row.id }, { id: jobIdOf(row.id), singletonKey: row.id });
  return json(200, { received: true });
}

/** Handles a stored event: the object read again from Stripe, then the payment recorded, marked pending or refunded. */
async function handle(res: AppResources, job: Job<Record<string, unknown>>): Promise<void> {
  const rowId = String(job.data.eventRowId ?? "");
  const row = isUuid(rowId) ? await res.prisma.providerEvent.findUnique({ where: { id: rowId } }) : null;
  if (!row || row.processedAt) return;
  const conn = await stripeConnectionById(res, row.connectionId);
  let outcome: SessionOutcome | string;
  if (!conn || conn.userId !== row.userId) outcome = "ignored: Stripe was disconnected";
  else outcome = await act(res, conn, row);
  await res.prisma.providerEvent.updateMany({ where: { id: row.id, processedAt: null }, data: { processedAt: new Date(), outcome: outcome.slice(0, 300) } });
  res.log.info({ workspace: row.userId, event: row.eventId, type: row.type, outcome }, "stripe event handled");
}

const missing = (err: unknown) => (err as { statusCode?: number }).statusCode === 404;

async function act(res: AppResources, conn: StripeConnection, row: { eventId: string; type: string; objectId: string; userId: string }): Promise<string> {
  try {
    if (row.type.startsWith("checkout.session.")) {
      const session = await conn.stripe.checkout.sessions.retrieve(row.objectId);
      return await applyCheckoutSession(res, conn, session, { eventId: row.eventId, failed: row.type === "checkout.session.async_payment_failed" });
    }
    const charge = await conn.stripe.charges.retrieve(row.objectId);
    const paymentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
    const ctx = await tenantContext(res, conn.userId, { actor: "system" });
    if (!ctx || !paymentId) return "ignored";
    const r = await recordProviderRefund(ctx, paymentId, fromStripeAmount(charge.amount_refunded, charge.currency));
    if (r === "unknown") {
      res.log.warn({ connection: conn.id, workspace: conn.userId, charge: charge.id }, "a Stripe refund names a payment outside this workspace: refused");
      return "refused: no payment of this workspace";
    }
    return r ? "refunded" : "already refunded";
  } catch (err) {
    // the object is not on this workspace's account (a forged id, another account's): nothing to act on
    if (missing(err)) {
      res.log.warn({ connection: conn.id, workspace: conn.userId, event: row.eventId, object: row.objectId }, "a Stripe event names an object its account does not have: refused");
      return "refused: not found on the account";
    }
    // the key was revoked or lost a permission: the provider is told, and the event is tried again after a reconnect
    await markIfKeyRefused(res, conn.id, err);
    throw err;
  }
}

export const stripeEventQueue: ModuleQueue = { name: STRIPE_EVENT_QUEUE, policy: STRIPE_EVENT_POLICY, work: handle };

export const stripeWebhookRoutes: PublicRoute[] = [{
  method: "POST", url: "/api/payments/stripe/:connectionId/webhook", signedBody: true,
  rateLimit: { points: 600, windowSeconds: 60 },
  doc: {
    summary: "Stripe's events for a workspace's connected account (signed with its endpoint's secret)", tag: "Payments",
    description: "Called by Stripe, not by clients of this API: the `Stripe-Signature` header is checked over the raw body with the signing "
      + "secret of the connection the path names (a bad signature or a stale timestamp: 400; an unknown connection: 404). The event is "
      + "stored once by its id and answered 200 at once; checkout.session.completed, checkout.session.async_payment_succeeded, "
      + "checkout.session.async_payment_failed and charge.refunded are then handled in the background, after reading the object again from Stripe.",
    errors: [400], response: j.object({ received: j.boolean() }, "ProviderEventReceived"),
  },
  handler: receive,
}];
