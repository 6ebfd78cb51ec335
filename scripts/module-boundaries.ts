// The module boundaries of the API, checked on the import graph of scripts/import-cycles.ts (type-only imports count
// too: a boundary is about what a module knows of another, not only about what runs):
// - a module (api/src/modules/<name>/) uses another module only through that module's face, its index.ts;
// - the job plumbing (api/src/jobs/) imports no module file at all: the modules hand it their handlers and scheduled
//   jobs through their faces, which the app passes in;
// - a module imports nothing of the sign-in code (api/src/auth/) but auth/tokens.ts: the API-token format and the
//   rule that keeps the routes handing out credentials to a signed-in session.
// Tests (__tests__/) may use another module's test helpers (factories).
// Run alone with `npx tsx scripts/module-boundaries.ts`.
import { buildGraph } from "./import-cycles";

const MODULE = /^api\/src\/modules\/([^/]+)\/(.+)$/;
const isTest = (file: string) => file.includes("/__tests__/");
/** the one file of auth/ a module may import */
const AUTH_FOR_MODULES = "api/src/auth/tokens.ts";

export function moduleBoundaryViolations(): string[] {
  const out: string[] = [];
  for (const [from, edges] of buildGraph()) {
    if (isTest(from)) continue;
    const source = MODULE.exec(from);
    for (const to of edges.keys()) {
      if (source && to.startsWith("api/src/auth/") && to !== AUTH_FOR_MODULES) {
        out.push(`${from} -> ${to}: a module uses nothing of auth/ but ${AUTH_FOR_MODULES}`);
        continue;
      }
      const target = MODULE.exec(to);
      if (!target) continue;
      if (from.startsWith("api/src/jobs/")) out.push(`${from} -> ${to}: the job plumbing imports no module (modules hand it their jobs through their faces)`);
      else if (source && source[1] !== target[1] && target[2] !== "index.ts") out.push(`${from} -> ${to}: use the ${target[1]} module through its face (modules/${target[1]}/index.ts)`);
    }
  }
  return out.sort();
}

export function assertModuleBoundaries(): void {
  const found = moduleBoundaryViolations();
  if (found.length) throw new Error(`${found.length} import(s) across module boundaries:\n${found.map((v) => `  ${v}`).join("\n")}`);
}

if (require.main === module) {
  const found = moduleBoundaryViolations();
  console.log(`imports across module boundaries: ${found.length}`);
  for (const v of found) console.log(`  ${v}`);
  process.exit(found.length ? 1 : 0);
}
