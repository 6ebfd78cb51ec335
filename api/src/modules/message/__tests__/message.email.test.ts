/**
 * A message's e-mail against a real SMTP server on loopback (smtp-server, parsed with postal-mime), with the job
 * workers running: what arrives, refusals, retries, a relay that is down, a drain on stop, a worker killed mid-job,
 * a crash between commit and dispatch, and the time from sending to 'Email sent'.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { Client } from "pg";
import { createTestApp, gql, registerUser, rest, workerDatabaseUrl, type Session, type TestApp, type TestAppOptions, waitFor } from "../../../../test/harness";
import { systemTest } from "../../../../test/tiers";
import { tenantTopic } from "../../../pubsub";
import { closedPort, startSmtp, type Answer, type TestSmtp } from "../../email/__tests__/smtp";
import { contextOf } from "../../../../test/harness";
import { eventsSettled } from "../../../../test/settled";
import { recordSentMessage, messageRecorded } from "../message.service";
import { withEmailQuota } from "../../email/email.quota";

// every test here runs the job workers and waits for real deliveries, retries and drains: on a machine busy with the
// other test files one may take well past the default 30 s, and a test (or hook) that timed out would leave its app's
// workers running past the end of the file, which then fails whichever file that jest worker runs next
jest.setTimeout(120_000);

const FAST_RETRIES: TestAppOptions = { jobs: { workers: true, retryDelay: 1, pollingIntervalSeconds: 0.5 } };
const envFor = (smtp: { url: string }) => ({ SMTP_URL: smtp.url, SMTP_FROM: "Clientfolio <no-reply@localhost>", PUBLIC_URL: "https://localhost:8443" });


const sentMessage = (t: TestApp, id: string) =>
  waitFor("the e-mail to be sent", async () => { const m = await t.app.resources.prisma.message.findUniqueOrThrow({ where: { id } }); return m.emailSent && m; });
const failedMessage = (t: TestApp, id: string) =>
  waitFor("the e-mail to fail", async () => { const m = await t.app.resources.prisma.message.findUniqueOrThrow({ where: { id } }); return m.notificationError !== null && m; });
/**
 * The workspace's e-mail jobs waiting out their retry's backoff (1 to 2 s here) are made due now: a retry is triggered,
 * not waited for (the workers take it at their next poll). Answers how many there were.
 */
const retryNow = (t: TestApp, userId: string) => t.app.resources.prisma.$executeRaw`UPDATE pgboss.job SET start_after = now()
  WHERE name = 'message-email' AND state = 'retry' AND start_after > now()
    AND data ->> 'eventId' IN (SELECT id::text FROM domain_events WHERE "userId" = ${userId}::uuid)`;

async function compose(t: TestApp, s: Session, extra: Record<string, unknown> = {}) {
  const r = await rest(t.app, s, "POST", "/api/messages", { subject: "Project update", content: "Hello Carol,\nthe mock-ups are ready.", contactEmail: "carol@client.example", contactName: "Carol Client", ...extra });
  expect(r.status).toBe(201);
  return r.body as { id: string; emailSent: boolean; notificationError: string | null };
}

describe("with a relay that answers as told", () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let a: Session;
  let answer: (n: number) => Answer | null | Promise<Answer | null> = () => null;
  beforeAll(async () => {
    smtp = await startSmtp({ answer: (n) => answer(n) });
    t = await createTestApp(envFor(smtp), FAST_RETRIES);
  });
  // nothing is emptied between tests: each test waits until its e-mails are sent or failed for good, so none reaches
  // the relay during a later test (whose answers count the messages from its start)
  beforeEach(async () => {
    answer = () => null;
    smtp.accepted.length = 0;
    smtp.received.length = 0;
    a = await registerUser(t.app);
  });
  afterAll(async () => { await t.close(); await smtp.close(); });

  it("sends branded HTML and plain text from the company, Reply-To the provider, and marks the message sent", async () => {
    await rest(t.app, a, "PUT", "/api/brand-settings", { companyName: "Acme \"Studio\"", brandColor: "#AA3300", brandLogo: "https://cdn.example.com/logo.png" });
    const m = await compose(t, a, { content: "Hi <script>alert(1)</script> & co\n\nSecond paragraph\nline two" });
    expect(m).toMatchObject({ emailSent: false, notificationError: null });
    const [mail] = await smtp.waitForAccepted(1);
    const stored = await sentMessage(t, m.id);
    expect(stored).toMatchObject({ emailSent: true, emailAttempts: 1, notificationError: null });
    expect(stored.emailSentAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect(mail.to).toEqual(["carol@client.example"]);
    expect(mail.mail.subject).toBe("Project update");
    expect(mail.mail.messageId).toBe(stored.emailMessageId);
    expect(stored.emailMessageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(mail.mail.from).toMatchObject({ name: "Acme \"Studio\"", address: "no-reply@localhost" });
    expect(mail.mail.replyTo).toEqual([expect.objectContaining({ address: a.user.email })]);
    expect(mail.mail.to).toEqual([expect.objectContaining({ name: "Carol Client", address: "carol@client.example" })]);
    // the HTML part: brand colour, logo and company name, the provider's text escaped, no script anywhere
    const html = mail.mail.html!;
    expect(html).toContain("background-color:#aa3300");
    expect(html).toContain('<img src="https://cdn.example.com/logo.png" alt="Acme &quot;Studio&quot;"');
    expect(html).toContain("Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; co");
    expect(html).toContain("Second paragraph<br>line two");
    expect(html).not.toMatch(/<script/i);
    // the plain part: the same text as written
    expect(mail.mail.text).toContain("Hi <script>alert(1)</script> & co\n\nSecond paragraph\nline two");
    expect(mail.mail.text).toContain("Acme \"Studio\"");

    // the chain of domain events: the message's creation caused its e-mail's
    const events = await t.app.resources.prisma.domainEvent.findMany({ where: { entityId: m.id }, orderBy: { depth: "asc" } });
    expect(events.map((e) => [e.type, e.depth])).toEqual([["message.created", 0], ["message.email_sent", 1]]);
    expect(events[1].causedBy).toBe(events[0].id);
    // the handler is recorded as done once its job returns, a moment after the message row says sent
    const handled = await waitFor("the e-mail handler marked done", async () => {
      // (the webhooks' fan-out handles every event too, under its own name)
      const rows = await t.app.resources.prisma.handledEvent.findMany({ where: { eventId: events[0].id, handler: "message-email" } });
      return rows.length ? rows : null;
    });
    expect(handled).toEqual([expect.objectContaining({ handler: "message-email" })]);
    const card = await gql(t.app, a, `query($id: ID!) { node(id: $id) { ... on Message { emailState emailSent emailSentAt emailAttempts } } }`, { id: Buffer.from(`Message:${m.id}`).toString("base64") });
    expect(card.data.node).toMatchObject({ emailState: "sent", emailSent: true, emailAttempts: 1 });
  });

  it("fails at once with the relay's answer when it refuses for good (550), and the bell says so", async () => {
    answer = () => ({ code: 550, message: "5.1.1 <carol@client.example>: Recipient address rejected" });
    const m = await compose(t, a);
    const failed = await failedMessage(t, m.id);
    expect(failed.notificationError).toBe("550 5.1.1 <carol@client.example>: Recipient address rejected");
    expect(failed).toMatchObject({ emailSent: false, emailSentAt: null, emailAttempts: 1 });
    expect(smtp.accepted).toHaveLength(0);
    const bell = await gql(t.app, a, `{ viewer { unreadNotificationCount notifications(first: 5) { edges { node { type title body link isRead } } } } }`);
    expect(bell.data.viewer.unreadNotificationCount).toBe(1);
    expect(bell.data.viewer.notifications.edges[0].node).toEqual({
      type: "email_failed", title: "E-mail to Carol Client failed", isRead: false,
      body: "Project update: 550 5.1.1 <carol@client.example>: Recipient address rejected",
      link: `/messages?id=${encodeURIComponent(Buffer.from(`Message:${m.id}`).toString("base64"))}`,
    });
    // no retry follows a permanent refusal: the e-mail's job is over, and the relay saw one attempt
    await eventsSettled(t.app, a.user.id);
    expect(smtp.received).toHaveLength(1);
    const card = await gql(t.app, a, `{ viewer { messages(first: 1) { edges { node { emailState notificationError } } } } }`);
    expect(card.data.viewer.messages.edges[0].node.emailState).toBe("failed");
  });

  it("retries an attempt the relay turned away (451) with the same Message-ID, and delivers it once", async () => {
    answer = (n) => (n === 0 ? { code: 451, message: "4.3.0 Try again later" } : null);
    const m = await compose(t, a);
    await waitFor("the retry", async () => (await retryNow(t, a.user.id)) > 0 || smtp.received.length > 1);
    await smtp.waitForAccepted(1);
    const stored = await sentMessage(t, m.id);
    expect(stored.emailAttempts).toBe(2);
    expect(smtp.received.map((r) => r.mail.messageId)).toEqual([stored.emailMessageId, stored.emailMessageId]);
    // once the e-mail's job is over no other copy can follow
    await eventsSettled(t.app, a.user.id);
    expect(smtp.accepted).toHaveLength(1);
  });

  it("records an e-mail the product sends for another module as a read message, delivered the same way", async () => {
    const ctx = await contextOf(t.app, a);
    const recorded = await withEmailQuota(ctx, a.user.id, (quota) => t.app.resources.prisma.$transaction((tx) => recordSentMessage(ctx, tx, { viewer: a.user },
      { type: "invoice", subject: "Invoice INV-1", content: "Please find your invoice.", contactEmail: "billing@client.example" }, quota)));
    await messageRecorded(ctx, recorded);
    const [mail] = await smtp.waitForAccepted(1);
    expect(mail.mail.subject).toBe("Invoice INV-1");
    const stored = await sentMessage(t, recorded.message.id);
    expect(stored).toMatchObject({ type: "invoice", isRead: true, contactName: "Contact", emailSent: true });
    expect((await gql(t.app, a, `{ viewer { sidebarCounts { unreadMessages } } }`)).data.viewer.sidebarCounts.unreadMessages).toBe(0);
    await expect(withEmailQuota(ctx, a.user.id, (quota) => t.app.resources.prisma.$transaction((tx) => recordSentMessage(ctx, tx, { viewer: a.user },
      { type: "invoice", subject: "S", content: "C", contactEmail: "" }, quota))))
      .rejects.toMatchObject({ fieldErrors: { contactEmail: "A sent e-mail needs a recipient" } });
  });

  it("goes from 'Sending...' to 'Email sent' in tens of milliseconds (p50 over 20 sends)", async () => {
    const sentAt = new Map<string, number>();
    const feed = t.app.resources.pubsub.subscribe(tenantTopic(a.user.id));
    const reading = (async () => {
      for await (const e of feed) if (e.type === "message.email_sent" && e.entityId) sentAt.set(e.entityId, performance.now());
    })();
    const delays: number[] = [];
    try {
      for (let i = 0; i < 20; i++) {
        const start = performance.now();
        const m = await compose(t, a, { subject: `Latency ${i}` });
        await waitFor("the live 'sent' event", async () => sentAt.has(m.id));
        delays.push(sentAt.get(m.id)! - start);
      }
    } finally {
      await feed.return?.();
      await reading;
    }
    delays.sort((x, y) => x - y);
    const p50 = delays[9];
    const p95 = delays[18];
    console.log(`send -> 'Email sent' (create request to the live messageEmailSent event): p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${delays[19].toFixed(0)} ms over 20 sends`);
    expect(smtp.accepted).toHaveLength(20);
    expect(p50).toBeLessThan(1000);
  });
});

describe("when things go wrong", () => {
  let t: TestApp | null = null;
  afterEach(async () => { await t?.close(); t = null; });

  it("shows the relay's reason after the last attempt, and the job is dead-lettered", async () => {
    const smtp = await startSmtp({ answer: () => ({ code: 421, message: "4.7.0 Temporary system problem" }) });
    try {
      t = await createTestApp(envFor(smtp), { jobs: { ...FAST_RETRIES.jobs, retryLimit: 1 } });
      const a = await registerUser(t.app);
      const m = await compose(t, a);
      await waitFor("the retry", async () => (await retryNow(t!, a.user.id)) > 0 || smtp.received.length > 1);
      const failed = await failedMessage(t, m.id);
      expect(failed).toMatchObject({ notificationError: "421 4.7.0 Temporary system problem", emailAttempts: 2, emailSent: false });
      expect(smtp.received).toHaveLength(2);
      expect(await t.app.resources.prisma.notification.count({ where: { userId: a.user.id, type: "email_failed" } })).toBe(1);
      const pg = t.app.resources.prisma;
      const dead = await waitFor("the dead-letter copy", async () => {
        const rows = await pg.$queryRaw<{ state: string; n: bigint }[]>`SELECT state::text, count(*) AS n FROM pgboss.job WHERE name = 'dead-letter' GROUP BY state`;
        return rows.length > 0 && rows;
      });
      expect(dead.reduce((n, r) => n + Number(r.n), 0)).toBe(1);
      const [job] = await pg.$queryRaw<{ state: string }[]>`SELECT state::text FROM pgboss.job WHERE name = 'message-email'`;
      expect(job.state).toBe("failed");
    } finally {
      await t?.close();
      t = null;
      await smtp.close();
    }
  });

  it("delivers exactly one e-mail when the relay is down for the first attempt and up for the second", async () => {
    const port = await closedPort();
    t = await createTestApp(envFor({ url: `smtp://127.0.0.1:${port}` }), FAST_RETRIES);
    const a = await registerUser(t.app);
    const m = await compose(t, a);
    const pg = t.app.resources.prisma;
    // the first attempt failed (connection refused) and waits for its retry
    await waitFor("the retry", async () => (await pg.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pgboss.job WHERE name = 'message-email' AND state = 'retry'`)[0].n > 0n);
    expect((await pg.message.findUniqueOrThrow({ where: { id: m.id } })).notificationError).toBeNull();
    const smtp = await startSmtp({ port });
    try {
      // the relay is up: the retry need not wait out its backoff
      await retryNow(t, a.user.id);
      await smtp.waitForAccepted(1);
      const sent = await sentMessage(t, m.id);
      expect(sent.emailAttempts).toBe(2);
      await eventsSettled(t.app, a.user.id);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await t.close();
      t = null;
      await smtp.close();
    }
  });

  it("drains on stop: the e-mail being sent is finished before the app stops", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const smtp = await startSmtp({ answer: async () => { await gate; return null; } });
    try {
      t = await createTestApp(envFor(smtp), FAST_RETRIES);
      const a = await registerUser(t.app);
      const m = await compose(t, a);
      await waitFor("the data to reach the relay", async () => smtp.received.length === 1);
      const stopping = t.close();
      t = null;
      setTimeout(release, 700);
      const t0 = Date.now();
      await stopping;
      expect(Date.now() - t0).toBeGreaterThanOrEqual(600);
      const pg = new Client({ connectionString: await workerDatabaseUrl() });
      await pg.connect();
      try {
        const row = (await pg.query(`SELECT "emailSent", "emailAttempts" FROM messages WHERE id = $1`, [m.id])).rows[0];
        expect(row).toEqual({ emailSent: true, emailAttempts: 1 });
      } finally {
        await pg.end();
      }
      expect(smtp.accepted).toHaveLength(1);
    } finally {
      release();
      await smtp.close();
    }
  });

  it("handles an event a crash left undispatched (between commit and dispatch) after the restart", async () => {
    const smtp = await startSmtp();
    try {
      t = await createTestApp(envFor(smtp));
      const a = await registerUser(t.app);
      // the queue is gone: the message commits, its dispatch fails, as if the process died right after the commit
      await t.app.resources.jobs.stop();
      const m = await compose(t, a);
      const event = await t.app.resources.prisma.domainEvent.findFirstOrThrow({ where: { entityId: m.id } });
      expect(event.dispatchedAt).toBeNull();
      const [{ n }] = await t.app.resources.prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pgboss.job WHERE name = 'message-email'`;
      expect(n).toBe(0n);
      await t.close();
      // the restart: the sweep finds the event and its handler runs
      t = await createTestApp(envFor(smtp), { ...FAST_RETRIES, keepData: true });
      await smtp.waitForAccepted(1);
      await sentMessage(t, m.id);
      expect((await t.app.resources.prisma.domainEvent.findUniqueOrThrow({ where: { id: event.id } })).dispatchedAt).not.toBeNull();
    } finally {
      await t?.close();
      t = null;
      await smtp.close();
    }
  });

  systemTest("loses nothing when a worker process is killed in the middle of a job", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    // the relay takes the first message's data and never answers: the worker is killed while it waits
    const smtp = await startSmtp({ answer: async (n) => { if (n === 0) await gate; return null; } });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-worker-"));
    const root = path.resolve(__dirname, "../../../../..");
    t = await createTestApp(envFor(smtp));
    // `npm run worker` in a process of its own, on this test's database
    // one process (node with tsx's loader), so the kill hits the worker itself
    const worker = spawn(process.execPath, ["--import", "tsx", "api/src/worker.ts"], {
      cwd: root,
      env: { ...process.env, ...envFor(smtp), DATABASE_URL: await workerDatabaseUrl(), DATA_DIR: dataDir, SESSION_SECRET: "test-secret-test-secret-test-secret-123", LOG_LEVEL: "warn" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    worker.stderr!.on("data", (d) => { stderr += String(d); });
    const exited = new Promise<void>((r) => worker.once("exit", () => r()));
    try {
      const a = await registerUser(t.app);
      const m = await compose(t, a);
      await waitFor("the worker process to send the data", async () => {
        if (worker.exitCode !== null) throw new Error(`the worker exited: ${stderr}`);
        return smtp.received.length === 1;
      }, 150_000);
      worker.kill("SIGKILL");
      await exited;
      expect(worker.signalCode).toBe("SIGKILL");
      const pg = t.app.resources.prisma;
      const [job] = await pg.$queryRaw<{ state: string }[]>`SELECT state::text FROM pgboss.job WHERE name = 'message-email'`;
      expect(job.state).toBe("active");
      expect((await pg.message.findUniqueOrThrow({ where: { id: m.id } })).emailSent).toBe(false);
      await t.close();
      // another process takes over; the lost job's expiry (2 minutes) and its backoff are made to have passed
      t = await createTestApp(envFor(smtp), { jobs: { ...FAST_RETRIES.jobs, maintenanceIntervalSeconds: 1 }, keepData: true });
      await t.app.resources.prisma.$executeRaw`UPDATE pgboss.job SET started_on = now() - interval '1 hour', retry_delay = 0 WHERE name = 'message-email' AND state = 'active'`;
      await smtp.waitForAccepted(1, 60_000);
      const sent = await sentMessage(t, m.id);
      expect(sent.emailAttempts).toBe(2);
      expect(smtp.accepted).toHaveLength(1);
      expect(smtp.accepted[0].mail.messageId).toBe(sent.emailMessageId);
    } finally {
      worker.kill("SIGKILL");
      release();
      await t?.close();
      t = null;
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  // generous: the worker process compiles the whole API at start, which takes long on a machine busy with the other
  // test files; a test that timed out would leave its apps running past the end of the file
  }, 300_000);
});
