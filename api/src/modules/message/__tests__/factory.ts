import type { App } from "../../../app";
import { contextOf, type Session } from "../../../../test/harness";
import { createMessage } from "../message.service";

let n = 0;
/** A message of the session's tenant, created through the service (no contact e-mail unless given). */
export async function makeMessage(app: App, s: Session, overrides: Record<string, unknown> = {}) {
  return createMessage(await contextOf(app, s), { subject: `Subject ${++n}`, content: `Content of message ${n}`, ...overrides });
}
