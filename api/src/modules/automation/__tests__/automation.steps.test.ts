/**
 * The steps that write through other modules, run by real workers (a real SMTP server, a real HTTP endpoint on
 * loopback): update record field, add note, send webhook (signed), and the workspace's e-mail signature (the e-mail
 * settings) at the end of an automation e-mail. Each step's write happens once (its event carries the step's origin);
 * another workspace's record or endpoint behaves as a missing one.
 */
import { Webhook as Verifier } from "standardwebhooks";
import { createTestApp, gql, registerUser, rest, type Session, type TestApp, waitFor } from "../../../../test/harness";
import { startSmtp, type TestSmtp } from "../../email/__tests__/smtp";
import { startHookServer, type HookServer } from "../../webhook/__tests__/hook-server";
import { makeWebhook } from "../../webhook/__tests__/factory";
import { makeClient } from "../../client/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";
import { makeTask } from "../../task/__tests__/factory";
import { makeWorkflow } from "./factory";

let smtp: TestSmtp;
let hooks: HookServer;
let t: TestApp;
let a: Session;

beforeAll(async () => {
  smtp = await startSmtp();
  hooks = await startHookServer();
  t = await createTestApp({ SMTP_URL: smtp.url, SMTP_FROM: "Clientfolio <no-reply@localhost>", PUBLIC_URL: "https://localhost:8443", PORT: "0" },
    { jobs: { workers: true, pollingIntervalSeconds: 0.5, retryDelay: 0, retryBackoff: false } });
  await t.app.start();
});
beforeEach(async () => { a = await registerUser(t.app); });
afterAll(async () => { await t.close(); await smtp.close(); await hooks.close(); });

const prisma = () => t.app.resources.prisma;

/** Runs the workflow now on these records and answers the run once it ended, with its steps. */
async function runNow(workflowId: string, triggerData: Record<string, string>, s: Session = a) {
  const r = await rest(t.app, s, "POST", `/api/workflows/${workflowId}/execute`, { triggerData });
  expect(r.status).toBe(200);
  return waitFor("the run's end", async () => {
    const x = await prisma().workflowExecution.findUnique({ where: { id: r.body.id }, include: { steps: { orderBy: { step: "asc" } } } });
    return x && !["running", "waiting"].includes(x.status) ? x : null;
  });
}

describe("update record field", () => {
  it("sets the trigger's record's field through its service (its activity line and event), once", async () => {
    const c = await makeClient(t.app, a, { name: "Acme" });
    const p = await makeProject(t.app, a, { clientId: c.id, name: "Site" });
    const task = await makeTask(t.app, a, { title: "Draft", projectId: p.id });
    const w = await makeWorkflow(t.app, a, { trigger: "manual", actions: [
      { type: "update_field", config: { entity: "task", field: "priority", value: "urgent" } },
      { type: "update_field", config: { entity: "client", field: "notes", value: "Kicked off {project_name}" } },
      { type: "update_field", config: { entity: "project", field: "status", value: "active" } },
    ] });
    const x = await runNow(w.id, { taskId: task.id });
    expect([x.status, x.errorMessage]).toEqual(["success", null]);
    expect((await prisma().task.findUniqueOrThrow({ where: { id: task.id } })).priority).toBe("urgent");
    expect((await prisma().client.findUniqueOrThrow({ where: { id: c.id } })).notes).toBe("Kicked off Site");
    expect((await prisma().project.findUniqueOrThrow({ where: { id: p.id } })).status).toBe("active");
    // each step's write carries its origin: one event per step
    const origins = await prisma().domainEvent.findMany({ where: { userId: a.user.id, origin: { startsWith: x.id } }, select: { type: true, origin: true } });
    expect(origins.map((e) => e.type).sort()).toEqual(["client.updated", "project.updated", "task.updated"]);
  });

  it("refuses (no retry) when the run has no record of that type", async () => {
    const c = await makeClient(t.app, a);
    const w = await makeWorkflow(t.app, a, { trigger: "manual", actions: [{ type: "update_field", config: { entity: "task", field: "status", value: "completed" } }] });
    const x = await runNow(w.id, { clientId: c.id });
    expect(x.status).toBe("failed");
    expect(x.errorMessage).toContain("The trigger has no task");
    expect(x.steps[0].attempts).toBe(1);
  });
});

describe("add note", () => {
  it("writes a line on the record's timeline (attached to its client and project), once", async () => {
    const c = await makeClient(t.app, a, { name: "Acme" });
    const p = await makeProject(t.app, a, { clientId: c.id, name: "Site" });
    const w = await makeWorkflow(t.app, a, { name: "Noter", trigger: "manual", actions: [
      { type: "add_note", config: { note: "Checked {project_name} ({workflow_name})" } },
      { type: "add_note", config: { note: "On the client", entity: "client" } },
    ] });
    const x = await runNow(w.id, { projectId: p.id });
    expect(x.status).toBe("success");
    const lines = await prisma().activity.findMany({ where: { userId: a.user.id, action: "noted" }, orderBy: { createdAt: "asc" } });
    expect(lines.map((l) => [l.entityType, l.entityId, l.title, l.actor, l.clientId, l.projectId])).toEqual([
      ["project", p.id, "Checked Site (Noter)", "automation", c.id, p.id],
      ["client", c.id, "On the client", "automation", c.id, null],
    ]);
    expect(await prisma().domainEvent.count({ where: { userId: a.user.id, type: "workflow_execution.note_added", origin: { startsWith: x.id } } })).toBe(2);
  });
});

describe("send webhook", () => {
  it("posts a signed delivery to the workspace's endpoint (by id or by its URL), with the run's records", async () => {
    const endpoint = await makeWebhook(t.app, a, { url: `${hooks.url}/automation-${a.user.id}`, events: ["contract.expired"] });
    const c = await makeClient(t.app, a, { name: "Acme" });
    const before = hooks.received.length;
    const w = await makeWorkflow(t.app, a, { name: "Hooker", trigger: "manual", actions: [
      { type: "send_webhook", config: { endpointId: endpoint.id, message: "Hello {client_name}" } },
      { type: "send_webhook", config: { url: endpoint.url } },
    ] });
    const x = await runNow(w.id, { clientId: c.id });
    expect([x.status, x.errorMessage]).toEqual(["success", null]);
    const mine = await waitFor("both deliveries", () => {
      const got = hooks.received.slice(before).filter((h) => h.path === `/automation-${a.user.id}`);
      return got.length >= 2 ? got : null;
    });
    const verifier = new Verifier(endpoint.secret);
    const bodies = mine.map((h) => verifier.verify(h.body, { "webhook-id": String(h.headers["webhook-id"]), "webhook-timestamp": String(h.headers["webhook-timestamp"]),
      "webhook-signature": String(h.headers["webhook-signature"]) }) as { type: string; data: Record<string, any> });
    expect(bodies.map((b) => b.type)).toEqual(["workflow.webhook", "workflow.webhook"]);
    const first = bodies.find((b) => b.data.message)!;
    expect(first.data).toMatchObject({ workflow: "Hooker", executionId: x.id, message: "Hello Acme", trigger: { clientId: c.id }, values: { client_name: "Acme" } });
    const deliveries = await prisma().webhookDelivery.findMany({ where: { userId: a.user.id, eventType: "workflow.webhook" } });
    expect(deliveries).toHaveLength(2);
    await waitFor("the deliveries' success", async () => (await prisma().webhookDelivery.count({ where: { userId: a.user.id, status: "succeeded" } })) >= 2);
  });

  it("treats another workspace's endpoint, or a URL that is no endpoint of the workspace, as missing", async () => {
    const b = await registerUser(t.app);
    const theirs = await makeWebhook(t.app, b, { url: `${hooks.url}/theirs-${b.user.id}` });
    const c = await makeClient(t.app, a);
    const before = hooks.received.length;
    const byId = await makeWorkflow(t.app, a, { trigger: "manual", actions: [{ type: "send_webhook", config: { endpointId: theirs.id } }] });
    const x = await runNow(byId.id, { clientId: c.id });
    expect([x.status, x.errorMessage]).toEqual(["failed", "Step 1 (Send Webhook) failed: The webhook endpoint no longer exists"]);
    const byUrl = await makeWorkflow(t.app, a, { trigger: "manual", actions: [{ type: "send_webhook", config: { url: theirs.url } }] });
    const y = await runNow(byUrl.id, { clientId: c.id });
    expect(y.errorMessage).toContain("No webhook endpoint of the workspace has this URL");
    expect(await prisma().webhookDelivery.count({ where: { webhookId: theirs.id } })).toBe(0);
    expect(hooks.received.slice(before).filter((h) => h.path.startsWith("/theirs-"))).toEqual([]);
  });
});

describe("the e-mail signature", () => {
  it("is a settings section (REST and GraphQL) that automation e-mails end with, after a blank line", async () => {
    expect((await rest(t.app, a, "GET", "/api/settings/email")).body).toEqual({ emailSignature: null });
    const put = await rest(t.app, a, "PUT", "/api/settings/email", { emailSignature: "  Jo Smith\nStudio Jo  " });
    expect([put.status, put.body]).toEqual([200, { emailSignature: "Jo Smith\nStudio Jo" }]);
    expect((await rest(t.app, a, "GET", "/api/settings/email")).body).toEqual({ emailSignature: "Jo Smith\nStudio Jo" });
    const tooLong = await rest(t.app, a, "PUT", "/api/settings/email", { emailSignature: "x".repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain("2000");
    const read = await gql(t.app, a, "{ viewer { settings { email { emailSignature } } } }");
    expect(read.data.viewer.settings.email).toEqual({ emailSignature: "Jo Smith\nStudio Jo" });

    const c = await makeClient(t.app, a, { name: "Delta Dawn", email: "delta@example.com" });
    const subject = `Welcome ${a.user.id}`;
    // the client greeted by first name (the first word of the client's name)
    const w = await makeWorkflow(t.app, a, { trigger: "manual", actions: [{ type: "send_email", config: { subject, message: "Hi {client_first_name},\nwelcome aboard.\n" } }] });
    const x = await runNow(w.id, { clientId: c.id });
    expect(x.status).toBe("success");
    const mail = await waitFor("the workflow's e-mail", () => smtp.accepted.find((m) => m.mail.subject === subject));
    expect(mail.mail.text).toMatch(/Hi Delta,[ \t]*\r?\nwelcome aboard\.[ \t]*\r?\n[ \t]*\r?\nJo Smith[ \t]*\r?\nStudio Jo\s/);
    const message = await prisma().message.findFirstOrThrow({ where: { userId: a.user.id, subject } });
    expect(message.content).toBe("Hi Delta,\nwelcome aboard.\n\nJo Smith\nStudio Jo");

    // cleared: the message as written
    const cleared = await gql(t.app, a, `mutation { updateSettings(input: { email: { emailSignature: "" } }) { ... on UpdateSettingsPayload { settings { email { emailSignature } } } } }`);
    expect(cleared.data.updateSettings.settings.email.emailSignature).toBeNull();
  });
});
