import fs from "node:fs";

export default async function globalTeardown() {
  const t = (globalThis as any).__TEST_DB__;
  if (!t) return;
  await t.db.stop();
  fs.rmSync(t.dir, { recursive: true, force: true });
}
