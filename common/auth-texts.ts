/**
 * The sign-in texts and the returnTo rule, without Yup: the pre-rendered sign-in page's script uses them as they are,
 * and common/auth.ts builds its schemas with them.
 */
export const PASSWORD_TOO_COMMON = "This password is too easy to guess: choose a less common one";
export const PASSWORD_IS_EMAIL = "Choose a password that is not your email address";
export const INVALID_LOGIN = "Invalid email or password";

/** Only same-site paths are honoured as a place to return to after signing in. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\") || /[\u0000-\u001f\u007f]/.test(value)) return "/";
  if (value.startsWith("/api/")) return "/";
  return value;
}
