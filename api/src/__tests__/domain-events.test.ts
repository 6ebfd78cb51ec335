/**
 * Domain events, driven by what the server registers (as the isolation test is): every REST write of every module
 * is run by the owner of the records its isolation case names, and must record exactly one catalogued event, with a
 * payload the catalogue accepts, written by the same statement as the record (the statement counts of the modules'
 * own tests are unchanged), and publish as their live change that event (its name, its record) and nothing else but
 * declared signals. Writes that change no record of the catalogue are listed below with the reason.
 */
import { createTestApp, registerUser, rest, type Session, type TestApp } from "../../test/harness";
import { isolationSuites, seedAllSuites } from "../../test/isolation-suites";
import type { RestCase, Seeded } from "../../test/isolation";
import { moduleRoutes } from "../modules";
import { became, checkedEvent, declarationOfTable, defineRecord, eventTypes, extraFieldsOf, isEventType, RECORD_WRITES } from "../domain-events";
import { webhookPayload } from "../modules/webhook/webhook.payload";
import { tenantContext } from "../context";
import { LIVE_SIGNALS, tenantTopic, type LiveChange } from "../pubsub";
import { createClient, updateClient } from "../modules/client/client.service";

/** Write routes that record no domain event, and why. */
const NO_EVENT: Record<string, string> = {
  "POST /api/objects/upload": "gives an upload URL; no record is written until the file is saved",
  "PUT /api/objects/:token": "receives an upload's bytes; the file.uploaded event comes with its record (PUT /api/files)",
  "PUT /api/files": "its isolation case is a foreign upload URL (refused); file.uploaded is asserted in the file module's tests",
  "PUT /api/brand-settings": "changes the workspace's settings, not one of its records",
  "POST /api/calendar/sync": "needs a CalDAV server; its calendar_event.updated is asserted in calendar.jobs.test.ts",
  "POST /api/calendar/meeting-link": "needs a meeting platform; its calendar_event.updated is asserted in calendar.jobs.test.ts",
  "POST /api/calendar/pull": "queues a pull of the connected calendar (needs a CalDAV server); the events of what it brings back are asserted in calendar.pull.test.ts",
  "POST /api/calendar/feed/regenerate": "replaces the user's feed token, not one of the workspace's records",
  "POST /api/contracts/:id/send": "writes two records in one transaction (the e-mail's message and the contract): message.created and contract.sent, asserted in contract.public.test.ts",
  "POST /api/invoices/:id/payments": "writes two records in one transaction under the invoice's lock (the payment and its invoice's amount paid): payment.received and invoice.updated, or invoice.paid when the balance reaches zero, asserted in invoice.payments.test.ts",
  "DELETE /api/invoices/:id/payments/:paymentId": "writes two records in one transaction under the invoice's lock (the payment and its invoice's amount paid): payment.deleted and invoice.updated (reopening it when it was paid), asserted in invoice.payments.test.ts",
  "POST /api/contracts/:id/resend": "e-mails a sent document's link again (its message.created, asserted in contract.invitation.test.ts); the isolation case's document was never sent",
  "POST /api/invoices/:id/reminders/resume": "writes only an invoice whose reminders a refund paused (its invoice.updated is asserted in invoice.stripe.test.ts); the isolation case's invoice is not paused",
  "POST /api/contracts/:id/verify": "recomputes a document's hashes: it writes an audit line, not a record",
  "POST /api/tokens": "creates an API token, a credential of the workspace, not one of its records",
  "DELETE /api/tokens/:id": "revokes an API token, a credential of the workspace, not one of its records",
  "POST /api/webhooks": "adds an endpoint of the workspace's settings, not one of its records",
  "DELETE /api/webhooks/:id": "removes an endpoint of the workspace's settings, not one of its records",
  "POST /api/webhooks/:id/test": "queues a test delivery to one endpoint; a test event is not a domain event",
  "POST /api/integrations/caldav": "connects an outside account, a credential of the workspace, not one of its records",
  "PUT /api/integrations/:id": "chooses the calendar of a connected account, a credential of the workspace, not one of its records",
  "DELETE /api/integrations/:id": "disconnects an outside account, a credential of the workspace, not one of its records",
};

/** Creates first, then updates and actions, deletes last, so each write finds the records it names. */
const ORDER = (method: string, url: string) => (method === "POST" && !url.includes(":id") ? 0 : method === "DELETE" ? 2 : 1);

let t: TestApp;
let a: Session;
let seeded: Seeded;

/** The live changes published on the owner's topic (the bus delivers in-process at once: no Redis here). */
const published: LiveChange[] = [];
let listening: Promise<void>;
let feed: AsyncIterableIterator<LiveChange>;

beforeAll(async () => {
  t = await createTestApp();
  a = await registerUser(t.app, "events-owner@example.com");
  seeded = await seedAllSuites(t, a);
  feed = t.app.resources.pubsub.subscribe(tenantTopic(a.user.id)) as AsyncIterableIterator<LiveChange>;
  listening = (async () => { for await (const change of feed) published.push(change); })();
});
afterAll(async () => {
  await feed.return?.();
  await listening;
  await t.close();
});

function caseOf(key: string): ((s: Seeded) => RestCase) | undefined {
  for (const suite of isolationSuites) if (suite.rest[key]) return suite.rest[key];
  return undefined;
}

describe("domain events", () => {
  it("every create, update and delete of every module records exactly one catalogued event in the statement that writes the record", async () => {
    const writes = moduleRoutes.filter((r) => r.method !== "GET").sort((x, y) => ORDER(x.method, x.url) - ORDER(y.method, y.url));
    const failures: string[] = [];
    const covered: string[] = [];
    for (const route of writes) {
      const key = `${route.method} ${route.url}`;
      // a settings section's routes (settings.ts) change the workspace's settings, not one of its records
      if (NO_EVENT[key] || route.url.startsWith("/api/settings/")) continue;
      const make = caseOf(key);
      if (!make) { failures.push(`${key}: no isolation case to run it with`); continue; }
      const c = make(seeded);
      const since = new Date();
      t.statements.length = 0;
      published.length = 0;
      const r = await rest(t.app, a, route.method, c.url, c.body);
      if (r.status >= 300) { failures.push(`${key}: answered ${r.status} to its owner (${r.text.slice(0, 200)})`); continue; }
      const events = await t.app.resources.prisma.domainEvent.findMany({ where: { userId: a.user.id, createdAt: { gte: since }, causedBy: null } });
      // one vocabulary: what the write published is the event it recorded (same name, same record), or a declared signal
      const derived = published.filter((p) => !(LIVE_SIGNALS as readonly string[]).includes(p.type));
      const recorded = events.map((e) => `${e.type} ${e.entityId}`);
      if (!derived.length) failures.push(`${key}: published no live change of its event`);
      for (const p of derived) if (!recorded.includes(`${p.type} ${p.entityId}`)) failures.push(`${key}: published ${p.type} ${p.entityId ?? ""}, not an event it recorded`);
      if (events.length !== 1) { failures.push(`${key}: ${events.length} events (${events.map((e) => e.type).join(", ")})`); continue; }
      const [e] = events;
      if (!isEventType(e.type)) failures.push(`${key}: ${e.type} is not in the catalogue`);
      else {
        try { checkedEvent(e.type, e.payload); } catch (err) { failures.push(`${key}: ${(err as Error).message}`); }
      }
      const writers = t.statements.filter((s) => /INSERT INTO domain_events/i.test(s));
      if (writers.length !== 1 || !/\br AS \((INSERT INTO|UPDATE|DELETE FROM)\b/.test(writers[0] ?? "")) {
        failures.push(`${key}: the event was not written by the record's own statement (${writers.length} statements wrote events)`);
      }
      covered.push(`${key} -> ${e.type}`);
    }
    expect(failures).toEqual([]);
    // every module with writes took part
    expect(covered.length).toBeGreaterThanOrEqual(15);
  });

  it("an update that changes a status carries the status before and after", async () => {
    const p = await rest(t.app, a, "POST", "/api/projects", { name: "Status project", clientId: seeded.ids.projectClient });
    expect(p.status).toBe(201);
    const since = new Date();
    expect((await rest(t.app, a, "PUT", `/api/projects/${p.body.id}`, { status: "completed" })).status).toBe(200);
    const [e] = await t.app.resources.prisma.domainEvent.findMany({ where: { userId: a.user.id, entityId: p.body.id, createdAt: { gte: since } } });
    expect(e.type).toBe("project.updated");
    expect((e.payload as { changes: Record<string, unknown> }).changes.status).toEqual({ before: p.body.status, after: "completed" });
    expect(Object.keys((e.payload as { changes: object }).changes)).not.toContain("updatedAt");
    // "became completed" is a predicate over the update's changes, not an event of its own
    expect(became(e.payload as never, "status", "completed")).toBe(true);
    expect(became(e.payload as never, "status", "active")).toBe(false);
  });

  it("refuses an unknown type and a payload that is not the catalogue's", () => {
    expect(() => checkedEvent("client.renamed" as never, {})).toThrow(/unknown domain event type/);
    expect(() => checkedEvent("message.email_failed", {})).toThrow(/reason/);
    expect(() => checkedEvent("client.updated", { changes: { name: "x" } })).toThrow(/before and after/);
    expect(() => checkedEvent("invoice.reminder_sent", { changes: {}, invoiceNumber: "INV-1", clientId: "c" } as never)).toThrow(/reminderNumber/);
  });

  it("work outside a request acts through tenantContext: its actor is on the activity line and the event, its cause stamped one level deeper", async () => {
    const [cause] = await t.app.resources.prisma.domainEvent.findMany({ where: { userId: a.user.id }, orderBy: { createdAt: "desc" }, take: 1 });
    const ctx = await tenantContext(t.app.resources, a.user.id, { actor: "automation", cause: { id: cause.id, depth: cause.depth } });
    expect(ctx?.viewer.id).toBe(a.user.id);
    const client = await createClient(ctx!, { name: "Made by a workflow" });
    await updateClient(ctx!, client.id, { name: "Renamed by a workflow" });
    const events = await t.app.resources.prisma.domainEvent.findMany({ where: { entityId: client.id }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => [e.type, e.actor, e.causedBy, e.depth])).toEqual([
      ["client.created", "automation", cause.id, cause.depth + 1], ["client.updated", "automation", cause.id, cause.depth + 1]]);
    const lines = await t.app.resources.prisma.activity.findMany({ where: { entityId: client.id } });
    expect(lines.map((l) => l.actor)).toEqual(["automation", "automation"]);
    // a request's writes are the user's, with no cause
    const r = await rest(t.app, a, "POST", "/api/clients", { name: "Typed by hand" });
    const [own] = await t.app.resources.prisma.domainEvent.findMany({ where: { entityId: r.body.id } });
    expect([own.actor, own.causedBy, own.depth]).toEqual(["user", null, 0]);
    // a workspace that no longer exists has no context
    expect(await tenantContext(t.app.resources, "00000000-0000-4000-8000-000000000000", { actor: "system" })).toBeNull();
  });

  it("derives the catalogue, its checks, the activity links and the webhooks' allow-list from a module's one declaration", () => {
    // a throwaway record type, declared as a module declares its own (nothing else is edited)
    const probe = defineRecord({
      entity: "zz_probe", table: "zz_probes", attachedTo: { client: "clientId" }, publicFields: ["id", "name"],
      events: { ...RECORD_WRITES, pinged: { base: "none", extra: { level: ["low", "high"] } } },
    });
    expect(eventTypes()).toEqual(expect.arrayContaining(["zz_probe.created", "zz_probe.updated", "zz_probe.deleted", "zz_probe.pinged"]));
    expect(isEventType("zz_probe.pinged")).toBe(true);
    expect(() => checkedEvent("zz_probe.pinged" as never, { level: "mid" })).toThrow(/level must be low or high/);
    expect(() => checkedEvent("zz_probe.created" as never, {})).toThrow(/record must be the row/);
    expect(declarationOfTable("zz_probes")).toBe(probe);
    expect(extraFieldsOf("zz_probe.pinged")).toEqual(["level"]);
    expect(webhookPayload({ type: "zz_probe.created", entityType: "zz_probe", payload: { record: { id: "p1", name: "Probe", secret: "s" } } }))
      .toEqual({ record: { id: "p1", name: "Probe" } });
    expect(webhookPayload({ type: "zz_probe.pinged", entityType: "zz_probe", payload: { level: "low", other: 1 } })).toEqual({ level: "low" });
    // declared once: a second declaration of the same entity is refused
    expect(() => defineRecord({ ...probe, events: { ...probe.events } })).toThrow(/declared twice/);
  });
});
