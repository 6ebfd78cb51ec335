// npm run build: Relay artifacts, the web bundle (web/dist), and pre-compressed copies (.br, .gz) of its text assets.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { execFileSync } from "node:child_process";

const root = path.resolve(__dirname, "..");
const dist = path.join(root, "web/dist");

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
  return ["web/src", "web/index.html", "web/public", "web/vite.config.ts", "common", "schema.graphql"].some((p) => newer(path.join(root, p)));
}

if (require.main === module) build();
