import type { PageHeading } from "../../lib/webModule";

/** The team members screen's h1 and subtitle. */
export const TEAM_MEMBERS_HEADING = { heading: "Team Members", subtitle: "Manage the people who work with you" } as const satisfies PageHeading;
