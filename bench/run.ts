// npm run bench: seeds a realistic data set, then measures each operation through the app at a fixed request rate
// next to the same read as raw SQL through pg on the same machine, and prints p50/p95 and the ratio.
// BENCH_ONLY=<text>: only the operations whose name contains it (case-insensitive), besides the floors.
// BENCH_WORKSPACES_SCALE=1 (or `npm run bench -- --scale`): cost against the number of workspaces instead. It seeds
// BENCH_TENANTS (200) workspaces with every page's data, copies that database, and in the copy copies every workspace
// 99 times with bulk COPY (bench/scale.ts: the same rows, fresh ids) up to 20,000 workspaces (BENCH_WORKSPACES_SCALE=<n>
// for another count). One server runs on each database; each page read and a write (createClient) is measured on the
// same 200 workspaces of both, alternately (200, 20,000, 20,000, 200: load from elsewhere on the machine falls on both
// sides), and it prints each p50 at both counts with their ratio (goal <= 1.2x), the raw SQL's too.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Pool } from "pg";
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../api/src/db/free-port";
import { startEmbeddedDb, type EmbeddedDb } from "../api/src/db/embedded";
import { migrate } from "../api/src/db/migrate";
import { pgConfig } from "../api/src/db/pg-config";
import { seed, type SeedResult } from "./seed";
import { atFixedRate } from "./load";
import { operations } from "./registry";
import { saturateClientsPage } from "./saturation";
import { cloneWorkspaces } from "./scale";
import type { BenchContext, Operation } from "./operations";

const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const GOAL_RATIO = 3;
const GOAL_OVERHEAD_MS = 3;
const SCALE_ARG = process.argv.includes("--scale") ? "1" : process.env.BENCH_WORKSPACES_SCALE;
/** The workspace count of the scale mode, 0 when it is off. */
const SCALE_TO = !SCALE_ARG || SCALE_ARG === "0" ? 0 : SCALE_ARG === "1" ? 20_000 : Number(SCALE_ARG);
const SCALE_GOAL = 1.2;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-bench-"));
  fs.chmodSync(dir, 0o755);
  const db = await startEmbeddedDb(dir);
  const secret = "bench-secret-bench-secret-bench-secret";
  let server: ChildProcess | null = null;
  try {
    await db.ensureDatabase("bench");
    const url = db.url("bench");
    await migrate(url);
    const seedPool = new Pool({ connectionString: url });
    const seeded = await seed(seedPool, secret, Number(process.env.BENCH_TENANTS ?? 200), Number(process.env.BENCH_CLIENTS ?? 50));
    await seedPool.end();
    console.log(`seeded ${seeded.tenants.length} tenants x ${seeded.tenants[0].clientIds.length} clients in ${seeded.seconds.toFixed(2)} s`);

    if (SCALE_TO) {
      await scaleMode(db, dir, secret, seeded);
      return;
    }
    const started = await startServer(url, dir, secret);
    server = started.server;
    // the raw reads run with the sessions' settings the app's pools have (pgConfig: the search's trigram threshold)
    const rawPool = new Pool(pgConfig(url, { max: 10 }));
    const ctx = { base: started.base, secret, pool: rawPool, tenants: seeded.tenants };
    console.log(`rate ${RATE} req/s for ${SECONDS} s per operation (open loop), ${os.cpus().length} cores\n`);

    const rows: string[][] = [["operation", "p50 ms", "p95 ms", "raw SQL p50 ms", "ratio", "overhead ms", "over signed-in floor ms", "goal"]];
    const results: Record<string, unknown>[] = [];
    let signedInFloor = NaN;
    const only = process.env.BENCH_ONLY?.toLowerCase();
    for (const op of operations.filter((o) => !only || o.floor || o.name.toLowerCase().includes(only))) {
      const { viaApp, raw } = await measure(op, ctx);
      const ratio = viaApp.p50 / raw.p50;
      const overhead = viaApp.p50 - raw.p50;
      if (op.floor === "signed-in") signedInFloor = viaApp.p50;
      const overFloor = viaApp.p50 - signedInFloor;
      // a read with a budget: p50 within it over the signed-in floor, p95 at most twice the p50; a write: its p50 goal
      const met = op.budgetMs !== undefined ? overFloor <= op.budgetMs && viaApp.p95 <= 2 * viaApp.p50
        : op.p50GoalMs !== undefined ? viaApp.p50 <= op.p50GoalMs
          : ratio <= GOAL_RATIO && overhead <= GOAL_OVERHEAD_MS;
      rows.push([op.name, viaApp.p50.toFixed(2), viaApp.p95.toFixed(2), raw.p50.toFixed(2), `${ratio.toFixed(1)}x`, overhead.toFixed(2),
        op.floor || Number.isNaN(overFloor) ? "" : `${overFloor.toFixed(2)}${op.budgetMs !== undefined ? ` (<= ${op.budgetMs})` : ""}`
          + (op.p50GoalMs !== undefined ? ` (p50 <= ${op.p50GoalMs} ms)` : ""),
        `${op.floor ? "(reference)" : met ? "met" : "NOT met"}${viaApp.errors ? ` (${viaApp.errors} errors)` : ""}`]);
      results.push({ operation: op.name, p50: viaApp.p50, p95: viaApp.p95, rawP50: raw.p50, rawP95: raw.p95, ratio, overhead, errors: viaApp.errors });
    }
    await rawPool.end();
    // throughput at saturation, after a warm-up of the same load
    await saturateClientsPage(ctx, 1);
    const sat = await saturateClientsPage(ctx, SECONDS);
    rows.push([sat.name, sat.p50.toFixed(2), `${sat.p97_5.toFixed(2)} (p97.5)`, "", "", "", "", `${Math.round(sat.requestsPerSecond)} req/s${sat.errors ? ` (${sat.errors} errors)` : ""}`]);
    results.push({ operation: sat.name, requestsPerSecond: sat.requestsPerSecond, p50: sat.p50, p97_5: sat.p97_5, errors: sat.errors });
    const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
    for (const r of rows) console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  "));
    console.log(`\ngoal: p50 <= ${GOAL_RATIO}x raw SQL and added overhead <= ${GOAL_OVERHEAD_MS} ms; a read with a budget: p50 <= signed-in floor + budget and p95 <= 2x p50; a write with a goal: its p50`);
    fs.mkdirSync(path.join(__dirname, "results"), { recursive: true });
    fs.writeFileSync(path.join(__dirname, "results", "latest.json"), JSON.stringify({ rate: RATE, seconds: SECONDS, seed: seeded.seconds, results }, null, 2));
  } finally {
    if (server) await stopServer(server);
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The server in its own process, as in production, so the load generator does not share its event loop; GraphQL is
 * open there because the benchmark sends its own documents, not the web app's persisted ones.
 */
async function startServer(url: string, dir: string, secret: string) {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(__dirname, "../scripts/start.cjs"), "api"], {
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dir, SESSION_SECRET: secret, PORT: String(port), LOG_LEVEL: "error", NODE_ENV: "production", GRAPHQL_OPEN: "1", WORKERS: "off", TRUST_PROXY: "1",
      // the calendar server the integrations' rows connect to is on loopback (bench/integrations.ts)
      ALLOWED_PRIVATE_HOSTS: "127.0.0.1" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(base);
  return { server, base };
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await exited;
}

/** One operation through the app, then as raw SQL, each after a warm-up (JIT, prepared plans, connection pools). */
async function measure(op: Operation, ctx: BenchContext, seconds = SECONDS, warmUp = true) {
  if (warmUp) {
    await atFixedRate(op.rate ?? RATE, 1, (i) => op.http(ctx, i).then(() => {}));
    await atFixedRate(op.rate ?? RATE, 1, (i) => op.raw(ctx, i).then(() => {}));
  }
  const viaApp = await atFixedRate(op.rate ?? RATE, seconds, (i) => op.http(ctx, i).then(() => {}));
  const raw = await atFixedRate(op.rate ?? RATE, seconds, (i) => op.raw(ctx, i).then(() => {}));
  return { viaApp, raw };
}

/**
 * The page reads (every screen's first page, the dashboard, the reports, the month view) and one write, on the seeded
 * workspaces of a database that has only them and of its copy grown to SCALE_TO workspaces. Not the search (its
 * 10,000 records per workspace are a data set of their own) nor the execution history (its 800 rows per workspace
 * would more than double what is copied); BENCH_ONLY=<text> picks others.
 */
async function scaleMode(db: EmbeddedDb, dir: string, secret: string, seeded: SeedResult) {
  const only = process.env.BENCH_ONLY?.toLowerCase();
  const ops = operations.filter((o) => o.floor === "signed-in" || (only ? !o.floor && o.name.toLowerCase().includes(only)
    : !/search/i.test(o.name) && /page \(|screen|month view|^GraphQL createClient$/.test(o.name)));
  const before = seeded.tenants.length;
  const copies = Math.round(SCALE_TO / before) - 1;
  const small = { url: db.url("bench"), pool: new Pool({ connectionString: db.url("bench"), max: 10 }) };
  // every page's data first (each adds its own to every workspace on first use), then the copy of the database
  let t0 = Date.now();
  for (const op of ops) if (!op.p50GoalMs) await op.raw({ base: "", secret, pool: small.pool, tenants: seeded.tenants }, 0);
  await small.pool.query("VACUUM ANALYZE");
  await small.pool.end();
  const admin = new Pool({ connectionString: db.url("postgres"), max: 1 });
  await admin.query(`CREATE DATABASE bench_scale TEMPLATE bench`);
  await admin.end();
  const dataSeconds = (Date.now() - t0) / 1000;
  console.log(`the pages' data, VACUUM ANALYZE and a copy of the database at ${before} workspaces in ${dataSeconds.toFixed(1)} s`);
  const large = { url: db.url("bench_scale"), pool: new Pool({ connectionString: db.url("bench_scale"), max: 10 }) };
  t0 = Date.now();
  const cloned = await cloneWorkspaces(large.url, copies);
  const copySeconds = (Date.now() - t0) / 1000;
  t0 = Date.now();
  await large.pool.query("VACUUM ANALYZE");
  const vacuumSeconds = (Date.now() - t0) / 1000;
  const after = Number((await large.pool.query(`SELECT count(*) AS n FROM users`)).rows[0].n);
  const size = (await large.pool.query(`SELECT pg_size_pretty(pg_database_size(current_database())) AS s`)).rows[0].s as string;
  console.log(`copied ${cloned.rows.toLocaleString("en")} rows of ${cloned.tables} tables with COPY and built ${cloned.indexes} indexes in `
    + `${copySeconds.toFixed(1)} s, VACUUM ANALYZE in ${vacuumSeconds.toFixed(1)} s: ${after.toLocaleString("en")} workspaces, ${size}`);
  small.pool = new Pool({ connectionString: small.url, max: 10 });
  const servers: ChildProcess[] = [];
  try {
    const contexts = [];
    for (const side of [small, large]) {
      const started = await startServer(side.url, dir, secret);
      servers.push(started.server);
      contexts.push({ base: started.base, secret, pool: side.pool, tenants: seeded.tenants });
    }
    const [a, b] = contexts;
    console.log(`rate ${RATE} req/s, ${SECONDS} s per operation and side (open loop), ${os.cpus().length} cores\n`);
    const n = (x: number) => x.toLocaleString("en");
    const rows: string[][] = [["operation", `p50 ms @${n(before)}`, `p50 ms @${n(after)}`, "ratio", `raw p50 @${n(before)}`, `raw p50 @${n(after)}`, "raw ratio", "goal"]];
    const results: Record<string, unknown>[] = [];
    for (const op of ops) {
      // warm both, then half the time on each side in the order a, b, b, a: a drift of the machine's load cancels out
      await measure(op, a, 1);
      await measure(op, b, 1);
      const half = SECONDS / 2;
      const a1 = await measure(op, a, half, false);
      const b1 = await measure(op, b, half, false);
      const b2 = await measure(op, b, half, false);
      const a2 = await measure(op, a, half, false);
      const mean = (x: number, y: number) => (x + y) / 2;
      const sa = { p50: mean(a1.viaApp.p50, a2.viaApp.p50), raw: mean(a1.raw.p50, a2.raw.p50), errors: a1.viaApp.errors + a2.viaApp.errors };
      const sb = { p50: mean(b1.viaApp.p50, b2.viaApp.p50), raw: mean(b1.raw.p50, b2.raw.p50), errors: b1.viaApp.errors + b2.viaApp.errors };
      const ratio = sb.p50 / sa.p50;
      const rawRatio = sb.raw / sa.raw;
      const errors = sa.errors + sb.errors;
      rows.push([op.name, sa.p50.toFixed(2), sb.p50.toFixed(2), `${ratio.toFixed(2)}x`, sa.raw.toFixed(2), sb.raw.toFixed(2), `${rawRatio.toFixed(2)}x`,
        `${op.floor ? "(reference)" : ratio <= SCALE_GOAL ? "met" : "NOT met"}${errors ? ` (${errors} errors)` : ""}`]);
      results.push({ operation: op.name, before: { workspaces: before, ...sa }, after: { workspaces: after, ...sb }, ratio, rawRatio });
    }
    const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
    for (const r of rows) console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  "));
    console.log(`\ngoal: each p50 at ${n(after)} workspaces <= ${SCALE_GOAL}x its p50 at ${n(before)} (each the mean of two windows' p50); `
      + `seeding ${(seeded.seconds + dataSeconds).toFixed(1)} s + copies ${copySeconds.toFixed(1)} s + vacuum ${vacuumSeconds.toFixed(1)} s`);
    fs.mkdirSync(path.join(__dirname, "results"), { recursive: true });
    fs.writeFileSync(path.join(__dirname, "results", "scale.json"), JSON.stringify({ rate: RATE, seconds: SECONDS, seed: seeded.seconds + dataSeconds,
      copy: copySeconds, vacuum: vacuumSeconds, rows: cloned.rows, workspaces: [before, after], results }, null, 2));
  } finally {
    for (const server of servers) await stopServer(server);
    await Promise.all([small.pool.end(), large.pool.end()]);
  }
}

async function waitHealthy(base: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not become healthy");
}

main().catch((e) => { console.error(e); process.exit(1); });
