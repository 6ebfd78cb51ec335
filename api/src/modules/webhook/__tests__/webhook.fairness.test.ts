/**
 * One workspace's endpoints that never answer cannot hold the delivery workers: a process sends at most
 * WEBHOOK_SENDS_PER_WORKSPACE deliveries of a workspace (and one per endpoint) at a time, the rest wait their turn
 * without an attempt, and another workspace's delivery goes out at once. Before, workspace A with 10 silent endpoints
 * delayed B's delivery by a minute (each attempt holds a worker for its 10 s timeout).
 */
import { createTestApp, registerUser, rest, waitFor, type Session, type TestApp } from "../../../../test/harness";
import { WEBHOOK_SENDS_PER_WORKSPACE } from "../webhook.delivery";
import { startHookServer, type HookServer } from "./hook-server";

let t: TestApp;
let silent: HookServer;
let fast: HookServer;

beforeAll(async () => {
  // answers nothing, ever (each attempt waits out its 10 s)
  silent = await startHookServer(() => () => { /* never answers */ });
  fast = await startHookServer();
  t = await createTestApp({}, { jobs: { workers: true, retryDelay: 1, pollingIntervalSeconds: 0.5 } });
});
// the silent server goes first: its hung requests then end at once (a connection reset), so closing the app does not
// wait out their 10 s timeout in the queue's graceful drain (the harness closes the file's apps in its own afterAll,
// which runs before this file's)
afterEach(async () => { await silent.close(); });
afterAll(async () => { await t.close(); await fast.close(); });

async function addWebhook(s: Session, url: string) {
  const r = await rest(t.app, s, "POST", "/api/webhooks", { url, events: ["client.created"] });
  expect(r.status).toBe(201);
  return r.body as { id: string };
}

it("delivers workspace B's event within seconds while workspace A's 10 endpoints never answer", async () => {
  const a = await registerUser(t.app);
  const b = await registerUser(t.app);
  const hooksOfA = [];
  for (let i = 0; i < 10; i++) hooksOfA.push(await addWebhook(a, `${silent.url}/a${i}`));
  for (const name of ["A1", "A2", "A3"]) expect((await rest(t.app, a, "POST", "/api/clients", { name })).status).toBe(201);
  // A's 30 deliveries are under way: the silent server holds A's first requests
  await waitFor("A's deliveries to hang", () => silent.received.length >= WEBHOOK_SENDS_PER_WORKSPACE);

  await addWebhook(b, `${fast.url}/b`);
  const t0 = performance.now();
  expect((await rest(t.app, b, "POST", "/api/clients", { name: "B1" })).status).toBe(201);
  await waitFor("B's delivery", () => fast.received.some((r) => r.path === "/b"), 8_000);
  const ms = Math.round(performance.now() - t0);
  // eslint-disable-next-line no-console
  console.log(`B's delivery arrived ${ms} ms after its event, with A's 30 deliveries to silent endpoints queued`);
  expect(ms).toBeLessThan(8_000);
  // A never had more than its share of requests open at once
  expect(silent.received.length).toBeLessThanOrEqual(WEBHOOK_SENDS_PER_WORKSPACE * 2);
  // A's waiting deliveries made no attempt while they waited
  const attempts = await t.app.resources.prisma.webhookDelivery.aggregate({ where: { userId: a.user.id }, _sum: { attempts: true } });
  expect(attempts._sum.attempts).toBeLessThanOrEqual(WEBHOOK_SENDS_PER_WORKSPACE * 2);

  // done: A's endpoints go, with their deliveries (their jobs then find nothing to send)
  for (const h of hooksOfA) expect((await rest(t.app, a, "DELETE", `/api/webhooks/${h.id}`)).status).toBe(204);
}, 60_000);
