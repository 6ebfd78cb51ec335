// Times the workspace search statement on one database of many 10,000-record workspaces, the bench's data (names
// from its 40-word vocabulary): each of the bench's queries, prepared, run serially, median of 20 runs, with the top
// results of the first workspace so a change of the statement can be checked to find the same records.
//   npx tsx scripts/search-timing.ts <data dir> [tenants=20] [results.json]
// The database is kept in <data dir> (seeded once; pending migrations applied on every run).
import fs from "node:fs";
import { Pool } from "pg";
import { startEmbeddedDb } from "../api/src/db/embedded";
import { migrate } from "../api/src/db/migrate";
import { pgConfig } from "../api/src/db/pg-config";
import { searchStatement, searchTerms } from "../api/src/modules/search/search.service";
import "../api/src/modules";
import { insertSearchRecords, SEARCH_QUERIES, searchIndexesFastUpdate } from "../bench/operations";

async function seed(pool: Pool, tenants: number) {
  await pool.query(`INSERT INTO users (email, "firstName", "lastName", "companyName")
    SELECT 'bench' || g || '@example.com', 'Owner', 'No ' || g, 'Studio ' || g FROM generate_series(1, $1) g`, [tenants]);
  // as the bench seeds them: through the GIN indexes' pending lists, emptied in bulk by the vacuum
  await searchIndexesFastUpdate(pool, true);
  await insertSearchRecords(pool);
  await pool.query("VACUUM ANALYZE search_documents, search_words");
  await searchIndexesFastUpdate(pool, false);
  await pool.query("ANALYZE clients, projects, tasks");
}

(async () => {
  const [dir, tenantsArg, out] = process.argv.slice(2);
  const tenants = Number(tenantsArg ?? 20);
  const db = await startEmbeddedDb(dir);
  try {
    await db.ensureDatabase("s");
    const url = db.url("s");
    const applied = await migrate(url);
    if (applied.length) console.log(`migrations applied: ${applied.length} (last ${applied[applied.length - 1]})`);
    const pool = new Pool(pgConfig(url, { max: 1 }));
    if (!(await pool.query(`SELECT EXISTS (SELECT 1 FROM users WHERE email LIKE 'bench%') AS x`)).rows[0].x) {
      const t0 = Date.now();
      await seed(pool, tenants);
      console.log(`seeded ${tenants} x 10,000 records in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    const users = (await pool.query(`SELECT id FROM users WHERE email LIKE 'bench%' ORDER BY email`)).rows.map((r) => r.id as string);
    const results: Record<string, unknown> = {};
    let total = 0;
    const names = new Map<string, string>();
    // SEARCH_SQL=<file>: time that statement instead (another version of it, for a comparison)
    const text = process.env.SEARCH_SQL ? fs.readFileSync(process.env.SEARCH_SQL, "utf8") : undefined;
    for (const q of SEARCH_QUERIES) {
      const t = searchTerms(q)!;
      const sql = text ?? searchStatement(t);
      if (!names.has(sql)) names.set(sql, `search-${names.size + 1}`);
      const run = (u: string) => pool.query({ name: names.get(sql), text: sql, values: [u, t.words, t.phone, t.text, 20] });
      for (let i = 0; i < 3; i++) await run(users[(i * 37) % users.length]);
      const ms: number[] = [];
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        await run(users[(i * 37) % users.length]);
        ms.push(performance.now() - t0);
      }
      ms.sort((a, b) => a - b);
      const median = (ms[9] + ms[10]) / 2;
      total += median;
      const rows = (await run(users[0])).rows;
      results[q] = rows.map((r) => `${r.type} ${r.title} ${Number(r.score).toFixed(4)}`);
      console.log(`${JSON.stringify(q).padEnd(22)} median ${median.toFixed(2).padStart(8)} ms  max ${ms[19].toFixed(2).padStart(8)} ms  ${rows.length} hits`);
    }
    console.log(`sum of medians ${total.toFixed(1)} ms`);
    if (out) fs.writeFileSync(out, JSON.stringify(results, null, 1));
    await pool.end();
  } finally {
    await db.stop();
  }
})().catch((e) => { console.error(e); process.exit(1); });
