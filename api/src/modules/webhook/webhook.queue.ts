import crypto from "node:crypto";
import type { AppResources } from "../../context";
import type { JobPolicy } from "../../infra/jobs";

/** The queue of webhook deliveries: one job per delivery row (one endpoint, one event). */
export const WEBHOOK_DELIVERY_QUEUE = "webhook-delivery";

/**
 * A delivery is retried with backoff for about a day: pg-boss waits retryDelay x 2^(n-1), up to twice that with
 * jitter, before the n-th retry, so 10 retries from 60 s are about 1, 2, 4, 8, 16, 32 minutes, then 1, 2, 4 and
 * 8.5 hours: the last attempt comes 17 to 34 hours after the first. An endpoint that keeps failing for three days
 * (across its deliveries) is disabled (webhook.delivery.ts). An attempt takes at most 10 s (the request's timeout).
 */
export const WEBHOOK_DELIVERY_POLICY: JobPolicy = { retryLimit: 10, retryDelay: 60, expireInSeconds: 60, concurrency: 4 };

/** A job id (a UUID) derived from `what`: queueing it again queues nothing. */
function jobIdOf(what: string): string {
  const h = crypto.createHash("sha256").update(`${WEBHOOK_DELIVERY_QUEUE}:${what}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** A delivery's job id, derived from the delivery row. */
const deliveryJobId = (deliveryId: string) => jobIdOf(deliveryId);

/** Queues the jobs of these delivery rows (a row's job already queued is not queued again). */
export async function queueDeliveries(res: Pick<AppResources, "jobs">, deliveryIds: readonly string[]): Promise<void> {
  for (const deliveryId of deliveryIds) {
    await res.jobs.send(WEBHOOK_DELIVERY_QUEUE, { deliveryId }, { id: deliveryJobId(deliveryId), singletonKey: deliveryId });
  }
}

/**
 * Queues a delivery again at `startAfter`, from the job `fromJobId` that made no attempt (its workspace or endpoint
 * was busy: webhook.delivery.ts), carrying the retries used so far. Its id is derived from that job's, so the job run
 * again queues nothing more.
 */
export async function deferDelivery(res: Pick<AppResources, "jobs">, deliveryId: string, fromJobId: string, retriesUsed: number, startAfter: Date): Promise<void> {
  await res.jobs.send(WEBHOOK_DELIVERY_QUEUE, { deliveryId, retriesUsed }, { id: jobIdOf(`${deliveryId}:after:${fromJobId}`), singletonKey: deliveryId, startAfter });
}
