import type { App } from "../../../app";
import { contextOf, type Session } from "../../../../test/harness";
import { createContract } from "../contract.service";
import { createTemplate } from "../template.service";

/** A contract of the session's tenant for the client, created through the service (numbered by the server). */
export async function makeContract(app: App, s: Session, clientId: string, overrides: Record<string, unknown> = {}) {
  return createContract(await contextOf(app, s), { clientId, title: "Website redesign", content: "# Agreement\n\nFor {client_name}.", ...overrides });
}

let n = 0;
export async function makeTemplate(app: App, s: Session, overrides: Record<string, unknown> = {}) {
  return createTemplate(await contextOf(app, s), { name: `Template ${++n}`, content: "Dear {client_name},\n\n{scope_of_work}", ...overrides });
}
