import { Client } from "pg";
import { createTestApp, registerUser, rest, workerDatabaseUrl, type TestApp } from "../../../test/harness";

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** What a database restart, a failover or an idle-session timeout does to the app's open connections. */
async function terminateOtherConnections() {
  const c = new Client({ connectionString: await workerDatabaseUrl() });
  await c.connect();
  const r = await c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
  await c.end();
  return r.rowCount ?? 0;
}

describe("database connections", () => {
  it("survive the server closing idle connections: the process keeps running and the next requests succeed", async () => {
    const s = await registerUser(t.app);
    expect((await rest(t.app, s, "GET", "/api/clients")).status).toBe(200);
    // both pools (the ORM's and the session lookup's) hold idle connections now
    expect(await terminateOtherConnections()).toBeGreaterThanOrEqual(2);
    // the 'error' events of the closed idle connections arrive asynchronously
    await new Promise((r) => setTimeout(r, 200));
    expect((await rest(t.app, s, "GET", "/api/clients")).status).toBe(200);
    expect((await rest(t.app, s, "POST", "/api/clients", { name: "After the restart" })).status).toBe(201);
    expect((await rest(t.app, null, "GET", "/api/health")).status).toBe(200);
  });
});
