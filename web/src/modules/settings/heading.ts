import type { PageHeading } from "../../lib/webModule";

/** The settings screen's h1 and subtitle. */
export const SETTINGS_HEADING = { heading: "Settings", subtitle: "Manage your account preferences" } as const satisfies PageHeading;
