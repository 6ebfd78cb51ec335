import { SMTPServer, type SMTPServerDataStream } from "smtp-server";
import PostalMime from "postal-mime";

type Email = Awaited<ReturnType<typeof PostalMime.parse>>;

export interface ReceivedMail {
  /** the envelope recipients */
  to: string[];
  raw: string;
  mail: Email;
}

export interface Answer {
  /** an SMTP reply code, e.g. 550 or 451 */
  code: number;
  message: string;
}

export interface SmtpOptions {
  /** the answer to the n-th message (0-based) once its data arrived; null accepts it */
  answer?: (n: number, raw: string) => Answer | null | Promise<Answer | null>;
  /** the port to listen on (0: any free one) */
  port?: number;
}

export interface TestSmtp {
  port: number;
  url: string;
  /** messages the server accepted */
  accepted: ReceivedMail[];
  /** every message whose data arrived, accepted or not */
  received: ReceivedMail[];
  waitForAccepted(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (smtp-server), parsing what it gets with postal-mime. */
export async function startSmtp(options: SmtpOptions = {}): Promise<TestSmtp> {
  const accepted: ReceivedMail[] = [];
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // connections a client keeps open do not hold close() up
    closeTimeout: 200,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const item = { to: session.envelope.rcptTo.map((r) => r.address), raw, mail: await PostalMime.parse(raw) };
        const n = received.length;
        received.push(item);
        const answer = await options.answer?.(n, raw);
        if (answer) {
          const err = Object.assign(new Error(answer.message), { responseCode: answer.code });
          callback(err);
          return;
        }
        accepted.push(item);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    received,
    async waitForAccepted(n, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (accepted.length < n) {
        if (Date.now() > until) throw new Error(`the SMTP server accepted ${accepted.length} message(s), not ${n}, within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return accepted;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on right now (a relay that is down). */
export async function closedPort(): Promise<number> {
  const s = await startSmtp();
  await s.close();
  return s.port;
}
