/**
 * The sign-in and create-account checks of the pre-rendered sign-in page, without Yup: the same rules and messages as
 * the shared schemas (`loginSchema`, `registerSchema` in common/auth.ts; web/src/auth/schemas.ts adds the e-mail
 * format to sign-in). `validate.test.ts` runs both on the same values, so a change on one side fails there.
 */
import { PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON } from "@common/auth-texts";

/** Yup's e-mail pattern (string().email()). */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const PASSWORD_MIN = 10;

export type FieldErrors = Record<string, string>;

const tooLong = (max: number) => `Must be at most ${max} characters`;
/** Characters as people count them (an emoji is one). */
const charCount = (v: string) => Array.from(v).length;
/** The shared schemas' trim: NUL characters dropped, then whitespace at both ends. */
const clean = (v: string) => v.replace(/\u0000/g, "").trim();

function emailError(email: string): string | undefined {
  if (!email) return "Email is required";
  if (!EMAIL.test(email)) return "Invalid email address";
  if (email.length > 254) return tooLong(254);
  return undefined;
}

function set(errors: FieldErrors, field: string, message: string | undefined) {
  if (message) errors[field] = message;
}

export function validateSignIn(values: { email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  // sign-in's e-mail rule trims only (web/src/auth/schemas.ts)
  set(errors, "email", emailError(values.email.trim()));
  set(errors, "password", !values.password ? "Password is required" : values.password.length > 200 ? tooLong(200) : undefined);
  return errors;
}

export function validateRegister(values: { firstName: string; lastName: string; email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of ["firstName", "lastName"] as const) {
    const v = clean(values[name]);
    if (v.length > 100 && charCount(v) > 100) errors[name] = tooLong(100);
  }
  set(errors, "email", emailError(clean(values.email)));
  const password = values.password;
  const email = clean(values.email).toLowerCase();
  const lower = password.trim().toLowerCase();
  let passwordError: string | undefined;
  if (!password) passwordError = "Password is required";
  else if (password.length < PASSWORD_MIN) passwordError = `Password must be at least ${PASSWORD_MIN} characters`;
  else if (password.length > 200) passwordError = tooLong(200);
  else if (/^(.)\1*$/su.test(password)) passwordError = PASSWORD_TOO_COMMON;
  else if (email && (lower === email || lower === email.split("@")[0])) passwordError = PASSWORD_IS_EMAIL;
  set(errors, "password", passwordError);
  return errors;
}
