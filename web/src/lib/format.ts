/** Formatting shared by the modules (en-US): money amounts (dollars unless told), calendar days, initials, phone links. */
import { safeTimeZone } from "@common/timezone";

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The en-US formatter of a currency, whole units or with cents (cached: building one costs more than formatting). */
function moneyFormat(currency: string, cents: boolean): Intl.NumberFormat {
  const key = `${currency}:${cents ? 2 : 0}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const digits = cents ? 2 : 0;
    format = new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * A money amount (a Decimal string such as "12500.00", or a number) in dollars with thousands separators, cents only
 * when there are some: "12500.00" -> "$12,500", "99.5" -> "$99.50"; with `cents: true` always two places ("$85.00").
 * `currency` (an ISO 4217 code, USD unless told) writes it in that currency: "1234.5" in EUR -> "€1,234.50".
 * Null when there is no amount or it is not a number: the caller says what to show instead.
 */
export function formatMoney(
  amount: string | number | null | undefined,
  { cents = false, currency = "USD" }: { cents?: boolean; currency?: string } = {},
): string | null {
  if (amount == null || (typeof amount === "string" && amount.trim() === "")) return null;
  const n = Number(amount);
  if (!Number.isFinite(n)) return null;
  let code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) code = "USD";
  return moneyFormat(code, cents || !Number.isInteger(n)).format(n);
}

/** A moment as a short US date in the given zone (the browser's when none or unknown): 'Nov 22, 2026'. */
export function formatShortDate(date: Date, timeZone?: string | null): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: safeTimeZone(timeZone) }).format(date);
}

/** A date string from the server as a short US date ('Mar 5, 2026'); null when there is none or it is invalid. */
export function formatDay(value: string | null | undefined, timeZone?: string | null): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : formatShortDate(d, timeZone);
}

/** Up to two initials of a name, upper case ("Jane Cooper" -> "JC", "acme" -> "A"); "" for an empty name. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => Array.from(w)[0]?.toUpperCase() ?? "").join("");
}

/** A dialable `tel:` href: digits and a leading + only ("+1 (555) 010-0100" -> "tel:+15550100100"), null without digits. */
export function telHref(phone: string): string | null {
  const digits = phone.trim().replace(/(?!^\+)[^\d]/g, "");
  return /\d/.test(digits) ? `tel:${digits}` : null;
}
