import { DASHBOARD_TITLE } from "@common/dashboard";
import type { PageHeading } from "../../lib/webModule";

/** The dashboard screen's h1 and subtitle. */
export const DASHBOARD_HEADING = { heading: DASHBOARD_TITLE, subtitle: "An overview of your clients, projects and tasks" } as const satisfies PageHeading;
