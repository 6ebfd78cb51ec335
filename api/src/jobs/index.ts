/**
 * Jobs, domain events and e-mail: how Clientfolio does work that must not be lost.
 *
 * Queue. pg-boss 10 in the `pgboss` schema of the app's own PostgreSQL (created and migrated at start). Jobs are
 * rows taken with FOR UPDATE SKIP LOCKED, so every process may work every queue: the app runs the workers in its
 * own process by default, `npm run worker` runs only them (no HTTP), and `WORKERS=off` makes an API-only instance
 * that still queues jobs. Each queue has its own retry policy (a number of retries, a first delay doubled with
 * jitter each time, an expiry after which a job whose worker died is retried). A job that fails its last attempt,
 * or is lost on it, is dead: pg-boss moves a copy to the `dead-letter` queue, whose worker logs it and lets its
 * handler make it visible (a message's e-mail shows 'Email failed' with the reason). On SIGTERM the queue stops
 * taking jobs and waits up to 10 s for the running ones; what is still running then is failed and retried later.
 *
 * Domain events (jobs/outbox.ts, catalogued in domain-events.ts). Every write records its event in its own
 * statement; after commit an event something handles is dispatched: one job per event and handler, with a fixed id,
 * so the event is handled at least once by every handler and never queued twice. Dispatch follows the commit at
 * once: the worker listens for the events a trigger announces at commit. A crash between commit and dispatch is
 * repaired by the sweep (at worker start and every minute). Handlers are idempotent. Live GraphQL updates do not
 * go through here: services publish them on the event bus right after commit.
 *
 * Scheduled work is pg-boss cron (UTC), run once across all instances: the sweep here, and the modules' own (their
 * faces' `scheduledJobs`: the overdue task and invoice scans, the cleanup of stored objects no record points to).
 * This folder imports no module: the app hands it the modules' handlers (registered by `installModules`) and jobs.
 *
 * E-mail: modules/email/email.service.ts (`sendEmail`, the one way the product sends e-mail) and the message e-mail
 * handler in modules/message/message.email.ts (an invoice's e-mail is a message whose PDF attachment its module makes).
 */
import type { FastifyBaseLogger } from "fastify";
import type { AppResources } from "../context";
import type { JobQueue } from "../infra/jobs";
import type { ModuleQueue, ScheduledJob } from "../module";
import { createPgBossQueue, type PgBossOptions } from "./queue";
import { deadEventHandler, deleteOldEvents, eventHandlers, listenForEvents, runEventHandler, sweepEvents } from "./outbox";

/** Domain events are kept this long after their dispatch. */
const EVENT_RETENTION_DAYS = 90;

/** The job plumbing's own schedule; the modules' come with them (their faces' `scheduledJobs`). */
const ownJobs: ScheduledJob[] = [
  {
    name: "domain-events-sweep",
    cron: "* * * * *",
    policy: { retryLimit: 2, retryDelay: 10, expireInSeconds: 300 },
    // a request dispatches its events within a second or so of their commit: older undispatched ones were left behind
    run: async (res) => { await sweepEvents(res, 30); await deleteOldEvents(res, EVENT_RETENTION_DAYS); },
  },
];

export type JobsOptions = Pick<PgBossOptions, "workers" | "pollingIntervalSeconds" | "maintenanceIntervalSeconds" | "scheduleCheckSeconds" | "retryDelay" | "retryLimit" | "retryBackoff" | "drainTimeoutMs">;

/**
 * The app's job queue with every queue declared: the handlers registered (modules installed first), the
 * scheduled jobs of the modules and their own queues; `startJobs` starts it.
 */
export function createJobs(databaseUrl: string, log: FastifyBaseLogger, options: JobsOptions, scheduled: readonly ScheduledJob[],
  queues: readonly ModuleQueue[] = []): JobQueue {
  const jobs = createPgBossQueue({ connectionString: databaseUrl, log, ...options });
  for (const h of eventHandlers()) jobs.define(h.name, h.policy);
  for (const s of [...ownJobs, ...scheduled]) jobs.define(s.name, s.policy);
  for (const q of queues) jobs.define(q.name, q.policy);
  return jobs;
}

/**
 * Starts the queue; where workers run, also the handlers, the schedules, the dead-letter log, the listener that
 * dispatches events at their commit, and a first sweep. Answers how to stop what it started besides the queue.
 */
export async function startJobs(resources: AppResources, workers: boolean, scheduled: readonly ScheduledJob[], databaseUrl: string,
  queues: readonly ModuleQueue[] = []): Promise<{ stop(): Promise<void> }> {
  const { jobs } = resources;
  await jobs.start();
  if (!workers) return { stop: async () => undefined };
  for (const h of eventHandlers()) {
    await jobs.work<{ eventId: string }>(h.name, (job) => runEventHandler(resources, h, job.data.eventId, job));
  }
  for (const q of queues) await jobs.work<Record<string, unknown>>(q.name, (job) => q.work(resources, job));
  for (const s of [...ownJobs, ...scheduled]) {
    await jobs.work(s.name, async () => { await s.run(resources); });
    await jobs.schedule(s.name, s.cron);
  }
  await jobs.onDead((_queue, data, reason) => deadEventHandler(resources, data.handler, data.eventId, reason));
  const listener = listenForEvents(resources, databaseUrl);
  // events a crash left undispatched
  await sweepEvents(resources, 0);
  return listener;
}
