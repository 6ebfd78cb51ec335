import { Webhook as Signer } from "standardwebhooks";
import type { AppResources } from "../../context";
import type { Job } from "../../infra/jobs";
import { publishSignal } from "../../pubsub";
import { createNotification } from "../notification";
import { postWebhook } from "./webhook.http";
import { deferDelivery, WEBHOOK_DELIVERY_POLICY } from "./webhook.queue";
import { WEBHOOK_TEST_EVENT } from "@common/webhook";
import { defineNotificationKinds } from "../../notification-kinds";

// the notification kinds this module creates (notification-kinds.ts)
const webhookNotifications = defineNotificationKinds({
  webhook_disabled: "an outgoing webhook's endpoint failed for three days in a row and was disabled",
});
type WebhookNotifications = typeof webhookNotifications;
declare module "../../notification-kinds" {
  interface NotificationKinds extends WebhookNotifications {}
}

/*
 * One attempt of one delivery (a job of the `webhook-delivery` queue, webhook.queue.ts). The body was fixed when the
 * delivery was made, so every attempt sends the same bytes with the same `webhook-id` (the event's id, which the
 * receiver deduplicates on) and a fresh timestamp and signature, as Standard Webhooks says: HMAC-SHA256 with the
 * endpoint's secret over `<webhook-id>.<webhook-timestamp>.<body>`, sent as `webhook-signature: v1,<base64>`.
 *
 * A 2xx succeeds the delivery and clears the endpoint's `failingSince`. Anything else is a failure: the first one of
 * a run sets `failingSince`; the attempt throws so the queue retries it, and the last attempt marks the delivery
 * failed. A failure while the endpoint has been failing for three days disables it, once (a conditional update), with
 * a notification in the bell; its deliveries still queued then fail without a request. A test event is sent even to a
 * disabled endpoint, and its success turns the endpoint back on.
 */

/** An endpoint failing this long without a success is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 3600_000;

type DeliveryResources = Pick<AppResources, "prisma" | "pubsub" | "config" | "log">;

/**
 * Fairness: an attempt may take 10 s, and the queue's workers are few (WEBHOOK_DELIVERY_POLICY.concurrency per
 * process), so endpoints that never answer would hold every worker and delay every other workspace's deliveries. A
 * process sends at most WEBHOOK_SENDS_PER_WORKSPACE deliveries of one workspace at a time, and one per endpoint; a
 * job that finds its workspace's or endpoint's slots taken makes no attempt: it queues its delivery again a few
 * seconds later (a job of its own, carrying the retries already used, so the delivery's attempts stay as many) and
 * ends, leaving its worker to another workspace. The slots are counted in the process (a crash frees them with it).
 */
export const WEBHOOK_SENDS_PER_WORKSPACE = 2;
const WEBHOOK_SENDS_PER_ENDPOINT = 1;
/** How long a job that found no slot waits before its delivery is tried again (plus up to as much jitter). */
const WEBHOOK_DEFER_MS = 2000;

const sendingByApp = new WeakMap<object, Map<string, number>>();

/** Takes a workspace slot and an endpoint slot of this process, or neither; answers the release, or null. */
function takeSendSlots(res: AppResources, userId: string, webhookId: string): (() => void) | null {
  let sending = sendingByApp.get(res.jobs);
  if (!sending) sendingByApp.set(res.jobs, (sending = new Map()));
  const keys = [`workspace:${userId}`, `endpoint:${webhookId}`] as const;
  if ((sending.get(keys[0]) ?? 0) >= WEBHOOK_SENDS_PER_WORKSPACE || (sending.get(keys[1]) ?? 0) >= WEBHOOK_SENDS_PER_ENDPOINT) return null;
  for (const k of keys) sending.set(k, (sending.get(k) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const k of keys) {
      const n = (sending.get(k) ?? 1) - 1;
      if (n > 0) sending.set(k, n);
      else sending.delete(k);
    }
  };
}

/** The queue's job: one attempt (or, when its workspace or endpoint is busy, none: queued again); throws when the queue should try again. */
export async function runDeliveryJob(res: AppResources, job: Job<Record<string, unknown>>): Promise<void> {
  const deliveryId = typeof job.data.deliveryId === "string" ? job.data.deliveryId : null;
  if (!deliveryId) return;
  // retries used by the jobs this delivery was deferred from
  const retriesBefore = typeof job.data.retriesUsed === "number" ? job.data.retriesUsed : 0;
  const delivery = await res.prisma.webhookDelivery.findUnique({ where: { id: deliveryId }, select: { userId: true, webhookId: true, status: true } });
  if (!delivery || delivery.status !== "pending") return;
  const release = takeSendSlots(res, delivery.userId, delivery.webhookId);
  if (!release) {
    await deferDelivery(res, deliveryId, job.id, retriesBefore + job.attempt - 1, new Date(Date.now() + WEBHOOK_DEFER_MS * (1 + Math.random())));
    return;
  }
  try {
    const lastAttempt = job.lastAttempt || retriesBefore + job.attempt > WEBHOOK_DELIVERY_POLICY.retryLimit;
    const outcome = await attemptDelivery(res, deliveryId, { lastAttempt });
    if (outcome === "retry") throw new Error("webhook delivery failed: it will be retried");
  } finally {
    release();
  }
}

/**
 * Makes one attempt of a pending delivery. Answers "done" (succeeded, failed for good, or nothing left to do) or
 * "retry" (a failure the queue should try again).
 */
export async function attemptDelivery(res: DeliveryResources, deliveryId: string, { lastAttempt }: { lastAttempt: boolean }): Promise<"done" | "retry"> {
  const delivery = await res.prisma.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { webhook: true } });
  // deleted with its endpoint, or finished by an earlier run of this job
  if (!delivery || delivery.status !== "pending") return "done";
  const { webhook } = delivery;
  const isTest = delivery.eventType === WEBHOOK_TEST_EVENT;
  if (!webhook.enabled && !isTest) {
    await res.prisma.webhookDelivery.updateMany({ where: { id: delivery.id, status: "pending" }, data: { status: "failed", lastError: "The webhook is disabled" } });
    return "done";
  }
  // counted before the request: an attempt cut short by a crash still shows
  await res.prisma.webhookDelivery.update({ where: { id: delivery.id }, data: { attempts: { increment: 1 } } });

  const timestamp = new Date();
  const headers = {
    "content-type": "application/json",
    "user-agent": "Clientfolio-Webhooks/1.0",
    "webhook-id": delivery.eventId,
    "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
    "webhook-signature": new Signer(webhook.secret).sign(delivery.eventId, timestamp, delivery.body),
  };
  const answer = await postWebhook(webhook.url, headers, delivery.body, { guardAddresses: res.config.production });

  if (answer.ok) {
    await res.prisma.webhookDelivery.updateMany({ where: { id: delivery.id, status: "pending" }, data: { status: "succeeded", responseCode: answer.status, lastError: null } });
    await res.prisma.webhook.updateMany({ where: { id: webhook.id, failingSince: { not: null } }, data: { failingSince: null } });
    // a disabled endpoint that answers its test again is back: how one turns it on after fixing it
    if (isTest && !webhook.enabled) await res.prisma.webhook.updateMany({ where: { id: webhook.id, enabled: false }, data: { enabled: true, disabledAt: null } });
    return "done";
  }

  const disabled = await recordEndpointFailure(res, webhook.id, webhook.userId, webhook.url, answer.error);
  const final = lastAttempt || disabled;
  await res.prisma.webhookDelivery.updateMany({
    where: { id: delivery.id, status: "pending" },
    data: { responseCode: answer.status, lastError: answer.error.slice(0, 500), ...(final ? { status: "failed" } : {}) },
  });
  return final ? "done" : "retry";
}

/**
 * The endpoint failed: its run of failures starts now unless it already had; when that run is three days old the
 * endpoint is disabled by one conditional update (of any number of failing deliveries, one disables it) and the bell
 * says so. Answers whether this failure disabled it.
 */
async function recordEndpointFailure(res: DeliveryResources, webhookId: string, userId: string, url: string, reason: string): Promise<boolean> {
  const now = new Date();
  await res.prisma.webhook.updateMany({ where: { id: webhookId, failingSince: null }, data: { failingSince: now } });
  const notification = await res.prisma.$transaction(async (tx) => {
    const { count } = await tx.webhook.updateMany({
      where: { id: webhookId, enabled: true, failingSince: { lt: new Date(now.getTime() - WEBHOOK_DISABLE_AFTER_MS) } },
      data: { enabled: false, disabledAt: now },
    });
    if (!count) return undefined;
    return createNotification(tx, userId, {
      type: "webhook_disabled",
      title: "Webhook disabled",
      body: `${url} failed for three days in a row and no longer receives events. Last error: ${reason}`,
      link: "/settings",
      dedupeKey: `webhook-disabled:${webhookId}:${now.toISOString()}`,
    });
  });
  if (notification === undefined) return false;
  res.log.warn({ webhookId }, "webhook disabled after three days of failures");
  if (notification) publishSignal(res.pubsub, userId, "notification.created", notification.id);
  return true;
}
