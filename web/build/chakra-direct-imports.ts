import type { Plugin } from "vite";
// where each name of an index comes from (shared with the tests' rewrite, jest-direct-imports.cjs)
import { indexResolver, specifiers } from "./direct-imports.cjs";

/**
 * Rewrites named imports from the Chakra UI and Ark UI index modules (`import { Box, Menu } from "@chakra-ui/react"`,
 * `import { menuAnatomy } from "@ark-ui/react/menu"`) into imports of the modules that define them, in the app's code
 * and in Chakra's own.
 *
 * Why: the bundler places modules by the static import graph, before tree-shaking. An index module statically imports
 * everything it re-exports, so through Chakra's index (and its theme's anatomy, which imports Ark's per-component
 * indexes) every component any screen uses (a file card's menu, an uploader's progress bar) is reachable from the
 * entry and lands in the initial JS, whatever route uses it. Imported directly, a component used only by a lazy route
 * or dialog loads with it. Source files keep the usual imports: types and editors see no change (the tests' transform,
 * jest-direct-imports.cjs, rewrites them the same way, to the CommonJS modules jest loads).
 *
 * lucide-react's index is such a module too (it re-exports every icon, one module each): rewritten the same way, an
 * icon only a lazy screen shows loads with that screen, not with the first page.
 */
const INDEX_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["'](@chakra-ui\/react|@ark-ui\/react(?:\/[a-z-]+)?|@zag-js\/[a-z-]+|lucide-react)["'];?/g;
/** where the rewrite applies: the app's code, Chakra's modules (which import Ark's indexes) and Ark's (Zag's) */
const REWRITE_IN = /[\\/]web[\\/]src[\\/]|[\\/]node_modules[\\/](@chakra-ui[\\/]react|@ark-ui[\\/]react)[\\/]dist[\\/]/;

export function chakraDirectImports(): Plugin {
  const targetsOf = indexResolver("esm");

  return {
    name: "chakra-direct-imports",
    transform(code, id) {
      const file = id.split("?")[0];
      if (!REWRITE_IN.test(file) || !/\.[cm]?[jt]sx?$/.test(file) || !/@(chakra-ui|ark-ui|zag-js)\/|lucide-react/.test(code)) return null;
      const out = code.replace(INDEX_IMPORT, (whole, list: string, specifier: string) => {
        const targets = targetsOf(specifier);
        const lines: string[] = [];
        for (const [name, local] of specifiers(list)) {
          const target = targets.get(name);
          if (!target) return whole; // a name this rewrite does not know: the statement stays as it is
          const from = JSON.stringify(target.file);
          lines.push(target.imported === null ? `import * as ${local} from ${from};` : `import { ${target.imported} as ${local} } from ${from};`);
        }
        return lines.join("\n");
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}
