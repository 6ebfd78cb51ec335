import * as yup from "yup";
import { optionalText, trimmed } from "./validation";
import { PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON } from "./auth-texts";

const PASSWORD_MIN = 10;


/** The password is one character repeated ("aaaaaaaaaa"): no list needed to know it is guessed at once. */
const isOneCharacterRepeated = (v: string) => /^(.)\1*$/su.test(v);

/**
 * The create-account schema (the form and POST /api/auth/register). `isCommonPassword` knows the 10,000 most common
 * passwords: the server passes its list; the browser, which does not download it, shows the server's answer under
 * the password field, the same text.
 */
export function registerSchemaWith(isCommonPassword: (password: string) => boolean = () => false) {
  return yup.object({
    email: trimmed().transform((v: unknown) => (typeof v === "string" ? v.toLowerCase() : v)).required("Email is required").email("Invalid email address").max(254, "Must be at most 254 characters"),
    password: yup.string().required("Password is required").min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(200, "Must be at most 200 characters")
      .test("common", PASSWORD_TOO_COMMON, (v) => typeof v !== "string" || !(isOneCharacterRepeated(v) || isCommonPassword(v)))
      .test("not-email", PASSWORD_IS_EMAIL, function (v) {
        const email: unknown = this.parent?.email;
        if (typeof v !== "string" || typeof email !== "string" || !email) return true;
        const p = v.trim().toLowerCase();
        return p !== email.trim().toLowerCase() && p !== email.trim().toLowerCase().split("@")[0];
      }),
    firstName: optionalText(100),
    lastName: optionalText(100),
    timeZone: optionalText(64),
  });
}

export const registerSchema = registerSchemaWith();

export const loginSchema = yup.object({
  email: trimmed().transform((v: unknown) => (typeof v === "string" ? v.toLowerCase() : v)).required("Email is required").max(254, "Must be at most 254 characters"),
  password: yup.string().required("Password is required").max(200, "Must be at most 200 characters"),
});

