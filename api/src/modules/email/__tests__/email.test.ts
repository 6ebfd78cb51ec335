import { loadConfig } from "../../../config";
import { createMailer, MailDeliveryError, MailNotConfiguredError } from "../../../infra/mail";
import { EMAIL_LIMITS, EmailRefusedError, renderEmail, sendEmail, type EmailInput, type EmailSender } from "../email.service";
import { closedPort, startSmtp } from "./smtp";

const config = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: "/tmp/clientfolio-email-test", SESSION_SECRET: "x".repeat(40), PUBLIC_URL: "https://app.example.com", ...env });
const sender: EmailSender = { email: "pat@studio.example", firstName: "Pat", lastName: "Provider", companyName: "Studio <b>Nine</b>", brandColor: "#112233", brandLogo: "https://cdn.example.com/logo.png" };
const input = (over: Partial<EmailInput> = {}): EmailInput => ({
  to: { name: "Carol", address: "carol@client.example" }, subject: "Hello", body: "Line <i>one</i>\n\nTwo", sender, messageId: "<abc@app.example.com>", ...over,
});

describe("renderEmail", () => {
  const c = config({ SMTP_URL: "smtp://127.0.0.1:2525", SMTP_FROM: "Clientfolio <mailer@app.example.com>" });

  it("brands the HTML part, escapes the provider's text, and keeps a plain part", () => {
    const e = renderEmail(c, input());
    expect(e.from).toEqual({ name: "Studio <b>Nine</b>", address: "mailer@app.example.com" });
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
      expect(receipt.messageId).toBe("<abc@app.example.com>");
      expect(receipt.response).toMatch(/^250/);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].mail.headers.filter((h) => h.key === "bcc")).toEqual([]);
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
