// The calendar module's face: events with recurrence, reminders, invitations, CalDAV sync, the ICS feed and meeting links.
import "./calendar.schema";
import type { ApiModule } from "../../module";
import { calendarRoutes } from "./calendar.rest";

export const calendarModule: ApiModule = { name: "calendar", routes: calendarRoutes };
