import type { PageHeading } from "../../lib/webModule";

/** The calendar screen's h1 and subtitle. */
export const CALENDAR_HEADING = { heading: "Calendar", subtitle: "Manage your appointments and events" } as const satisfies PageHeading;
