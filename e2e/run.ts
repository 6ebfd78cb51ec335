/**
 * End-to-end runner: builds the server (and the web app when a source is newer than web/dist), starts the real server
 * on a free port with a fresh embedded database, runs e2e/specs/*.e2e.ts against Debian's Chromium (playwright-core)
 * two at a time (E2E_LANES), each spec with accounts of its own, then the specs that measure times (`alone`) one by
 * one with nothing beside them but the specs that wait for the scheduler's clock (`waitsForClock`: started first,
 * idle most of their time); prints 'ok'/'FAIL' per spec and '<N> passed, <M> failed', stops the server and exits
 * non-zero on any failure. Before the app, it starts a real SMTP
 * server on a free loopback port (e2e/smtp.ts) and gives the app its address as SMTP_URL: specs read what it received;
 * and local Google, Microsoft and Zoom OAuth servers (api/test/oauth-servers.ts: consent pages, tokens, meetings) with
 * the app's GOOGLE_*, MS_* and ZOOM_* variables pointing at them: specs connect accounts through their consent pages;
 * and a local Stripe (api/test/stripe-server.ts, STRIPE_API_URL) whose Checkout page pays and sends its signed event.
 *
 *   npx tsx e2e/run.ts                 everything
 *   npx tsx e2e/run.ts mobile          only specs whose file name contains "mobile"
 *   E2E_SKIP_BUILD=1                   reuse web/dist and dist/ as they are
 *   E2E_BASE_URL=http://127.0.0.1:3000 run against a server that is already running (no build, no server)
 *   CHROMIUM_PATH=/path/to/chromium    another browser binary (default /usr/bin/chromium)
 *   E2E_LANES=1                        one spec at a time
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../api/src/db/free-port";
import { buildNeeded } from "../scripts/build";
import { ARTIFACTS_DIR, launchBrowser, type SpecModule } from "./lib";
import { startMailSink, type MailSink } from "./smtp";
import { startOAuthServers, type OAuthServers } from "../api/test/oauth-servers";
import { startFakeStripe, type FakeStripe } from "../api/test/stripe-server";

const ROOT = path.resolve(__dirname, "..");
const SPECS_DIR = path.join(__dirname, "specs");
const HEALTH_TIMEOUT_MS = 60_000;
const SPEC_TIMEOUT_MS = 120_000;
/** how many specs run at a time (those that measure times, `alone`, always run by themselves) */
const LANES = Math.max(1, Number(process.env.E2E_LANES) || 2);

function log(msg: string): void {
  process.stdout.write(`${msg}\n`);
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  log(`$ ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed with exit code ${r.status ?? r.signal}`);
}

/** the server always (under a second); the web bundle only when a source is newer than web/dist (scripts/build.ts) */
function build(): void {
  if (buildNeeded()) run("npm", ["run", "--silent", "build"], { VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" });
  else run("npm", ["run", "--silent", "build", "--", "server"]);
}

interface Server {
  child: ChildProcess;
  baseUrl: string;
  dataDir: string;
  exited: Promise<number | null>;
}

function startServer(port: number, smtpUrl: string, extraEnv: Record<string, string>): Server {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-e2e-"));
  fs.chmodSync(dataDir, 0o755); // embedded PostgreSQL runs as another user and must traverse it
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const logFile = path.join(ARTIFACTS_DIR, "server.log");
  const out = fs.openSync(logFile, "w");
  log(`starting the server on port ${port} (DATA_DIR ${dataDir}, log ${path.relative(ROOT, logFile)})`);
  const child = spawn(process.execPath, ["dist/server.js"], {
    cwd: ROOT,
    env: { ...process.env, ...extraEnv, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SMTP_URL: smtpUrl },
    stdio: ["ignore", out, out],
    detached: true, // own process group, so the whole server tree can be stopped
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${port}`, dataDir, exited };
}

async function waitForHealth(server: Server): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let exitedEarly = false;
  void server.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline) {
    if (exitedEarly) throw new Error("the server exited before it became healthy (see e2e/artifacts/server.log)");
    try {
      const res = await fetch(`${server.baseUrl}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`GET /api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

async function stopServer(server: Server): Promise<void> {
  const pid = server.child.pid;
  if (pid !== undefined && server.child.exitCode === null && server.child.signalCode === null) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // already gone
    }
    const timeout = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 20_000).unref());
    if ((await Promise.race([server.exited, timeout])) === "timeout") {
      log("the server did not stop within 20 s; killing its process group");
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
      await server.exited;
    }
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const t = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

async function main(): Promise<number> {
  const filter = process.argv[2];
  const specFiles = fs
    .readdirSync(SPECS_DIR)
    .filter((f) => f.endsWith(".e2e.ts") && (!filter || f.includes(filter)))
    .sort();
  if (specFiles.length === 0) {
    log("no spec files found");
    return 1;
  }

  let server: Server | null = null;
  let mail: MailSink | null = null;
  let oauth: OAuthServers | null = null;
  let stripe: FakeStripe | null = null;
  let baseUrl = process.env.E2E_BASE_URL?.replace(/\/+$/, "");
  let passed = 0;
  let failed = 0;
  const browserPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(browserPath)) {
    log(`Chromium not found at ${browserPath}: install it with 'apt-get install -y chromium' or set CHROMIUM_PATH`);
    return 1;
  }

  const onSignal = (signal: NodeJS.Signals) => {
    log(`received ${signal}, stopping`);
    const s = server;
    const m = mail;
    const o = oauth;
    const st = stripe;
    void (s ? stopServer(s) : Promise.resolve())
      .then(() => m?.close())
      .then(() => o?.close())
      .then(() => st?.close())
      .finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    if (!baseUrl) {
      if (!process.env.E2E_SKIP_BUILD) build();
      mail = await startMailSink();
      log(`SMTP server listening at ${mail.url}`);
      oauth = await startOAuthServers();
      log(`OAuth servers (Google, Microsoft, Zoom) listening at ${oauth.env.GOOGLE_OAUTH_URL}, ${oauth.env.MS_LOGIN_URL}, ${oauth.env.ZOOM_OAUTH_URL}`);
      stripe = await startFakeStripe({ deliverEvents: true });
      log(`Stripe listening at ${stripe.url}`);
      server = startServer(await freePort(), mail.url, { ...oauth.env, ...stripe.env });
      await waitForHealth(server);
      baseUrl = server.baseUrl;
    }
    log(`server ready at ${baseUrl}`);
    const browser = await launchBrowser();
    try {
      const specs = await Promise.all(specFiles.map(async (file) => ({ file, mod: (await import(path.join(SPECS_DIR, file))) as SpecModule })));
      const runSpec = async ({ file, mod }: { file: string; mod: SpecModule }) => {
        const label = `${file}${mod.name ? ` (${mod.name})` : ""}`;
        const t = { baseUrl: baseUrl!, browser, mail, oauth, stripe, pageErrors: [] as string[], consoleErrors: [] as string[] };
        const started = Date.now();
        try {
          await withTimeout(mod.run(t), mod.timeoutMs ?? SPEC_TIMEOUT_MS, file);
          if (t.pageErrors.length) throw new Error(`uncaught page errors:\n  ${t.pageErrors.join("\n  ")}`);
          passed++;
          log(`ok   ${label} ${Date.now() - started} ms`);
        } catch (err) {
          failed++;
          log(`FAIL ${label}`);
          log(`     ${(err instanceof Error ? err.message : String(err)).split("\n").join("\n     ")}`);
        }
      };
      // the specs that wait for the scheduler's clock start at once, each on its own (they are idle while they
      // wait); the specs that measure times run one by one with nothing else beside them; the others `lanes` at a
      // time, each with accounts of its own
      const waiting = Promise.all(specs.filter((s) => s.mod.waitsForClock).map(runSpec));
      const shared = specs.filter((s) => !s.mod.alone && !s.mod.waitsForClock);
      let next = 0;
      await Promise.all(Array.from({ length: Math.min(LANES, shared.length) }, async () => {
        while (next < shared.length) await runSpec(shared[next++]);
      }));
      for (const spec of specs.filter((s) => s.mod.alone && !s.mod.waitsForClock)) await runSpec(spec);
      await waiting;
    } finally {
      await browser.close();
    }
  } catch (err) {
    failed++;
    log(`FAIL setup: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    if (server) await stopServer(server);
    // after the app: its mail pool's connections close with it
    if (mail) await mail.close();
    if (oauth) await oauth.close();
    if (stripe) await stripe.close();
  }
  log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
