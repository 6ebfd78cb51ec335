/** WORKERS: an API-only instance queues jobs and runs none; an instance with workers takes them over. */
import { ConfigError, loadConfig } from "../../config";
import { createTestApp, registerUser, rest, waitFor, type TestApp } from "../../../test/harness";
import { startSmtp } from "../../modules/email/__tests__/smtp";

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: "/tmp/clientfolio-workers-test", SESSION_SECRET: "x".repeat(40), ...env });

it("reads WORKERS as on (the default) or off", () => {
  expect(load({}).workers).toBe(true);
  for (const on of ["on", "ON", "1", "true"]) expect(load({ WORKERS: on }).workers).toBe(true);
  for (const off of ["off", "0", "false", " Off "]) expect(load({ WORKERS: off }).workers).toBe(false);
  expect(() => load({ WORKERS: "maybe" })).toThrow(new ConfigError('WORKERS must be on or off (got "maybe")'));
});

it("queues jobs on an API-only instance (WORKERS=off) for an instance with workers to run", async () => {
  const smtp = await startSmtp();
  const env = { SMTP_URL: smtp.url };
  let t: TestApp | null = null;
  try {
    // the configuration decides, as in production; a worker would look for jobs every half second
    t = await createTestApp({ ...env, WORKERS: "off" }, { jobs: { workers: undefined, pollingIntervalSeconds: 0.5 } });
    const a = await registerUser(t.app);
    const r = await rest(t.app, a, "POST", "/api/messages", { subject: "Queued", content: "C", contactEmail: "c@example.com" });
    expect(r.status).toBe(201);
    await waitFor("the e-mail's job", async () => (await t!.app.resources.prisma.$queryRaw<unknown[]>`SELECT 1 FROM pgboss.job WHERE name = 'message-email'`).length);
    // longer than a worker of this process would take to start it: woken at once by the send, or at its next look
    await new Promise((res) => setTimeout(res, 750));
    const [job] = await t.app.resources.prisma.$queryRaw<{ state: string }[]>`SELECT state::text FROM pgboss.job WHERE name = 'message-email'`;
    expect(job.state).toBe("created");
    expect(smtp.received).toHaveLength(0);
    await t.close();
    t = await createTestApp({ ...env, WORKERS: "on" }, { jobs: { workers: undefined }, keepData: true });
    await smtp.waitForAccepted(1);
    expect(smtp.accepted[0].mail.subject).toBe("Queued");
  } finally {
    await t?.close();
    await smtp.close();
  }
});

it("creates and updates only the queues that need it on start: an up-to-date database is left as it is, a changed policy is put back", async () => {
  let t = await createTestApp();
  try {
    const queues = () => t.app.resources.prisma.$queryRaw<{ name: string; retryLimit: number; updatedOn: Date }[]>`
      SELECT name, retry_limit AS "retryLimit", updated_on AS "updatedOn" FROM pgboss.queue ORDER BY name`;
    const first = await queues();
    expect(first.map((q) => q.name)).toEqual(expect.arrayContaining(["dead-letter", "message-email"]));
    // a queue whose policy an older version of the code stored differently
    await t.app.resources.prisma.$executeRaw`UPDATE pgboss.queue SET retry_limit = 99 WHERE name = 'message-email'`;
    await t.close();
    t = await createTestApp({}, { keepData: true });
    const second = await queues();
    const email = second.find((q) => q.name === "message-email")!;
    expect(email.retryLimit).toBe(first.find((q) => q.name === "message-email")!.retryLimit);
    // every other queue untouched
    expect(second.filter((q) => q.name !== "message-email")).toEqual(first.filter((q) => q.name !== "message-email"));
  } finally {
    await t.close();
  }
});
