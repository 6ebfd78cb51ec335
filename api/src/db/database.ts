import { Pool } from "pg";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { EmbeddedDb } from "./embedded";
import { migrate } from "./migrate";
import { pgConfig } from "./pg-config";
import { createPrisma, type PrismaClient, type PrismaOptions } from "./prisma";

export interface Database {
  url: string;
  prisma: PrismaClient;
  /** a small pool of its own for the session lookup every request makes (one prepared statement, no ORM) */
  sessions: Pool;
  close(): Promise<void>;
}

/**
 * The app's PostgreSQL: DATABASE_URL, or the embedded server under DATA_DIR (started here, stopped by `close`),
 * with pending migrations applied before anything else runs.
 */
export async function openDatabase(config: Config, log: FastifyBaseLogger,
  opts: { freshDatabase?: boolean; prisma?: PrismaOptions } = {}): Promise<Database> {
  let embedded: EmbeddedDb | null = null;
  let url = config.databaseUrl;
  if (!url) {
    // loaded only when used: an external DATABASE_URL never touches the embedded binaries
    const { startEmbeddedDb } = await import("./embedded");
    embedded = await startEmbeddedDb(config.dataDir, { fresh: opts.freshDatabase, log: (m) => log.debug({ pg: m }) });
    await embedded.ensureDatabase("clientfolio");
    url = embedded.url("clientfolio");
  }
  try {
    const applied = await migrate(url);
    if (applied.length) log.info({ migrations: applied }, "applied database migrations");
    const prisma = createPrisma(url, opts.prisma);
    const sessions = new Pool(pgConfig(url, { max: 5 }));
    // an idle connection the server closed (restart, failover, idle timeout) is dropped and replaced on next use;
    // without a listener, pg would throw the event and end the process
    sessions.on("error", (err) => log.warn({ err }, "an idle database connection was closed"));
    return {
      url, prisma, sessions,
      async close() {
        await prisma.$disconnect();
        await sessions.end();
        await embedded?.stop();
      },
    };
  } catch (e) {
    await embedded?.stop();
    throw e;
  }
}
