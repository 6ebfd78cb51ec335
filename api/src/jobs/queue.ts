import type PgBoss from "pg-boss";
import pg from "pg";
import { isDatabaseUnavailable } from "../db/availability";
import type { FastifyBaseLogger } from "fastify";
import type { Job, JobOptions, JobPolicy, JobQueue } from "../infra/jobs";

/** Where every queue sends a job that failed its last attempt (or was lost on it). */
const DEAD_LETTER_QUEUE = "dead-letter";
/** The queue a job was sent to travels with its data, so a dead job can be traced back to it. */
const QUEUE_KEY = "__queue";

export interface PgBossOptions {
  connectionString: string;
  log: FastifyBaseLogger;
  /** run workers, the maintenance (lost jobs, archive) and the cron clock in this process */
  workers: boolean;
  /** how often an idle worker looks for jobs of another process (jobs sent by this one wake it at once) */
  pollingIntervalSeconds?: number;
  /** how often lost jobs (past their expiry) are failed and retried, and finished ones archived */
  maintenanceIntervalSeconds?: number;
  /** how often the cron clock looks whether a schedule is due (pg-boss's default: 30 s) */
  scheduleCheckSeconds?: number;
  /** overrides every queue's retry delay and retry limit (tests) */
  retryDelay?: number;
  retryLimit?: number;
  /** false: a failed job is retried after retryDelay, not doubled each time (tests; every queue backs off by default) */
  retryBackoff?: boolean;
  /** how long stop() waits for running jobs before failing them for a retry elsewhere */
  drainTimeoutMs?: number;
}

/**
 * The JobQueue on pg-boss 10: jobs are rows of the `pgboss` schema of the app's database, taken with
 * FOR UPDATE SKIP LOCKED, so any number of processes work the same queues without taking a job twice at once.
 */
export function createPgBossQueue(opts: PgBossOptions): JobQueue {
  const { log, workers } = opts;
  let stopping = false;
  const onError = (err: Error) => {
    // logged by its message and code only: pg-boss's and pg's errors may carry a whole client or pool (its
    // connection parameters among them)
    const error = loggedError(err);
    // a connection ended while the queue stops (pg-boss's idle connections, the database stopping after it) is how a
    // stop goes, not a failure
    if (stopping) log.debug({ error }, "job queue connection ended while stopping");
    else log.error({ error }, "job queue error");
  };
  const db = createQueueDb(opts.connectionString, workers ? 4 : 2, workers ? "clientfolio-worker" : "clientfolio-api", onError);
  // pg-boss (with its cron parser and Luxon) loads when the queue starts, after the app's first request
  let made: PgBoss | null = null;
  const boss = () => made ??= makeBoss();
  const makeBoss = () => {
    const Boss = require("pg-boss") as typeof PgBoss;
    const b = new Boss({
      db,
      schema: "pgboss",
      migrate: true,
      supervise: workers,
      schedule: workers,
      maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 30,
      pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2,
      // a due schedule's job is queued through pg-boss's own queue, whose worker looks every 5 s (or as often as the clock)
      cronMonitorIntervalSeconds: opts.scheduleCheckSeconds ?? 30,
      cronWorkerIntervalSeconds: Math.min(5, opts.scheduleCheckSeconds ?? 30),
      // finished jobs move to the archive after 12 hours and leave it after 30 days
      archiveCompletedAfterSeconds: 12 * 3600,
      deleteAfterDays: 30,
    });
    b.on("error", onError);
    return b;
  };

  const policies = new Map<string, JobPolicy>();
  /** this process's workers by queue, woken when this process sends them a job */
  const localWorkers = new Map<string, string[]>();
  /** the workers running a job now (each looks for the next one when it ends) */
  const busy = new Set<string>();
  /** by queue, where the next wake-up starts looking for an idle worker */
  const turns = new Map<string, number>();
  /**
   * A job just sent wakes one idle worker of its queue, the next in turn (so a burst spreads over them), or none when
   * all are busy: each busy one looks for a job as soon as its own ends. Waking every worker for each job made all of
   * them ask the database, for one to find it.
   */
  const wakeOne = (name: string) => {
    const ids = localWorkers.get(name) ?? [];
    const from = turns.get(name) ?? 0;
    for (let k = 0; k < ids.length; k++) {
      const at = (from + k) % ids.length;
      if (busy.has(ids[at])) continue;
      turns.set(name, at + 1);
      boss().notifyWorker(ids[at]);
      return;
    }
  };
  let started = false;

  const policyOf = (name: string) => {
    const p = policies.get(name);
    if (!p) throw new Error(`job queue "${name}" is not defined`);
    return p;
  };
  const sendOptions = (p: JobPolicy) => ({
    retryLimit: opts.retryLimit ?? p.retryLimit, retryDelay: opts.retryDelay ?? p.retryDelay, retryBackoff: opts.retryBackoff ?? true,
    expireInSeconds: p.expireInSeconds, deadLetter: DEAD_LETTER_QUEUE,
  });

  let starting: Promise<void> | null = null;
  const start = () => {
    starting ??= startQueue();
    return starting;
  };
  const startQueue = async () => {
    await boss().start();
    // one read of the queues there are: only a missing queue is created, and only a queue whose policy is not this
    // version of the code's is updated (a start of an up-to-date database sends no statement per queue)
    const existing = new Map((await boss().getQueues()).map((q) => [q.name, q]));
    const wanted: [string, Omit<PgBoss.Queue, "name">][] = [
      [DEAD_LETTER_QUEUE, { retryLimit: 0 }],
      ...[...policies].map(([name, p]): [string, Omit<PgBoss.Queue, "name">] => [name, sendOptions(p)]),
    ];
    for (const [name, options] of wanted) {
      const queue = existing.get(name);
      if (!queue) await boss().createQueue(name, { name, ...options });
      else if (!policyMatches(queue, options)) await boss().updateQueue(name, { name, ...options });
    }
    started = true;
  };

  return {
    define(name, policy) {
      if (started) throw new Error(`job queue "${name}" must be defined before the queue starts`);
      policies.set(name, policy);
    },

    start,

    async send(name, data, options = {}) {
      // a job queued before the queue runs (a request answered during the app's start) starts it and waits for it
      if (!started && !stopping) await start();
      if (!started) throw new Error("the job queue is not running");
      let id: string | null;
      try {
        id = await boss().send(name, { ...data, [QUEUE_KEY]: name }, {
          ...sendOptions(policyOf(name)), id: options.id, singletonKey: options.singletonKey, startAfter: options.startAfter,
        });
      } catch (err) {
        if (db.unavailable) throw new Error("the job queue's database cannot be reached: the job was not queued", { cause: err });
        throw err;
      }
      // the queue stopped while the job was being queued: it may not be (the outbox's sweep queues it again)
      if (db.closed) throw new Error("the job queue stopped before the job was queued");
      if (id && !options.startAfter) wakeOne(name);
      return id;
    },

    async work<T extends object>(name: string, handler: (job: Job<T>) => Promise<void>) {
      const concurrency = policyOf(name).concurrency ?? 1;
      const ids: string[] = [];
      for (let i = 0; i < concurrency; i++) {
        let self = "";
        self = await boss().work<T & { [QUEUE_KEY]?: string }>(name, { includeMetadata: true, batchSize: 1 }, async ([job]) => {
          const { [QUEUE_KEY]: _queue, ...data } = job.data;
          const attempt = { attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit };
          // (a job fetched before pg-boss's work() answered its id is not counted busy: `self` is still empty)
          if (self) busy.add(self);
          try {
            await handler({ id: job.id, name: job.name, data: data as T, ...attempt });
          } catch (err) {
            log.warn({ err, queue: name, jobId: job.id, ...attempt }, attempt.lastAttempt ? "job failed its last attempt" : "job failed: it will be retried");
            throw err;
          } finally {
            // a worker that found a job looks for the next one at once (pg-boss would wait out its polling interval
            // first, so a backlog would drain at one job per interval per worker)
            busy.delete(self);
            if (self) boss().notifyWorker(self);
          }
        });
        ids.push(self);
      }
      localWorkers.set(name, ids);
    },

    async onDead(handler) {
      await boss().work<Record<string, unknown>>(DEAD_LETTER_QUEUE, { includeMetadata: true }, async (jobs) => {
        for (const job of jobs as PgBoss.JobWithMetadata<Record<string, unknown>>[]) {
          const { [QUEUE_KEY]: queue, ...data } = job.data ?? {};
          const reason = failureReason(job.output);
          log.error({ queue, data, reason }, "job failed after its last attempt");
          await handler(String(queue ?? "unknown"), data, reason);
        }
      });
    },

    async schedule(name, cron) {
      policyOf(name);
      await boss().schedule(name, cron, { [QUEUE_KEY]: name }, { ...sendOptions(policyOf(name)), tz: "UTC" });
    },

    async stop() {
      stopping = true;
      await starting?.catch(() => undefined);
      if (!started) return;
      started = false;
      // running jobs finish (or, past the timeout, are failed and retried by another process)
      await boss().stop({ graceful: true, wait: true, timeout: opts.drainTimeoutMs ?? 10_000 });
      await db.close();
    },
  };
}

/** Whether a queue's stored policy is `options` (the settings not given keep what the queue has). */
function policyMatches(queue: PgBoss.QueueResult, options: Omit<PgBoss.Queue, "name">): boolean {
  return (Object.keys(options) as (keyof typeof options)[]).every((k) => options[k] === undefined || queue[k] === options[k]);
}

/**
 * pg-boss's connections, owned here rather than by pg-boss, for two cases pg-boss leaves to its driver:
 * - When a pool ends, pg-pool leaves a query still waiting for a connection pending forever, and a worker whose fetch
 *   waits on it would never stop (pg-boss checks each second for it, for the life of the process).
 * - pg-boss does not await every statement (a finished job's completion): one that meets the database going away
 *   would end the process as an unhandled rejection.
 * So once closed, or while the database cannot be reached, a statement answers nothing, as pg-boss's own closed
 * connection does: a fetch finds no job; a finished job is not marked completed (it expires and runs again: handlers
 * are idempotent); a send fails (`unavailable` tells why). Any other error is the caller's.
 */
function createQueueDb(connectionString: string, max: number, applicationName: string, onError: (err: Error) => void) {
  const pool = new pg.Pool({ connectionString, max, application_name: applicationName });
  pool.on("error", onError);
  let closed = false;
  let unavailable = false;
  let endWaiting!: () => void;
  const ended = new Promise<undefined>((resolve) => { endWaiting = () => resolve(undefined); });
  return {
    get closed() { return closed; },
    /** the last statement could not reach the database */
    get unavailable() { return unavailable; },
    async executeSql(text: string, values?: unknown[]) {
      if (closed) return undefined as unknown as pg.QueryResult;
      try {
        const result = await Promise.race([pool.query(text, values), ended]);
        unavailable = false;
        return result as pg.QueryResult;
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        // said once per outage (the app's own health check tells the rest)
        if (!unavailable) onError(err as Error);
        unavailable = true;
        return undefined as unknown as pg.QueryResult;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      endWaiting();
      await pool.end();
    },
  };
}

/** What the log says of an error of the queue: its message, code and queue, never the objects it carries. */
function loggedError(err: unknown): { message: string; code?: string; queue?: string } {
  const e = err as { message?: unknown; code?: unknown; queue?: unknown } | null | undefined;
  return {
    message: typeof e?.message === "string" ? e.message : String(err),
    ...(typeof e?.code === "string" ? { code: e.code } : {}),
    ...(typeof e?.queue === "string" ? { queue: e.queue } : {}),
  };
}

/** The error a failed job recorded, as one line. */
function failureReason(output: unknown): string {
  const o = output as { message?: unknown; value?: { message?: unknown } } | null | undefined;
  const message = o?.message ?? o?.value?.message;
  return typeof message === "string" && message ? message : "unknown error";
}
