import * as yup from "yup";
import { optionalHttpUrl, optionalText, trimmed } from "./validation";

export const DEFAULT_BRAND_COLOR = "#3b82f6";
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
export const BRAND_COLOR_MESSAGE = "Brand color must be a hex colour like #3b82f6";

export const brandSettingsSchema = yup.object({
  companyName: optionalText(100),
  brandColor: trimmed().required(BRAND_COLOR_MESSAGE).matches(HEX_COLOR, BRAND_COLOR_MESSAGE),
  brandLogo: optionalHttpUrl("Invalid URL format"),
});

export const profileSchema = yup.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  timeZone: trimmed().required("Time zone is required").max(64, "Must be at most 64 characters"),
});

/** Display name: first and last name, else the e-mail, else 'User'. */
export function displayName(u: { firstName?: string | null; lastName?: string | null; email?: string | null }): string {
  const name = [u.firstName, u.lastName].filter(Boolean).join(" ").trim();
  return name || u.email || "User";
}

/** Avatar letter: first letter of the first name or e-mail, else 'U'. */
export function initialOf(u: { firstName?: string | null; email?: string | null }): string {
  return (u.firstName?.trim()[0] ?? u.email?.trim()[0] ?? "U").toUpperCase();
}

/** WCAG relative luminance of a "#rrggbb" colour (0 black .. 1 white); null when it is not one. */
export function relativeLuminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1], 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white text, whichever reads better on the given background colour (WCAG relative luminance). */
export function contrastText(hex: string): "black" | "white" {
  const L = relativeLuminance(hex);
  if (L === null) return "white";
  return L > 0.179 ? "black" : "white";
}
