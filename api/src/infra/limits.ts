import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/**
 * Every limit of the product (sign-in attempts, registrations, outgoing e-mail and upload quotas, WebSocket caps,
 * public pages) goes through this one factory over `rate-limiter-flexible`. Its store is memory today: each
 * instance counts on its own. Moving every limit to a shared store (Redis) is a change of `createLimits` alone.
 *
 * A limit counts points per key (a workspace, an address, a session) within a window:
 * - a **rate** (`windowSeconds` > 0): points taken expire together at the end of the window that the first one
 *   opened (a fixed window);
 * - a **count held** (`windowSeconds` 0): points stay until given back (open sockets).
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

/** Memory store: one set of counters per process. */
export function createLimits(): Limits {
  const names = new Set<string>();
  return {
    limit(name, rule) {
      if (names.has(name)) throw new Error(`limit "${name}" is created twice`);
      names.add(name);
      return new FlexibleLimit(new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.windowSeconds }), rule);
    },
  };
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
    const res = this.rule.slide
      ? await this.store.set(key, ((await this.store.get(key))?.consumedPoints ?? 0) + points, this.rule.windowSeconds)
      : await this.store.penalty(key, points);
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
