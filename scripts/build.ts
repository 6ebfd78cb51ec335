// npm run build: Relay artifacts, the web bundle (web/dist) with pre-compressed copies (.br, .gz) of its text assets,
// and the server compiled to JavaScript (dist/server.js, dist/worker.js) that `npm start` and `npm run worker` run,
// with the PDF pool's thread (dist/pdf-worker.js, started by api/src/pdf/pool.ts from beside the bundle).
// `tsx scripts/build.ts server` builds the server alone.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { execFileSync } from "node:child_process";
import * as esbuild from "esbuild";

const root = path.resolve(__dirname, "..");
const dist = path.join(root, "web/dist");
const serverDist = path.join(root, "dist");
/** what the web bundle is built from (a change in any of them makes buildNeeded() true) */
const WEB_INPUTS = ["web/src", "web/index.html", "web/landing.html", "web/sign-in.html", "web/signed-out", "web/build", "web/public", "web/vite.config.ts", "common", "schema.graphql"];

export function build() {
  const t0 = Date.now();
  const bin = (name: string) => path.join(root, "node_modules/.bin", name);
  execFileSync(bin("relay-compiler"), ["--repersist"], { cwd: root, stdio: "inherit" });
  execFileSync(bin("vite"), ["build", "--config", "web/vite.config.ts", "--logLevel", "warn"], { cwd: root, stdio: "inherit",
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" } });
  let compressed = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(js|css|html|svg|json|txt|map)$/.test(entry.name) && fs.statSync(file).size > 1024) {
        const data = fs.readFileSync(file);
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        compressed++;
      }
    }
  };
  walk(dist);
  console.log(`built web/dist in ${((Date.now() - t0) / 1000).toFixed(1)} s (${compressed} files pre-compressed)`);
}

/** true when web/dist is missing or older than any web source, common/ file or the GraphQL schema */
export function buildNeeded(): boolean {
  const index = path.join(dist, "index.html");
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  const newer = (p: string): boolean => {
    if (!fs.existsSync(p)) return false;
    const st = fs.statSync(p);
    if (st.isDirectory()) return fs.readdirSync(p).some((n) => n !== "__generated__" && n !== "__tests__" && newer(path.join(p, n)));
    return st.mtimeMs > built;
  };
  return WEB_INPUTS.some((p) => newer(path.join(root, p)));
}

/**
 * A source file's own folder, as seen from the bundle: `__dirname` in a bundled file would be dist/, so each file that
 * reads a file next to it (auth/common-passwords.txt, the migrations, persisted_queries.json) gets the folder it
 * was written in, relative to dist/ (the source tree ships with the build).
 */
const sourceDirname: esbuild.Plugin = {
  name: "source-dirname",
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, "utf8");
      if (!/\b__dirname\b/.test(source)) return { contents: source, loader: "ts" };
      const rel = path.relative(serverDist, path.dirname(args.path)).split(path.sep).join("/");
      return {
        contents: `const __sourceDirname = require("node:path").join(__dirname, ${JSON.stringify(rel)});\n${source.replace(/\b__dirname\b/g, "__sourceDirname")}`,
        loader: "ts",
      };
    });
  },
};

/**
 * Prisma's query compiler (WebAssembly) is shipped as a JS module holding it as base64 text: required as it is, the
 * 4.5 MB text stays in the heap for the life of the process, twice (the module's source and the string). The build
 * writes the binary next to the bundle instead, and the module the client imports reads it when the client first
 * needs it, so nothing of it stays in memory after the compiler is instantiated.
 */
const prismaQueryCompiler: esbuild.Plugin = {
  name: "prisma-query-compiler-file",
  setup(build) {
    build.onResolve({ filter: /^@prisma\/client\/runtime\/query_compiler_[\w.]+\.wasm-base64\.js$/ }, (args) => ({ path: args.path, namespace: "prisma-wasm" }));
    build.onLoad({ filter: /.*/, namespace: "prisma-wasm" }, (args) => {
      const file = `${path.basename(args.path, ".wasm-base64.js")}.wasm`;
      const { wasm } = require(require.resolve(args.path, { paths: [root] })) as { wasm: string };
      fs.mkdirSync(serverDist, { recursive: true });
      fs.writeFileSync(path.join(serverDist, file), Buffer.from(wasm, "base64"));
      return {
        contents: `const fs = require("node:fs");
const path = require("node:path");
Object.defineProperty(exports, "wasm", { enumerable: true, get: () => fs.readFileSync(path.join(__dirname, ${JSON.stringify(file)})).toString("base64") });
`,
        loader: "js",
      };
    });
  },
};

/**
 * The API, the worker and the PDF pool's thread as CommonJS bundles (packages stay in node_modules; the Prisma client generated in
 * api/src/generated and common/ are bundled), with source maps, and dist/build-inputs.json: the files each was built
 * from, which `npm start` compares with the bundles' age (scripts/start.cjs).
 */
async function buildServer() {
  const t0 = Date.now();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { server: "api/src/server.ts", worker: "api/src/worker.ts", "pdf-worker": "api/src/pdf/worker.ts" },
    outdir: serverDist,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    sourcemap: "linked",
    sourcesContent: false,
    metafile: true,
    logLevel: "warning",
    plugins: [sourceDirname, prismaQueryCompiler],
  });
  const server = Object.keys(result.metafile.inputs).filter((f) => !f.includes("node_modules/") && !f.includes(":"));
  fs.writeFileSync(path.join(serverDist, "build-inputs.json"),
    JSON.stringify({ server: [...server, "tsconfig.json", "package-lock.json"], web: WEB_INPUTS }, null, 1) + "\n");
  console.log(`built dist/server.js, dist/worker.js and dist/pdf-worker.js in ${Date.now() - t0} ms (${server.length} source files)`);
}

if (require.main === module) {
  if (process.argv[2] !== "server") build();
  buildServer().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
