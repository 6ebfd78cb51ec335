/**
 * Durable background work. Side effects (e-mail, reminders, automation actions, cleanups) run as jobs stored in
 * PostgreSQL, so a crash or a restart loses none of them; every job may run more than once (retries), so handlers
 * are idempotent, keyed by what they act on. Live GraphQL updates never go through here: they are published on the
 * event bus straight after commit. The driver is pg-boss on the app's database; workers run in the app process by
 * default, alone with `npm run worker`, or not at all with `WORKERS=off`.
 */
export interface JobOptions {
  /** at most one queued job per key (e.g. one per domain event) */
  singletonKey?: string;
  startAfter?: Date;
  retryLimit?: number;
  /** seconds before the first retry; doubled for each next one */
  retryDelay?: number;
}

export interface Job<T> {
  id: string;
  name: string;
  data: T;
}

export interface JobQueue {
  /** Queues a job; resolves to its id, or null when a job with the same singletonKey is already queued. */
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<string | null>;
  /** Runs `handler` for jobs of `name`; a handler that throws has its job retried, then dead-lettered. */
  work<T extends object>(name: string, handler: (job: Job<T>) => Promise<void>): Promise<void>;
  /** A job queued on a cron schedule (in UTC), once across all instances. */
  schedule(name: string, cron: string): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones to finish (graceful drain). */
  stop(): Promise<void>;
}
