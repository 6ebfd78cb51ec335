import type { App } from "../../../app";
import { contextOf, type Session } from "../../../../test/harness";
import { createTask } from "../task.service";

let n = 0;
/** A task of the session's tenant, created through the service (no project or client unless given). */
export async function makeTask(app: App, s: Session, overrides: Record<string, unknown> = {}) {
  return createTask(await contextOf(app, s),
    { title: `Task ${++n}`, ...overrides });
}
