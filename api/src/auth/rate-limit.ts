/**
 * Fixed-window counters kept in memory. Enough for one instance; behind a load balancer each instance limits on
 * its own (documented in the README).
 */
export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly max: number, private readonly windowMs: number) {}

  /** true when the key is over its limit */
  isLimited(key: string, now = Date.now()): boolean {
    const e = this.hits.get(key);
    return !!e && e.resetAt > now && e.count >= this.max;
  }

  hit(key: string, now = Date.now()): void {
    const e = this.hits.get(key);
    if (!e || e.resetAt <= now) {
      if (this.hits.size > 50_000) this.sweep(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    } else e.count++;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [k, e] of this.hits) if (e.resetAt <= now) this.hits.delete(k);
  }
}
