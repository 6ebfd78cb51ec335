// The calendar module's face: events with recurrence, reminders, invitations, CalDAV sync, the ICS feed and meeting links.
import "./calendar.schema";
import type { ApiModule } from "../../module";
import { calendarPublicRoutes, calendarRoutes } from "./calendar.rest";
import { caldavPushHandler } from "./calendar.sync";
import { meetingTimeHandler } from "./calendar.meeting";

export const calendarModule: ApiModule = {
  name: "calendar",
  routes: calendarRoutes,
  publicRoutes: calendarPublicRoutes,
  eventHandlers: [caldavPushHandler, meetingTimeHandler],
};
