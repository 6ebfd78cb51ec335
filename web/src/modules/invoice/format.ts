import { calendarDay } from "@common/timezone";
import { formatMoney } from "@common/money";
import { formatDay } from "../../lib/format";

/** An invoice amount in its currency, always with cents ("€1,234.50"); "—" when there is none. */
export function formatInvoiceMoney(amount: string | number | null | undefined, currency: string | null | undefined): string {
  return formatMoney(amount, { cents: true, currency }) ?? "—";
}

/**
 * An invoice day ("Mar 5, 2026"): issue, due and paid dates are calendar days of the workspace's zone, so they are
 * shown in that zone, the day that was picked wherever the browser is.
 */
export function formatInvoiceDay(value: string | null | undefined, timeZone: string | null | undefined): string | null {
  return formatDay(value, timeZone);
}

/** Today in the workspace's zone, as the form's date inputs hold it (YYYY-MM-DD). */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  return calendarDay(now, timeZone);
}
