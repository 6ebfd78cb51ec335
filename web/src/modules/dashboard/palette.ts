import type { CSSProperties } from "react";

/** The `--palette-subtle` and `--palette-fg` variables of dashboard.css's icon and badge classes: a colour palette's theme colours. */
export function paletteVars(palette: string): CSSProperties {
  return { "--palette-subtle": `var(--chakra-colors-${palette}-subtle)`, "--palette-fg": `var(--chakra-colors-${palette}-fg)` } as CSSProperties;
}
