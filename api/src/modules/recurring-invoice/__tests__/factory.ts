import type { App } from "../../../app";
import { contextOf, type Session } from "../../../../test/harness";
import { makeClient } from "../../client/__tests__/factory";
import { createRecurringInvoice } from "../recurring-invoice.service";

/** A recurring invoice of the session's tenant, created through the service; makes a client for it unless one is given. */
export async function makeRecurringInvoice(app: App, s: Session, overrides: Record<string, unknown> = {}) {
  const clientId = overrides.clientId ?? (await makeClient(app, s, { email: "billing@example.com" })).id;
  return createRecurringInvoice(await contextOf(app, s), {
    items: [{ description: "Retainer {period_start} to {period_end}", quantity: 1, rate: "1500.00" }], taxRate: "10",
    frequency: "monthly", interval: 1, startDate: "2031-01-31", sendHour: 9, dueInDays: 14, autoSend: false,
    ...overrides, clientId,
  });
}
