/**
 * Sending an invoice through the shared e-mail pipeline, against a real SMTP server on loopback with the job workers
 * running: the message recorded on the client, the status, and the e-mail that arrives with its PDF.
 */
import { createTestApp, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { startSmtp, type TestSmtp } from "../../email/__tests__/smtp";
import { makeClient } from "../../client/__tests__/factory";
import { makeInvoice } from "./factory";
import { readPdf } from "./pdf";
import { messageRecorded, recordSentMessage } from "../../message/message.service";
import { withEmailQuota } from "../../email/email.quota";
import { LIMITS } from "@common/validation";
import { SENT_MESSAGE_CONTENT_MAX } from "@common/message";

let smtp: TestSmtp;
let t: TestApp;
let a: Session;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, SMTP_FROM: "Clientfolio <no-reply@localhost>", PUBLIC_URL: "https://localhost:8443" },
    { jobs: { workers: true, retryDelay: 1, pollingIntervalSeconds: 0.5 } });
});
// nothing is emptied between tests: each test waits for the e-mails it sends, so none reaches the server later
beforeEach(async () => {
  smtp.accepted.length = 0;
  smtp.received.length = 0;
  a = await registerUser(t.app);
  await rest(t.app, a, "PUT", "/api/brand-settings", { companyName: "Acme Studio", brandColor: "#AA3300" });
});
afterAll(async () => { await t.close(); await smtp.close(); });

const db = () => t.app.resources.prisma;

describe("sending an invoice", () => {
  it("records the e-mail as a message on the client, marks the draft sent, and delivers it with the PDF attached", async () => {
    const client = await makeClient(t.app, a, { name: "Globex", email: "ap@globex.example" });
    const inv = await makeInvoice(t.app, a, { clientId: client.id, invoiceNumber: "INV-2001", taxRate: "10" });
    const r = await rest(t.app, a, "POST", `/api/invoices/${inv.id}/send`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: inv.id, status: "sent", total: "352.00", client: { id: client.id, name: "Globex" } });

    const [message] = await db().message.findMany({ where: { userId: a.user.id } });
    expect(message).toMatchObject({
      type: "invoice", isRead: true, clientId: client.id, contactEmail: "ap@globex.example", contactName: "Globex",
      subject: "Invoice INV-2001 from Acme Studio", attachments: [`/api/invoices/${inv.id}/pdf`],
    });
    expect(message.content).toContain("Please find attached invoice INV-2001 for $352.00, due on December 1, 2026.");
    expect((await db().activity.findMany({ where: { entityId: inv.id }, orderBy: { createdAt: "asc" } })).map((x) => x.title))
      .toEqual(["New invoice created: INV-2001", "Invoice sent: INV-2001"]);

    const [mail] = await smtp.waitForAccepted(1);
    expect(mail.to).toEqual(["ap@globex.example"]);
    // a "View and pay invoice" button to the client's page: an `<a href>` in the HTML part, the address in the text part
    const link = (await rest(t.app, a, "GET", `/api/invoices/${inv.id}`)).body.publicViewUrl;
    expect(link).toMatch(/^https:\/\/localhost:8443\/i\/[A-Za-z0-9_-]{43}$/);
    expect(mail.mail.html).toMatch(new RegExp(`<a href="${link.replace(/[.?]/g, "\\$&")}"[^>]*>View and pay invoice</a>`));
    expect(mail.mail.text).toContain(`View and pay invoice: ${link}`);
    expect(mail.mail.subject).toBe("Invoice INV-2001 from Acme Studio");
    expect(mail.mail.from).toMatchObject({ name: "Acme Studio", address: "no-reply@localhost" });
    expect(mail.mail.attachments).toHaveLength(1);
    const [pdf] = mail.mail.attachments;
    expect(pdf).toMatchObject({ filename: "INV-2001.pdf", mimeType: "application/pdf" });
    const { text } = await readPdf(new Uint8Array(pdf.content as ArrayBuffer));
    for (const s of ["INV-2001", "Globex", "Design", "Hosting", "$352.00"]) expect(text).toContain(s);
    for (let i = 0; i < 100 && !(await db().message.findUniqueOrThrow({ where: { id: message.id } })).emailSent; i++) await new Promise((res) => setTimeout(res, 50));
    expect((await db().message.findUniqueOrThrow({ where: { id: message.id } })).emailSent).toBe(true);
  });

  it("through GraphQL: a paid invoice stays paid; a client without an e-mail or a cancelled invoice is refused with a clear message", async () => {
    const client = await makeClient(t.app, a, { name: "Globex", email: "ap@globex.example" });
    const paid = await makeInvoice(t.app, a, { clientId: client.id, status: "paid" });
    const send = (id: string) => gql(t.app, a, `mutation($id: ID!) { sendInvoice(input: { id: $id }) {
      __typename ... on SendInvoicePayload { invoice { status paidDate } } ... on ValidationError { message fieldErrors { field message } } } }`,
    { id: globalId("Invoice", id) });
    const r = await send(paid.id);
    expect(r.data.sendInvoice).toMatchObject({ __typename: "SendInvoicePayload", invoice: { status: "paid" } });
    expect(r.data.sendInvoice.invoice.paidDate).not.toBeNull();
    await smtp.waitForAccepted(1);

    const noEmail = await makeClient(t.app, a, { name: "Initech", email: null });
    const draft = await makeInvoice(t.app, a, { clientId: noEmail.id });
    expect((await send(draft.id)).data.sendInvoice).toEqual({ __typename: "ValidationError",
      message: "This client has no e-mail address: add one to the client to send the invoice",
      fieldErrors: [{ field: "clientId", message: "This client has no e-mail address: add one to the client to send the invoice" }] });
    const rest400 = await rest(t.app, a, "POST", `/api/invoices/${draft.id}/send`);
    expect(rest400.status).toBe(400);
    expect(rest400.body.message).toBe("This client has no e-mail address: add one to the client to send the invoice");

    // the REST action takes no input: a JSON object is ignored, anything else refused
    const arrayBody = await rest(t.app, a, "POST", `/api/invoices/${draft.id}/send`, [1]);
    expect(arrayBody).toMatchObject({ status: 400, body: { message: "Expected a JSON object" } });

    const cancelled = await makeInvoice(t.app, a, { clientId: client.id, status: "cancelled" });
    expect((await send(cancelled.id)).data.sendInvoice).toMatchObject({ __typename: "ValidationError", message: "A cancelled invoice cannot be sent" });
    expect((await db().invoice.findUniqueOrThrow({ where: { id: draft.id } })).status).toBe("draft");
    expect(await db().message.count({ where: { userId: a.user.id } })).toBe(1);
  });

  it("sends an invoice whose notes, client name, number and company name are as long as they may be", async () => {
    await rest(t.app, a, "PUT", "/api/brand-settings", { companyName: "C".repeat(100), brandColor: "#AA3300" });
    const client = await makeClient(t.app, a, { name: "N".repeat(LIMITS.short), email: "ap@globex.example" });
    // the longest notes an invoice may hold, with paragraphs, an emoji (one character) and the last one at the limit
    const notes = `Bank: 🏦 transfer\n\n${"x".repeat(LIMITS.long - 18)}`;
    expect([...notes]).toHaveLength(LIMITS.long);
    const inv = await makeInvoice(t.app, a, { clientId: client.id, invoiceNumber: "9".repeat(100), notes });
    expect(inv.notes).toBe(notes);
    const r = await rest(t.app, a, "POST", `/api/invoices/${inv.id}/send`);
    expect(r.status).toBe(200);
    expect(r.body.status).toBe("sent");
    const [message] = await db().message.findMany({ where: { userId: a.user.id } });
    expect(message.content).toContain(notes);
    expect([...message.content].length).toBeLessThanOrEqual(SENT_MESSAGE_CONTENT_MAX);
    const [mail] = await smtp.waitForAccepted(1);
    expect(mail.mail.text).toContain(notes);
    expect(mail.mail.attachments).toHaveLength(1);
    for (let i = 0; i < 100 && !(await db().message.findUniqueOrThrow({ where: { id: message.id } })).emailSent; i++) await new Promise((res) => setTimeout(res, 50));
    expect(await db().message.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({ emailSent: true, notificationError: null });
    // the recorded e-mail stays editable (its content is longer than a written message may be)
    expect((await rest(t.app, a, "PUT", `/api/messages/${message.id}`, { subject: "Invoice (sent)" })).status).toBe(200);
  });

  it("an e-mail whose invoice is gone by delivery fails with the reason instead of going out without its PDF", async () => {
    const client = await makeClient(t.app, a, { name: "Globex", email: "ap@globex.example" });
    const inv = await makeInvoice(t.app, a, { clientId: client.id });
    const b = await registerUser(t.app);
    const theirs = await makeInvoice(t.app, b);
    await rest(t.app, a, "DELETE", `/api/invoices/${inv.id}`);
    // recorded as sendInvoice records it, naming a deleted invoice and another workspace's one
    for (const id of [inv.id, theirs.id]) {
      const recorded = await withEmailQuota(t.app.resources, a.user.id, (quota) => db().$transaction((tx) => recordSentMessage(t.app.resources, tx, { viewer: a.user }, {
        subject: "Invoice", content: "Attached", contactEmail: "ap@globex.example", clientId: client.id, type: "invoice", attachments: [`/api/invoices/${id}/pdf`],
      }, quota)));
      await messageRecorded(t.app.resources, recorded);
      let m = recorded.message;
      for (let i = 0; i < 200 && !m.notificationError && !m.emailSent; i++) {
        await new Promise((res) => setTimeout(res, 50));
        m = await db().message.findUniqueOrThrow({ where: { id: m.id } });
      }
      expect(m).toMatchObject({ emailSent: false, notificationError: `The attachment /api/invoices/${id}/pdf is no longer available` });
    }
    expect(smtp.received).toHaveLength(0);
  });
});
