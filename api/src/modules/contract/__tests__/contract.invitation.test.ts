/**
 * The signing invitation as the client receives it, through a real SMTP server on loopback: a "Review and sign" button
 * (an `<a href>` to the page) in the HTML part, the link in the text part, the personal message escaped, Resend with
 * the same link; and a date-only expiry that lasts to the end of that day in the workspace's zone.
 */
import { expiryDeadline } from "@common/contract-document";
import { createTestApp, registerUser, rest, waitFor, type Session, type TestApp } from "../../../../test/harness";
import { startSmtp, type TestSmtp } from "../../email/__tests__/smtp";

let smtp: TestSmtp;
let t: TestApp;
let a: Session;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, SMTP_FROM: "Clientfolio <no-reply@localhost>", PUBLIC_URL: "http://127.0.0.1:3000" },
    { jobs: { workers: true, retryDelay: 1, pollingIntervalSeconds: 0.5 } });
  a = await registerUser(t.app);
  await t.app.resources.prisma.user.update({ where: { id: a.user.id }, data: { companyName: "Studio One", firstName: "Ada", lastName: "Lovelace" } });
});
afterAll(async () => { await t.close(); await smtp.close(); });

async function document(type: "contract" | "proposal", email: string) {
  const client = await rest(t.app, a, "POST", "/api/clients", { name: "Ann Client", email });
  const created = await rest(t.app, a, "POST", "/api/contracts", { clientId: client.body.id, title: "Website", type, content: "# Website\n\nFor {client_name}." });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

const mailsTo = (email: string) => smtp.accepted.filter((m) => m.to.includes(email));
/** the first `n` invitations `email` received, once they arrived */
const received = (email: string, n: number) => waitFor(`${n} e-mail(s) to ${email}`, () => mailsTo(email).length >= n && mailsTo(email), 15_000);
const PAGE_LINK = /http:\/\/127\.0\.0\.1:3000\/p\/[A-Za-z0-9_-]{43}/;

describe("the signing invitation", () => {
  it("has a 'Review and sign' button to the page, the link in its text part, and the personal message escaped", async () => {
    const email = "invited@client.test";
    const id = await document("contract", email);
    const sent = await rest(t.app, a, "POST", `/api/contracts/${id}/send`, { message: "Looking forward <b>to it</b>" });
    expect(sent.status).toBe(200);
    const [mail] = await received(email, 1);
    const link = PAGE_LINK.exec(mail.mail.text ?? "")![0];
    expect(mail.mail.text).toContain(`Review and sign: ${link}`);
    expect(mail.mail.html).toMatch(new RegExp(`<a href="${link.replace(/[.?]/g, "\\$&")}"[^>]*>Review and sign</a>`));
    expect(mail.mail.html).toContain("Looking forward &lt;b&gt;to it&lt;/b&gt;");
    expect(mail.mail.html).not.toContain("<b>to it</b>");
    expect(mail.mail.text).toContain("Looking forward <b>to it</b>");

    // Resend: the same link again, recorded in the audit trail
    const again = await rest(t.app, a, "POST", `/api/contracts/${id}/resend`);
    expect(again.status).toBe(200);
    const mails = await received(email, 2);
    expect(mails).toHaveLength(2);
    expect(PAGE_LINK.exec(mails[1].mail.text ?? "")![0]).toBe(link);
    const audit = await t.app.resources.prisma.contractAudit.findMany({ where: { contractId: id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((r) => r.action)).toContain("resent");
  });

  it("asks to 'Review and accept' a proposal", async () => {
    const email = "proposal@client.test";
    const id = await document("proposal", email);
    expect((await rest(t.app, a, "POST", `/api/contracts/${id}/send`)).status).toBe(200);
    const [mail] = await received(email, 1);
    expect(mail.mail.html).toMatch(/<a href="http:\/\/127\.0\.0\.1:3000\/p\/[A-Za-z0-9_-]{43}"[^>]*>Review and accept<\/a>/);
  });
});

describe("a date-only expiry", () => {
  it("lasts until the end of that day in the workspace's zone (an expiry date is a day)", () => {
    expect(expiryDeadline("2026-12-15T00:00:00.000Z", "UTC")!.toISOString()).toBe("2026-12-16T00:00:00.000Z");
    expect(expiryDeadline("2026-12-15T00:00:00.000Z", "America/New_York")!.toISOString()).toBe("2026-12-16T05:00:00.000Z");
    expect(expiryDeadline("2026-12-15T00:00:00.000Z", "Pacific/Auckland")!.toISOString()).toBe("2026-12-15T11:00:00.000Z");
    // the day summer time ends in Berlin (25 hours long): its end is still midnight there
    expect(expiryDeadline("2026-10-25T00:00:00.000Z", "Europe/Berlin")!.toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect(expiryDeadline("2026-12-15", "America/New_York")!.toISOString()).toBe("2026-12-16T05:00:00.000Z");
    expect(expiryDeadline(null, "UTC")).toBeNull();
  });
});
