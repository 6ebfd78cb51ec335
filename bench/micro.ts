// Sequential per-request cost of a few operations through fastify.inject (no network, no concurrency):
// a quick way to see where server time goes. npx tsx bench/micro.ts
import fs from "node:fs"; import os from "node:os"; import path from "node:path";
import { Pool } from "pg";
import { startEmbeddedDb } from "../api/src/db/embedded";
import { migrate } from "../api/src/db/migrate";
import { loadConfig } from "../api/src/config";
import { buildApp } from "../api/src/app";
import { seed } from "./seed";

(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "micro-")); fs.chmodSync(dir, 0o755);
  const db = await startEmbeddedDb(dir); await db.ensureDatabase("b"); const url = db.url("b"); await migrate(url);
  const pool = new Pool({ connectionString: url }); const secret = "x".repeat(40); const s = await seed(pool, secret, 20, 50);
  let n = 0;
  const app = await buildApp(loadConfig({ DATABASE_URL: url, DATA_DIR: dir, SESSION_SECRET: secret, LOG_LEVEL: "silent" }), { logger: false, prisma: { onQuery: () => { n++; } } });
  const cookie = s.tenants[0].cookie;
  const time = async (name: string, fn: () => Promise<unknown>) => {
    for (let i = 0; i < 100; i++) await fn();
    n = 0; const t0 = performance.now(); for (let i = 0; i < 300; i++) await fn();
    console.log(name.padEnd(28), ((performance.now() - t0) / 300).toFixed(2), "ms", (n / 300).toFixed(1), "prisma statements");
  };
  const gql = (query: string) => () => app.fastify.inject({ method: "POST", url: "/graphql", headers: { cookie, "content-type": "application/json" }, payload: JSON.stringify({ query }) });
  const F = "id name company status email phone website linkedinUrl twitterUsername facebookUsername instagramUsername tiktokUsername youtubeChannel";
  await time("raw pg clients 50", () => pool.query(`SELECT * FROM clients WHERE "userId"=$1 ORDER BY "createdAt" DESC, id DESC LIMIT 50`, [s.tenants[0].userId]));
  await time("REST /api/clients", () => app.fastify.inject({ url: "/api/clients", headers: { cookie } }));
  await time("gql viewer id", gql("{ viewer { id } }"));
  await time("gql clients page", gql(`{ viewer { clients(first: 50) { totalCount edges { cursor node { ${F} } } } } }`));
  await time("gql projects page", gql(`{ viewer { projects(first: 50) { totalCount edges { node { id name status budget progress client { id name } } } } } }`));
  await app.stop(); await pool.end(); await db.stop(); fs.rmSync(dir, { recursive: true, force: true });
})();
