import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { Client } from "pg";

export const MIGRATIONS_DIR = path.resolve(__dirname, "../../../prisma/migrations");
const LOCK_KEY = 72707369;

/**
 * Applies prisma/migrations/<ts>_<name>/migration.sql in order, recording rows in Prisma's own
 * `_prisma_migrations` table (same checksum), so `prisma migrate deploy` agrees on a machine that has the
 * native engine. One transaction per migration, or one for the whole history on a new database; an applied migration
 * whose file changed is refused (before any is applied).
 *
 * `publicHost`, the host of the app's address (PUBLIC_URL), is what a migration that must freeze a value derived from
 * it reads as `current_setting('clientfolio.public_host', true)` (the calendar's UIDs, which once ended with it).
 */
export async function migrate(connectionString: string, dir = MIGRATIONS_DIR, settings: { publicHost?: string } = {}): Promise<string[]> {
  const c = new Client({ connectionString });
  await c.connect();
  try {
    await c.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    if (settings.publicHost) await c.query("SELECT set_config('clientfolio.public_host', $1, false)", [settings.publicHost]);
    await c.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const applied = new Map<string, string>(
      (await c.query(`SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`))
        .rows.map((r) => [r.migration_name, r.checksum]));
    const names = fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    const pending: { name: string; sql: string; checksum: string }[] = [];
    for (const name of names) {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      const checksum = crypto.createHash("sha256").update(sql).digest("hex");
      if (!applied.has(name)) pending.push({ name, sql, checksum });
      else if (applied.get(name) !== checksum) throw new Error(`Migration ${name} was modified after it was applied; restore the original file and add a new migration instead.`);
    }
    // A new database: the whole history in one transaction, sent as one query. That is about a third faster than a
    // transaction per migration (a first start's), and the server works through it while the app builds what needs no
    // database. Should it fail (a migration that only works on its own), it is applied one by one below, which names
    // the failing migration.
    if (applied.size === 0 && pending.length > 1) {
      await c.query("BEGIN");
      try {
        await c.query(pending.map((m) => m.sql).join("\n;\n"));
        await c.query(`INSERT INTO "_prisma_migrations"(id, checksum, migration_name, finished_at, applied_steps_count)
          SELECT gen_random_uuid(), checksum, name, now(), 1 FROM unnest($1::text[], $2::text[]) AS m(name, checksum)`,
          [pending.map((m) => m.name), pending.map((m) => m.checksum)]);
        await c.query("COMMIT");
        return pending.map((m) => m.name);
      } catch {
        await c.query("ROLLBACK");
      }
    }
    const done: string[] = [];
    for (const [i, { name, sql, checksum }] of pending.entries()) {
      await c.query("BEGIN");
      // only the last commit waits for its WAL to reach the disk, which takes every earlier one with it (a crash before
      // it loses whole migrations, row and all, which the next start applies again): a first start's history is not
      // one disk flush per migration
      if (i < pending.length - 1) await c.query("SET LOCAL synchronous_commit TO off");
      try {
        await c.query(sql);
        await c.query(`INSERT INTO "_prisma_migrations"(id, checksum, migration_name, finished_at, applied_steps_count) VALUES ($1, $2, $3, now(), 1)`,
          [crypto.randomUUID(), checksum, name]);
        await c.query("COMMIT");
        done.push(name);
      } catch (e) {
        await c.query("ROLLBACK");
        throw new Error(`Migration ${name} failed: ${(e as Error).message}`);
      }
    }
    return done;
  } finally {
    await c.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => {});
    await c.end();
  }
}
