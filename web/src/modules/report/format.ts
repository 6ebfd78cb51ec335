import { REPORT_MAIN_CURRENCY } from "@common/report";
import { formatMoney } from "../../lib/format";

const byCurrency = new Map<string, Intl.NumberFormat>();
const compactByCurrency = new Map<string, Intl.NumberFormat>();

function currencyFormat(cache: Map<string, Intl.NumberFormat>, currency: string, options: Intl.NumberFormatOptions): Intl.NumberFormat | null {
  let f = cache.get(currency);
  if (!f) {
    try {
      f = new Intl.NumberFormat("en-US", { style: "currency", currency, ...options });
    } catch {
      return null;
    }
    cache.set(currency, f);
  }
  return f;
}

/**
 * A money amount (a Decimal string) in its currency: dollars through the shared formatMoney ('$12,500', '$99.50'),
 * any other currency with Intl ('€800.00', '£42.42', 'CA$10.00'); '0' amounts as '$0'.
 */
export function formatAmount(amount: string | null | undefined, currency: string = REPORT_MAIN_CURRENCY): string {
  if (currency === REPORT_MAIN_CURRENCY) return formatMoney(amount) ?? "$0";
  const n = Number(amount ?? 0);
  const f = currencyFormat(byCurrency, currency, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return f && Number.isFinite(n) ? f.format(n) : `${amount ?? "0.00"} ${currency}`;
}

/** A short label for a chart bar: '$950', '$1.2K', '$3.4M'. */
export function formatAmountShort(amount: string, currency: string = REPORT_MAIN_CURRENCY): string {
  const n = Number(amount);
  const f = currencyFormat(compactByCurrency, currency, { notation: "compact", maximumFractionDigits: 1 });
  return f && Number.isFinite(n) ? f.format(n) : amount;
}

const monthShort = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const monthLong = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** A chart month ("2026-11") as its axis label: 'Nov', or 'Jan 2026' for January and the first bar. */
export function monthAxisLabel(month: string, first: boolean): string {
  const d = monthDate(month);
  return first || d.getUTCMonth() === 0 ? monthYear.format(d) : monthShort.format(d);
}

/** A chart month in full: 'November 2026'. */
export function monthFullLabel(month: string): string {
  return monthLong.format(monthDate(month));
}

/** The file name in a Content-Disposition header (`attachment; filename="..."`), or null. */
export function fileNameOf(disposition: string | null): string | null {
  const m = disposition ? /filename="([^"]+)"/i.exec(disposition) : null;
  return m ? m[1] : null;
}
