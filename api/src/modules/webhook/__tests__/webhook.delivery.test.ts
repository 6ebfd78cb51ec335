/**
 * Webhook deliveries with the job workers running, to an HTTP server on loopback: what arrives and its signature
 * (checked with the Standard Webhooks reference code and by hand), a 500 retried until it succeeds, an event handled
 * again sending nothing new, and the test event.
 */
import crypto from "node:crypto";
import { Webhook } from "standardwebhooks";
import { createTestApp, registerUser, rest, waitFor, type Session, type TestApp } from "../../../../test/harness";
import { eventsSettled, queueIdle } from "../../../../test/settled";
import { webhookFanoutHandler } from "../webhook.fanout";
import { WEBHOOK_DELIVERY_QUEUE } from "../webhook.queue";
import { startHookServer, type HookAnswer, type HookServer } from "./hook-server";

let t: TestApp;
let a: Session;
let server: HookServer;
let answer: (n: number) => HookAnswer = () => ({ status: 200 });

beforeAll(async () => {
  server = await startHookServer((n) => answer(n));
  // retries a second or two apart instead of the policy's minutes
  t = await createTestApp({}, { jobs: { workers: true, retryDelay: 1, pollingIntervalSeconds: 0.5 } });
});
// nothing is emptied between tests: each test waits until its deliveries succeeded, so none reaches the server later
beforeEach(async () => {
  answer = () => ({ status: 200 });
  server.received.length = 0;
  a = await registerUser(t.app);
});
afterAll(async () => { await t.close(); await server.close(); });

async function addWebhook(events = ["client.created"]) {
  const r = await rest(t.app, a, "POST", "/api/webhooks", { url: `${server.url}/hook`, events });
  expect(r.status).toBe(201);
  return r.body as { id: string; secret: string };
}

const deliveriesOf = (webhookId: string) => t.app.resources.prisma.webhookDelivery.findMany({ where: { webhookId } });

it("POSTs the event signed as Standard Webhooks says: the reference verifier and an HMAC computed here both agree", async () => {
  const hook = await addWebhook();
  const created = await rest(t.app, a, "POST", "/api/clients", { name: "Acme Webhooks" });
  expect(created.status).toBe(201);
  const [got] = await waitFor("the delivery", () => server.received.length >= 1 && server.received);

  const event = await t.app.resources.prisma.domainEvent.findFirstOrThrow({ where: { userId: a.user.id, type: "client.created" } });
  const body = JSON.parse(got.body);
  expect(body).toMatchObject({ id: event.id, type: "client.created", createdAt: event.createdAt.toISOString() });
  expect(body.data).toMatchObject({ entityType: "client", entityId: created.body.id, record: { id: created.body.id, name: "Acme Webhooks" } });
  expect(got.path).toBe("/hook");
  expect(got.headers["content-type"]).toBe("application/json");
  expect(got.headers["webhook-id"]).toBe(event.id);

  // the reference implementation (throws when the signature or the timestamp is wrong)
  const headers = { "webhook-id": String(got.headers["webhook-id"]), "webhook-timestamp": String(got.headers["webhook-timestamp"]), "webhook-signature": String(got.headers["webhook-signature"]) };
  expect(new Webhook(hook.secret).verify(got.body, headers)).toEqual(body);
  expect(() => new Webhook(`whsec_${crypto.randomBytes(32).toString("base64")}`).verify(got.body, headers)).toThrow();

  // the specification by hand: HMAC-SHA256 with the base64 key after `whsec_`, over id.timestamp.body
  expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  const key = Buffer.from(hook.secret.slice("whsec_".length), "base64");
  expect(key).toHaveLength(32);
  const expected = crypto.createHmac("sha256", key).update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${got.body}`).digest("base64");
  expect(headers["webhook-signature"]).toBe(`v1,${expected}`);
  expect(Math.abs(Number(headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);

  const [delivery] = await waitFor("the delivery's success", async () => {
    const d = await deliveriesOf(hook.id);
    return d[0]?.status === "succeeded" && d;
  });
  expect(delivery).toMatchObject({ eventId: event.id, eventType: "client.created", attempts: 1, responseCode: 200, lastError: null });
});

it("retries a 500 with backoff until the endpoint answers 2xx, and an event handled again sends nothing new", async () => {
  answer = (n) => (n === 1 ? { status: 500, body: "down for a moment" } : { status: 204 });
  const hook = await addWebhook();
  await rest(t.app, a, "POST", "/api/clients", { name: "Retried" });

  const [delivery] = await waitFor("the retried delivery's success", async () => {
    const d = await deliveriesOf(hook.id);
    return d[0]?.status === "succeeded" && d;
  });
  expect(delivery).toMatchObject({ attempts: 2, responseCode: 204, lastError: null });
  expect(server.received).toHaveLength(2);
  // the same message both times, as a receiver deduplicates it
  expect(server.received[1].headers["webhook-id"]).toBe(server.received[0].headers["webhook-id"]);
  expect(server.received[1].body).toBe(server.received[0].body);
  // the failure's run ended with the success
  const stored = await t.app.resources.prisma.webhook.findUniqueOrThrow({ where: { id: hook.id } });
  expect(stored).toMatchObject({ enabled: true, failingSince: null });

  // the event handled once more (a redelivered job): no new row, no new job
  const event = await t.app.resources.prisma.domainEvent.findFirstOrThrow({ where: { userId: a.user.id, type: "client.created" } });
  await webhookFanoutHandler.handle({
    resources: t.app.resources, event, attempt: 1, lastAttempt: false,
    once: async () => undefined, workspace: async () => null,
  });
  // a delivery it queued would have run by the time no delivery job is left
  await queueIdle(t.app, WEBHOOK_DELIVERY_QUEUE);
  expect(await deliveriesOf(hook.id)).toHaveLength(1);
  expect(server.received).toHaveLength(2);
});

it("sends nothing to an endpoint not subscribed to the type, and a test event to the one endpoint asked", async () => {
  const other = await addWebhook(["invoice.created"]);
  const hook = await addWebhook(["client.created"]);
  await rest(t.app, a, "POST", "/api/projects", { name: "No hook hears this" });
  const test = await rest(t.app, a, "POST", `/api/webhooks/${other.id}/test`);
  expect(test.status).toBe(202);
  expect(test.body).toMatchObject({ eventType: "webhook.test", status: "pending" });

  const [got] = await waitFor("the test event", () => server.received.length >= 1 && server.received);
  const body = JSON.parse(got.body);
  expect(body).toMatchObject({ id: test.body.eventId, type: "webhook.test", data: { webhookId: other.id } });
  expect(new Webhook(other.secret).verify(got.body, got.headers as Record<string, string>)).toEqual(body);
  await waitFor("the test's success", async () => (await deliveriesOf(other.id))[0]?.status === "succeeded");
  // the workspace's events fanned out, and the deliveries they queued are over
  await eventsSettled(t.app, a.user.id);
  await queueIdle(t.app, WEBHOOK_DELIVERY_QUEUE);
  expect(server.received).toHaveLength(1);
  expect(await deliveriesOf(hook.id)).toHaveLength(0);
});
