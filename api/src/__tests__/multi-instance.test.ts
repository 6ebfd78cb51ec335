/**
 * Many instances on one PostgreSQL, Redis and S3, as production runs them: every part a process of its own, the
 * server compiled (`node scripts/start.cjs api|worker`, what `npm start` and `npm run worker` run).
 *
 * - one PostgreSQL (the test run's embedded one, a database of this file's own), one real `redis-server`, a local
 *   SMTP server and S3 (s3rver);
 * - two API instances A and B (`WORKERS=off`, different ports, `TRUST_PROXY=1` as behind the compose file's proxy)
 *   and one job worker; a second worker joins for the schedules.
 *
 * It proves, through the real HTTP API and graphql-ws: live events written through A reach a subscription on B
 * (p95 within 100 ms over 50 writes, measured after a warm-up); a sign-out on A closes B's socket of that session and
 * refuses B's next request with the cookie at once; e-mails queued through A and B are delivered once each, by the
 * worker; with two workers a scheduled scan runs once per tick (its ticks made at once rather than each minute);
 * failed sign-ins spread over A and B hit the limit at the configured count; a file uploaded through A downloads
 * through B; Redis stopped for 5 s loses no acknowledged write and no queued e-mail, and live events resume once it is
 * back; and A killed (SIGKILL) under a mixed load loses no acknowledged write while B answers every request sent to it.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { freePort } from "../db/free-port";
import { waitFor } from "../../test/harness";
import { startRedis, type TestRedis } from "../../test/redis";
import { startSmtp, type TestSmtp } from "../modules/email/__tests__/smtp";
import { startS3 } from "../modules/file/__tests__/s3";
import {
  closeAgents, freshIp, gqlHttp, openLiveSocket, percentile, register, request, startServerProcess, PASSWORD,
  type Account, type ServerProcess,
} from "../../test/processes";

jest.setTimeout(240_000);

const TEMPLATE_DB = "clientfolio_template";
const DB_NAME = `clientfolio_multi_${process.pid}`;
const LOGIN_LIMIT = 5;
const ROUNDS = Number(process.env.SIGN_OUT_ROUNDS ?? 20);
const WORKSPACE_CHANGED = "subscription { workspaceChanged { type } }";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (n: number) => Math.round(n * 10) / 10;
const figures: string[] = [];
const report = (line: string) => {
  figures.push(line);
  console.log(`multi-instance: ${line}`);
};

let redis: TestRedis;
let smtp: TestSmtp;
let s3: Awaited<ReturnType<typeof startS3>>;
let db: Client;
let databaseUrl = "";
let env: Record<string, string> = {};
let a: ServerProcess;
let b: ServerProcess;
let worker: ServerProcess;
let worker2: ServerProcess | null = null;
const dirs: string[] = [];
const processes: ServerProcess[] = [];

const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-multi-"));
  dirs.push(dir);
  return dir;
};

async function apiInstance(name: string, extra: Record<string, string> = {}) {
  const p = await startServerProcess(name, "api", { ...env, DATA_DIR: dataDir(), WORKERS: "off", LOG_LEVEL: "warn", ...extra }, await freePort());
  processes.push(p);
  return p;
}
async function workerProcess(name: string) {
  // the clocks look whether a schedule is due every second (30 s by default), so a tick is queued at once once due
  const p = await startServerProcess(name, "worker", { ...env, DATA_DIR: dataDir(), LOG_LEVEL: "info", SKIP_BUILD: "1", SCHEDULE_CHECK_SECONDS: "1" });
  processes.push(p);
  return p;
}

beforeAll(async () => {
  const base = process.env.TEST_PG_BASE_URL;
  if (!base) throw new Error("TEST_PG_BASE_URL is not set: run this file through jest (global setup starts PostgreSQL)");
  const admin = new Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${DB_NAME}" TEMPLATE "${TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  databaseUrl = `${base}/${DB_NAME}`;
  db = new Client({ connectionString: databaseUrl });
  await db.connect();
  [redis, smtp, s3] = await Promise.all([startRedis(), startSmtp(), startS3()]);
  env = {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: crypto.randomBytes(32).toString("base64url"),
    PUBLIC_URL: "http://localhost:8080",
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    SMTP_FROM: "Clientfolio <no-reply@localhost>",
    ...s3.env,
    TRUST_PROXY: "1",
    // the tests send their own GraphQL documents, not the web app's persisted ones
    GRAPHQL_OPEN: "1",
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    QUOTA_EMAILS_PER_HOUR: "100000",
    QUOTA_EMAILS_PER_DAY: "1000000",
  };
  // A first: its start script builds the bundle if it is stale; the others start from that build together
  a = await apiInstance("A");
  [b, worker] = await Promise.all([apiInstance("B", { SKIP_BUILD: "1" }), workerProcess("worker 1")]);
}, 300_000);

afterAll(async () => {
  closeAgents();
  await Promise.all(processes.map((p) => p.stop()));
  await db?.end();
  await Promise.all([redis?.close(), smtp?.close(), s3?.close()]);
  const base = process.env.TEST_PG_BASE_URL;
  if (base && databaseUrl) {
    const admin = new Client({ connectionString: `${base}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`).finally(() => admin.end());
  }
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  if (figures.length) console.log(`multi-instance figures:\n  ${figures.join("\n  ")}`);
}, 60_000);

const health = async (p: ServerProcess) => (await request(p.base, "GET", "/api/health")).json() as { status: string; redis?: string };

async function createClient(p: ServerProcess, acc: Account, name: string, timeoutMs?: number): Promise<string> {
  const r = await request(p.base, "POST", "/api/clients", { cookie: acc.cookie, ip: acc.ip, body: { name }, timeoutMs });
  if (r.status !== 201) throw new Error(`${p.name}: create client ${r.status} ${r.text()}`);
  return r.json().id;
}

async function composeEmail(p: ServerProcess, acc: Account, subject: string): Promise<string> {
  const r = await request(p.base, "POST", "/api/messages", {
    cookie: acc.cookie, ip: acc.ip, body: { subject, content: "Hello Carol,\nthe mock-ups are ready.", contactEmail: "carol@client.example", contactName: "Carol Client" },
  });
  if (r.status !== 201) throw new Error(`${p.name}: message ${r.status} ${r.text()}`);
  return r.json().id;
}

/** The e-mails the SMTP server accepted with this subject. */
const delivered = (subject: string) => smtp.accepted.filter((m) => m.mail.subject === subject).length;

/** Jobs of the queue `name` waiting or running (pg-boss's states before `completed`: created, retry, active). */
const unfinishedJobs = async (name: string) =>
  Number((await db.query(`SELECT count(*) FROM pgboss.job WHERE name = $1 AND state < 'completed'`, [name])).rows[0].count);

/**
 * Every one of `subjects` delivered exactly once: waited for, then checked again once no message e-mail job is left
 * waiting or running (no late second copy can follow: a message's e-mail job has a fixed id, so it is not queued twice).
 */
async function deliveredOnceEach(subjects: string[], messageIds: string[]) {
  await waitFor(`${subjects.length} e-mails`, async () => subjects.every((s) => delivered(s) >= 1), 60_000);
  await waitFor("the message e-mail jobs to be over", async () => (await unfinishedJobs("message-email")) === 0, 60_000);
  const counts = subjects.map(delivered);
  expect(counts.filter((c) => c !== 1)).toEqual([]);
  const rows = (await db.query(`SELECT id::text, "emailSent", "emailAttempts" FROM messages WHERE id = ANY($1::uuid[])`, [messageIds])).rows;
  expect(rows).toHaveLength(messageIds.length);
  expect(rows.filter((r) => !r.emailSent || r.emailAttempts !== 1)).toEqual([]);
}

/**
 * Waits until a subscription of `sock` is live: `write` (a change of the socket's workspace, through another instance)
 * is made until the socket gets its event.
 */
async function subscriptionLive(sock: { received: { data: any }[] }, write: () => Promise<unknown>) {
  await waitFor("the subscription to be live", async () => {
    const before = sock.received.length;
    await write();
    return waitFor("its event", () => sock.received.length > before, 1000).catch(() => false);
  }, 15_000);
}

/** ids (of `table`) the database holds among `ids` */
async function stored(table: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  return Number((await db.query(`SELECT count(*) FROM ${table} WHERE id = ANY($1::uuid[])`, [ids])).rows[0].count);
}

describe("two API instances and a worker, compiled, on one PostgreSQL, Redis and S3", () => {
  it("all report Redis up", async () => {
    expect(await health(a)).toEqual({ status: "ok", redis: "up" });
    expect(await health(b)).toEqual({ status: "ok", redis: "up" });
  });

  it("live events: a change written through A reaches a subscription on B, p95 within 100 ms over 50 writes", async () => {
    const acc = await register(a.base);
    const sock = await openLiveSocket(b.base, acc.cookie);
    try {
      sock.subscribe("1", WORKSPACE_CHANGED);
      await subscriptionLive(sock, () => createClient(a, acc, "Subscribed"));
      const created = () => sock.received.filter((m) => m.data?.workspaceChanged?.type === "client.created");
      const latencies: number[] = [];
      const acks: number[] = [];
      // 10 writes of warm-up (JIT, prepared statements, connections), then 50 measured
      for (let i = 0; i < 60; i++) {
        const before = created().length;
        const t0 = performance.now();
        await createClient(a, acc, `Live ${i}`);
        const acked = performance.now();
        await waitFor("the change on B", async () => created().length > before, 5000);
        if (i >= 10) {
          latencies.push(created()[before].at - t0);
          acks.push(acked - t0);
        }
      }
      const sorted = [...latencies].sort((x, y) => x - y);
      const p50 = round(percentile(sorted, 50));
      const p95 = round(percentile(sorted, 95));
      report(`live events A -> B over 50 writes (write sent to event on B's socket): p50 ${p50} ms, p95 ${p95} ms, max ${round(sorted.at(-1)!)} ms; the write's own answer p50 ${round(percentile([...acks].sort((x, y) => x - y), 50))} ms`);
      expect(p95).toBeLessThanOrEqual(100);
      expect(sock.other).toEqual([]);
    } finally {
      sock.close();
    }
  });

  it("sign-out on A closes B's socket of that session and refuses B's next request with the cookie at once", async () => {
    const acc = await register(a.base);
    // B has read (and caches) the session, and holds a socket of it
    expect((await request(b.base, "GET", "/api/auth/user", { cookie: acc.cookie, ip: acc.ip })).status).toBe(200);
    const sock = await openLiveSocket(b.base, acc.cookie);
    sock.subscribe("1", WORKSPACE_CHANGED);
    const other = await register(b.base);
    const otherSock = await openLiveSocket(b.base, other.cookie);
    await subscriptionLive(sock, () => createClient(a, acc, "Subscribed"));
    const t0 = performance.now();
    const out = await request(a.base, "GET", "/api/logout", { cookie: acc.cookie, ip: acc.ip, headers: { "sec-fetch-dest": "document" } });
    expect(out.status).toBe(302);
    // the very next request on B, sent as soon as A answered
    const next = await request(b.base, "GET", "/api/auth/user", { cookie: acc.cookie, ip: acc.ip });
    expect(next.status).toBe(401);
    const code = await Promise.race([sock.closed, sleep(2000).then(() => null)]);
    const closedMs = round(performance.now() - t0);
    expect(code).toBe(4401);
    report(`sign-out on A: B refused the cookie on the next request (401), B's socket closed with 4401 ${closedMs} ms after the sign-out was sent`);
    // GraphQL on B does not know the session either, and a new socket on B is closed as unauthorized
    const viewer = await gqlHttp(b.base, acc, "query { viewer { id } }");
    expect(viewer.json?.data?.viewer ?? null).toBeNull();
    const again = await openLiveSocket(b.base, acc.cookie).then((s) => s.closed, (e: { code?: number }) => e.code);
    expect(again).toBe(4401);
    // another session's socket on B stays open
    expect(otherSock.code).toBeNull();
    otherSock.close();

    // more sign-ins and sign-outs: each time B, which had just served the session, refuses its very next request
    const served: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const login = await request(a.base, "POST", "/api/auth/login", { ip: acc.ip, body: { email: acc.email, password: PASSWORD } });
      expect(login.status).toBe(200);
      const cookie = String(login.headers["set-cookie"]).split(";")[0];
      expect((await request(b.base, "GET", "/api/auth/user", { cookie, ip: acc.ip })).status).toBe(200);
      expect((await request(a.base, "GET", "/api/logout", { cookie, ip: acc.ip, headers: { "sec-fetch-dest": "document" } })).status).toBe(302);
      served.push((await request(b.base, "GET", "/api/auth/user", { cookie, ip: acc.ip })).status);
    }
    report(`${ROUNDS} more sign-outs on A: B refused the next request with the cookie ${served.filter((s) => s === 401).length} times of ${ROUNDS}`);
    expect(served.filter((s) => s !== 401)).toEqual([]);
  });

  it("failed sign-ins spread over A and B hit the limit at the configured count, not twice it", async () => {
    const acc = await register(a.base);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 2; i++) {
      const r = await request(i % 2 ? b.base : a.base, "POST", "/api/auth/login", { ip, body: { email: acc.email, password: "wrong password!" } });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(401), 429, 429]);
    report(`failed sign-ins alternately through A and B with LOGIN_RATE_LIMIT=${LOGIN_LIMIT}: ${statuses.join(", ")}`);
    // the right password from another address goes through, after the per-account delay both instances count
    const ok = await request(b.base, "POST", "/api/auth/login", { ip: freshIp(), body: { email: acc.email, password: PASSWORD } });
    expect(ok.status).toBe(200);
  });

  it("a file uploaded through A is downloaded through B", async () => {
    const acc = await register(a.base);
    const bytes = crypto.randomBytes(256 * 1024);
    const asked = await request(a.base, "POST", "/api/objects/upload", { cookie: acc.cookie, ip: acc.ip, body: { filename: "brief.bin", type: "application/octet-stream", metadata: { size: bytes.length } } });
    expect(asked.status).toBe(200);
    const uploadURL = asked.json().uploadURL as string;
    expect(uploadURL.startsWith(s3.env.S3_PUBLIC_URL)).toBe(true);
    const put = await request("", "PUT", uploadURL, { raw: bytes, headers: { "content-type": "application/octet-stream" } });
    expect(put.status).toBe(200);
    const saved = await request(a.base, "PUT", "/api/files", { cookie: acc.cookie, ip: acc.ip,
      body: { fileURL: uploadURL, name: "Brief", originalName: "brief.bin", size: bytes.length, mimeType: "application/octet-stream" } });
    expect(saved.status).toBe(201);
    const file = saved.json();
    const first = await request(b.base, "GET", file.downloadUrl, { cookie: acc.cookie, ip: acc.ip });
    expect(first.status).toBe(302);
    const download = await request("", "GET", String(first.headers.location));
    expect(download.status).toBe(200);
    expect(crypto.createHash("sha256").update(download.body).digest("hex")).toBe(crypto.createHash("sha256").update(bytes).digest("hex"));
  });

  it("e-mail: a message e-mail queued by A is delivered once, by the worker; so is each of 50 queued alternately through A and B", async () => {
    const acc = await register(a.base);
    // the API instances run no workers: only the worker process can send
    const one = await composeEmail(a, acc, "Queued by A");
    await deliveredOnceEach(["Queued by A"], [one]);
    const subjects = Array.from({ length: 50 }, (_, i) => `Bulk ${i}`);
    const ids: string[] = [];
    for (let i = 0; i < subjects.length; i++) ids.push(await composeEmail(i % 2 ? b : a, acc, subjects[i]));
    await deliveredOnceEach(subjects, ids);
    report(`e-mail: 1 queued by A delivered once; 50 queued alternately through A and B, ${subjects.filter((s) => delivered(s) === 1).length} delivered exactly once (SMTP total ${smtp.accepted.length})`);
  });

  describe("with a second worker process", () => {
    let logFrom: number[] = [];

    it("starts", async () => {
      worker2 = await workerProcess("worker 2");
      logFrom = [worker.lines.length, worker2.lines.length];
    });

    it("Redis stopped for 5 s: no acknowledged write and no queued e-mail is lost; live events resume once it is back", async () => {
      const owner = await register(a.base);
      const sock = await openLiveSocket(b.base, owner.cookie);
      sock.subscribe("1", WORKSPACE_CHANGED);
      // a session B has read (and caches), with a socket on B, signed out on A during the outage
      const gone = await register(a.base);
      expect((await request(b.base, "GET", "/api/auth/user", { cookie: gone.cookie, ip: gone.ip })).status).toBe(200);
      const goneSock = await openLiveSocket(b.base, gone.cookie);
      goneSock.subscribe("1", WORKSPACE_CHANGED);
      await subscriptionLive(sock, () => createClient(a, owner, "Subscribed"));
      await subscriptionLive(goneSock, () => createClient(a, gone, "Subscribed"));
      const created = () => sock.received.filter((m) => m.data?.workspaceChanged?.type === "client.created").length;

      await redis.stop();
      const downAt = performance.now();
      expect((await request(a.base, "GET", "/api/logout", { cookie: gone.cookie, ip: gone.ip, headers: { "sec-fetch-dest": "document" } })).status).toBe(302);
      expect((await request(a.base, "GET", "/api/auth/user", { cookie: gone.cookie, ip: gone.ip })).status).toBe(401);
      // B did not hear of it: it serves the session from its cache (at most 30 s after it read it) until Redis is back
      const onBDuring = (await request(b.base, "GET", "/api/auth/user", { cookie: gone.cookie, ip: gone.ip })).status;
      const acked: string[] = [];
      const subjects: string[] = [];
      const messages: string[] = [];
      let errors = 0;
      let i = 0;
      while (performance.now() - downAt < 5000) {
        const p = i % 2 ? b : a;
        try {
          acked.push(await createClient(p, owner, `Outage ${i}`));
          if (i % 5 === 0) {
            const subject = `Outage e-mail ${i}`;
            messages.push(await composeEmail(p, owner, subject));
            subjects.push(subject);
          }
        } catch {
          errors++;
        }
        i++;
        await sleep(50);
      }
      const healthDuring = [await health(a), await health(b)];
      await redis.start();
      const outageMs = round(performance.now() - downAt);
      expect(healthDuring).toEqual([{ status: "ok", redis: "down" }, { status: "ok", redis: "down" }]);
      expect(errors).toBe(0);
      await waitFor("Redis up on A and B", async () => (await health(a)).redis === "up" && (await health(b)).redis === "up", 20_000);
      const backMs = round(performance.now() - downAt);
      // once the bus is back, B checks its sockets' sessions and forgets its cached ones: the signed-out one is closed
      expect(await Promise.race([goneSock.closed, sleep(10_000).then(() => null)])).toBe(4401);
      const goneClosedMs = round(performance.now() - downAt);
      expect((await request(b.base, "GET", "/api/auth/user", { cookie: gone.cookie, ip: gone.ip })).status).toBe(401);
      expect(sock.code).toBeNull();

      // live events resume: B's socket opened before the outage gets a change written through A
      const before = created();
      const t0 = performance.now();
      await waitFor("a live event through Redis again", async () => {
        await createClient(a, owner, "After the outage");
        return waitFor("the change on B", async () => created() > before, 500).catch(() => false);
      }, 15_000);
      const resumedMs = round(sock.received.filter((m) => m.data?.workspaceChanged?.type === "client.created")[before].at - t0);

      expect(await stored("clients", acked)).toBe(acked.length);
      await deliveredOnceEach(subjects, messages);
      report(`Redis down ${outageMs} ms: ${acked.length} writes acknowledged through A and B, all ${await stored("clients", acked)} in the database, ${errors} errors; `
        + `${subjects.length} e-mails queued, each delivered once; health up on both ${backMs} ms after the stop; a change through A reached B's socket ${resumedMs} ms after that; `
        + `a session signed out on A during the outage: B answered its cookie ${onBDuring} during the outage, closed its socket (4401) ${goneClosedMs} ms after the stop and refused its cookie then`);
      sock.close();
    });

    it("A killed (SIGKILL) under a mixed load: every acknowledged write is in the database, B answers every request sent to it", async () => {
      // 100 requests per second is what two instances, a worker and PostgreSQL answer on two loaded cores without a
      // queue building up (at 200 the answers waited seconds); after the kill A's share fails at once
      const RATE = 100;
      const SECONDS = 20;
      const KILL_AT_S = 10;
      const tenants = await Promise.all([register(a.base), register(b.base), register(a.base), register(b.base)]);
      const stats = { A: { sent: 0, ok: 0, errors: 0, afterKill: 0 }, B: { sent: 0, ok: 0, errors: 0, afterKill: 0 } };
      const bErrors: string[] = [];
      const acked: string[] = [];
      const latencyB: number[] = [];
      let killed = false;
      let writes = 0;
      const PAGE = "query { viewer { clients(first: 20) { totalCount edges { node { id name } } } } }";
      const one = async (i: number) => {
        const target = i % 2 ? b : a;
        const which = target === a ? "A" : "B";
        const acc = tenants[Math.floor(i / 2) % tenants.length];
        const s = stats[which];
        s.sent++;
        if (killed) s.afterKill++;
        const t0 = performance.now();
        try {
          const kind = Math.floor(i / 2) % 4;
          if (kind < 2) {
            writes++;
            acked.push(await createClient(target, acc, `Load ${i}`, 30_000));
          } else if (kind === 2) {
            const r = await gqlHttp(target.base, acc, PAGE, undefined, 30_000);
            if (r.status !== 200 || r.json?.errors || !r.json?.data?.viewer) throw new Error(`${r.status} ${r.text.slice(0, 200)}`);
          } else {
            const r = await request(target.base, "GET", "/api/auth/user", { cookie: acc.cookie, ip: acc.ip, timeoutMs: 30_000 });
            if (r.status !== 200) throw new Error(`${r.status} ${r.text().slice(0, 200)}`);
          }
          s.ok++;
          if (which === "B") latencyB.push(performance.now() - t0);
        } catch (e) {
          s.errors++;
          if (which === "B") bErrors.push(String((e as Error).message));
        }
      };
      const total = RATE * SECONDS;
      const start = performance.now();
      const pending: Promise<void>[] = [];
      for (let i = 0; i < total; i++) {
        const due = start + (i * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        if (!killed && performance.now() - start >= KILL_AT_S * 1000) {
          a.child.kill("SIGKILL");
          killed = true;
        }
        pending.push(one(i));
      }
      await Promise.all(pending);
      await a.exited;
      const found = await stored("clients", acked);
      const sortedB = latencyB.sort((x, y) => x - y);
      report(`kill test: ${total} requests at ${RATE}/s for ${SECONDS} s (half writes), A SIGKILLed at ${KILL_AT_S} s; `
        + `A: ${stats.A.sent} sent, ${stats.A.ok} answered, ${stats.A.errors} errors (${stats.A.afterKill} sent after the kill); `
        + `B: ${stats.B.sent} sent, ${stats.B.ok} answered, ${stats.B.errors} errors, p50 ${round(percentile(sortedB, 50))} ms, p95 ${round(percentile(sortedB, 95))} ms; `
        + `writes ${writes} sent, ${acked.length} acknowledged, ${found} of them in the database`);
      expect(bErrors).toEqual([]);
      expect(found).toBe(acked.length);
      expect(stats.B.sent).toBe(total / 2);
    });

    it("a scheduled scan (overdue tasks) runs once per tick with two workers", async () => {
      // pg-boss turns a due schedule into its job through a job of its own queue (send-it) whose singleton key is the
      // schedule's name, one per minute (singletonSeconds 60): that job is the tick, made once however many clocks
      // look; its worker then queues the scan. Both workers' clocks look every second here, and find the scan (every
      // minute) due each time. Rather than waiting a minute for the next tick, the test frees the minute: it moves the
      // finished ticks to the archive, as pg-boss's maintenance does hours later, and both clocks race to make the next.
      const SCAN = "task-overdue-scan";
      const SEND_IT = "__pgboss__send-it";
      const COLUMNS = "id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff, start_after, started_on, "
        + "singleton_key, singleton_on, expire_in, created_on, completed_on, keep_until, dead_letter, policy, output";
      // A was killed by the test before: B serves
      const acc = await register(b.base);
      const overdueTask = async (title: string) => {
        const r = await request(b.base, "POST", "/api/tasks", { cookie: acc.cookie, ip: acc.ip, body: { title, dueDate: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10) } });
        expect(r.status).toBe(201);
      };
      /** the ticks asked for (each by freeing the minute), and the ask that archived each tick: its turn ended there */
      const asked: number[] = [];
      const archivedAt = new Map<string, number>();
      const tick = async () => {
        await waitFor("the last tick to have queued its scan", async () => (await db.query(
          `SELECT 1 FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed'`, [SEND_IT, SCAN])).rowCount === 0);
        const moved = (await db.query(`WITH moved AS (DELETE FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state = 'completed' RETURNING *)
          INSERT INTO pgboss.archive (${COLUMNS}) SELECT ${COLUMNS} FROM moved RETURNING id`, [SEND_IT, SCAN])).rows;
        for (const m of moved) archivedAt.set(m.id, asked.length);
        asked.push(asked.length);
        // the new tick, and the scan it queued, run to the end
        const made = await waitFor("a tick", async () => (await db.query(
          `SELECT created_on FROM pgboss.job WHERE name = $1 AND singleton_key = $2 ORDER BY created_on LIMIT 1`, [SEND_IT, SCAN])).rows[0], 30_000);
        await waitFor("its scan to complete", async () => (await db.query(
          `SELECT 1 FROM pgboss.job WHERE name = $1 AND created_on >= $2 AND state = 'completed'`, [SCAN, made.created_on])).rowCount, 30_000);
        return made.created_on as Date;
      };
      /** waits until the clocks have looked `n` more times (each look that wins pg-boss's turn stamps cron_on) */
      const looks = async (n: number) => {
        const seen = new Set<number>();
        await waitFor(`${n} looks of the clocks`, async () => {
          seen.add((await db.query("SELECT cron_on FROM pgboss.version")).rows[0].cron_on.getTime());
          return seen.size > n;
        }, 30_000);
      };

      await overdueTask("Overdue before the first tick");
      const from = await tick();
      // the schedule is due at each of these looks: the minute's tick is made already, they queue nothing
      await looks(2);
      await overdueTask("Overdue before the second tick");
      await tick();
      await looks(2);

      // the ticks since the first, archived or not, and their scans, read at once when none is waiting or running
      const rows = await waitFor("the ticks and scans to be over", async () => {
        const r = (await db.query(`
          SELECT 'tick' AS kind, id, state, retry_count, created_on, singleton_on FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND created_on >= $3
          UNION ALL SELECT 'tick', id, state, retry_count, created_on, singleton_on FROM pgboss.archive WHERE name = $1 AND singleton_key = $2 AND created_on >= $3
          UNION ALL SELECT 'scan', id, state, retry_count, created_on, singleton_on FROM pgboss.job WHERE name = $2 AND created_on >= $3`, [SEND_IT, SCAN, from])).rows;
        return r.every((j) => j.state !== "created" && j.state !== "retry" && j.state !== "active") && r;
      });
      const ticks = rows.filter((j) => j.kind === "tick");
      const all = rows.filter((j) => j.kind === "scan");
      // the two asked for, and any a minute's turn made meanwhile: between two asks, one tick per minute at most
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      // a tick's turn is the ask that archived it (one still in the queue: the last turn), not a time: a clock's insert
      // that waited for the archiving to commit carries the time its own transaction began, which may be before it
      const turn = (j: { id: string }) => archivedAt.get(j.id) ?? asked.length;
      const minutes = ticks.map((j) => `${turn(j)} ${j.singleton_on.getTime()}`);
      expect(new Set(minutes).size).toBe(ticks.length);
      // one scan per tick, each run once and completed
      expect(all).toHaveLength(ticks.length);
      expect(all.filter((j) => j.state !== "completed" || j.retry_count !== 0)).toEqual([]);
      expect(ticks.filter((j) => j.state !== "completed")).toEqual([]);
      const notes = (await db.query(`SELECT "dedupeKey" FROM notifications WHERE "userId" = $1 AND type = 'task_overdue'`, [acc.id])).rows;
      expect(notes).toHaveLength(2);
      const runs = [worker.lines.slice(logFrom[0]), worker2!.lines.slice(logFrom[1])]
        .map((lines) => lines.filter((l) => l.includes("overdue task notifications created")).length);
      // each tick that found a task created its notification in one worker only
      expect(runs[0] + runs[1]).toBe(2);
      report(`schedules with two workers, looking every second: ${ticks.length} ticks of the overdue scan (${asked.length} made at once by freeing the minute), `
        + `${all.length} scans, each run once (retries 0); notifications created by worker 1: ${runs[0]}, worker 2: ${runs[1]}`);
    });
  });
});
