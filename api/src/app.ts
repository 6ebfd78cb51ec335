import crypto from "node:crypto";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import pino, { type DestinationStream } from "pino";
import type { Config } from "./config";
import type { AppResources } from "./context";
import { openDatabase, type RecoveryOptions } from "./db/database";
import type { StartingEmbeddedDb } from "./db/embedded";
import type { PrismaOptions } from "./db/prisma";
import { createAppPubSub } from "./pubsub";
import { createMailer } from "./infra/mail";
import type { ObjectStorage } from "./infra/storage";
import { LocalObjectStorage } from "./infra/storage-local";
import { createLimits } from "./infra/limits";
import { connectRedis } from "./infra/redis";
import { createJobs, startJobs, type JobsOptions } from "./jobs";
import { backgroundDispatches } from "./jobs/outbox";
import { registerCompression } from "./http/compression";
import { startSessionSweep } from "./auth/session";
import { registerAuthRoutes } from "./auth/routes";
import { registerRestRoutes } from "./rest/http";
import { apiDocsRoutes, collectRoutes } from "./rest/openapi";
import { registerPublicRoutes, type PublicRoute } from "./rest/public";
import { modules } from "./modules";
import { installModules } from "./module";
import { registerHttpSecurity } from "./http/security";
import { registerRequestContext } from "./http/request-context";
import { createGraphQLServer, onFirstUse, registerGraphQLRoute } from "./http/graphql";
import { attachGraphQLWebSocket } from "./http/websocket";
import { persistedDocuments } from "./http/persisted-documents";
import { registerWebApp } from "./http/web-app";
import { bootDataReader } from "./http/boot-data";
import { registerHealthRoute } from "./http/health";
import { registerDatabaseAvailability } from "./http/availability";
import { AccessLog } from "./http/access-log";
import { pdfPool } from "./pdf/pool";

/** How long the start waits for Redis (with REDIS_URL) before going on with the limits in memory until it answers. */
const REDIS_START_WAIT_MS = 3000;
/** After listening, how long the job queue waits for the first request to be answered before starting anyway. */
const FIRST_REQUEST_WAIT_MS = 250;

export interface BuildOptions {
  /** false silences logs (tests) */
  logger?: boolean;
  /** where log lines go; by default standard output, written asynchronously (flushed by stop() and at exit) */
  logStream?: DestinationStream;
  /** start the embedded database from an empty data folder */
  freshDatabase?: boolean;
  /** the embedded database, already being started (process.ts starts it before loading the app) */
  embedded?: StartingEmbeddedDb;
  prisma?: PrismaOptions;
  /**
   * Called when the embedded database died and could not be restarted (`recovery.giveUpAfterMs`, 60 s by default):
   * the process entry exits non-zero so that a supervisor restarts it. Without it, the restarts go on.
   */
  onFatal?: (err: Error) => void;
  recovery?: Omit<RecoveryOptions, "onFatal">;
  /** job queue settings; `workers` overrides config.workers (tests start workers only when they ask) */
  jobs?: Partial<JobsOptions>;
  /** public routes besides the modules' (a test's own) */
  publicRoutes?: PublicRoute[];
}

export interface App {
  fastify: FastifyInstance;
  resources: AppResources;
  databaseUrl: string;
  /**
   * Settles once the job queue runs (with the workers, where they run). Neither buildApp nor start() waits for it:
   * start() starts the queue once the first request has been answered (or FIRST_REQUEST_WAIT_MS after listening,
   * when none came), startJobs() at once; a job queued before then starts it (jobs.send).
   */
  jobsStarted: Promise<void>;
  /** starts the job queue now unless it has started; settles as jobsStarted */
  startJobs(): Promise<void>;
  start(): Promise<string>;
  stop(): Promise<void>;
}

/** The whole server on one port: web app, REST, GraphQL over HTTP and WebSocket, with their resources. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<App> {
  // one access log line per request (http/access-log: AccessLog) instead of Fastify's two
  const logOutput = opts.logger === false ? null : opts.logStream ? { stream: opts.logStream, stop: () => {} } : asyncStdout();
  const logStream = logOutput?.stream ?? null;
  const fastify = Fastify({
    logger: logStream ? { level: config.logLevel, stream: logStream, redact: ["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']"] } : false,
    logController: new AccessLog(),
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    // the ceiling for receiving a whole request; bodies have a shorter deadline of their own (http/security)
    requestTimeout: 10 * 60_000,
    trustProxy: config.trustProxy,
    // no route has a JSON schema (REST validates with common/'s Yup schemas): Fastify's compilers (Ajv,
    // fast-json-stringify: about 50 ms of a start) load only if one ever has
    schemaController: { compilersFactory: schemaCompilersOnFirstUse() },
  });
  const log = fastify.log;

  const opening = openDatabase(config, log, { ...opts, recovery: { ...opts.recovery, onFatal: opts.onFatal } });
  // awaited below; a failure meanwhile is not an unhandled rejection
  opening.catch(() => undefined);
  // What needs no database is done while it starts (initdb, the server, the migrations run in its own processes): the
  // modules' event handlers and attachment sources registered (their routes and scheduled jobs wired below). The
  // GraphQL server (the schema built from the modules' types, about 0.1 s of CPU) is made once the app listens and its
  // job queue runs, or by the first request that needs it sooner: answering the first request does not wait for it.
  const installed = installModules(modules);
  const yoga = onFirstUse(() => createGraphQLServer(log, config));
  const db = await opening;
  // one command connection and one subscriber per process; the app starts even when Redis does not answer yet
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : null;
  if (redis) await redis.ready(REDIS_START_WAIT_MS);
  const pubsub = createAppPubSub(redis);
  const mail = createMailer(config);
  const workers = opts.jobs?.workers ?? config.workers;
  const jobs = createJobs(db.url, log, { scheduleCheckSeconds: config.scheduleCheckSeconds, ...opts.jobs, workers }, installed.scheduledJobs, installed.queues);
  const storage = await createObjectStorage(config, log);
  const resources: AppResources = { config, prisma: db.prisma, pubsub, mail, jobs, storage, limits: createLimits(redis?.client ?? null), log };
  try {
    await storage.start();
  } catch (e) {
    await redis?.close();
    await db.close();
    throw e;
  }
  // The job queue (pg-boss's schema and a table per queue on a new database, then the workers, schedules and the
  // first sweep, whose read warms Prisma's query compiler: a second or more on a new database, a few hundred ms of
  // CPU on another) starts once the app has answered its first request: nothing a request does needs it but queueing
  // a job, which starts it and waits for it (jobs.send).
  let eventListener: { stop(): Promise<void> } | null = null;
  let jobsStarting: Promise<void> | null = null;
  let settleJobs!: { resolve(): void; reject(e: unknown): void };
  const jobsStarted = new Promise<void>((resolve, reject) => { settleJobs = { resolve, reject }; });
  // a failure is the caller's, through App.jobsStarted (process.ts exits on it), not an unhandled rejection
  jobsStarted.catch(() => undefined);
  const startJobsOnce = () => {
    if (!jobsStarting) {
      jobsStarting = startJobs(resources, workers, installed.scheduledJobs, db.url, installed.queues).then((listener) => { eventListener = listener; });
      jobsStarting.then(settleJobs.resolve, settleJobs.reject);
    }
    return jobsStarted;
  };
  // openid-client loads only when OpenID Connect is configured
  const oidcFlow = config.oidc ? await (await import("./auth/oidc")).createOidcFlow(config) : null;
  const persisted = persistedDocuments();

  // before any route: the API documentation lists every route registered from here on
  const registered = collectRoutes(fastify);
  registerHttpSecurity(fastify, config);
  registerDatabaseAvailability(fastify, db.availability);
  registerRequestContext(fastify, resources, db.sessions);
  registerCompression(fastify);

  registerHealthRoute(fastify, db.sessions, db.availability, redis);
  registerAuthRoutes(fastify, resources, oidcFlow);
  registerRestRoutes(fastify, [...installed.routes, ...apiDocsRoutes(registered)]);
  registerPublicRoutes(fastify, resources, [...installed.publicRoutes, ...(opts.publicRoutes ?? [])]);
  registerGraphQLRoute(fastify, yoga, persisted);
  const webSocket = attachGraphQLWebSocket(fastify.server, { resources, sessions: db.sessions, yoga, persisted });
  await registerWebApp(fastify, config, bootDataReader(yoga, persisted));
  const stopSessionSweep = startSessionSweep(db.prisma, log);

  let stopped = false;
  return {
    fastify,
    resources,
    databaseUrl: db.url,
    jobsStarted,
    startJobs: startJobsOnce,
    start: async () => {
      const address = await fastify.listen({ port: config.port, host: config.host });
      // the job queue, then the GraphQL server, once the first request has been answered
      let wait: NodeJS.Timeout | undefined;
      const afterFirstRequest = () => {
        clearTimeout(wait);
        if (!stopped) setImmediate(() => { if (!stopped) void startJobsOnce(); });
      };
      wait = setTimeout(afterFirstRequest, FIRST_REQUEST_WAIT_MS);
      fastify.server.once("request", (_req, res: import("node:http").ServerResponse) => res.once("finish", afterFirstRequest));
      void jobsStarted.catch(() => undefined).finally(() => setImmediate(yoga));
      return address;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      stopSessionSweep();
      await webSocket.close();
      await fastify.close();
      // events recorded by answered requests are queued before the queue stops (else the sweep of the next start would)
      await backgroundDispatches();
      await jobsStarting?.catch(() => undefined);
      await eventListener?.stop();
      // running jobs finish first (graceful drain); they may still send mail and publish live updates
      await jobs.stop();
      // the PDF threads (pdf/pool.ts), started by the first PDF: nothing renders once requests and jobs are done
      await pdfPool.stop();
      await mail.close();
      await redis?.close();
      await db.close();
      logOutput?.stop();
    },
  };
}

/** Local disk under DATA_DIR/objects unless S3_* is set (the S3 driver and its client load only then). */
async function createObjectStorage(config: Config, log: FastifyInstance["log"]): Promise<ObjectStorage> {
  if (!config.s3) return new LocalObjectStorage(path.join(config.dataDir, "objects"), config.sessionSecret, new URL(config.publicUrl).origin);
  const { S3ObjectStorage } = await import("./infra/storage-s3");
  return new S3ObjectStorage(config.s3, new URL(config.publicUrl).origin, log);
}

type SchemaCompilers = Required<NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>>;

/** Fastify's own validator and serializer compilers, loaded (from Fastify's dependencies) when a schema is first compiled. */
function schemaCompilersOnFirstUse(): SchemaCompilers {
  type Factory = (...args: unknown[]) => unknown;
  const onFirstCall = (name: string): Factory => {
    const made = onFirstUse(() => (require(require.resolve(name, { paths: [path.dirname(require.resolve("fastify"))] })) as () => Factory)());
    return (...args) => made()(...args);
  };
  return { buildValidator: onFirstCall("@fastify/ajv-compiler"), buildSerializer: onFirstCall("@fastify/fast-json-stringify-compiler") } as unknown as SchemaCompilers;
}

/**
 * Standard output, written asynchronously: a request never waits for the terminal or the log collector. Lines are
 * gathered and written together once 4 KB are waiting (one write call for about 20 access lines under load) or at
 * the latest after a quarter of a second; what is left is written by stop() and at exit (pino flushes then).
 */
function asyncStdout() {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const timer = setInterval(() => stream.flush(), 250);
  timer.unref();
  return {
    stream,
    stop() {
      clearInterval(timer);
      try {
        stream.flushSync();
      } catch {
        // already closed: nothing left to write
      }
    },
  };
}
