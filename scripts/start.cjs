// npm start (`node scripts/start.cjs`) and npm run worker (`node scripts/start.cjs worker`): the compiled server
// (dist/server.js) or the job workers alone (dist/worker.js), run by plain Node.js in this process. The build
// (`npm run build`, also run by `npm install`) is run first when a bundle is missing or older than a file it was built
// from, and, for the server, when the web app is older than its sources (`node scripts/start.cjs api`: the server
// without that check, for the benchmark); SKIP_BUILD=1 (the container image) skips the check, and then a missing
// build stops the start with a clear message.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { execFileSync } = require("node:child_process");

const root = path.resolve(__dirname, "..");
const mode = process.argv[2] ?? "server";
if (!["server", "worker", "api"].includes(mode)) throw new Error(`unknown mode ${mode} (server, worker or api)`);
const which = mode === "worker" ? "worker" : "server";
const bundle = path.join(root, "dist", `${which}.js`);

/** true when `output` is missing or any of `inputs` (files or folders, relative to the root) is newer */
function stale(output, inputs) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  const newer = (p) => {
    let st;
    try { st = fs.statSync(p); } catch { return false; }
    if (st.isDirectory()) return fs.readdirSync(p).some((n) => n !== "__generated__" && n !== "__tests__" && newer(path.join(p, n)));
    return st.mtimeMs > built;
  };
  return inputs.some((p) => newer(path.join(root, p)));
}

function buildNeeded() {
  const inputsFile = path.join(root, "dist/build-inputs.json");
  if (!fs.existsSync(inputsFile)) return "all";
  const inputs = JSON.parse(fs.readFileSync(inputsFile, "utf8"));
  if (mode === "server" && stale(path.join(root, "web/dist/index.html"), inputs.web)) return "all";
  return stale(bundle, inputs.server) ? "server" : null;
}

if (process.env.SKIP_BUILD !== "1") {
  const needed = buildNeeded();
  if (needed) {
    const tsx = path.join(root, "node_modules/.bin/tsx");
    execFileSync(tsx, ["scripts/build.ts", ...(needed === "server" ? ["server"] : [])], { cwd: root, stdio: "inherit" });
  }
}
if (!fs.existsSync(bundle)) {
  console.error(`${path.relative(root, bundle)} is missing: build the server first with \`npm run build\` (npm install runs it).`);
  process.exit(1);
}
require(bundle);
