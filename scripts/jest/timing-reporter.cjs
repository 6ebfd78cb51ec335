/**
 * A jest reporter that says where a run's time went: after `npm test` it prints the 15 slowest test files with their
 * times and writes every file's time (and each project's total) to bench/results/test-times.json, and every test's
 * name and status to bench/results/test-names.txt. Times are the wall
 * time jest measured for each file (its setup included), so on several workers the sum is several times the run's
 * length; `testSeconds` is the part its tests took (their beforeEach and afterEach included), the rest is loading the
 * file's modules, its environment and its beforeAll and afterAll.
 */
const fs = require("node:fs");
const path = require("node:path");

const SHOWN = 15;

class TimingReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.started = Date.now();
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((r) => ({
        file: path.relative(this.rootDir, r.testFilePath),
        project: r.displayName?.name ?? "",
        seconds: Math.round(((r.perfStats.end - r.perfStats.start) / 1000) * 10) / 10,
        tests: r.numPassingTests + r.numFailingTests + r.numPendingTests + r.numTodoTests,
        // of which the tests themselves: the rest is loading the file's modules, its environment and its hooks
        testSeconds: Math.round(r.testResults.reduce((s, x) => s + (x.duration ?? 0), 0) / 100) / 10,
      }))
      .sort((a, b) => b.seconds - a.seconds);
    if (!files.length) return;
    const projects = {};
    for (const f of files) {
      const p = (projects[f.project || "-"] ??= { files: 0, tests: 0, seconds: 0, testSeconds: 0 });
      p.files++;
      p.tests += f.tests;
      p.seconds = Math.round((p.seconds + f.seconds) * 10) / 10;
      p.testSeconds = Math.round((p.testSeconds + f.testSeconds) * 10) / 10;
    }
    const wall = Math.round((Date.now() - this.started) / 100) / 10;
    const out = path.join(this.rootDir, "bench", "results");
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, "test-times.json"), `${JSON.stringify({ wallSeconds: wall, projects, files }, null, 2)}\n`);
    // every test's name (file, then its describe blocks and title) with its status, sorted: two runs' lists compared
    // show whether a change removed or skipped a test
    const names = results.testResults.flatMap((r) => r.testResults.map((x) =>
      `${path.relative(this.rootDir, r.testFilePath)} › ${[...x.ancestorTitles, x.title].join(" › ")} [${x.status}]`)).sort();
    fs.writeFileSync(path.join(out, "test-names.txt"), `${names.join("\n")}\n`);
    const lines = [
      `Slowest ${Math.min(SHOWN, files.length)} of ${files.length} test files (wall ${wall} s; every file's time in bench/results/test-times.json):`,
      ...files.slice(0, SHOWN).map((f) => `  ${f.seconds.toFixed(1).padStart(6)} s  ${String(f.tests).padStart(4)} tests  ${f.file} (tests ${f.testSeconds.toFixed(1)} s, the rest loading and hooks)`),
      `Per project (file times added up): ${Object.entries(projects).map(([k, p]) => `${k} ${p.files} files, ${p.tests} tests, ${Math.round(p.seconds)} s (tests ${Math.round(p.testSeconds)} s)`).join("; ")}`,
    ];
    process.stderr.write(`\n${lines.join("\n")}\n`);
  }
}

module.exports = TimingReporter;
