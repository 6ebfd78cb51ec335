import { loadConfig } from "../../../config";
import { createMailer, MailDeliveryError, MailNotConfiguredError } from "../../../infra/mail";
import { EMAIL_LIMITS, EmailRefusedError, emailBrandName, renderEmail, sendEmail, type EmailInput, type EmailSender } from "../email.service";
import { recordedEmailTicket } from "../email.quota";
import { closedPort, startSmtp } from "./smtp";

const config = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: "/tmp/clientfolio-email-test", SESSION_SECRET: "x".repeat(40), PUBLIC_URL: "https://localhost:8443", ...env });
const sender: EmailSender = { email: "pat@studio.example", firstName: "Pat", lastName: "Provider", companyName: "Studio <b>Nine</b>", brandColor: "#112233", brandLogo: "https://cdn.example.com/logo.png" };
const input = (over: Partial<EmailInput> = {}): EmailInput => ({
  to: { name: "Carol", address: "carol@client.example" }, subject: "Hello", body: "Line <i>one</i>\n\nTwo", sender, messageId: "<abc@localhost>",
  // the quota is not what these tests are about (email.quota.test.ts, email-gate.test.ts)
  quota: recordedEmailTicket(), ...over,
});

describe("renderEmail", () => {
  const c = config({ SMTP_URL: "smtp://127.0.0.1:2525", SMTP_FROM: "Clientfolio <mailer@localhost>" });

  it("brands the HTML part, escapes the provider's text, and keeps a plain part", () => {
    const e = renderEmail(c, input());
    expect(e.from).toEqual({ name: "Studio <b>Nine</b>", address: "mailer@localhost" });
    expect(e.replyTo).toEqual({ name: "Pat Provider", address: "pat@studio.example" });
    expect(e.html).toContain("background-color:#112233");
    expect(e.html).toContain("Studio &lt;b&gt;Nine&lt;/b&gt;");
    expect(e.html).toContain("Line &lt;i&gt;one&lt;/i&gt;");
    expect(e.html).not.toMatch(/<script|<i>|<b>|javascript:/i);
    expect(e.text).toContain("Line <i>one</i>\n\nTwo");
  });

  it("shows only an http(s) logo and a valid brand colour", () => {
    const e = renderEmail(c, input({ sender: { ...sender, brandLogo: "javascript:alert(1)", brandColor: "red;background:url(x)" } }));
    expect(e.html).not.toContain("<img");
    expect(e.html).toContain("background-color:#3b82f6");
    const plain = renderEmail(c, input({ sender: { ...sender, companyName: null, firstName: null, lastName: null } }));
    expect(plain.from.name).toBe("Clientfolio");
  });

  it("leaves no control character in the From name: every C0, DEL, C1 and line or paragraph separator becomes a space", () => {
    const unsafe = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
    const companyName = "Acme\r\nBcc: victim@example.com\r\nX:\ty\u000bz\u007f\u0085\u009b\u2028\u2029 Studio\r\n";
    expect(emailBrandName({ ...sender, companyName })).toBe("Acme Bcc: victim@example.com X: y z Studio");
    const e = renderEmail(c, input({ sender: { ...sender, companyName, firstName: "Pat\r\nBcc: v@example.com", lastName: "\u2028Provider" } }));
    expect(e.from.name).toBe("Acme Bcc: victim@example.com X: y z Studio");
    expect(e.replyTo.name).toBe("Pat Bcc: v@example.com Provider");
    for (const v of [e.from.name, e.replyTo.name, e.text.split("\n")[0]]) expect(v).not.toMatch(unsafe);
    // a company name of controls only falls back to the provider's name; at most 200 characters (an emoji is one)
    expect(emailBrandName({ ...sender, companyName: "\u0085\u2028\u0007" })).toBe("Pat Provider");
    expect([...emailBrandName({ ...sender, companyName: "🎉".repeat(300) })]).toHaveLength(EMAIL_LIMITS.name);
  });

  it.each([
    ["a subject with a line break", { subject: "Hi\r\nBcc: victim@example.com" }, "The subject must be on one line"],
    ["a recipient name with a line break", { to: { name: "Eve\nBcc: victim@example.com", address: "e@example.com" } }, "The recipient name must be on one line"],
    ["an address with a line break", { to: { address: "e@example.com\r\nBcc: victim@example.com" } }, "The recipient address must be on one line"],
    ["a malformed address", { to: { address: "not an address" } }, "The recipient address is not a valid e-mail address"],
    ["an empty address", { to: { address: "" } }, "The recipient address is not a valid e-mail address"],
    ["a provider e-mail with a line break", { sender: { ...sender, email: "p@x.example\nBcc: v@example.com" } }, "The reply-to address must be on one line"],
    ["an oversized subject", { subject: "x".repeat(EMAIL_LIMITS.subject + 1) }, `The subject must be at most ${EMAIL_LIMITS.subject} characters`],
    ["an oversized body", { body: "x".repeat(EMAIL_LIMITS.body + 1) }, `The message must be at most ${EMAIL_LIMITS.body} characters`],
    ["oversized attachments", { attachments: [{ filename: "a.bin", content: Buffer.alloc(EMAIL_LIMITS.attachmentBytes + 1), contentType: "application/octet-stream" }] }, "The attachments are larger than 10 MB"],
    ["an empty subject", { subject: "  " }, "The subject is empty"],
  ])("refuses %s", (_what, over, message) => {
    expect(() => renderEmail(c, input(over as Partial<EmailInput>))).toThrow(new EmailRefusedError(message));
  });
});

describe("sendEmail and the SMTP driver", () => {
  it("fails without SMTP_URL with the reason the user can act on", async () => {
    const c = config();
    await expect(sendEmail({ mail: createMailer(c), config: c }, input())).rejects.toBeInstanceOf(MailNotConfiguredError);
  });

  it("refuses header injection before anything reaches the relay", async () => {
    const smtp = await startSmtp();
    const c = config({ SMTP_URL: smtp.url });
    const mail = createMailer(c);
    try {
      await expect(sendEmail({ mail, config: c }, input({ subject: "Hi\nBcc: victim@example.com" }))).rejects.toBeInstanceOf(EmailRefusedError);
      await expect(sendEmail({ mail, config: c }, input({ messageId: "<a@b>\r\nBcc: v@example.com" }))).rejects.toThrow("The Message-ID is malformed");
      const receipt = await sendEmail({ mail, config: c }, input());
      expect(receipt.messageId).toBe("<abc@localhost>");
      expect(receipt.response).toMatch(/^250/);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].mail.headers.filter((h) => h.key === "bcc")).toEqual([]);
      // a company name with CR/LF and other controls reaches the relay as a From name without any, even encoded
      await sendEmail({ mail, config: c }, input({ sender: { ...sender, companyName: "Acme\r\nBcc: victim@example.com\u0085\u2028" } }));
      const [, second] = smtp.received;
      expect(second.mail.from).toMatchObject({ name: "Acme Bcc: victim@example.com" });
      expect(second.mail.headers.filter((h) => h.key === "bcc")).toEqual([]);
      const fromHeader = second.mail.headers.find((h) => h.key === "from")!.value;
      expect(fromHeader).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    } finally {
      await mail.close();
      await smtp.close();
    }
  });

  it("tells a permanent refusal (5xx) from one worth retrying (4xx, no connection), with the relay's text", async () => {
    const smtp = await startSmtp({ answer: (n) => (n === 0 ? { code: 550, message: "5.7.1 Relaying denied" } : { code: 452, message: "4.2.2 Mailbox full" }) });
    const c = config({ SMTP_URL: smtp.url });
    const mail = createMailer(c);
    const down = config({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const downMail = createMailer(down);
    try {
      await expect(sendEmail({ mail, config: c }, input())).rejects.toEqual(new MailDeliveryError("550 5.7.1 Relaying denied", true, 550));
      const full = await sendEmail({ mail, config: c }, input()).catch((e) => e);
      expect(full).toMatchObject({ message: "452 4.2.2 Mailbox full", permanent: false, responseCode: 452 });
      const refused = await sendEmail({ mail: downMail, config: down }, input()).catch((e) => e);
      expect(refused).toBeInstanceOf(MailDeliveryError);
      expect(refused.permanent).toBe(false);
      expect(refused.message).toMatch(/ECONNREFUSED/);
    } finally {
      await mail.close();
      await downMail.close();
      await smtp.close();
    }
  });
});
