import type { PageHeading } from "../../lib/webModule";

/** The files screen's h1 and subtitle. */
export const FILES_HEADING = { heading: "Files", subtitle: "Upload and manage your project files" } as const satisfies PageHeading;
