import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client";
import { pgConfig } from "./pg-config";

export type { PrismaClient };

export interface PrismaOptions {
  /** Called with every SQL statement Prisma sends (used by tests that count statements). */
  onQuery?: (sql: string) => void;
  poolSize?: number;
}

export function createPrisma(connectionString: string, opts: PrismaOptions = {}): PrismaClient {
  const adapter = new PrismaPg(pgConfig(connectionString, { max: opts.poolSize ?? 10 }));
  const prisma = new PrismaClient({ adapter, log: opts.onQuery ? [{ emit: "event", level: "query" }] : [] });
  if (opts.onQuery) (prisma as any).$on("query", (e: { query: string }) => opts.onQuery!(e.query));
  return prisma;
}
