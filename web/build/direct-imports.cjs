// @ts-check
"use strict";
/**
 * Where each name of the Chakra UI, Ark UI, Zag and lucide-react index modules comes from: the module that defines it.
 * Shared by the build's rewrite of named imports from those indexes (chakra-direct-imports.ts, a Vite plugin: ES
 * modules) and the tests' (jest-direct-imports.cjs, a jest transformer: the same packages' CommonJS files, which are
 * what jest loads). An index module loads every module it re-exports; imported from the modules that define them, only
 * the components a screen (or a test file) uses are loaded.
 *
 * The build reads each index's ES module source (its re-exports are plain `export { … } from` statements). The tests
 * read the CommonJS index jest would load, and for a name it has in another form, the ES module's CommonJS twin: the
 * file next to it (Chakra: dist/esm/x.js -> dist/cjs/x.cjs, Ark: x.js -> x.cjs, Zag: x.mjs -> x.js). lucide-react's
 * CommonJS build is a single bundle: the tests load its icons' ES modules, as the build does.
 */
const fs = require("node:fs");
const path = require("node:path");

/**
 * A name an index exports: the module it comes from and its name there (null: that module's namespace).
 * @typedef {{ file: string, imported: string | null }} Target
 */

/**
 * `a, b as c, type D` -> [a, a], [b, c] (type-only names left out)
 * @param {string} list
 * @returns {[string, string][]}
 */
function specifiers(list) {
  return list.split(",").map((s) => s.trim()).filter((s) => s && !s.startsWith("type "))
    .map((s) => { const [a, b = a] = s.split(/\s+as\s+/); return [a, b]; });
}

/**
 * Every name an index module exports, read from its ES module source: a relative module becomes an absolute path, a
 * package (`@ark-ui/react/portal`) stays as it is.
 * @param {string} indexFile
 * @returns {Map<string, Target>}
 */
function indexTargets(indexFile) {
  const dir = path.dirname(indexFile);
  const source = fs.readFileSync(indexFile, "utf8");
  /** @param {string} file */
  const at = (file) => (file.startsWith(".") ? path.join(dir, file) : file);
  /** @type {Map<string, Target>} */
  const locals = new Map();
  for (const m of source.matchAll(/^import \* as (\S+) from ['"]([^'"]+)['"];?$/gm)) locals.set(m[1], { file: at(m[2]), imported: null });
  for (const m of source.matchAll(/^import \{([^}]*)\} from ['"]([^'"]+)['"];?$/gm)) {
    for (const [imported, local] of specifiers(m[1])) locals.set(local, { file: at(m[2]), imported });
  }
  /** @type {Map<string, Target>} */
  const targets = new Map();
  for (const m of source.matchAll(/^export \{([^}]*)\}(?: from ['"]([^'"]+)['"])?;?$/gm)) {
    for (const [local, exported] of specifiers(m[1])) {
      const target = m[2] ? { file: at(m[2]), imported: local } : locals.get(local);
      if (target) targets.set(exported, target);
    }
  }
  return targets;
}

/**
 * The ES module next to the CommonJS file `require` finds for an index (Chakra: cjs/index.cjs -> esm/index.js, Ark:
 * index.cjs -> index.js, Zag: index.js -> index.mjs, lucide-react: dist/cjs/lucide-react.js -> dist/esm/lucide-react.js)
 * @param {string} cjs
 */
function esmTwin(cjs) {
  return [cjs.replace(/[\\/]cjs[\\/]index\.cjs$/, `${path.sep}esm${path.sep}index.js`), cjs.replace(/\.cjs$/, ".js"), cjs.replace(/\.js$/, ".mjs"),
    cjs.replace(/[\\/]cjs[\\/]/, `${path.sep}esm${path.sep}`)]
    .find((f) => f !== cjs && fs.existsSync(f));
}

/**
 * The CommonJS file next to an ES module (the reverse of esmTwin), when it exists.
 * @param {string} esm
 */
function cjsTwin(esm) {
  return [esm.replace(/[\\/]esm[\\/](.*)\.js$/, `${path.sep}cjs${path.sep}$1.cjs`), esm.replace(/\.js$/, ".cjs"), esm.replace(/\.mjs$/, ".js")]
    .find((f) => f !== esm && fs.existsSync(f));
}

/** packages whose ES modules a CommonJS consumer loads when they have no CommonJS twin (jest transforms them) */
const ESM_ONLY = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/;

/**
 * Whether a CommonJS file (rollup's or rolldown's `exports.x =`, `Object.defineProperty(exports, "x", …)`, esbuild's
 * `__export(…, { x: () => … })`) exports `name`.
 * @param {string} source
 * @param {string} name
 */
function cjsExports(source, name) {
  const n = name.replace(/\$/g, "\\$");
  return new RegExp(`\\bexports\\.${n}\\s*=|\\bexports,\\s*["']${n}["']|^\\s+${n}: \\(\\) =>`, "m").test(source);
}

/**
 * esbuild's CommonJS exports, `__export(x_exports, { name: () => value, … })`: [name, value's variable, its property].
 * @param {string} source
 * @returns {[string, string, string | undefined][]}
 */
function esbuildExports(source) {
  return [...source.matchAll(/^__export\([\w$]+, \{$([\s\S]*?)^\}\);$/gm)]
    .flatMap((block) => [...block[1].matchAll(/^\s+([\w$]+): \(\) => ([\w$]+)(?:\.([\w$]+))?,?$/gm)])
    .map((m) => /** @type {[string, string, string | undefined]} */ ([m[1], m[2], m[3]]));
}

/**
 * The names a CommonJS index module re-exports from the modules it requires, in the forms rollup (Chakra), rolldown
 * (Ark) and esbuild (Zag) write: `exports.x = mod.y`, `Object.defineProperty(exports, "x", { … return mod.y; … })`,
 * `__export(index_exports, { x: () => mod.y })` (and esbuild's `export *`), where `mod = require("…")`. It is what
 * jest loads: where the ES modules and the CommonJS files differ (Ark's CommonJS index has some names from Zag's
 * packages, its ES modules from modules of its own), it decides.
 * @param {string} indexFile
 * @returns {Map<string, Target>}
 */
function cjsIndexTargets(indexFile) {
  const dir = path.dirname(indexFile);
  const source = fs.readFileSync(indexFile, "utf8");
  /** @type {Map<string, string>} */
  const required = new Map();
  for (const m of source.matchAll(/^(?:var|let|const) ([\w$]+) = require\((["'])([^"']+)\2\);$/gm)) {
    required.set(m[1], m[3].startsWith(".") ? path.join(dir, m[3]) : m[3]);
  }
  /** @type {Map<string, Target>} */
  const targets = new Map();
  /** @param {string} name @param {string} mod @param {string | undefined} prop */
  const add = (name, mod, prop) => {
    const file = required.get(mod);
    if (file && !targets.has(name)) targets.set(name, { file, imported: prop ?? null });
  };
  for (const m of source.matchAll(/^exports\.([\w$]+) = ([\w$]+)(?:\.([\w$]+))?;$/gm)) add(m[1], m[2], m[3]);
  const getter = /^Object\.defineProperty\(exports, ["']([\w$]+)["'], \{\s*enumerable: true,\s*get: function\s*\(\)\s*\{\s*return ([\w$]+)(?:\.([\w$]+))?;\s*\}\s*\}\);$/gm;
  for (const m of source.matchAll(getter)) add(m[1], m[2], m[3]);
  for (const [name, mod, prop] of esbuildExports(source)) add(name, mod, prop);
  // esbuild's `export * from "./x"`: `__reExport(index_exports, require("./x.js"), module.exports)`
  for (const m of source.matchAll(/^__reExport\([\w$]+, require\((["'])(\.[^"']+)\1\)(?:, module\.exports)?\);$/gm)) {
    const file = path.join(dir, m[2]);
    if (!fs.existsSync(file)) continue;
    for (const [name] of esbuildExports(fs.readFileSync(file, "utf8"))) if (!targets.has(name)) targets.set(name, { file, imported: name });
  }
  return targets;
}

/**
 * `targetsOf(specifier)`: where each name of an index module comes from. "esm": the ES modules that define them (the
 * build). "cjs" (jest): the CommonJS modules the CommonJS index has them from, else the CommonJS twins of the ES
 * modules; a package's re-export is followed to the module that defines it. A name found neither way (no twin, or one
 * that does not export it) is left out, so imports of it keep going through the index.
 * @param {"esm" | "cjs"} format
 * @returns {(specifier: string) => Map<string, Target>}
 */
function indexResolver(format) {
  /** @type {Map<string, Map<string, Target>>} */
  const indexes = new Map();
  /** @type {Map<string, string>} */
  const sources = new Map();
  /** @param {string} file */
  const source = (file) => {
    let text = sources.get(file);
    if (text === undefined) sources.set(file, (text = fs.readFileSync(file, "utf8")));
    return text;
  };
  /**
   * @param {string} specifier
   * @returns {Map<string, Target>}
   */
  const targetsOf = (specifier) => {
    let targets = indexes.get(specifier);
    if (targets) return targets;
    indexes.set(specifier, (targets = new Map())); // a package re-exporting itself ends here
    let cjs;
    try {
      cjs = require.resolve(specifier);
    } catch {
      return targets;
    }
    const esm = esmTwin(cjs);
    if (format === "esm") {
      if (esm) for (const [name, target] of indexTargets(esm)) targets.set(name, target);
      return targets;
    }
    // jest: the CommonJS index's own re-exports; a name it has in another form, the CommonJS twin of its ES module
    for (const [name, target] of cjsIndexTargets(cjs)) {
      const found = commonJsTarget(target);
      if (found) targets.set(name, found);
    }
    if (esm) {
      for (const [name, target] of indexTargets(esm)) {
        const found = targets.has(name) ? undefined : commonJsTarget(target, true);
        if (found) targets.set(name, found);
      }
    }
    return targets;
  };
  /**
   * @param {Target} target
   * @param {boolean} [esm] an ES module's (else a CommonJS module's)
   * @returns {Target | undefined}
   */
  const commonJsTarget = ({ file, imported }, esm = false) => {
    if (!path.isAbsolute(file)) {
      // a package's index (Chakra re-exports Ark's hooks from `@ark-ui/react/tabs`): the module it has the name from
      const inner = imported === null ? undefined : targetsOf(file).get(imported);
      return inner ?? { file, imported };
    }
    if (!esm) return fs.existsSync(file) ? { file, imported } : undefined;
    if (ESM_ONLY.test(file)) return { file, imported };
    const cjs = cjsTwin(file);
    if (!cjs || (imported !== null && !cjsExports(source(cjs), imported))) return undefined;
    return { file: cjs, imported };
  };
  return targetsOf;
}

module.exports = { specifiers, indexResolver };
