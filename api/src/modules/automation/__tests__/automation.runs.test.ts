/**
 * The engine's steps with real workers and a real PostgreSQL: a step held by a lease its worker renews (a step slower
 * than its lease runs once), runs of one event that do not wait for each other, per-step policies (retries with their
 * backoff, a timeout, on failure continue), waits that survive a restart and are resumed by the scan on a controlled
 * clock (a paid invoice skips the rest), condition steps, and the workspace's rate (the overflow queued, not dropped).
 *
 * The lease is 1 s here (AUTOMATION_STEP_LEASE_SECONDS) and a slow step 3 s (a database trigger that sleeps on this
 * workspace's task inserts): a step outlives its lease several times over while its renewals keep it held. The rate
 * is 3 runs per 2-s window, so its test takes seconds rather than minutes.
 */
import { createTestApp, registerUser, rest, type Session, type TestApp, waitFor } from "../../../../test/harness";
import { eventsSettled } from "../../../../test/settled";
import { makeClient } from "../../client/__tests__/factory";
import { makeInvoice } from "../../invoice/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";
import { makeTeamMember } from "../../team-member/__tests__/factory";
import { Prisma } from "../../../generated/prisma/client";
import { makeWorkflow } from "./factory";
import { queueRun, requeueDueRuns } from "../automation.engine";
import { addDays, today } from "@common/day";
import { instantOn } from "@common/timezone";

const ENV = { AUTOMATION_STEP_LEASE_SECONDS: "1", AUTOMATION_RUNS_PER_WINDOW: "3", AUTOMATION_RATE_WINDOW_SECONDS: "2" };
const JOBS = { workers: true, pollingIntervalSeconds: 0.5 } as const;

let t: TestApp;
let a: Session;

beforeAll(async () => { t = await createTestApp(ENV, { jobs: JOBS }); });
beforeEach(async () => { a = await registerUser(t.app); });
afterAll(async () => { await t?.close(); });

const prisma = () => t.app.resources.prisma;
const executions = (userId = a.user.id) => prisma().workflowExecution.findMany({ where: { userId }, include: { steps: { orderBy: { step: "asc" } } }, orderBy: { startedAt: "asc" } });
const ended = (n: number, ms = 30_000) => waitFor(`${n} ended runs`, async () => {
  const xs = await executions();
  return xs.length >= n && xs.every((x) => !["running", "waiting"].includes(x.status)) ? xs : null;
}, ms);
const runNow = async (workflowId: string, triggerData: Record<string, string> = {}) => {
  const r = await rest(t.app, a, "POST", `/api/workflows/${workflowId}/execute`, { triggerData });
  expect(r.status).toBe(200);
  return r.body as { id: string };
};

/** This workspace's task inserts sleep `seconds` (other workspaces' do not). */
async function slowTasks(userId: string, seconds: number) {
  await prisma().$executeRawUnsafe(`CREATE OR REPLACE FUNCTION slow_tasks_${userId.replace(/-/g, "")}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW."userId" = '${userId}'::uuid THEN PERFORM pg_sleep(${seconds}); END IF; RETURN NEW; END $$`);
  await prisma().$executeRawUnsafe(`CREATE TRIGGER slow_tasks_${userId.replace(/-/g, "")} BEFORE INSERT ON tasks FOR EACH ROW EXECUTE FUNCTION slow_tasks_${userId.replace(/-/g, "")}()`);
  return () => prisma().$executeRawUnsafe(`DROP TRIGGER IF EXISTS slow_tasks_${userId.replace(/-/g, "")} ON tasks`);
}

describe("a step's lease", () => {
  it("keeps a 3-s step held past its 1-s lease by renewing it: a second job of the run finds it held, and the step runs once", async () => {
    const stop = await slowTasks(a.user.id, 3);
    try {
      const w = await makeWorkflow(t.app, a, { trigger: "manual" });
      const run = await runNow(w.id);
      const step = await waitFor("the step to be running", () => prisma().workflowExecutionStep.findFirst({ where: { executionId: run.id, status: "running" } }));
      // past the first lease: a second job of the run (as a scan or a lost job's retry would queue) looks at the step
      await new Promise((r) => setTimeout(r, 1500));
      const held = await prisma().workflowExecutionStep.findFirstOrThrow({ where: { executionId: run.id, step: 0 } });
      expect([held.status, held.claimToken]).toEqual(["running", step.claimToken]);
      expect(held.leaseUntil!.getTime()).toBeGreaterThan(Date.now());
      await queueRun(t.app.resources, run.id, "a second job");
      const [x] = await ended(1);
      expect(x.status).toBe("success");
      expect(x.steps.map((s) => [s.status, s.attempts])).toEqual([["success", 1]]);
      expect(x.steps[0].ms).toBeGreaterThanOrEqual(2900);
      expect(await prisma().task.count({ where: { userId: a.user.id } })).toBe(1);
    } finally {
      await stop();
    }
  });

  it("records a team assignment with the step's origin: the step taken again after its holder died finds it done and assigns nothing twice", async () => {
    const m = await makeTeamMember(t.app, a, { name: "Sam" });
    const p = await makeProject(t.app, a, { name: "Launch" });
    const w = await makeWorkflow(t.app, a, { trigger: "manual", actions: [{ type: "assign_team_member", config: { teamMemberId: m.id, role: "lead" } }] });
    const run = await runNow(w.id, { projectId: p.id });
    await ended(1);
    const events = () => prisma().domainEvent.findMany({ where: { origin: `${run.id}:0` } });
    expect((await events()).map((e) => [e.type, e.entityId, e.actor])).toEqual([["workflow_execution.team_assigned", run.id, "automation"]]);
    // as if its worker had died after the assignment, before recording the step: the step running, its lease lapsed
    await prisma().workflowExecution.update({ where: { id: run.id }, data: { status: "running", completedAt: null } });
    await prisma().workflowExecutionStep.update({ where: { executionId_step: { executionId: run.id, step: 0 } },
      data: { status: "running", leaseUntil: new Date(Date.now() - 1000), output: Prisma.DbNull } });
    await queueRun(t.app.resources, run.id, "taken again");
    const [x] = await ended(1);
    expect([x.status, x.steps[0].status, x.steps[0].attempts]).toEqual(["success", "success", 2]);
    expect((x.steps[0].output as { recovered?: boolean }).recovered).toBe(true);
    expect(await prisma().projectTeamMember.count({ where: { projectId: p.id } })).toBe(1);
    expect(await events()).toHaveLength(1);
  });

  it("runs the runs of one event each on its own: a slow run does not delay the other", async () => {
    const stop = await slowTasks(a.user.id, 3);
    try {
      await makeWorkflow(t.app, a, { name: "Slow" });
      await makeWorkflow(t.app, a, { name: "Quick", actions: [{ type: "send_notification", config: { message: "Hi {client_name}" } }] });
      await makeClient(t.app, a, { name: "Acme" });
      const quick = await waitFor("the quick run to end", async () => (await executions()).find((x) => x.workflowName === "Quick" && x.status === "success"));
      const slow = (await executions()).find((x) => x.workflowName === "Slow")!;
      // the quick one ended while the slow one's step was still at work
      expect(slow.status).toBe("running");
      const xs = await ended(2);
      const slowDone = xs.find((x) => x.workflowName === "Slow")!;
      expect(slowDone.status).toBe("success");
      expect(quick.completedAt!.getTime()).toBeLessThan(slowDone.completedAt!.getTime() - 1500);
      expect(slowDone.triggerEventId).toBe(quick.triggerEventId);
    } finally {
      await stop();
    }
  });
});

describe("per-step policy", () => {
  it("retries a failing step after its backoff, doubling, as often as its policy says; a step that fails for good stops the run", async () => {
    // the database refuses this workspace's first two task inserts
    await prisma().$executeRawUnsafe(`CREATE SEQUENCE IF NOT EXISTS policy_attempts`);
    await prisma().$executeRawUnsafe(`SELECT setval('policy_attempts', 1, false)`);
    await prisma().$executeRawUnsafe(`CREATE OR REPLACE FUNCTION policy_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW."userId" = '${a.user.id}'::uuid THEN IF nextval('policy_attempts') <= 2 THEN RAISE EXCEPTION 'disk hiccup'; END IF; END IF;
      RETURN NEW; END $$`);
    await prisma().$executeRawUnsafe(`CREATE TRIGGER policy_tasks BEFORE INSERT ON tasks FOR EACH ROW EXECUTE FUNCTION policy_tasks()`);
    try {
      const w = await makeWorkflow(t.app, a, { trigger: "manual", actions: [
        { type: "create_task", config: { title: "Flaky" }, policy: { retries: 2, backoffSeconds: 1 } },
      ] });
      const t0 = Date.now();
      await runNow(w.id);
      const [x] = await ended(1);
      expect([x.status, x.steps[0].status, x.steps[0].attempts]).toEqual(["success", "success", 3]);
      // 1 s, then 2 s
      expect(Date.now() - t0).toBeGreaterThanOrEqual(3000);
      expect(await prisma().task.count({ where: { userId: a.user.id } })).toBe(1);

      // no retries: the first failure ends the run, with its reason
      await prisma().$executeRawUnsafe(`SELECT setval('policy_attempts', 1, false)`);
      const once = await makeWorkflow(t.app, a, { name: "Once", trigger: "manual", actions: [
        { type: "create_task", config: { title: "Flaky" }, policy: { retries: 0 } },
      ] });
      const r = await runNow(once.id);
      const failed = await waitFor("the run to fail", async () => {
        const e = await prisma().workflowExecution.findUniqueOrThrow({ where: { id: r.id }, include: { steps: true } });
        return e.status === "failed" ? e : null;
      });
      expect(failed.errorMessage).toMatch(/^Step 1 \(Create Task\) failed: [\s\S]*disk hiccup/);
      expect([failed.steps[0].status, failed.steps[0].attempts, failed.steps[0].retryAt]).toEqual(["failed", 1, null]);
    } finally {
      await prisma().$executeRawUnsafe(`DROP TRIGGER IF EXISTS policy_tasks ON tasks`);
    }
  });

  it("goes on past a step whose policy says continue, and ends failed only at a step that says stop", async () => {
    const c = await makeClient(t.app, a, { name: "No project" });
    const w = await makeWorkflow(t.app, a, { trigger: "manual", actions: [
      // no project: refused for good
      { type: "update_status", config: { entity: "project", status: "active" }, policy: { onFailure: "continue" } },
      { type: "send_notification", config: { message: "Still here" } },
    ] });
    await runNow(w.id, { clientId: c.id });
    const [x] = await ended(1);
    expect([x.status, x.errorMessage]).toEqual(["success", null]);
    expect(x.steps.map((s) => [s.type, s.status])).toEqual([["update_status", "failed"], ["send_notification", "success"]]);
    expect(x.steps[0].error).toBe("The trigger has no project");
    // each step shows the config it ran with
    expect(x.steps[1].input).toEqual({ message: "Still here", type: "info" });
    expect(await prisma().notification.count({ where: { userId: a.user.id, title: "Still here" } })).toBe(1);
  });

  it("fails an attempt that outlives its timeout; the retry finds the late write made, and the step is done once", async () => {
    const stop = await slowTasks(a.user.id, 2);
    try {
      const w = await makeWorkflow(t.app, a, { trigger: "manual", actions: [
        { type: "create_task", config: { title: "Slow" }, policy: { timeoutSeconds: 1, retries: 1, backoffSeconds: 2 } },
      ] });
      await runNow(w.id);
      const attempt = await waitFor("the first attempt to time out", () => prisma().workflowExecutionStep.findFirst({ where: { userId: a.user.id, status: "failed" } }));
      expect(attempt.error).toBe("The step took longer than its 1 s limit");
      const [x] = await ended(1);
      expect([x.status, x.steps[0].status, x.steps[0].attempts]).toEqual(["success", "success", 2]);
      expect((x.steps[0].output as { recovered?: boolean }).recovered).toBe(true);
      expect(await prisma().task.count({ where: { userId: a.user.id } })).toBe(1);
    } finally {
      await stop();
    }
  });
});

describe("waits and conditions", () => {
  it("waits until 3 days before an invoice's due date across a restart, resumed by the scan on its clock; a paid invoice skips the rest", async () => {
    const due = addDays(today("UTC"), 10);
    const unpaid = await makeInvoice(t.app, a, { dueDate: due, issueDate: today("UTC") });
    const paid = await makeInvoice(t.app, a, { dueDate: due, issueDate: today("UTC") });
    const deleted = await makeInvoice(t.app, a, { dueDate: due, issueDate: today("UTC") });
    // (inactive: the invoices made here start no run; each is run on by hand)
    const w = await makeWorkflow(t.app, a, { name: "Reminder", trigger: "invoice.created", isActive: false,
      conditions: { all: [{ field: "status", op: "neq", value: "paid" }] },
      actions: [
        { type: "wait", config: { field: "dueDate", offsetDays: -3 } },
        { type: "send_notification", config: { message: "Due soon: {invoice_number}" } },
      ] });
    const r1 = await runNow(w.id, { invoiceId: unpaid.id });
    const r2 = await runNow(w.id, { invoiceId: paid.id });
    const r3 = await runNow(w.id, { invoiceId: deleted.id });
    // 09:00 on the day 3 days before the due day, in the workspace's zone (UTC)
    const until = instantOn(addDays(due, -3), "UTC", 9, 0);
    const waiting = await waitFor("the runs to wait", async () => {
      const xs = await executions();
      return xs.length === 3 && xs.every((x) => x.status === "waiting") ? xs : null;
    });
    expect(waiting.map((x) => x.resumeAt?.toISOString())).toEqual(Array(3).fill(until.toISOString()));
    expect(waiting[0].steps.map((s) => [s.type, s.status])).toEqual([["wait", "success"]]);
    await prisma().invoice.update({ where: { id: paid.id }, data: { status: "paid" } });
    await prisma().invoice.delete({ where: { id: deleted.id } });

    // the app stops; a new one starts on the same data
    await t.close();
    t = await createTestApp(ENV, { jobs: JOBS, keepData: true });
    // a minute before the time: nothing is due
    expect(await requeueDueRuns(t.app.resources, { now: new Date(until.getTime() - 60_000), userId: a.user.id })).toBe(0);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await executions()).map((x) => x.status)).toEqual(["waiting", "waiting", "waiting"]);
    // a minute after
    expect(await requeueDueRuns(t.app.resources, { now: new Date(until.getTime() + 60_000), userId: a.user.id })).toBe(3);
    const xs = await ended(3);
    const byId = new Map(xs.map((x) => [x.id, x]));
    expect([byId.get(r1.id)!.status, byId.get(r1.id)!.errorMessage]).toEqual(["success", null]);
    expect(byId.get(r1.id)!.steps.map((s) => s.status)).toEqual(["success", "success"]);
    expect([byId.get(r2.id)!.status, byId.get(r2.id)!.errorMessage]).toEqual(["skipped", 'Condition not met: status is "paid"']);
    expect(byId.get(r2.id)!.steps).toHaveLength(1);
    expect([byId.get(r3.id)!.status, byId.get(r3.id)!.errorMessage]).toEqual(["skipped", "Skipped: the trigger's record no longer exists"]);
    const notes = await prisma().notification.findMany({ where: { userId: a.user.id, type: "automation" } });
    expect(notes.map((n) => n.title)).toEqual([`Due soon: ${unpaid.invoiceNumber}`]);
  });

  it("starts no run of a workflow whose trigger conditions do not hold for the record as it is when the event is handled", async () => {
    await makeWorkflow(t.app, a, { name: "Active only", conditions: { all: [{ field: "status", op: "eq", value: "active" }] },
      actions: [{ type: "send_notification", config: { message: "Welcome {client_name}" } }] });
    await makeClient(t.app, a, { name: "Yes", status: "active" });
    await makeClient(t.app, a, { name: "No", status: "inactive" });
    await eventsSettled(t.app, a.user.id);
    const xs = await executions();
    expect(xs.map((x) => [x.workflowName, x.status])).toEqual([["Active only", "success"]]);
    expect((await prisma().notification.findMany({ where: { userId: a.user.id, type: "automation" } })).map((n) => n.title)).toEqual(["Welcome Yes"]);
    expect((await prisma().workflow.findFirstOrThrow({ where: { userId: a.user.id } })).runCount).toBe(1);
  });

  it("ends a run skipped at a condition step that does not hold, and goes on past one that does", async () => {
    const active = await makeClient(t.app, a, { name: "Active one", status: "active" });
    const lead = await makeClient(t.app, a, { name: "Lead one", status: "inactive" });
    const w = await makeWorkflow(t.app, a, { trigger: "client.created", isActive: false, actions: [
      { type: "condition", config: { all: [{ field: "status", op: "eq", value: "active" }] } },
      { type: "send_notification", config: { message: "For {client_name}" } },
    ] });
    const yes = await runNow(w.id, { clientId: active.id });
    const no = await runNow(w.id, { clientId: lead.id });
    const xs = new Map((await ended(2)).map((x) => [x.id, x]));
    expect([xs.get(yes.id)!.status, xs.get(yes.id)!.steps.length]).toEqual(["success", 2]);
    expect(xs.get(no.id)!.status).toBe("skipped");
    expect(xs.get(no.id)!.errorMessage).toMatch(/^Condition not met: status/);
    expect(xs.get(no.id)!.steps.map((s) => s.status)).toEqual(["success"]);
    expect((await prisma().notification.findMany({ where: { userId: a.user.id, type: "automation" } })).map((n) => n.title)).toEqual(["For Active one"]);
  });

  it("waits {minutes} on the run, not in memory: the run's job is queued for its time and the scan finds it due", async () => {
    const w = await makeWorkflow(t.app, a, { trigger: "manual", actions: [
      { type: "wait", config: { minutes: 30 } },
      { type: "send_notification", config: { message: "Later" } },
    ] });
    const t0 = Date.now();
    const r = await runNow(w.id);
    const x = await waitFor("the run to wait", async () => {
      const e = await prisma().workflowExecution.findUniqueOrThrow({ where: { id: r.id } });
      return e.status === "waiting" ? e : null;
    });
    expect(Math.abs(x.resumeAt!.getTime() - (t0 + 30 * 60_000))).toBeLessThan(10_000);
    // the run is marked waiting first, then its job is queued (a run left waiting without one is found by the scan)
    const job = await waitFor("the run's job queued for its time", async () => {
      const rows = await prisma().$queryRaw<{ start_after: Date }[]>`
        SELECT start_after FROM pgboss.job WHERE name = 'automation-run' AND singleton_key = ${r.id} AND state = 'created'`;
      return rows.length ? rows : null;
    });
    expect(job.map((j) => j.start_after.toISOString())).toEqual([x.resumeAt!.toISOString()]);
    await requeueDueRuns(t.app.resources, { now: new Date(x.resumeAt!.getTime() + 1000), userId: a.user.id });
    const [done] = await ended(1);
    expect(done.status).toBe("success");
  });
});

describe("the workspace's rate", () => {
  it("starts at most 3 runs per 2-s window and queues the rest for the next windows, none dropped, none twice", async () => {
    await makeWorkflow(t.app, a, { name: "Rate", actions: [{ type: "send_notification", config: { message: "Hello {client_name}" } }] });
    for (let i = 0; i < 8; i++) await makeClient(t.app, a, { name: `Rate ${i}` });
    const xs = await ended(8, 60_000);
    expect(xs.every((x) => x.status === "success")).toBe(true);
    // by window of its start
    const windows = new Map<number, number>();
    for (const x of xs) windows.set(Math.floor(x.startedAt.getTime() / 2000), (windows.get(Math.floor(x.startedAt.getTime() / 2000)) ?? 0) + 1);
    expect(Math.max(...windows.values())).toBeLessThanOrEqual(3);
    expect(windows.size).toBeGreaterThanOrEqual(3);
    // each run began no sooner than its start
    for (const x of xs) expect(x.steps[0].startedAt.getTime()).toBeGreaterThanOrEqual(x.startedAt.getTime());
    expect(await prisma().notification.count({ where: { userId: a.user.id, type: "automation" } })).toBe(8);
  });
});
