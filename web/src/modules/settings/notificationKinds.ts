import { WebhookOff } from "lucide-react";
import type { NotificationKindLooks } from "../../lib/webModule";

/** How the bell shows the notifications about this module's records (loaded with the bell's panel). */
const looks: NotificationKindLooks = {
  // the outgoing webhooks are managed in Settings
  webhook_disabled: { icon: WebhookOff, palette: "red" },
};
export default looks;
