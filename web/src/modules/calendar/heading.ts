import { CALENDAR_PAGE_HEADING } from "@common/calendar-heading";
import type { PageHeading } from "../../lib/webModule";

/** The calendar screen's h1 and subtitle. */
export const CALENDAR_HEADING = CALENDAR_PAGE_HEADING satisfies PageHeading;
