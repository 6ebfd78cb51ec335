import type { App } from "../../../app";
import { contextOf, type Session } from "../../../../test/harness";
import { createWebhook } from "../webhook.service";

let n = 0;
/** An endpoint of the session's tenant, created through the service. */
export async function makeWebhook(app: App, s: Session, overrides: Record<string, unknown> = {}) {
  return createWebhook(await contextOf(app, s), { url: `https://hooks${++n}.example.com/in`, events: ["client.created"], ...overrides });
}
