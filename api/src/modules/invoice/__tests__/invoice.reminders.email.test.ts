/**
 * Payment reminders by e-mail, against a real SMTP server on loopback with the job workers running: the reminder's
 * e-mail carries the invoice's pay link (a link in the HTML part, the address in the text part), goes once whatever
 * scans run again, and a refusal by the workspace's e-mail quota leaves it pending until the quota frees up.
 */
import { createTestApp, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";
import { startSmtp, type TestSmtp } from "../../email/__tests__/smtp";
import { takeEmailQuota, type EmailQuotaTicket } from "../../email";
import { sendPaymentReminders } from "../invoice.reminders";
import { makeInvoice } from "./factory";

let smtp: TestSmtp;
let t: TestApp;
let a: Session;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, SMTP_FROM: "Clientfolio <no-reply@localhost>", PUBLIC_URL: "https://localhost:8443", QUOTA_EMAILS_PER_HOUR: "2" },
    { jobs: { workers: true, retryDelay: 1, pollingIntervalSeconds: 0.5 } });
});
// nothing is emptied between tests: each test waits for the e-mails it sends, so none reaches the server later
beforeEach(async () => {
  smtp.accepted.length = 0;
  smtp.received.length = 0;
  a = await registerUser(t.app);
});
afterAll(async () => { await t.close(); await smtp.close(); });

const db = () => t.app.resources.prisma;
const scan = (at: string) => sendPaymentReminders(t.app.resources, new Date(at), a.user.id);

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("payment reminders by e-mail", () => {
  it("e-mails the reminder once, with the invoice's pay link in both parts", async () => {
    await rest(t.app, a, "PUT", "/api/settings/reminders", { enabled: true });
    const invoice = await makeInvoice(t.app, a, { status: "sent", issueDate: "2031-05-01", dueDate: "2031-05-20" });
    expect(await scan("2031-05-21T09:00:00Z")).toMatchObject({ claimed: 1, sent: 1 });
    const [mail] = await smtp.waitForAccepted(1);
    const stored = await db().invoice.findUniqueOrThrow({ where: { id: invoice.id }, include: { client: true } });
    const page = (await rest(t.app, a, "GET", `/api/invoices/${invoice.id}`)).body.publicViewUrl as string;
    expect(page).toMatch(/^https:\/\/localhost:8443\/i\/[\w-]+$/);
    expect(mail.to).toEqual([stored.client.email]);
    expect(mail.mail.subject).toBe(`Invoice ${invoice.invoiceNumber} is now past due`);
    expect(mail.mail.html).toContain(`<a href="${page}"`);
    expect(mail.mail.html).toContain(">View and pay invoice</a>");
    expect(mail.mail.text).toContain(`View and pay invoice: ${page}`);
    expect(mail.mail.text).toContain(`Invoice ${invoice.invoiceNumber} for $352.00 was due on May 20, 2031.`);
    // the page the link opens is the invoice's
    const opened = await t.app.fastify.inject({ method: "GET", url: new URL(page).pathname });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain(invoice.invoiceNumber);
    // further scans send nothing more
    expect(await scan("2031-05-21T09:01:00Z")).toMatchObject({ claimed: 0, sent: 0 });
    expect(await scan("2031-05-22T09:00:00Z")).toMatchObject({ claimed: 0, sent: 0 });
    const message = await until(() => db().message.findFirstOrThrow({ where: { userId: a.user.id, type: "reminder" } }), (m) => m.emailSent, "the e-mail sent");
    expect(message.emailSent).toBe(true);
    expect(smtp.received).toHaveLength(1);
  });

  it("a refusal by the e-mail quota leaves the reminder pending, tried again once the quota frees up: sent once, never lost", async () => {
    await rest(t.app, a, "PUT", "/api/settings/reminders", { enabled: true });
    const invoice = await makeInvoice(t.app, a, { status: "sent", issueDate: "2031-05-01", dueDate: "2031-05-20" });
    // the workspace's two e-mails of the hour are used (as two other sends would)
    const used: EmailQuotaTicket[] = [await takeEmailQuota(t.app.resources, a.user.id), await takeEmailQuota(t.app.resources, a.user.id)];
    expect(await scan("2031-05-21T09:00:00Z")).toMatchObject({ claimed: 1, sent: 0, deferred: 1 });
    let row = await db().invoiceReminder.findFirstOrThrow({ where: { invoiceId: invoice.id, reminderNumber: 2 } });
    expect(row).toMatchObject({ reminderNumber: 2, status: "pending", attempts: 1 });
    expect(row.note).toMatch(/^E-mail quota reached: at most 2 e-mails per hour\. Try again in \d+ minutes?\.$/);
    // tried again when the quota frees up, not at the next scans
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(new Date("2031-05-21T09:00:00Z").getTime());
    expect(await scan("2031-05-21T09:01:00Z")).toMatchObject({ claimed: 0, sent: 0, deferred: 0 });
    expect(await db().message.count({ where: { userId: a.user.id } })).toBe(0);
    // the hour passes: the quota frees up
    for (const ticket of used) await ticket.giveBack();
    expect(await scan("2031-05-21T10:05:00Z")).toMatchObject({ claimed: 0, sent: 1 });
    row = await db().invoiceReminder.findFirstOrThrow({ where: { invoiceId: invoice.id, reminderNumber: 2 } });
    expect(row).toMatchObject({ status: "sent", attempts: 2, note: null });
    await smtp.waitForAccepted(1);
    expect(await scan("2031-05-21T11:00:00Z")).toMatchObject({ claimed: 0, sent: 0 });
    await until(() => db().message.findFirstOrThrow({ where: { userId: a.user.id, type: "reminder" } }), (m) => m.emailSent, "the e-mail sent");
    expect(smtp.received).toHaveLength(1);
  });
});
