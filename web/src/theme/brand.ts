import { DEFAULT_BRAND_COLOR, contrastText, relativeLuminance } from "@common/user-display";

/** Default brand colour of a new account. */
export { DEFAULT_BRAND_COLOR };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Normalises "#abc" / "abc" / "#AABBCC" to "#aabbcc"; null when the value is not a hex colour. */
export function normalizeHex(value: string | null | undefined): string | null {
  const m = HEX.exec((value ?? "").trim());
  if (!m) return null;
  const digits = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
  return `#${digits.toLowerCase()}`;
}

/** Black or white, whichever reads better on the given background colour. */
export const contrastColor = (hex: string): "black" | "white" => contrastText(normalizeHex(hex) ?? DEFAULT_BRAND_COLOR);

const scale = (hex: string, factor: number) =>
  `#${[1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * factor).toString(16).padStart(2, "0")).join("")}`;

/**
 * The brand colour as text and outlines on white (links, outline buttons, subtle badges): the colour darkened by 18%,
 * and further until it reads (WCAG 4.5:1), so a light brand colour such as yellow still gives legible text.
 */
export function brandTextColor(value: string | null | undefined): string {
  const hex = normalizeHex(value) ?? DEFAULT_BRAND_COLOR;
  for (let factor = 0.82; factor > 0; factor -= 0.04) {
    const text = scale(hex, factor);
    if (1.05 / ((relativeLuminance(text) ?? 0) + 0.05) >= 4.5) return text;
  }
  return "#000000";
}

/**
 * Sets the brand colour of the page at run time: the Chakra `brand` palette reads these CSS variables, so buttons,
 * links, focus rings and highlighted navigation follow without rebuilding the theme. Invalid values fall back to
 * the default colour.
 */
export function applyBrandColor(value: string | null | undefined, el: HTMLElement = document.documentElement): string {
  const hex = normalizeHex(value) ?? DEFAULT_BRAND_COLOR;
  el.style.setProperty("--brand-color", hex);
  el.style.setProperty("--brand-contrast", contrastColor(hex));
  el.style.setProperty("--brand-text", brandTextColor(hex));
  return hex;
}
