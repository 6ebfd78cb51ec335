import { formatDay } from "../../lib/format";

/** A task's due date as a readable day in the browser's time zone ("Mar 5, 2026"); null when none or invalid. */
export function formatTaskDue(value: string | null | undefined): string | null {
  return formatDay(value);
}
