import { eachTestWithTenant, gql, rest, statementsFor10And50, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { makeClient } from "../../client/__tests__/factory";
import { makeInvoice } from "./factory";
import { addDays, today } from "@common/day";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const db = () => t.app.resources.prisma;

/** A sent invoice of $1,200.00 (one line, no tax) of the client "Acme", due `dueDate` (in 30 days by default). */
async function sentInvoice(over: Record<string, unknown> = {}) {
  const client = await makeClient(t.app, a, { name: "Acme" });
  return makeInvoice(t.app, a, {
    clientId: client.id, invoiceNumber: "INV-0042", status: "sent", taxRate: "0", issueDate: today(), dueDate: addDays(today(), 30),
    items: [{ description: "Design", quantity: 1, rate: "1200" }], ...over,
  });
}

const pay = (id: string, body: unknown) => rest(t.app, a, "POST", `/api/invoices/${id}/payments`, body);
const invoiceOf = async (id: string) => (await rest(t.app, a, "GET", `/api/invoices/${id}`)).body;
const eventsOf = async (type: string, entityId?: string) =>
  db().domainEvent.findMany({ where: { userId: a.user.id, type, ...(entityId ? { entityId } : {}) } });

describe("payments over REST", () => {
  it("a part payment then the rest: the balance falls, the invoice becomes paid once, with its event, activity line and notification", async () => {
    const inv = await sentInvoice();
    const first = await pay(inv.id, { amount: "500", method: "bank_transfer", paidAt: "2026-11-20", reference: "TRF-1", note: "first half" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      invoiceId: inv.id, amount: "500.00", currency: "USD", method: "bank_transfer", paidAt: "2026-11-20T12:00:00.000Z",
      reference: "TRF-1", note: "first half", provider: null, refundedAmount: "0.00",
    });
    expect(await invoiceOf(inv.id)).toMatchObject({ status: "sent", amountPaid: "500.00", balanceDue: "700.00", paidDate: null });
    expect(await eventsOf("invoice.paid")).toHaveLength(0);

    const rest2 = await pay(inv.id, { amount: "700.00", method: "card", paidAt: "2026-11-25" });
    expect(rest2.status).toBe(201);
    expect(await invoiceOf(inv.id)).toMatchObject({ status: "paid", amountPaid: "1200.00", balanceDue: "0.00", paidDate: "2026-11-25T12:00:00.000Z" });
    const listed = await rest(t.app, a, "GET", `/api/invoices/${inv.id}/payments`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((p: { amount: string; method: string }) => [p.amount, p.method])).toEqual([["500.00", "bank_transfer"], ["700.00", "card"]]);

    // one invoice.paid, two payment.received, the activity line and the bell's notification
    const paid = await eventsOf("invoice.paid", inv.id);
    expect(paid).toHaveLength(1);
    expect(paid[0].payload).toMatchObject({ invoiceNumber: "INV-0042", clientName: "Acme", total: "1200.00", amountPaid: "1200.00", currency: "USD",
      changes: { status: { before: "sent", after: "paid" } } });
    expect((await eventsOf("payment.received")).map((e) => (e.payload as { amount: string }).amount).sort()).toEqual(["500.00", "700.00"]);
    expect(await db().activity.count({ where: { userId: a.user.id, title: "INV-0042 paid by Acme, $1,200.00" } })).toBe(1);
    const notes = await db().notification.findMany({ where: { userId: a.user.id, type: "invoice_paid" } });
    expect(notes.map((n) => n.title)).toEqual(["INV-0042 paid by Acme, $1,200.00"]);

    // nothing is left to pay
    const more = await pay(inv.id, { amount: "1", method: "cash" });
    expect(more.status).toBe(400);
    expect(more.body.errors.amount).toBe("This invoice has nothing left to pay");
  });

  it("refuses more than the balance (naming it), zero, negative, a bad method, and a draft or cancelled invoice", async () => {
    const inv = await sentInvoice();
    expect((await pay(inv.id, { amount: "200", method: "cash" })).status).toBe(201);
    const over = await pay(inv.id, { amount: "1000.01", method: "cash" });
    expect(over.status).toBe(400);
    expect(over.body.errors.amount).toBe("The balance is $1,000.00: record at most that");
    expect((await pay(inv.id, { amount: "0", method: "cash" })).body.errors.amount).toBe("Amount must be more than 0");
    expect((await pay(inv.id, { amount: "-5", method: "cash" })).body.errors.amount).toBe("Amount must be more than 0");
    expect((await pay(inv.id, { amount: "1.234", method: "cash" })).body.errors.amount).toBe("Amount can have at most 2 decimal places");
    expect((await pay(inv.id, { amount: "10", method: "bitcoin" })).body.errors.method).toBe("Method must be card, bank transfer, cash, check or other");
    expect((await pay(inv.id, { amount: "10", method: "cash", paidAt: "yesterday" })).body.errors.paidAt).toBe("Payment date must be a valid date");

    const draft = await sentInvoice({ invoiceNumber: "INV-D", status: "draft" });
    const d = await pay(draft.id, { amount: "10", method: "cash" });
    expect([d.status, d.body.message]).toEqual([400, "A draft invoice cannot be paid: send it first"]);
    const cancelled = await sentInvoice({ invoiceNumber: "INV-C", status: "cancelled" });
    expect((await pay(cancelled.id, { amount: "10", method: "cash" })).body.message).toBe("A cancelled invoice cannot be paid");
    expect(await db().payment.count({ where: { userId: a.user.id } })).toBe(1);
    expect(await invoiceOf(inv.id)).toMatchObject({ amountPaid: "200.00", balanceDue: "1000.00" });
  });

  it("two payments at the same moment are serialised on the invoice: never an overpayment, never one lost", async () => {
    const inv = await sentInvoice();
    // each alone would fit, both together would overpay: exactly one goes through
    const both = await Promise.all([pay(inv.id, { amount: "800", method: "cash" }), pay(inv.id, { amount: "700", method: "card" })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    const after = await invoiceOf(inv.id);
    const sum = (await db().payment.findMany({ where: { invoiceId: inv.id } })).reduce((s, p) => s + Number(p.amount), 0);
    expect(Number(after.amountPaid)).toBe(sum);
    expect(sum).toBeLessThanOrEqual(1200);

    // two that fit together: both are recorded, and the sum is right
    const inv2 = await sentInvoice({ invoiceNumber: "INV-0043" });
    const two = await Promise.all([pay(inv2.id, { amount: "600", method: "cash" }), pay(inv2.id, { amount: "600", method: "card" })]);
    expect(two.map((r) => r.status)).toEqual([201, 201]);
    expect(await invoiceOf(inv2.id)).toMatchObject({ status: "paid", amountPaid: "1200.00", balanceDue: "0.00" });
    expect(await eventsOf("invoice.paid", inv2.id)).toHaveLength(1);
  });

  it("deleting a payment reopens a paid invoice to sent, or overdue past its due day; a provider's payment cannot be deleted", async () => {
    const inv = await sentInvoice();
    const p = await pay(inv.id, { amount: "1200", method: "check" });
    expect((await invoiceOf(inv.id)).status).toBe("paid");
    const del = await rest(t.app, a, "DELETE", `/api/invoices/${inv.id}/payments/${p.body.id}`);
    expect(del.status).toBe(204);
    expect(await invoiceOf(inv.id)).toMatchObject({ status: "sent", amountPaid: "0.00", balanceDue: "1200.00", paidDate: null });
    expect((await rest(t.app, a, "DELETE", `/api/invoices/${inv.id}/payments/${p.body.id}`)).status).toBe(404);

    const late = await sentInvoice({ invoiceNumber: "INV-LATE", issueDate: addDays(today(), -40), dueDate: addDays(today(), -10) });
    const lp = await pay(late.id, { amount: "1200", method: "cash" });
    expect((await rest(t.app, a, "DELETE", `/api/invoices/${late.id}/payments/${lp.body.id}`)).status).toBe(204);
    expect((await invoiceOf(late.id)).status).toBe("overdue");

    // a provider's payment (as the Stripe part will write it) is refused with 400
    const sp = await pay(inv.id, { amount: "100", method: "card" });
    await db().payment.update({ where: { id: sp.body.id }, data: { provider: "stripe", providerPaymentId: `pi_${sp.body.id}` } });
    const refused = await rest(t.app, a, "DELETE", `/api/invoices/${inv.id}/payments/${sp.body.id}`);
    expect([refused.status, refused.body.message]).toEqual([400, "This payment was taken by the payment provider: refund it there instead"]);
    expect(await eventsOf("payment.deleted")).toHaveLength(2);
  });

  it("Mark as paid records a payment of the balance; leaving paid by hand is refused while payments exist", async () => {
    const inv = await sentInvoice();
    await pay(inv.id, { amount: "200", method: "cash" });
    const gid = globalId("Invoice", inv.id);
    const status = (s: string) => gql(t.app, a, `mutation($id: ID!, $s: String!) { setInvoiceStatus(input: { id: $id, status: $s }) {
      __typename ... on SetInvoiceStatusPayload { invoice { status amountPaid balanceDue } } ... on ValidationError { message } } }`, { id: gid, s });
    expect((await status("paid")).data.setInvoiceStatus).toMatchObject({ invoice: { status: "paid", amountPaid: "1200.00", balanceDue: "0.00" } });
    const payments = await db().payment.findMany({ where: { invoiceId: inv.id }, orderBy: { createdAt: "asc" } });
    expect(payments.map((p) => [p.amount.toFixed(2), p.method])).toEqual([["200.00", "cash"], ["1000.00", "other"]]);
    expect(await eventsOf("invoice.paid", inv.id)).toHaveLength(1);

    const back = await status("sent");
    expect(back.data.setInvoiceStatus).toEqual({ __typename: "ValidationError", message: "This invoice has payments: delete them before changing its status" });
    const put = await rest(t.app, a, "PUT", `/api/invoices/${inv.id}`, { status: "draft" });
    expect([put.status, put.body.errors?.status]).toEqual([400, "This invoice has payments: delete them before changing its status"]);
    expect((await invoiceOf(inv.id)).status).toBe("paid");

    // an invoice with nothing paid still moves as before
    const other = await sentInvoice({ invoiceNumber: "INV-0050" });
    const otherGid = globalId("Invoice", other.id);
    const cancel = await gql(t.app, a, `mutation($id: ID!) { setInvoiceStatus(input: { id: $id, status: "cancelled" }) { __typename } }`, { id: otherGid });
    expect(cancel.data.setInvoiceStatus.__typename).toBe("SetInvoiceStatusPayload");
  });

  it("refuses an edit of the lines that would bring the total below what was paid", async () => {
    const inv = await sentInvoice();
    await pay(inv.id, { amount: "500", method: "cash" });
    const r = await rest(t.app, a, "PUT", `/api/invoices/${inv.id}`, { items: [{ description: "Less", quantity: 1, rate: "499.99" }] });
    expect(r.status).toBe(400);
    expect(r.body.errors.total).toBe("The total cannot be less than the $500.00 already paid");
    const ok = await rest(t.app, a, "PUT", `/api/invoices/${inv.id}`, { items: [{ description: "Exactly", quantity: 1, rate: "500" }] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ total: "500.00", amountPaid: "500.00", balanceDue: "0.00" });
  });

  it("another tenant's invoice or payment is unknown (404)", async () => {
    const inv = await sentInvoice();
    const p = await pay(inv.id, { amount: "100", method: "cash" });
    const { registerUser } = await import("../../../../test/harness");
    const b = await registerUser(t.app);
    expect((await rest(t.app, b, "GET", `/api/invoices/${inv.id}/payments`)).status).toBe(404);
    expect((await rest(t.app, b, "POST", `/api/invoices/${inv.id}/payments`, { amount: "1", method: "cash" })).status).toBe(404);
    expect((await rest(t.app, b, "DELETE", `/api/invoices/${inv.id}/payments/${p.body.id}`)).status).toBe(404);
    expect(await db().payment.count({ where: { invoiceId: inv.id } })).toBe(1);
  });

  it("the payments list is one statement whatever the number of payments", async () => {
    let invoiceId = "";
    const { ten, fifty } = await statementsFor10And50(t,
      async (s, n) => {
        a = s;
        const inv = await sentInvoice({ items: [{ description: "Big", quantity: 1, rate: "100000" }] });
        invoiceId = inv.id;
        for (let i = 0; i < n; i++) await pay(inv.id, { amount: "1", method: "cash" });
      },
      async (s) => { expect((await rest(t.app, s, "GET", `/api/invoices/${invoiceId}/payments`)).status).toBe(200); });
    expect(ten).toBe(fifty);
    expect(ten).toBeLessThanOrEqual(2);
  });
});

describe("revenue is cash received", () => {
  it("a part payment is revenue on its date, per currency; the breakdown counts the invoice under its status with its balance", async () => {
    const inv = await sentInvoice();
    await pay(inv.id, { amount: "500", method: "bank_transfer" });
    const eur = await sentInvoice({ invoiceNumber: "INV-EUR", currency: "EUR" });
    await pay(eur.id, { amount: "1200", method: "card" });
    const r = await gql(t.app, a, `{ viewer { report { totalRevenue monthlyRevenue revenueBreakdown { paid pending paidCount pendingCount invoiceCount }
      currencies { currency totalRevenue pending } } dashboardStats { monthlyRevenue totalRevenue } } }`);
    expect(r.data.viewer.report).toMatchObject({
      totalRevenue: "500.00", monthlyRevenue: "500.00",
      revenueBreakdown: { paid: "500.00", pending: "700.00", paidCount: 1, pendingCount: 1, invoiceCount: 2 },
      currencies: [{ currency: "USD", totalRevenue: "500.00", pending: "700.00" }, { currency: "EUR", totalRevenue: "1200.00", pending: "0.00" }],
    });
    expect(r.data.viewer.dashboardStats).toEqual({ monthlyRevenue: "500.00", totalRevenue: "500.00" });
    // a payment dated last year is last year's revenue, not this month's
    await pay(inv.id, { amount: "100", method: "cash", paidAt: `${Number(today().slice(0, 4)) - 1}-06-15` });
    const after = await gql(t.app, a, `{ viewer { report { totalRevenue monthlyRevenue } } }`);
    expect(after.data.viewer.report).toEqual({ totalRevenue: "600.00", monthlyRevenue: "500.00" });
  });
});

describe("payments over GraphQL", () => {
  it("recordPayment and deletePayment; Invoice.payments, amountPaid and balanceDue", async () => {
    const inv = await sentInvoice();
    const gid = globalId("Invoice", inv.id);
    const record = (amount: string) => gql(t.app, a, `mutation($id: ID!, $amount: String) {
      recordPayment(input: { invoiceId: $id, amount: $amount, method: "cash", paidAt: "2026-11-21", reference: "R1" }) {
        __typename ... on RecordPaymentPayload { payment { id amount method reference } invoice { status amountPaid balanceDue } }
        ... on ValidationError { message fieldErrors { field message } } } }`, { id: gid, amount });
    const first = await record("1200");
    expect(first.data.recordPayment).toMatchObject({
      payment: { amount: "1200.00", method: "cash", reference: "R1" }, invoice: { status: "paid", amountPaid: "1200.00", balanceDue: "0.00" },
    });
    const over = await record("1");
    expect(over.data.recordPayment).toMatchObject({ __typename: "ValidationError", message: "This invoice has nothing left to pay" });

    const read = await gql(t.app, a, `query($id: ID!) { node(id: $id) { ... on Invoice { amountPaid balanceDue payments { id amount method provider } } } }`, { id: gid });
    expect(read.data.node).toMatchObject({ amountPaid: "1200.00", balanceDue: "0.00", payments: [{ amount: "1200.00", method: "cash", provider: null }] });

    const del = await gql(t.app, a, `mutation($id: ID!) { deletePayment(input: { id: $id }) {
      __typename ... on DeletePaymentPayload { deletedPaymentId invoice { status amountPaid balanceDue } } } }`, { id: first.data.recordPayment.payment.id });
    expect(del.data.deletePayment).toMatchObject({ deletedPaymentId: first.data.recordPayment.payment.id, invoice: { status: "sent", amountPaid: "0.00", balanceDue: "1200.00" } });
  });

  it("the invoices page reads amountPaid and balanceDue in its one statement", async () => {
    const inv = await sentInvoice();
    await pay(inv.id, { amount: "450.50", method: "cash" });
    const r = await gql(t.app, a, `{ viewer { invoices(first: 5) { edges { node { invoiceNumber total amountPaid balanceDue } } } } }`);
    expect(r.data.viewer.invoices.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { invoiceNumber: "INV-0042", total: "1200.00", amountPaid: "450.50", balanceDue: "749.50" },
    ]);
  });
});
