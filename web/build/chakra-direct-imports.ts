import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

/**
 * Rewrites named imports from the Chakra UI and Ark UI index modules (`import { Box, Menu } from "@chakra-ui/react"`,
 * `import { menuAnatomy } from "@ark-ui/react/menu"`) into imports of the modules that define them, in the app's code
 * and in Chakra's own.
 *
 * Why: the bundler places modules by the static import graph, before tree-shaking. An index module statically imports
 * everything it re-exports, so through Chakra's index (and its theme's anatomy, which imports Ark's per-component
 * indexes) every component any screen uses (a file card's menu, an uploader's progress bar) is reachable from the
 * entry and lands in the initial JS, whatever route uses it. Imported directly, a component used only by a lazy route
 * or dialog loads with it. Source files keep the usual imports: types, tests and editors see no change.
 *
 * lucide-react's index is such a module too (it re-exports every icon, one module each): rewritten the same way, an
 * icon only a lazy screen shows loads with that screen, not with the first page.
 */
const INDEX_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["'](@chakra-ui\/react|@ark-ui\/react(?:\/[a-z-]+)?|@zag-js\/[a-z-]+|lucide-react)["'];?/g;
/** where the rewrite applies: the app's code, Chakra's modules (which import Ark's indexes) and Ark's (Zag's) */
const REWRITE_IN = /[\\/]web[\\/]src[\\/]|[\\/]node_modules[\\/](@chakra-ui[\\/]react|@ark-ui[\\/]react)[\\/]dist[\\/]/;

/** A name an index exports: the module it comes from and its name there (null: that module's namespace). */
interface Target { file: string; imported: string | null }

/** `a, b as c, type D` -> [a, a], [b, c] (type-only names left out) */
function specifiers(list: string): [string, string][] {
  return list.split(",").map((s) => s.trim()).filter((s) => s && !s.startsWith("type "))
    .map((s) => { const [a, b = a] = s.split(/\s+as\s+/); return [a, b]; });
}

/** Every name an index module exports, read from its ES module source. */
function indexTargets(indexFile: string): Map<string, Target> {
  const dir = path.dirname(indexFile);
  const source = fs.readFileSync(indexFile, "utf8");
  // a relative path becomes absolute; a package (`@ark-ui/react/portal`) stays as it is
  const at = (file: string) => (file.startsWith(".") ? path.join(dir, file) : file);
  const locals = new Map<string, Target>();
  for (const m of source.matchAll(/^import \* as (\S+) from ['"]([^'"]+)['"];?$/gm)) locals.set(m[1], { file: at(m[2]), imported: null });
  for (const m of source.matchAll(/^import \{([^}]*)\} from ['"]([^'"]+)['"];?$/gm)) {
    for (const [imported, local] of specifiers(m[1])) locals.set(local, { file: at(m[2]), imported });
  }
  const targets = new Map<string, Target>();
  for (const m of source.matchAll(/^export \{([^}]*)\}(?: from ['"]([^'"]+)['"])?;?$/gm)) {
    for (const [local, exported] of specifiers(m[1])) {
      const target = m[2] ? { file: at(m[2]), imported: local } : locals.get(local);
      if (target) targets.set(exported, target);
    }
  }
  return targets;
}

export function chakraDirectImports(): Plugin {
  const require = createRequire(import.meta.url);
  const indexes = new Map<string, Map<string, Target>>();
  const targetsOf = (specifier: string) => {
    let targets = indexes.get(specifier);
    if (!targets) {
      // the ES module next to the CommonJS file `require` finds (Chakra: cjs/index.cjs -> esm/index.js, Ark:
      // index.cjs -> index.js, Zag: index.js -> index.mjs)
      const cjs = require.resolve(specifier);
      const esm = [cjs.replace(/[\\/]cjs[\\/]index\.cjs$/, `${path.sep}esm${path.sep}index.js`), cjs.replace(/\.cjs$/, ".js"), cjs.replace(/\.js$/, ".mjs"),
        // lucide-react: dist/cjs/lucide-react.js -> dist/esm/lucide-react.js
        cjs.replace(/[\\/]cjs[\\/]/, `${path.sep}esm${path.sep}`)]
        .find((f) => f !== cjs && fs.existsSync(f));
      targets = esm ? indexTargets(esm) : new Map();
      indexes.set(specifier, targets);
    }
    return targets;
  };

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
