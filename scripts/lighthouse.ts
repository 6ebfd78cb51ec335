/**
 * npm run lighthouse: Lighthouse (performance, accessibility, best practices, SEO, LCP, TBT) of the landing and
 * sign-in pages (signed out), the signed-in dashboard, a client's page, an invoice's page and the calendar's Week view,
 * and a proposal's page as its client opens it, mobile and desktop, against the built app. Not part of CI (minutes).
 *
 * It builds the web app, starts the real server (NODE_ENV=production) on a free port with a fresh embedded database,
 * registers a user and fills its workspace as a freelancer's in use (seedWorkspace: clients, projects, tasks, invoices
 * sent, paid and overdue, messages, a busy week of events; the signed-in pages run with its session cookie), runs
 * Lighthouse with Chromium, prints a table and writes bench/results/lighthouse-<time>.json, with each measurement's
 * main-thread breakdown and the scripts that cost the most (Lighthouse's mainthread-work-breakdown and bootup-time).
 * The server, Chromium and the database are stopped and removed after.
 *
 *   LIGHTHOUSE_SKIP_BUILD=1            reuse web/dist
 *   LIGHTHOUSE_RUNS=3                  runs per page and form factor; the median by performance score is kept
 *   LIGHTHOUSE_PAGES=dashboard,client  measure only these pages (landing, sign-in, dashboard, client, invoice, calendar-week, document)
 *   LIGHTHOUSE_BASE_URL=http://...     measure a server that is already running (no build, no server)
 *   CHROME_PATH=/path/to/chromium      the browser (default /usr/bin/chromium)
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../api/src/db/free-port";
import { restCaller, seedWorkspace } from "./lighthouse-seed";

const ROOT = path.resolve(__dirname, "..");
const RESULTS_DIR = path.join(ROOT, "bench", "results");
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

type FormFactor = "mobile" | "desktop";

interface Measurement {
  page: string;
  url: string;
  formFactor: FormFactor;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  cls: number | null;
  transferKb: number | null;
  /** the audits of the accessibility, best-practices and SEO categories that did not pass */
  failedAudits: string[];
  /** main-thread time by kind of work (ms, Lighthouse's mainthread-work-breakdown) */
  mainThread: Record<string, number>;
  /** the scripts that cost the most main-thread time (ms, bootup-time: total and scripting) */
  bootup: { url: string; total: number; scripting: number }[];
  /** how many main-thread tasks were long (over 50 ms) */
  longTasks: number | null;
  /** the long tasks as Lighthouse simulated them (mobile: 4x CPU), in ms from navigation, with the script named */
  longTaskList: { startMs: number; durationMs: number; url: string }[];
  /**
   * what the unthrottled load itself showed (ms; Lighthouse's metrics audit), before its simulation of a slow phone:
   * a first paint observed after the scripts' evaluation (FCP after DOMContentLoaded) makes the simulated FCP carry
   * that evaluation, four times slower
   */
  observed: { fcpMs: number | null; domContentLoadedMs: number | null; lcpMs: number | null };
}

const log = (msg: string) => process.stdout.write(`${msg}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startServer(port: number): { child: ChildProcess; dataDir: string; exited: Promise<number | null> } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-lighthouse-"));
  fs.chmodSync(dataDir, 0o755); // embedded PostgreSQL runs as another user and must traverse it
  const logFile = path.join(dataDir, "..", `${path.basename(dataDir)}.log`);
  const out = fs.openSync(logFile, "w");
  const child = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), ["api/src/server.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, WORKERS: "off" },
    stdio: ["ignore", out, out],
    detached: true,
  });
  log(`server on port ${port} (log ${logFile})`);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, dataDir, exited };
}

async function stopProcess(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timeout = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 20_000).unref());
  if ((await Promise.race([exited, timeout])) === "timeout") {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
    await exited;
  }
}

async function waitFor(url: string, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
}

/** Registers a fresh user and answers its session cookie ("name=value"). */
async function registerUser(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Origin: baseUrl },
    body: JSON.stringify({ email: `lighthouse-${Date.now()}@example.com`, password: "lighthouse measures", firstName: "Light", lastName: "House", timeZone: "UTC" }),
  });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("registration set no session cookie");
  return cookie;
}

/** A proposal sent to a client: the path of the client's page (`/p/<token>`), read from the message the send recorded. */
async function documentPage(baseUrl: string, cookie: string): Promise<string> {
  const call = restCaller(baseUrl, cookie);
  const client = await call("POST", "/api/clients", { name: "Acme Corp", company: "Acme Ltd", email: "client@acme.example" });
  const content = "# Proposal for {client_company}\n\nDear {client_name},\n\n" + Array.from({ length: 8 }, (_, i) =>
    `## Part ${i + 1}\n\nScope, deliverables and timeline of part ${i + 1}, with the terms that apply to it.\n\n- Design\n- Build\n`).join("\n");
  const proposal = await call("POST", "/api/contracts", { clientId: client.id, type: "proposal", title: "Website redesign", content, value: "4800" });
  await call("POST", `/api/contracts/${proposal.id}/send`, {});
  const messages = (await call("GET", "/api/messages")) as { content: string }[];
  const link = messages.map((m) => /\/p\/[A-Za-z0-9_-]{43}/.exec(m.content)?.[0]).find(Boolean);
  if (!link) throw new Error("the sent proposal's message has no link");
  return link;
}

interface AuditItem {
  node?: { snippet?: string };
  group?: string;
  duration?: number;
  url?: string;
  startTime?: number;
  total?: number;
  scripting?: number;
}

type LighthouseRunner = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<{ lhr: LighthouseResult } | undefined>;
interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null; scoreDisplayMode: string; title: string; details?: { items?: AuditItem[] } }>;
  runtimeError?: { message: string };
}

async function measure(
  lighthouse: LighthouseRunner,
  desktopConfig: unknown,
  chromePort: number,
  page: string,
  url: string,
  formFactor: FormFactor,
  cookie: string | null,
): Promise<Measurement> {
  const runs: Measurement[] = [];
  let failures = 0;
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(
      url,
      {
        port: chromePort,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      // a trace Chromium failed to record (NO_NAVSTART, NO_FCP on a busy machine) is run again, twice at most
      if (++failures <= 2) {
        log(`  run again: ${lhr.runtimeError.message}`);
        i--;
        continue;
      }
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    }
    const num = (id: string) => (lhr.audits[id]?.numericValue === undefined ? null : Math.round(lhr.audits[id].numericValue! * 1000) / 1000);
    const score = (id: string) => (lhr.categories[id]?.score === null || lhr.categories[id] === undefined ? null : Math.round(lhr.categories[id].score! * 100));
    const failedAudits = (["accessibility", "best-practices", "seo"] as const).flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
        .filter(({ ref, audit }) => audit && ref.weight > 0 && audit.scoreDisplayMode === "binary" && audit.score !== 1)
        .map(({ audit }) => {
          const nodes = (audit.details?.items ?? []).flatMap((item) => (item.node?.snippet ? [item.node.snippet] : [])).slice(0, 3);
          return `${c}: ${audit.title}${nodes.length ? ` (${nodes.join(", ")})` : ""}`;
        }),
    );
    const transfer = num("total-byte-weight");
    runs.push({
      page,
      url,
      formFactor,
      scores: { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") },
      lcpMs: num("largest-contentful-paint") === null ? null : Math.round(num("largest-contentful-paint")!),
      tbtMs: num("total-blocking-time") === null ? null : Math.round(num("total-blocking-time")!),
      fcpMs: num("first-contentful-paint") === null ? null : Math.round(num("first-contentful-paint")!),
      cls: num("cumulative-layout-shift"),
      transferKb: transfer === null ? null : Math.round(transfer / 102.4) / 10,
      failedAudits,
      mainThread: Object.fromEntries((lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((i) => [i.group ?? "?", Math.round(i.duration ?? 0)])),
      bootup: (lhr.audits["bootup-time"]?.details?.items ?? []).slice(0, 6).map((i) => ({
        url: (i.url ?? "").replace(url.replace(/^(https?:\/\/[^/]+).*$/, "$1"), ""), total: Math.round(i.total ?? 0), scripting: Math.round(i.scripting ?? 0),
      })),
      longTasks: lhr.audits["long-tasks"]?.details?.items?.length ?? null,
      longTaskList: (lhr.audits["long-tasks"]?.details?.items ?? []).map((i) => ({
        startMs: Math.round(i.startTime ?? 0), durationMs: Math.round(i.duration ?? 0), url: (i.url ?? "").replace(url.replace(/^(https?:\/\/[^/]+).*$/, "$1"), ""),
      })),
      observed: observedMetrics(lhr.audits.metrics?.details),
    });
    const run = runs[runs.length - 1];
    log(`  run ${i + 1}: performance ${run.scores.performance}, FCP ${run.fcpMs} ms, TBT ${run.tbtMs} ms (observed: FCP ${run.observed.fcpMs} ms, DOMContentLoaded ${run.observed.domContentLoadedMs} ms)`);
  }
  runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return runs[Math.floor(runs.length / 2)];
}

/** The unthrottled load's own timings from the metrics audit's details (its first item). */
function observedMetrics(details: unknown): Measurement["observed"] {
  const item = ((details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [])[0] ?? {};
  const ms = (key: string) => (typeof item[key] === "number" ? Math.round(item[key] as number) : null);
  return { fcpMs: ms("observedFirstContentfulPaint"), domContentLoadedMs: ms("observedDomContentLoaded"), lcpMs: ms("observedLargestContentfulPaint") };
}

async function main(): Promise<void> {
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH}: install it with 'apt-get install -y chromium' or set CHROME_PATH`);
  const cleanups: (() => Promise<void>)[] = [];
  try {
    let baseUrl = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/+$/, "");
    if (!baseUrl) {
      if (!process.env.LIGHTHOUSE_SKIP_BUILD) {
        const r = spawnSync("npm", ["run", "--silent", "build"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" } });
        if (r.status !== 0) throw new Error("the build failed");
      }
      const port = await freePort();
      const server = startServer(port);
      cleanups.push(async () => {
        await stopProcess(server.child, server.exited);
        fs.rmSync(server.dataDir, { recursive: true, force: true });
      });
      baseUrl = `http://127.0.0.1:${port}`;
      await waitFor(`${baseUrl}/api/health`, 90_000, "GET /api/health");
    }
    const cookie = await registerUser(baseUrl);

    const chromePort = await freePort();
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-lighthouse-chrome-"));
    const chrome = spawn(CHROME_PATH, [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage", `--remote-debugging-port=${chromePort}`,
      `--user-data-dir=${profile}`, "about:blank",
    ], { stdio: "ignore" });
    const chromeExited = new Promise<unknown>((resolve) => chrome.on("exit", resolve));
    cleanups.push(async () => {
      await stopProcess(chrome, chromeExited);
      fs.rmSync(profile, { recursive: true, force: true });
    });
    await waitFor(`http://127.0.0.1:${chromePort}/json/version`, 30_000, "Chromium's debugging port");

    const { default: lighthouse } = (await import("lighthouse")) as unknown as { default: LighthouseRunner };
    const { default: desktopConfig } = (await import("lighthouse/core/config/desktop-config.js")) as { default: unknown };

    const seeded = await seedWorkspace(baseUrl, cookie);
    const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((p) => p.trim()).filter(Boolean);
    const targets: { page: string; path: string; cookie: string | null }[] = [
      { page: "landing", path: "/", cookie: null },
      { page: "sign-in", path: "/api/login", cookie: null },
      { page: "dashboard", path: "/", cookie },
      { page: "client", path: seeded.clientPath, cookie },
      { page: "invoice", path: seeded.invoicePath, cookie },
      // the calendar opens on the Week view on a first visit (each Lighthouse run starts with empty storage)
      { page: "calendar-week", path: "/calendar", cookie },
      // a contract or proposal as the provider's client opens it (no session)
      { page: "document", path: await documentPage(baseUrl, cookie), cookie: null },
    ].filter((t) => !only || only.includes(t.page));
    const results: Measurement[] = [];
    for (const formFactor of ["mobile", "desktop"] as const) {
      for (const target of targets) {
        log(`lighthouse ${target.page} (${formFactor})...`);
        results.push(await measure(lighthouse, desktopConfig, chromePort, target.page, `${baseUrl}${target.path}`, formFactor, target.cookie));
      }
    }

    log("");
    log("page          form     perf  a11y  best  seo   LCP ms  TBT ms  FCP ms  CLS    KB");
    for (const r of results) {
      const cell = (v: number | null, w: number) => String(v ?? "-").padEnd(w);
      log(
        `${r.page.padEnd(13)} ${r.formFactor.padEnd(8)} ${cell(r.scores.performance, 5)} ${cell(r.scores.accessibility, 5)} ${cell(r.scores["best-practices"], 5)} ` +
          `${cell(r.scores.seo, 5)} ${cell(r.lcpMs, 7)} ${cell(r.tbtMs, 7)} ${cell(r.fcpMs, 7)} ${cell(r.cls, 6)} ${r.transferKb ?? "-"}`,
      );
      for (const a of r.failedAudits) log(`              not passed: ${a}`);
      {
        log(`              main thread: ${Object.entries(r.mainThread).map(([k, v]) => `${k} ${v}`).join(", ")}; long tasks ${r.longTasks ?? "-"}`);
        log(`              scripts: ${r.bootup.slice(0, 4).map((b) => `${b.url || "(other)"} ${b.total}/${b.scripting}`).join(", ")}`);
        if (r.longTaskList.length) log(`              long tasks (start+duration ms): ${r.longTaskList.map((t) => `${t.startMs}+${t.durationMs} ${t.url.split("/").pop() || "(page)"}`).join(", ")}`);
        log(`              observed (unthrottled): FCP ${r.observed.fcpMs ?? "-"} ms, DOMContentLoaded ${r.observed.domContentLoadedMs ?? "-"} ms, LCP ${r.observed.lcpMs ?? "-"} ms`);
      }
    }
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), runsPerMeasurement: RUNS, lighthouse: "12", results }, null, 2)}\n`);
    log(`\nwritten ${path.relative(ROOT, file)}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => log(`cleanup failed: ${String(e)}`));
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
