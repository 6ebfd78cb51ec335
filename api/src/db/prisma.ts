import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client";
import { pgConfig } from "./pg-config";
import { CONNECT_TIMEOUT_MS, observedPool } from "./availability";

export type { PrismaClient };

export interface PrismaOptions {
  /** Called with every SQL statement Prisma sends (used by tests that count statements). */
  onQuery?: (sql: string) => void;
  poolSize?: number;
  /** Called when a connection cannot be opened or is cut (the database's availability monitor listens). */
  onConnectionFailure?: (err: Error) => void;
}

export function createPrisma(connectionString: string, opts: PrismaOptions = {}): PrismaClient {
  const pool = observedPool(pgConfig(connectionString, { max: opts.poolSize ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }),
    opts.onConnectionFailure);
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  const prisma = new PrismaClient({ adapter, log: opts.onQuery ? [{ emit: "event", level: "query" }] : [] });
  if (opts.onQuery) (prisma as any).$on("query", (e: { query: string }) => opts.onQuery!(e.query));
  return prisma;
}
