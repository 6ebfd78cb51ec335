import type { PageHeading } from "../../lib/webModule";

/** The clients screen's h1 and subtitle. */
export const CLIENTS_HEADING = { heading: "Clients", subtitle: "Manage and organize all your client relationships" } as const satisfies PageHeading;
