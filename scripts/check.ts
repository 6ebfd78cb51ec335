// npm run check: type checks, import cycles, module boundaries, unused exports and files (knip), schema.graphql drift,
// relay-compiler --validate, web bundle budgets (scripts/bundle-budgets.ts), migration drift, docker-compose.yml
// (scripts/compose-check.ts: services, mounted files, the app's variables as api/src/config.ts reads them).
import fs from "node:fs";
import path from "node:path";
import { execFile } from "node:child_process";

const root = path.resolve(__dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
let failed = 0;

function step(name: string, fn: () => void | Promise<void>) {
  return (async () => {
    const t0 = Date.now();
    try {
      await fn();
      console.log(`ok    ${name} (${Date.now() - t0} ms)`);
    } catch (e) {
      failed++;
      const err = e as { stdout?: Buffer; stderr?: Buffer; message: string };
      console.log(`FAIL  ${name} (${Date.now() - t0} ms)\n${[err.stdout?.toString(), err.stderr?.toString()].filter(Boolean).join("\n") || err.message}`);
    }
  })();
}

// a child process; rejects with its output on a non-zero exit (what step() prints)
const run = (cmd: string, args: string[]) =>
  new Promise<string>((resolve, reject) => {
    execFile(cmd, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(Object.assign(err, { stdout: Buffer.from(stdout), stderr: Buffer.from(stderr) }));
      else resolve(stdout);
    });
  });

async function main() {
  // the checks that are processes of their own run side by side (both type checks alone take half a minute each),
  // while the in-process ones run one after another
  const processes = Promise.all([
    step("tsc (api, common, scripts)", async () => { await run(bin("tsc"), ["-p", "tsconfig.json"]); }),
    step("tsc (web)", async () => { await run(bin("tsc"), ["-p", "web/tsconfig.json"]); }),
    step("no unused exports", async () => {
      // knip.json: entry points, project files, ignored generated artifacts. Unused dependencies are not checked here.
      await run(bin("knip"), ["--include", "files,exports,types", "--no-config-hints", "--no-progress"]);
    }),
    step("relay-compiler --validate (generated artifacts up to date)", async () => { await run(bin("relay-compiler"), ["--validate"]); }),
  ]);
  await step("no import cycles", async () => {
    const { assertNoImportCycles } = await import("./import-cycles");
    assertNoImportCycles();
  });
  await step("module boundaries (faces only, no module in the job plumbing)", async () => {
    const { assertModuleBoundaries } = await import("./module-boundaries");
    assertModuleBoundaries();
  });
  await step("docker-compose.yml (images or builds, depends_on, mounted files, the app's variables)", async () => {
    const { assertComposeValid } = await import("./compose-check");
    assertComposeValid();
  });
  await step("schema.graphql matches the Pothos schema", async () => {
    const { printedSchema, SCHEMA_FILE } = await import("./print-schema");
    if (fs.readFileSync(SCHEMA_FILE, "utf8") !== printedSchema()) throw new Error("schema.graphql is out of date: run npm run schema:print and commit it");
  });
  await step("persisted_queries.json holds every Relay operation, and nothing else", () => {
    const persisted = JSON.parse(fs.readFileSync(path.join(root, "persisted_queries.json"), "utf8")) as Record<string, string>;
    const missing: string[] = [];
    const current = new Set<string>();
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.endsWith(".graphql.ts")) {
          const id = /@relayRequestID ([0-9a-f]{64})/.exec(fs.readFileSync(p, "utf8"))?.[1];
          if (id) current.add(id);
          if (id && !persisted[id]) missing.push(path.relative(root, p));
        }
      }
    };
    walk(path.join(root, "web/src"));
    if (missing.length) throw new Error(`not persisted (run npx relay-compiler --repersist): ${missing.join(", ")}`);
    // a document no screen sends any more would still run on the server (an old form of a changed query may not even
    // be valid against the schema); relay-compiler only adds to the file, so it is rewritten whole when one goes
    const stale = Object.entries(persisted).filter(([id]) => !current.has(id)).map(([, text]) => /^\s*(\w+\s+\w+)/.exec(text)?.[1] ?? "?");
    if (stale.length) throw new Error(`persisted_queries.json holds documents no screen sends (rewrite it: echo {} > persisted_queries.json && npx relay-compiler --repersist): ${stale.join(", ")}`);
  });
  await step("web bundle budgets (initial JS, each route's JS)", async () => {
    console.log((await run(bin("tsx"), [path.join(root, "scripts/bundle-budgets.ts")])).trimEnd());
  });
  await step("migrations match prisma/schema.prisma", async () => {
    const { pendingSchemaChange } = await import("./lib/schema-engine");
    const { withScratchDb } = await import("./lib/scratch-db");
    const sql = await withScratchDb(pendingSchemaChange);
    if (sql) throw new Error(`prisma/schema.prisma has changes no migration creates: run npm run db:migration:new <name>\n${sql}`);
  });
  await processes;
  if (failed) {
    console.log(`\n${failed} check(s) failed`);
    process.exit(1);
  }
  console.log("\nall checks passed");
}
main();
