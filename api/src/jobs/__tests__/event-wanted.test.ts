/**
 * Handlers say which events they want, and the statement that writes an event asks them: an event no handler wants
 * (a write in a workspace without webhooks or a workflow listening) is written already dispatched, and no job is
 * queued for it; one a handler wants is dispatched to those handlers of its type that want it (asked again at
 * dispatch, in one statement per batch).
 */
import { createTestApp, registerUser, rest, waitFor, type Session, type TestApp } from "../../../test/harness";
import { backgroundDispatches, dispatchEvents } from "../outbox";
import { makeWebhook } from "../../modules/webhook/__tests__/factory";
import { makeWorkflow } from "../../modules/automation/__tests__/factory";
import { markOverdueInvoices } from "../../modules/invoice/invoice.overdue";

let t: TestApp;
let a: Session;
beforeAll(async () => { t = await createTestApp(); });
beforeEach(async () => { a = await registerUser(t.app); });
afterAll(async () => { await t.close(); });

const prisma = () => t.app.resources.prisma;

/** The workspace's event of this type about this record. */
const eventOf = (entityId: string, type: string) => prisma().domainEvent.findFirstOrThrow({ where: { userId: a.user.id, entityId, type } });

/** The jobs queued for an event (any handler's). */
async function jobsOf(eventId: string): Promise<string[]> {
  await backgroundDispatches();
  const rows = await prisma().$queryRaw<{ name: string }[]>`SELECT name FROM pgboss.job WHERE data->>'eventId' = ${eventId} ORDER BY name`;
  return rows.map((r) => r.name);
}

/** Written already dispatched: stamped by the statement that wrote it (its transaction's time, as its creation). */
async function writtenDispatched(entityId: string, type: string): Promise<boolean> {
  const e = await eventOf(entityId, type);
  return e.dispatchedAt?.getTime() === e.createdAt.getTime();
}

async function newClient(name = "Acme") {
  const r = await rest(t.app, a, "POST", "/api/clients", { name });
  expect(r.status).toBe(201);
  return r.body as { id: string };
}

describe("an event nothing wants is written dispatched", () => {
  it("a client created in a workspace without webhooks or workflows queues no job", async () => {
    const c = await newClient();
    expect(await writtenDispatched(c.id, "client.created")).toBe(true);
    expect(await jobsOf((await eventOf(c.id, "client.created")).id)).toEqual([]);
    // an update and a delete too
    expect((await rest(t.app, a, "PUT", `/api/clients/${c.id}`, { name: "Acme Ltd" })).status).toBe(200);
    expect(await writtenDispatched(c.id, "client.updated")).toBe(true);
    expect((await rest(t.app, a, "DELETE", `/api/clients/${c.id}`)).status).toBe(204);
    expect(await writtenDispatched(c.id, "client.deleted")).toBe(true);
  });

  it("a webhook subscribed to the type makes its events wanted; one of another type, disabled, or of another workspace does not", async () => {
    const b = await registerUser(t.app);
    await makeWebhook(t.app, b, { events: ["client.created"] });
    await makeWebhook(t.app, a, { events: ["client.updated"] });
    const disabled = await makeWebhook(t.app, a, { events: ["client.created"] });
    await prisma().webhook.update({ where: { id: disabled.id }, data: { enabled: false } });
    const first = await newClient("First");
    expect(await writtenDispatched(first.id, "client.created")).toBe(true);

    await makeWebhook(t.app, a, { events: ["client.created"] });
    const second = await newClient("Second");
    // written to dispatch (the commit announces it to the workers' listener)
    expect((await eventOf(second.id, "client.created")).dispatchedAt).toBeNull();
  });

  it("an active workflow of the event's trigger makes it wanted by the automation handler; an inactive one does not", async () => {
    const w = await makeWorkflow(t.app, a, { trigger: "client_created" });
    await prisma().workflow.update({ where: { id: w.id }, data: { isActive: false } });
    await makeWorkflow(t.app, a, { trigger: "file_uploaded" });
    const first = await newClient("First");
    expect(await writtenDispatched(first.id, "client.created")).toBe(true);

    await prisma().workflow.update({ where: { id: w.id }, data: { isActive: true } });
    const second = await newClient("Second");
    expect((await eventOf(second.id, "client.created")).dispatchedAt).toBeNull();
  });

  it("a message kept in the app is written dispatched; one that goes by e-mail is wanted by its delivery", async () => {
    const c = await newClient();
    const note = await rest(t.app, a, "POST", "/api/messages", { clientId: c.id, content: "Called, all good" });
    expect(note.status).toBe(201);
    expect(await writtenDispatched(note.body.id, "message.created")).toBe(true);
    const mail = await rest(t.app, a, "POST", "/api/messages", { clientId: c.id, subject: "Hello", content: "Your invoice", contactEmail: "acme@example.com" });
    expect(mail.status).toBe(201);
    expect(await writtenDispatched(mail.body.id, "message.created")).toBe(false);
    await waitFor("the e-mail's job", async () => (await jobsOf((await eventOf(mail.body.id, "message.created")).id)).includes("message-email"));
  });

  it("the overdue scan writes its events dispatched in a workspace with nothing listening, and wanted where a workflow listens", async () => {
    const b = await registerUser(t.app);
    await makeWorkflow(t.app, b, { trigger: "invoice_overdue" });
    const invoices: Record<string, string> = {};
    for (const s of [a, b]) {
      const c = (await rest(t.app, s, "POST", "/api/clients", { name: "Late payer" })).body;
      const inv = await rest(t.app, s, "POST", "/api/invoices", {
        clientId: c.id, invoiceNumber: "INV-1", issueDate: "2026-01-01", dueDate: "2026-01-10", status: "sent", items: [{ description: "Work", quantity: 1, rate: 100 }],
      });
      expect(inv.status).toBe(201);
      invoices[s.user.id] = inv.body.id;
    }
    await markOverdueInvoices(t.app.resources, new Date("2026-02-01T12:00:00Z"));
    expect(await writtenDispatched(invoices[a.user.id], "invoice.overdue")).toBe(true);
    const wanted = await prisma().domainEvent.findFirstOrThrow({ where: { userId: b.user.id, entityId: invoices[b.user.id], type: "invoice.overdue" } });
    expect(wanted.dispatchedAt?.getTime()).not.toBe(wanted.createdAt.getTime());
  });
});

describe("an event goes to the handlers that want it", () => {
  /** The jobs a new client's event is dispatched to (the app here runs no listener: the event is dispatched here). */
  async function jobsOfNewClient(name: string): Promise<string[]> {
    const c = await newClient(name);
    const e = await eventOf(c.id, "client.created");
    expect(e.dispatchedAt).toBeNull();
    await dispatchEvents(t.app.resources, [e]);
    expect((await eventOf(c.id, "client.created")).dispatchedAt).not.toBeNull();
    return jobsOf(e.id);
  }

  it("a workflow without a webhook queues the automation's job only, a webhook without a workflow the webhook's, both both", async () => {
    const w = await makeWorkflow(t.app, a, { trigger: "client_created" });
    expect(await jobsOfNewClient("Workflow only")).toEqual(["automation"]);

    await makeWebhook(t.app, a, { events: ["client.created"] });
    expect(await jobsOfNewClient("Both")).toEqual(["automation", "webhook-fanout"]);

    await prisma().workflow.update({ where: { id: w.id }, data: { isActive: false } });
    expect(await jobsOfNewClient("Webhook only")).toEqual(["webhook-fanout"]);
  });
});
