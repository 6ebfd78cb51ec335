import type { PageHeading } from "../../lib/webModule";

/** The contracts screen's h1 and subtitle. */
export const CONTRACTS_HEADING = {
  heading: "Contracts & Templates",
  subtitle: "Manage client contracts and reusable contract templates",
} as const satisfies PageHeading;

/** The proposals screen's h1 and subtitle. */
export const PROPOSALS_HEADING = { heading: "Proposals", subtitle: "Create, send and track proposals for new business" } as const satisfies PageHeading;
