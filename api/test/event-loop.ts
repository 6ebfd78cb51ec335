/**
 * How long work held the event loop, for the tests of "no request may stall the server".
 *
 * A 10-ms timer notes each turn of the loop that comes late. A late turn counts as held only for the CPU time the
 * loop's thread used in it, less the garbage collections in it. On a busy machine (other test workers, the database)
 * the process may get no CPU for a moment, and a collection of the test worker's heap (the files it ran before)
 * can pause it. Either one delays a turn without any request holding the loop. Each delay is kept apart in the
 * report, so a failure shows all three.
 */
import fs from "node:fs";
import { performance, PerformanceObserver } from "node:perf_hooks";

const PERIOD_MS = 10;
/** turns later than this are kept for the report; shorter ones cannot matter against any limit the tests set */
const KEPT_MS = 20;

type Turn = { from: number; to: number; lateMs: number; cpuMs: number };
type Pause = { at: number; ms: number };

/** The longest hold since `start`: the late turn it came from, its CPU time and its collections. */
export type LoopHold = { heldMs: number; lateMs: number; cpuMs: number; gcMs: number };

const THREAD_STAT = "/proc/thread-self/stat";
const hasThreadStat = fs.existsSync(THREAD_STAT);

/**
 * The CPU time (ms) this thread has used: Linux's count for the thread alone (user and system, in 10-ms ticks), so
 * the collector's helper threads and worker threads are not counted; elsewhere the whole process's.
 */
const cpuMs = () => {
  if (hasThreadStat) {
    const stat = fs.readFileSync(THREAD_STAT, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  }
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

export class LoopWatch {
  private turns: Turn[] = [];
  private pauses: Pause[] = [];
  private last = { wall: 0, cpu: 0 };
  private timer: NodeJS.Timeout | null = null;
  private readonly gcs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) this.pauses.push({ at: e.startTime, ms: e.duration });
  });

  /** Starts watching, or starts again (what was seen before is forgotten). */
  start(): this {
    this.turns = [];
    this.pauses = [];
    if (!this.timer) {
      this.gcs.observe({ entryTypes: ["gc"] });
      this.timer = setInterval(() => this.note(), PERIOD_MS).unref();
    }
    this.last = { wall: performance.now(), cpu: cpuMs() };
    return this;
  }

  private note(): void {
    const wall = performance.now();
    const cpu = cpuMs();
    const lateMs = wall - this.last.wall - PERIOD_MS;
    if (lateMs > KEPT_MS) this.turns.push({ from: this.last.wall, to: wall, lateMs, cpuMs: cpu - this.last.cpu });
    this.last = { wall, cpu };
  }

  /**
   * The longest hold since `start`. The turn under way counts too (work that just held the loop ends it), and the
   * collections' reports, which come a turn or two after them, are waited for.
   */
  async read(): Promise<LoopHold> {
    this.note();
    await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
    let worst: LoopHold = { heldMs: 0, lateMs: 0, cpuMs: 0, gcMs: 0 };
    for (const turn of this.turns) {
      const gcMs = this.pauses.filter((p) => p.at < turn.to && p.at + p.ms > turn.from).reduce((sum, p) => sum + p.ms, 0);
      const heldMs = Math.max(0, Math.min(turn.lateMs, turn.cpuMs) - gcMs);
      if (heldMs > worst.heldMs || (worst.heldMs === 0 && turn.lateMs > worst.lateMs)) worst = { heldMs, lateMs: turn.lateMs, cpuMs: turn.cpuMs, gcMs };
    }
    return worst;
  }

  /** Reads the longest hold and stops watching. */
  async stop(): Promise<LoopHold> {
    const hold = await this.read();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.gcs.disconnect();
    return hold;
  }
}

/** Runs `work` and answers its result with the longest hold of the loop while it ran. */
export async function watchLoop<T>(work: () => Promise<T>): Promise<{ result: T } & LoopHold> {
  const watch = new LoopWatch().start();
  try {
    const result = await work();
    return { result, ...(await watch.stop()) };
  } catch (e) {
    await watch.stop();
    throw e;
  }
}

/** A hold for a failure's message: how long the loop was held and what the late turn was made of. */
export function describeHold(h: LoopHold): string {
  const r = Math.round;
  return `held the event loop ${r(h.heldMs)} ms (its longest late turn: ${r(h.lateMs)} ms late, ${r(h.cpuMs)} ms of CPU, ${r(h.gcMs)} ms of garbage collection)`;
}

/** Fails, saying what the hold was made of, when `what` held the loop `limitMs` or longer. */
export function expectHeldUnder(h: LoopHold, limitMs: number, what: string): void {
  if (h.heldMs >= limitMs) throw new Error(`${what} ${describeHold(h)}; the limit is ${limitMs} ms`);
}
