import { CalendarDays } from "lucide-react";
import type { WebModule } from "../../lib/webModule";
import { CALENDAR_HEADING } from "./heading";

const CALENDAR = "/calendar";

export const calendarModule: WebModule = {
  routes: [{ path: CALENDAR, page: () => import("./CalendarPage") }],
  heading: CALENDAR_HEADING,
  nav: { path: CALENDAR, label: "Calendar", icon: CalendarDays },
  records: { event: { list: CALENDAR, one: "/calendar?event=:id" } },
  quickCreate: [{ kind: "event", label: "New event", dialog: () => import("./QuickEventDialog").then((m) => m.QuickEventDialog) }],
  notificationKinds: () => import("./notificationKinds"),
  hubBlocks: [{ key: "events", on: { client: 50, project: 50 }, block: () => import("./EventsHubBlock").then((m) => m.eventsHubBlock) }],
};
