import type { App } from "../../../app";
import { contextOf, type Session } from "../../../../test/harness";
import { createClient } from "../client.service";

let n = 0;
/** A client of the session's tenant, created through the service. */
export async function makeClient(app: App, s: Session, overrides: Record<string, unknown> = {}) {
  return createClient(await contextOf(app, s),
    { name: `Client ${++n}`, email: `client${n}@example.com`, company: "Acme", ...overrides });
}
