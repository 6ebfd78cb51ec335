import type { Config } from "../config";

/**
 * Outgoing e-mail. Services never talk to a mail server themselves: they hand a message to the Mailer the app was
 * built with. Drivers: `notConfigured` (no SMTP_URL: every send fails with a reason the user can act on) and SMTP.
 */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  /** defaults to the configured sender (SMTP_FROM) */
  from?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Stable per logical e-mail (`<uuid@host>`): a retry of the same e-mail sends the same Message-ID, so a relay or
   * the recipient's client can tell a repeat from a new message.
   */
  messageId: string;
  attachments?: MailAttachment[];
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

/** The driver without SMTP_URL: nothing is sent, and every attempt fails with the reason. */
const notConfiguredMailer: Mailer = {
  configured: false,
  send: async () => {
    throw new MailNotConfiguredError();
  },
  close: async () => {},
};

/**
 * The Mailer for a configuration. The SMTP driver (nodemailer over SMTP_URL) joins here with the messages module;
 * until then a configured SMTP_URL is parsed and validated but nothing in the product sends mail.
 */
export function createMailer(_config: Config): Mailer {
  return notConfiguredMailer;
}
