import fs from "node:fs";
import path from "node:path";
import type { IsolationSuite, Seeded } from "./isolation";
import type { Session, TestApp } from "./harness";
import { modules } from "../src/modules";

/**
 * Every module's isolation cases, found from the module list: a module's suite is the export of its
 * `__tests__/<module>.isolation.ts`. A module with routes or GraphQL fields and no suite fails the isolation test,
 * which asks for a case for every registered route, field and Node type.
 */
export const isolationSuites: IsolationSuite[] = modules.flatMap((m) => {
  const file = path.resolve(__dirname, `../src/modules/${m.name}/__tests__/${m.name}.isolation.ts`);
  if (!fs.existsSync(file)) return [];
  const suites = Object.values(require(file) as Record<string, IsolationSuite>);
  if (suites.length !== 1) throw new Error(`${file} must export one isolation suite`);
  return suites;
});

/** Every suite's records of tenant `a`, their ids gathered in one place (what the cases name). */
export async function seedAllSuites(t: TestApp, a: Session): Promise<Seeded> {
  const seeded: Seeded = { ids: {}, gids: {} };
  for (const suite of isolationSuites) {
    const s = await suite.seed(t, a);
    Object.assign(seeded.ids, s.ids);
    Object.assign(seeded.gids, s.gids);
  }
  return seeded;
}
