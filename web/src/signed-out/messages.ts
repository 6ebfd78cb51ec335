/**
 * Texts the sign-in page shares with the server and the shared schemas, copied here because common/auth.ts also
 * builds Yup schemas (importing it would bring Yup into the page's script). validate.test.ts checks they are equal.
 */
export const PASSWORD_TOO_COMMON = "This password is too easy to guess: choose a less common one";
export const PASSWORD_IS_EMAIL = "Choose a password that is not your email address";
export const INVALID_LOGIN = "Invalid email or password";

/** Only same-site paths are honoured as a place to return to after signing in (common/auth.ts `safeReturnTo`). */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\") || /[\u0000-\u001f\u007f]/.test(value)) return "/";
  if (value.startsWith("/api/")) return "/";
  return value;
}
