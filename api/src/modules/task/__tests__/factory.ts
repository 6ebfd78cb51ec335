import type { App } from "../../../app";
import type { Session } from "../../../../test/harness";
import { createTask } from "../task.service";

let n = 0;
/** A task of the session's tenant, created through the service (no project or client unless given). */
export function makeTask(app: App, s: Session, overrides: Record<string, unknown> = {}) {
  const { prisma, pubsub, log } = app.resources;
  return createTask({ viewer: { id: s.user.id, email: s.user.email }, prisma, pubsub, log },
    { title: `Task ${++n}`, ...overrides });
}
