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

  /** whole seconds until the key's window ends (at least 1), for Retry-After */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const e = this.hits.get(key);
    return Math.max(1, Math.ceil(((e?.resetAt ?? now) - now) / 1000));
  }

  private sweep(now: number) {
    for (const [k, e] of this.hits) if (e.resetAt <= now) this.hits.delete(k);
  }
}

/**
 * Failed attempts per key (an account's e-mail, from any address), turned into a wait before the next attempt is
 * checked: none while there are fewer than `free` failures, then `baseMs`, doubling with each further failure up to
 * `capMs`. Attempts are slowed, never refused, so an attacker cannot lock the real user out; the count is forgotten
 * `forgetMs` after the last failure, or at once on a successful sign-in.
 */
export class ProgressiveDelay {
  private failures = new Map<string, { count: number; lastAt: number }>();

  constructor(private readonly opts: { free: number; baseMs: number; capMs: number; forgetMs: number }) {}

  /** how long to wait before checking the next attempt for the key, in ms */
  delayMs(key: string, now = Date.now()): number {
    const e = this.failures.get(key);
    if (!e || now - e.lastAt >= this.opts.forgetMs) return 0;
    const over = e.count - this.opts.free + 1;
    return over <= 0 ? 0 : Math.min(this.opts.capMs, this.opts.baseMs * 2 ** Math.min(over - 1, 30));
  }

  fail(key: string, now = Date.now()): void {
    const e = this.failures.get(key);
    if (!e || now - e.lastAt >= this.opts.forgetMs) {
      if (this.failures.size > 50_000) this.sweep(now);
      this.failures.set(key, { count: 1, lastAt: now });
    } else {
      e.count++;
      e.lastAt = now;
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number) {
    for (const [k, e] of this.failures) if (now - e.lastAt >= this.opts.forgetMs) this.failures.delete(k);
  }
}
