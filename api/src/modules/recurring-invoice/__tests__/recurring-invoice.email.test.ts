/**
 * The automatic recurring invoices' e-mails, against a real SMTP server on loopback with the job workers running: the
 * scan makes the invoice and its `recurring_invoice.generated` event, whose job sends it once, whatever runs again.
 */
import { createTestApp, registerUser, type Session, type TestApp } from "../../../../test/harness";
import { startSmtp, type TestSmtp } from "../../email/__tests__/smtp";
import { generateRecurringInvoices } from "../recurring-invoice.generate";
import { recurringInvoiceSendHandler } from "../recurring-invoice.send";
import { tenantContext } from "../../../context";
import { makeRecurringInvoice } from "./factory";

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
const scan = (at: string) => generateRecurringInvoices(t.app.resources, new Date(at), a.user.id);

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const messagesOf = (invoiceNumber: string) => db().message.findMany({ where: { userId: a.user.id, subject: { contains: invoiceNumber } } });

describe("automatic recurring invoices by e-mail", () => {
  it("e-mails the period's invoice once: the invoice becomes sent, and further scans and a job run again send nothing more", async () => {
    const p = await makeRecurringInvoice(t.app, a, { autoSend: true, startDate: "2031-01-31" });
    expect(await scan("2031-01-31T09:00:00Z")).toBe(1);
    const invoice = await until(() => db().invoice.findFirstOrThrow({ where: { recurringInvoiceId: p.id } }), (i) => i.status === "sent", "the invoice sent");
    await until(async () => smtp.received.length, (n) => n === 1, "one e-mail");
    expect(smtp.received[0].to).toEqual(["billing@example.com"]);
    expect(await scan("2031-01-31T09:05:00Z")).toBe(0);
    // the job of the same event again (a crash after the e-mail was recorded, before the job was marked done)
    const event = await db().domainEvent.findFirstOrThrow({ where: { userId: a.user.id, type: "recurring_invoice.generated" } });
    const again = () => recurringInvoiceSendHandler.handle({
      resources: t.app.resources, event, attempt: 2, lastAttempt: false, once: async () => undefined,
      workspace: (actor) => tenantContext(t.app.resources, a.user.id, { actor: actor ?? "system" }),
    });
    await Promise.all([again(), again()]);
    expect(await messagesOf(invoice.invoiceNumber)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received).toHaveLength(1);
  });

  it("a crash between the invoice and its e-mail: two runs of the job at once record one e-mail", async () => {
    const p = await makeRecurringInvoice(t.app, a, { autoSend: false, startDate: "2031-02-28" });
    expect(await scan("2031-02-28T09:00:00Z")).toBe(1);
    const event = await db().domainEvent.findFirstOrThrow({ where: { userId: a.user.id, type: "recurring_invoice.generated", entityId: p.id } });
    // the event as an automatic profile's: its job had not run when the process stopped
    const run = () => recurringInvoiceSendHandler.handle({
      resources: t.app.resources, event: { ...event, payload: { ...(event.payload as object), autoSend: true } }, attempt: 1, lastAttempt: false,
      once: async () => undefined, workspace: (actor) => tenantContext(t.app.resources, a.user.id, { actor: actor ?? "system" }),
    });
    await Promise.all([run(), run(), run()]);
    const invoice = await db().invoice.findFirstOrThrow({ where: { recurringInvoiceId: p.id } });
    expect(invoice.status).toBe("sent");
    expect(await messagesOf(invoice.invoiceNumber)).toHaveLength(1);
    await until(async () => smtp.received.length, (n) => n === 1, "one e-mail");
  });

  it("past the e-mail quota the invoice stays a draft and the bell says so, once", async () => {
    // the quota of this app: two e-mails an hour; two sends use it up
    const p = await makeRecurringInvoice(t.app, a, { autoSend: true, frequency: "weekly", startDate: "2031-06-02" });
    expect(await scan("2031-06-17T10:00:00Z")).toBe(3);
    const notes = await until(() => db().notification.findMany({ where: { userId: a.user.id, type: "recurring_invoice_not_sent" } }), (n) => n.length === 1, "the notification");
    const made = await until(() => db().invoice.findMany({ where: { recurringInvoiceId: p.id }, orderBy: { periodStart: "asc" } }),
      (is) => is.filter((i) => i.status === "sent").length === 2, "two sent");
    const draft = made.filter((i) => i.status === "draft");
    expect(draft).toHaveLength(1);
    expect(notes[0].title).toBe(`Invoice ${draft[0].invoiceNumber} was not sent`);
    await until(async () => smtp.received.length, (n) => n === 2, "two e-mails");
  });
});
