/** Default brand colour of a new account (spec §9). */
export const DEFAULT_BRAND_COLOR = "#3b82f6";

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Normalises "#abc" / "abc" / "#AABBCC" to "#aabbcc"; null when the value is not a hex colour. */
export function normalizeHex(value: string | null | undefined): string | null {
  const m = HEX.exec((value ?? "").trim());
  if (!m) return null;
  const digits = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
  return `#${digits.toLowerCase()}`;
}

/** WCAG relative luminance of a hex colour (0 = black, 1 = white). */
export function relativeLuminance(hex: string): number {
  const n = parseInt((normalizeHex(hex) ?? DEFAULT_BRAND_COLOR).slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on the given background colour. */
export function contrastColor(hex: string): "black" | "white" {
  return relativeLuminance(hex) > 0.179 ? "black" : "white";
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
  return hex;
}
