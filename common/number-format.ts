/**
 * Numbers as people type and read them: the workspace's number format (the `numbers` settings section) names the
 * thousands separator and the decimal mark, and every money and number field of the forms reads its text with
 * `parseNumberText` and shows its value with `formatNumberText`. What the forms hand on is the canonical decimal text
 * the API takes ("12500.5": a dot for decimals, no grouping), made from the digits as typed, never through a float.
 */
import * as yup from "yup";
import { trimmed } from "./validation";

/** The formats a workspace may choose; `auto` follows the browser's locale. */
export const NUMBER_FORMATS = ["auto", "1,234.56", "1.234,56", "1 234,56", "1'234.56"] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

/** The number settings: the format of typed and shown numbers. */
export const numberSettingsSchema = yup.object({
  format: trimmed().required("Number format is required")
    .oneOf([...NUMBER_FORMATS], `Number format must be ${NUMBER_FORMATS.slice(0, -1).join(", ")} or ${NUMBER_FORMATS[NUMBER_FORMATS.length - 1]}`),
});

/** A format's two marks: between thousands (",", ".", " " or "'") and before the decimals ("." or ","). */
export interface NumberSeparators {
  group: string;
  decimal: "." | ",";
}

/** Every kind of space a keyboard, a paste or a locale's formatting gives (NBSP, narrow NBSP, thin space, ...). */
const SPACES = /[\s\u00A0\u2007\u2009\u202F]/;
/** The apostrophes a Swiss grouping is written with. */
const APOSTROPHES = /['\u2019\u02BC]/;
const MINUS = /^[-\u2212\u2012\u2013]/;

const FIXED: Record<Exclude<NumberFormat, "auto">, NumberSeparators> = {
  "1,234.56": { group: ",", decimal: "." },
  "1.234,56": { group: ".", decimal: "," },
  "1 234,56": { group: " ", decimal: "," },
  "1'234.56": { group: "'", decimal: "." },
};

/** The separators of a format; `auto` asks the locale (the browser's when none is given), dot decimals when it says nothing usable. */
export function separatorsOf(format: string | null | undefined, locale?: string): NumberSeparators {
  if (format && format in FIXED) return FIXED[format as keyof typeof FIXED];
  let group = ",";
  let decimal: "." | "," = ".";
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    const d = parts.find((p) => p.type === "decimal")?.value;
    const g = parts.find((p) => p.type === "group")?.value;
    if (d === "," || d === ".") decimal = d;
    if (g !== undefined) group = SPACES.test(g) ? " " : APOSTROPHES.test(g) ? "'" : g;
    if (group === decimal || !/^[.,' ]$/.test(group)) group = decimal === "," ? "." : ",";
  } catch {
    // no Intl locale data: the dot format
  }
  return { group, decimal };
}

/** The format's example, as the settings and the messages show it ("1.234,56"). */
export function formatExample(seps: NumberSeparators): string {
  return `1${seps.group}234${seps.decimal}56`;
}

export type ParsedNumber = { ok: true; value: string } | { ok: false; error: string };

const quote = (mark: string) => (mark === " " ? "a space" : `“${mark}”`);

/**
 * Reads a number as typed in the format: grouping marks (the format's, any space, an apostrophe, and the one of "."
 * and "," that is not the decimal mark) between groups of three digits, at most one decimal mark, a leading sign.
 * Answers the canonical decimal text ("-12500.50": the digits as typed, no grouping, leading zeros off, ".5" as
 * "0.5"), "" for an empty text, or the message of a text that is not a number or whose grouping is ambiguous
 * ("12,5" in the 1,234.56 format: a decimal or thousands?).
 */
export function parseNumberText(text: string, seps: NumberSeparators): ParsedNumber {
  let s = text.replace(/^[\s\u00A0\u2007\u2009\u202F]+|[\s\u00A0\u2007\u2009\u202F]+$/g, "");
  if (s === "") return { ok: true, value: "" };
  const invalid: ParsedNumber = { ok: false, error: `Enter a number, such as ${formatExample(seps)}` };
  let sign = "";
  if (MINUS.test(s)) {
    sign = "-";
    s = s.slice(1);
  } else if (s.startsWith("+")) s = s.slice(1);
  s = s.replace(/^[\s\u00A0\u2007\u2009\u202F]+/, "");
  const otherMark = seps.decimal === "." ? "," : ".";
  let intPart = s;
  let frac = "";
  const at = s.indexOf(seps.decimal);
  if (at >= 0) {
    intPart = s.slice(0, at);
    frac = s.slice(at + 1);
    if (!/^\d*$/.test(frac)) {
      // a second decimal mark, or grouping in the decimals
      return /[\d]/.test(frac) && (frac.includes(seps.decimal) || frac.includes(otherMark))
        ? { ok: false, error: separatorsMessage(seps) }
        : invalid;
    }
  }
  if (intPart === "" && frac === "") return invalid;
  // the grouping marks in the whole part: one kind only, between groups of three digits
  const kinds = new Set<string>();
  for (const ch of intPart) {
    if (/\d/.test(ch)) continue;
    if (SPACES.test(ch)) kinds.add(" ");
    else if (APOSTROPHES.test(ch)) kinds.add("'");
    else if (ch === otherMark || ch === seps.group) kinds.add(ch);
    else return invalid;
  }
  if (kinds.size > 1) return { ok: false, error: separatorsMessage(seps) };
  let digits = intPart;
  if (kinds.size === 1) {
    const groups = intPart.split(/[^\d]/);
    const wellGrouped = groups[0].length >= 1 && groups[0].length <= 3 && groups.slice(1).every((g) => g.length === 3);
    if (!wellGrouped) return { ok: false, error: separatorsMessage(seps) };
    digits = groups.join("");
  }
  digits = digits.replace(/^0+(?=\d)/, "") || "0";
  const value = `${sign}${digits}${frac ? `.${frac}` : ""}`;
  return { ok: true, value: /^-0(\.0*)?$/.test(value) ? value.slice(1) : value };
}

function separatorsMessage(seps: NumberSeparators): string {
  return `Check the separators: ${quote(seps.decimal)} before decimals, ${quote(seps.group)} between thousands (${formatExample(seps)})`;
}

const CANONICAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * The canonical decimal text ("12500.5", a number, or a stored decimal's text) as the format writes it ("12.500,5");
 * any other text is answered as it is.
 */
export function formatNumberText(value: string | number | null | undefined, seps: NumberSeparators): string {
  if (value === null || value === undefined) return "";
  const m = CANONICAL.exec(String(value).trim());
  if (!m) return String(value);
  const grouped = m[2].replace(/\B(?=(\d{3})+(?!\d))/g, seps.group);
  return `${m[1]}${grouped}${m[3] !== undefined ? `${seps.decimal}${m[3]}` : ""}`;
}
