import { formatDay } from "../../lib/format";

/**
 * A task's due date as a readable day ("Mar 5, 2026") in the workspace's time zone (the browser's when unknown), as
 * the Dashboard shows it; null when none or invalid.
 */
export function formatTaskDue(value: string | null | undefined, timeZone?: string | null): string | null {
  return formatDay(value, timeZone);
}
