import { CalendarDays } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { CALENDAR_HEADING } from "./heading";

export const calendarModule: WebModule = {
  routes: [{ path: paths.calendar, page: () => import("./CalendarPage") }],
  heading: CALENDAR_HEADING,
  nav: { path: paths.calendar, label: "Calendar", icon: CalendarDays },
  quickCreate: [{ kind: "event", label: "New event", dialog: () => import("./QuickEventDialog").then((m) => m.QuickEventDialog) }],
  notificationKinds: () => import("./notificationKinds"),
};
