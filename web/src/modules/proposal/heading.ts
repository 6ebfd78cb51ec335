import type { PageHeading } from "../../lib/webModule";

/** The proposals screen's h1 and subtitle. */
export const PROPOSALS_HEADING = { heading: "Proposals", subtitle: "Create, send and track proposals for new business" } as const satisfies PageHeading;
