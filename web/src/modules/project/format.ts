import { formatDay } from "../../lib/format";

/**
 * A project's calendar day ("Mar 5, 2026"). Project start and due dates are days stored at UTC midnight, so they are
 * read in UTC: the day shown is the day that was entered, in every time zone.
 */
export function formatProjectDay(value: string | null | undefined): string | null {
  return formatDay(value, "UTC");
}
