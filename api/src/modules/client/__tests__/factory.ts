import type { App } from "../../../app";
import type { Session } from "../../../../test/harness";
import { createClient } from "../client.service";

let n = 0;
/** A client of the session's tenant, created through the service. */
export function makeClient(app: App, s: Session, overrides: Record<string, unknown> = {}) {
  const { prisma, pubsub, log } = app.resources;
  return createClient({ viewer: { id: s.user.id, email: s.user.email }, prisma, pubsub, log },
    { name: `Client ${++n}`, email: `client${n}@example.com`, company: "Acme", ...overrides });
}
