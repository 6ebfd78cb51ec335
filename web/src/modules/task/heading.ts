import type { PageHeading } from "../../lib/webModule";

/** The tasks screen's h1 and subtitle. */
export const TASKS_HEADING = { heading: "Tasks", subtitle: "Manage your tasks and stay organized" } as const satisfies PageHeading;
