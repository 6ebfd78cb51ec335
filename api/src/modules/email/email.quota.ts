import type { AppResources } from "../../context";
import type { Limit, Limits } from "../../infra/limits";
import { TooManyRequestsError } from "../../errors";

/**
 * The outgoing e-mail quota of a workspace: at most `config.quotas.emailsPerHour` e-mails to other people per hour
 * and `emailsPerDay` per day (QUOTA_EMAILS_PER_HOUR, QUOTA_EMAILS_PER_DAY), counted per workspace (its user id)
 * through the app's limits. Every e-mail goes out from the product's own sender address, so without it one account
 * could use the product as a relay for spam.
 *
 * It is the one gate of every outgoing e-mail: `sendEmail` (email.service.ts) sends nothing without a ticket of this
 * module (a type only these functions make, checked again when sending), so a new kind of e-mail cannot leave
 * uncounted. E-mails to the provider's own address count too (reminders, the provider's copy of a signed contract):
 * that address is whatever the sign-up typed, unverified.
 *
 * One point per e-mail, taken when the e-mail is decided, before anything is written:
 * - a message with a contact e-mail (`createMessage`) and an invoice sent (`sendInvoice`) take it in the request, and
 *   past the quota answer TooManyRequestsError (REST 429 with Retry-After, the GraphQL union member) with nothing
 *   stored; a write that fails after the point was taken gives it back (`withEmailQuota`);
 * - `recordSentMessage` (an e-mail the product sends for another module) takes the caller's ticket as proof that it
 *   was counted;
 * - a job that e-mails (calendar invitations and reminders, contracts, automation's send_email step) calls
 *   `takeEmailQuota(resources, userId)` before it records or sends the e-mail, or sends through `sendCountedEmail`;
 *   past the quota it throws TooManyRequestsError, which the job shows where the e-mail belongs (a step's run, the
 *   event's invitation failures, the event's reminder);
 * - the `message-email` job (message.email.ts) takes nothing: it delivers, and retries, the e-mail of a message that
 *   was counted when it was created, with `recordedEmailTicket()`.
 *
 * Without a mail server (no SMTP_URL) nothing is taken: no e-mail can leave, and the message is recorded as failed.
 */
declare const TICKET: unique symbol;

export interface EmailQuotaTicket {
  /** The e-mail was not recorded after all (its write failed): the point goes back to the workspace. */
  giveBack(): Promise<void>;
  /** only this module makes tickets */
  readonly [TICKET]: true;
}

/** The tickets this module made: `sendEmail` refuses anything else. */
const issued = new WeakSet<object>();

function ticket(giveBack: () => Promise<void>): EmailQuotaTicket {
  const t = { giveBack } as EmailQuotaTicket;
  issued.add(t);
  return t;
}

/** Whether the value is a ticket this module made. */
export function isEmailQuotaTicket(value: unknown): value is EmailQuotaTicket {
  return typeof value === "object" && value !== null && issued.has(value);
}

/**
 * The ticket of an e-mail whose record took the quota when it was written (a message: `createMessage` and
 * `recordSentMessage` take one): its delivery and its retries count nothing again. Only the message e-mail job uses it.
 */
export function recordedEmailTicket(): EmailQuotaTicket {
  return ticket(async () => {});
}

interface EmailLimits {
  perHour: Limit;
  perDay: Limit;
}

// each app has one set of limits, and a limit's name may be created once per set
const limitsOf = new WeakMap<Limits, EmailLimits>();

function emailLimits(res: Pick<AppResources, "limits" | "config">): EmailLimits {
  let l = limitsOf.get(res.limits);
  if (!l) {
    const { emailsPerHour, emailsPerDay } = res.config.quotas;
    l = {
      perHour: res.limits.limit("emails-per-hour", { points: emailsPerHour, windowSeconds: 60 * 60 }),
      perDay: res.limits.limit("emails-per-day", { points: emailsPerDay, windowSeconds: 24 * 60 * 60 }),
    };
    limitsOf.set(res.limits, l);
  }
  return l;
}

/** '45 seconds', '1 minute', '23 minutes', '5 hours': the wait, rounded up. */
function waitText(seconds: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? "" : "s"}`;
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), "second");
  if (seconds <= 90 * 60) return unit(Math.ceil(seconds / 60), "minute");
  return unit(Math.ceil(seconds / 3600), "hour");
}

/**
 * Takes one e-mail from the workspace's hourly and daily quotas, or throws TooManyRequestsError naming the quota
 * reached (the longer wait when both are) with the seconds until it frees up. Nothing is taken when it throws.
 */
export async function takeEmailQuota(res: Pick<AppResources, "limits" | "config" | "mail">, userId: string): Promise<EmailQuotaTicket> {
  if (!res.mail.configured) return ticket(async () => {});
  const { perHour, perDay } = emailLimits(res);
  const [hour, day] = await Promise.all([perHour.take(userId), perDay.take(userId)]);
  if (hour.allowed && day.allowed) {
    let given = false;
    return ticket(async () => {
      if (given) return;
      given = true;
      await Promise.all([perHour.give(userId), perDay.give(userId)]);
    });
  }
  // a refused take takes nothing; the one that was allowed is given back
  if (hour.allowed) await perHour.give(userId);
  if (day.allowed) await perDay.give(userId);
  const [limit, state, per] = !day.allowed && (hour.allowed || day.retryAfterSeconds >= hour.retryAfterSeconds)
    ? [perDay, day, "day"] : [perHour, hour, "hour"];
  throw new TooManyRequestsError(
    `E-mail quota reached: at most ${limit.rule.points} e-mail${limit.rule.points === 1 ? "" : "s"} per ${per}. Try again in ${waitText(state.retryAfterSeconds)}.`,
    state.retryAfterSeconds,
  );
}

/**
 * `write` (which records e-mails to be sent) counted against the quota: the point is taken first (past the quota
 * TooManyRequestsError, and `write` does not run), and given back when `write` fails.
 */
export async function withEmailQuota<T>(
  res: Pick<AppResources, "limits" | "config" | "mail">,
  userId: string,
  write: (ticket: EmailQuotaTicket) => Promise<T>,
): Promise<T> {
  const ticket = await takeEmailQuota(res, userId);
  try {
    return await write(ticket);
  } catch (e) {
    await ticket.giveBack();
    throw e;
  }
}
