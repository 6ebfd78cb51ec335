import type { PageHeading } from "../../lib/webModule";

/** The invoices screen's h1 and subtitle. */
export const INVOICES_HEADING = { heading: "Invoicing", subtitle: "Create and manage invoices for your clients" } as const satisfies PageHeading;
