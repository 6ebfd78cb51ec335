import * as yup from "yup";
import { optionalText, trimmed } from "./validation";

export const PASSWORD_MIN = 8;

export const registerSchema = yup.object({
  email: trimmed().transform((v: unknown) => (typeof v === "string" ? v.toLowerCase() : v)).required("Email is required").email("Invalid email address").max(254, "Must be at most 254 characters"),
  password: yup.string().required("Password is required").min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(200, "Must be at most 200 characters"),
  firstName: optionalText(100),
  lastName: optionalText(100),
  timeZone: optionalText(64),
});

export const loginSchema = yup.object({
  email: trimmed().transform((v: unknown) => (typeof v === "string" ? v.toLowerCase() : v)).required("Email is required").max(254, "Must be at most 254 characters"),
  password: yup.string().required("Password is required").max(200, "Must be at most 200 characters"),
});

export const INVALID_LOGIN = "Invalid email or password";

/** Only same-site paths are honoured as a place to return to after signing in. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\") || /[\u0000-\u001f\u007f]/.test(value)) return "/";
  if (value.startsWith("/api/")) return "/";
  return value;
}
