import { formatDay, formatUsd } from "../../lib/format";

/**
 * A Decimal money string in dollars with thousands separators (en-US): "12500.00" -> "$12,500", "99.50" -> "$99.50".
 * Null for no amount or one that is not a number.
 */
export function formatMoney(amount: string | number | null | undefined): string | null {
  if (amount == null || (typeof amount === "string" && amount.trim() === "")) return null;
  const n = Number(amount);
  if (!Number.isFinite(n)) return null;
  return formatUsd(n);
}

/**
 * A project's calendar day ("Mar 5, 2026"). Project start and due dates are days stored at UTC midnight, so they are
 * read in UTC: the day shown is the day that was entered, in every time zone.
 */
export function formatProjectDay(value: string | null | undefined): string | null {
  return formatDay(value, "UTC");
}
