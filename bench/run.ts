// npm run bench: seeds a realistic data set, then measures each operation through the app at a fixed request rate
// next to the same read as raw SQL through pg on the same machine, and prints p50/p95 and the ratio.
// BENCH_ONLY=<text>: only the operations whose name contains it (case-insensitive), besides the floors.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Pool } from "pg";
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../api/src/db/free-port";
import { startEmbeddedDb } from "../api/src/db/embedded";
import { migrate } from "../api/src/db/migrate";
import { seed } from "./seed";
import { atFixedRate } from "./load";
import { operations } from "./registry";
import { saturateClientsPage } from "./saturation";

const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const GOAL_RATIO = 3;
const GOAL_OVERHEAD_MS = 3;

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

    // the server runs in its own process, as in production, so the load generator does not share its event loop;
    // GraphQL is open there because the benchmark sends its own documents, not the web app's persisted ones
    const port = await freePort();
    server = spawn(process.execPath, [path.join(__dirname, "../scripts/start.cjs"), "api"], {
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dir, SESSION_SECRET: secret, PORT: String(port), LOG_LEVEL: "error", NODE_ENV: "production", GRAPHQL_OPEN: "1", WORKERS: "off" },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitHealthy(base);
    const rawPool = new Pool({ connectionString: url, max: 10 });
    const ctx = { base, pool: rawPool, tenants: seeded.tenants };
    console.log(`rate ${RATE} req/s for ${SECONDS} s per operation (open loop), ${os.cpus().length} cores\n`);

    const rows: string[][] = [["operation", "p50 ms", "p95 ms", "raw SQL p50 ms", "ratio", "overhead ms", "over signed-in floor ms", "goal"]];
    const results: Record<string, unknown>[] = [];
    let signedInFloor = NaN;
    const only = process.env.BENCH_ONLY?.toLowerCase();
    for (const op of operations.filter((o) => !only || o.floor || o.name.toLowerCase().includes(only))) {
      // warm up both paths (JIT, prepared plans, connection pools)
      await atFixedRate(op.rate ?? RATE, 1, (i) => op.http(ctx, i).then(() => {}));
      await atFixedRate(op.rate ?? RATE, 1, (i) => op.raw(ctx, i).then(() => {}));
      const viaApp = await atFixedRate(op.rate ?? RATE, SECONDS, (i) => op.http(ctx, i).then(() => {}));
      const raw = await atFixedRate(op.rate ?? RATE, SECONDS, (i) => op.raw(ctx, i).then(() => {}));
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
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
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
