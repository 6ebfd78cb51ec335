import { Repeater, SlidingBuffer } from "graphql-yoga";
import type { ServiceContext } from "../../context";
import { tenantTopic, type PubSub } from "../../pubsub";
import { getDashboardStats, type DashboardStats } from "./dashboard.service";

/**
 * Live dashboard stats: one feed per tenant and process, shared by every open tab of that tenant.
 *
 * The feed listens to the tenant's topic (`tenant:<userId>`, where services publish after commit). An event starts a
 * short quiet period (COALESCE_MS) that absorbs the rest of a burst, then the stats are computed ONCE and pushed to
 * every subscriber of the tenant. Events arriving while the stats are computed schedule one more round, so the last
 * push always reflects the last event. Nothing is pushed on subscribe: the page query already has the figures.
 */
const COALESCE_MS = 15;

type Push = (stats: DashboardStats) => unknown;

interface Feed {
  subscribers: Set<Push>;
  stop(): void;
}

const feedsByPubSub = new WeakMap<PubSub, Map<string, Feed>>();

function openFeed(ctx: ServiceContext, feeds: Map<string, Feed>): Feed {
  const userId = ctx.viewer.id;
  const source = ctx.pubsub.subscribe(tenantTopic(userId));
  const subscribers = new Set<Push>();
  let timer: NodeJS.Timeout | null = null;
  let computing = false;
  let dirty = false;
  let stopped = false;

  const flush = async () => {
    timer = null;
    if (stopped) return;
    computing = true;
    dirty = false;
    try {
      const stats = await getDashboardStats(ctx);
      if (!stopped) for (const push of subscribers) push(stats);
    } catch (e) {
      ctx.log.error({ err: e, userId }, "live dashboard stats failed");
    } finally {
      computing = false;
      if (dirty && !stopped) schedule();
    }
  };
  const schedule = () => {
    if (computing) dirty = true;
    else if (!timer) timer = setTimeout(flush, COALESCE_MS);
  };

  (async () => {
    try {
      for await (const _event of source) {
        if (stopped) break;
        schedule();
      }
    } catch (e) {
      ctx.log.error({ err: e, userId }, "tenant topic failed");
    }
  })();

  return {
    subscribers,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      feeds.delete(userId);
      void source.return?.();
    },
  };
}

/** The viewer's stats after every change in its workspace, as an async iterable (a GraphQL subscription source). */
export function subscribeDashboardStats(ctx: ServiceContext): AsyncIterable<DashboardStats> {
  return new Repeater<DashboardStats>(async (push, stop) => {
    let feeds = feedsByPubSub.get(ctx.pubsub);
    if (!feeds) feedsByPubSub.set(ctx.pubsub, (feeds = new Map()));
    let feed = feeds.get(ctx.viewer.id);
    if (!feed) feeds.set(ctx.viewer.id, (feed = openFeed(ctx, feeds)));
    const subscriber: Push = (stats) => push(stats);
    feed.subscribers.add(subscriber);
    await stop;
    feed.subscribers.delete(subscriber);
    if (feed.subscribers.size === 0) feed.stop();
  }, new SlidingBuffer(1)); // a slow client only ever gets the latest figures
}
