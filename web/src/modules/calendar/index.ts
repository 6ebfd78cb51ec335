import { CalendarDays } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";

/** Calendar: not built yet; its route shows the placeholder with this heading. */
export const calendarModule: WebModule = {
  routes: [{ path: paths.calendar }],
  heading: { heading: "Calendar", subtitle: "Manage your appointments and events" },
  nav: { path: paths.calendar, label: "Calendar", icon: CalendarDays },
};
