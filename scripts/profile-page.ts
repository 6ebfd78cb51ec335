/**
 * npx tsx scripts/profile-page.ts [path]: a CPU profile of a signed-in page's first load (the dashboard by default) in
 * Chromium with the CPU slowed down 4 times (as Lighthouse's mobile run), on the workspace `npm run lighthouse` seeds.
 * Not part of CI.
 *
 * It starts the built app (web/dist, NODE_ENV=production) with a fresh embedded database, registers a user, fills its
 * workspace (scripts/lighthouse-seed.ts), opens the page at 390 px, and prints the main thread's self time by script
 * (the app's chunks, "(native)" for the browser's own work: style, layout, garbage collection), the functions that
 * cost the most, the long tasks (over 50 ms), and counts that do not depend on the machine's load: the page's elements
 * and the style rules inserted at run time. Screenshots at 390 px and 1280 px go to bench/results/.
 *
 *   PROFILE_WAIT_FOR=recent-activity   the data-testid that marks the page as loaded
 *   PROFILE_THROTTLE=4                 the CPU slow-down
 *   PROFILE_SAVE=file.cpuprofile       also writes the raw profile (DevTools opens it)
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { freePort } from "../api/src/db/free-port";
import { seedWorkspace } from "./lighthouse-seed";

const ROOT = path.resolve(__dirname, "..");
const PAGE_PATH = process.argv[2] ?? "/";
const WAIT_FOR = process.env.PROFILE_WAIT_FOR ?? "recent-activity";
const THROTTLE = Number(process.env.PROFILE_THROTTLE ?? 4) || 4;
const log = (msg: string) => process.stdout.write(`${msg}\n`);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-profile-"));
  fs.chmodSync(dataDir, 0o755);
  const server = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), ["api/src/server.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, WORKERS: "off" },
    stdio: "ignore",
    detached: true,
  });
  const exited = new Promise((r) => server.on("exit", r));
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-dev-shm-usage"] });
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error("the app did not start");
      await new Promise((r) => setTimeout(r, 250));
    }
    const res = await fetch(`${baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", Origin: baseUrl },
      body: JSON.stringify({ email: `profile-${Date.now()}@example.com`, password: "profile measures", firstName: "Light", lastName: "House", timeZone: "UTC" }),
    });
    const cookie = res.headers.get("set-cookie")?.split(";")[0];
    if (!cookie) throw new Error(`registration answered ${res.status}`);
    await seedWorkspace(baseUrl, cookie);
    const [name, value] = cookie.split("=");

    for (const [label, viewport] of [["390", { width: 390, height: 844 }], ["1280", { width: 1280, height: 900 }]] as const) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      await context.addCookies([{ name, value, url: baseUrl }]);
      await context.addInitScript(() => {
        const w = window as unknown as { __longTasks: number[] };
        w.__longTasks = [];
        new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(Math.round(e.duration)))).observe({ type: "longtask", buffered: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const profiling = label === "390";
      if (profiling) {
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
        await cdp.send("Profiler.start");
      }
      const started = Date.now();
      await page.goto(`${baseUrl}${PAGE_PATH}`);
      await page.getByTestId(WAIT_FOR).first().waitFor({ timeout: 60_000 });
      const loadedMs = Date.now() - started;
      await page.waitForTimeout(2_000);
      if (profiling) {
        const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
        if (process.env.PROFILE_SAVE) fs.writeFileSync(process.env.PROFILE_SAVE, JSON.stringify(profile));
        const self = new Map<number, number>();
        profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
        const byScript = new Map<string, number>();
        const byFunction = new Map<string, number>();
        for (const node of profile.nodes) {
          const ms = self.get(node.id) ?? 0;
          if (!ms) continue;
          const { functionName, url, lineNumber, columnNumber } = node.callFrame;
          if (functionName === "(idle)" || functionName === "(program)" && !url) {
            const key = functionName === "(idle)" ? "(idle)" : "(native)";
            byScript.set(key, (byScript.get(key) ?? 0) + ms);
            continue;
          }
          const script = url ? url.replace(baseUrl, "").replace(/-[A-Za-z0-9_-]{8}\.js$/, ".js") : "(native)";
          byScript.set(script, (byScript.get(script) ?? 0) + ms);
          const fn = `${functionName || "(anonymous)"} ${script}:${lineNumber + 1}:${columnNumber + 1}`;
          byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
        }
        // inclusive time: a function's own and that of what it called (each function counted once per stack)
        const parent = new Map<number, number>();
        for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
        const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
        const inclusive = new Map<string, number>();
        for (const [id, ms] of self) {
          const seen = new Set<string>();
          for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
            const { functionName, url, lineNumber, columnNumber } = nodeById.get(cur)!.callFrame;
            if (!url) continue;
            const fn = `${functionName || "(anonymous)"} ${url.replace(baseUrl, "").replace(/-[A-Za-z0-9_-]{8}\.js$/, ".js")}:${lineNumber + 1}:${columnNumber + 1}`;
            if (seen.has(fn)) continue;
            seen.add(fn);
            inclusive.set(fn, (inclusive.get(fn) ?? 0) + ms);
          }
        }
        const top = (m: Map<string, number>, n: number) => [...m].filter(([k]) => k !== "(idle)").sort((a, b) => b[1] - a[1]).slice(0, n);
        log(`\n${PAGE_PATH} at 390 px, CPU ${THROTTLE}x slower: loaded (${WAIT_FOR}) after ${loadedMs} ms`);
        log("self time by script (ms):");
        for (const [k, v] of top(byScript, 12)) log(`  ${String(Math.round(v)).padStart(6)}  ${k}`);
        log("functions (ms):");
        for (const [k, v] of top(byFunction, 20)) log(`  ${String(Math.round(v)).padStart(6)}  ${k}`);
        log("functions with what they call (ms):");
        for (const [k, v] of top(inclusive, 30)) log(`  ${String(Math.round(v)).padStart(6)}  ${k}`);
      }
      const counts = await page.evaluate(() => {
        const sheets = Array.from(document.querySelectorAll("style[data-emotion]")) as HTMLStyleElement[];
        const w = window as unknown as { __longTasks: number[] };
        return {
          elements: document.querySelectorAll("*").length,
          styledElements: document.querySelectorAll('[class*="css-"]').length,
          emotionRules: sheets.reduce((n, s) => n + (s.sheet?.cssRules.length ?? 0), 0),
          longTasks: w.__longTasks,
        };
      });
      log(`${label} px: ${counts.elements} elements, ${counts.styledElements} with a run-time style class, ${counts.emotionRules} run-time style rules; long tasks ${counts.longTasks.length} (${counts.longTasks.join(", ")} ms; sum over 50 ms: ${counts.longTasks.reduce((s, d) => s + Math.max(0, d - 50), 0)} ms)`);
      const shot = path.join(ROOT, "bench", "results", `profile-${PAGE_PATH.replace(/[^a-z0-9]+/gi, "-")}-${label}.png`);
      fs.mkdirSync(path.dirname(shot), { recursive: true });
      await page.screenshot({ path: shot, fullPage: true });
      log(`screenshot ${path.relative(ROOT, shot)}`);
      await context.close();
    }
  } finally {
    await browser.close();
    if (server.pid !== undefined) {
      try {
        process.kill(server.pid, "SIGTERM");
      } catch {
        // gone
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
