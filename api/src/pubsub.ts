import crypto from "node:crypto";
import { createPubSub } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import Redis from "ioredis";

/**
 * Live changes, one topic per tenant: `tenant:<userId>`, telling open screens what to refresh. In-process by default;
 * with REDIS_URL, every API instance shares them. Services publish after their transaction commits. They are not the
 * domain events of the outbox (domain-events.ts), which are stored, catalogued and drive jobs.
 */
export interface LiveChange {
  type: string;
  entityId?: string;
}

/** A signed-in session ended (logout, or a new sign-in in the same browser): its open sockets close. */
interface SessionEndedEvent {
  type: "ended";
}

/**
 * What every instance's cache of signed-in sessions (`auth/session.ts: ViewerCache`) listens to on the one topic
 * `sessions`: a session ended (named by its hash, as the per-session topic), or a user's row changed (every cached
 * session of that user is dropped, so the next request reads the row again).
 */
export type SessionChange = { type: "sessionEnded"; session: string } | { type: "userChanged"; userId: string };

export type PubSub = ReturnType<typeof createPubSub<{
  [topic: `tenant:${string}`]: [LiveChange];
  [topic: `session:${string}`]: [SessionEndedEvent];
  sessions: [SessionChange];
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

export function publishEvent(pubsub: PubSub, userId: string, event: LiveChange) {
  pubsub.publish(tenantTopic(userId), event);
  // the user row travels with every cached session of the user
  if (event.type === "userUpdated") publishUserChanged(pubsub, userId);
}

/**
 * The user's row changed (profile, branding, password, account deleted): every instance drops the sessions of the
 * user it caches. Whatever changes a user row or removes a user's sessions calls it after commit.
 */
function publishUserChanged(pubsub: PubSub, userId: string) {
  pubsub.publish("sessions", { type: "userChanged", userId });
}

/** One topic per session; named by a hash, so session ids never travel through the event bus. */
export function sessionTopic(sid: string): `session:${string}` {
  return `session:${sessionKey(sid)}`;
}

/** The name of a session on the event bus and in the session cache: a hash, never the id itself. */
export function sessionKey(sid: string): string {
  return crypto.createHash("sha256").update(sid).digest("hex").slice(0, 32);
}

/** A session ended: its sockets close and every instance forgets it. */
export function publishSessionEnded(pubsub: PubSub, sid: string) {
  pubsub.publish(sessionTopic(sid), { type: "ended" });
  pubsub.publish("sessions", { type: "sessionEnded", session: sessionKey(sid) });
}
