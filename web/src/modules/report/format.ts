import { DEFAULT_CURRENCY } from "@common/money";
import { formatMoney } from "@common/money";

const compactByCurrency = new Map<string, Intl.NumberFormat>();

function compactFormat(currency: string): Intl.NumberFormat | null {
  let f = compactByCurrency.get(currency);
  if (!f) {
    try {
      f = new Intl.NumberFormat("en-US", { style: "currency", currency, notation: "compact", maximumFractionDigits: 1 });
    } catch {
      return null;
    }
    compactByCurrency.set(currency, f);
  }
  return f;
}

/** A money amount (a Decimal string) in its currency with the shared formatMoney: '$12,500', '$99.50', '€800', '£42.42'; nothing is '$0'. */
export function formatAmount(amount: string | null | undefined, currency: string = DEFAULT_CURRENCY): string {
  return formatMoney(amount, { currency }) ?? formatMoney(0, { currency }) ?? "0";
}

/** A short label for a chart bar: '$950', '$1.2K', '$3.4M'. */
export function formatAmountShort(amount: string, currency: string = DEFAULT_CURRENCY): string {
  const n = Number(amount);
  const f = compactFormat(currency);
  return f && Number.isFinite(n) ? f.format(n) : amount;
}

const monthShort = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const monthLong = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** A chart month ("2026-11") as its axis label: 'Nov', with its year under January and the first bar. */
export function monthAxisLabel(month: string, first: boolean): { month: string; year: string | null } {
  const d = monthDate(month);
  return { month: monthShort.format(d), year: first || d.getUTCMonth() === 0 ? String(d.getUTCFullYear()) : null };
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
