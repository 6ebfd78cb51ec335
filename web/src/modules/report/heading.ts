import type { PageHeading } from "../../lib/webModule";

/** The reports screen's h1 and subtitle. */
export const REPORTS_HEADING = { heading: "Reports & Analytics", subtitle: "Track how your business is performing" } as const satisfies PageHeading;
