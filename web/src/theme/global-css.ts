import type { SystemContext } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { serializeStyles } from "@emotion/serialize";

/**
 * The CSS that Chakra's provider inserts at run time for `system` (its two `<Global>` elements): the cascade layers'
 * order, then the reset, the global styles and every token as a CSS variable, written by emotion's own cache (its
 * serialisation, vendor prefixes and rules), rule after rule.
 *
 * The build writes it into index.html (build/chakra-static-css.ts) and skips computing it in the browser: building
 * the token variables was most of `createSystem` at the app's start, and serialising them most of its first render.
 */
export function chakraGlobalCss(system: SystemContext): string {
  const cache = createCache({ key: "chakra-global" });
  const rules: string[] = [];
  // a style sheet that keeps the rules: in a browser the cache hands them to it; on a server the cache returns them
  const sheet = { ...cache.sheet, insert: (rule: string) => void rules.push(rule) } as typeof cache.sheet;
  for (const styles of [system.layers.atRule, system._global]) {
    const written: unknown = cache.insert("", serializeStyles([styles as never], cache.registered), sheet, false);
    if (typeof written === "string") rules.push(written);
  }
  return rules.join("");
}
