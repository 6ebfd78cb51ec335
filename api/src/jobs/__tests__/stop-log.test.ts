/**
 * A graceful stop is not an error: an app whose job workers run, stopped, writes no error line, and no log line
 * dumps a database client (an error is logged by its message and code only).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../config";
import { buildApp } from "../../app";
import { capturedLog, registerUser, rest, workerDatabaseUrl } from "../../../test/harness";
import { eventsSettled } from "../../../test/settled";

describe("stopping an app with job workers", () => {
  it("logs no error, and no line holds a database client", async () => {
    const { stream: logStream, lines, raw } = capturedLog();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-stop-"));
    const config = loadConfig({ DATABASE_URL: await workerDatabaseUrl(), DATA_DIR: dataDir, LOG_LEVEL: "debug",
      SESSION_SECRET: "test-secret-test-secret-test-secret-123" });
    const app = await buildApp(config, { logStream, jobs: { workers: true } });
    await app.startJobs();
    try {
      // some work for the workers: a change whose events they handle
      const a = await registerUser(app);
      expect((await rest(app, a, "POST", "/api/clients", { name: "Before the stop" })).status).toBe(201);
      await eventsSettled(app, a.user.id);
    } finally {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const errors = lines.filter((l) => Number(l.level) >= 50);
    expect(errors.map((l) => l.msg)).toEqual([]);
    // a pg client or pool, dumped whole, carries its connection parameters and internals
    for (const line of raw) expect(line).not.toMatch(/"_connecting"|"connectionParameters"|"_queryable"|"_ending"|"activeQuery"/);
    expect(raw.join("\n")).not.toContain(config.databaseUrl!);
  });
});
