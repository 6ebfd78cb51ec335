import type { App } from "../../../app";
import { contextOf, type Session } from "../../../../test/harness";
import { makeClient } from "../../client/__tests__/factory";
import { createInvoice } from "../invoice.service";
import { recordPayment } from "../invoice.payments";

let n = 0;
/** An invoice of the session's tenant, created through the service; makes a client for it unless one is given. */
export async function makeInvoice(app: App, s: Session, overrides: Record<string, unknown> = {}) {
  const clientId = overrides.clientId ?? (await makeClient(app, s)).id;
  return createInvoice(await contextOf(app, s), {
    invoiceNumber: `INV-${1000 + ++n}`, issueDate: "2026-11-01", dueDate: "2026-12-01", taxRate: "10",
    items: [{ description: "Design", quantity: 2, rate: "150.00" }, { description: "Hosting", quantity: 1, rate: "20" }],
    ...overrides, clientId,
  });
}

/** A payment recorded by hand on a sent invoice of the tenant (made here, $1,200.00 due, unless `invoiceId` is given). */
export async function makePayment(app: App, s: Session, overrides: { invoiceId?: string; clientId?: string; amount?: string; method?: string } = {}) {
  const invoiceId = overrides.invoiceId ?? (await makeInvoice(app, s, {
    status: "sent", taxRate: "0", items: [{ description: "Paid work", quantity: 1, rate: "1200" }],
    ...(overrides.clientId ? { clientId: overrides.clientId } : {}),
  })).id;
  const { payment } = await recordPayment(await contextOf(app, s), invoiceId, { amount: overrides.amount ?? "100", method: overrides.method ?? "bank_transfer" });
  return payment;
}
