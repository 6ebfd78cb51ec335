import type Redis from "ioredis";
import type { RedisOptions } from "ioredis";

/**
 * The process's connections to Redis (with `REDIS_URL`): one for commands (the shared limits of `infra/limits.ts`,
 * publishing live events) and one in subscriber mode (the event bus's subscriptions, `pubsub.ts`), made by the app's
 * resources and closed by `app.stop()`.
 *
 * Redis being down never stops the app: commands fail at once instead of waiting in a queue (no offline queue, at
 * most one second per command, nothing sent again after a reconnect), so each limit counts in this process's memory
 * until Redis is back (the limits' insurance) and a live event published meanwhile reaches this instance's pages
 * only. Subscriptions wait for the connection and are made again by ioredis when it is back. Reconnection is tried
 * every 2 s at most, forever. One warning is logged when Redis goes down and one line when it is back (not one per
 * request), and `/api/health` reports `redis: "up" | "down"`.
 */
export interface RedisConnection {
  /** commands: the limits, publishing live events */
  readonly client: Redis;
  /** the event bus's subscriptions (a connection in subscriber mode takes no other command) */
  readonly subscriber: Redis;
  /** "up" while the command connection is ready */
  state(): "up" | "down";
  /** Waits until the command connection is ready, at most `ms`; false when it was not. */
  ready(ms: number): Promise<boolean>;
  close(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

/** Reconnect attempts: quickly first, then every 2 s. */
const retryStrategy = (times: number) => Math.min(times * 100, 2000);

export async function connectRedis(url: string, log: Log): Promise<RedisConnection> {
  // loaded only with REDIS_URL: a process without it (a single instance, the tests) never needs ioredis
  const { default: Redis }: { default: typeof import("ioredis").default } = await import("ioredis");
  const common: RedisOptions = { retryStrategy, connectTimeout: 2000, lazyConnect: false };
  const client = new Redis(url, {
    ...common,
    // fail fast while Redis is down: the caller falls back (limits) or drops the message (live events)
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1000,
    // a limit's command that failed was counted in memory instead: sending it again later would count it twice
    autoResendUnfulfilledCommands: false,
  });
  // subscriptions are few (one per topic in use) and must hold once Redis is back: they wait for the connection
  const subscriber = new Redis(url, { ...common, enableOfflineQueue: true, maxRetriesPerRequest: null });

  let closing = false;
  // null until the first connection or the first failure
  let up: boolean | null = null;
  const goneDown = (err?: unknown) => {
    if (closing || up === false) return;
    up = false;
    log.warn({ err }, "Redis is down: limits count in each instance's memory and live events stay on their instance until it is back");
  };
  client.on("ready", () => {
    if (up === false) log.info("Redis is back: limits and live events are shared again");
    up = true;
  });
  client.on("error", (err) => goneDown(err));
  client.on("close", () => goneDown());
  client.on("end", () => goneDown());
  // the command connection's state speaks for both (one server); an error event must be listened to all the same
  subscriber.on("error", () => {});

  return {
    client,
    subscriber,
    state: () => (client.status === "ready" ? "up" : "down"),
    ready(ms) {
      if (client.status === "ready") return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (ok: boolean) => {
          clearTimeout(timer);
          client.off("ready", onReady);
          resolve(ok);
        };
        const onReady = () => done(true);
        const timer = setTimeout(() => {
          if (up === null) goneDown(new Error(`no connection to Redis within ${ms} ms`));
          done(false);
        }, ms);
        client.on("ready", onReady);
      });
    },
    async close() {
      closing = true;
      subscriber.disconnect();
      if (client.status === "ready") await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
