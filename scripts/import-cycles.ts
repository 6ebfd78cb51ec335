// Import cycles between the project's own modules (api/src, common, web/src, scripts, e2e, bench), found from the
// TypeScript sources with the TypeScript compiler's parser and module resolution (tsconfig paths such as @common/*).
// Every static import, `export ... from`, dynamic import("...") and require("...") is an edge: a lazy import still
// ties the two modules together. Type-only edges (`import type`, `export type`, imports whose names are all marked
// `type`, `typeof import("...")`) vanish at run time, so a cycle made only of them is harmless; a cycle with at least
// one run-time edge fails the check.
// Run alone with `npx tsx scripts/import-cycles.ts` to list every cycle, type-only ones included.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "..");
const SOURCE_DIRS = ["api/src", "common", "web/src", "scripts", "e2e", "bench"];
const IGNORED = [/(^|\/)node_modules\//, /(^|\/)__generated__\//, /^api\/src\/generated\//];

/** How one module imports another; when it does so several ways, the one that binds most at run time counts. */
export type ImportKind = "type" | "dynamic" | "static";
const RANK: Record<ImportKind, number> = { type: 0, dynamic: 1, static: 2 };

export type Cycle = {
  /** repo-relative paths, the first file repeated at the end */
  files: string[];
  /** kinds[i] is how files[i] imports files[i + 1] */
  kinds: ImportKind[];
  /** true when every edge in it is a type-only import */
  typeOnly: boolean;
};

/** file -> the files it imports, each with how (repo-relative paths) */
export type Graph = Map<string, Map<string, ImportKind>>;

function listSources(root: string): string[] {
  const files: string[] = [];
  const walk = (rel: string) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (IGNORED.some((re) => re.test(`${child}${e.isDirectory() ? "/" : ""}`))) continue;
      if (e.isDirectory()) walk(child);
      else if (/\.(c|m)?tsx?$/.test(e.name) && !/\.d\.(c|m)?ts$/.test(e.name)) files.push(child);
    }
  };
  SOURCE_DIRS.forEach(walk);
  return files.sort();
}

function compilerOptions(configFile: string): ts.CompilerOptions {
  const read = ts.readConfigFile(configFile, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, "\n"));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(configFile), undefined, configFile).options;
}

/** Module specifiers of one file, each with how it is imported. */
function importsOf(file: string, text: string): { specifier: string; kind: ImportKind }[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { specifier: string; kind: ImportKind }[] = [];
  const add = (node: ts.Node | undefined, typeOnly: boolean, dynamic = false) => {
    if (node && ts.isStringLiteralLike(node)) found.push({ specifier: node.text, kind: typeOnly ? "type" : dynamic ? "dynamic" : "static" });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : undefined;
      // `import { type A, type B } from` is elided like `import type` (no verbatimModuleSyntax in this project)
      const allNamedTypes = !!named && !clause!.name && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier, !!clause && (clause.isTypeOnly || allNamedTypes));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause : undefined;
      const allNamedTypes = !!named && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier, node.isTypeOnly || allNamedTypes);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg)) add(arg.literal, true);
    } else if (ts.isCallExpression(node) && node.arguments.length >= 1) {
      const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === "require";
      if (isDynamicImport || isRequire) add(node.arguments[0], false, isDynamicImport);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

export function buildGraph(root = ROOT): Graph {
  const files = listSources(root);
  const known = new Set(files);
  const rootOptions = compilerOptions(path.join(root, "tsconfig.json"));
  const webOptions = compilerOptions(path.join(root, "web/tsconfig.json"));
  const host: ts.ModuleResolutionHost = ts.sys;
  const cache = new Map<string, string | undefined>();
  const graph: Graph = new Map(files.map((f) => [f, new Map()]));
  for (const file of files) {
    const abs = path.join(root, file);
    const options = file.startsWith("web/") ? webOptions : rootOptions;
    for (const { specifier, kind } of importsOf(abs, fs.readFileSync(abs, "utf8"))) {
      const key = `${path.dirname(abs)}\0${specifier}\0${options === webOptions}`;
      if (!cache.has(key)) {
        const resolved = ts.resolveModuleName(specifier, abs, options, host).resolvedModule;
        cache.set(key, resolved && !resolved.isExternalLibraryImport
          ? path.relative(root, resolved.resolvedFileName).split(path.sep).join("/") : undefined);
      }
      const target = cache.get(key);
      if (!target || !known.has(target)) continue; // a package, a generated file, an asset, a declaration file
      const edges = graph.get(file)!;
      const prev = edges.get(target);
      if (!prev || RANK[kind] > RANK[prev]) edges.set(target, kind);
    }
  }
  return graph;
}

/** Strongly connected components (Tarjan), each sorted; only those that contain a cycle. */
function cyclicComponents(graph: Graph): string[][] {
  let index = 0;
  const idx = new Map<string, number>(), low = new Map<string, number>(), onStack = new Set<string>();
  const stack: string[] = [], out: string[][] = [];
  const strong = (v: string) => {
    idx.set(v, index); low.set(v, index); index++;
    stack.push(v); onStack.add(v);
    for (const w of graph.get(v)!.keys()) {
      if (!idx.has(w)) { strong(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do { w = stack.pop()!; onStack.delete(w); comp.push(w); } while (w !== v);
      if (comp.length > 1 || graph.get(v)!.has(v)) out.push(comp.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) strong(v);
  return out;
}

/** Shortest path from `from` to `to` inside `within` (breadth-first, neighbours in name order). */
function shortestPath(graph: Graph, from: string, to: string, within: Set<string>): string[] {
  const prev = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length) {
    const v = queue.shift()!;
    if (v === to) break;
    for (const w of [...graph.get(v)!.keys()].sort()) {
      if (within.has(w) && !prev.has(w)) { prev.set(w, v); queue.push(w); }
    }
  }
  const pathTo = [to];
  while (pathTo[0] !== from) pathTo.unshift(prev.get(pathTo[0])!);
  return pathTo;
}

/**
 * The import cycles of the project: for every import that lies on a cycle, the shortest cycle through it, without
 * repeats. Each run-time import on a cycle is thus shown at least once, and `typeOnly` is exact for each cycle shown.
 */
export function findImportCycles(root = ROOT): Cycle[] {
  const graph = buildGraph(root);
  const seen = new Set<string>();
  const cycles: Cycle[] = [];
  for (const comp of cyclicComponents(graph)) {
    const within = new Set(comp);
    for (const u of comp) {
      for (const v of [...graph.get(u)!.keys()].sort()) {
        if (!within.has(v)) continue;
        const loop = u === v ? [u] : [u, ...shortestPath(graph, v, u, within).slice(0, -1)];
        // one spelling per cycle: start at its smallest file
        const start = loop.indexOf([...loop].sort()[0]);
        const files = [...loop.slice(start), ...loop.slice(0, start)];
        const key = files.join("\0");
        if (seen.has(key)) continue;
        seen.add(key);
        const kinds = files.map((f, i) => graph.get(f)!.get(files[(i + 1) % files.length])!);
        cycles.push({ files: [...files, files[0]], kinds, typeOnly: kinds.every((k) => k === "type") });
      }
    }
  }
  return cycles.sort((a, b) => Number(a.typeOnly) - Number(b.typeOnly) || a.files.join().localeCompare(b.files.join()));
}

export const formatCycle = (c: Cycle) => c.files.join(" -> ");

/** The check step: throws, listing them, when any cycle has a run-time import in it. */
export function assertNoImportCycles(root = ROOT): void {
  const failing = findImportCycles(root).filter((c) => !c.typeOnly);
  if (failing.length) {
    throw new Error(`${failing.length} import cycle(s) with run-time imports (see npx tsx scripts/import-cycles.ts):\n`
      + failing.map((c) => `  ${formatCycle(c)}`).join("\n"));
  }
}

if (require.main === module) {
  const cycles = findImportCycles();
  const failing = cycles.filter((c) => !c.typeOnly);
  const typeOnly = cycles.filter((c) => c.typeOnly);
  console.log(`import cycles with run-time imports: ${failing.length}`);
  for (const c of failing) {
    console.log(`  ${formatCycle(c)}`);
    c.kinds.forEach((k, i) => { if (k !== "static") console.log(`      ${k === "type" ? "type-only" : "dynamic import()"}: ${c.files[i]} -> ${c.files[i + 1]}`); });
  }
  console.log(`type-only import cycles (harmless at run time): ${typeOnly.length}`);
  for (const c of typeOnly) console.log(`  ${formatCycle(c)}`);
  process.exit(failing.length ? 1 : 0);
}
