import type { PageHeading } from "../../lib/webModule";

/** The projects screen's h1 and subtitle. */
export const PROJECTS_HEADING = { heading: "Projects", subtitle: "Track and manage all your client projects" } as const satisfies PageHeading;
