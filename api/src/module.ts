import type { AppResources } from "./context";
import type { Job, JobPolicy } from "./infra/jobs";
import type { MailAttachment } from "./infra/mail";
import type { RestRoute } from "./rest/registry";
import type { PublicRoute } from "./rest/public";
import { onEvent, type EventHandler } from "./jobs/outbox";
import { settingsRoutes } from "./settings";

/*
 * What a module hands the app. Each folder of api/src/modules has one face, its index.ts, which loads the module's
 * GraphQL types (by importing its schema file) and exports its `ApiModule`, plus what other modules may use of it.
 * api/src/modules/index.ts lists the modules; the app installs them (`installModules`) and nothing else names a
 * module: the REST registry, the job plumbing and the isolation harness take what the list gives them.
 */

/** Work run on a schedule (pg-boss cron, UTC), once across all instances. */
export interface ScheduledJob {
  /** its queue */
  name: string;
  /** cron, UTC */
  cron: string;
  policy: JobPolicy;
  run(resources: AppResources): Promise<unknown>;
}

/**
 * A queue of jobs the module sends itself, one per piece of work it decides on (a webhook's delivery: one job per
 * endpoint and event, sent by its event handler), worked where workers run. Declared at start like every queue.
 */
export interface ModuleQueue {
  name: string;
  policy: JobPolicy;
  work(resources: AppResources, job: Job<Record<string, unknown>>): Promise<void>;
}

/**
 * Where a file an e-mail carries comes from: a message's `attachments` are app paths (an invoice's PDF,
 * `/api/invoices/<id>/pdf`), and the module that owns a path says how to make its file for the workspace at
 * delivery time. A path nobody makes (or whose record is gone) refuses the e-mail: it would arrive without its file.
 */
export interface AttachmentSource {
  path: RegExp;
  make(res: AppResources, userId: string, path: string): Promise<MailAttachment | null>;
}

export interface ApiModule {
  /** the module's folder */
  name: string;
  /** its routes of the REST facade (signed in) */
  routes?: RestRoute[];
  /** its pages and files reached by a token (no session) */
  publicRoutes?: PublicRoute[];
  /** what it does when domain events happen (durable jobs) */
  eventHandlers?: EventHandler[];
  /** what it runs on a schedule */
  scheduledJobs?: ScheduledJob[];
  /** the queues of the jobs it sends itself */
  queues?: ModuleQueue[];
  /** the files of its own that e-mails carry */
  attachmentSources?: AttachmentSource[];
}

const attachmentSources = new Set<AttachmentSource>();

/** The REST routes of the modules: their own, and those of the settings sections they declare (settings.ts). */
export function routesOf(modules: readonly ApiModule[]): RestRoute[] {
  return [...modules.flatMap((m) => m.routes ?? []), ...settingsRoutes()];
}

/** The source of an attachment's path, among those of the installed modules. */
export function attachmentSourceFor(path: string): AttachmentSource | undefined {
  return [...attachmentSources].find((s) => s.path.test(path));
}

/**
 * Installs the modules: their event handlers and attachment sources (once, however many apps a process builds);
 * answers what the app wires itself: the routes, the scheduled jobs and the modules' own queues.
 */
export function installModules(modules: readonly ApiModule[]) {
  for (const m of modules) {
    for (const h of m.eventHandlers ?? []) onEvent(h);
    for (const s of m.attachmentSources ?? []) attachmentSources.add(s);
  }
  return {
    routes: routesOf(modules),
    publicRoutes: modules.flatMap((m) => m.publicRoutes ?? []),
    scheduledJobs: modules.flatMap((m) => m.scheduledJobs ?? []),
    queues: modules.flatMap((m) => m.queues ?? []),
  };
}
