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

/**
 * A decimal text ("1234.50") as money in its currency ("$1,234.50", "€1,234.50"), with Intl.NumberFormat. The value
 * goes to Intl as its decimal text, so no float rounding touches it; an unknown currency shows as USD.
 */
export function formatCurrency(amount: string | null | undefined, currency: string | null | undefined = DEFAULT_CURRENCY, locale = "en-US"): string {
  const code = (CURRENCIES as readonly string[]).includes(currency ?? "") ? (currency as string) : DEFAULT_CURRENCY;
  const key = `${locale}|${code}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, f);
  }
  const cents = roundToCents(amount ?? "0") ?? 0n;
  // Intl formats a decimal string exactly (no conversion to a double on the way)
  return f.format(formatCents(cents) as unknown as number);
}
