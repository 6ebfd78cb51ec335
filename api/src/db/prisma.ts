import { PrismaPg } from "@prisma/adapter-pg";
import { types, type CustomTypesConfig, type Pool } from "pg";
import { Prisma, PrismaClient } from "../generated/prisma/client";
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
  direct.set(prisma, { pool, onQuery: opts.onQuery });
  return prisma;
}

/** The pg pool under each client createPrisma made, and who is told of its statements. */
const direct = new WeakMap<object, { pool: Pool; onQuery?: (sql: string) => void }>();

/**
 * Values typed as Prisma's raw reads type them: numeric as Prisma.Decimal. pg's own parsers already give what Prisma
 * gives for the rest (timestamptz as Date, int4 as number, text[] as arrays, jsonb parsed); every DateTime column is
 * timestamptz and the session runs in UTC (pgConfig).
 */
const PRISMA_TYPES: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === types.builtins.NUMERIC ? (value: string) => new Prisma.Decimal(value) : types.getTypeParser(oid, format)) as CustomTypesConfig["getTypeParser"],
};

/**
 * Prepared statements by SQL text, up to MAX_PREPARED: PostgreSQL parses and plans a named statement once per
 * connection. A page's SQL depends on the fields a query asks, so the names are capped; past the cap a statement is
 * sent unnamed (parsed each time), and no connection holds more than MAX_PREPARED of them.
 */
const prepared = new Map<string, string>();
const MAX_PREPARED = 256;

function statementName(sql: string): string | undefined {
  let name = prepared.get(sql);
  if (!name && prepared.size < MAX_PREPARED) prepared.set(sql, (name = `page${prepared.size}`));
  return name;
}

/**
 * A read-only statement of the app's own SQL (the connection pages of db/pages.ts), rows typed as
 * `$queryRawUnsafe` would type them. Sent straight to the pool under the client as a prepared statement: Prisma's
 * raw-query path (its query engine round, its per-value conversion) doubles the time of a page read. The statement
 * is reported like Prisma's own (tests count them). A client createPrisma did not make (a transaction's) goes
 * through Prisma.
 */
export async function readRows<R>(prisma: PrismaClient | Prisma.TransactionClient, sql: string, params: unknown[]): Promise<R[]> {
  const own = direct.get(prisma);
  if (!own) return (prisma as PrismaClient).$queryRawUnsafe<R[]>(sql, ...params);
  own.onQuery?.(sql);
  const result = await own.pool.query({ text: sql, values: params, name: statementName(sql), types: PRISMA_TYPES });
  return result.rows as R[];
}

/**
 * The options of a transaction that takes its turn on a workspace's lock (a cap's count and its write, a quota, a
 * chain's budget): each turn is a moment's work, but under a burst the queue for it can pass the 5 s Prisma gives a
 * transaction by default, which then answers 500. Such a transaction is given the request's time instead.
 */
export const TAKES_TURNS = { maxWait: 10_000, timeout: 30_000 } as const;
