import { MailX } from "lucide-react";
import type { NotificationKindLooks } from "../../lib/webModule";

/** How the bell shows the notifications about this module's records (loaded with the bell's panel). */
const looks: NotificationKindLooks = {
  email_failed: { icon: MailX, palette: "red" },
};
export default looks;
