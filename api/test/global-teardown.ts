import { spawn } from "node:child_process";

export default async function globalTeardown() {
  const t = (globalThis as any).__TEST_DB__;
  if (!t) return;
  await t.db.stop();
  // the stopped database's files (some 7 s of unlinking) are removed by a process of their own: the run ends at once
  spawn("rm", ["-rf", t.dir], { detached: true, stdio: "ignore" }).unref();
}
