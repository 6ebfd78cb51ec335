import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import { startEmbeddedDb } from "../../api/src/db/embedded";

/**
 * Runs fn against an empty scratch database: a throw-away embedded PostgreSQL under the system temp
 * folder (removed afterwards), so offline tooling never touches the app's own data.
 */
export async function withScratchDb<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-scratch-"));
  fs.chmodSync(dir, 0o755);
  const db = await startEmbeddedDb(dir);
  try {
    await db.ensureDatabase("scratch");
    return await fn(db.url("scratch"));
  } finally {
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
