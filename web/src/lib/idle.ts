/**
 * Runs `run` once the browser is first idle, at most `timeout` ms from now (1 s later where there is no
 * `requestIdleCallback`). Returns what cancels it. For work the first screen does not need: it waits until that
 * screen has rendered and the main thread has nothing else to do.
 */
export function whenIdle(run: () => void, timeout = 2_000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(() => run(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1_000);
  return () => window.clearTimeout(id);
}
