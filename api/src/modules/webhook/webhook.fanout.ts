import { Prisma, type DomainEvent } from "../../generated/prisma/client";
import type { AppResources } from "../../context";
import { eventTypes } from "../../domain-events";
import type { EventHandler } from "../../jobs/outbox";
import { queueDeliveries } from "./webhook.queue";
import { webhookPayload } from "./webhook.payload";

/*
 * Every domain event goes to the workspace's enabled endpoints subscribed to its type: one handler of every
 * catalogued type, which wants an event only when its workspace has such an endpoint (`when`, evaluated in the
 * statement that writes the event), so a write in a workspace without webhooks queues no job for it. It makes one delivery row per endpoint and event (unique on both, so an event handled again adds none) and queues
 * each row's job under an id derived from the row (so a row already queued is not queued again).
 */
export const webhookFanoutHandler: EventHandler = {
  name: "webhook-fanout",
  types: eventTypes,
  when: ({ type, userId }) => Prisma.sql`EXISTS (SELECT 1 FROM webhooks w WHERE w."userId" = ${userId} AND w.enabled AND ${type} = ANY(w.events))`,
  policy: { retryLimit: 5, retryDelay: 10, expireInSeconds: 120, concurrency: 2 },
  handle: ({ resources, event }) => fanOut(resources, event),
};

/**
 * What an endpoint receives: `{ id, type, createdAt, data }`, data being the event's entity and the payload's fields
 * that may leave the product (webhook.payload.ts: no secrets, no signer's address or browser).
 */
function eventBody(event: DomainEvent): string {
  return JSON.stringify({
    id: event.id, type: event.type, createdAt: event.createdAt.toISOString(),
    data: { entityType: event.entityType, entityId: event.entityId, ...webhookPayload(event) },
  });
}

async function fanOut(res: AppResources, event: DomainEvent): Promise<void> {
  const endpoints = await res.prisma.$queryRaw<{ id: string }[]>`
    SELECT id FROM webhooks WHERE "userId" = ${event.userId}::uuid AND enabled AND ${event.type} = ANY(events)`;
  if (!endpoints.length) return;
  const ids = endpoints.map((e) => e.id);
  // the rows this run made, and those an earlier run of this job made before it stopped (their jobs may be missing)
  const rows = await res.prisma.$queryRaw<{ id: string }[]>`
    WITH made AS (
      INSERT INTO webhook_deliveries ("userId", "webhookId", "eventId", "eventType", body)
      SELECT ${event.userId}::uuid, w.id, ${event.id}::uuid, ${event.type}, ${eventBody(event)}
      FROM unnest(${ids}::uuid[]) AS w(id)
      ON CONFLICT ("webhookId", "eventId") DO NOTHING
      RETURNING id
    )
    SELECT id FROM made
    UNION
    SELECT id FROM webhook_deliveries
    WHERE "userId" = ${event.userId}::uuid AND "eventId" = ${event.id}::uuid AND "webhookId" = ANY(${ids}::uuid[]) AND status = 'pending'`;
  await queueDeliveries(res, rows.map((r) => r.id));
}
