/**
 * A worker process killed in the middle of a run: after the restart the run is resumed from its step, ends, and its
 * e-mail (a real SMTP server) was sent once.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestApp, registerUser, workerDatabaseUrl, type TestApp, waitFor } from "../../../../test/harness";
import { eventsSettled } from "../../../../test/settled";
import { startSmtp } from "../../email/__tests__/smtp";
import { makeClient } from "../../client/__tests__/factory";
import { makeWorkflow } from "./factory";

const envFor = (smtp: { url: string }) => ({ SMTP_URL: smtp.url, SMTP_FROM: "Clientfolio <no-reply@app.example.com>", PUBLIC_URL: "https://app.example.com" });


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
    await prisma().$queryRawUnsafe(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND pid <> pg_backend_pid()`);
    await prisma().$executeRawUnsafe(`DROP TRIGGER stall_tasks ON tasks`);
    await t.close();
    t = null;
    // the restart: the lost jobs (the run's, and any other the process held) expire (their time is made to have
    // passed) and are taken again; the run's after its backoff, the others' at once
    t = await createTestApp(envFor(smtp), { jobs: { workers: true, pollingIntervalSeconds: 0.5, retryDelay: 1, maintenanceIntervalSeconds: 1 }, keepData: true });
    await prisma().$executeRaw`UPDATE pgboss.job SET started_on = now() - interval '1 hour' WHERE name = 'automation' AND state = 'active'`;
    await prisma().$executeRaw`UPDATE pgboss.job SET started_on = now() - interval '1 hour', retry_delay = 0
      WHERE id = ANY(${lost}::uuid[]) AND name <> 'automation' AND state = 'active'`;
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
