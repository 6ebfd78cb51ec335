// npm run dev: the API with reload on change (port 3000) and the Vite dev server with hot reload (port 5173),
// which proxies /api and /graphql to the API. Open http://localhost:5173.
import path from "node:path";
import { spawn, execFileSync, type ChildProcess } from "node:child_process";

const root = path.resolve(__dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
execFileSync(bin("relay-compiler"), [], { cwd: root, stdio: "inherit" });

const children: ChildProcess[] = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "api/src/server.ts"], { cwd: root, stdio: "inherit", env: { ...process.env, PORT: process.env.PORT ?? "3000" } }),
  spawn(bin("vite"), ["--config", "web/vite.config.ts"], { cwd: root, stdio: "inherit" }),
];
const stop = () => { for (const c of children) c.kill("SIGTERM"); };
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => { if (code) { stop(); process.exitCode = code; } });
