import { Prisma, type DomainEvent } from "../../generated/prisma/client";
import type { AppResources, ServiceContext } from "../../context";
import type { EventHandler } from "../../jobs/outbox";
import { TooManyRequestsError, ValidationError } from "../../errors";
import { publishSignal } from "../../pubsub";
import { defineNotificationKinds } from "../../notification-kinds";
import { createNotification } from "../notification";
import { sendInvoice } from "../invoice";

// the notification kinds this module creates (notification-kinds.ts)
const recurringNotifications = defineNotificationKinds({
  recurring_invoice_not_sent: "a recurring invoice made an invoice it could not e-mail (the e-mail quota, or no client e-mail): it stays a draft",
});
type RecurringNotifications = typeof recurringNotifications;
declare module "../../notification-kinds" {
  interface NotificationKinds extends RecurringNotifications {}
}

/** The app path of an invoice (common/notification.ts's invoiceLink: the Invoice global id, URL-encoded). */
const invoiceLink = (id: string) => `/invoicing/${encodeURIComponent(Buffer.from(`Invoice:${id}`).toString("base64"))}`;

/**
 * The e-mail of an automatic recurring invoice: the job of its `recurring_invoice.generated` event (one per event,
 * with a fixed id: the outbox). Sent through the invoice's own send (its message, the draft becoming sent) with
 * `draftOnly`: a job run again after a crash finds the invoice sent and sends nothing more, and two runs at once
 * record one e-mail. Refused by the e-mail quota, or for a client without an e-mail address, the invoice stays a draft
 * and the bell says so (once per invoice); it is never lost.
 */
async function sendGenerated(res: AppResources, event: DomainEvent, workspace: () => Promise<ServiceContext | null>) {
  const invoiceId = (event.payload as { invoiceId?: string }).invoiceId;
  if (!invoiceId) return;
  const invoice = await res.prisma.invoice.findFirst({ where: { id: invoiceId, userId: event.userId }, select: { id: true, status: true, invoiceNumber: true } });
  if (!invoice || invoice.status !== "draft") return;
  const ctx = await workspace();
  if (!ctx) return;
  try {
    await sendInvoice(ctx, invoice.id, { draftOnly: true });
  } catch (e) {
    if (!(e instanceof TooManyRequestsError || e instanceof ValidationError)) throw e;
    const reason = e instanceof TooManyRequestsError ? "the workspace's e-mail quota is used up" : Object.values(e.fieldErrors ?? {})[0] ?? e.message;
    const n = await createNotification(res.prisma, event.userId, {
      type: "recurring_invoice_not_sent",
      title: `Invoice ${invoice.invoiceNumber} was not sent`,
      body: `It was made by a recurring invoice and kept as a draft: ${reason}. Review it and send it from the invoice.`,
      link: invoiceLink(invoice.id),
      dedupeKey: `recurring-invoice-not-sent:${invoice.id}`,
    });
    if (n) publishSignal(res.pubsub, event.userId, "notification.created", n.id);
  }
}

export const recurringInvoiceSendHandler: EventHandler = {
  name: "recurring-invoice-send",
  types: ["recurring_invoice.generated"],
  // the automatic ones only; one made as a draft for review has nothing to send
  when: ({ payload }) => Prisma.sql`(${payload}->>'autoSend')::boolean IS TRUE`,
  policy: { retryLimit: 5, retryDelay: 30, expireInSeconds: 120, concurrency: 2 },
  handle: ({ resources, event, workspace }) => sendGenerated(resources, event, () => workspace("system")),
};
