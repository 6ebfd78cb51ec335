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

/**
 * What a database's schema is made of, one sorted line per object: tables and partitions with their columns, types,
 * nullability and defaults, constraints, indexes, functions, triggers, views, enum values, extensions and the
 * estimators of the operators (a migration sets one of pg_trgm's).
 */
async function schemaOf(url: string): Promise<string[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ line: string }>(`
      SELECT 'relation ' || n.nspname || '.' || r.relname || ' ' || r.relkind::text || coalesce(' ' || pg_get_expr(r.relpartbound, r.oid), '') AS line
        FROM pg_class r JOIN pg_namespace n ON n.oid = r.relnamespace WHERE n.nspname = 'public' AND r.relkind IN ('r', 'p', 'v', 'm', 'S')
      UNION ALL SELECT 'column ' || table_name || '.' || column_name || ' ' || udt_name || ' ' || is_nullable || ' ' || coalesce(column_default, '')
        FROM information_schema.columns WHERE table_schema = 'public'
      UNION ALL SELECT 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace
      UNION ALL SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
      UNION ALL SELECT 'function ' || pg_get_functiondef(p.oid) FROM pg_proc p
        WHERE p.pronamespace = 'public'::regnamespace AND p.prokind IN ('f', 'p')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
      UNION ALL SELECT 'trigger ' || pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
      UNION ALL SELECT 'view ' || viewname || ' ' || definition FROM pg_views WHERE schemaname = 'public'
      UNION ALL SELECT 'enum ' || t.typname || ' ' || string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)
        FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid GROUP BY t.typname
      UNION ALL SELECT 'extension ' || extname || ' ' || extversion FROM pg_extension
      UNION ALL SELECT 'operator ' || oprname || ' ' || oprleft::regtype || ' ' || oprright::regtype || ' ' || oprrest::text
        FROM pg_operator WHERE oprnamespace = 'public'::regnamespace
      ORDER BY 1`);
    return rows.map((r) => r.line);
  } finally {
    await c.end();
  }
}

/**
 * A database migrated up to (not including) migration `at`, and `rest()` applying the others: data in the old shape
 * goes in between.
 */
async function migratedUpTo(name: string, at: string) {
  const url = await freshDatabase(name);
  const all = fs.readdirSync(MIGRATIONS_DIR).filter((n) => fs.statSync(path.join(MIGRATIONS_DIR, n)).isDirectory()).sort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  const copy = (names: string[]) => { for (const n of names) fs.cpSync(path.join(MIGRATIONS_DIR, n), path.join(dir, n), { recursive: true }); };
  copy(all.filter((n) => n < at));
  await migrate(url, dir);
  return {
    url,
    rest: async (settings?: Parameters<typeof migrate>[2]) => {
      copy(all.filter((n) => n >= at));
      await migrate(url, dir, settings);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
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

  it("on a new database, apply the whole history in one transaction, leaving the schema that one migration at a time leaves", async () => {
    const atOnce = await freshDatabase(`mig_once_${process.env.JEST_WORKER_ID}`);
    const settings = { publicHost: "localhost" };
    await migrate(atOnce, MIGRATIONS_DIR, settings);
    // the first migration alone, then the others: the database is not new any more, so they go one by one
    const names = fs.readdirSync(MIGRATIONS_DIR).filter((n) => fs.statSync(path.join(MIGRATIONS_DIR, n)).isDirectory()).sort();
    const { url: oneByOne, rest } = await migratedUpTo(`mig_each_${process.env.JEST_WORKER_ID}`, names[1]);
    await rest(settings);
    const [a, b] = await Promise.all([schemaOf(atOnce), schemaOf(oneByOne)]);
    expect(a.length).toBeGreaterThan(1000);
    expect(a).toEqual(b);
  });

  it("apply a history that only works one migration at a time (an enum value used after it is added) one by one", async () => {
    const url = await freshDatabase(`mig_enum_${process.env.JEST_WORKER_ID}`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    const files = { "001_type": "CREATE TYPE mood AS ENUM ('calm');", "002_value": "ALTER TYPE mood ADD VALUE 'busy';",
      "003_use": "CREATE TABLE days (m mood NOT NULL DEFAULT 'busy'); INSERT INTO days DEFAULT VALUES;" };
    for (const [name, sql] of Object.entries(files)) {
      fs.mkdirSync(path.join(dir, name));
      fs.writeFileSync(path.join(dir, name, "migration.sql"), sql);
    }
    expect(await migrate(url, dir)).toEqual(Object.keys(files));
    const c = new Client({ connectionString: url });
    await c.connect();
    expect((await c.query("SELECT m::text FROM days")).rows).toEqual([{ m: "busy" }]);
    expect((await c.query(`SELECT count(*)::int AS n FROM "_prisma_migrations"`)).rows[0].n).toBe(3);
    await c.end();
    fs.rmSync(dir, { recursive: true, force: true });
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
    const { url, rest } = await migratedUpTo(`mig_events_${process.env.JEST_WORKER_ID}`, "20261126231500_domain_event_catalogue");
    const c = new Client({ connectionString: url });
    await c.connect();
    const user = (await c.query(`INSERT INTO users (email) VALUES ('old-events@example.com') RETURNING id`)).rows[0].id;
    const old = ["messageCreated", "messageEmailSent", "messageEmailFailed", "taskOverdue", "invoice_overdue", "file_uploaded", "someOtherType"];
    for (const type of old) {
      await c.query(`INSERT INTO domain_events ("userId", type, "entityType", "entityId", payload) VALUES ($1, $2, 'x', $1, '{"kept": true}')`, [user, type]);
    }
    await c.query(`INSERT INTO notifications ("userId", type, title) VALUES ($1, 'invoice_overdue', 'Invoice overdue: 1')`, [user]);
    await rest();
    const events = (await c.query(`SELECT type, payload, actor FROM domain_events ORDER BY type`)).rows;
    const notifications = (await c.query(`SELECT type FROM notifications`)).rows;
    await c.end();
    expect(events.map((e) => e.type)).toEqual([
      "file.uploaded", "invoice.overdue", "message.created", "message.email_failed", "message.email_sent", "someOtherType", "task.overdue"]);
    expect(events.every((e) => e.payload.kept === true && e.actor === "user")).toBe(true);
    // notification types are not domain events: they stay as they are
    expect(notifications).toEqual([{ type: "invoice_overdue" }]);
  });

  it("turn date-only fields into days, keeping the day each stored value meant (invoices in the workspace's zone, 00:00 UTC as that day, other instants in the zone)", async () => {
    const { url, rest } = await migratedUpTo(`mig_days_${process.env.JEST_WORKER_ID}`, "20261129220250_date_only_days");
    const c = new Client({ connectionString: url });
    await c.connect();
    const ws = async (email: string, zone: string) => (await c.query(`INSERT INTO users (email, "timeZone") VALUES ($1, $2) RETURNING id`, [email, zone])).rows[0].id as string;
    const berlin = await ws("days-berlin@example.com", "Europe/Berlin");
    const newYork = await ws("days-ny@example.com", "America/New_York");
    const unknown = await ws("days-mars@example.com", "Mars/Base");
    const client = async (uid: string) => (await c.query(`INSERT INTO clients ("userId", name) VALUES ($1, 'C') RETURNING id`, [uid])).rows[0].id as string;
    const invoice = async (uid: string, no: string, issue: string, due: string) => c.query(
      `INSERT INTO invoices ("userId", "clientId", "invoiceNumber", "issueDate", "dueDate", subtotal, total, "updatedAt") VALUES ($1, $2, $3, $4, $5, 0, 0, now())`,
      [uid, await client(uid), no, issue, due]);
    // 1 December as the invoice form stored it: the start of the day in the workspace's zone
    await invoice(berlin, "B-1", "2026-11-30T23:00:00Z", "2026-12-30T23:00:00Z");
    await invoice(newYork, "N-1", "2026-12-01T05:00:00Z", "2026-12-31T05:00:00Z");
    const task = async (uid: string, title: string, due: string | null) => c.query(
      `INSERT INTO tasks ("userId", title, "dueDate", "updatedAt") VALUES ($1, $2, $3, now())`, [uid, title, due]);
    await task(newYork, "api", "2026-12-01T00:00:00Z"); // through the API: 00:00 UTC of the day
    await task(newYork, "form", "2026-12-02T04:59:59.999Z"); // the form: the end of 1 December in New York
    await task(berlin, "form", "2026-12-01T22:59:59.999Z"); // the end of 1 December in Berlin
    await task(unknown, "form", "2026-12-01T23:59:59.999Z"); // an unknown zone counts as UTC
    await task(berlin, "none", null);
    const project = (await c.query(`INSERT INTO projects ("userId", "clientId", name, "startDate", "dueDate", "updatedAt") VALUES ($1, $2, 'P', '2026-12-01T00:00:00Z', NULL, now()) RETURNING id`,
      [newYork, await client(newYork)])).rows[0].id;
    await c.query(`INSERT INTO contracts ("userId", "clientId", "contractNumber", type, content, "startDate", "endDate", "expiryDate", "updatedAt")
      VALUES ($1, $2, 'K-1', 'contract', 'x', '2026-12-01T00:00:00Z', '2027-01-31T00:00:00Z', '2026-12-15T00:00:00Z', now())`, [berlin, await client(berlin)]);
    await rest();
    const rows = async (sql: string) => (await c.query(sql)).rows;
    const invoices = await rows(`SELECT "invoiceNumber", "issueDate"::text AS issue, "dueDate"::text AS due FROM invoices ORDER BY 1`);
    const tasks = await rows(`SELECT u."timeZone" AS zone, t.title, t."dueDate"::text AS due FROM tasks t JOIN users u ON u.id = t."userId" ORDER BY 1, 2`);
    const projects = await rows(`SELECT "startDate"::text AS start, "dueDate"::text AS due FROM projects WHERE id = '${project}'`);
    const contracts = await rows(`SELECT "startDate"::text AS start, "endDate"::text AS "end", "expiryDate"::text AS expiry FROM contracts`);
    const types = await rows(`SELECT table_name || '.' || column_name AS col, data_type FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name IN ('issueDate', 'dueDate', 'startDate', 'endDate', 'expiryDate')
        AND table_name IN ('invoices', 'tasks', 'projects', 'contracts') ORDER BY 1`);
    await c.end();
    expect(invoices).toEqual([{ invoiceNumber: "B-1", issue: "2026-12-01", due: "2026-12-31" }, { invoiceNumber: "N-1", issue: "2026-12-01", due: "2026-12-31" }]);
    expect(tasks).toEqual([
      { zone: "America/New_York", title: "api", due: "2026-12-01" }, { zone: "America/New_York", title: "form", due: "2026-12-01" },
      { zone: "Europe/Berlin", title: "form", due: "2026-12-01" }, { zone: "Europe/Berlin", title: "none", due: null },
      { zone: "Mars/Base", title: "form", due: "2026-12-01" },
    ]);
    expect(projects).toEqual([{ start: "2026-12-01", due: null }]);
    expect(contracts).toEqual([{ start: "2026-12-01", end: "2027-01-31", expiry: "2026-12-15" }]);
    expect(types.every((t) => t.data_type === "date")).toBe(true);
    expect(types).toHaveLength(8);
  });

  it("turn the old workflow trigger names into event types, with a \"changed to\" filter for project completed and task assigned", async () => {
    const { url, rest } = await migratedUpTo(`mig_triggers_${process.env.JEST_WORKER_ID}`, "20261130013000_workflow_trigger_event_types");
    const c = new Client({ connectionString: url });
    await c.connect();
    const user = (await c.query(`INSERT INTO users (email) VALUES ('old-triggers@example.com') RETURNING id`)).rows[0].id;
    const olds = ["client_created", "project_completed", "invoice_overdue", "task_assigned", "contract_signed", "file_uploaded", "manual"];
    for (const [i, trigger] of olds.entries()) {
      const w = (await c.query(`INSERT INTO workflows ("userId", name, trigger, actions, "updatedAt") VALUES ($1, $2, $3, '[]', now()) RETURNING id`,
        [user, `W${i}`, trigger])).rows[0].id;
      await c.query(`INSERT INTO workflow_executions ("workflowId", "userId", status, "triggerType", "executionData")
        VALUES ($1, $2, 'success', $3, jsonb_build_object('workflow', jsonb_build_object('name', 'W', 'trigger', $3::text, 'actions', '[]'::jsonb), 'triggerData', '{}'::jsonb))`,
      [w, user, trigger]);
    }
    await rest();
    const workflows = (await c.query(`SELECT name, trigger, conditions FROM workflows ORDER BY name`)).rows;
    const runs = (await c.query(`SELECT "triggerType", "executionData" -> 'workflow' ->> 'trigger' AS snapshot FROM workflow_executions ORDER BY "triggerType"`)).rows;
    const templates = (await c.query(`SELECT DISTINCT trigger FROM automation_templates ORDER BY 1`)).rows.map((r) => r.trigger);
    const projectTemplate = (await c.query(`SELECT conditions FROM automation_templates WHERE trigger = 'project.updated' LIMIT 1`)).rows;
    await c.end();
    expect(workflows).toEqual([
      { name: "W0", trigger: "client.created", conditions: {} },
      { name: "W1", trigger: "project.updated", conditions: { changed: { field: "status", to: "completed" } } },
      { name: "W2", trigger: "invoice.overdue", conditions: {} },
      { name: "W3", trigger: "task.updated", conditions: { changed: { field: "assigneeId" } } },
      { name: "W4", trigger: "contract.signed", conditions: {} },
      { name: "W5", trigger: "file.uploaded", conditions: {} },
      { name: "W6", trigger: "manual", conditions: {} },
    ]);
    expect(runs.map((r) => [r.triggerType, r.snapshot])).toEqual(["client.created", "contract.signed", "file.uploaded", "invoice.overdue", "manual", "project.updated",
      "task.updated"].map((t) => [t, t]));
    // the shared templates too (seeded with the old names)
    expect(templates.every((t: string) => t === "manual" || /^[a-z_]+\.[a-z_]+$/.test(t))).toBe(true);
    for (const t of projectTemplate) expect(t.conditions).toMatchObject({ changed: { field: "status", to: "completed" } });
  });

  it("freeze each calendar event's UID as its copies outside have it (uid@the app's host), and give new events a bare UUID", async () => {
    const { url, rest } = await migratedUpTo(`mig_uids_${process.env.JEST_WORKER_ID}`, "20261130050000_calendar_uid_without_host");
    const c = new Client({ connectionString: url });
    await c.connect();
    const user = (await c.query(`INSERT INTO users (email) VALUES ('old-uids@example.com') RETURNING id`)).rows[0].id;
    const insert = (title: string, uid?: string, parent?: string) => c.query(`INSERT INTO calendar_events ("userId", title, "startTime", "endTime", uid, "parentEventId", "updatedAt")
      VALUES ($1, $2, now(), now() + interval '1 hour', coalesce($3, gen_random_uuid()::text), $4, now()) RETURNING id, uid`, [user, title, uid ?? null, parent ?? null]);
    const series = (await insert("Weekly")).rows[0];
    await insert("Moved", series.uid, series.id);
    // without the app's address the UIDs cannot be kept: the migration refuses rather than guess
    await expect(rest()).rejects.toThrow(/the calendar's UIDs need the app's address/);
    await rest({ publicHost: "localhost" });
    const uids = (await c.query(`SELECT title, uid FROM calendar_events ORDER BY title`)).rows;
    const fresh = (await insert("New")).rows[0];
    await c.end();
    expect(uids).toEqual([{ title: "Moved", uid: `${series.uid}@localhost` }, { title: "Weekly", uid: `${series.uid}@localhost` }]);
    expect(fresh.uid).toMatch(/^[0-9a-f-]{36}$/);
  });
  it("give each invoice paid before payments existed one payment of its total at its paidDate, so its balance is zero", async () => {
    const { url, rest } = await migratedUpTo(`mig_payments_${process.env.JEST_WORKER_ID}`, "20261130050100_payments");
    const c = new Client({ connectionString: url });
    await c.connect();
    const user = (await c.query(`INSERT INTO users (email) VALUES ('old-payments@example.com') RETURNING id`)).rows[0].id;
    const client = (await c.query(`INSERT INTO clients ("userId", name, "updatedAt") VALUES ($1, 'Acme', now()) RETURNING id`, [user])).rows[0].id;
    const invoice = (number: string, status: string, total: string, paidDate: string | null) => c.query(`INSERT INTO invoices ("userId", "clientId", "invoiceNumber", status,
      "issueDate", "dueDate", "paidDate", subtotal, total, currency, "updatedAt") VALUES ($1, $2, $3, $4, '2026-01-01', '2026-02-01', $5, $6, $6, 'EUR', now()) RETURNING id`,
    [user, client, number, status, paidDate, total]);
    const paid = (await invoice("INV-1", "paid", "1200.00", "2026-01-15T10:00:00Z")).rows[0].id;
    await invoice("INV-2", "sent", "300.00", null);
    await invoice("INV-3", "paid", "0.00", "2026-01-20T10:00:00Z");
    await rest();
    const payments = (await c.query(`SELECT "invoiceId", amount::text, currency, method, "paidAt", provider FROM payments`)).rows;
    const invoices = (await c.query(`SELECT "invoiceNumber", status, "amountPaid"::text FROM invoices ORDER BY "invoiceNumber"`)).rows;
    await c.end();
    expect(payments).toEqual([{ invoiceId: paid, amount: "1200.00", currency: "EUR", method: "other", paidAt: new Date("2026-01-15T10:00:00Z"), provider: null }]);
    expect(invoices).toEqual([
      { invoiceNumber: "INV-1", status: "paid", amountPaid: "1200.00" },
      { invoiceNumber: "INV-2", status: "sent", amountPaid: "0.00" },
      { invoiceNumber: "INV-3", status: "paid", amountPaid: "0.00" },
    ]);
  });
});
