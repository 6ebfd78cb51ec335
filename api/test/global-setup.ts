import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedDb } from "../src/db/embedded";
import { migrate } from "../src/db/migrate";

export const TEMPLATE_DB = "clientfolio_template";

/** One embedded PostgreSQL for the whole run, with a migrated template database that each worker copies. */
export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-test-"));
  fs.chmodSync(dir, 0o755);
  const db = await startEmbeddedDb(dir, { throwaway: true });
  await db.ensureDatabase(TEMPLATE_DB);
  await migrate(db.url(TEMPLATE_DB));
  (globalThis as any).__TEST_DB__ = { db, dir };
  process.env.TEST_PG_BASE_URL = db.url("postgres").replace(/\/postgres$/, "");
  // a cheap password hash for the workers' sign-ups (api/src/auth/password.ts; its test checks the real cost)
  process.env.TEST_SCRYPT_N = "1024";
}
