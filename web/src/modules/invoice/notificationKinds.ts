import { BadgeCheck, BadgeDollarSign, CircleAlert, MailWarning, ReceiptText, Undo2 } from "lucide-react";
import type { NotificationKindLooks } from "../../lib/webModule";

/** How the bell shows the notifications about this module's records (loaded with the bell's panel). */
const looks: NotificationKindLooks = {
  invoice_overdue: { icon: ReceiptText, palette: "red" },
  invoice_paid: { icon: BadgeCheck, palette: "green" },
  // online payments (Stripe): part of a balance paid, more than the balance, a refund
  payment_received_online: { icon: BadgeDollarSign, palette: "green" },
  payment_overpaid: { icon: CircleAlert, palette: "orange" },
  payment_refunded: { icon: Undo2, palette: "orange" },
  // made by a recurring invoice and kept as a draft (the e-mail quota, or no client e-mail)
  recurring_invoice_not_sent: { icon: MailWarning, palette: "orange" },
};
export default looks;
