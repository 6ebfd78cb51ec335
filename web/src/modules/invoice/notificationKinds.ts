import { BadgeCheck, ReceiptText } from "lucide-react";
import type { NotificationKindLooks } from "../../lib/webModule";

/** How the bell shows the notifications about this module's records (loaded with the bell's panel). */
const looks: NotificationKindLooks = {
  invoice_overdue: { icon: ReceiptText, palette: "red" },
  invoice_paid: { icon: BadgeCheck, palette: "green" },
};
export default looks;
