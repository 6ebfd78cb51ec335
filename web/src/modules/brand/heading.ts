import type { PageHeading } from "../../lib/webModule";

/** The brand settings screen's h1 and subtitle. */
export const BRAND_SETTINGS_HEADING = { heading: "Brand Settings", subtitle: "Customize your company name, brand color and logo" } as const satisfies PageHeading;
