import type { PageHeading } from "../../lib/webModule";

/** The automation screen's h1 and subtitle. */
export const AUTOMATION_HEADING = {
  heading: "Automation Workflows",
  subtitle: "Automate your business processes with workflows that run on their own",
} as const satisfies PageHeading;
