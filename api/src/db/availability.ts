import net from "node:net";
import type { FastifyReply } from "fastify";
import { Client, Pool, type PoolClient, type PoolConfig } from "pg";

/** Seconds a client is asked to wait (`Retry-After`) while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 3;
export const DATABASE_UNAVAILABLE_MESSAGE = "The database is unavailable. Try again in a few seconds.";

/** How long opening a connection may take before it counts as a failure (pg waits forever by default). */
export const CONNECT_TIMEOUT_MS = 10_000;

/** Socket errors of a connection that could not be opened or was cut. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ECONNABORTED", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN",
  "EHOSTUNREACH", "EHOSTDOWN", "ENETUNREACH", "ENETDOWN"]);
/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception), 57P01-57P03 (admin or
 * crash shutdown, cannot connect now: starting up, shutting down, in recovery) and 53300 (too many connections).
 */
const SQLSTATES = new Set(["08000", "08001", "08003", "08004", "08006", "57P01", "57P02", "57P03", "53300"]);
/** Prisma's own codes for the same: can't reach, timed out, closed the connection, no connection from the pool. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1017", "P2024"]);
/** What @prisma/adapter-pg reports a connection failure as (`DriverAdapterError` cause kinds). */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** pg raises these as plain Errors without a code. */
const MESSAGES = new RegExp([
  "Connection terminated", "Client has encountered a connection error", "timeout exceeded when trying to connect",
  "Can't reach database server", "Server has closed the connection", "the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)",
  "terminating connection due to (administrator command|unexpected postmaster exit|crash of another server process)",
].join("|"), "i");

/**
 * True when `err` says the database cannot be reached or dropped the connection (as opposed to a query the database
 * refused): pg's socket and shutdown errors, and Prisma's errors wrapping them (`P1001`, `DriverAdapterError` causes,
 * raw-query `P2010` carrying a SQLSTATE). The one place that recognises them: they answer 503 with `Retry-After`.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (e: unknown, depth: number): boolean => {
    if (!e || typeof e !== "object" || seen.has(e) || depth > 6) return false;
    seen.add(e);
    const x = e as { code?: unknown; kind?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown;
      meta?: { driverAdapterError?: unknown }; errors?: unknown; originalError?: unknown };
    if (typeof x.code === "string" && (SOCKET_CODES.has(x.code) || SQLSTATES.has(x.code) || PRISMA_CODES.has(x.code))) return true;
    if (typeof x.originalCode === "string" && SQLSTATES.has(x.originalCode)) return true;
    if (typeof x.kind === "string" && ADAPTER_KINDS.has(x.kind)) return true;
    if (typeof x.message === "string" && MESSAGES.test(x.message)) return true;
    const inner = [x.cause, x.meta?.driverAdapterError, x.originalError, ...(Array.isArray(x.errors) ? x.errors : [])];
    return inner.some((i) => visit(i, depth + 1));
  };
  return visit(err, 0);
}

/** The answer of every HTTP request that needs the database while it is unavailable. */
export function replyDatabaseUnavailable(reply: FastifyReply) {
  return reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
}

type ConnectCallback = (err: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * A pg Pool that reports connection failures (a connection that cannot be opened, or one the server cut) to
 * `onFailure`, whoever made the query: the availability monitor learns of an outage from the first request that meets it.
 */
export function observedPool(config: PoolConfig, onFailure?: (err: Error) => void): Pool {
  const pool = new Pool(config);
  if (!onFailure) return pool;
  const connect = pool.connect.bind(pool) as (cb?: ConnectCallback) => Promise<PoolClient> | void;
  // Pool.query connects through this.connect(cb) too
  (pool as unknown as { connect: (cb?: ConnectCallback) => unknown }).connect = (cb?: ConnectCallback) => {
    if (cb) return connect((err, client, done) => { if (err) onFailure(err); cb(err, client, done); });
    return (connect() as Promise<PoolClient>).catch((err: Error) => { onFailure(err); throw err; });
  };
  pool.on("connect", (client) => client.on("error", onFailure));
  return pool;
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface AvailabilityOptions {
  log: Logger;
  /** one check that the database answers; throws when it does not */
  probe(): Promise<void>;
  /** resolves with an error when the server's address refuses connections right now (no server listening), else null */
  refused?: () => Promise<Error | null>;
  /** run before each check while the database is down: brings it back when that is ours to do (restarts the embedded server) */
  recover?: () => Promise<void>;
  /** give up (and call onFatal) when the database is still down after this long; never when unset */
  giveUpAfterMs?: number;
  /** the database could not be brought back in giveUpAfterMs */
  onFatal?: (err: Error) => void;
  /** delay before the first retry, doubled after each failed one up to maxDelayMs */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Whether the database can be used right now, known without asking it on every request. Starts available; a
 * connection failure seen anywhere (`report`) triggers one check, and when that fails too (or the embedded server is
 * known to have exited: `markDown`) the database is down: recover + check are retried with exponential backoff until
 * one passes (available again); onFatal is called once when giveUpAfterMs has passed without one.
 */
export class DatabaseAvailability {
  private up = true;
  private check: Promise<void> | null = null;
  private downSince = 0;
  private attempts = 0;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private gaveUp = false;
  /** how long the last outage lasted, in milliseconds (0 before the first one ended) */
  lastOutageMs = 0;

  constructor(private readonly opts: AvailabilityOptions) {}

  /** false while the database is known to be down: requests answer 503 at once instead of waiting to fail */
  get available() { return this.up; }

  /** true while a check started by a reported failure has not answered yet */
  get checking() { return this.check !== null; }

  /**
   * An error when nothing listens at the database's address (its server is gone), null otherwise or when unknown:
   * a quick answer while a statement waits on a connection whose server process is dying.
   */
  connectionRefused(): Promise<Error | null> {
    return this.opts.refused?.() ?? Promise.resolve(null);
  }

  /** resolves when the check under way (if any) has answered */
  async settled(): Promise<void> {
    await this.check;
  }

  /** a failure seen while using the database: when it is a connection failure and the database was up, check it now */
  report(err: unknown): void {
    if (this.closed || !this.up || this.check || !isDatabaseUnavailable(err)) return;
    this.check = this.opts.probe().then(
      () => undefined,
      (probeErr: unknown) => this.goDown(probeErr ?? err),
    ).finally(() => { this.check = null; });
  }

  /** the database is known to be gone (the embedded server exited): stop sending requests to it and bring it back */
  markDown(reason: unknown): void {
    if (this.closed) return;
    if (this.up) return this.goDown(reason);
    // already down (a failed check came first) and waiting to retry: the news that it exited makes a restart worth trying now
    if (this.timer) {
      clearTimeout(this.timer);
      this.schedule(0);
    }
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private goDown(reason: unknown) {
    if (this.closed || !this.up) return;
    this.up = false;
    this.downSince = Date.now();
    this.attempts = 0;
    this.opts.log.error({ err: reason }, "The database is unavailable: API requests answer 503 with Retry-After until it is back");
    this.schedule(0);
  }

  private schedule(delayMs: number) {
    if (this.closed) return;
    this.timer = setTimeout(() => { this.timer = null; void this.attempt(); }, delayMs);
    this.timer.unref();
  }

  private async attempt() {
    if (this.closed || this.up) return;
    this.attempts++;
    try {
      await this.opts.recover?.();
      await this.opts.probe();
    } catch (err) {
      if (this.closed) return;
      const downMs = Date.now() - this.downSince;
      if (this.opts.giveUpAfterMs !== undefined && downMs >= this.opts.giveUpAfterMs && !this.gaveUp) {
        this.gaveUp = true;
        const cause = err instanceof Error ? err.message : String(err);
        const fatal = new Error(`The database could not be brought back: ${this.attempts} attempts over ${Math.round(downMs / 1000)} s failed `
          + `(last error: ${cause || "unknown"}).`);
        this.opts.log.error({ err }, fatal.message);
        // the process entry exits here; without one, the attempts go on
        this.opts.onFatal?.(fatal);
        if (this.closed) return;
      }
      const first = this.opts.firstDelayMs ?? 250;
      const delay = Math.min(first * 2 ** (this.attempts - 1), this.opts.maxDelayMs ?? 2_000);
      this.opts.log.warn({ err, attempt: this.attempts, retryInMs: delay }, "the database is still unavailable");
      this.schedule(delay);
      return;
    }
    if (this.closed) return;
    this.up = true;
    this.gaveUp = false;
    this.lastOutageMs = Date.now() - this.downSince;
    this.opts.log.info({ outageMs: this.lastOutageMs, attempts: this.attempts }, "The database is available again");
  }
}

/**
 * Whether a TCP connection to the database's host and port is refused (the error), or opens (null; closed at once,
 * before any startup packet: the server does not log it). Null for a socket path or when it takes longer than timeoutMs.
 */
export function connectionRefused(connectionString: string, timeoutMs = 1_000): Promise<Error | null> {
  let host: string;
  let port: number;
  try {
    const url = new URL(connectionString);
    host = decodeURIComponent(url.hostname).replace(/^\[|\]$/g, "");
    port = Number(url.port || 5432);
  } catch {
    return Promise.resolve(null);
  }
  if (!host || host.startsWith("/")) return Promise.resolve(null);
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result: Error | null) => { socket.destroy(); resolve(result); };
    socket.setTimeout(timeoutMs, () => done(null));
    socket.once("connect", () => done(null));
    socket.once("error", (err: Error & { code?: string }) => done(err.code === "ECONNREFUSED" ? err : null));
  });
}

/** A check on its own connection (not the pools', which may be busy): connect and `SELECT 1`, bounded in time. */
export async function probeDatabase(connectionString: string, timeoutMs = 3_000): Promise<void> {
  const c = new Client({ connectionString, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  c.on("error", () => { /* a connection cut during the check fails the query below */ });
  try {
    await c.connect();
    await c.query("SELECT 1");
  } finally {
    await c.end().catch(() => {});
  }
}
