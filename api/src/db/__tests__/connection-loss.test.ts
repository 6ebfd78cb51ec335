import { Client } from "pg";
import { createTestApp, registerUser, rest, waitFor, workerDatabaseUrl, type TestApp } from "../../../test/harness";

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/**
 * What a database restart, a failover or an idle-session timeout does to the app's open connections. Answers once
 * the server processes are gone: each sent its connection's termination notice before it exited.
 */
async function terminateOtherConnections() {
  const c = new Client({ connectionString: await workerDatabaseUrl() });
  await c.connect();
  try {
    const r = await c.query(`SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
    const pids = r.rows.map((row) => row.pid);
    await waitFor("the terminated server processes to exit", async () =>
      Number((await c.query("SELECT count(*) FROM pg_stat_activity WHERE pid = ANY($1)", [pids])).rows[0].count) === 0);
    return pids.length;
  } finally {
    await c.end();
  }
}

describe("database connections", () => {
  it("survive the server closing idle connections: the process keeps running and the next requests succeed", async () => {
    const s = await registerUser(t.app);
    expect((await rest(t.app, s, "GET", "/api/clients")).status).toBe(200);
    // both pools (the ORM's and the session lookup's) hold idle connections now
    expect(await terminateOtherConnections()).toBeGreaterThanOrEqual(2);
    // the 'error' events of the closed idle connections arrive asynchronously: their notices are in this process's
    // sockets by now, read in the event loop's current turn at the latest
    await new Promise((r) => setImmediate(r));
    expect((await rest(t.app, s, "GET", "/api/clients")).status).toBe(200);
    expect((await rest(t.app, s, "POST", "/api/clients", { name: "After the restart" })).status).toBe(201);
    expect((await rest(t.app, null, "GET", "/api/health")).status).toBe(200);
  });
});
