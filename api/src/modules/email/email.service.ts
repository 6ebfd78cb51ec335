import crypto from "node:crypto";
import type { User } from "../../generated/prisma/client";
import type { Config } from "../../config";
import type { MailAttachment, Mailbox, Mailer, MailMessage, MailReceipt } from "../../infra/mail";
import { isHttpUrl, optionalEmail } from "@common/validation";
import { DEFAULT_BRAND_COLOR, HEX_COLOR, contrastText } from "@common/user-display";
import { HEADER_UNSAFE_CHARS, oneLineText } from "@common/message";
import type { AppResources } from "../../context";
import { isEmailQuotaTicket, takeEmailQuota, type EmailQuotaTicket } from "./email.quota";

/**
 * The one way the product sends e-mail (messages today; invoices, calendar invitations, contracts and automation
 * next): a provider's text to one recipient, as a branded HTML part (brand colour, logo and company name from the
 * provider's settings; no scripts, user text escaped) with the same text as the plain part, from the configured
 * sender with the provider's company as display name and Reply-To the provider's own address, so answers reach them.
 *
 * Input that cannot make a safe e-mail is refused before anything is sent (EmailRefusedError): line breaks or
 * control characters in a subject, name or address (they would start new headers), malformed addresses, oversized
 * parts. Callers keep a stable Message-ID per logical e-mail (`newEmailMessageId`, stored with the record), so a
 * retry sends the very same message.
 */
export const EMAIL_LIMITS = { subject: 300, name: 200, body: 100_000, attachmentBytes: 10 * 1024 * 1024 } as const;

/** The e-mail cannot be sent as given; no retry changes that. */
export class EmailRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmailRefusedError";
  }
}

/** What of the provider's row the e-mail shows. */
export type EmailSender = Pick<User, "email" | "firstName" | "lastName" | "companyName" | "brandColor" | "brandLogo">;

export interface EmailInput {
  to: { name?: string | null; address: string };
  subject: string;
  /** plain text written by the provider; paragraphs and line breaks are kept */
  body: string;
  sender: EmailSender;
  /** `<id@host>`, the same for every attempt of this e-mail */
  messageId: string;
  attachments?: MailAttachment[];
  /** a calendar invitation or cancellation carried by the e-mail (iMIP) */
  calendar?: MailMessage["calendar"];
  /** the workspace's e-mail quota, taken for this e-mail (email.quota.ts): nothing is sent without it */
  quota: EmailQuotaTicket;
}

/** An e-mail was about to leave without the workspace's quota: a programming error, never sent. */
export class EmailNotCountedError extends Error {
  constructor() {
    super("An e-mail must take the workspace's e-mail quota before it is sent (takeEmailQuota, sendCountedEmail)");
    this.name = "EmailNotCountedError";
  }
}

/** A new Message-ID for a logical e-mail, on the app's public host. */
export function newEmailMessageId(config: Pick<Config, "publicUrl">): string {
  return `<${crypto.randomUUID()}@${new URL(config.publicUrl).hostname}>`;
}

const emailAddress = optionalEmail("invalid");
const isEmail = (v: string) => v !== "" && emailAddress.isValidSync(v);
/** Characters as people count them (an emoji is one). */
const charCount = (v: string) => [...v].length;

// CR and LF start a new header; other control characters (C0, DEL, C1) and the Unicode line and paragraph
// separators have no place in one either: the same rule as the message schema's, so what it saves can be sent
const HEADER_UNSAFE = HEADER_UNSAFE_CHARS;

function headerText(what: string, value: string, max: number): string {
  if (HEADER_UNSAFE.test(value)) throw new EmailRefusedError(`The ${what} must be on one line`);
  if (charCount(value) > max) throw new EmailRefusedError(`The ${what} must be at most ${max} characters`);
  return value.trim();
}

function mailbox(what: string, m: { name?: string | null; address: string }): Mailbox {
  const address = headerText(`${what} address`, m.address, 254);
  if (!isEmail(address)) throw new EmailRefusedError(`The ${what} address is not a valid e-mail address`);
  const name = m.name ? headerText(`${what} name`, m.name, EMAIL_LIMITS.name) : "";
  return name ? { name, address } : { address };
}

/** The configured sender's address (SMTP_FROM is `Name <address>` or a bare address). */
function senderAddress(config: Pick<Config, "smtp" | "publicUrl">): string {
  const from = config.smtp?.from ?? `no-reply@${new URL(config.publicUrl).hostname}`;
  return /<([^<>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** A button paragraph: `[Label](https://...)` alone (no brackets or parentheses inside). */
const BUTTON = /^\[([^\[\]\n]{1,60})\]\((https?:\/\/[^\s()<>"]+)\)$/;

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

function personName(s: EmailSender): string {
  return [s.firstName, s.lastName].filter(Boolean).join(" ").trim();
}

/**
 * The name the recipient sees (the From display name): the company, else the provider's name, else the product's;
 * every control character (C0, DEL, C1) and line or paragraph separator becomes a space, so none reaches the header
 * even encoded; at most EMAIL_LIMITS.name characters (an emoji is one).
 */
export function emailBrandName(s: EmailSender): string {
  return displayName(s.companyName ?? "") || displayName(personName(s)) || "Clientfolio";
}

/** A name fit for a header's display name: one line without control characters, at most EMAIL_LIMITS.name characters. */
function displayName(value: string): string {
  return [...oneLineText(value)].slice(0, EMAIL_LIMITS.name).join("").trim();
}

export interface RenderedEmail {
  from: Mailbox;
  replyTo: Mailbox;
  to: Mailbox;
  subject: string;
  text: string;
  html: string;
}

/** The e-mail as it will be sent; throws EmailRefusedError for input that cannot make a safe one. */
export function renderEmail(config: Pick<Config, "smtp" | "publicUrl">, input: EmailInput): RenderedEmail {
  const to = mailbox("recipient", input.to);
  const subject = headerText("subject", input.subject, EMAIL_LIMITS.subject);
  if (!subject) throw new EmailRefusedError("The subject is empty");
  if (charCount(input.body) > EMAIL_LIMITS.body) throw new EmailRefusedError(`The message must be at most ${EMAIL_LIMITS.body} characters`);
  const bytes = (input.attachments ?? []).reduce((n, a) => n + a.content.length, 0);
  if (bytes > EMAIL_LIMITS.attachmentBytes) throw new EmailRefusedError("The attachments are larger than 10 MB");
  const company = emailBrandName(input.sender);
  const replyTo = mailbox("reply-to", { name: displayName(personName(input.sender)) || company, address: input.sender.email });
  const body = input.body.replace(/\r\n?/g, "\n").replace(/\u0000/g, "").trim();

  const color = HEX_COLOR.test(input.sender.brandColor) ? input.sender.brandColor.toLowerCase() : DEFAULT_BRAND_COLOR;
  const onColor = contrastText(color) === "black" ? "#111827" : "#ffffff";
  const logo = input.sender.brandLogo && isHttpUrl(input.sender.brandLogo)
    ? `<img src="${escapeHtml(input.sender.brandLogo)}" alt="${escapeHtml(company)}" height="40" style="display:block;height:40px;max-width:200px;border:0;margin:0 0 12px 0;">`
    : "";
  // a paragraph that is only `[Label](https://...)` is a button (an invitation's "Review and sign"); the text part shows
  // its label and address
  // (several such lines in one paragraph are a row of buttons: an invitation's Accept / Maybe / Decline)
  const buttons = (p: string) => {
    const found = p.trim().split("\n").map((line) => BUTTON.exec(line.trim()));
    return found.every((b) => b !== null) ? found as RegExpExecArray[] : null;
  };
  const paragraphs = body.split(/\n{2,}/).map((p) => {
    const row = buttons(p);
    return row
      ? `<p style="margin:8px 0 24px 0;">${row.map((b, i) => `<a href="${escapeHtml(b[2])}" style="display:inline-block;background-color:${i === 0 ? color : "#ffffff"};color:${i === 0 ? onColor : "#1f2937"};${i === 0 ? "" : "border:1px solid #d1d5db;"}padding:12px ${row.length > 1 ? 18 : 24}px;border-radius:6px;font-weight:bold;text-decoration:none;margin:0 8px 8px 0;">${escapeHtml(b[1])}</a>`).join("")}</p>`
      : `<p style="margin:0 0 16px 0;">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`;
  }).join("\n");
  const textBody = body.split(/\n{2,}/).map((p) => { const row = buttons(p); return row ? row.map((b) => `${b[1]}: ${b[2]}`).join("\n") : p; }).join("\n\n");
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">
<tr><td style="background-color:${color};color:${onColor};padding:20px 32px;border-radius:8px 8px 0 0;">
${logo}<div style="font-size:20px;font-weight:bold;line-height:1.3;">${escapeHtml(company)}</div>
</td></tr>
<tr><td style="padding:28px 32px 12px 32px;font-size:15px;line-height:1.6;">
<h1 style="margin:0 0 20px 0;font-size:18px;line-height:1.4;color:#111827;">${escapeHtml(subject)}</h1>
${paragraphs}
</td></tr>
<tr><td style="padding:16px 32px 24px 32px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280;">
Sent by ${escapeHtml(company)}. Reply to this e-mail to answer ${escapeHtml(replyTo.name ?? company)}.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = `${company}\n\n${subject}\n\n${textBody}\n\n--\nSent by ${company}. Reply to this e-mail to answer ${replyTo.name ?? company}.\n`;
  return { from: { name: company, address: senderAddress(config) }, replyTo, to, subject, text, html };
}

/**
 * Sends one e-mail through the app's Mailer. Resolves once the relay accepted it; rejects with EmailRefusedError
 * (bad input), MailNotConfiguredError (no SMTP_URL) or MailDeliveryError (the relay's reason). It is the quota's gate:
 * it sends only with a ticket of email.quota.ts (`input.quota`: whoever decides on an e-mail took it from the
 * workspace's quota, once per e-mail, not per attempt), and refuses anything else (EmailNotCountedError).
 */
export async function sendEmail(res: { mail: Mailer; config: Pick<Config, "smtp" | "publicUrl"> }, input: EmailInput): Promise<MailReceipt> {
  if (!isEmailQuotaTicket(input.quota)) throw new EmailNotCountedError();
  if (!/^<[^<>\s@]+@[^<>\s@]+>$/.test(input.messageId)) throw new EmailRefusedError("The Message-ID is malformed");
  const e = renderEmail(res.config, input);
  if (input.calendar && Buffer.byteLength(input.calendar.content) > EMAIL_LIMITS.attachmentBytes) throw new EmailRefusedError("The invitation is larger than 10 MB");
  return res.mail.send({ ...e, messageId: input.messageId, attachments: input.attachments, ...(input.calendar ? { calendar: input.calendar } : {}) });
}

/**
 * One e-mail decided now (a job's: a reminder, an invitation, a signed contract's copy): the workspace's quota taken
 * (past it TooManyRequestsError, nothing sent), then sent; the point goes back when the relay did not take it.
 */
export async function sendCountedEmail(res: Pick<AppResources, "mail" | "config" | "limits">, userId: string, input: Omit<EmailInput, "quota">): Promise<MailReceipt> {
  const quota = await takeEmailQuota(res, userId);
  try {
    return await sendEmail(res, { ...input, quota });
  } catch (err) {
    await quota.giveBack();
    throw err;
  }
}
