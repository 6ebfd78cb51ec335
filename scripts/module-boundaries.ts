// The module boundaries of the API, checked on the import graph of scripts/import-cycles.ts (type-only imports count
// too: a boundary is about what a module knows of another, not only about what runs):
// - a module (api/src/modules/<name>/) uses another module only through that module's face, its index.ts;
// - the job plumbing (api/src/jobs/) imports no module file at all: the modules hand it their handlers and scheduled
//   jobs through their faces, which the app passes in;
// - a module imports nothing of the sign-in code (api/src/auth/) but auth/tokens.ts: the API-token format and the
//   rule that keeps the routes handing out credentials to a signed-in session.
// The web modules (web/src/modules/<name>/) stand side by side:
// - a web module imports no file of another web module, its face included: what one offers the others it declares on
//   its face (a hub's quick-create dialog: `quickCreate`), which the files on top read from the module list and hand
//   down (components/quickCreate.ts); what several share lives below them (components/, lib/, relay/);
// - a web module imports none of the files on top (modules/index.ts, routeTable.ts, router.tsx, App.tsx, boot.ts,
//   main.tsx), which import the modules;
// - the shared layers below the modules (components/, lib/, relay/, theme/) import no module: what the shell shows of
//   one (the top bar's bell, the bell's icons, the links to a record) comes down from the module list (a face's
//   `topBar`, `notificationKinds`, `records`).
// Tests (__tests__/) may use another module's test helpers (factories).
// Run alone with `npx tsx scripts/module-boundaries.ts`.
import { buildGraph, type Graph } from "./import-cycles";

const MODULE = /^api\/src\/modules\/([^/]+)\/(.+)$/;
const WEB_MODULE = /^web\/src\/modules\/([^/]+)\/(.+)$/;
/** the web app's files above the modules: they import the modules, never the other way round */
const WEB_TOP = new Set(["web/src/modules/index.ts", "web/src/routeTable.ts", "web/src/router.tsx", "web/src/App.tsx", "web/src/boot.ts", "web/src/main.tsx"]);
/** the web app's shared layers below the modules */
const WEB_BELOW = /^web\/src\/(components|lib|relay|theme)\//;
const isTest = (file: string) => file.includes("/__tests__/");
/** the one file of auth/ a module may import */
const AUTH_FOR_MODULES = "api/src/auth/tokens.ts";

export function moduleBoundaryViolations(graph: Graph = buildGraph()): string[] {
  const out: string[] = [];
  for (const [from, edges] of graph) {
    if (isTest(from)) continue;
    const webSource = WEB_MODULE.exec(from);
    if (webSource) {
      for (const to of edges.keys()) {
        const target = WEB_MODULE.exec(to);
        if (WEB_TOP.has(to)) out.push(`${from} -> ${to}: a web module imports nothing on top of the modules (they import it)`);
        else if (target && target[1] !== webSource[1]) {
          out.push(`${from} -> ${to}: web modules import no other module's files (declare it on the ${target[1]} face, or move what is shared to components/ or lib/)`);
        }
      }
      continue;
    }
    if (WEB_BELOW.test(from)) {
      for (const to of edges.keys()) {
        if (WEB_MODULE.exec(to) || to === "web/src/modules/index.ts") {
          out.push(`${from} -> ${to}: the shared layers below the modules import none (a module hands the shell what it shows through its face)`);
        }
      }
      continue;
    }
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
