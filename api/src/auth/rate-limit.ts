/**
 * Failed sign-ins of one account (from any address), turned into a wait before the next attempt is checked: none
 * while there are fewer than `free` failures, then `baseMs`, doubling with each further failure up to `capMs`.
 * Attempts are slowed, never refused, so an attacker cannot lock the real user out. The failures are counted by a
 * sliding limit of `infra/limits.ts` (forgotten a while after the last one, at once on a successful sign-in).
 */
export function progressiveDelayMs(failures: number, opts: { free: number; baseMs: number; capMs: number }): number {
  const over = failures - opts.free + 1;
  return over <= 0 ? 0 : Math.min(opts.capMs, opts.baseMs * 2 ** Math.min(over - 1, 30));
}
