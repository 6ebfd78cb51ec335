import * as yup from "yup";
import { dayDate, dayOf } from "./day";

/** Limits on free text, so an over-long value is rejected with a message instead of reaching the database. */
export const LIMITS = { short: 200, medium: 500, url: 2048, long: 10_000 } as const;

const tooLong = (max: number) => `Must be at most ${max} characters`;

/** Characters as people count them (and PostgreSQL's char_length): an emoji is one, not two UTF-16 units. */
const charCount = (v: string) => {
  let n = 0;
  for (const _ of v) n++;
  return n;
};

const atMost = <S extends yup.StringSchema<any, any, any, any>>(schema: S, max: number): S =>
  schema.test("max", tooLong(max), (v: unknown) => typeof v !== "string" || v.length <= max || charCount(v) <= max) as S;

/** A UTF-16 surrogate pair, or half of one standing alone (not a character, so not text anyone typed). */
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;
const wellFormed = (v: string) => v.replace(SURROGATES, (m) => (m.length === 2 ? m : "\uFFFD"));

/**
 * Trims strings only: a value of the wrong type is left for the type check to reject with a message. NUL characters
 * are dropped: no text column can store them, and nobody types them. A lone surrogate becomes U+FFFD, the replacement
 * character a text column would store for it anyway (a list column could not take it at all).
 */
export const trimmed = () => yup.string().transform((v: unknown) =>
  (typeof v === "string" ? wellFormed(v.replace(/\u0000/g, "")).trim() : v));

/** Trimmed optional text: "" and whitespace become null. */
export const optionalText = (max: number = LIMITS.short) =>
  atMost(trimmed().transform((v: unknown) => (v === "" ? null : v)), max).nullable().defined().default(null);

/** Trimmed required text. */
export const requiredText = (message: string, max: number = LIMITS.short) =>
  atMost(trimmed().required(message), max);

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** true for an absolute http(s) URL (a `javascript:` or relative URL is not one). */
export function isHttpUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === "http:" || u.protocol === "https:") && !!u.hostname;
  } catch {
    return false;
  }
}

export const optionalHttpUrl = (message: string) =>
  optionalText(LIMITS.url).test("http-url", message, (v) => v == null || isHttpUrl(v));

// The same rule the browser's <input type=email> applies, plus a dot in the domain.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export const optionalEmail = (message: string) =>
  optionalText(254).test("email", message, (v) => v == null || isEmail(v));

/** Largest amount a Decimal(10,2) money column holds. */
const MAX_MONEY = 99_999_999.99;

// ---- field helpers for references, dates, numbers and money (browser and services alike) -----------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: unknown): v is string => typeof v === "string" && UUID.test(v);

/** One of an enumeration; absent or null takes the default (a project without a status is a planned one). */
export const enumField = <T extends string>(values: readonly T[], message: string, def: T) =>
  trimmed().transform((v: unknown) => (v === null ? undefined : v)).oneOf([...values], message).default(def) as unknown as
    yup.StringSchema<T, yup.AnyObject, T, "d">;

/** A required reference to another record by UUID: empty, null or malformed all answer `message`. */
export const requiredUuid = (message: string) => trimmed().required(message).matches(UUID, { message, excludeEmptyString: false });

/** The select value forms use for "no project" / "no client". */
export const NONE = "none";

/** An optional reference by UUID: absent, "", null and the form's 'none' all mean no reference. */
export const optionalUuid = (message: string) =>
  yup.string()
    .transform((v: unknown) => (typeof v === "string" ? (v.trim() === "" || v.trim() === NONE ? null : v.trim()) : v))
    .nullable().defined().default(null)
    .test("uuid", message, (v) => v == null || UUID.test(v));

// YYYY-MM-DD, or an ISO timestamp. A day or a timestamp without a zone is read as UTC, so the browser and the server
// read the same instant (forms send full ISO timestamps, see taskPayload).
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Parses a date as the API accepts it (a Date, YYYY-MM-DD or an ISO timestamp); null when invalid. */
export function parseDate(v: unknown): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v !== "string") return null;
  const s = v.trim();
  if (!ISO_DATE.test(s) && !ISO_TIMESTAMP.test(s)) return null;
  const d = new Date(ISO_DATE.test(s) ? `${s}T00:00:00Z` : /(Z|[+-]\d{2}:?\d{2})$/i.test(s) ? s : `${s}Z`);
  // PostgreSQL has no year 0, and a four-digit year is all a form can show
  if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1 || d.getUTCFullYear() > 9999) return null;
  // reject roll-overs such as 2025-02-30
  if (ISO_DATE.test(s) && d.toISOString().slice(0, 10) !== s) return null;
  return d;
}

/** An optional date: absent, "" and null mean none; anything else must be a date (see parseDate). */
export const optionalDate = (message: string) =>
  yup.mixed<Date>()
    .transform((v: unknown) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
      return parseDate(v) ?? v;
    })
    .nullable().defined().default(null)
    .test("date", message, (v) => v == null || (v instanceof Date && !Number.isNaN(v.getTime())));

/**
 * A whole number within [min, max]: a number or a numeric string; absent, "" and null give `def` (null: optional).
 * Messages: '{label} must be a number', '{label} must be a whole number', and `rangeMessage` outside the range.
 */
export function integerField(label: string, min: number, max: number, rangeMessage: string, def: number): yup.MixedSchema<number, yup.AnyObject, number, "d">;
export function integerField(label: string, min: number, max: number, rangeMessage: string, def: null): yup.MixedSchema<number | null, yup.AnyObject, null, "d">;
export function integerField(label: string, min: number, max: number, rangeMessage: string, def: number | null) {
  return yup.mixed<number>()
    .transform((v: unknown) => {
      if (v === null || (typeof v === "string" && v.trim() === "")) return def ?? null;
      if (typeof v === "string" && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
      return v;
    })
    .nullable().default(def)
    .test("integer", "", function (v: unknown) {
      if (v == null) return def === null || this.createError({ message: `${label} must be a number` });
      if (typeof v !== "number" || !Number.isFinite(v)) return this.createError({ message: `${label} must be a number` });
      if (!Number.isInteger(v)) return this.createError({ message: `${label} must be a whole number` });
      if (v < min || v > max) return this.createError({ message: rangeMessage });
      return true;
    });
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Optional money for a Decimal(10,2) column: a number, a numeric string or a Decimal; absent, "" and null mean none.
 * The value becomes a string with two decimals ("1500.00"), exactly what the column stores.
 */
export const optionalMoney = (label: string) =>
  yup.mixed<string>()
    .transform((v: unknown) => {
      let s: unknown = v;
      if (v === undefined || v === null) return null;
      if (typeof v === "number") s = Number.isFinite(v) ? String(v) : "NaN";
      else if (typeof v === "string") s = v.trim() === "" ? null : v.trim();
      // a Prisma Decimal as stored
      else if (typeof v === "object" && typeof (v as { toFixed?: unknown }).toFixed === "function") s = (v as { toFixed(n: number): string }).toFixed(2);
      return typeof s === "string" && moneyProblem(label, s) === null ? toMoneyString(s) : s;
    })
    .nullable().defined().default(null)
    .test("money", "", function (v: unknown) {
      if (v == null) return true;
      const problem = typeof v === "string" ? moneyProblem(label, v) : `${label} must be a number`;
      return problem === null || this.createError({ message: problem });
    });

function moneyProblem(label: string, v: string): string | null {
  if (!NUMBER.test(v)) return `${label} must be a number`;
  const n = Number(v);
  if (n < 0) return `${label} cannot be negative`;
  if (n > MAX_MONEY) return `${label} must be at most 99,999,999.99`;
  if ((v.split(".")[1] ?? "").replace(/0+$/, "").length > 2) return `${label} can have at most 2 decimal places`;
  return null;
}

/** "1500" or 1500 -> "1500.00" (after validation); null stays null. */
export function toMoneyString(v: string | number | null | undefined): string | null {
  if (v == null || v === "") return null;
  const s = String(v).trim();
  if (!NUMBER.test(s)) return s;
  if (Number(s) === 0) return "0.00";
  const [int, frac = ""] = s.replace(/^\+/, "").split(".");
  return `${(int || "0").replace(/^(-?)0+(?=\d)/, "$1")}.${(frac + "00").slice(0, 2)}`;
}


export type FieldErrors = Record<string, string>;

/** toString, valueOf, constructor, hasOwnProperty, ...: names every object answers to. */
const OBJECT_MEMBERS = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * What the schema may safely see of a JSON input. Yup looks fields up by key and calls `toString` on a value it casts
 * to a string, so a key named like a member of every object ("toString", "constructor") makes it throw: the keys the
 * schema does not list are dropped here (as they would be anyway), and an object sent where a value belongs loses such
 * keys, for the type check to reject it. Dates and decimals (a stored record merged with an update) pass as they are.
 */
function withoutObjectMembers(schema: yup.AnyObjectSchema, input: object): Record<string, unknown> {
  const clean = (v: unknown, depth: number): unknown => {
    if (typeof v !== "object" || v === null || depth > 4) return v;
    if (Array.isArray(v)) return v.map((x) => clean(x, depth + 1));
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return v;
    return Object.fromEntries(Object.entries(v).filter(([k]) => !OBJECT_MEMBERS.has(k)).map(([k, x]) => [k, clean(x, depth + 1)]));
  };
  return Object.fromEntries(Object.entries(input).filter(([k]) => Object.hasOwn(schema.fields, k)).map(([k, v]) => [k, clean(v, 0)]));
}

/**
 * Validates and casts input with a Yup schema, collecting one message per field.
 * Unknown keys are dropped, so a client cannot set fields the schema does not list. `context.timeZone` is the
 * workspace's zone, for a date-only field given as an instant (common/day.ts).
 */
export function validateWith<S extends yup.AnyObjectSchema>(schema: S, input: unknown, context?: { timeZone?: string | null }):
  { ok: true; value: yup.InferType<S> } | { ok: false; errors: FieldErrors } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return { ok: false, errors: { _: "Expected a JSON object" } };
  try {
    const value = schema.validateSync(withoutObjectMembers(schema, input), { abortEarly: false, stripUnknown: true, context });
    return { ok: true, value };
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const errors: FieldErrors = {};
    for (const inner of e.inner.length ? e.inner : [e]) {
      const key = inner.path ?? "_";
      if (!(key in errors)) errors[key] = typeTypo(inner);
    }
    return { ok: false, errors };
  }
}

/** Yup's own type-mismatch text mentions internals; say it plainly. */
function typeTypo(e: yup.ValidationError): string {
  return e.type === "typeError" ? `${e.path ?? "Value"} has the wrong type` : e.message;
}

// ---- date-only fields (common/day.ts) ------------------------------------------------------------------------

/** What a validation reads from its context: the workspace's zone, for an input that names an instant. */
interface DayContext { timeZone?: string | null }

const dayField = (invalid: string) =>
  yup.mixed<Date>()
    .transform((v: unknown, _orig: unknown, _schema: unknown, options?: { context?: DayContext }) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
      const day = dayOf(v, options?.context?.timeZone);
      return day ? dayDate(day) : v;
    })
    .test("date", invalid, (v) => v == null || (v instanceof Date && !Number.isNaN(v.getTime())));

/** An optional day field (see dayOf for what it accepts): absent, "" and null mean none; the value is 00:00 UTC of the day. */
export const optionalDay = (invalid: string) =>
  dayField(invalid).nullable().defined().default(null) as unknown as yup.MixedSchema<Date | null, yup.AnyObject, null, "d">;

/** A required day field: absent, "" and null answer `required`. */
export const requiredDay = (required: string, invalid: string) =>
  dayField(invalid).nullable().test("required", required, (v) => v != null) as unknown as yup.MixedSchema<Date, yup.AnyObject, undefined, "">;
