/**
 * What a webhook carries out of the product: the allow-listed fields of each event's record and changes only. A
 * contract sent and signed on its page used to send its page token's hash and nonce and the signer's IP address and
 * browser to every endpoint subscribed.
 */
import { Prisma } from "../../../generated/prisma/client";
import { createTestApp, registerUser, rest, waitFor, type Session, type TestApp } from "../../../../test/harness";
import { eventsSettled } from "../../../../test/settled";
import { webhookPayload } from "../webhook.payload";
import { recordDeclarations } from "../../../domain-events";
// every module's record types (their declarations carry the allow-lists)
import "../..";
import { startHookServer, type HookServer } from "./hook-server";
import { sendPaymentReminders } from "../../invoice/invoice.reminders";
import { makeInvoice } from "../../invoice/__tests__/factory";

const SECRET_OR_PERSONAL = ["publicTokenHash", "publicTokenNonce", "signerIp", "signerUserAgent", "userId", "path", "webhookData", "emailMessageId", "executionData"];

describe("the allow-list", () => {
  it("keeps a record's and a change's listed fields and the type's extras, and drops everything else", () => {
    const record = { id: "c1", title: "Site", status: "signed", clientSignature: "Ann", publicTokenHash: "h", publicTokenNonce: "n", signerIp: "203.0.113.9",
      signerUserAgent: "Mozilla/5.0", userId: "u1", somethingNew: 1 };
    expect(webhookPayload({ type: "contract.created", entityType: "contract", payload: { record } }))
      .toEqual({ record: { id: "c1", title: "Site", status: "signed", clientSignature: "Ann" } });
    const changes = { status: { before: "sent", after: "signed" }, signerIp: { before: null, after: "203.0.113.9" }, publicTokenHash: { before: null, after: "h" } };
    expect(webhookPayload({ type: "contract.signed", entityType: "contract", payload: { changes, signedBy: "client", internal: true } }))
      .toEqual({ changes: { status: { before: "sent", after: "signed" } }, signedBy: "client" });
    expect(webhookPayload({ type: "file.uploaded", entityType: "file", payload: { record: { id: "f", name: "a.pdf", path: "u/uploads/x", size: 3 } } }))
      .toEqual({ record: { id: "f", name: "a.pdf", size: 3 } });
    expect(webhookPayload({ type: "message.email_sent", entityType: "message", payload: null })).toEqual({});
    // a payment reminder: its extras and the invoice's changed totals (its late fee), not the page's nonce
    const reminder = { invoiceNumber: "INV-1", clientId: "c", reminderNumber: "2", amountDue: "110.00", lateFee: "10.00", currency: "USD", messageId: "m",
      changes: { total: { before: "100.00", after: "110.00" }, publicTokenNonce: { before: null, after: "n" } } };
    expect(webhookPayload({ type: "invoice.reminder_sent", entityType: "invoice", payload: reminder }))
      .toEqual({ ...reminder, changes: { total: { before: "100.00", after: "110.00" } } });
  });

  it("names only columns that exist, for every entity that records events", () => {
    const model: Record<string, string> = { client: "Client", project: "Project", task: "Task", team_member: "TeamMember", invoice: "Invoice", message: "Message",
      file: "File", calendar_event: "CalendarEvent", contract: "Contract", contract_template: "ContractTemplate", workflow: "Workflow", workflow_execution: "WorkflowExecution", payment: "Payment",
      recurring_invoice: "RecurringInvoice" };
    expect(recordDeclarations().map((d) => d.entity).sort()).toEqual(Object.keys(model).sort());
    for (const { entity, publicFields: fields } of recordDeclarations()) {
      const columns = Object.keys((Prisma as unknown as Record<string, Record<string, string>>)[`${model[entity]}ScalarFieldEnum`]);
      expect({ entity, unknown: fields.filter((f) => !columns.includes(f)) }).toEqual({ entity, unknown: [] });
      expect({ entity, secret: fields.filter((f) => SECRET_OR_PERSONAL.includes(f)) }).toEqual({ entity, secret: [] });
    }
  });
});

describe("deliveries of a contract sent and signed", () => {
  let t: TestApp;
  let a: Session;
  let server: HookServer;
  beforeAll(async () => {
    server = await startHookServer();
    t = await createTestApp({}, { jobs: { workers: true, retryDelay: 1, pollingIntervalSeconds: 0.5 } });
    a = await registerUser(t.app);
  });
  afterAll(async () => { await t.close(); await server.close(); });

  it("carry neither the page token's hash and nonce nor the signer's address and browser", async () => {
    const hook = await rest(t.app, a, "POST", "/api/webhooks", { url: `${server.url}/hook`, events: ["contract.created", "contract.sent", "contract.signed", "contract.updated"] });
    expect(hook.status).toBe(201);
    const client = await rest(t.app, a, "POST", "/api/clients", { name: "Acme", email: "client@acme.example" });
    const created = await rest(t.app, a, "POST", "/api/contracts", { clientId: client.body.id, type: "contract", title: "Website", content: "Terms.", expiryDate: "2099-01-01" });
    expect((await rest(t.app, a, "POST", `/api/contracts/${created.body.id}/send`)).status).toBe(200);
    const message = await t.app.resources.prisma.message.findFirstOrThrow({ where: { userId: a.user.id, contactEmail: "client@acme.example" } });
    const page = new URL(/https?:\/\/\S+\/p\/[A-Za-z0-9_-]{43}/.exec(message.content)![0]).pathname;
    // the client signs the version and text the page showed them
    const shown = (await t.app.fastify.inject({ method: "GET", url: page })).body;
    const version = /name="version" value="(\d+)"/.exec(shown)![1];
    const documentHash = /name="documentHash" value="([0-9a-f]{64})"/.exec(shown)![1];
    const signed = await t.app.fastify.inject({ method: "POST", url: `${page}/sign`, headers: { "content-type": "application/json", "user-agent": "SignerBrowser/1.0" },
      payload: JSON.stringify({ name: "Ann Signer", consent: true, version, documentHash }) });
    expect(signed.statusCode).toBe(200);
    const stored = await t.app.resources.prisma.contract.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored.publicTokenHash).toBeTruthy();
    expect(stored.signerUserAgent).toBe("SignerBrowser/1.0");

    await eventsSettled(t.app, a.user.id);
    const bodies = await waitFor("the three deliveries", async () => {
      const rows = await t.app.resources.prisma.webhookDelivery.findMany({ where: { webhookId: hook.body.id } });
      return rows.length >= 3 && rows.every((r) => r.status === "succeeded") ? rows : null;
    });
    expect(bodies.map((b) => b.eventType).sort()).toEqual(["contract.created", "contract.sent", "contract.signed"]);
    for (const { body } of bodies) {
      for (const field of SECRET_OR_PERSONAL) expect({ field, present: body.includes(`"${field}"`) }).toEqual({ field, present: false });
      expect(body).not.toContain(stored.publicTokenHash!);
      expect(body).not.toContain("SignerBrowser");
      if (stored.signerIp) expect(body).not.toContain(`"${stored.signerIp}"`);
    }
    const signedBody = JSON.parse(bodies.find((b) => b.eventType === "contract.signed")!.body);
    expect(signedBody.data).toMatchObject({ entityType: "contract", entityId: created.body.id, signedBy: "client",
      changes: { status: { before: "sent", after: "signed" }, clientSignature: { before: null, after: "Ann Signer" } } });
    // what reached the endpoint is what was stored
    const received = server.received.map((r) => r.body);
    for (const { body } of bodies) expect(received).toContain(body);
  });
});

describe("deliveries of a payment reminder", () => {
  let t: TestApp;
  let a: Session;
  let server: HookServer;
  beforeAll(async () => {
    server = await startHookServer();
    t = await createTestApp({}, { jobs: { workers: true, retryDelay: 1, pollingIntervalSeconds: 0.5 } });
    a = await registerUser(t.app);
  });
  afterAll(async () => { await t.close(); await server.close(); });

  it("delivers invoice.reminder_sent to an endpoint subscribed to it", async () => {
    const hook = await rest(t.app, a, "POST", "/api/webhooks", { url: `${server.url}/hook`, events: ["invoice.reminder_sent"] });
    expect(hook.status).toBe(201);
    await rest(t.app, a, "PUT", "/api/settings/reminders", { enabled: true });
    const invoice = await makeInvoice(t.app, a, { status: "sent", issueDate: "2031-05-01", dueDate: "2031-05-20" });
    expect(await sendPaymentReminders(t.app.resources, new Date("2031-05-21T10:00:00Z"), a.user.id)).toMatchObject({ sent: 1 });
    await eventsSettled(t.app, a.user.id);
    const [delivery] = await waitFor("the delivery", async () => {
      const rows = await t.app.resources.prisma.webhookDelivery.findMany({ where: { webhookId: hook.body.id } });
      return rows.length === 1 && rows[0].status === "succeeded" ? rows : null;
    });
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({ type: "invoice.reminder_sent", data: {
      entityType: "invoice", entityId: invoice.id, invoiceNumber: invoice.invoiceNumber, clientId: invoice.clientId, reminderNumber: "2",
      amountDue: "352.00", lateFee: "0.00", currency: "USD" } });
    for (const field of SECRET_OR_PERSONAL) expect({ field, present: delivery.body.includes(`"${field}"`) }).toEqual({ field, present: false });
    expect(server.received.map((r) => r.body)).toContain(delivery.body);
  });
});
