/**
 * Durable background work. Side effects (e-mail, reminders, automation actions, cleanups) run as jobs stored in
 * PostgreSQL, so a crash or a restart loses none of them; every job may run more than once (retries, a worker that
 * died mid-job), so handlers are idempotent, keyed by what they act on. Live GraphQL updates never go through here:
 * they are published on the event bus straight after commit. The driver is pg-boss on the app's database (schema
 * `pgboss`, see api/src/jobs/); workers run in the app process by default, alone with `npm run worker`, or not at
 * all with `WORKERS=off`.
 */

/** How a kind of job is retried. Each queue has its own: an e-mail is worth more patience than a cleanup. */
export interface JobPolicy {
  /** retries after the first attempt; after the last one the job is dead (logged, and shown where it matters) */
  retryLimit: number;
  /** seconds before the first retry; each next one waits about twice as long (with jitter) */
  retryDelay: number;
  /** a job running longer than this is taken as lost (its worker died) and retried */
  expireInSeconds: number;
  /** jobs of this queue one process runs at the same time */
  concurrency?: number;
}

export interface JobOptions {
  /** the job's own id (a UUID): sending a job whose id is already queued does nothing */
  id?: string;
  /** what the job is about, shown with it (e.g. `<event id>:<handler>`) */
  singletonKey?: string;
  startAfter?: Date;
}

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** 1 for the first attempt */
  attempt: number;
  /** no retry follows if this attempt fails */
  lastAttempt: boolean;
}

export interface JobQueue {
  /** Declares a queue and its retry policy; every queue is declared before `start`. */
  define(name: string, policy: JobPolicy): void;
  /** Queues a job; resolves to its id, or null when a job with the same id is already queued. */
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<string | null>;
  /** Runs `handler` for jobs of `name` (only where workers run); a handler that throws has its job retried. */
  work<T extends object>(name: string, handler: (job: Job<T>) => Promise<void>): Promise<void>;
  /** Called with the data of a job that failed its last attempt (or was lost on it): the dead-letter state. */
  onDead(handler: (queue: string, data: Record<string, unknown>, reason: string) => Promise<void>): Promise<void>;
  /** A job queued on a cron schedule (in UTC), once across all instances. */
  schedule(name: string, cron: string): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones to finish (graceful drain). */
  stop(): Promise<void>;
}
