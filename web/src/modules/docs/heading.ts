import type { PageHeading } from "../../lib/webModule";

/** The API documentation's h1 and subtitle. */
export const DOCS_HEADING = { heading: "API Documentation", subtitle: "Connect your own tools to your workspace" } as const satisfies PageHeading;
