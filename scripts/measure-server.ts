// npx tsx scripts/measure-server.ts [warm starts] [seconds per load run] [rounds] [cold starts]
// Measures the compiled server (dist/, built by npm run build) as production runs it (npm start's node flags,
// NODE_ENV=production, embedded PostgreSQL in a fresh DATA_DIR):
//  - cold start: process spawn to the first 200 of /api/health on an empty DATA_DIR (initdb and the whole migration
//    history included), and to the log line saying the job queue runs (it starts once requests can be answered); each
//    after a sync and 5 s, so that one start's writes do not slow the next;
//  - stop: SIGTERM to the process's exit, after a cold start (the new database's files still being written out) and
//    after a warm one;
//  - warm start: process spawn to the first 200 of /api/health, the database already initialised (the first start,
//    which initialises it, is not counted), and the resident memory (RSS) of the Node.js process 2 s later;
//  - the access log's cost: requests per second and the server's CPU time per request (all its threads) with
//    LOG_LEVEL=info (one access line per request, written to a file) against LOG_LEVEL=error (none), for
//    GET /api/health and a signed-in GraphQL read of 20 clients, rounds alternating. CPU time per request is the
//    steadier figure on a shared machine; the cost is the median over the rounds (0 rounds: not measured).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, execFile, execFileSync, type ChildProcess } from "node:child_process";
import { freePort } from "../api/src/db/free-port";
import { JOBS_RUNNING_MESSAGE } from "../api/src/process";

const root = path.resolve(__dirname, "..");
const NODE_FLAGS = ["--max-semi-space-size=4", "--enable-source-maps"];
const [starts, seconds, rounds, colds] = [Number(process.argv[2] ?? 5), Number(process.argv[3] ?? 6), Number(process.argv[4] ?? 3), Number(process.argv[5] ?? 3)];

interface Server { child: ChildProcess; base: string; exited: Promise<void> }

async function startServer(dataDir: string, env: Record<string, string>, logFile = "/dev/null"): Promise<Server & { ms: number; t0: number }> {
  const port = await freePort();
  const out = fs.openSync(logFile, "w");
  const t0 = performance.now();
  const child = spawn(process.execPath, [...NODE_FLAGS, path.join(root, "dist/server.js")], {
    cwd: root, stdio: ["ignore", out, out],
    env: { ...process.env, NODE_ENV: "production", GRAPHQL_OPEN: "1", DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", ...env },
  });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} (log: ${logFile})`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) break;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 5));
  }
  return { child, base, exited, ms: performance.now() - t0, t0 };
}

/** SIGTERM to exit, in ms */
async function stop(s: Server): Promise<number> {
  const t0 = performance.now();
  s.child.kill("SIGTERM");
  await s.exited;
  return performance.now() - t0;
}

/** Waits for a line of the server's log file; the ms since `t0` (performance.now()) when it was seen. */
async function logLine(file: string, text: string, t0: number): Promise<number> {
  for (let i = 0; i < 6000; i++) {
    if (fs.readFileSync(file, "utf8").includes(text)) return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`"${text}" was not logged in ${file} within 30 s`);
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
/** user + system CPU time of the process (all threads), in ms */
const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function autocannon(args: string[]): Promise<{ requests: { average: number; total: number }; non2xx: number }> {
  return new Promise((resolve, reject) => {
    execFile(path.join(root, "node_modules/.bin/autocannon"), ["-j", "-c", "10", ...args], { maxBuffer: 16 << 20 }, (err, stdout) => {
      if (err) reject(err);
      else resolve(JSON.parse(stdout));
    });
  });
}

async function main() {
  if (!fs.existsSync(path.join(root, "dist/server.js"))) throw new Error("dist/server.js is missing: run npm run build first");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-measure-"));
  fs.chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as another user when this runs as root
  try {
    console.log(`${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
    const coldRows: { ms: number; jobsMs: number; stopMs: number }[] = [];
    for (let i = 0; i < colds; i++) {
      // the previous start's files written out first: a first start flushes the filesystem once (after initdb), which
      // would otherwise wait for the last one's writes
      execFileSync("sync");
      await new Promise((r) => setTimeout(r, 5000));
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-cold-"));
      fs.chmodSync(dir, 0o755);
      const logFile = path.join(dataDir, "cold.log");
      try {
        const s = await startServer(dir, { LOG_LEVEL: "info" }, logFile);
        const jobsMs = await logLine(logFile, JOBS_RUNNING_MESSAGE, s.t0);
        coldRows.push({ ms: s.ms, jobsMs, stopMs: await stop(s) });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
    const figures = (xs: number[], unit = "ms") => `${xs.map((x) => x.toFixed(0)).join(", ")} ${unit} (median ${median(xs).toFixed(0)} ${unit})`;
    if (colds) {
      console.log(`cold start to healthy: ${figures(coldRows.map((r) => r.ms))}`);
      console.log(`cold start to the job queue running: ${figures(coldRows.map((r) => r.jobsMs))}`);
      console.log(`stop after a cold start: ${figures(coldRows.map((r) => r.stopMs))}`);
    }

    await stop(await startServer(dataDir, {})); // initialises the database: not a warm start
    const startRows: { ms: number; rss: number; stopMs: number }[] = [];
    for (let i = 0; i < starts; i++) {
      const s = await startServer(dataDir, {});
      await new Promise((r) => setTimeout(r, 2000));
      const rss = rssMb(s.child.pid!);
      startRows.push({ ms: s.ms, rss, stopMs: await stop(s) });
    }
    console.log(`warm start to healthy: ${figures(startRows.map((r) => r.ms))}`);
    console.log(`RSS 2 s after healthy: ${figures(startRows.map((r) => r.rss), "MB")}`);
    console.log(`stop after a warm start: ${figures(startRows.map((r) => r.stopMs))}`);
    if (!rounds) return;

    // a tenant with 20 clients for the signed-in read
    const seedServer = await startServer(dataDir, {});
    const reg = await fetch(`${seedServer.base}/api/auth/register`, { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `measure-${Date.now()}@example.com`, password: "correct horse battery", firstName: "Measure" }) });
    const cookie = String(reg.headers.get("set-cookie")).split(";")[0];
    for (let i = 0; i < 20; i++) {
      await fetch(`${seedServer.base}/api/clients`, { method: "POST", headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ name: `Client ${i}`, email: `client${i}@example.com`, status: "active" }) });
    }
    await stop(seedServer);

    const query = JSON.stringify({ query: "{ viewer { clients(first: 20) { edges { node { id name email status } } } } }" });
    const targets = {
      health: (base: string) => [`${base}/api/health`],
      graphql: (base: string) => ["-m", "POST", "-H", `cookie: ${cookie}`, "-H", "content-type: application/json", "-b", query, `${base}/graphql`],
    };
    const results: Record<string, { rps: number[]; cpuUs: number[] }> = {};
    for (let round = 0; round < rounds; round++) {
      for (const level of ["info", "error"]) {
        const logFile = path.join(dataDir, `server-${level}.log`);
        const s = await startServer(dataDir, { LOG_LEVEL: level }, logFile);
        for (const [name, args] of Object.entries(targets)) {
          await autocannon(["-d", "2", ...args(s.base)]); // warm-up
          const c0 = cpuMs(s.child.pid!);
          const r = await autocannon(["-d", String(seconds), ...args(s.base)]);
          const c1 = cpuMs(s.child.pid!);
          if (r.non2xx) throw new Error(`${name}: ${r.non2xx} answers were not 2xx`);
          const row = (results[`${name} ${level}`] ??= { rps: [], cpuUs: [] });
          row.rps.push(r.requests.average);
          row.cpuUs.push(((c1 - c0) * 1000) / r.requests.total);
        }
        await stop(s);
        if (level === "info") console.log(`round ${round + 1}: ${fs.readFileSync(logFile, "utf8").split("\n").filter((l) => l.includes('"msg":"request"')).length} access log lines`);
      }
    }
    for (const name of Object.keys(targets)) {
      const [info, error] = [results[`${name} info`], results[`${name} error`]];
      const rpsCost = 1 - median(info.rps) / median(error.rps);
      const cpuCost = median(info.cpuUs) / median(error.cpuUs) - 1;
      console.log(`${name}: LOG_LEVEL=info ${median(info.rps).toFixed(0)} req/s, ${median(info.cpuUs).toFixed(0)} us CPU/request; `
        + `LOG_LEVEL=error ${median(error.rps).toFixed(0)} req/s, ${median(error.cpuUs).toFixed(0)} us CPU/request; `
        + `access log cost ${(rpsCost * 100).toFixed(1)} % req/s, ${(cpuCost * 100).toFixed(1)} % CPU per request`);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
