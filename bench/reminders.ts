// npx tsx bench/reminders.ts: how late calendar reminders fire. Starts the compiled server with its workers (the
// every-minute `calendar-reminders` scan as production runs it) on a fresh embedded database, creates events whose
// reminders fall due at random moments over the next few minutes, waits for them, and prints the lateness of each
// (the notification's time minus the due time): p50, p95 and the largest. Takes about four minutes; not part of CI.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Pool } from "pg";
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../api/src/db/free-port";
import { startEmbeddedDb } from "../api/src/db/embedded";
import { migrate } from "../api/src/db/migrate";

const EVENTS = Number(process.env.REMINDER_EVENTS ?? 30);
const SPREAD_SECONDS = Number(process.env.REMINDER_SPREAD_SECONDS ?? 150);

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-reminders-"));
  fs.chmodSync(dir, 0o755);
  const db = await startEmbeddedDb(dir);
  let server: ChildProcess | null = null;
  try {
    await db.ensureDatabase("reminders");
    const url = db.url("reminders");
    await migrate(url);
    const port = await freePort();
    server = spawn(process.execPath, [path.join(__dirname, "../scripts/start.cjs"), "api"], {
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dir, SESSION_SECRET: "reminders-secret-reminders-secret-123", PORT: String(port), LOG_LEVEL: "error", NODE_ENV: "production" },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 600 && !(await fetch(`${base}/api/health`).then((r) => r.ok, () => false)); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const reg = await fetch(`${base}/api/auth/register`, { method: "POST", headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: "reminders@example.com", password: "correct horse battery", firstName: "Bench" }) });
    const cookie = String(reg.headers.get("set-cookie")).split(";")[0];
    const now = Date.now();
    for (let i = 0; i < EVENTS; i++) {
      // due between 5 s and SPREAD_SECONDS from now; the event itself 15 minutes after that
      const due = now + 5000 + Math.floor(Math.random() * SPREAD_SECONDS * 1000);
      const start = new Date(due + 15 * 60_000);
      const r = await fetch(`${base}/api/calendar`, { method: "POST", headers: { "content-type": "application/json", cookie, origin: base },
        body: JSON.stringify({ title: `Call ${i}`, startTime: start.toISOString(), endTime: new Date(start.getTime() + 1800_000).toISOString(), reminderMinutes: 15 }) });
      if (r.status !== 201) throw new Error(`create failed: ${r.status} ${await r.text()}`);
    }
    const pool = new Pool({ connectionString: url });
    const deadline = now + (SPREAD_SECONDS + 90) * 1000;
    let rows: { late: number }[] = [];
    while (Date.now() < deadline) {
      rows = (await pool.query(`
        SELECT extract(epoch FROM n."createdAt" - (e."startTime" - interval '15 minutes')) * 1000 AS late
        FROM notifications n JOIN calendar_events e ON n."dedupeKey" = 'event-reminder:' || e.id || ':' || to_char(e."startTime" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)).rows;
      if (rows.length >= EVENTS) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    await pool.end();
    const late = rows.map((r) => Number(r.late)).sort((a, b) => a - b);
    const at = (q: number) => late[Math.min(late.length - 1, Math.floor(q * late.length))];
    console.log(`${late.length} of ${EVENTS} reminders fired; lateness p50 ${(at(0.5) / 1000).toFixed(1)} s, p95 ${(at(0.95) / 1000).toFixed(1)} s, max ${(late.at(-1)! / 1000).toFixed(1)} s`);
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

main().catch((e) => { console.error(e); process.exit(1); });
