import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { migrate, MIGRATIONS_DIR } from "../migrate";
import { liveDrift } from "../../../../scripts/lib/schema-engine";
import { workerDatabaseUrl } from "../../../test/harness";

async function freshDatabase(name: string): Promise<string> {
  const base = process.env.TEST_PG_BASE_URL!;
  const c = new Client({ connectionString: `${base}/postgres` });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await c.query(`CREATE DATABASE "${name}"`);
  await c.end();
  return `${base}/${name}`;
}

describe("migrations", () => {
  it("leave the database exactly as prisma/schema.prisma describes it (columns, types, nullability, defaults, indexes)", async () => {
    expect(await liveDrift(await workerDatabaseUrl())).toBeNull();
  });

  it("apply once, record Prisma-compatible bookkeeping, and do nothing the second time", async () => {
    const url = await freshDatabase(`mig_${process.env.JEST_WORKER_ID}`);
    const names = fs.readdirSync(MIGRATIONS_DIR).filter((n) => fs.statSync(path.join(MIGRATIONS_DIR, n)).isDirectory()).sort();
    expect(await migrate(url)).toEqual(names);
    expect(await migrate(url)).toEqual([]);
    const c = new Client({ connectionString: url });
    await c.connect();
    const rows = (await c.query(`SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`)).rows;
    await c.end();
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.checksum) && r.finished_at)).toBe(true);
  });

  it("refuse a migration that was edited after it was applied, and roll back a failing one", async () => {
    const url = await freshDatabase(`mig_edit_${process.env.JEST_WORKER_ID}`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    fs.mkdirSync(path.join(dir, "001_a"));
    fs.writeFileSync(path.join(dir, "001_a", "migration.sql"), "CREATE TABLE a (id int);");
    await migrate(url, dir);
    fs.writeFileSync(path.join(dir, "001_a", "migration.sql"), "CREATE TABLE a (id bigint);");
    await expect(migrate(url, dir)).rejects.toThrow(/001_a was modified after it was applied/);

    fs.writeFileSync(path.join(dir, "001_a", "migration.sql"), "CREATE TABLE a (id int);");
    fs.mkdirSync(path.join(dir, "002_b"));
    fs.writeFileSync(path.join(dir, "002_b", "migration.sql"), "CREATE TABLE b (id int); SELECT no_such_function();");
    await expect(migrate(url, dir)).rejects.toThrow(/002_b failed/);
    const c = new Client({ connectionString: url });
    await c.connect();
    const b = await c.query("SELECT to_regclass('public.b') AS t");
    await c.end();
    expect(b.rows[0].t).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("rename the domain events of the old names to the catalogue's (entity.verb) and keep everything else", async () => {
    const url = await freshDatabase(`mig_events_${process.env.JEST_WORKER_ID}`);
    const CATALOGUE = "20261126231500_domain_event_catalogue";
    const all = fs.readdirSync(MIGRATIONS_DIR).filter((n) => fs.statSync(path.join(MIGRATIONS_DIR, n)).isDirectory()).sort();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    for (const name of all.filter((n) => n < CATALOGUE)) fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name), { recursive: true });
    await migrate(url, dir);
    const c = new Client({ connectionString: url });
    await c.connect();
    const user = (await c.query(`INSERT INTO users (email) VALUES ('old-events@example.com') RETURNING id`)).rows[0].id;
    const old = ["messageCreated", "messageEmailSent", "messageEmailFailed", "taskOverdue", "invoice_overdue", "file_uploaded", "someOtherType"];
    for (const type of old) {
      await c.query(`INSERT INTO domain_events ("userId", type, "entityType", "entityId", payload) VALUES ($1, $2, 'x', $1, '{"kept": true}')`, [user, type]);
    }
    await c.query(`INSERT INTO notifications ("userId", type, title) VALUES ($1, 'invoice_overdue', 'Invoice overdue: 1')`, [user]);
    for (const name of all.filter((n) => n >= CATALOGUE)) fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name), { recursive: true });
    await migrate(url, dir);
    const events = (await c.query(`SELECT type, payload, actor FROM domain_events ORDER BY type`)).rows;
    const notifications = (await c.query(`SELECT type FROM notifications`)).rows;
    await c.end();
    fs.rmSync(dir, { recursive: true, force: true });
    expect(events.map((e) => e.type)).toEqual([
      "file.uploaded", "invoice.overdue", "message.created", "message.email_failed", "message.email_sent", "someOtherType", "task.overdue"]);
    expect(events.every((e) => e.payload.kept === true && e.actor === "user")).toBe(true);
    // notification types are not domain events: they stay as they are
    expect(notifications).toEqual([{ type: "invoice_overdue" }]);
  });
});
