/**
 * A worker process killed in the middle of a run: after the restart the run is resumed from its step, ends, and its
 * e-mail (a real SMTP server) was sent once. And with two worker processes, one killed (SIGKILL) in the middle of a
 * slow step: the other takes the step once its lease lapses, and the step's side effect happens once.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestApp, registerUser, rest, workerDatabaseUrl, type TestApp, waitFor } from "../../../../test/harness";
import { eventsSettled } from "../../../../test/settled";
import { startSmtp } from "../../email/__tests__/smtp";
import { makeClient } from "../../client/__tests__/factory";
import { makeWorkflow } from "./factory";

const envFor = (smtp: { url: string }) => ({ SMTP_URL: smtp.url, SMTP_FROM: "Clientfolio <no-reply@localhost>", PUBLIC_URL: "https://localhost:8443" });


it("resumes a run whose worker process was killed mid-step: nothing left running, no second e-mail, one task", async () => {
  const smtp = await startSmtp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-worker-"));
  const root = path.resolve(__dirname, "../../../../..");
  let t: TestApp | null = await createTestApp(envFor(smtp));
  const worker = spawn(process.execPath, ["--import", "tsx", "api/src/worker.ts"], {
    cwd: root,
    env: { ...process.env, ...envFor(smtp), DATABASE_URL: await workerDatabaseUrl(), DATA_DIR: dataDir, SESSION_SECRET: "test-secret-test-secret-test-secret-123", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  worker.stderr!.on("data", (d) => { stderr += String(d); });
  const exited = new Promise<void>((r) => worker.once("exit", () => r()));
  const prisma = () => t!.app.resources.prisma;
  try {
    const a = await registerUser(t.app);
    await makeWorkflow(t.app, a, { name: "Welcome", actions: [
      { type: "send_email", config: { subject: "Welcome {client_name}", message: "Hello" } },
      { type: "create_task", config: { title: "Kickoff with {client_name}" } },
    ] });
    // the second step's insert hangs: the worker is killed while it holds the step
    await prisma().$executeRawUnsafe(`CREATE OR REPLACE FUNCTION stall_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(120); RETURN NEW; END $$`);
    await prisma().$executeRawUnsafe(`CREATE TRIGGER stall_tasks BEFORE INSERT ON tasks FOR EACH ROW EXECUTE FUNCTION stall_tasks()`);
    await makeClient(t.app, a, { name: "Acme", email: "acme@example.com" });
    const run = await waitFor("the worker process to hold the second step", async () => {
      if (worker.exitCode !== null) throw new Error(`the worker exited: ${stderr}`);
      const step = await prisma().workflowExecutionStep.findFirst({ where: { step: 1, status: "running" } });
      return step ? prisma().workflowExecution.findUniqueOrThrow({ where: { id: step.executionId } }) : null;
    }, 60_000);
    await smtp.waitForAccepted(1, 30_000);
    // the first step's e-mail is recorded as sent (a process killed between the relay's answer and that record would
    // send it again on the retry, by design: not what this test is about)
    await waitFor("the e-mail recorded as sent", async () => (await prisma().message.findFirst({ where: { userId: a.user.id } }))?.emailSent);
    worker.kill("SIGKILL");
    await exited;
    expect(worker.signalCode).toBe("SIGKILL");
    // the jobs the process was running, the run's among them (no other process runs any now)
    const lost = (await prisma().$queryRaw<{ id: string }[]>`SELECT id::text FROM pgboss.job WHERE state = 'active'`).map((j) => j.id);
    expect((await prisma().workflowExecution.findUniqueOrThrow({ where: { id: run.id } })).status).toBe("running");
    // the database drops the dead process's session (as PostgreSQL does once it notices, client_connection_check_interval):
    // its insert, never committed, is gone
    await prisma().$queryRawUnsafe(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep' AND pid <> pg_backend_pid()`);
    await prisma().$executeRawUnsafe(`DROP TRIGGER stall_tasks ON tasks`);
    await t.close();
    t = null;
    // the restart: the lost jobs (the run's, and any other the process held) expire (their time is made to have
    // passed) and are taken again; the run's after its backoff, the others' at once
    t = await createTestApp(envFor(smtp), { jobs: { workers: true, pollingIntervalSeconds: 0.5, retryDelay: 1, maintenanceIntervalSeconds: 1 }, keepData: true });
    await prisma().$executeRaw`UPDATE pgboss.job SET started_on = now() - interval '1 hour' WHERE name IN ('automation', 'automation-run') AND state = 'active'`;
    // and the step's lease, which the dead process no longer renews, lapsed
    await prisma().$executeRaw`UPDATE workflow_execution_steps SET "leaseUntil" = now() - interval '1 second' WHERE "executionId" = ${run.id}::uuid AND status = 'running'`;
    await prisma().$executeRaw`UPDATE pgboss.job SET started_on = now() - interval '1 hour', retry_delay = 0
      WHERE id = ANY(${lost}::uuid[]) AND name NOT IN ('automation', 'automation-run') AND state = 'active'`;
    const done = await waitFor("the run to end", async () => {
      const x = await prisma().workflowExecution.findUniqueOrThrow({ where: { id: run.id }, include: { steps: { orderBy: { step: "asc" } } } });
      return x.status !== "running" ? x : null;
    }, 60_000);
    expect([done.status, done.errorMessage]).toEqual(["success", null]);
    expect(done.steps.map((s) => [s.type, s.status, s.attempts])).toEqual([["send_email", "success", 1], ["create_task", "success", 2]]);
    expect(await prisma().workflowExecution.count({ where: { status: "running" } })).toBe(0);
    expect(await prisma().task.count()).toBe(1);
    expect(await prisma().message.count()).toBe(1);
    // every job of the workspace's events is over: no second e-mail can follow
    await eventsSettled(t.app, a.user.id, 60_000);
    expect(smtp.accepted).toHaveLength(1);
    expect(smtp.accepted[0].mail.subject).toBe("Welcome Acme");
  } finally {
    worker.kill("SIGKILL");
    await t?.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);


it("two worker processes, one killed in the middle of a slow step: the other takes the step once its lease lapses, and the task is made once", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-worker-"));
  const root = path.resolve(__dirname, "../../../../..");
  // this process queues and reads; the two worker processes run the jobs (a step's lease is 2 s there)
  const t = await createTestApp();
  const url = await workerDatabaseUrl();
  // each process's database sessions carry its name: the one whose session sleeps in the step's insert holds the step
  const spawnWorker = (name: string) => {
    const p = spawn(process.execPath, ["--import", "tsx", "api/src/worker.ts"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: `${url}${url.includes("?") ? "&" : "?"}application_name=${name}`, DATA_DIR: dataDir, SESSION_SECRET: "test-secret-test-secret-test-secret-123", LOG_LEVEL: "warn",
        AUTOMATION_STEP_LEASE_SECONDS: "2" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    p.stderr!.on("data", (d) => { stderr += String(d); });
    return { p, stderr: () => stderr, exited: new Promise<void>((r) => p.once("exit", () => r())) };
  };
  const prisma = t.app.resources.prisma;
  const workers = { "worker-one": spawnWorker("worker-one"), "worker-two": spawnWorker("worker-two") };
  try {
    const a = await registerUser(t.app);
    const w = await makeWorkflow(t.app, a, { name: "Slow", trigger: "manual", actions: [{ type: "create_task", config: { title: "Made once" } }] });
    // the workspace's task insert takes 5 s
    await prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION slow_crash_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW."userId" = '${a.user.id}'::uuid THEN PERFORM pg_sleep(5); END IF; RETURN NEW; END $$`);
    await prisma.$executeRawUnsafe(`CREATE TRIGGER slow_crash_tasks BEFORE INSERT ON tasks FOR EACH ROW EXECUTE FUNCTION slow_crash_tasks()`);
    // both processes are up (each has its job sessions open)
    await waitFor("both worker processes to run", async () => {
      for (const [name, w] of Object.entries(workers)) if (w.p.exitCode !== null) throw new Error(`${name} exited: ${w.stderr()}`);
      const rows = await prisma.$queryRaw<{ name: string }[]>`SELECT DISTINCT application_name AS name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'worker-%'`;
      return rows.length === 2;
    }, 60_000);
    const r = await rest(t.app, a, "POST", `/api/workflows/${w.id}/execute`, { triggerData: {} });
    expect(r.status).toBe(200);
    const holder = await waitFor("a worker process to be in the step's insert", async () => {
      const [row] = await prisma.$queryRaw<{ name: string }[]>`SELECT application_name AS name FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep' AND application_name LIKE 'worker-%'`;
      return row?.name as keyof typeof workers | undefined;
    }, 60_000);
    const held = await prisma.workflowExecutionStep.findFirstOrThrow({ where: { executionId: r.body.id, step: 0 } });
    expect([held.status, held.attempts]).toEqual(["running", 1]);
    workers[holder].p.kill("SIGKILL");
    await workers[holder].exited;
    // the lease lapses (nobody renews it), then the scan finds the run with no live lease and no sign of life
    await waitFor("the dead holder's lease to lapse", async () => {
      const s = await prisma.workflowExecutionStep.findFirstOrThrow({ where: { executionId: r.body.id, step: 0 } });
      return s.leaseUntil! < new Date();
    }, 10_000);
    const { requeueDueRuns } = await import("../automation.engine");
    expect(await requeueDueRuns(t.app.resources, { now: new Date(Date.now() + 61_000), userId: a.user.id })).toBe(1);
    const done = await waitFor("the run to end", async () => {
      const x = await prisma.workflowExecution.findUniqueOrThrow({ where: { id: r.body.id }, include: { steps: true } });
      return x.status !== "running" ? x : null;
    }, 60_000);
    expect(done.status).toBe("success");
    expect(done.steps.map((s) => [s.status, s.attempts])).toEqual([["success", 2]]);
    expect(await prisma.task.count({ where: { userId: a.user.id } })).toBe(1);
    expect(await prisma.domainEvent.count({ where: { origin: `${r.body.id}:0` } })).toBe(1);
  } finally {
    for (const w of Object.values(workers)) w.p.kill("SIGKILL");
    await prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS slow_crash_tasks ON tasks`).catch(() => undefined);
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);
