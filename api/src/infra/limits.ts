import type * as Limiters from "rate-limiter-flexible";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type Redis from "ioredis";

// the three classes used, each from its own file: the package's index loads its twenty other stores (MongoDB,
// MySQL, DynamoDB, ...) and their helpers, about 15 ms of a start
const RateLimiterMemory = require("rate-limiter-flexible/lib/RateLimiterMemory") as typeof Limiters.RateLimiterMemory;
const RateLimiterRedis = require("rate-limiter-flexible/lib/RateLimiterRedis") as typeof Limiters.RateLimiterRedis;
const RateLimiterRes = require("rate-limiter-flexible/lib/RateLimiterRes") as typeof Limiters.RateLimiterRes;
type RateLimiterRes = Limiters.RateLimiterRes;

/**
 * Every limit of the product (sign-in attempts and the per-account progressive delay, registrations, outgoing e-mail
 * and upload quotas, WebSocket caps, public pages) goes through this one factory over `rate-limiter-flexible`.
 *
 * The store: without `REDIS_URL`, memory (each process counts on its own); with it, Redis (`RateLimiterRedis`, keys
 * `limit:<name>:<key>`), so every instance counts against the same allowance. Both stores behave the same (one test
 * suite runs against each, `__tests__/limits.test.ts`). While Redis is down, each limit counts in this process's
 * memory instead (the library's `insuranceLimiter`: sign-in and everything else keep working, each instance then
 * allowing the whole limit on its own), and Redis is used again as soon as it answers (what was counted in memory
 * meanwhile is not carried over). The connection and its logging are `infra/redis.ts`.
 *
 * A limit counts points per key (a workspace, an address, a session) within a window:
 * - a **rate** (`windowSeconds` > 0): points taken expire together at the end of the window that the first one
 *   opened (a fixed window); with `slide`, `add` starts the window again;
 * - a **count held** (`windowSeconds` 0): points stay until given back (open sockets). In Redis a count held
 *   expires a day after the key's first point all the same (a key given back to zero is deleted and starts again),
 *   so an instance that died holding sockets cannot hold them for longer.
 */
export interface LimitRule {
  /** points allowed per key within the window */
  points: number;
  /** seconds a window lasts; 0 = points never expire (a count of things held) */
  windowSeconds: number;
  /** `add` starts the key's window again (failures forgotten a window after the last one, not the first) */
  slide?: boolean;
}

export interface LimitState {
  /** the points asked for were taken */
  allowed: boolean;
  /** points used in the key's current window (after this call) */
  used: number;
  /** points left in the key's window */
  remaining: number;
  /** whole seconds until the key's window ends, at least 1 (for Retry-After); 0 when there is no window */
  retryAfterSeconds: number;
}

export interface Limit {
  readonly rule: LimitRule;
  /** Takes `points` from the key's allowance; past the limit nothing is taken and `allowed` is false. */
  take(key: string, points?: number): Promise<LimitState>;
  /** Takes `points` whatever the limit (a failure counted after the fact). */
  add(key: string, points?: number): Promise<LimitState>;
  /** Gives points back (an action that did not happen after all, a socket that closed). */
  give(key: string, points?: number): Promise<void>;
  /** The key's state without taking anything: `allowed` says whether one more point would be. */
  peek(key: string): Promise<LimitState>;
  /** Forgets the key (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>;
}

export interface Limits {
  /** The limit `name` (unique in the app: it is the key's prefix in a shared store) with its rule. */
  limit(name: string, rule: LimitRule): Limit;
}

/** How long a count held (`windowSeconds` 0) lives in Redis at most (see above). */
const HELD_IN_REDIS_SECONDS = 24 * 60 * 60;

/**
 * One limit per name: in memory without `redis`, else in Redis with a memory store of its own as insurance. The
 * Redis client should fail fast while Redis is down (no offline queue: see `infra/redis.ts`).
 */
export function createLimits(redis: Redis | null = null): Limits {
  const names = new Set<string>();
  if (redis) defineSlideCommand(redis);
  return {
    limit(name, rule) {
      if (names.has(name)) throw new Error(`limit "${name}" is created twice`);
      names.add(name);
      const memory = new (rule.slide ? SlidingMemory : RateLimiterMemory)({ keyPrefix: name, points: rule.points, duration: rule.windowSeconds });
      if (!redis) return new FlexibleLimit(memory, rule);
      const shared = new (rule.slide ? SlidingRedis : RateLimiterRedis)({
        storeClient: redis,
        keyPrefix: `limit:${name}`,
        points: rule.points,
        duration: rule.windowSeconds || HELD_IN_REDIS_SECONDS,
        // not connected: straight to the insurance, without trying
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      });
      return new FlexibleLimit(shared, rule);
    },
  };
}

/**
 * A sliding limit in memory: `penalty` (what `add` calls) adds the points and starts the key's window again, in one
 * synchronous step (two concurrent failures both count).
 */
class SlidingMemory extends RateLimiterMemory {
  override penalty(key: string | number, points = 1): Promise<RateLimiterRes> {
    const storage = (this as unknown as { _memoryStorage: MemoryStorage })._memoryStorage;
    const rlKey = this.getKey(key);
    const added = storage.incrby(rlKey, points, this.duration);
    const res = storage.set(rlKey, added.consumedPoints, this.duration);
    return Promise.resolve(new RateLimiterRes(Math.max(this.points - res.consumedPoints, 0), res.msBeforeNext, res.consumedPoints, true));
  }
}

interface MemoryStorage {
  incrby(key: string, value: number, durationSec: number): RateLimiterRes;
  set(key: string, value: number, durationSec: number): RateLimiterRes;
}

/** Adds points and starts the key's window again, atomically (one script): the sliding `add` in Redis. */
const SLIDE_SCRIPT = `local consumed = redis.call('incrby', KEYS[1], ARGV[1])
redis.call('pexpire', KEYS[1], ARGV[2])
return {consumed, tonumber(ARGV[2])}`;
const SLIDE_COMMAND = "clientfolioLimitSlide";

function defineSlideCommand(redis: Redis) {
  redis.defineCommand(SLIDE_COMMAND, { numberOfKeys: 1, lua: SLIDE_SCRIPT });
}

/**
 * A sliding limit in Redis: `penalty` runs the slide script; while Redis is down the library hands the call to the
 * insurance (a SlidingMemory), as it does every other one.
 */
class SlidingRedis extends RateLimiterRedis {
  // the store's own step behind `penalty` (RateLimiterStoreAbstract), which falls back to the insurance on an error
  async _penalty(key: string | number, points = 1): Promise<RateLimiterRes> {
    const self = this as unknown as {
      client: Redis & Record<string, (...args: unknown[]) => Promise<[number, number]>>;
      _isRedisReady(rlKey: string, readOnly: boolean): boolean;
      _getRateLimiterRes(rlKey: string, changed: number, result: [number, number]): RateLimiterRes;
    };
    const rlKey = this.getKey(key);
    if (!self._isRedisReady(rlKey, false)) throw new Error("Redis connection is not ready");
    const result = await self.client[SLIDE_COMMAND](rlKey, String(points), String(this.duration * 1000));
    return self._getRateLimiterRes(rlKey, points, result);
  }
}

class FlexibleLimit implements Limit {
  constructor(private readonly store: RateLimiterAbstract, readonly rule: LimitRule) {}

  private state(res: RateLimiterRes | null, allowed: boolean): LimitState {
    const used = res?.consumedPoints ?? 0;
    return {
      allowed,
      used,
      remaining: Math.max(0, this.rule.points - used),
      retryAfterSeconds: this.rule.windowSeconds === 0 ? 0 : Math.max(1, Math.ceil((res?.msBeforeNext ?? 0) / 1000)),
    };
  }

  async take(key: string, points = 1): Promise<LimitState> {
    try {
      return this.state(await this.store.consume(key, points), true);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      // refused: what this call added is given back, so a refused attempt costs nothing
      const res = await this.store.reward(key, points);
      return this.state(res, false);
    }
  }

  async add(key: string, points = 1): Promise<LimitState> {
    // a sliding limit's store starts the window again (SlidingMemory, SlidingRedis)
    const res = await this.store.penalty(key, points);
    return this.state(res, res.consumedPoints <= this.rule.points);
  }

  async give(key: string, points = 1): Promise<void> {
    const res = await this.store.reward(key, points);
    if (res.consumedPoints <= 0) await this.store.delete(key);
  }

  async peek(key: string): Promise<LimitState> {
    const res = await this.store.get(key);
    return this.state(res, (res?.consumedPoints ?? 0) < this.rule.points);
  }

  async reset(key: string): Promise<void> {
    await this.store.delete(key);
  }
}
