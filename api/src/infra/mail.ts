import type { Transporter } from "nodemailer";
import type { Config } from "../config";

/**
 * Outgoing e-mail. Services never talk to a mail server themselves: they hand a message to the Mailer the app was
 * built with (through the shared `sendEmail` of modules/email, which brands and checks it). Drivers: not configured
 * (no SMTP_URL: every send fails with a reason the user can act on) and SMTP (nodemailer).
 */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** An address with an optional display name; names are encoded by the driver, never pasted into a header. */
export interface Mailbox {
  name?: string;
  address: string;
}

export interface MailMessage {
  to: string | Mailbox;
  /** defaults to the configured sender (SMTP_FROM) */
  from?: string | Mailbox;
  replyTo?: string | Mailbox;
  subject: string;
  text: string;
  html?: string;
  /**
   * Stable per logical e-mail (`<uuid@host>`): a retry of the same e-mail sends the same Message-ID, so a relay or
   * the recipient's client can tell a repeat from a new message.
   */
  messageId: string;
  attachments?: MailAttachment[];
  /**
   * A calendar invitation (iMIP, RFC 6047): the iCalendar text as a `text/calendar; method=...` alternative part and
   * as an `invite.ics` attachment, the form Google, Outlook and Apple Mail act on.
   */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
}

export interface MailReceipt {
  messageId: string;
  /** the relay's answer, e.g. "250 2.0.0 Ok: queued as 1A2B3C" */
  response: string;
}

export interface Mailer {
  /** false when no mail server is configured: callers may say so up front instead of trying */
  readonly configured: boolean;
  /** Resolves once the relay accepted the message; rejects with the relay's reason otherwise. */
  send(message: MailMessage): Promise<MailReceipt>;
  close(): Promise<void>;
}

export class MailNotConfiguredError extends Error {
  constructor() {
    super("E-mail delivery is not configured (set SMTP_URL)");
    this.name = "MailNotConfiguredError";
  }
}

/**
 * The relay did not take the message. `permanent`: it refused it for good (a 5xx answer such as "550 No such user"):
 * sending it again would get the same answer. Otherwise (a 4xx answer, no connection, a timeout) a later attempt may
 * succeed.
 */
export class MailDeliveryError extends Error {
  constructor(message: string, readonly permanent: boolean, readonly responseCode?: number) {
    super(message);
    this.name = "MailDeliveryError";
  }
}

/** The driver without SMTP_URL: nothing is sent, and every attempt fails with the reason. */
const notConfiguredMailer: Mailer = {
  configured: false,
  send: async () => {
    throw new MailNotConfiguredError();
  },
  close: async () => {},
};

/** nodemailer's error as the relay's reason: its answer when it gave one, else what went wrong on the way. */
function deliveryError(err: unknown): MailDeliveryError {
  const e = err as { message?: string; response?: string; responseCode?: number; code?: string };
  const code = typeof e.responseCode === "number" ? e.responseCode : undefined;
  const reason = (e.response || e.message || "unknown error").replace(/\s+/g, " ").trim().slice(0, 500);
  return new MailDeliveryError(reason, code !== undefined && code >= 500 && code < 600, code);
}

/**
 * The SMTP driver: nodemailer over SMTP_URL, a small pool of connections kept open between messages, and short
 * timeouts, so a relay that hangs fails the attempt (and the job retries) instead of holding a worker.
 */
function smtpMailer(smtp: { url: string; from: string }): Mailer {
  // nodemailer is loaded with the first message: most processes (an API instance, a test) send none
  let transport: Promise<Transporter> | null = null;
  const open = () => (transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport({
    url: smtp.url, pool: true, maxConnections: 3, maxMessages: 100,
    connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000,
  })));
  return {
    configured: true,
    async send(m) {
      try {
        const info: { messageId: string; response?: string } = await (await open()).sendMail({
          from: m.from ?? smtp.from, to: m.to, replyTo: m.replyTo, subject: m.subject, text: m.text, html: m.html,
          messageId: m.messageId, attachments: m.attachments,
          ...(m.calendar ? { icalEvent: { method: m.calendar.method, filename: "invite.ics", content: m.calendar.content } } : {}),
          // nothing in a message may become a header other than through the fields above
          disableFileAccess: true, disableUrlAccess: true,
        });
        return { messageId: info.messageId, response: String(info.response ?? "") };
      } catch (err) {
        throw deliveryError(err);
      }
    },
    close: async () => { if (transport) (await transport).close(); },
  };
}

/** The Mailer for a configuration: SMTP with SMTP_URL, otherwise the not-configured driver. */
export function createMailer(config: Config): Mailer {
  return config.smtp ? smtpMailer(config.smtp) : notConfiguredMailer;
}
