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
 * Domain events (jobs/outbox.ts). A change other parts react to writes a domain event in its own transaction;
 * after commit it is dispatched: one job per event and handler, with a fixed id, so the event is handled at least
 * once by every handler and never queued twice. A crash between commit and dispatch is repaired by the sweep (at
 * worker start and every minute). Handlers are idempotent. Live GraphQL updates do not go through here: services
 * publish them on the event bus right after commit.
 *
 * Scheduled work is pg-boss cron (UTC), run once across all instances: the sweep, the scan for tasks that
 * became overdue (notifications), the scan for sent invoices past their due day (overdue, with the invoice_overdue
 * event), and the hourly cleanup of stored objects no file record points to.
 *
 * E-mail: modules/email/email.service.ts (`sendEmail`, the one way the product sends e-mail) and the message e-mail
 * handler in modules/message/message.email.ts (an invoice's e-mail is a message whose PDF attachment its module makes).
 */
import type { FastifyBaseLogger } from "fastify";
import type { AppResources } from "../context";
import type { JobPolicy, JobQueue } from "../infra/jobs";
import { createPgBossQueue, type PgBossOptions } from "./queue";
import { deadEventHandler, deleteOldEvents, eventHandlers, onEvent, runEventHandler, sweepEvents } from "./outbox";
import { attachmentSource, messageEmailHandler } from "../modules/message/message.email";
import { notifyOverdueTasks } from "../modules/notification/notification.service";
import { markOverdueInvoices } from "../modules/invoice/invoice.overdue";
import { INVOICE_PDF_ATTACHMENT, invoicePdfAttachment } from "../modules/invoice/invoice.send";
import { cleanupOrphanObjects } from "../modules/file/file.service";

// every handler of domain events, one line each
onEvent(messageEmailHandler);

// files e-mails carry, made at delivery by the module that owns their path: an invoice's PDF
attachmentSource(INVOICE_PDF_ATTACHMENT, invoicePdfAttachment);

interface ScheduledJob {
  name: string;
  /** cron, UTC */
  cron: string;
  policy: JobPolicy;
  run(resources: AppResources): Promise<unknown>;
}

/** Domain events are kept this long after their dispatch. */
const EVENT_RETENTION_DAYS = 90;

const scheduledJobs: ScheduledJob[] = [
  {
    name: "domain-events-sweep",
    cron: "* * * * *",
    policy: { retryLimit: 2, retryDelay: 10, expireInSeconds: 300 },
    // a request dispatches its events within a second or so of their commit: older undispatched ones were left behind
    run: async (res) => { await sweepEvents(res, 30); await deleteOldEvents(res, EVENT_RETENTION_DAYS); },
  },
  {
    name: "task-overdue-scan",
    cron: "* * * * *",
    policy: { retryLimit: 2, retryDelay: 10, expireInSeconds: 300 },
    run: (res) => notifyOverdueTasks(res),
  },
  {
    // sent invoices past their due day in the workspace's time zone become overdue (event and notification once)
    name: "invoice-overdue-scan",
    cron: "*/5 * * * *",
    policy: { retryLimit: 2, retryDelay: 30, expireInSeconds: 300 },
    run: (res) => markOverdueInvoices(res),
  },
  {
    // uploads never saved as a file record (and their rows, and thumbnails of deleted files), older than an hour
    name: "stored-objects-cleanup",
    cron: "*/15 * * * *",
    policy: { retryLimit: 2, retryDelay: 60, expireInSeconds: 1800 },
    run: (res) => cleanupOrphanObjects(res),
  },
];

export type JobsOptions = Pick<PgBossOptions, "workers" | "pollingIntervalSeconds" | "maintenanceIntervalSeconds" | "retryDelay" | "retryLimit" | "drainTimeoutMs">;

/** The app's job queue with every queue declared; `startJobs` starts it. */
export function createJobs(databaseUrl: string, log: FastifyBaseLogger, options: JobsOptions): JobQueue {
  const jobs = createPgBossQueue({ connectionString: databaseUrl, log, ...options });
  for (const h of eventHandlers()) jobs.define(h.name, h.policy);
  for (const s of scheduledJobs) jobs.define(s.name, s.policy);
  return jobs;
}

/** Starts the queue; where workers run, also the handlers, the schedules, the dead-letter log and a first sweep. */
export async function startJobs(resources: AppResources, workers: boolean): Promise<void> {
  const { jobs } = resources;
  await jobs.start();
  if (!workers) return;
  for (const h of eventHandlers()) {
    await jobs.work<{ eventId: string }>(h.name, (job) => runEventHandler(resources, h, job.data.eventId, job));
  }
  for (const s of scheduledJobs) {
    await jobs.work(s.name, async () => { await s.run(resources); });
    await jobs.schedule(s.name, s.cron);
  }
  await jobs.onDead((_queue, data, reason) => deadEventHandler(resources, data.handler, data.eventId, reason));
  // events a crash left undispatched
  await sweepEvents(resources, 0);
}
