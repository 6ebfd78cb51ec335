import { createTestApp, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { makeClient } from "../../client/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";
import { makeInvoice } from "./factory";

let t: TestApp;
let a: Session;
let clientId: string;
// every test signs up one or two tenants: lift the sign-up rate limit (30 a minute) for this file
beforeAll(async () => { t = await createTestApp({ LOGIN_RATE_LIMIT: "1000" }); });
beforeEach(async () => {
  a = await registerUser(t.app);
  clientId = (await makeClient(t.app, a, { name: "Globex", email: "ap@globex.example" })).id;
});
afterEach(async () => { await t.truncate(); });
afterAll(async () => { await t.close(); });

const db = () => t.app.resources.prisma;

/** The spec's payload, as the form sends it (its own float maths included). */
const payload = (over: Record<string, unknown> = {}) => ({
  clientId, invoiceNumber: "INV-1001", status: "draft", issueDate: "2026-11-01", dueDate: "2026-12-01",
  subtotal: 320, taxRate: 10, taxAmount: 32, total: 352, notes: "Thanks for your business",
  items: [{ description: "Design", quantity: 2, rate: 150, amount: 300 }, { description: "Hosting", quantity: 1, rate: 20, amount: 20 }],
  ...over,
});

describe("REST /api/invoices", () => {
  it("creates with the spec payload, lists newest first, reads, updates and deletes", async () => {
    const created = await rest(t.app, a, "POST", "/api/invoices", payload());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), userId: a.user.id, clientId, projectId: null, invoiceNumber: "INV-1001",
      status: "draft", currency: "USD", issueDate: "2026-11-01T00:00:00.000Z", dueDate: "2026-12-01T00:00:00.000Z", paidDate: null,
      subtotal: "320.00", taxRate: "10.00", taxAmount: "32.00", total: "352.00", notes: "Thanks for your business",
      client: { id: clientId, name: "Globex" }, pdfDownloadUrl: `/api/invoices/${created.body.id}/pdf`,
    });
    expect(created.body.items).toEqual([
      { id: expect.any(String), description: "Design", quantity: 2, rate: "150.00", amount: "300.00", createdAt: expect.any(String) },
      { id: expect.any(String), description: "Hosting", quantity: 1, rate: "20.00", amount: "20.00", createdAt: expect.any(String) },
    ]);
    const second = await rest(t.app, a, "POST", "/api/invoices", payload({ invoiceNumber: "INV-1002", subtotal: undefined, taxAmount: undefined, total: undefined, currency: "EUR" }));
    expect(second.body).toMatchObject({ invoiceNumber: "INV-1002", currency: "EUR", total: "352.00" });

    const list = await rest(t.app, a, "GET", "/api/invoices");
    expect(list.body.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual(["INV-1002", "INV-1001"]);
    expect(list.body[1]).toEqual(created.body);
    expect((await rest(t.app, a, "GET", `/api/invoices/${created.body.id}`)).body).toEqual(created.body);

    // items, when sent, replace every line; the figures follow
    const updated = await rest(t.app, a, "PUT", `/api/invoices/${created.body.id}`,
      { items: [{ description: "Audit", quantity: 3, rate: "99.99" }], taxRate: "0" });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ subtotal: "299.97", taxAmount: "0.00", total: "299.97", notes: "Thanks for your business" });
    expect(updated.body.items).toMatchObject([{ description: "Audit", quantity: 3, rate: "99.99", amount: "299.97" }]);
    expect(await db().invoiceItem.count({ where: { invoiceId: created.body.id } })).toBe(1);

    // a partial update keeps the lines and computes the figures again
    const taxed = await rest(t.app, a, "PUT", `/api/invoices/${created.body.id}`, { taxRate: "20" });
    expect(taxed.body).toMatchObject({ subtotal: "299.97", taxAmount: "59.99", total: "359.96" });
    expect(taxed.body.items).toHaveLength(1);

    const del = await rest(t.app, a, "DELETE", `/api/invoices/${created.body.id}`);
    expect(del.status).toBe(204);
    expect(await db().invoiceItem.count({ where: { invoiceId: created.body.id } })).toBe(0);
    expect((await rest(t.app, a, "GET", `/api/invoices/${created.body.id}`)).status).toBe(404);
    expect((await rest(t.app, a, "DELETE", `/api/invoices/${created.body.id}`)).status).toBe(404);
  });
});
