import { Repeater, SlidingBuffer } from "@graphql-yoga/subscription";
import type { ServiceContext } from "../context";
import { tenantTopic, type LiveChange, type PubSub } from "../pubsub";

/**
 * Live pushes that need a query are computed once per change of a workspace, whatever the number of its open tabs,
 * sockets and subscriptions.
 *
 * `sharedFeed`: one feed per tenant, kind and process, shared by every subscription of that kind of the tenant. The
 * feed listens to the tenant's topic (`tenant:<userId>`, where services publish after commit). An event starts a
 * short quiet period (COALESCE_MS) that absorbs the rest of a burst, then `compute` runs ONCE with the events of the
 * burst and what it answers is pushed to every subscriber. Events arriving while it runs schedule one more round, so
 * the last push always reflects the last event. Nothing is pushed on subscribe: the page's query already has the
 * figures. The feed ends with its last subscriber.
 *
 * `compute` gets the context of the subscription that opened the feed: it may use the tenant (`ctx.viewer.id`) and
 * the resources, never the viewer's row (read with that session, it may be stale by now) or what else belongs to
 * that one request. A kind names one computation: every subscription of a kind passes the same `compute`.
 *
 * `sharedEvents` + `oncePerChange`: for subscriptions pushed once per event (not coalesced), one bus subscription per
 * tenant and process hands every subscriber the same event object, and a field that reads a record for the event
 * reads it once for all of them.
 */
const COALESCE_MS = 15;

type FeedCompute<T> = (ctx: ServiceContext, changes: readonly LiveChange[]) => Promise<T>;

/** The value `compute` answers after every burst of changes; a slow subscriber only ever gets the latest one. */
export function sharedFeed<T>(kind: string, ctx: ServiceContext, compute: FeedCompute<T>): AsyncIterable<T> {
  return subscribeFeed<T>(kind, ctx, async (c, changes) => [await compute(c, changes)], 1);
}

/**
 * As `sharedFeed`, for kinds where one burst may push several values in order (one per new record of the burst);
 * a slow subscriber keeps the latest `keep`.
 */
export function sharedFeedOfEach<T>(kind: string, ctx: ServiceContext, compute: FeedCompute<readonly T[]>, keep = 20): AsyncIterable<T> {
  return subscribeFeed(kind, ctx, compute, keep);
}

type Push = (values: readonly unknown[]) => void;

interface Feed {
  subscribers: Set<Push>;
  stop(): void;
}

const feedsByPubSub = new WeakMap<PubSub, Map<string, Feed>>();

function subscribeFeed<T>(kind: string, ctx: ServiceContext, compute: FeedCompute<readonly T[]>, keep: number, coalesceMs = COALESCE_MS): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    let feeds = feedsByPubSub.get(ctx.pubsub);
    if (!feeds) feedsByPubSub.set(ctx.pubsub, (feeds = new Map()));
    const key = `${kind}:${ctx.viewer.id}`;
    let feed = feeds.get(key);
    if (!feed) feeds.set(key, (feed = openFeed(kind, key, ctx, compute as FeedCompute<readonly unknown[]>, coalesceMs, feeds)));
    const subscriber: Push = (values) => {
      for (const value of values) void push(value as T);
    };
    feed.subscribers.add(subscriber);
    await stop;
    feed.subscribers.delete(subscriber);
    if (feed.subscribers.size === 0) feed.stop();
  }, new SlidingBuffer(keep));
}

function openFeed(kind: string, key: string, ctx: ServiceContext, compute: FeedCompute<readonly unknown[]>, coalesceMs: number, feeds: Map<string, Feed>): Feed {
  const userId = ctx.viewer.id;
  const source = ctx.pubsub.subscribe(tenantTopic(userId));
  const subscribers = new Set<Push>();
  let pending: LiveChange[] = [];
  let timer: NodeJS.Timeout | null = null;
  let computing = false;
  let stopped = false;

  const flush = async () => {
    timer = null;
    if (stopped) return;
    computing = true;
    const changes = pending;
    pending = [];
    try {
      const values = await compute(ctx, changes);
      if (!stopped) for (const push of subscribers) push(values);
    } catch (e) {
      ctx.log.error({ err: e, userId, kind }, "live feed failed");
    } finally {
      computing = false;
      if (pending.length && !stopped) schedule();
    }
  };
  const schedule = () => {
    if (computing || timer) return;
    if (coalesceMs > 0) timer = setTimeout(flush, coalesceMs);
    else void flush();
  };

  (async () => {
    try {
      for await (const event of source) {
        if (stopped) break;
        pending.push(event);
        schedule();
      }
    } catch (e) {
      ctx.log.error({ err: e, userId }, "tenant topic failed");
    }
  })();

  const feed: Feed = {
    subscribers,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (feeds.get(key) === feed) feeds.delete(key);
      void source.return?.();
    },
  };
  return feed;
}

/** The tenant's events as they come, to every subscriber; a slow subscriber keeps the latest `keep`. */
export function sharedEvents(ctx: ServiceContext, keep = 100): AsyncIterable<LiveChange> {
  return subscribeFeed<LiveChange>("events", ctx, async (_c, changes) => changes, keep, 0);
}

const valuesPerChange = new WeakMap<LiveChange, Map<string, Promise<unknown>>>();

/**
 * The value of `key` for this change, computed by the first subscriber that asks and shared with the others: the bus
 * hands one event object to every subscriber of the tenant on this instance. `key` holds the tenant and whatever
 * shapes the value (the fields a subscriber selects).
 */
export function oncePerChange<T>(change: LiveChange, key: string, compute: () => Promise<T>): Promise<T> {
  let values = valuesPerChange.get(change);
  if (!values) valuesPerChange.set(change, (values = new Map()));
  let value = values.get(key) as Promise<T> | undefined;
  if (!value) values.set(key, (value = compute()));
  return value;
}
