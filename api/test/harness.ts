import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { Client } from "pg";
import { loadConfig } from "../src/config";
import { buildApp, type App, type BuildOptions } from "../src/app";
import { requestContext, type ServiceContext } from "../src/context";
import { backgroundDispatches } from "../src/jobs/outbox";
import { tenantTopic, type LiveChange } from "../src/pubsub";
import { appContract, checked, knownContract, type ContractCheck } from "./contract";

const TEMPLATE_DB = "clientfolio_template";

/**
 * pg-boss's fetch loops still running in this test file. pg-boss's stop leaves a loop behind (manager.offWork) that
 * checks each second until every worker's fetch loop has ended, loading a module on each turn it finds one running:
 * past the end of the test file (jest has torn its module registry down) that load fails the file. Once every fetch
 * loop has ended, its next turn loads nothing and ends, so closing an app waits for exactly that, not a fixed time.
 * (This file shares the app's module registry, so this is the Worker class its queue uses.)
 */
const runningFetchLoops = new Set<{ stopping: boolean }>();
{
  const Worker = require("pg-boss/src/worker") as { prototype: { start(): Promise<void> } };
  const start = Worker.prototype.start;
  Worker.prototype.start = async function trackedStart(this: { stopping: boolean }) {
    runningFetchLoops.add(this);
    try {
      return await start.call(this);
    } finally {
      runningFetchLoops.delete(this);
    }
  };
}

/** When this test file began (jest loads this module again for each file). */
const FILE_STARTED = new Date();

/** A database of this jest worker's own, copied from the migrated template on first use. */
export async function workerDatabaseUrl(): Promise<string> {
  const base = process.env.TEST_PG_BASE_URL;
  if (!base) throw new Error("TEST_PG_BASE_URL is not set: run the api tests through jest (global setup starts PostgreSQL)");
  const name = `clientfolio_w${process.env.JEST_WORKER_ID ?? "1"}`;
  const c = new Client({ connectionString: `${base}/postgres` });
  await c.connect();
  try {
    const r = await c.query("select 1 from pg_database where datname = $1", [name]);
    if (r.rowCount === 0) await c.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`);
    // A connection to this database opened before this file began belongs to an earlier file of the same jest worker
    // that left it open (a pool never ended, a transaction never finished): its locks would hold this file's TRUNCATE
    // until the hook's timeout. It is ended here, and named, so the file that leaked it can be found and fixed
    // (the database's own workers, autovacuum's, are not a file's)
    const stale = await c.query<{ pid: number; application_name: string; state: string; query: string; backend_start: Date }>(
      `SELECT pid, application_name, state, query, backend_start FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend' AND backend_start < $2`, [name, FILE_STARTED]);
    for (const s of stale.rows) {
      console.warn(`ended a connection an earlier test file left open (${s.state}, since ${s.backend_start.toISOString()}): ${s.query.slice(0, 200)}`);
      await c.query("SELECT pg_terminate_backend($1)", [s.pid]);
    }
  } finally {
    await c.end();
  }
  return `${base}/${name}`;
}

export interface TestApp {
  app: App;
  /** SQL statements Prisma sent since the last reset */
  statements: string[];
  truncate(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Job queue settings. Workers (e-mail, event handlers, schedules) run only when a test asks with `workers: true`;
   * otherwise jobs are queued and stay queued.
   */
  jobs?: BuildOptions["jobs"];
  /** keep what the database holds (an app restarted on the data an earlier one left); by default it starts empty */
  keepData?: boolean;
  /** public routes of the test's own, besides the modules' */
  publicRoutes?: BuildOptions["publicRoutes"];
  /** where the log lines go (capturedLog); none: the logs are silenced */
  logStream?: BuildOptions["logStream"];
}

/** The real app (Fastify + Yoga + PostgreSQL) on this worker's database, without a listening socket unless asked. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  // a start that takes far longer than it should (a hook's timeout is 30 s) says what it is waiting for, and on whom
  let phase = "opening the worker's database";
  const watchdog = setTimeout(() => void reportSlowStart(phase), 15_000);
  try {
    return await startTestApp(env, options, (p) => { phase = p; });
  } finally {
    clearTimeout(watchdog);
  }
}

/** What the worker's database is busy with, for a test app whose start is stuck: every session but idle ones, and who blocks whom. */
async function reportSlowStart(phase: string) {
  const c = new Client({ connectionString: `${process.env.TEST_PG_BASE_URL}/postgres` });
  try {
    await c.connect();
    const name = `clientfolio_w${process.env.JEST_WORKER_ID ?? "1"}`;
    const rows = (await c.query<{ pid: number; application_name: string; state: string; wait: string; blockers: number[]; since: Date; query: string }>(
      `SELECT pid, application_name, state, concat_ws(':', wait_event_type, wait_event) AS wait, pg_blocking_pids(pid) AS blockers,
              backend_start AS since, left(query, 160) AS query
         FROM pg_stat_activity WHERE datname = $1 AND state <> 'idle' AND pid <> pg_backend_pid()`, [name])).rows;
    console.warn(`a test app has been starting for 15 s (${phase}); the sessions of ${name} at work:\n${rows.map((r) =>
      `  pid ${r.pid} ${r.application_name || "-"} ${r.state} ${r.wait || "-"}${r.blockers.length ? ` blocked by ${r.blockers.join(",")}` : ""} since ${r.since.toISOString()}: ${r.query}`).join("\n") || "  none"}`);
  } catch (e) {
    console.warn(`a test app has been starting for 15 s (${phase}); its database could not be asked why: ${(e as Error).message}`);
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function startTestApp(env: Record<string, string>, options: TestAppOptions, at: (phase: string) => void): Promise<TestApp> {
  const url = await workerDatabaseUrl();
  // The worker's database may hold what an earlier test file left behind: it is emptied before the app starts, since
  // a starting app with workers would otherwise dispatch that file's undispatched events and run its queued jobs
  if (!options.keepData) {
    at("emptying the tables");
    const c = new Client({ connectionString: url });
    await c.connect();
    try {
      await tableEmptier(async (sql) => (await c.query(sql)).rows)();
    } finally {
      await c.end();
    }
  }
  at("building the app (migrations checked, job queue started)");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-app-"));
  const statements: string[] = [];
  const config = loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, SESSION_SECRET: "test-secret-test-secret-test-secret-123", LOG_LEVEL: "silent", ...env });
  const app = await buildApp(config, { ...(options.logStream ? { logStream: options.logStream } : { logger: false }), prisma: { onQuery: (sql) => statements.push(sql) }, jobs: { workers: false, ...options.jobs }, publicRoutes: options.publicRoutes });
  // a test starts with the job queue running (the app's start leaves it until its first request has been answered)
  await app.startJobs();
  const emptyTables = tableEmptier((sql) => app.resources.prisma.$queryRawUnsafe(sql));
  const truncate = async () => {
    // an earlier write's events may still be being queued in the background: their statements are not the next test's
    await backgroundDispatches();
    await emptyTables();
    statements.length = 0;
  };
  // the app's own start may have written (a scheduled job's next run): a test starts from empty tables
  if (!options.keepData) await truncate();
  const testApp: TestApp = {
    app,
    statements,
    truncate,
    // once: the file's own close and the safety net below may both ask
    close: () => (closing ??= closeOnce()),
  };
  let closing: Promise<void> | null = null;
  const closeOnce = async () => {
    openApps.delete(testApp);
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    // the loops of a stopped queue are `stopping` until they end; another app of the file may still be running its own
    if (options.jobs?.workers) await waitFor("the job queue's fetch loops to end", () => ![...runningFetchLoops].some((w) => w.stopping), 15_000);
  };
  openApps.add(testApp);
  return testApp;
}

/**
 * Empties every table but the migrations' own data (their bookkeeping and the shared automation templates they ship),
 * and the queued jobs too (the pgboss schema), so none of an earlier test runs in the next one. Only the tables holding
 * a row are emptied, each by a DELETE in one statement (see deleteAllSql): a TRUNCATE ... CASCADE of the same tables
 * reaches every table that references them (nearly all of them reference the users) and gives each, and each index,
 * new files, which cost 0.4 s per test.
 */
function tableEmptier(query: (sql: string) => Promise<unknown[]>): () => Promise<void> {
  let holdingRows: string | null = null;
  return async () => {
    holdingRows ??= await holdingRowsSql(query);
    // a job of the workers may be mid-transaction (an e-mail recording its delivery): PostgreSQL may then pick the
    // TRUNCATE as a deadlock's victim, and it is simply tried again once that job's transaction is over
    for (let attempt = 1; ; attempt++) {
      try {
        const named = (await query(holdingRows) as { t: string }[]).map((r) => r.t);
        if (named.length) await query(deleteAllSql(named));
        return;
      } catch (e) {
        if (attempt >= 5 || !String((e as Error).message).includes("40P01")) throw e;
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
  };
}

/**
 * One statement that deletes every row of the tables named, in any order: the foreign keys' triggers are off for its
 * transaction (session_replication_role; the tests connect as the superuser), as are the tables' own triggers, which
 * a TRUNCATE does not fire either. The tables that reference a named one hold no row, or they are named too.
 */
function deleteAllSql(tables: string[]): string {
  return `DO $$ BEGIN PERFORM set_config('session_replication_role', 'replica', true); ${tables.map((x) => `DELETE FROM ${x};`).join(" ")} END $$`;
}

/** One statement naming the tables that hold a row. */
async function holdingRowsSql(query: (sql: string) => Promise<unknown[]>): Promise<string> {
  // pg-boss's tables exist once a queue has started on this database
  const tables = (await query(`SELECT format('%I.%I', schemaname, tablename) AS t FROM pg_tables
    WHERE (schemaname = 'public' AND tablename NOT IN ('_prisma_migrations', 'automation_templates'))
       OR (schemaname = 'pgboss' AND tablename IN ('job', 'archive'))`) as { t: string }[]).map((r) => r.t);
  return tables.map((x) => `SELECT '${x.replace(/'/g, "''")}' AS t WHERE EXISTS (SELECT 1 FROM ${x})`).join(" UNION ALL ");
}

/** The apps of this test file not closed yet. */
const openApps = new Set<TestApp>();
// An app a test left open (it failed or timed out before reaching its close) is closed when its file ends: its job
// workers would otherwise go on polling past the end of the file and fail whichever file this jest worker runs next.
if (typeof afterAll === "function") {
  afterAll(async () => {
    for (const t of [...openApps]) await t.close().catch(() => undefined);
    if (process.env.REST_CONTRACT_TALLY && checked.answers) fs.appendFileSync(process.env.REST_CONTRACT_TALLY, `${checked.answers}\n`);
  }, 120_000);
}

export interface Session {
  cookie: string;
  user: { id: string; email: string };
  /** an API token of the user: requests then carry `Authorization: Bearer <token>` and no cookie */
  token?: string;
}

/** What a request of this session carries: its API token when it has one, else its cookie. */
function authHeaders(session: Session | null): Record<string, string> {
  if (!session) return {};
  return session.token ? { authorization: `Bearer ${session.token}` } : { cookie: session.cookie };
}

/** The same user signed in with a new API token of `scope` (made through the REST route, by the session). */
export async function withToken(app: App, session: Session, scope: "read" | "write" = "write", expiresAt?: string): Promise<Session> {
  const r = await rest(app, session, "POST", "/api/tokens", { name: `${scope} token`, scope, expiresAt });
  if (r.status !== 201) throw new Error(`token not created: ${r.status} ${r.text}`);
  return { cookie: "", user: session.user, token: r.body.token };
}

let seq = 0;
export async function registerUser(app: App, email = `user${++seq}-${Date.now()}@example.com`, password = "correct horse battery"): Promise<Session> {
  const r = await app.fastify.inject({ method: "POST", url: "/api/auth/register", payload: { email, password, firstName: "Test" } });
  if (r.statusCode !== 201) throw new Error(`register failed: ${r.statusCode} ${r.body}`);
  const cookie = String(r.headers["set-cookie"]).split(";")[0];
  // the API document the `rest` helper checks every answer against, read once per app while a session is at hand
  await appContract(app, { cookie }).catch(() => undefined);
  return { cookie, user: r.json() };
}

/**
 * The check `rest` runs on every answer (test/contract.ts): the API document the app serves must describe it (its
 * status listed for the operation, its body matching that answer's schema, a field the schema lacks refused).
 */
export async function restContract(app: App, session: Session): Promise<ContractCheck> {
  return knownContract(app) ?? appContract(app, authHeaders(session));
}

/**
 * A REST request as a client makes it, and its answer; the answer is checked against the API document before the test
 * sees it (`rest` throws, saying what differs, when the document does not describe it).
 */
export async function rest(app: App, session: Session | null, method: string, url: string, body?: unknown) {
  // the document is read with a session's cookie, never a token's (which would count against the token's rate limit)
  const contract = knownContract(app) ?? (session?.cookie ? appContract(app, { cookie: session.cookie }) : undefined);
  const check = await contract?.catch(() => undefined);
  const r = await app.fastify.inject({
    method: method as "GET", url,
    headers: { ...authHeaders(session), ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  let json: any = null;
  try { json = r.body ? JSON.parse(r.body) : null; } catch { /* not JSON */ }
  check?.(method.toUpperCase(), url, r.statusCode, json, String(r.headers["content-type"] ?? ""), r.body);
  return { status: r.statusCode, body: json, headers: r.headers, text: r.body };
}

export async function gql<T = any>(app: App, session: Session | null, query: string, variables?: Record<string, unknown>) {
  const r = await app.fastify.inject({
    method: "POST", url: "/graphql",
    headers: { "content-type": "application/json", ...authHeaders(session) },
    payload: JSON.stringify({ query, variables }),
  });
  const json = JSON.parse(r.body);
  return { status: r.statusCode, data: json.data as T, errors: json.errors as { message: string; extensions?: Record<string, unknown> }[] | undefined };
}

/** The context a signed-in request of this session gets, for factories that create records through the services. */
export async function contextOf(app: App, s: Session): Promise<ServiceContext> {
  const user = await app.resources.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
  return requestContext(app.resources, { id: user.id, email: user.email, user }, app.resources.log, "test") as ServiceContext;
}

/** The domain events the tenant's topic carries while `fn` runs (live updates, as a signed-in page receives them). */
export async function eventsDuring(app: App, userId: string, fn: () => Promise<unknown>): Promise<LiveChange[]> {
  const events: LiveChange[] = [];
  const it = app.resources.pubsub.subscribe(tenantTopic(userId));
  const done = (async () => { for await (const e of it) events.push(e); })();
  await new Promise((r) => setTimeout(r, 10));
  await fn();
  await new Promise((r) => setTimeout(r, 20));
  await it.return?.();
  await done;
  return events;
}

/**
 * The SQL statements `read` costs with 10 and with 50 records: each time the database is emptied, a new tenant signs
 * up, `seed` writes its n records, and only the statements of `read` (which checks its answer) are counted.
 */
export async function statementsFor10And50(t: TestApp, seed: (s: Session, n: number) => Promise<unknown>, read: (s: Session, n: number) => Promise<unknown>) {
  const count = async (n: number) => {
    await t.truncate();
    const s = await registerUser(t.app);
    await seed(s, n);
    t.statements.length = 0;
    await read(s, n);
    return t.statements.length;
  };
  const ten = await count(10);
  return { ten, fifty: await count(50) };
}

interface TestLifecycleOptions extends TestAppOptions {
  /** listen on a free loopback port (for WebSocket clients); `use` then gets the server's base URL */
  listen?: boolean;
}

/**
 * The usual lifecycle of a module's API tests: one app for the file (its database emptied when it starts), a freshly
 * signed-up tenant before each test (handed to `use` with the app, and its base URL when it listens). Tests are kept
 * apart by tenant: each reads and counts only its own workspace's rows, so nothing is emptied between them (a file
 * whose tests count every workspace's rows empties the database in its own afterEach, and says why).
 */
export function eachTestWithTenant(use: (t: TestApp, a: Session, base: string) => void, env: Record<string, string> = {}, options: TestLifecycleOptions = {}) {
  let t: TestApp;
  let base = "";
  beforeAll(async () => {
    t = await createTestApp(options.listen ? { PORT: "0", ...env } : env, options);
    if (options.listen) base = await t.app.start();
  });
  beforeEach(async () => {
    // an earlier test's events may still be being dispatched in the background: their statements are not this test's
    await backgroundDispatches();
    t.statements.length = 0;
    use(t, await registerUser(t.app), base);
  });
  afterAll(async () => { await t.close(); });
}

/** Polls `probe` until it answers something truthy (the value is returned), or fails naming `what` after `ms`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false> | T | null | undefined | false, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * What `p` settles with, or `timedOut` if it has not settled after `ms`. The timer is cleared either way: a pending
 * one would hold the jest worker open after its last file.
 */
export async function within<T, U>(p: Promise<T>, ms: number, timedOut: U): Promise<T | U> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([p, new Promise<U>((r) => { timer = setTimeout(() => r(timedOut), ms); })]);
  } finally {
    clearTimeout(timer);
  }
}

/** A log stream for buildApp's `logStream` that keeps what is written: each JSON line parsed (`lines`) and as it came (`raw`). */
export function capturedLog<T = Record<string, unknown>>(): { stream: Writable; lines: T[]; raw: string[] } {
  const lines: T[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as T);
      }
      done();
    },
  });
  return { stream, lines, raw };
}
