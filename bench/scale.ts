import { pipeline } from "node:stream/promises";
import { Client } from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";

/**
 * More workspaces with the same data, in bulk: `copies` copies of every workspace in the database, each row of each
 * workspace's tables (every table with a "userId" column, the users and the sessions) streamed from
 * `COPY (SELECT ...) TO STDOUT` on one connection into `COPY ... FROM STDIN` on another, so PostgreSQL generates on one
 * backend and inserts on a second. Copy k of a row gets md5(id || ':' || k) for every uuid it holds (its id, its
 * workspace and its references to other copied rows, so they point inside copy k), a 'w<k>.' prefix on a text column
 * that is unique on its own (e-mail, file path, token hashes) and every other value unchanged. The inserting side runs
 * with session_replication_role = replica: no trigger fires, so foreign keys are not checked row by row (the copies are
 * consistent by construction) and tables a trigger fills (the search documents) are copied like the others. As in any
 * bulk load, the tables' indexes other than their keys are dropped first and built again at the end.
 */
export async function cloneWorkspaces(url: string, copies: number, onStep?: (what: string, seconds: number) => void):
  Promise<{ rows: number; tables: number; indexes: number }> {
  const meta = new Client({ connectionString: url });
  await meta.connect();
  let selects: { table: string; columns: string; select: string; bytes: number }[];
  let indexes: { name: string; def: string }[];
  try {
    const tables = (await meta.query<{ oid: number; name: string; bytes: string }>(`
      SELECT c.oid::int AS oid, c.oid::regclass::text AS name,
             (CASE WHEN c.relkind = 'p' THEN (SELECT coalesce(sum(pg_relation_size(p.relid)), 0) FROM pg_partition_tree(c.oid) p)
                   ELSE pg_relation_size(c.oid) END)::text AS bytes
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND (c.relname IN ('users', 'sessions')
             OR EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'userId' AND NOT a.attisdropped))`)).rows;
    const copied = new Set(tables.map((t) => t.name));
    selects = [];
    for (const t of tables) {
      const columns = (await meta.query<{ name: string; type: string; uniqueText: boolean; references: string | null }>(`
        SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
               a.atttypid IN ('text'::regtype, 'varchar'::regtype) AND EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = a.attrelid
                 AND i.indisunique AND i.indnatts = 1 AND i.indkey[0] = a.attnum) AS "uniqueText",
               (SELECT k.confrelid::regclass::text FROM pg_constraint k WHERE k.conrelid = a.attrelid AND k.contype = 'f'
                 AND a.attnum = ANY (k.conkey) LIMIT 1) AS "references"
        FROM pg_attribute a WHERE a.attrelid = $1 AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' ORDER BY a.attnum`, [t.oid])).rows;
      const exprs = columns.map((c) => {
        const col = `t."${c.name}"`;
        if (t.name === "sessions" && c.name === "sid") return `md5(${col} || ':' || k)`;
        if (t.name === "sessions" && c.name === "sess") {
          return `jsonb_set(${col}::jsonb, '{userId}', to_jsonb(md5((${col}->>'userId') || ':' || k)::uuid::text))::${c.type}`;
        }
        // a uuid is a copied row's id unless it refers to a table that is not copied (shared by every workspace)
        if (c.type === "uuid" && (c.references === null || copied.has(c.references))) return `md5(${col}::text || ':' || k)::uuid`;
        if (c.uniqueText) return `'w' || k || '.' || ${col}`;
        return col;
      });
      const where = t.name === "users" || t.name === "sessions" ? "" : `WHERE t."userId" IS NOT NULL`;
      selects.push({
        table: t.name, bytes: Number(t.bytes),
        columns: columns.map((c) => `"${c.name}"`).join(", "),
        select: `SELECT ${exprs.join(", ")} FROM ${t.name} t CROSS JOIN generate_series(1, ${copies}) k ${where}`,
      });
    }
    // the indexes that are no constraint's (of a partitioned table: its own, which stands for its partitions')
    indexes = (await meta.query<{ name: string; def: string }>(`
      SELECT i.indexrelid::regclass::text AS name, replace(pg_get_indexdef(i.indexrelid), ' ON ONLY ', ' ON ') AS def
      FROM pg_index i WHERE i.indrelid = ANY ($1::oid[]) AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
    [tables.map((t) => t.oid)])).rows;
    for (const ix of indexes) await meta.query(`DROP INDEX ${ix.name}`);
  } finally {
    await meta.end();
  }
  const tables = selects.length;
  const built = indexes.length;
  let rows = 0;
  // two at a time: a copy is one generating and one inserting backend, an index build one backend and its workers
  const twoAtATime = async <T>(items: T[], run: (client: Client, item: T) => Promise<void>) => {
    const worker = async (): Promise<void> => {
      const item = items.shift();
      if (item === undefined) return;
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await run(client, item);
      } finally {
        await client.end();
      }
      return worker();
    };
    await Promise.all([worker(), worker()]);
  };
  // no autovacuum while loading (the caller vacuums once at the end) and checkpoints far apart, as for any bulk load
  const admin = new Client({ connectionString: url });
  await admin.connect();
  const settings = async (sql: string) => { await admin.query(sql); await admin.query("SELECT pg_reload_conf()"); };
  await settings(`ALTER SYSTEM SET autovacuum = off`);
  await settings(`ALTER SYSTEM SET max_wal_size = '32GB'`);
  try {
    // the biggest tables first
    selects.sort((a, b) => b.bytes - a.bytes);
    await twoAtATime(selects, async (target, s) => {
      const t0 = Date.now();
      const source = new Client({ connectionString: url });
      await source.connect();
      try {
        await target.query("SET session_replication_role = replica");
        const into = target.query(copyFrom(`COPY ${s.table} (${s.columns}) FROM STDIN (FORMAT binary)`));
        await pipeline(source.query(copyTo(`COPY (${s.select}) TO STDOUT (FORMAT binary)`)), into);
        rows += into.rowCount;
        onStep?.(`${s.table}: ${into.rowCount} rows`, (Date.now() - t0) / 1000);
      } finally {
        await source.end();
      }
    });
    await twoAtATime(indexes, async (client, ix) => {
      const t0 = Date.now();
      await client.query("SET maintenance_work_mem = '512MB'");
      await client.query(ix.def);
      onStep?.(`index ${ix.name}`, (Date.now() - t0) / 1000);
    });
  } finally {
    await settings(`ALTER SYSTEM RESET autovacuum`);
    await settings(`ALTER SYSTEM RESET max_wal_size`);
    await admin.query("CHECKPOINT");
    await admin.end();
  }
  return { rows, tables, indexes: built };
}
