// @ts-check
"use strict";
/**
 * The tests' counterpart of chakra-direct-imports.ts: a jest transformer (web/jest.config.js) that rewrites named
 * imports from the Chakra UI, Ark UI, Zag and lucide-react index modules into imports of the CommonJS modules that
 * define them, in the app's code (`import { Box, Menu } from "@chakra-ui/react"`, then compiled by babel-jest) and in
 * Chakra's, Ark's and Zag's CommonJS files (`var menu = require('@ark-ui/react/menu'); … menu.Menu.Root`,
 * `require("@zag-js/menu").anatomy`: only this rewrite). Both are done by one Babel plugin.
 *
 * Why: jest's module registry is per test file, and requiring Chakra's index loads every component it has (with Ark's
 * and Zag's modules): seconds before each file's first test. Imported directly, a test file loads the components it
 * renders. The modules are the ones the indexes themselves require, so a React context is the same object whichever
 * way a component and its provider are reached.
 *
 * What is left as it is: an import with a name the rewrite does not know (or a default or namespace import of an
 * index), a `require` of an index whose value is used otherwise than by reading a known name off it, and a `require`
 * of an index for its side effects.
 */
const fs = require("node:fs");
const { createHash } = require("node:crypto");
const babel = require("@babel/core");
const babelJest = require("babel-jest").default;
const { indexResolver } = require("./direct-imports.cjs");

/** the index modules rewritten: Chakra's, Ark's, Zag's, lucide-react's */
const INDEX = /^(?:@chakra-ui\/react|@ark-ui\/react(?:\/[a-z-]+)?|@zag-js\/[a-z-]+|lucide-react)$/;

/** @typedef {import("@babel/core").NodePath} NodePath */

/** @param {import("@babel/core")} babel @returns {import("@babel/core").PluginObj} */
function directImports({ types: t }) {
  const targetsOf = indexResolver("cjs");
  /** @param {import("./direct-imports.cjs").Target} target */
  const requireOf = (target) => {
    const call = t.callExpression(t.identifier("require"), [t.stringLiteral(target.file)]);
    return target.imported === null ? call : t.memberExpression(call, t.identifier(target.imported));
  };
  /** `x.name` or `x["name"]`: the name read, if it is that (and not written) */
  /** @param {NodePath} ref */
  const nameRead = (ref) => {
    const parent = ref.parentPath;
    if (!parent?.isMemberExpression() || parent.node.object !== ref.node) return undefined;
    const { property, computed } = parent.node;
    const name = !computed && t.isIdentifier(property) ? property.name : computed && t.isStringLiteral(property) ? property.value : undefined;
    const written = (parent.parentPath?.isAssignmentExpression() && parent.parentPath.node.left === parent.node) ||
      parent.parentPath?.isUpdateExpression() || (parent.parentPath?.isUnaryExpression() && parent.parentPath.node.operator === "delete");
    return written ? undefined : name;
  };

  return {
    name: "jest-direct-imports",
    visitor: {
      // the app's code (ES modules; the TypeScript preset has already left out the names only used as types)
      ImportDeclaration(decl) {
        const { node } = decl;
        if (node.importKind === "type" || !INDEX.test(node.source.value)) return;
        const targets = targetsOf(node.source.value);
        const imports = [];
        for (const spec of node.specifiers) {
          if (!t.isImportSpecifier(spec)) return; // a default or namespace import of an index
          if (spec.importKind === "type") continue;
          const name = t.isIdentifier(spec.imported) ? spec.imported.name : spec.imported.value;
          const target = targets.get(name);
          if (!target) return; // a name this rewrite does not know: the statement stays as it is
          const local = t.identifier(spec.local.name);
          imports.push(t.importDeclaration([target.imported === null ? t.importNamespaceSpecifier(local)
            : t.importSpecifier(local, t.identifier(target.imported))], t.stringLiteral(target.file)));
        }
        if (!imports.length) return;
        decl.replaceWithMultiple(imports);
      },
      // Chakra's, Ark's and Zag's CommonJS files
      CallExpression(call) {
        const { node } = call;
        const [arg] = node.arguments;
        if (!t.isIdentifier(node.callee, { name: "require" }) || node.arguments.length !== 1 || !t.isStringLiteral(arg) ||
          !INDEX.test(arg.value) || call.scope.hasBinding("require")) return;
        const targets = targetsOf(arg.value);
        // require("@zag-js/menu").anatomy
        const read = nameRead(call);
        if (read !== undefined) {
          const target = targets.get(read);
          if (target) call.parentPath.replaceWith(requireOf(target));
          return;
        }
        // var menu = require('@ark-ui/react/menu'); … menu.Menu.Root
        const declarator = call.parentPath;
        if (!declarator.isVariableDeclarator() || declarator.node.init !== node || !t.isIdentifier(declarator.node.id)) return;
        const binding = call.scope.getBinding(declarator.node.id.name);
        if (!binding || binding.constantViolations.length || !binding.referencePaths.length) return;
        const reads = binding.referencePaths.map((ref) => { const name = nameRead(ref); return name === undefined ? undefined : { ref, name }; });
        if (reads.some((r) => !r || !targets.has(r.name))) return;
        // one variable per module required, in the order the names are first read
        /** @type {Map<string, import("@babel/core").types.Identifier>} */
        const modules = new Map();
        const declarators = [];
        for (const r of /** @type {{ ref: NodePath, name: string }[]} */ (reads)) {
          const target = /** @type {import("./direct-imports.cjs").Target} */ (targets.get(r.name));
          let id = modules.get(target.file);
          if (!id) {
            id = call.scope.generateUidIdentifier(declarator.node.id.name);
            modules.set(target.file, id);
            declarators.push(t.variableDeclarator(id, requireOf({ file: target.file, imported: null })));
          }
          const value = target.imported === null ? t.cloneNode(id) : t.memberExpression(t.cloneNode(id), t.identifier(target.imported));
          /** @type {NodePath} */ (r.ref.parentPath).replaceWith(value);
        }
        const [first, ...rest] = declarators;
        declarator.replaceWith(first);
        if (rest.length) declarator.insertAfter(rest);
      },
    },
  };
}

/**
 * Changes when the rewrite can: with this file's code, the shared module's and the versions of the packages whose
 * indexes it reads.
 */
const REWRITE_KEY = (() => {
  const hash = createHash("sha1");
  for (const file of [__filename, require.resolve("./direct-imports.cjs")]) hash.update(fs.readFileSync(file));
  for (const pkg of ["@chakra-ui/react", "@ark-ui/react", "@zag-js/core", "lucide-react", "@babel/core"]) {
    hash.update(`${pkg}@${require(`${pkg}/package.json`).version}\0`);
  }
  return hash.digest("hex");
})();

/** Chakra's, Ark's and Zag's CommonJS files (the rest is the app's code and lucide-react's icons, ES modules) */
const DIST_CJS = /[\\/]node_modules[\\/](?:(?:@chakra-ui[\\/]react|@ark-ui[\\/]react)[\\/]dist[\\/].+\.cjs|@zag-js[\\/][^\\/]+[\\/]dist[\\/].+\.js)$/;
/** a CommonJS file that may require an index module (most do not: they are left as they are, unparsed) */
const REQUIRES_INDEX = /\brequire\((["'])(@chakra-ui\/react|@ark-ui\/react|@zag-js\/|lucide-react)/;

/** @param {...string} parts */
const sha1 = (...parts) => parts.reduce((hash, part) => hash.update(part).update("\0"), createHash("sha1")).digest("hex");

/**
 * The transformer: babel-jest with the options given (and the rewrite) for the app's code; the rewrite alone for
 * Chakra's, Ark's and Zag's CommonJS files, with a cache key that does not need babel-jest's (which loads the Babel
 * options for each file: a test file run alone would pay it for each of those modules it loads).
 * @type {{ createTransformer(babelOptions?: import("@babel/core").TransformOptions): import("@jest/transform").SyncTransformer }}
 */
module.exports = {
  createTransformer(babelOptions = {}) {
    const app = /** @type {import("@jest/transform").SyncTransformer} */ (
      babelJest.createTransformer({ ...babelOptions, plugins: [...(babelOptions.plugins ?? []), directImports] }));
    return {
      canInstrument: app.canInstrument,
      getCacheKey(source, filename, options) {
        return DIST_CJS.test(filename) ? sha1(REWRITE_KEY, filename, source) : sha1(REWRITE_KEY, app.getCacheKey?.(source, filename, options) ?? "");
      },
      process(source, filename, options) {
        if (!DIST_CJS.test(filename)) return app.process(source, filename, options);
        if (!REQUIRES_INDEX.test(source)) return { code: source };
        const out = babel.transformSync(source, {
          filename, babelrc: false, configFile: false, sourceType: "unambiguous", retainLines: true, plugins: [directImports],
        });
        return { code: out?.code ?? source };
      },
    };
  },
};
