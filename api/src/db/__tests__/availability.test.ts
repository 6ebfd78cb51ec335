import Fastify from "fastify";
import { Client } from "pg";
import { ValidationError } from "../../errors";
import { registerDatabaseAvailability } from "../../http/availability";
import {
  DATABASE_UNAVAILABLE_MESSAGE, DatabaseAvailability, RETRY_AFTER_SECONDS, connectionRefused, isDatabaseUnavailable, observedPool,
} from "../availability";
import { freePort } from "../free-port";
import { createPrisma } from "../prisma";
import { waitFor, workerDatabaseUrl } from "../../../test/harness";

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED", errno: -111, syscall: "connect" });

/** What a caught promise rejected with. */
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error("expected a failure"); }, (e: unknown) => e);

async function terminate(applicationName: string) {
  const c = new Client({ connectionString: await workerDatabaseUrl() });
  await c.connect();
  await c.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1", [applicationName]);
  await c.end();
}

/** Waits until `n` connections named `applicationName` are running a statement. */
async function running(applicationName: string, n: number) {
  const c = new Client({ connectionString: await workerDatabaseUrl() });
  await c.connect();
  try {
    await waitFor(`${n} running statements`, async () => Number((await c.query(
      "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND state = 'active'", [applicationName])).rows[0].count) >= n);
  } finally {
    await c.end();
  }
}

/**
 * Runs `f` on jest's fake clock (timers and Date): the monitor's backoff is walked through with
 * jest.advanceTimersByTimeAsync, which also lets the promises of each attempt settle.
 */
async function onFakeClock(f: () => Promise<void>) {
  jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
  try {
    await f();
  } finally {
    jest.useRealTimers();
  }
}

describe("isDatabaseUnavailable", () => {
  it("recognises what pg and Prisma 7 (adapter-pg) throw when the server is gone or going", async () => {
    const closedPort = await freePort();
    const nowhere = `postgresql://postgres:postgres@127.0.0.1:${closedPort}/nothing`;
    const failures: unknown[] = [];
    const prisma = createPrisma(nowhere, { onConnectionFailure: (e) => failures.push(e) });
    try {
      const model = await failure(prisma.user.findFirst());
      expect(model).toMatchObject({ code: "P1001" });
      const raw = await failure(prisma.$queryRaw`SELECT 1`);
      expect(raw).toMatchObject({ code: "P2010", meta: { driverAdapterError: { cause: { kind: "DatabaseNotReachable" } } } });
      const tx = await failure(prisma.$transaction(async (t) => t.user.findFirst()));
      for (const e of [model, raw, tx]) expect(isDatabaseUnavailable(e)).toBe(true);
      // the pool told the monitor before the error reached anyone
      expect(failures.length).toBeGreaterThanOrEqual(3);
      expect(failures.every(isDatabaseUnavailable)).toBe(true);
    } finally {
      await prisma.$disconnect();
    }

    const c = new Client({ connectionString: nowhere });
    expect(isDatabaseUnavailable(await failure(c.connect()))).toBe(true);

    // a statement cut by the server (restart, failover, pg_terminate_backend): 57P01 through Prisma and through pg
    const app = `availability-${process.env.JEST_WORKER_ID}`;
    const url = `${await workerDatabaseUrl()}?application_name=${app}`;
    const live = createPrisma(url);
    const plain = new Client({ connectionString: url });
    plain.on("error", () => {});
    await plain.connect();
    try {
      const cut = [failure(live.$queryRaw`SELECT pg_sleep(10)`), failure(plain.query("SELECT pg_sleep(10)"))];
      await running(app, 2);
      await terminate(app);
      const [viaPrisma, viaPg] = await Promise.all(cut);
      expect(viaPrisma).toMatchObject({ code: "P2010", meta: { driverAdapterError: { cause: { code: "57P01" } } } });
      expect(viaPg).toMatchObject({ code: "57P01" });
      expect(isDatabaseUnavailable(viaPrisma)).toBe(true);
      expect(isDatabaseUnavailable(viaPg)).toBe(true);
      // the statement after it on that client
      expect(isDatabaseUnavailable(await failure(plain.query("SELECT 1")))).toBe(true);

      // what the database refuses is not an outage
      const email = `taken-${Date.now()}@example.com`;
      await live.user.create({ data: { email } });
      const duplicate = await failure(live.user.create({ data: { email } }));
      expect(duplicate).toMatchObject({ code: "P2002" });
      expect(isDatabaseUnavailable(duplicate)).toBe(false);
      expect(isDatabaseUnavailable(await failure(live.$queryRawUnsafe("SELEC 1")))).toBe(false);
      await live.user.delete({ where: { email } });
    } finally {
      await live.$disconnect();
      await plain.end().catch(() => {});
    }
  });

  it("recognises the plain shapes, nested causes and aggregate errors, and nothing else", () => {
    const yes: unknown[] = [
      refused,
      new Error("Connection terminated unexpectedly"),
      new Error("Connection terminated due to connection timeout"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Client has encountered a connection error and is not queryable"),
      Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      Object.assign(new Error("sorry, too many clients already"), { code: "53300" }),
      Object.assign(new Error("Can't reach database server"), { code: "P1001" }),
      new Error("wrapped", { cause: Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }) }),
      Object.assign(new AggregateError([refused], ""), {}),
      { message: "Unexpected error.", originalError: refused },
      { code: "P2010", meta: { driverAdapterError: { cause: { kind: "ConnectionClosed" } } } },
    ];
    const no: unknown[] = [
      null, undefined, "ECONNREFUSED", 42,
      new Error("boom"),
      new ValidationError({ name: "Name is required" }),
      Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }),
      { code: "P2025", message: "Record to update not found." },
      { code: "P2010", meta: { driverAdapterError: { cause: { kind: "postgres", code: "42601" } } } },
    ];
    for (const e of yes) expect([e, isDatabaseUnavailable(e)]).toEqual([e, true]);
    for (const e of no) expect([e, isDatabaseUnavailable(e)]).toEqual([e, false]);
    // a cycle of causes ends
    const a: Error & { cause?: unknown } = new Error("a");
    a.cause = new Error("b", { cause: a });
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe("observedPool", () => {
  it("reports connections that cannot be opened and idle ones the server cut, and keeps working", async () => {
    const seen: Error[] = [];
    const dead = observedPool({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${await freePort()}/x` }, (e) => seen.push(e));
    await failure(dead.query("SELECT 1"));
    await failure(dead.connect());
    expect(seen.map((e) => (e as Error & { code?: string }).code)).toEqual(["ECONNREFUSED", "ECONNREFUSED"]);
    await dead.end();

    const app = `observed-${process.env.JEST_WORKER_ID}`;
    const cut: Error[] = [];
    const pool = observedPool({ connectionString: `${await workerDatabaseUrl()}?application_name=${app}`, max: 2 }, (e) => cut.push(e));
    pool.on("error", () => {});
    try {
      await pool.query("SELECT 1");
      await terminate(app);
      await waitFor("the cut to be reported", () => cut.length > 0);
      expect(cut.length).toBe(1);
      expect(isDatabaseUnavailable(cut[0])).toBe(true);
      expect((await pool.query("SELECT 2 AS two")).rows[0].two).toBe(2);
    } finally {
      await pool.end();
    }
  });
});

describe("connectionRefused", () => {
  it("is the error of a refused TCP connection, and null when something listens or the address is a socket path", async () => {
    const err = await connectionRefused(`postgresql://u:p@127.0.0.1:${await freePort()}/db`);
    expect(err).toMatchObject({ code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(await connectionRefused(await workerDatabaseUrl())).toBeNull();
    expect(await connectionRefused("postgresql://u:p@/db?host=/var/run/postgresql")).toBeNull();
    expect(await connectionRefused("not a url")).toBeNull();
  });
});

describe("DatabaseAvailability", () => {
  const monitor = (probe: () => Promise<void>, extra: Partial<ConstructorParameters<typeof DatabaseAvailability>[0]> = {}) =>
    new DatabaseAvailability({ log: silent, probe, firstDelayMs: 10, maxDelayMs: 40, ...extra });

  it("checks once on a connection failure and stays available when the check passes; ignores other errors", async () => {
    let probes = 0;
    const m = monitor(async () => { probes++; });
    m.report(new Error("boom"));
    expect(m.checking).toBe(false);
    m.report(refused);
    m.report(refused);
    expect(m.checking).toBe(true);
    await m.settled();
    expect([m.available, m.checking, probes]).toEqual([true, false, 1]);
    m.close();
  });

  it("goes down when the check fails, recovers with backoff, and is available again when a check passes", () => onFakeClock(async () => {
    let up = false;
    const recovers: number[] = [];
    const m = monitor(async () => { if (!up) throw refused; }, { recover: async () => { recovers.push(Date.now()); } });
    m.report(refused);
    await m.settled();
    expect(m.available).toBe(false);
    const downAt = Date.now();
    await jest.advanceTimersByTimeAsync(150);
    expect(m.available).toBe(false);
    // backoff: 0, 10, 20, 40, 40 ... ms between attempts
    expect(recovers.map((at) => at - downAt)).toEqual([0, 10, 30, 70, 110, 150]);
    up = true;
    await jest.advanceTimersByTimeAsync(100);
    expect(m.available).toBe(true);
    expect(recovers).toHaveLength(7);
    expect(m.lastOutageMs).toBe(190);
    m.close();
  }));

  it("tries again at once when told the server exited while it waits to retry", () => onFakeClock(async () => {
    let attempts = 0;
    const m = new DatabaseAvailability({ log: silent, probe: async () => { attempts++; throw refused; }, firstDelayMs: 10_000, maxDelayMs: 10_000 });
    m.markDown(new Error("exited"));
    await jest.advanceTimersByTimeAsync(50);
    expect(attempts).toBe(1);
    m.markDown(new Error("exited"));
    await jest.advanceTimersByTimeAsync(50);
    expect(attempts).toBe(2);
    m.close();
  }));

  it("calls onFatal once after giveUpAfterMs and says why; without an exit it keeps trying", () => onFakeClock(async () => {
    const fatal: Error[] = [];
    let up = false;
    const m = monitor(async () => { if (!up) throw refused; }, { giveUpAfterMs: 100, onFatal: (e) => fatal.push(e) });
    m.markDown(new Error("the embedded PostgreSQL server exited"));
    await jest.advanceTimersByTimeAsync(400);
    expect(fatal).toHaveLength(1);
    expect(fatal[0].message).toMatch(/^The database could not be brought back: \d+ attempts over 0 s failed \(last error: connect ECONNREFUSED 127\.0\.0\.1:1\)\.$/);
    expect(m.available).toBe(false);
    up = true;
    await jest.advanceTimersByTimeAsync(100);
    expect(m.available).toBe(true);
    m.close();
  }));
});

describe("the HTTP side while the database is down", () => {
  it("answers API requests 503 at once, leaves health and the web app alone, and turns GraphQL answers that failed into 503", async () => {
    let reachable = true;
    const availability = new DatabaseAvailability({ log: silent, probe: async () => { if (!reachable) throw refused; }, firstDelayMs: 10_000 });
    const fastify = Fastify();
    registerDatabaseAvailability(fastify, availability);
    let handled = 0;
    fastify.get("/api/things", async () => { handled++; return []; });
    fastify.get("/api/health", async (_req, reply) => reply.code(availability.available ? 200 : 503).send({}));
    fastify.get("/", async () => "page");
    // a GraphQL answer as Yoga sends it (a web stream), computed while the database went away or not
    fastify.post("/graphql", async (req, reply) => {
      const fails = (req.body as { fail?: boolean }).fail;
      if (fails) availability.report(refused);
      const body = fails ? { data: null, errors: [{ message: "Unexpected error." }] } : { data: { ok: true } };
      return reply.code(200).header("content-type", "application/graphql-response+json").send(new Response(JSON.stringify(body)).body);
    });
    try {
      expect((await fastify.inject({ url: "/api/things" })).statusCode).toBe(200);
      const complete = await fastify.inject({ method: "POST", url: "/graphql", payload: { fail: false } });
      expect([complete.statusCode, complete.json()]).toEqual([200, { data: { ok: true } }]);

      reachable = false;
      // a resolver met the outage: the answer waits for the check and becomes a 503
      const failed = await fastify.inject({ method: "POST", url: "/graphql", payload: { fail: true } });
      expect([failed.statusCode, failed.headers["retry-after"], failed.json().message]).toEqual([503, String(RETRY_AFTER_SECONDS), DATABASE_UNAVAILABLE_MESSAGE]);
      expect(failed.json().errors).toEqual([{ message: DATABASE_UNAVAILABLE_MESSAGE }]);
      expect(availability.available).toBe(false);

      const before = handled;
      const api = await fastify.inject({ url: "/api/things" });
      expect([api.statusCode, api.headers["retry-after"], api.json()]).toEqual([503, String(RETRY_AFTER_SECONDS), { message: DATABASE_UNAVAILABLE_MESSAGE }]);
      expect(handled).toBe(before);
      const graphql = await fastify.inject({ method: "POST", url: "/graphql", payload: { fail: false } });
      expect([graphql.statusCode, graphql.headers["retry-after"], graphql.json()]).toEqual([503, String(RETRY_AFTER_SECONDS),
        { message: DATABASE_UNAVAILABLE_MESSAGE, errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }] }]);
      expect((await fastify.inject({ url: "/api/health" })).statusCode).toBe(503);
      expect((await fastify.inject({ url: "/" })).statusCode).toBe(200);
    } finally {
      availability.close();
      await fastify.close();
    }
  });
});
