import { Client, type Pool } from "pg";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { EmbeddedDb, StartingEmbeddedDb } from "./embedded";
import { migrate } from "./migrate";
import { pgConfig } from "./pg-config";
import { createPrisma, type PrismaClient, type PrismaOptions } from "./prisma";
import { CONNECT_TIMEOUT_MS, DatabaseAvailability, connectionRefused, observedPool, probeDatabase } from "./availability";

export interface Database {
  url: string;
  prisma: PrismaClient;
  /** a small pool of its own for the session lookup every request makes (one prepared statement, no ORM) */
  sessions: Pool;
  /** whether the database can be used now; restarts the embedded server when it exits */
  availability: DatabaseAvailability;
  close(): Promise<void>;
}

export interface RecoveryOptions {
  /** how long the embedded server may stay down (restarts failing) before onFatal; 60 s by default */
  giveUpAfterMs?: number;
  /** the embedded server could not be brought back: the process should exit so that a supervisor restarts it */
  onFatal?: (err: Error) => void;
}

/**
 * The app's PostgreSQL: DATABASE_URL, or the embedded server under DATA_DIR (started here, or before the app loaded
 * when `embedded` is given; stopped by `close`),
 * with pending migrations applied before anything else runs. When the connection is lost, `availability` turns
 * false and the database is checked with backoff until it answers again; the embedded server is restarted (on the
 * same data folder and port), an external one is waited for.
 */
export async function openDatabase(config: Config, log: FastifyBaseLogger,
  opts: { freshDatabase?: boolean; prisma?: PrismaOptions; recovery?: RecoveryOptions; embedded?: StartingEmbeddedDb } = {}): Promise<Database> {
  let embedded: EmbeddedDb | null = null;
  let availability: DatabaseAvailability | null = null;
  let url = config.databaseUrl;
  if (!url) {
    // loaded only when used: an external DATABASE_URL never touches the embedded binaries
    const starting = opts.embedded ?? (await import("./embedded")).startEmbeddedDbEarly(config.dataDir, { fresh: opts.freshDatabase });
    starting.attach((m) => log.debug({ pg: m }), ({ code, signal }) => availability?.markDown(
      new Error(`the embedded PostgreSQL server exited (${signal ? `signal ${signal}` : `code ${code}`})`)));
    embedded = await starting.db;
    url = embedded.url(starting.database);
  }
  try {
    const applied = await migrate(url, undefined, { publicHost: new URL(config.publicUrl).hostname });
    if (applied.length) log.info({ migrations: applied }, "applied database migrations");
    // what the migrations wrote (a whole schema on a first start) is written out while the app starts and serves,
    // rather than by the checkpoint of the database's stop, which would then take seconds
    if (applied.length && embedded) void checkpoint(url, log);
    const dbUrl = url;
    const server = embedded;
    availability = new DatabaseAvailability({
      log,
      probe: () => probeDatabase(dbUrl),
      refused: () => connectionRefused(dbUrl),
      // ours: start it again; external: only wait for it
      recover: server ? () => server.restart() : undefined,
      giveUpAfterMs: server ? opts.recovery?.giveUpAfterMs ?? 60_000 : undefined,
      onFatal: opts.recovery?.onFatal,
    });
    const monitor = availability;
    const onFailure = (err: Error) => monitor.report(err);
    const prisma = createPrisma(url, { ...opts.prisma, onConnectionFailure: onFailure });
    const sessions = observedPool(pgConfig(url, { max: 5, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }), onFailure);
    // an idle connection the server closed (restart, failover, idle timeout) is dropped and replaced on next use;
    // without a listener, pg would throw the event and end the process
    sessions.on("error", (err) => log.warn({ err }, "an idle database connection was closed"));
    return {
      url, prisma, sessions, availability,
      async close() {
        monitor.close();
        await prisma.$disconnect();
        await sessions.end();
        await embedded?.stop();
      },
    };
  } catch (e) {
    availability?.close();
    await embedded?.stop();
    throw e;
  }
}

/** A CHECKPOINT on a connection of its own, not waited for; a failure (the database stopping meanwhile) only logged. */
async function checkpoint(url: string, log: FastifyBaseLogger): Promise<void> {
  const c = new Client({ connectionString: url });
  c.on("error", () => undefined);
  try {
    await c.connect();
    await c.query("CHECKPOINT");
  } catch (err) {
    log.debug({ error: (err as Error).message }, "the checkpoint after the migrations did not finish");
  } finally {
    await c.end().catch(() => undefined);
  }
}
