import { Prisma, type DomainEvent, type Message } from "../../generated/prisma/client";
import type { AppResources } from "../../context";
import { publishSignal, publishRecorded } from "../../pubsub";
import { MailDeliveryError, MailNotConfiguredError, type MailAttachment } from "../../infra/mail";
import { dispatchWritten, recordEvent, type EventHandler } from "../../jobs/outbox";
import { EmailRefusedError, emailBrandName, recordedEmailTicket, sendEmail } from "../email";
import { createNotification } from "../notification";
import { messageLink } from "@common/notification";
import { MESSAGE_CREATED } from "./message.service";
import { attachmentSourceFor } from "../../module";
import { defineNotificationKinds } from "../../notification-kinds";

// the notification kinds this module creates (notification-kinds.ts)
const messageNotifications = defineNotificationKinds({
  email_failed: "a message's e-mail failed for good (after its retries, or refused by the relay)",
});
type MessageNotifications = typeof messageNotifications;
declare module "../../notification-kinds" {
  interface NotificationKinds extends MessageNotifications {}
}

/**
 * The e-mail of a message, one job per message (the `message-email` handler of its `message.created` event).
 *
 * The card shows 'Sending...' (emailSent false, no notificationError) until the relay accepts the message, then
 * emailSent and emailSentAt. A relay that refuses for good (5xx) or input that cannot make a safe e-mail fails the
 * delivery at once; anything else (no connection, a timeout, a 4xx answer) is retried with backoff, and after the
 * last attempt the relay's reason becomes the message's notificationError, with a notification in the bell.
 *
 * Every attempt sends the same Message-ID (stored with the message). Delivery is at least once: a process that dies
 * after the relay accepted and before emailSent was stored sends the e-mail again on the retry, with that same
 * Message-ID, so the recipient's mail system can recognise the copy.
 *
 * It takes nothing from the workspace's e-mail quota (email.quota.ts): the message was counted when it was created
 * (`createMessage`) or recorded (`recordSentMessage`, whose caller took the point), and its attempts are one e-mail.
 * A job that decides on an e-mail of its own (an invitation, a contract, an automation step) calls `takeEmailQuota`
 * first, then records it with `recordSentMessage` (delivered here) or sends it with `sendEmail`.
 */
export const messageEmailHandler: EventHandler = {
  name: "message-email",
  types: [MESSAGE_CREATED],
  // a message that goes by e-mail (its payload says so); one kept in the app has nothing to send
  when: ({ payload }) => Prisma.sql`(${payload}->>'email')::boolean IS TRUE`,
  // about 15 s, 30 s, 1, 2, 4 and 8 minutes between attempts: a relay down for a quarter of an hour loses nothing
  policy: { retryLimit: 6, retryDelay: 15, expireInSeconds: 120, concurrency: 3 },
  handle: ({ resources, event, lastAttempt }) => deliverMessageEmail(resources, event, lastAttempt),
  onDead: async (resources, event, reason) => {
    const message = await pendingMessage(resources, event);
    if (message) await recordFailure(resources, event, message, `E-mail delivery failed: ${reason}`, true);
  },
};

/** The files of a message's e-mail, each made by the attachment source of the module that owns its path (module.ts). */
async function messageAttachments(res: AppResources, m: Message): Promise<MailAttachment[]> {
  const out: MailAttachment[] = [];
  for (const path of m.attachments) {
    const source = attachmentSourceFor(path);
    const file = source ? await source.make(res, m.userId, path) : null;
    if (!file) throw new EmailRefusedError(`The attachment ${path} is no longer available`);
    out.push(file);
  }
  return out;
}

/** The message of the event when its e-mail is still to be delivered (not sent, not failed, not deleted). */
async function pendingMessage(res: AppResources, event: DomainEvent) {
  const m = await res.prisma.message.findFirst({ where: { id: event.entityId, userId: event.userId }, include: { user: true } });
  return m && m.contactEmail && !m.emailSent && !m.notificationError ? m : null;
}

async function deliverMessageEmail(res: AppResources, event: DomainEvent, lastAttempt: boolean): Promise<void> {
  const m = await pendingMessage(res, event);
  if (!m) return;
  // counted before the attempt: an attempt cut short by a crash still shows in the delivery details
  await res.prisma.message.update({ where: { id: m.id }, data: { emailAttempts: { increment: 1 } } });
  try {
    const attachments = await messageAttachments(res, m);
    await sendEmail(res, {
      to: { name: m.contactName, address: m.contactEmail! },
      subject: m.subject || `Message from ${emailBrandName(m.user)}`,
      body: m.content,
      sender: m.user,
      messageId: m.emailMessageId ?? `<${m.id}@${new URL(res.config.publicUrl).hostname}>`,
      ...(attachments.length ? { attachments } : {}),
      // counted when the message was written (createMessage, recordSentMessage)
      quota: recordedEmailTicket(),
    });
  } catch (err) {
    const permanent = err instanceof EmailRefusedError || err instanceof MailNotConfiguredError || (err instanceof MailDeliveryError && err.permanent);
    const reason = err instanceof Error ? err.message : String(err);
    if (permanent || lastAttempt) {
      await recordFailure(res, event, m, reason, !(err instanceof MailNotConfiguredError));
      // a permanent refusal ends here; a last attempt that failed also fails its job (the dead-letter log)
      if (permanent) return;
    }
    throw err;
  }
  const sent = await res.prisma.$transaction(async (tx) => {
    const { count } = await tx.message.updateMany({ where: { id: m.id, emailSent: false }, data: { emailSent: true, emailSentAt: new Date(), notificationError: null } });
    return count ? recordEvent(tx, { type: "message.email_sent", userId: m.userId, entityType: "message", entityId: m.id, payload: {}, cause: event }) : null;
  });
  if (!sent) return;
  publishRecorded(res.pubsub, [sent]);
  await dispatchWritten(res, [sent]);
}

/** The delivery failed for good: the card shows 'Email failed' with the reason, and the bell says so. */
async function recordFailure(res: AppResources, cause: DomainEvent, m: Message, reason: string, notify: boolean) {
  const done = await res.prisma.$transaction(async (tx) => {
    const { count } = await tx.message.updateMany({ where: { id: m.id, emailSent: false, notificationError: null }, data: { notificationError: reason.slice(0, 1000) } });
    if (!count) return null;
    const notification = notify ? await createNotification(tx, m.userId, {
      type: "email_failed",
      title: `E-mail to ${m.contactName || m.contactEmail} failed`,
      body: `${m.subject || "No Subject"}: ${reason}`.slice(0, 1000),
      link: messageLink(m.id),
      dedupeKey: `email-failed:${m.id}`,
    }) : null;
    const event = await recordEvent(tx, { type: "message.email_failed", userId: m.userId, entityType: "message", entityId: m.id, payload: { reason }, cause });
    return { notification, event };
  });
  if (!done) return;
  publishRecorded(res.pubsub, [done.event]);
  if (done.notification) publishSignal(res.pubsub, m.userId, "notification.created", done.notification.id);
  await dispatchWritten(res, [done.event]);
}
