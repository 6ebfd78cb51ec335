/**
 * Money in integer cents (BigInt), never in floating point: amounts are parsed from their decimal text into cents,
 * multiplied and summed exactly, and rounded half-up to the cent only where a rule says so (a tax, a client's
 * float figure). The columns are Decimal(10,2), so every figure is at most 99,999,999.99.
 */

/** Cents of the largest figure a Decimal(10,2) column holds (99,999,999.99). */
export const MAX_CENTS = 9_999_999_999n;
export const MAX_MONEY_TEXT = "99,999,999.99";

/** A decimal number as an integer and a power of ten: 12.305 -> { units: 12305n, scale: 3 }. */
interface Exact {
  units: bigint;
  scale: number;
}

const DECIMAL = /^([-+]?)(\d+)?(?:\.(\d*))?(?:e([-+]?\d+))?$/i;

/** The exact value of a decimal text or a JavaScript number (its shortest decimal form); null when it is not one. */
function exact(v: unknown): Exact | null {
  let s: string;
  if (typeof v === "number") {
    if (!Number.isFinite(v)) return null;
    s = String(v);
  } else if (typeof v === "string") s = v.trim();
  else if (typeof v === "bigint") return { units: v, scale: 0 };
  else if (typeof v === "object" && v !== null && typeof (v as { toFixed?: unknown }).toFixed === "function") {
    // a Prisma Decimal as stored (two places)
    s = (v as { toFixed(n: number): string }).toFixed(2);
  } else return null;
  const m = DECIMAL.exec(s);
  if (!m || (m[2] === undefined && !m[3])) return null;
  const exp = m[4] ? Number(m[4]) : 0;
  if (!Number.isSafeInteger(exp) || Math.abs(exp) > 400) return null;
  const frac = m[3] ?? "";
  let units = BigInt(`${m[2] ?? "0"}${frac}` || "0");
  let scale = frac.length - exp;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: m[1] === "-" ? -units : units, scale };
}

/** Divides rounding half away from zero (half-up for the non-negative figures invoices hold). */
function divRound(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

/** The value in cents rounded half-up (12.345 -> 1235n, "0.30000000000000004" -> 30n); null when not a number. */
export function roundToCents(v: unknown): bigint | null {
  const e = exact(v);
  if (!e) return null;
  return e.scale <= 2 ? e.units * 10n ** BigInt(2 - e.scale) : divRound(e.units, 10n ** BigInt(e.scale - 2));
}

/** The value in cents when it has at most two decimals ("12.3" -> 1230n, "12.30" -> 1230n); null otherwise. */
export function toCents(v: unknown): bigint | null {
  const e = exact(v);
  if (!e) return null;
  if (e.scale <= 2) return e.units * 10n ** BigInt(2 - e.scale);
  const d = 10n ** BigInt(e.scale - 2);
  return e.units % d === 0n ? e.units / d : null;
}

/** Cents as the decimal text the API and the columns use: 1230n -> "12.30", 5n -> "0.05". */
export function formatCents(cents: bigint): string {
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  const s = abs.toString().padStart(3, "0");
  return `${neg ? "-" : ""}${s.slice(0, -2)}.${s.slice(-2)}`;
}

/** The amount of a line: quantity x rate, exact (a whole quantity times cents is cents). */
export function lineAmount(quantity: number | bigint, rateCents: bigint): bigint {
  return BigInt(quantity) * rateCents;
}

/**
 * The tax on a subtotal: subtotal x rate / 100, rounded half-up to the cent. The rate is a percentage with at most
 * two decimals, given in hundredths of a percent (10.5 % -> 1050n), so the product is exact before the one rounding.
 */
export function taxOf(subtotalCents: bigint, rateHundredths: bigint): bigint {
  return divRound(subtotalCents * rateHundredths, 10_000n);
}

export interface InvoiceFigures {
  /** each line's amount, in the order of the lines */
  amounts: bigint[];
  subtotal: bigint;
  taxAmount: bigint;
  total: bigint;
}

/**
 * Every figure of an invoice from its lines: amount = quantity x rate, subtotal = the sum of the amounts,
 * taxAmount = subtotal x taxRate / 100 (half-up to the cent), total = subtotal + taxAmount.
 */
export function invoiceFigures(items: { quantity: number | bigint; rateCents: bigint }[], taxRateHundredths: bigint): InvoiceFigures {
  const amounts = items.map((i) => lineAmount(i.quantity, i.rateCents));
  const subtotal = amounts.reduce((a, b) => a + b, 0n);
  const taxAmount = taxOf(subtotal, taxRateHundredths);
  return { amounts, subtotal, taxAmount, total: subtotal + taxAmount };
}

export const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD"] as const;
export type Currency = (typeof CURRENCIES)[number];
/**
 * The workspace's currency: new invoices default to it, and the dashboard's revenue and the reports' main figures
 * are in it. Invoices in any other currency are shown beside it, per currency, and never added into it.
 */
export const DEFAULT_CURRENCY: Currency = "USD";

const formatters = new Map<string, Intl.NumberFormat>();

export interface MoneyFormat {
  /** always two decimal places ("$85.00"); otherwise cents only when there are some ("$12,500", "$99.50") */
  cents?: boolean;
  /** one of CURRENCIES (any case); anything else shows as DEFAULT_CURRENCY */
  currency?: string | null;
  locale?: string;
}

/**
 * A money amount (a decimal text such as "12500.00", a number, a Prisma Decimal) in its currency with thousands
 * separators: "12500.00" -> "$12,500", "99.5" -> "$99.50", with `cents` "85" -> "$85.00", in EUR "1234.5" ->
 * "€1,234.50". The amount is rounded to the cent half-up and goes to Intl.NumberFormat as decimal text, so no float
 * rounding touches it. Null when there is no amount or it is not a number: the caller says what to show instead.
 * The one money formatter of the product: screens, PDFs and e-mails.
 */
export function formatMoney(amount: unknown, { cents = false, currency, locale = "en-US" }: MoneyFormat = {}): string | null {
  const value = amount == null ? null : roundToCents(amount);
  if (value === null) return null;
  const upper = (currency ?? "").trim().toUpperCase();
  const code = (CURRENCIES as readonly string[]).includes(upper) ? upper : DEFAULT_CURRENCY;
  const digits = cents || value % 100n !== 0n ? 2 : 0;
  const key = `${locale}|${code}|${digits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, f);
  }
  // Intl formats a decimal string exactly (no conversion to a double on the way)
  return f.format(formatCents(value) as unknown as number);
}
