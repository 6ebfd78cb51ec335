import type { App } from "../../../app";
import { contextOf, type Session } from "../../../../test/harness";
import { createEvent } from "../calendar.service";

let n = 0;
/** An event of the session's tenant, created through the service: an hour from 2030-01-07 10:00 UTC unless given. */
export async function makeEvent(app: App, s: Session, overrides: Record<string, unknown> = {}) {
  return createEvent(await contextOf(app, s),
    { title: `Event ${++n}`, startTime: "2030-01-07T10:00:00Z", endTime: "2030-01-07T11:00:00Z", timeZone: "UTC", ...overrides });
}
