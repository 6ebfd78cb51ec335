import type { App } from "../../../app";
import { contextOf, type Session } from "../../../../test/harness";
import { createApiToken } from "../api-token.service";

let n = 0;
/** A token of the session's tenant, created through the service: its record (the token itself is not kept). */
export async function makeApiToken(app: App, s: Session, overrides: Record<string, unknown> = {}) {
  return (await createApiToken(await contextOf(app, s), { name: `Script ${++n}`, scope: "write", ...overrides })).record;
}
