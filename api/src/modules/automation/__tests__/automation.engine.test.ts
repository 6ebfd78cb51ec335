/**
 * The automation engine with real workers, a real PostgreSQL and a real SMTP server: triggers, actions, retries that
 * do a step's side effect once, one run per event whatever the number of workers, chains stopped at depth 3, runs
 * that keep their definition, and the executions of 1,000 clients created in a burst.
 */
import WebSocket from "ws";
import { createClient as createWsClient } from "graphql-ws";
import { createTestApp, contextOf, registerUser, rest, type Session, type TestApp, waitFor } from "../../../../test/harness";
import { systemTest } from "../../../../test/tiers";
import { eventsSettled } from "../../../../test/settled";
import { startSmtp, type TestSmtp } from "../../email/__tests__/smtp";
import { createClient } from "../../client/client.service";
import { makeClient } from "../../client/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";
import { makeTeamMember } from "../../team-member/__tests__/factory";
import { makeInvoice } from "../../invoice/__tests__/factory";
import { makeWorkflow } from "./factory";
import { updateWorkflow } from "../automation.service";
import { sendPaymentReminders } from "../../invoice/invoice.reminders";
import { generateRecurringInvoices } from "../../recurring-invoice/recurring-invoice.generate";
import { makeRecurringInvoice } from "../../recurring-invoice/__tests__/factory";

const envFor = (smtp: { url: string }) => ({ SMTP_URL: smtp.url, SMTP_FROM: "Clientfolio <no-reply@localhost>", PUBLIC_URL: "https://localhost:8443" });

const RATE_WINDOW_SECONDS = 10;

let smtp: TestSmtp;
let t: TestApp;
let a: Session;

beforeAll(async () => {
  smtp = await startSmtp();
  // a failed attempt is retried at the workers' next look, without backoff (pg-boss's backoff waits 1-2 s, then 2-4 s):
  // what the retry test checks is the attempts made and the side effect done once, not the time between them
  // the run rate's window is 10 s here (600 runs per window, as a minute by default): the burst's runs past the first
  // window wait for the next one, which need not be a real minute away
  t = await createTestApp({ ...envFor(smtp), PORT: "0", AUTOMATION_RATE_WINDOW_SECONDS: String(RATE_WINDOW_SECONDS) }, { jobs: { workers: true, pollingIntervalSeconds: 0.5, retryDelay: 0, retryBackoff: false } });
  base = await t.app.start();
});
let base: string;
// nothing is emptied between tests: each reads its own workspace's runs, tasks and notifications, and finds its e-mail
// by its subject (a run an earlier test started may still end while a later one runs)
beforeEach(async () => { a = await registerUser(t.app); });
afterAll(async () => { await t.close(); await smtp.close(); });


const prisma = () => t.app.resources.prisma;
const executions = (userId = a.user.id) => prisma().workflowExecution.findMany({ where: { userId }, include: { steps: { orderBy: { step: "asc" } } }, orderBy: { startedAt: "asc" } });
const settled = (n: number, userId = a.user.id) => waitFor(`${n} finished runs`, async () => {
  const xs = await executions(userId);
  return xs.length >= n && xs.every((x) => x.status !== "running") ? xs : null;
});
/** every event of the workspace handled, its automation jobs over: no other run can start */
const quiet = () => eventsSettled(t.app, a.user.id);

describe("triggers", () => {
  it("starts the active workflows listening to the event, once each, and no others", async () => {
    const listening = await makeWorkflow(t.app, a, { name: "On new client" });
    await makeWorkflow(t.app, a, { name: "Inactive", isActive: false });
    await makeWorkflow(t.app, a, { name: "Other trigger", trigger: "project_completed" });
    const c = await makeClient(t.app, a, { name: "Acme" });
    const [x] = await settled(1);
    await quiet();
    expect(await executions()).toHaveLength(1);
    expect([x.workflowId, x.workflowName, x.status, x.triggeredBy, x.triggerType]).toEqual([listening.id, "On new client", "success", "event", "client.created"]);
    const task = await prisma().task.findFirstOrThrow({ where: { userId: a.user.id } });
    expect([task.title, task.clientId]).toEqual(["Kickoff with Acme", c.id]);
    const w = await prisma().workflow.findUniqueOrThrow({ where: { id: listening.id } });
    expect(w.runCount).toBe(1);
    expect(w.lastRun).not.toBeNull();
    expect(x.executionTime).toBeGreaterThanOrEqual(0);
    expect(x.steps.map((s) => [s.type, s.status, s.attempts])).toEqual([["create_task", "success", 1]]);
  });

  it("reads each trigger from its event: a project completed, a task assigned, an invoice overdue, a file uploaded, a contract signed", async () => {
    const note = (trigger: string) => ({ name: trigger, trigger, actions: [{ type: "send_notification", config: { message: `${trigger} fired` } }] });
    for (const trigger of ["project_completed", "task_assigned", "invoice_overdue", "contract_signed", "file_uploaded"]) await makeWorkflow(t.app, a, note(trigger));
    const c = await makeClient(t.app, a, { name: "Beta" });
    const p = await makeProject(t.app, a, { clientId: c.id, name: "Site" });
    const m = await makeTeamMember(t.app, a, { name: "Jo" });
    // a project updated without completing it starts nothing; completing it does
    expect((await rest(t.app, a, "PUT", `/api/projects/${p.id}`, { status: "active" })).status).toBe(200);
    expect((await rest(t.app, a, "PUT", `/api/projects/${p.id}`, { status: "completed" })).status).toBe(200);
    // a task created unassigned starts nothing; assigning it does
    const task = (await rest(t.app, a, "POST", "/api/tasks", { title: "Draft" })).body;
    expect((await rest(t.app, a, "PUT", `/api/tasks/${task.id}`, { assigneeId: m.id })).status).toBe(200);
    const inv = await makeInvoice(t.app, a, { clientId: c.id });
    expect((await rest(t.app, a, "PUT", `/api/invoices/${inv.id}`, { status: "overdue" })).status).toBe(200);
    const xs = await settled(3);
    await quiet();
    const fired = (await executions()).map((x) => x.triggerType).sort();
    // the old names are stored as the event types they stand for (project_completed: project.updated to completed)
    expect(fired).toEqual(["invoice.overdue", "project.updated", "task.updated"]);
    const notes = await prisma().notification.findMany({ where: { userId: a.user.id, type: "automation" } });
    expect(notes.map((n) => n.title).sort()).toEqual(["invoice_overdue fired", "project_completed fired", "task_assigned fired"]);
    expect(xs.every((x) => x.status === "success")).toBe(true);
  });

  it("starts on a payment reminder sent and on a recurring invoice's period made, with the invoice in its data", async () => {
    const note = (trigger: string) => ({ name: trigger, trigger, actions: [{ type: "send_notification", config: { message: `${trigger} for {invoice_number}` } }] });
    for (const trigger of ["invoice.reminder_sent", "recurring_invoice.generated"]) await makeWorkflow(t.app, a, note(trigger));
    await rest(t.app, a, "PUT", "/api/settings/reminders", { enabled: true });
    const inv = await makeInvoice(t.app, a, { status: "sent", issueDate: "2031-05-01", dueDate: "2031-05-20" });
    expect(await sendPaymentReminders(t.app.resources, new Date("2031-05-21T10:00:00Z"), a.user.id)).toMatchObject({ sent: 1 });
    await makeRecurringInvoice(t.app, a, { autoSend: false, startDate: "2031-01-31" });
    expect(await generateRecurringInvoices(t.app.resources, new Date("2031-01-31T09:00:00Z"), a.user.id)).toBe(1);
    const made = await prisma().invoice.findFirstOrThrow({ where: { userId: a.user.id, recurringInvoiceId: { not: null } } });
    const xs = await settled(2);
    await quiet();
    expect(xs.map((x) => [x.triggerType, x.status]).sort()).toEqual([["invoice.reminder_sent", "success"], ["recurring_invoice.generated", "success"]]);
    const notes = await prisma().notification.findMany({ where: { userId: a.user.id, type: "automation" } });
    expect(notes.map((n) => n.title).sort()).toEqual([
      `invoice.reminder_sent for ${inv.invoiceNumber}`, `recurring_invoice.generated for ${made.invoiceNumber}`,
    ].sort());
  });

  it("never starts an inactive workflow from a trigger, but runs it by hand (a test run)", async () => {
    const w = await makeWorkflow(t.app, a, { isActive: false });
    await makeClient(t.app, a, { name: "Gamma" });
    // the client's event was handled, and started nothing
    await quiet();
    expect(await executions()).toHaveLength(0);
    const r = await rest(t.app, a, "POST", `/api/workflows/${w.id}/execute`, { triggerData: {} });
    expect(r.status).toBe(200);
    expect([r.body.status, r.body.triggeredBy, r.body.workflowId]).toEqual(["running", "manual", w.id]);
    const [x] = await settled(1);
    expect(x.status).toBe("success");
  });
});

describe("live", () => {
  it("pushes each run to its workspace as it starts and ends: from a client created to its run's success on screen (p50 over 20)", async () => {
    await makeWorkflow(t.app, a, { name: "Live" });
    const ws = createWsClient({
      url: base.replace(/^http/, "ws") + "/graphql", lazy: false, retryAttempts: 0,
      webSocketImpl: class extends WebSocket { constructor(url: string, protocols?: string | string[]) { super(url, protocols, { headers: { cookie: a.cookie } }); } },
    });
    const pushes: { at: number; status: string; workflowName: string }[] = [];
    const off = ws.subscribe<{ workflowExecutionUpdated: { status: string; workflowName: string } }>(
      { query: "subscription { workflowExecutionUpdated { id status workflowName } }" },
      { next: (v) => pushes.push({ at: performance.now(), ...v.data!.workflowExecutionUpdated }), error: () => {}, complete: () => {} });
    try {
      // the subscription is live once the run of a client made for it is pushed to its end
      await waitFor("the subscription to be live", async () => {
        const seen = pushes.length;
        expect((await rest(t.app, a, "POST", "/api/clients", { name: "Warm-up" })).status).toBe(201);
        return waitFor("its run's success pushed", () => pushes.slice(seen).some((p) => p.status === "success"), 2000).catch(() => false);
      });
      const ms: number[] = [];
      for (let i = 0; i < 20; i++) {
        const seen = pushes.length;
        const t0 = performance.now();
        expect((await rest(t.app, a, "POST", "/api/clients", { name: `Live ${i}` })).status).toBe(201);
        const done = await waitFor("the run's success pushed", async () => pushes.slice(seen).find((p) => p.status === "success"), 10_000);
        ms.push(done.at - t0);
      }
      expect(pushes.some((p) => p.status === "running")).toBe(true);
      expect(pushes.every((p) => p.workflowName === "Live")).toBe(true);
      ms.sort((x, y) => x - y);
      console.log(`client created -> its run's success pushed: p50 ${ms[9].toFixed(0)} ms, p95 ${ms[18].toFixed(0)} ms, max ${ms[19].toFixed(0)} ms over 20 runs`);
    } finally {
      off();
      await ws.dispose();
    }
  });
});

describe("actions", () => {
  it("does each action: an e-mail to the client recorded as a message, a task, a status, a notification, an event, an assignment", async () => {
    const m = await makeTeamMember(t.app, a, { name: "Sam" });
    const c = await makeClient(t.app, a, { name: "Delta", email: "delta@example.com" });
    const p = await makeProject(t.app, a, { clientId: c.id, name: "Launch", status: "planning" });
    const w = await makeWorkflow(t.app, a, { trigger: "manual", actions: [
      { type: "send_email", config: { subject: "Hello {client_name}", message: "About {project_name}{unknown}." } },
      { type: "create_task", config: { title: "Plan {project_name}", assignTo: m.id, priority: "high" } },
      { type: "update_status", config: { entity: "project", status: "active" } },
      { type: "send_notification", config: { message: "Ran for {client_name}", type: "success" } },
      { type: "create_calendar_event", config: { title: "Check-in {project_name}", duration: 30, type: "call" } },
      { type: "assign_team_member", config: { teamMemberId: m.id, role: "lead" } },
    ] });
    expect((await rest(t.app, a, "POST", `/api/workflows/${w.id}/execute`, { triggerData: { projectId: p.id } })).status).toBe(200);
    const [x] = await settled(1);
    expect(x.errorMessage).toBeNull();
    expect(x.steps.map((s) => s.status)).toEqual(Array(6).fill("success"));
    const message = await prisma().message.findFirstOrThrow({ where: { userId: a.user.id } });
    expect([message.subject, message.content, message.contactEmail, message.type, message.clientId]).toEqual(["Hello Delta", "About Launch.", "delta@example.com", "automation", c.id]);
    expect((x.steps[0].output as { messageId: string }).messageId).toBe(message.id);
    // found by its subject: another e-mail (an invitation queued by an earlier test) may reach the server first
    await waitFor("the workflow's e-mail", () => smtp.accepted.some((x) => x.mail.subject === "Hello Delta"));
    const task = await prisma().task.findFirstOrThrow({ where: { userId: a.user.id } });
    expect([task.title, task.priority, task.assigneeId, task.projectId, task.clientId]).toEqual(["Plan Launch", "high", m.id, p.id, c.id]);
    expect((await prisma().project.findUniqueOrThrow({ where: { id: p.id } })).status).toBe("active");
    expect((await prisma().notification.findFirstOrThrow({ where: { userId: a.user.id, type: "automation" } })).title).toBe("Ran for Delta");
    const event = await prisma().calendarEvent.findFirstOrThrow({ where: { userId: a.user.id } });
    expect([event.title, event.type, (event.endTime.getTime() - event.startTime.getTime()) / 60000, event.projectId]).toEqual(["Check-in Launch", "call", 30, p.id]);
    expect((await prisma().projectTeamMember.findFirstOrThrow({ where: { projectId: p.id } })).role).toBe("lead");
    // the writes are the automation's, caused by the run's request
    const made = await prisma().domainEvent.findMany({ where: { userId: a.user.id, origin: { not: null } } });
    expect(made.every((e) => e.actor === "automation")).toBe(true);
  });

  it("fails a step that cannot succeed at once, with its reason, and the run with it", async () => {
    const c = await makeClient(t.app, a, { name: "No Mail", email: null });
    const w = await makeWorkflow(t.app, a, { trigger: "manual", actions: [{ type: "send_email", config: { subject: "Hi", message: "Hello" } }] });
    await rest(t.app, a, "POST", `/api/workflows/${w.id}/execute`, { triggerData: { clientId: c.id } });
    const [x] = await settled(1);
    expect([x.status, x.errorMessage]).toEqual(["failed", "Step 1 (Send Email) failed: No Mail has no e-mail address"]);
    expect([x.steps[0].status, x.steps[0].attempts]).toEqual(["failed", 1]);
  });
});

describe("engine guarantees", () => {
  it("retries a step that fails twice, does its side effect once, and records each attempt", async () => {
    // retried after 1 s, then 2 s (its policy; by default 5 s, then 10)
    const w = await makeWorkflow(t.app, a, { name: "Flaky", actions: [{ type: "create_task", config: { title: "Kickoff with {client_name}" }, policy: { backoffSeconds: 1 } }] });
    // the database refuses the first two task inserts of this workspace (another workspace's go through: a run of an
    // earlier test may still be making its task); a sequence counts the attempts: it is not rolled back with the insert
    await prisma().$executeRawUnsafe(`DROP SEQUENCE IF EXISTS flaky_attempts`);
    await prisma().$executeRawUnsafe(`CREATE SEQUENCE flaky_attempts`);
    await prisma().$executeRawUnsafe(`CREATE OR REPLACE FUNCTION flaky_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW."userId" = '${a.user.id}'::uuid THEN IF nextval('flaky_attempts') <= 2 THEN RAISE EXCEPTION 'disk hiccup'; END IF; END IF;
      RETURN NEW; END $$`);
    await prisma().$executeRawUnsafe(`CREATE TRIGGER flaky_tasks BEFORE INSERT ON tasks FOR EACH ROW EXECUTE FUNCTION flaky_tasks()`);
    try {
      await makeClient(t.app, a, { name: "Epsilon" });
      const [x] = await settled(1);
      expect(x.status).toBe("success");
      expect([x.steps[0].status, x.steps[0].attempts]).toEqual(["success", 3]);
      expect(await prisma().task.count({ where: { userId: a.user.id } })).toBe(1);
      expect((await prisma().workflow.findUniqueOrThrow({ where: { id: w.id } })).runCount).toBe(1);
    } finally {
      await prisma().$executeRawUnsafe(`DROP TRIGGER IF EXISTS flaky_tasks ON tasks`);
    }
  });

  it("starts one run when two worker processes handle the same event", async () => {
    await makeWorkflow(t.app, a);
    const second = await createTestApp(envFor(smtp), { jobs: { workers: true, pollingIntervalSeconds: 0.5 }, keepData: true });
    try {
      const c = await makeClient(t.app, a, { name: "Zeta" });
      // the second process dispatches the same event again, as a sweep would
      const event = await prisma().domainEvent.findFirstOrThrow({ where: { entityId: c.id, type: "client.created" } });
      const { dispatchEvents } = await import("../../../jobs/outbox");
      await Promise.all([dispatchEvents(second.app.resources, [event]), dispatchEvents(t.app.resources, [event])]);
      await settled(1);
      await quiet();
      expect(await executions()).toHaveLength(1);
      expect(await prisma().task.count({ where: { userId: a.user.id } })).toBe(1);
    } finally {
      await second.close();
    }
  });

  it("stops a workflow that triggers itself after 3 runs, and the third says so", async () => {
    const m = await makeTeamMember(t.app, a, { name: "Loop" });
    // a task assigned files another task assigned: its own trigger
    await makeWorkflow(t.app, a, { name: "Echo", trigger: "task_assigned", actions: [{ type: "create_task", config: { title: "Echo of {task_title}", assignTo: m.id } }] });
    expect((await rest(t.app, a, "POST", "/api/tasks", { title: "Start", assigneeId: m.id })).status).toBe(201);
    await settled(3);
    // the third run's task was handled too, and started no fourth
    await quiet();
    const xs = await executions();
    expect(xs.map((x) => [x.depth, x.status])).toEqual([[0, "success"], [1, "success"], [2, "success"]]);
    expect(await prisma().task.count({ where: { userId: a.user.id } })).toBe(4);
    const note = xs[2].steps.find((s) => s.type === "chain_stopped");
    expect((note?.output as { message: string }).message).toMatch(/stopped at depth 3/);
    expect(xs[0].steps.some((s) => s.type === "chain_stopped")).toBe(false);
  });

  it("runs the definition a run started with, whatever is edited meanwhile; a failed run retried keeps its trigger data", async () => {
    const c = await makeClient(t.app, a, { name: "Eta" });
    const w = await makeWorkflow(t.app, a, { trigger: "manual", actions: [{ type: "update_status", config: { entity: "project", status: "active" } }] });
    // no project: the step fails for good
    await rest(t.app, a, "POST", `/api/workflows/${w.id}/execute`, { triggerData: { clientId: c.id } });
    const [failed] = await settled(1);
    expect(failed.status).toBe("failed");
    // the workflow is edited: the retry still runs the original action, for the original client
    await updateWorkflow(await contextOf(t.app, a), w.id, { actions: [{ type: "create_task", config: { title: "New definition" } }] });
    const p = await makeProject(t.app, a, { clientId: c.id, name: "Later" });
    const retried = await rest(t.app, a, "POST", `/api/workflow-executions/${failed.id}/retry`);
    expect([retried.status, retried.body.status]).toEqual([200, "running"]);
    const [again] = await settled(1);
    expect([again.id, again.status, again.steps[0].attempts]).toEqual([failed.id, "failed", 2]);
    expect(await prisma().task.count({ where: { userId: a.user.id } })).toBe(0);
    expect(p.status).toBe("planning");
    const snapshot = again.executionData as { workflow: { actions: { type: string }[] }; triggerData: { clientId: string } };
    expect([snapshot.workflow.actions[0].type, snapshot.triggerData.clientId]).toEqual(["update_status", c.id]);
  });

  it("keeps a deleted workflow's runs, with its name", async () => {
    const w = await makeWorkflow(t.app, a, { name: "Short-lived" });
    await makeClient(t.app, a, { name: "Theta" });
    await settled(1);
    expect((await rest(t.app, a, "DELETE", `/api/workflows/${w.id}`)).status).toBe(204);
    const [x] = await executions();
    expect([x.workflowId, x.workflowName]).toEqual([null, "Short-lived"]);
  });

  systemTest("gives 1,000 clients created in a burst 1,000 successful runs, none twice", async () => {
    await makeWorkflow(t.app, a, { name: "Burst", actions: [{ type: "send_notification", config: { message: "New client {client_name}" } }] });
    const ctx = await contextOf(t.app, a);
    const t0 = Date.now();
    for (let i = 0; i < 1000; i += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, j) => createClient(ctx, { name: `Burst ${i + j}` })));
    }
    const created = Date.now() - t0;
    await waitFor("1,000 finished runs", async () => (await prisma().workflowExecution.count({ where: { userId: a.user.id, status: { not: "running" } } })) >= 1000, 240_000);
    const drained = Date.now() - t0;
    // at 600 runs a window per workspace, the last 400 at least start in a later window
    const windows = await prisma().$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM workflow_executions WHERE "userId" = ${a.user.id}::uuid
      GROUP BY floor(extract(epoch FROM "startedAt") / ${RATE_WINDOW_SECONDS}::int) ORDER BY 1 DESC`;
    expect(windows[0].n).toBeLessThanOrEqual(600);
    expect(windows.length).toBeGreaterThanOrEqual(2);
    const xs = await prisma().workflowExecution.groupBy({ by: ["status"], where: { userId: a.user.id }, _count: true });
    expect(xs).toEqual([{ status: "success", _count: 1000 }]);
    const events = await prisma().workflowExecution.findMany({ where: { userId: a.user.id }, select: { triggerEventId: true } });
    expect(new Set(events.map((e) => e.triggerEventId)).size).toBe(1000);
    expect(await prisma().notification.count({ where: { userId: a.user.id, type: "automation" } })).toBe(1000);
    console.log(`1,000 clients created in ${created} ms; their 1,000 runs all finished ${drained} ms after the first create`);
  }, 300_000);
});
