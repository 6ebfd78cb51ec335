import crypto from "node:crypto";
import { createPubSub } from "@graphql-yoga/subscription";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import type Redis from "ioredis";
import type { RedisConnection } from "./infra/redis";
import type { EventType } from "./domain-events";

/**
 * Live changes, one topic per tenant: `tenant:<userId>`, telling open screens what to refresh. In-process by default;
 * with REDIS_URL, every API instance shares them. Published after the write's transaction commits.
 *
 * One vocabulary: a change of a record is the domain event its write recorded (domain-events.ts), by the same name
 * (`client.created`, `invoice.sent`), published from that event (`publishRecorded`, or `publishWritten` of
 * db/recorded.ts for the row a recorded write answered), never named by hand. What is not a record's change is one
 * of the few live signals declared here (`publishSignal`).
 */
export interface LiveChange {
  type: EventType | LiveSignal;
  entityId?: string;
}

/** The live signals that are not a record's change (so no domain event): each says what open screens may show anew. */
export const LIVE_SIGNALS = [
  /** the workspace's settings, profile or branding (the user's row) */
  "user.updated",
  /** a notification for the bell */
  "notification.created",
  /** notifications marked read (one: entityId; all: none) */
  "notification.read",
  /** a message marked read or unread (a bookkeeping flag, no event) */
  "message.read",
  /** the client opened a document's page (its audit trail) */
  "contract.viewed",
  /** a document's link e-mailed again (its audit trail) */
  "contract.resent",
  /** a signed document's sealed PDF is stored */
  "contract.sealed",
  /** a run's progress: started, a step ended, ended (entityId: the run); runs started (none) */
  "workflow_execution.progress",
  /** an automation template made a workflow (its use count) */
  "automation_template.used",
  /** an event's delivery state: its CalDAV sync, its invitations' e-mails, its reminder's e-mail */
  "calendar_event.delivery",
  /** a connected calendar pulled (its last sync time and any note on what it skipped) */
  "integration.synced",
  /** a team member assigned to a client or a project by an automation step (a link row) */
  "client.team_assigned",
  "project.team_assigned",
] as const;
export type LiveSignal = (typeof LIVE_SIGNALS)[number];

/** A signed-in session ended (logout, or a new sign-in in the same browser) or an API token was revoked: its open sockets close. */
interface SessionEndedEvent {
  type: "ended";
}

/**
 * What every instance's cache of signed-in sessions (`auth/session.ts: ViewerCache`) listens to on the one topic
 * `sessions`: a session ended or an API token was revoked (named by its key, as the per-session topic), or a user's row changed (every cached
 * session of that user is dropped, so the next request reads the row again), or, from this instance's own bus only,
 * the bus is back after Redis was down (`busResumed`): what other instances published meanwhile never arrived, so the
 * cache forgets every session and the WebSockets check that theirs still exist.
 */
export type SessionChange = { type: "sessionEnded"; session: string } | { type: "userChanged"; userId: string } | { type: "busResumed" };

export type PubSub = ReturnType<typeof createPubSub<{
  [topic: `tenant:${string}`]: [LiveChange];
  [topic: `session:${string}`]: [SessionEndedEvent];
  sessions: [SessionChange];
}>>;

/**
 * A bus over Redis: publishes a change on `sessions` and resolves once every instance listening there has received it
 * (none without Redis: delivery is at once).
 */
const redisBuses = new WeakMap<PubSub, { publishDelivered(change: SessionChange): Promise<void> }>();

/** Where each instance acknowledges a message of `sessions` that asks for it (its `ack`), by that `ack`. */
const DELIVERED = "sessions:delivered";
/** The longest a publisher waits for the acknowledgements: Redis's command timeout (`infra/redis.ts`). */
const DELIVERY_WAIT_MS = 1000;

/**
 * In-process without Redis; with it, over the process's Redis connections (`infra/redis.ts`). While Redis is down a
 * publish fails at once and its message goes to this instance's own listeners only (the Redis event target delivers
 * what Redis sends back, so without this nothing would reach even this instance's pages), and subscriptions wait for
 * the connection: nothing throws, nothing waits. Live events and session ends published during an outage do not reach
 * other instances (their session caches forget an entry after at most 30 s all the same, and everything once the bus
 * is back: `busResumed`).
 */
export function createAppPubSub(redis: RedisConnection | null): PubSub {
  if (!redis) return createPubSub();
  const { client, subscriber } = redis;
  type MessageListener = (channel: string, message: string) => void;
  const listeners: MessageListener[] = [];
  // the event target neither awaits nor catches these calls: a rejection would be unhandled and end the process
  const publish = (channel: string, message: string) => client.publish(channel, message).catch(() => {
    for (const listener of listeners) listener(channel, message);
    return 0;
  });
  // a message of `sessions` with an `ack` is acknowledged once this instance's listeners have it: they act on it in
  // this turn's microtasks, before this instance reads anything else (a request included)
  const deliveries = new Map<string, () => void>();
  subscriber.on("message", (channel: string, message: string) => {
    if (channel === DELIVERED) return deliveries.get(message)?.();
    for (const listener of listeners) listener(channel, message);
    const ack = channel === "sessions" ? ackOf(message) : undefined;
    if (ack) void client.publish(DELIVERED, ack).catch(() => 0);
  });
  // held from the start, as ioredis holds every subscription again after a reconnection
  void subscriber.subscribe(DELIVERED).catch(() => 0);
  const publishDelivered = async (change: SessionChange) => {
    const ack = crypto.randomUUID();
    let received = 0;
    let expected = Infinity;
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      const check = () => { if (received >= expected) resolve(); };
      deliveries.set(ack, () => { received++; check(); });
      timer = setTimeout(resolve, DELIVERY_WAIT_MS);
      // Redis answers with the number of connections that received the message: as many acknowledgements to wait for
      void publish("sessions", JSON.stringify({ ...change, ack })).then((n) => { expected = n; check(); });
    });
    clearTimeout(timer);
    deliveries.delete(ack);
  };
  const subscribeClient = {
    on(_event: "message", listener: MessageListener) {
      listeners.push(listener);
    },
    subscribe: (topic: string) => subscriber.subscribe(topic).catch(() => 0),
    unsubscribe: (topic: string) => subscriber.unsubscribe(topic).catch(() => 0),
  };
  // ioredis makes the subscriptions again on each reconnection, as it says it is ready: the changes published while
  // they were gone are lost, and this instance's listeners of `sessions` are told so
  let cut = false;
  subscriber.on("close", () => { cut = true; });
  subscriber.on("ready", () => {
    if (!cut) return;
    cut = false;
    for (const listener of listeners) listener("sessions", JSON.stringify({ type: "busResumed" } satisfies SessionChange));
  });
  const eventTarget = createRedisEventTarget({ publishClient: { publish } as unknown as Redis, subscribeClient: subscribeClient as unknown as Redis });
  const pubsub = createPubSub({ eventTarget }) as unknown as PubSub;
  redisBuses.set(pubsub, { publishDelivered });
  return pubsub;
}

/** The acknowledgement a message of `sessions` asks for, if any. */
function ackOf(message: string): string | undefined {
  try {
    const ack = (JSON.parse(message) as { ack?: unknown }).ack;
    return typeof ack === "string" ? ack : undefined;
  } catch {
    return undefined;
  }
}

export function tenantTopic(userId: string): `tenant:${string}` {
  return `tenant:${userId}`;
}

/** The live changes of recorded domain events (a scan's rows, `recordEvent`'s, a write's `writtenEvent`), after commit. */
export function publishRecorded(pubsub: PubSub, events: readonly { userId: string; type: string; entityId: string }[]): void {
  for (const e of events) pubsub.publish(tenantTopic(e.userId), { type: e.type as EventType, entityId: e.entityId });
}

/** A declared live signal (LIVE_SIGNALS), after commit. */
export function publishSignal(pubsub: PubSub, userId: string, type: LiveSignal, entityId?: string): void {
  pubsub.publish(tenantTopic(userId), entityId ? { type, entityId } : { type });
  // the user row travels with every cached session of the user
  if (type === "user.updated") publishUserChanged(pubsub, userId);
}

/**
 * The user's row changed (profile, branding, password, account deleted): every instance drops the sessions of the
 * user it caches. Whatever changes a user row or removes a user's sessions calls it after commit.
 */
function publishUserChanged(pubsub: PubSub, userId: string) {
  pubsub.publish("sessions", { type: "userChanged", userId });
}

/**
 * The topic of a signed-in credential (a session by its key, `sessionKey`, a hash so session ids never travel through
 * the event bus; an API token by `tokenKey`): its sockets listen there.
 */
export function credentialTopic(key: string): `session:${string}` {
  return `session:${key}`;
}

/** The name of a session on the event bus and in the session cache: a hash, never the id itself. */
export function sessionKey(sid: string): string {
  return crypto.createHash("sha256").update(sid).digest("hex").slice(0, 32);
}

/** The name of an API token on the event bus and in the session cache (its id: a token's id is no secret). */
export function tokenKey(tokenId: string): string {
  return `token:${tokenId}`;
}

/**
 * A session ended: its sockets close and every instance forgets it. Resolves once every instance listening to the bus
 * has acknowledged it (at once without Redis or while it is down; at most 1 s when Redis or an instance hangs), so a
 * sign-out answered to the browser has reached the other instances before the browser's next request can: whichever
 * instance that request goes to refuses it.
 */
export async function publishSessionEnded(pubsub: PubSub, sid: string): Promise<void> {
  await publishCredentialEnded(pubsub, sessionKey(sid));
}

/** A session or an API token (`tokenKey`) ended, as `publishSessionEnded` says. */
export async function publishCredentialEnded(pubsub: PubSub, key: string): Promise<void> {
  pubsub.publish(credentialTopic(key), { type: "ended" });
  const change: SessionChange = { type: "sessionEnded", session: key };
  const bus = redisBuses.get(pubsub);
  if (bus) await bus.publishDelivered(change);
  else pubsub.publish("sessions", change);
}
