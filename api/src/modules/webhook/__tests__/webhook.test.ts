/**
 * Webhook endpoints through REST and GraphQL (validation with the form's messages, the cap, the secret shown once),
 * and single delivery attempts made directly (workers off): the production address guard, redirects, timeouts and
 * oversized answers, and an endpoint disabled after three days of failures.
 */
import http from "node:http";
import { eachTestWithTenant, contextOf, gql, rest, waitFor, type Session, type TestApp } from "../../../../test/harness";
import { MAX_WEBHOOKS, WEBHOOK_MESSAGES, webhookSchema } from "@common/webhook";
import { validateWith } from "@common/validation";
import { eventTypes } from "../../../domain-events";
import { attemptDelivery, WEBHOOK_DISABLE_AFTER_MS } from "../webhook.delivery";
import { isBlockedAddress, postWebhook } from "../webhook.http";
import { sendWebhookTestEvent } from "../webhook.service";
import { makeWebhook } from "./factory";
import { startHookServer, type HookServer } from "./hook-server";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const servers: HookServer[] = [];
async function server(...args: Parameters<typeof startHookServer>) {
  const s = await startHookServer(...args);
  servers.push(s);
  return s;
}
afterEach(async () => { await Promise.all(servers.splice(0).map((s) => s.close())); });

/** A queued test delivery of a new endpoint at `url` (its job is not worked here: the attempt is made by the test). */
async function pendingDelivery(url: string) {
  const webhook = await makeWebhook(t.app, a, { url });
  const { delivery } = await sendWebhookTestEvent(await contextOf(t.app, a), webhook.id);
  return { webhook, delivery };
}
const production = () => ({ ...t.app.resources, config: { ...t.app.resources.config, production: true } });
const storedDelivery = (id: string) => t.app.resources.prisma.webhookDelivery.findUniqueOrThrow({ where: { id } });

describe("endpoints", () => {
  it("creates an endpoint with its whsec_ secret shown once, lists it without the secret, deletes it", async () => {
    const created = await rest(t.app, a, "POST", "/api/webhooks", { url: "https://hooks.example.com/in", events: ["client.created", "invoice.sent", "client.created"] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: "https://hooks.example.com/in", events: ["client.created", "invoice.sent"], enabled: true, failingSince: null });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const list = await rest(t.app, a, "GET", "/api/webhooks");
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].id).toBe(created.body.id);
    expect(list.body[0]).not.toHaveProperty("secret");
    expect(list.text).not.toContain(created.body.secret);

    expect((await rest(t.app, a, "DELETE", `/api/webhooks/${created.body.id}`)).status).toBe(204);
    expect((await rest(t.app, a, "GET", "/api/webhooks")).body).toEqual([]);
    expect((await rest(t.app, a, "DELETE", `/api/webhooks/${created.body.id}`)).status).toBe(404);
  });

  it("answers the form's messages: a bad URL, http on another host, no event, an unknown event", async () => {
    const post = (body: unknown) => rest(t.app, a, "POST", "/api/webhooks", body);
    const cases: [unknown, string, string][] = [
      [{ url: "not a url", events: ["client.created"] }, "url", WEBHOOK_MESSAGES.urlInvalid],
      [{ url: "", events: ["client.created"] }, "url", WEBHOOK_MESSAGES.urlRequired],
      [{ url: "http://example.com/hook", events: ["client.created"] }, "url", WEBHOOK_MESSAGES.urlHttps],
      [{ url: "ftp://example.com/hook", events: ["client.created"] }, "url", WEBHOOK_MESSAGES.urlInvalid],
      [{ url: "https://user:pass@example.com/hook", events: ["client.created"] }, "url", WEBHOOK_MESSAGES.urlInvalid],
      [{ url: "https://example.com/hook", events: [] }, "events", WEBHOOK_MESSAGES.eventsRequired],
      [{ url: "https://example.com/hook" }, "events", WEBHOOK_MESSAGES.eventsRequired],
      [{ url: "https://example.com/hook", events: ["client.created", "client.exploded"] }, "events", "Unknown event type: client.exploded"],
      [{ url: "https://example.com/hook", events: ["webhook.test"] }, "events", "Unknown event type: webhook.test"],
    ];
    for (const [body, field, message] of cases) {
      const r = await post(body);
      expect({ body, status: r.status, message: r.body.errors?.[field] }).toEqual({ body, status: 400, message });
    }
    // this machine over http is fine outside production
    for (const url of ["http://localhost:8080/hook", "http://127.0.0.1:9/hook", "http://[::1]:9/hook"]) {
      expect((await post({ url, events: ["client.created"] })).status).toBe(201);
    }
    expect(await t.app.resources.prisma.webhook.count({ where: { userId: a.user.id } })).toBe(3);
  });

  it("refuses http:// on localhost in production (the same schema, production rules)", () => {
    const schema = webhookSchema({ eventTypes: eventTypes(), production: true });
    const r = validateWith(schema, { url: "http://localhost:8080/hook", events: ["client.created"] });
    expect(r.ok ? null : r.errors).toEqual({ url: WEBHOOK_MESSAGES.urlHttps });
    expect(validateWith(schema, { url: "https://localhost/hook", events: ["client.created"] }).ok).toBe(true);
  });

  it(`caps a workspace at ${MAX_WEBHOOKS} endpoints with a clear message`, async () => {
    for (let i = 0; i < MAX_WEBHOOKS; i++) await makeWebhook(t.app, a);
    const r = await rest(t.app, a, "POST", "/api/webhooks", { url: "https://one-too-many.example.com/in", events: ["client.created"] });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ message: WEBHOOK_MESSAGES.tooMany, errors: { url: WEBHOOK_MESSAGES.tooMany } });
    const g = await gql(t.app, a, `mutation { createWebhook(input: { url: "https://x.example.com", events: ["client.created"] }) { __typename ... on ValidationError { message } } }`);
    expect(g.data.createWebhook).toEqual({ __typename: "ValidationError", message: WEBHOOK_MESSAGES.tooMany });
  });

  it("works through GraphQL: create (secret once), the list with recent deliveries, a test event, delete", async () => {
    const created = await gql(t.app, a, `mutation { createWebhook(input: { url: "https://g.example.com/in", events: ["task.created"] }) {
      __typename ... on CreateWebhookPayload { secret webhook { id url events enabled } } } }`);
    const { secret, webhook } = created.data.createWebhook;
    expect(secret).toMatch(/^whsec_/);
    expect(webhook).toMatchObject({ url: "https://g.example.com/in", events: ["task.created"], enabled: true });

    const sent = await gql(t.app, a, `mutation($id: ID!) { sendWebhookTestEvent(input: { id: $id }) {
      __typename ... on SendWebhookTestEventPayload { delivery { eventType status attempts } webhook { recentDeliveries { eventType } } } } }`, { id: webhook.id });
    expect(sent.data.sendWebhookTestEvent).toEqual({
      __typename: "SendWebhookTestEventPayload",
      delivery: { eventType: "webhook.test", status: "pending", attempts: 0 },
      webhook: { recentDeliveries: [{ eventType: "webhook.test" }] },
    });

    const list = await gql(t.app, a, "{ viewer { webhookEventTypes webhooks { id url recentDeliveries { eventType status responseCode } } } }");
    expect(list.data.viewer.webhookEventTypes).toEqual(eventTypes());
    expect(list.data.viewer.webhooks).toEqual([{ id: webhook.id, url: "https://g.example.com/in", recentDeliveries: [{ eventType: "webhook.test", status: "pending", responseCode: null }] }]);
    expect(JSON.stringify(list.data)).not.toContain(secret);

    const deleted = await gql(t.app, a, "mutation($id: ID!) { deleteWebhook(input: { id: $id }) { __typename ... on DeleteWebhookPayload { deletedWebhookId } } }", { id: webhook.id });
    expect(deleted.data.deleteWebhook).toEqual({ __typename: "DeleteWebhookPayload", deletedWebhookId: webhook.id });
  });
});

describe("a delivery attempt", () => {
  it("refuses private and loopback addresses in production, checked after DNS resolution, and never reaches them", async () => {
    const target = await server();
    for (const url of [`${target.url}/hook`, `http://localhost:${target.port}/hook`, `http://[::ffff:127.0.0.1]:${target.port}/hook`]) {
      const { webhook, delivery } = await pendingDelivery(`${target.url}/hook`);
      // stored as it might have been by an older rule (the form takes only this machine's names over http)
      await t.app.resources.prisma.webhook.update({ where: { id: webhook.id }, data: { url } });
      expect(await attemptDelivery(production(), delivery.id, { lastAttempt: true })).toBe("done");
      expect(await storedDelivery(delivery.id)).toMatchObject({ status: "failed", attempts: 1, responseCode: null, lastError: expect.stringContaining("private or reserved address") });
    }
    expect(target.received).toHaveLength(0);
    // outside production the same endpoint is reached
    const { delivery } = await pendingDelivery(`${target.url}/hook`);
    expect(await attemptDelivery(t.app.resources, delivery.id, { lastAttempt: true })).toBe("done");
    expect(target.received).toHaveLength(1);
  });

  it("knows the blocked ranges, IPv4 and IPv6", () => {
    for (const ip of ["10.1.2.3", "172.16.0.1", "192.168.1.1", "127.0.0.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1",
      "::1", "::", "fe80::1", "fd00::1", "ff02::1", "::ffff:10.0.0.1", "::ffff:169.254.169.254", "::ffff:7f00:1", "0:0:0:0:0:ffff:a00:1"]) expect([ip, isBlockedAddress(ip)]).toEqual([ip, true]);
    for (const ip of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8", "::ffff:808:808"]) expect([ip, isBlockedAddress(ip)]).toEqual([ip, false]);
  });

  it("does not follow a redirect: the delivery fails with the 3xx, and the other server is never reached", async () => {
    const elsewhere = await server();
    const redirecting = await server(() => ({ status: 302, headers: { location: `${elsewhere.url}/stolen` } }));
    const { delivery } = await pendingDelivery(`${redirecting.url}/hook`);
    expect(await attemptDelivery(t.app.resources, delivery.id, { lastAttempt: false })).toBe("retry");
    expect(await storedDelivery(delivery.id)).toMatchObject({ status: "pending", responseCode: 302, lastError: "Redirects are not followed (HTTP 302)" });
    expect(await attemptDelivery(t.app.resources, delivery.id, { lastAttempt: true })).toBe("done");
    expect(await storedDelivery(delivery.id)).toMatchObject({ status: "failed", attempts: 2, responseCode: 302 });
    expect(redirecting.received).toHaveLength(2);
    expect(elsewhere.received).toHaveLength(0);
  });

  it("gives up on an endpoint that does not answer in time, and reads at most 64 KB of an endless answer", async () => {
    const silent = await server(() => () => { /* never answers */ });
    const started = Date.now();
    const r = await postWebhook(`${silent.url}/hook`, {}, "{}", { guardAddresses: false, timeoutMs: 300 });
    expect(r).toEqual({ ok: false, status: null, error: "No answer within 0.3 s" });
    expect(Date.now() - started).toBeLessThan(2000);

    let written = 0;
    let closed = false;
    const endless = await server(() => (res: http.ServerResponse) => {
      res.writeHead(200, { "content-type": "application/octet-stream" });
      const chunk = Buffer.alloc(16 * 1024, 120);
      const more = () => {
        while (!closed && written < 200 * 1024 * 1024) {
          written += chunk.length;
          if (!res.write(chunk)) { res.once("drain", more); return; }
        }
        res.end();
      };
      res.on("close", () => { closed = true; });
      more();
    });
    const answer = await postWebhook(`${endless.url}/hook`, {}, "{}", { guardAddresses: false });
    expect(answer).toEqual({ ok: true, status: 200 });
    await waitFor("the server to see the connection closed", () => closed, 5_000);
    expect(closed).toBe(true);
    // what the kernel's buffers took besides the 64 KB read: far from the 200 MB offered
    expect(written).toBeLessThan(20 * 1024 * 1024);
  });

  it("disables an endpoint failing for three days, once, with a notification; a shorter run does not; a successful test turns it back on", async () => {
    const failing = await server(() => ({ status: 500 }));
    const prisma = t.app.resources.prisma;

    const young = await pendingDelivery(`${failing.url}/young`);
    await prisma.webhook.update({ where: { id: young.webhook.id }, data: { failingSince: new Date(Date.now() - 24 * 3600_000) } });
    expect(await attemptDelivery(t.app.resources, young.delivery.id, { lastAttempt: false })).toBe("retry");
    expect(await prisma.webhook.findUniqueOrThrow({ where: { id: young.webhook.id } })).toMatchObject({ enabled: true, disabledAt: null });

    const fresh = await pendingDelivery(`${failing.url}/fresh`);
    expect(await attemptDelivery(t.app.resources, fresh.delivery.id, { lastAttempt: false })).toBe("retry");
    const started = await prisma.webhook.findUniqueOrThrow({ where: { id: fresh.webhook.id } });
    expect(started.failingSince!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const old = await pendingDelivery(`${failing.url}/old`);
    await prisma.webhook.update({ where: { id: old.webhook.id }, data: { failingSince: new Date(Date.now() - WEBHOOK_DISABLE_AFTER_MS - 60_000) } });
    expect(await attemptDelivery(t.app.resources, old.delivery.id, { lastAttempt: false })).toBe("done");
    expect(await prisma.webhook.findUniqueOrThrow({ where: { id: old.webhook.id } })).toMatchObject({ enabled: false, disabledAt: expect.any(Date) });
    expect(await storedDelivery(old.delivery.id)).toMatchObject({ status: "failed", responseCode: 500 });

    const notifications = await prisma.notification.findMany({ where: { userId: a.user.id } });
    expect(notifications).toEqual([expect.objectContaining({ type: "webhook_disabled", title: "Webhook disabled", link: "/settings",
      body: expect.stringContaining(`${failing.url}/old failed for three days in a row`) })]);

    // a delivery of an event still queued for it fails without a request; no second notification
    const before = failing.received.length;
    const queued = await prisma.webhookDelivery.create({ data: { userId: a.user.id, webhookId: old.webhook.id, eventId: crypto.randomUUID(), eventType: "client.created", body: "{}" } });
    expect(await attemptDelivery(t.app.resources, queued.id, { lastAttempt: false })).toBe("done");
    expect(await storedDelivery(queued.id)).toMatchObject({ status: "failed", attempts: 0, lastError: "The webhook is disabled" });
    expect(failing.received).toHaveLength(before);
    expect(await prisma.notification.count({ where: { userId: a.user.id } })).toBe(1);

    const gqlView = await gql(t.app, a, "{ viewer { webhooks { url enabled disabledAt } } }");
    expect(gqlView.data.viewer.webhooks.find((w: { url: string }) => w.url.endsWith("/old"))).toMatchObject({ enabled: false, disabledAt: expect.any(String) });

    // fixed: a test event reaches it, and its success turns it back on
    const working = await server();
    await prisma.webhook.update({ where: { id: old.webhook.id }, data: { url: `${working.url}/old` } });
    const { delivery: test } = await sendWebhookTestEvent(await contextOf(t.app, a), old.webhook.id);
    expect(await attemptDelivery(t.app.resources, test.id, { lastAttempt: false })).toBe("done");
    expect(working.received).toHaveLength(1);
    expect(await prisma.webhook.findUniqueOrThrow({ where: { id: old.webhook.id } })).toMatchObject({ enabled: true, disabledAt: null, failingSince: null });
  });
});
