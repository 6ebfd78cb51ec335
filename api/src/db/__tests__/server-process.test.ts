import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../free-port";

const root = path.resolve(__dirname, "../../../..");
jest.setTimeout(120_000);
// the server's TypeScript run by one Node.js process with tsx's loader (the tsx command line would start a second
// process to run it in, and relay the signals to it)
const server = ["--import", "tsx", path.join(root, "api/src/server.ts")];

interface Running { proc: ChildProcess; base: string; output: () => string; startedMs: number }

async function startServer(dataDir: string): Promise<Running> {
  const port = await freePort();
  const t0 = Date.now();
  const proc = spawn(process.execPath, server, {
    cwd: root, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "info", SESSION_SECRET: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout!.on("data", (d) => (out += d));
  proc.stderr!.on("data", (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { proc, base, output: () => out, startedMs: Date.now() - t0 };
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 25));
  }
  proc.kill("SIGKILL");
  throw new Error(`server did not become healthy:\n${out}`);
}

function stop(r: Running, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => { r.proc.once("exit", (code) => resolve(code)); r.proc.kill(signal); });
}

const postmasterAlive = (dataDir: string) => {
  const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  try { process.kill(pid, 0); return true; } catch { return false; }
};

describe("npm start with no configuration (embedded PostgreSQL)", () => {
  it("starts, stops the database with the app on SIGTERM and SIGINT, and keeps the data across restarts", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-proc-"));
    fs.chmodSync(dataDir, 0o755);
    try {
      const first = await startServer(dataDir);
      console.log(`cold start (empty DATA_DIR) to healthy: ${first.startedMs} ms`);
      const reg = await fetch(`${first.base}/api/auth/register`, { method: "POST", headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "keep@example.com", password: "keep me please" }) });
      expect(reg.status).toBe(201);
      expect(fs.existsSync(path.join(dataDir, "session-secret"))).toBe(true);
      expect(await stop(first, "SIGTERM")).toBe(0);
      expect(postmasterAlive(dataDir)).toBe(false);

      const second = await startServer(dataDir);
      console.log(`warm start to healthy: ${second.startedMs} ms`);
      const login = await fetch(`${second.base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "keep@example.com", password: "keep me please" }) });
      expect(login.status).toBe(200);

      // a second server on the same DATA_DIR (or one started after a crash left the database running) says so
      const port = await freePort();
      const third = spawn(process.execPath, server, {
        cwd: root, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", SESSION_SECRET: "" }, stdio: ["ignore", "pipe", "pipe"],
      });
      let thirdOut = "";
      third.stdout!.on("data", (d) => (thirdOut += d));
      third.stderr!.on("data", (d) => (thirdOut += d));
      expect(await new Promise((r) => third.once("exit", r))).toBe(1);
      expect(thirdOut).toMatch(/The embedded database in .* is already running \(process \d+\)/);
      expect((await fetch(`${second.base}/api/health`)).ok).toBe(true);

      expect(await stop(second, "SIGINT")).toBe(0);
      expect(postmasterAlive(dataDir)).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("fails fast with a clear message on bad configuration", async () => {
    const proc = spawn(process.execPath, server, {
      cwd: root, env: { ...process.env, PORT: "not-a-port" }, stdio: ["ignore", "pipe", "pipe"],
    });
    let err = "";
    proc.stderr!.on("data", (d) => (err += d));
    const code = await new Promise((r) => proc.once("exit", r));
    expect(code).toBe(2);
    expect(err).toContain("Configuration error: PORT must be an integer between 0 and 65535");
  });
});
