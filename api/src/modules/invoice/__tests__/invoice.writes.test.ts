import { eachTestWithTenant, gql, rest, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { tenantTopic, type LiveChange } from "../../../pubsub";
import { subscribeDashboardStats } from "../../dashboard/dashboard.live";
import { contextOf } from "../../../../test/harness";
import { makeClient } from "../../client/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";
import { makeInvoice } from "./factory";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const input = (clientId: string, extra: Record<string, unknown> = {}) => ({
  clientId: globalId("Client", clientId), invoiceNumber: "INV-1", issueDate: "2026-11-01", dueDate: "2026-12-01", taxRate: "10",
  items: [{ description: "a", quantity: 1, rate: "10" }, { description: "b", quantity: 2, rate: "5" }], ...extra,
});
const create = (vars: Record<string, unknown>) => gql(t.app, a, `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) {
  __typename ... on CreateInvoicePayload { invoice { id invoiceNumber total status } } } }`, { input: vars });

describe("the cost of invoice writes, in SQL statements", () => {
  it("create: the client check, then the invoice, its lines and its activity line in one statement (the project check when there is one)", async () => {
    const client = await makeClient(t.app, a);
    await gql(t.app, a, "{ viewer { id } }"); // the session is cached from here on
    t.statements.length = 0;
    const r = await create(input(client.id));
    expect(r.data.createInvoice).toMatchObject({ __typename: "CreateInvoicePayload", invoice: { total: "22.00" } });
    expect(t.statements).toHaveLength(2);
    expect(t.statements[1]).toMatch(/^WITH r AS \(INSERT INTO "invoices".*x0 AS \(INSERT INTO invoice_items/s);
    const project = await makeProject(t.app, a, { clientId: client.id });
    t.statements.length = 0;
    await create(input(client.id, { invoiceNumber: "INV-2", projectId: globalId("Project", project.id) }));
    expect(t.statements).toHaveLength(3);
  });

  it("update: the stored invoice with its lines, then one statement (lines replaced in it); status and delete: one statement each; Mark as paid: the payment's transaction", async () => {
    const inv = await makeInvoice(t.app, a);
    await gql(t.app, a, "{ viewer { id } }");
    const id = globalId("Invoice", inv.id);
    t.statements.length = 0;
    const u = await gql(t.app, a, `mutation($input: UpdateInvoiceInput!) { updateInvoice(input: $input) { __typename ... on UpdateInvoicePayload { invoice { total } } } }`,
      { input: { id, items: [{ description: "c", quantity: 1, rate: "1" }] } });
    expect(u.data.updateInvoice.invoice.total).toBe("1.10");
    const reads = t.statements.length - 1;
    expect(t.statements[t.statements.length - 1]).toMatch(/^WITH r AS \(UPDATE "invoices".*DELETE FROM invoice_items.*INSERT INTO invoice_items/s);
    expect(reads).toBe(1); // the invoice with its lines
    t.statements.length = 0;
    await gql(t.app, a, `mutation($id: ID!) { setInvoiceStatus(input: { id: $id, status: "sent" }) { __typename ... on SetInvoiceStatusPayload { invoice { status paidDate } } } }`, { id });
    expect(t.statements).toHaveLength(1);
    // Mark as paid records a payment of the balance (issue 36): the invoice's lock, the payment, the invoice, the bell
    t.statements.length = 0;
    await gql(t.app, a, `mutation($id: ID!) { setInvoiceStatus(input: { id: $id, status: "paid" }) { __typename ... on SetInvoiceStatusPayload { invoice { status paidDate } } } }`, { id });
    expect(t.statements.map((s) => s.replace(/\s+/g, " ").trim().slice(0, 24))).toEqual([
      "SELECT i.id, i.status, i", 'WITH r AS (INSERT INTO "', 'WITH r AS (UPDATE "invoi', 'INSERT INTO "public"."no', "COMMIT",
    ]);
    t.statements.length = 0;
    await gql(t.app, a, `mutation($id: ID!) { deleteInvoice(input: { id: $id }) { __typename } }`, { id });
    expect(t.statements).toHaveLength(1);
    console.log(`invoice writes: create 2 statements (3 with a project), update ${reads} + 1, setInvoiceStatus 1 (Mark as paid: 4 and COMMIT), deleteInvoice 1`);
  });

  it("saves of the same invoice at the same time never leave two sets of lines: a save that met another is refused", async () => {
    const inv = await makeInvoice(t.app, a);
    const id = globalId("Invoice", inv.id);
    const save = (tag: number) => gql(t.app, a, `mutation($input: UpdateInvoiceInput!) { updateInvoice(input: $input) {
      __typename ... on ConflictError { message } } }`, { input: { id, items: [{ description: `${tag}-a`, quantity: 1, rate: "1" }, { description: `${tag}-b`, quantity: 1, rate: "2" }] } });
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map(save));
    const kinds = results.map((r) => r.data.updateInvoice.__typename);
    expect(kinds).toContain("UpdateInvoicePayload");
    for (const r of results) {
      if (r.data.updateInvoice.__typename === "ConflictError") expect(r.data.updateInvoice.message).toBe("This invoice was changed at the same time. Reload it and try again.");
      else expect(r.data.updateInvoice.__typename).toBe("UpdateInvoicePayload");
    }
    const lines = await (await contextOf(t.app, a)).prisma.invoiceItem.findMany({ where: { invoiceId: inv.id } });
    expect(lines).toHaveLength(2);
    expect(new Set(lines.map((l) => l.description.split("-")[0])).size).toBe(1);
    console.log(`6 saves at once: ${kinds.filter((k) => k === "UpdateInvoicePayload").length} written, ${kinds.filter((k) => k === "ConflictError").length} refused`);
  });

  it("the invoices page is one statement whatever its size, its lines one more", async () => {
    const client = await makeClient(t.app, a, { name: "Globex" });
    const ctx = await contextOf(t.app, a);
    for (let i = 0; i < 25; i++) await makeInvoice(t.app, a, { clientId: client.id, invoiceNumber: `INV-${i}` });
    expect(ctx.viewer.id).toBe(a.user.id);
    await gql(t.app, a, "{ viewer { id } }");
    const counts: Record<string, number[]> = { list: [], withItems: [] };
    for (const first of [5, 25]) {
      t.statements.length = 0;
      const r = await gql(t.app, a, `query($first: Int!) { viewer { invoices(first: $first) { totalCount edges { node { id invoiceNumber dueDate total currency status pdfDownloadUrl client { id name } } } } } }`, { first });
      expect(r.data.viewer.invoices.edges).toHaveLength(first);
      counts.list.push(t.statements.length);
      t.statements.length = 0;
      const w = await gql(t.app, a, `query($first: Int!) { viewer { invoices(first: $first, status: "draft") { edges { node { id items { description amount } } } } } }`, { first });
      expect(w.data.viewer.invoices.edges[0].node.items).toHaveLength(2);
      counts.withItems.push(t.statements.length);
    }
    expect(counts.list).toEqual([1, 1]);
    expect(counts.withItems[0]).toBe(counts.withItems[1]);
    console.log(`invoices page: ${counts.list[0]} statement for 5 or 25 invoices; with their lines: ${counts.withItems[0]}`);
  });
});

describe("live updates", () => {
  it("every invoice write publishes on the workspace's topic, and the dashboard's stats follow a payment", async () => {
    const client = await makeClient(t.app, a, { email: "x@example.com" });
    const events: LiveChange[] = [];
    const topic = t.app.resources.pubsub.subscribe(tenantTopic(a.user.id));
    const listening = (async () => { for await (const e of topic) events.push(e); })();
    const ctx = await contextOf(t.app, a);
    const stats = subscribeDashboardStats(ctx)[Symbol.asyncIterator]();
    const revenues: string[] = [];
    const paidRevenue = (async () => {
      for (;;) {
        const { value, done } = await stats.next();
        if (done) return null;
        revenues.push(String(value.totalRevenue));
        if (Number(value.totalRevenue) === 20) return value;
      }
    })();
    await new Promise((r) => setTimeout(r, 10));

    const created = await create(input(client.id, { taxRate: "0" }));
    const id = created.data.createInvoice.invoice.id;
    await gql(t.app, a, `mutation($id: ID!) { setInvoiceStatus(input: { id: $id, status: "paid" }) { __typename } }`, { id });
    const pushed = await paidRevenue;
    await gql(t.app, a, `mutation($input: UpdateInvoiceInput!) { updateInvoice(input: $input) { __typename } }`, { input: { id, notes: "x" } });
    await rest(t.app, a, "POST", `/api/invoices/${Buffer.from(id, "base64").toString().split(":")[1]}/send`);
    await gql(t.app, a, `mutation($id: ID!) { deleteInvoice(input: { id: $id }) { __typename } }`, { id });
    await new Promise((r) => setTimeout(r, 30));
    await topic.return?.();
    await listening;
    await stats.return?.();
    // one vocabulary: each live change is the event its write recorded (Mark as paid records a payment of the balance,
    // which makes the invoice paid: payment.received, invoice.paid and its bell notification; e-mailing an invoice
    // already paid changes no invoice, so its one change is the e-mail's message.created)
    expect(events.map((e) => e.type)).toEqual(["invoice.created", "payment.received", "invoice.paid", "notification.created", "invoice.updated",
      "message.created", "invoice.deleted"]);
    expect(pushed).not.toBeNull();
    expect(revenues[revenues.length - 1]).toMatch(/^20(\.00?)?$/);
  });
});
