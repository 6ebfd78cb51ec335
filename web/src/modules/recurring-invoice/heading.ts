import type { PageHeading } from "../../lib/webModule";

/** The recurring invoices screen's h1 and subtitle. */
export const RECURRING_HEADING = {
  heading: "Recurring Invoices",
  subtitle: "Bill retainers and subscriptions on a schedule: each period's invoice is made once, on time",
} as const satisfies PageHeading;
