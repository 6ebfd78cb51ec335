/**
 * The compile cache of loading.ts, in real Node processes: packages load the same from it as without it, a file
 * changed since (same length, new modification time) is compiled again rather than run from stale code, ES modules
 * and files that import() compile as usual, and the cache is private to its user.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Module from "node:module";
import { execFileSync } from "node:child_process";
import * as esbuild from "esbuild";

const builtIn = typeof (Module as unknown as { enableCompileCache?: unknown }).enableCompileCache === "function";

describe("the compile cache of a starting process", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-loading-"));
  const cacheDir = path.join(dir, "data", "cache");
  const pkg = path.join(dir, "node_modules", "fixture");
  const loading = path.join(dir, "loading.js");
  const runner = path.join(dir, "run.js");

  beforeAll(() => {
    esbuild.buildSync({ entryPoints: [path.join(__dirname, "../loading.ts")], outfile: loading, bundle: true, platform: "node", format: "cjs", logLevel: "warning" });
    fs.mkdirSync(pkg, { recursive: true });
    fs.writeFileSync(path.join(pkg, "index.js"), `"use strict";
const helper = require("./helper");
module.exports = {
  value: helper.value, dirname: __dirname, filename: __filename, resolved: require.resolve("./helper"),
  thisIsExports: this === module.exports, cached: require.cache[require.resolve("./helper")] !== undefined,
  dynamic: require("./dynamic"), esm: require("./esm.js").value,
};
`);
    fs.writeFileSync(path.join(pkg, "helper.js"), `exports.value = "one";\n`);
    fs.writeFileSync(path.join(pkg, "dynamic.js"), `module.exports = () => import("node:path").then((p) => typeof p.join);\n`);
    fs.writeFileSync(path.join(pkg, "esm.js"), `export const value = "esm";\n`);
    fs.writeFileSync(runner, `const { startCompileCache, compileCacheCounts } = require("./loading.js");
startCompileCache(${JSON.stringify(cacheDir)});
const fixture = require("fixture");
fixture.dynamic().then((join) => console.log(JSON.stringify({ ...fixture, dynamic: join, counts: compileCacheCounts() })));
`);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const run = () => JSON.parse(execFileSync(process.execPath, [runner], { cwd: dir, encoding: "utf8" })) as Record<string, unknown> & { counts: { cached: number; compiled: number } };

  it("loads packages as Node does, from the cache once written, and compiles a changed file again", () => {
    const expected = { value: "one", dirname: pkg, filename: path.join(pkg, "index.js"), resolved: path.join(pkg, "helper.js"),
      thisIsExports: true, cached: true, dynamic: "function", esm: "esm" };
    const first = run();
    expect(first).toMatchObject(expected);
    if (builtIn) return; // Node's own cache: nothing of ours to count
    // index.js and helper.js (dynamic.js imports, esm.js is an ES module: both compiled by Node)
    expect(first.counts).toEqual({ cached: 0, compiled: 2 });
    const file = fs.readdirSync(cacheDir);
    expect(file).toEqual([`compile-${process.version}-${process.arch}.bin`]);
    expect(fs.statSync(cacheDir).mode & 0o077).toBe(0);
    expect(fs.statSync(path.join(cacheDir, file[0])).mode & 0o077).toBe(0);

    const second = run();
    expect(second).toMatchObject(expected);
    expect(second.counts).toEqual({ cached: 2, compiled: 0 });

    // the same length, another text: run from the cache, the old code would still say "one"
    fs.writeFileSync(path.join(pkg, "helper.js"), `exports.value = "two";\n`);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(pkg, "helper.js"), later, later);
    const third = run();
    expect(third).toMatchObject({ ...expected, value: "two" });
    expect(third.counts).toEqual({ cached: 1, compiled: 1 });
    expect(run().counts).toEqual({ cached: 2, compiled: 0 });
  });

  it("starts without it when its folder cannot be made", () => {
    const blocked = path.join(dir, "blocked");
    fs.writeFileSync(blocked, "a file where the folder would be");
    const script = `const { startCompileCache, compileCacheCounts } = require("./loading.js");
startCompileCache(${JSON.stringify(path.join(blocked, "cache"))});
console.log(JSON.stringify({ value: require("fixture").value, counts: compileCacheCounts() }));`;
    const out = JSON.parse(execFileSync(process.execPath, ["-e", script], { cwd: dir, encoding: "utf8" }));
    expect(out).toEqual({ value: expect.any(String), counts: { cached: 0, compiled: 0 } });
  });
});
