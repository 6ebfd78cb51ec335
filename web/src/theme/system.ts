import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";
import { DEFAULT_BRAND_COLOR, brandTextColor, contrastColor } from "./brand";

/**
 * Chakra's semantic tokens with their light values only, as plain values. The app has no dark mode (nothing sets the
 * `.dark` class or follows the system's scheme), so their `{ _light, _dark }` pairs would only be work: each is two
 * conditional tokens for createSystem to resolve at every start (115 of them) and a second block of variables in the
 * global CSS.
 */
function lightOnly<T>(node: T): T {
  if (node === null || typeof node !== "object" || Array.isArray(node)) return node;
  if (!("value" in node)) return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
  const value: unknown = node.value;
  if (value === null || typeof value !== "object" || Array.isArray(value) || !("_dark" in value)) return node;
  const { _dark: _unused, ...light } = value as Record<string, unknown>;
  const keys = Object.keys(light);
  // `{ _light: x }` (Chakra's way) or `{ base: x }`: the plain value
  return { ...node, value: keys.length === 1 && (keys[0] === "_light" || keys[0] === "base") ? light[keys[0]] : light };
}

// Chakra's default theme (tokens, semantic tokens, text and layer styles) with only the recipes of the components the
// app renders: the full default set is most of Chakra's weight. A component whose recipe is missing renders unstyled,
// so a screen that starts using another Chakra component adds its recipe here (the theme test lists them).
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: lightOnly(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

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
        // text colours that read (WCAG AA, 4.5:1) on white, the canvas and gray.100: Chakra's light defaults for these
        // (gray.400, red.500, orange.600, green.600) are between 2.3:1 and 3.8:1
        fg: {
          subtle: { value: "#6b6b73" },
          error: { value: "{colors.red.600}" },
          warning: { value: "{colors.orange.700}" },
          success: { value: "{colors.green.700}" },
        },
      },
    },
  },
});

let built: SystemContext | undefined;

/**
 * The app's Chakra system, built on first use rather than when the module loads: building it (the token dictionary,
 * the merged config) is one of the longest steps of a page's first load, so the entry runs it in a task of its own
 * (main.tsx) instead of inside the modules' evaluation.
 */
export function appSystem(): SystemContext {
  built ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return built;
}
