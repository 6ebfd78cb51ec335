// Prisma's own schema engine, compiled to WebAssembly, driven offline through @prisma/adapter-pg.
// Used by `npm run db:migration:new` (SQL of a schema change) and by the migration drift check.
// Four adapter-pg workarounds are explained inline.
import fs from "node:fs";
import crypto from "node:crypto";
import path from "node:path";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPg } from "@prisma/adapter-pg";
import { MIGRATIONS_DIR } from "../../api/src/db/migrate";

const SCHEMA_PATH = path.resolve(__dirname, "../../prisma/schema.prisma");
const filters = { externalTables: [], externalEnums: [] };

function schemaFiles() {
  return [{ path: SCHEMA_PATH, content: fs.readFileSync(SCHEMA_PATH, "utf8") }];
}

function migrationsList(dir = MIGRATIONS_DIR) {
  const dirs = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : [];
  const lock = path.join(dir, "migration_lock.toml");
  return {
    baseDir: dir,
    lockfile: { path: "migration_lock.toml", content: fs.existsSync(lock) ? fs.readFileSync(lock, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((d) => ({ path: d, migrationFile: { path: "migration.sql",
      content: { tag: "ok" as const, value: fs.readFileSync(path.join(dir, d, "migration.sql"), "utf8") } } })),
  };
}

// Workaround 1: adapter-pg throws "Unsupported column type char" for pg_catalog "char" (OID 18) columns that the
// schema describer reads; report them as Character.
let patched = false;
async function patchAdapterCharType(cfg: object) {
  if (patched) return;
  patched = true;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ColumnTypeEnum } = require("@prisma/driver-adapter-utils");
  const probe: any = await new PrismaPg(cfg).connect();
  const proto = Object.getPrototypeOf(probe);
  await probe.dispose();
  const charCols = new WeakMap<object, number[]>();
  const performIO = proto.performIO;
  proto.performIO = async function (q: unknown) {
    const res = await performIO.call(this, q);
    const idx: number[] = [];
    res?.fields?.forEach((f: any, i: number) => { if (f.dataTypeID === 18) { idx.push(i); f.dataTypeID = 25; } });
    if (idx.length && res.rows) charCols.set(res.rows, idx);
    return res;
  };
  // Workaround 4: executeScript splits a migration on every ";", which breaks a function's body and any text holding
  // one; PostgreSQL runs a script of several statements as one simple query, as the app's migrator does.
  proto.executeScript = async function (script: string) {
    try { await this.client.query(script); } catch (error) { this.onError(error); }
  };
  const queryRaw = proto.queryRaw;
  proto.queryRaw = async function (q: unknown) {
    const out = await queryRaw.call(this, q);
    for (const i of charCols.get(out.rows) ?? []) out.columnTypes[i] = ColumnTypeEnum.Character;
    return out;
  };
}

let wasmRuntime: any;
async function loadWasm() {
  if (wasmRuntime) return wasmRuntime;
  (globalThis as any).PRISMA_WASM_PANIC_REGISTRY ??= { message: "", set_message(m: string) { this.message = m; } };
  const runtime: any = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  const wasmPath = path.join(path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg")), "schema_engine_bg.wasm");
  const instance = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(wasmPath)), { "./schema_engine_bg.js": runtime });
  runtime.__wbg_set_wasm(instance.exports);
  (instance.exports as any).__wbindgen_start();
  return (wasmRuntime = runtime.SchemaEngine);
}

async function loadEngine(connectionString: string) {
  // Workaround 2: connectToShadowDb() spreads {...config, database}, but pg lets connectionString win, so the
  // "shadow" would be the main database. Pass discrete fields instead.
  // Workaround 3: its shadow dispose drops the database before closing the pool; close first, then drop.
  const u = new URL(connectionString);
  const cfg = { host: u.hostname, port: Number(u.port || 5432), user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password), database: u.pathname.slice(1) };
  const quiet = { onPoolError: () => {} };
  await patchAdapterCharType(cfg);
  const opened: any[] = [];
  const factory = {
    provider: "postgres" as const,
    adapterName: "@prisma/adapter-pg",
    connect: async () => { const a = await new PrismaPg(cfg, quiet).connect(); opened.push(a); return a; },
    async connectToShadowDb() {
      const { Client } = await import("pg");
      const admin = new Client(cfg);
      await admin.connect();
      const db = `prisma_shadow_${crypto.randomUUID().replace(/-/g, "")}`;
      await admin.query(`CREATE DATABASE "${db}"`);
      const shadow: any = await new PrismaPg({ ...cfg, database: db }, quiet).connect();
      const dispose = shadow.dispose.bind(shadow);
      shadow.dispose = async () => { await dispose(); await admin.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`); await admin.end(); };
      return shadow;
    },
  };
  const adapter = bindMigrationAwareSqlAdapterFactory(factory as any);
  const files = schemaFiles();
  const SchemaEngine = await loadWasm();
  const engine = await SchemaEngine.new({ datamodels: files.map((f) => [f.path, f.content]) }, () => {}, adapter);
  // engine.free() does not close the adapter's pools; an open one keeps Prisma's advisory lock. Always close().
  return Object.assign(engine, { async close() { engine.free(); for (const a of opened.splice(0)) await a.dispose().catch(() => {}); } });
}

/** SQL that takes the migrations folder to schema.prisma, or null when they agree (replays migrations in a shadow database). */
export async function pendingSchemaChange(connectionString: string): Promise<string | null> {
  const engine = await loadEngine(connectionString);
  try {
    const r = await engine.diff({ from: { tag: "migrations", ...migrationsList() }, to: { tag: "schemaDatamodel", files: schemaFiles() },
      script: true, exitCode: true, filters });
    return r.exitCode === 0 ? null : r.stdout;
  } finally { await engine.close(); }
}

/** SQL that would take the live database to schema.prisma, or null when they agree. */
export async function liveDrift(connectionString: string): Promise<string | null> {
  const engine = await loadEngine(connectionString);
  try {
    const r = await engine.diff({ from: { tag: "schemaDatasource", files: schemaFiles(), configDir: process.cwd() },
      to: { tag: "schemaDatamodel", files: schemaFiles() }, script: true, exitCode: true, filters });
    return r.exitCode === 0 ? null : r.stdout;
  } finally { await engine.close(); }
}

export function writeMigration(name: string, sql: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error("Migration name must use lowercase letters, digits and underscores");
  const ts = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(MIGRATIONS_DIR, `${ts}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), sql);
  const lock = path.join(MIGRATIONS_DIR, "migration_lock.toml");
  if (!fs.existsSync(lock)) fs.writeFileSync(lock, `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n`);
  return dir;
}
