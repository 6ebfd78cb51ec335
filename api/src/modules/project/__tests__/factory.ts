import type { App } from "../../../app";
import { contextOf, type Session } from "../../../../test/harness";
import { makeClient } from "../../client/__tests__/factory";
import { createProject } from "../project.service";

let n = 0;
/** A project of the session's tenant, created through the service; makes a client for it unless one is given. */
export async function makeProject(app: App, s: Session, overrides: Record<string, unknown> = {}) {
  const clientId = overrides.clientId ?? (await makeClient(app, s)).id;
  return createProject(await contextOf(app, s),
    { name: `Project ${++n}`, description: "Website redesign", budget: 1500, ...overrides, clientId });
}
