import { AlarmClock } from "lucide-react";
import type { NotificationKindLooks } from "../../lib/webModule";

/** How the bell shows the notifications about this module's records (loaded with the bell's panel). */
const looks: NotificationKindLooks = {
  task_overdue: { icon: AlarmClock, palette: "orange" },
};
export default looks;
