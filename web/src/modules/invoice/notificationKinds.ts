import { BadgeCheck, MailWarning, ReceiptText } from "lucide-react";
import type { NotificationKindLooks } from "../../lib/webModule";

/** How the bell shows the notifications about this module's records (loaded with the bell's panel). */
const looks: NotificationKindLooks = {
  invoice_overdue: { icon: ReceiptText, palette: "red" },
  invoice_paid: { icon: BadgeCheck, palette: "green" },
  // made by a recurring invoice and kept as a draft (the e-mail quota, or no client e-mail)
  recurring_invoice_not_sent: { icon: MailWarning, palette: "orange" },
};
export default looks;
