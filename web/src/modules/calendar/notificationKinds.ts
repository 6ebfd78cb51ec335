import { CalendarCheck, CalendarClock, CalendarX2, Unplug } from "lucide-react";
import type { NotificationKindLooks } from "../../lib/webModule";

/** How the bell shows the notifications about this module's records (loaded with the bell's panel). */
const looks: NotificationKindLooks = {
  event_reminder: { icon: CalendarClock, palette: "blue" },
  // an attendee answered an invitation (accepted, maybe, declined)
  event_rsvp: { icon: CalendarCheck, palette: "green" },
  calendar_sync_failed: { icon: CalendarX2, palette: "red" },
  // the calendar's Integration panel is where a connection is made again
  integration_needs_reconnect: { icon: Unplug, palette: "orange" },
};
export default looks;
