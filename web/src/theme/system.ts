import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";
import { DEFAULT_BRAND_COLOR, brandTextColor, contrastColor } from "./brand";

// The `brand` palette is made of CSS variables so the provider's colour can change at run time (applyBrandColor).
const mix = (pct: number, other: string) => `color-mix(in srgb, var(--brand-color) ${pct}%, ${other})`;

const config = defineConfig({
  globalCss: {
    ":root": { "--brand-color": DEFAULT_BRAND_COLOR, "--brand-contrast": contrastColor(DEFAULT_BRAND_COLOR), "--brand-text": brandTextColor(DEFAULT_BRAND_COLOR) },
    // every component without an explicit colorPalette uses the brand palette (buttons, links, focus rings)
    html: { colorPalette: "brand", bg: "bg.canvas", color: "fg" },
    body: { bg: "bg.canvas", minHeight: "100dvh" },
    "#root": { minHeight: "100dvh" },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value:
            "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
        },
        body: {
          value:
            "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: "var(--brand-color)" },
          contrast: { value: "var(--brand-contrast)" },
          fg: { value: "var(--brand-text)" },
          muted: { value: mix(30, "white") },
          subtle: { value: mix(10, "white") },
          emphasized: { value: mix(22, "white") },
          focusRing: { value: "var(--brand-color)" },
          border: { value: mix(45, "white") },
        },
        bg: {
          canvas: { value: "#f8fafc" },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
