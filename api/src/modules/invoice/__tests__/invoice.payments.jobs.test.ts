/**
 * What reacts to a payment, with real workers: an "Invoice paid" workflow starts once when the balance reaches zero
 * (and a workflow made before, "Invoice updated, status changed to paid", still does), and webhooks subscribed to the
 * payment events get a delivery of each.
 */
import { createTestApp, registerUser, rest, type Session, type TestApp, waitFor } from "../../../../test/harness";
import { eventsSettled } from "../../../../test/settled";
import { makeClient } from "../../client/__tests__/factory";
import { makeWorkflow } from "../../automation/__tests__/factory";
import { makeInvoice } from "./factory";
import { addDays, today } from "@common/day";

let t: TestApp;
let a: Session;
beforeAll(async () => { t = await createTestApp({}, { jobs: { workers: true, pollingIntervalSeconds: 0.5 } }); });
beforeEach(async () => { a = await registerUser(t.app); });
afterAll(async () => { await t?.close(); });

const db = () => t.app.resources.prisma;

it("an 'Invoice paid' workflow runs once when the balance reaches zero; an old 'status changed to paid' one too; webhooks get the payment events", async () => {
  await makeWorkflow(t.app, a, { name: "Thank them", trigger: "invoice.paid", actions: [{ type: "create_task", config: { title: "Thank {client_name}" } }] });
  await makeWorkflow(t.app, a, { name: "Old paid", trigger: "invoice.updated", conditions: { changed: { field: "status", to: "paid" } },
    actions: [{ type: "create_task", config: { title: "Old rule" } }] });
  const hook = await rest(t.app, a, "POST", "/api/webhooks", { url: "http://127.0.0.1:9/hook", events: ["payment.received", "invoice.paid", "payment.refunded"] });
  expect(hook.status).toBe(201);

  const client = await makeClient(t.app, a, { name: "Acme" });
  const inv = await makeInvoice(t.app, a, { clientId: client.id, status: "sent", taxRate: "0", issueDate: today(), dueDate: addDays(today(), 30),
    items: [{ description: "Work", quantity: 1, rate: "1200" }] });
  expect((await rest(t.app, a, "POST", `/api/invoices/${inv.id}/payments`, { amount: "500", method: "cash" })).status).toBe(201);
  expect((await rest(t.app, a, "POST", `/api/invoices/${inv.id}/payments`, { amount: "700", method: "card" })).status).toBe(201);

  const tasks = await waitFor("both workflows' tasks", async () => {
    const xs = await db().task.findMany({ where: { userId: a.user.id }, orderBy: { title: "asc" } });
    return xs.length >= 2 ? xs : null;
  });
  await eventsSettled(t.app, a.user.id);
  expect((await db().task.findMany({ where: { userId: a.user.id }, orderBy: { title: "asc" } })).map((x) => x.title)).toEqual(["Old rule", "Thank Acme"]);
  expect(tasks).toHaveLength(2);
  const deliveries = await waitFor("the webhook's deliveries", async () => {
    const xs = await db().webhookDelivery.findMany({ where: { userId: a.user.id } });
    return xs.length >= 3 ? xs : null;
  });
  expect(deliveries.map((d) => d.eventType).sort()).toEqual(["invoice.paid", "payment.received", "payment.received"]);
  const paid = JSON.parse(deliveries.find((d) => d.eventType === "invoice.paid")!.body);
  expect(paid.data).toMatchObject({ invoiceNumber: inv.invoiceNumber, clientName: "Acme", total: "1200.00", amountPaid: "1200.00", currency: "USD" });
});
