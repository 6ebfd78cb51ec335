/**
 * How people and the workspace are shown: a user's name and avatar letter, a person's initials and phone link, the
 * brand colour and the text that reads on it. Without Yup, so the first screen of the app loads none (common/user.ts
 * holds the forms' schemas).
 */
export const DEFAULT_BRAND_COLOR = "#3b82f6";
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Display name: first and last name, else the e-mail, else 'User'. */
export function displayName(u: { firstName?: string | null; lastName?: string | null; email?: string | null }): string {
  const name = [u.firstName, u.lastName].filter(Boolean).join(" ").trim();
  return name || u.email || "User";
}

/** Avatar letter: first letter of the first name or e-mail, else 'U'. */
export function initialOf(u: { firstName?: string | null; email?: string | null }): string {
  return (u.firstName?.trim()[0] ?? u.email?.trim()[0] ?? "U").toUpperCase();
}

/** Up to two initials of a name, upper case ("Jane Cooper" -> "JC", "acme" -> "A"); "" for an empty name. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => Array.from(w)[0]?.toUpperCase() ?? "").join("");
}

/** A dialable `tel:` href: digits and a leading + only ("+1 (555) 010-0100" -> "tel:+15550100100"), null without digits. */
export function telHref(phone: string): string | null {
  const digits = phone.trim().replace(/(?!^\+)[^\d]/g, "");
  return /\d/.test(digits) ? `tel:${digits}` : null;
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
