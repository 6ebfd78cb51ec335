import { Prisma } from "../../generated/prisma/client";
import type { EventHandler } from "../../jobs/outbox";
import { MailNotConfiguredError } from "../../infra/mail";
import { TooManyRequestsError } from "../../errors";
import { formatMoney } from "@common/money";
import { balanceOf } from "@common/payment";
import { EmailRefusedError, emailBrandName, sendCountedEmail } from "../email";
import { invoicePageUrl } from "./invoice.public";

/*
 * The client's receipt for a payment taken online: the `payment.received` event of a provider's payment (never one
 * recorded by hand: the provider tells the client themselves) is e-mailed to the invoice's client, within the
 * workspace's e-mail quota (past it, or without SMTP, there is no receipt and the log says so). At least once: the
 * e-mail has a Message-ID of its own, the same on every attempt.
 */
export const paymentReceiptHandler: EventHandler = {
  name: "payment-receipt-email",
  types: ["payment.received"],
  when: ({ payload }) => Prisma.sql`(${payload})->'record'->>'provider' IS NOT NULL`,
  policy: { retryLimit: 6, retryDelay: 30, expireInSeconds: 120 },
  handle: async ({ resources: res, event }) => {
    const p = await res.prisma.payment.findFirst({
      where: { id: event.entityId, userId: event.userId, provider: { not: null } },
      include: { invoice: { include: { client: true, user: true } } },
    });
    const to = p?.invoice.client.email;
    if (!p || !to) return;
    const inv = p.invoice;
    const money = (v: string) => formatMoney(v, { cents: true, currency: inv.currency }) ?? v;
    const balance = balanceOf(inv.total, inv.amountPaid);
    const page = invoicePageUrl(res, inv);
    const brand = emailBrandName(inv.user);
    const body = [
      `Thank you: we received your payment of ${money(p.amount.toFixed(2))} for invoice ${inv.invoiceNumber}.`,
      Number(balance) > 0 ? `${money(balance)} is left to pay on it.` : "The invoice is now paid in full.",
      `Payment reference: ${p.reference ?? p.id}`,
      page ? `The invoice and its payments: ${page}` : "",
    ].filter(Boolean).join("\n\n");
    try {
      await sendCountedEmail(res, inv.userId, {
        to: { name: inv.client.name, address: to }, subject: `Receipt for invoice ${inv.invoiceNumber} from ${brand}`.slice(0, 200), body,
        sender: inv.user, messageId: `<receipt-${p.id}@${new URL(res.config.publicUrl).hostname}>`,
      });
    } catch (err) {
      if (err instanceof MailNotConfiguredError || err instanceof EmailRefusedError || err instanceof TooManyRequestsError) {
        res.log.info({ workspace: inv.userId, payment: p.id, reason: (err as Error).message }, "no receipt e-mailed for an online payment");
        return;
      }
      throw err;
    }
  },
};
