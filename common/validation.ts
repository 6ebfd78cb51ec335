import * as yup from "yup";

/** Limits on free text, so an over-long value is rejected with a message instead of reaching the database. */
export const LIMITS = { short: 200, medium: 500, url: 2048, long: 10_000 } as const;

const tooLong = (max: number) => `Must be at most ${max} characters`;

/** Trims strings only: a value of the wrong type is left for the type check to reject with a message. */
export const trimmed = () => yup.string().transform((v: unknown) => (typeof v === "string" ? v.trim() : v));

/** Trimmed optional text: "" and whitespace become null. */
export const optionalText = (max: number = LIMITS.short) =>
  trimmed().transform((v: unknown) => (v === "" ? null : v)).max(max, tooLong(max)).nullable().defined().default(null);

/** Trimmed required text. */
export const requiredText = (message: string, max: number = LIMITS.short) =>
  trimmed().required(message).max(max, tooLong(max));

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

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export const optionalEmail = (message: string) =>
  optionalText(254).test("email", message, (v) => v == null || isEmail(v));

export const oneOf = <T extends string>(values: readonly T[], message: string, def: T) =>
  trimmed().oneOf([...values], message).default(def) as unknown as yup.StringSchema<T, yup.AnyObject, T, "d">;

export type FieldErrors = Record<string, string>;

/**
 * Validates and casts input with a Yup schema, collecting one message per field.
 * Unknown keys are dropped, so a client cannot set fields the schema does not list.
 */
export function validateWith<S extends yup.AnyObjectSchema>(schema: S, input: unknown):
  { ok: true; value: yup.InferType<S> } | { ok: false; errors: FieldErrors } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return { ok: false, errors: { _: "Expected a JSON object" } };
  try {
    const value = schema.validateSync(input, { abortEarly: false, stripUnknown: true });
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
