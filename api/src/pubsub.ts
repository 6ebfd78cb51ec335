import crypto from "node:crypto";
import { createPubSub } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import Redis from "ioredis";

/**
 * Domain events, one topic per tenant: `tenant:<userId>`. In-process by default; with REDIS_URL, every API instance
 * shares them. Services publish after their transaction commits.
 */
export interface DomainEvent {
  type: string;
  entityId?: string;
}

/** A signed-in session ended (logout, or a new sign-in in the same browser): its open sockets close. */
interface SessionEndedEvent {
  type: "ended";
}

export type PubSub = ReturnType<typeof createPubSub<{
  [topic: `tenant:${string}`]: [DomainEvent];
  [topic: `session:${string}`]: [SessionEndedEvent];
}>>;

export function createAppPubSub(redisUrl: string | null): { pubsub: PubSub; close(): Promise<void> } {
  if (!redisUrl) return { pubsub: createPubSub(), close: async () => {} };
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const pubsub = createPubSub({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) }) as unknown as PubSub;
  return { pubsub, close: async () => { publishClient.disconnect(); subscribeClient.disconnect(); } };
}

export function tenantTopic(userId: string): `tenant:${string}` {
  return `tenant:${userId}`;
}

export function publishEvent(pubsub: PubSub, userId: string, event: DomainEvent) {
  pubsub.publish(tenantTopic(userId), event);
}

/** One topic per session; named by a hash, so session ids never travel through the event bus. */
export function sessionTopic(sid: string): `session:${string}` {
  return `session:${crypto.createHash("sha256").update(sid).digest("hex").slice(0, 32)}`;
}

export function publishSessionEnded(pubsub: PubSub, sid: string) {
  pubsub.publish(sessionTopic(sid), { type: "ended" });
}
