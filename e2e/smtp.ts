/**
 * The e2e runner's mail relay: a real SMTP server (smtp-server) on a free loopback port that the app under test
 * sends its e-mail to (SMTP_URL). It keeps every message it accepted, parsed (postal-mime), for the specs to check,
 * and refuses recipients whose address starts with "bounce" with a permanent 550, so a spec can see a delivery fail.
 */
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import PostalMime from "postal-mime";

/** The reply to a refused recipient, as the app shows it ('Email failed' with the reason). */
export const REFUSED_REPLY = "5.1.1 Mailbox unavailable: no such user here";

/** An address the relay refuses with 550 (any local part starting with "bounce"). */
export function refusedAddress(tag = "e2e"): string {
  return `bounce-${tag}-${Date.now().toString(36)}@example.com`;
}

const isRefused = (address: string) => /^bounce/i.test(address);

interface ReceivedMail {
  /** The envelope recipients. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  replyTo: string;
  /** When the data arrived (ms since the epoch). */
  receivedAt: number;
}

/** What specs see of the relay. */
export interface MailSink {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Every message accepted, in arrival order. */
  received: readonly ReceivedMail[];
  /** Resolves with the first accepted message (already received or arriving) that `match` accepts. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** How many recipients were refused with 550 so far. */
  refusedCount(): number;
  close(): Promise<void>;
}

/** Starts the relay on a free port of 127.0.0.1. */
export async function startMailSink(): Promise<MailSink> {
  const received: ReceivedMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    // plain SMTP on loopback: no TLS upgrade to negotiate, no login
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // connections the app's pool keeps open do not hold close() up
    closeTimeout: 200,
    onRcptTo(address: SMTPServerAddress, _session: SMTPServerSession, callback: (err?: Error | null) => void) {
      if (!isRefused(address.address)) return callback();
      refused += 1;
      callback(Object.assign(new Error(REFUSED_REPLY), { responseCode: 550 }));
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null) => void) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        PostalMime.parse(raw).then(
          (mail) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: mail.from?.address ?? "",
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: mail.html ?? "",
              messageId: mail.messageId ?? "",
              replyTo: mail.replyTo?.[0]?.address ?? "",
              receivedAt: Date.now(),
            });
            callback();
          },
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  // a client that misbehaves must not stop the runner
  server.on("error", () => undefined);
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusedCount: () => refused,
    async waitFor(match, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > until) throw new Error(`the SMTP server received no matching message within ${timeoutMs} ms (${received.length} received)`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
