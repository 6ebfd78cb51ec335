import type { PageHeading } from "../../lib/webModule";

/** The messages screen's h1 and subtitle. */
export const MESSAGES_HEADING = { heading: "Messages", subtitle: "Communicate with your clients and team" } as const satisfies PageHeading;
