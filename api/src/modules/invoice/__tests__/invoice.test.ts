import { eachTestWithTenant, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { makeClient } from "../../client/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";
import { makeInvoice } from "./factory";

let t: TestApp;
let a: Session;
let clientId: string;
// every test signs up one or two tenants: lift the sign-up rate limit (30 a minute) for this file
eachTestWithTenant((app, tenant) => { t = app; a = tenant; }, { LOGIN_RATE_LIMIT: "1000" });
beforeEach(async () => { clientId = (await makeClient(t.app, a, { name: "Globex", email: "ap@globex.example" })).id; });

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
      status: "draft", currency: "USD", issueDate: "2026-11-01", dueDate: "2026-12-01", paidDate: null,
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

describe("REST money, numbering and links", () => {
  it("computes every figure on the server and refuses a figure that disagrees, naming it", async () => {
    // no figures sent: the server's
    const r = await rest(t.app, a, "POST", "/api/invoices", payload({ subtotal: undefined, taxAmount: undefined, total: undefined, taxRate: "10",
      items: [{ description: "a", quantity: 3, rate: "0.1" }, { description: "b", quantity: 1, rate: "100.29" }] }));
    expect(r.body).toMatchObject({ subtotal: "100.59", taxAmount: "10.06", total: "110.65" });
    expect(r.body.items.map((i: { amount: string }) => i.amount)).toEqual(["0.30", "100.29"]);

    const wrong = await rest(t.app, a, "POST", "/api/invoices", payload({ invoiceNumber: "INV-2", total: "352.01" }));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: "Total does not match the items: it should be 352.00", errors: { total: "Total does not match the items: it should be 352.00" } });
    const wrongLine = await rest(t.app, a, "POST", "/api/invoices", payload({ invoiceNumber: "INV-2", items: [{ description: "Design", quantity: 2, rate: 150, amount: 250 }] }));
    expect(wrongLine.status).toBe(400);
    expect(wrongLine.body.errors).toMatchObject({ "items[0].amount": "Amount does not match the items: it should be 300.00" });

    const tooBig = await rest(t.app, a, "POST", "/api/invoices", payload({ invoiceNumber: "INV-3", subtotal: undefined, taxAmount: undefined, total: undefined,
      items: [{ description: "a", quantity: 1, rate: "99999999.99" }] }));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors).toEqual({ total: "Total must be at most 99,999,999.99" });
    const atLimit = await rest(t.app, a, "POST", "/api/invoices", payload({ invoiceNumber: "INV-3", subtotal: undefined, taxAmount: undefined, total: undefined,
      taxRate: 0, items: [{ description: "a", quantity: 1, rate: "99999999.99" }] }));
    expect(atLimit.status).toBe(201);
    expect(atLimit.body.total).toBe("99999999.99");

    const messages = await rest(t.app, a, "POST", "/api/invoices", { items: [{ description: "", quantity: 0, rate: "-5" }] });
    expect(messages.status).toBe(400);
    expect(messages.body.errors).toEqual({
      clientId: "Client is required", issueDate: "Issue date is required", dueDate: "Due date is required",
      "items[0].description": "Description is required", "items[0].quantity": "Quantity must be at least 1", "items[0].rate": "Rate must be positive",
    });
    expect((await rest(t.app, a, "POST", "/api/invoices", payload({ items: [] }))).body.errors).toEqual({ items: "At least one item is required" });
    expect(await db().invoice.count({ where: { userId: a.user.id } })).toBe(2);
  });

  it("a number is unique per workspace: 409 on the field, while another workspace may use it", async () => {
    const first = await rest(t.app, a, "POST", "/api/invoices", payload());
    expect(first.status).toBe(201);
    const again = await rest(t.app, a, "POST", "/api/invoices", payload());
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "Invoice number already exists", errors: { invoiceNumber: "Invoice number already exists" } });
    // an update to a number in use
    const other = await rest(t.app, a, "POST", "/api/invoices", payload({ invoiceNumber: "INV-1002" }));
    const clash = await rest(t.app, a, "PUT", `/api/invoices/${other.body.id}`, { invoiceNumber: "INV-1001" });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual({ invoiceNumber: "Invoice number already exists" });

    const b = await registerUser(t.app);
    const bClient = await makeClient(t.app, b, { name: "B's client" });
    const theirs = await rest(t.app, b, "POST", "/api/invoices", payload({ clientId: bClient.id }));
    expect(theirs.status).toBe(201);
    expect(theirs.body.invoiceNumber).toBe("INV-1001");

    const gqlDup = await gql(t.app, a, `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) {
      __typename ... on ValidationError { message fieldErrors { field message } } } }`,
    { input: { clientId: globalId("Client", clientId), invoiceNumber: "INV-1001", issueDate: "2026-11-01", dueDate: "2026-12-01", items: [{ description: "x", quantity: 1, rate: "1" }] } });
    expect(gqlDup.data.createInvoice).toEqual({ __typename: "ValidationError", message: "Invoice number already exists",
      fieldErrors: [{ field: "invoiceNumber", message: "Invoice number already exists" }] });
  });

  it("refuses another workspace's client or project as a missing one, and a project of another client", async () => {
    const b = await registerUser(t.app);
    const theirClient = await makeClient(t.app, b, { name: "Theirs" });
    const theirProject = await makeProject(t.app, b, { clientId: theirClient.id });
    expect((await rest(t.app, a, "POST", "/api/invoices", payload({ clientId: theirClient.id }))).body).toEqual({ message: "Client not found" });
    expect((await rest(t.app, a, "POST", "/api/invoices", payload({ clientId: theirClient.id }))).status).toBe(404);
    const viaProject = await rest(t.app, a, "POST", "/api/invoices", payload({ projectId: theirProject.id }));
    expect(viaProject.status).toBe(404);
    expect(viaProject.body).toEqual({ message: "Project not found" });

    const otherClient = await makeClient(t.app, a, { name: "Initech" });
    const otherProject = await makeProject(t.app, a, { clientId: otherClient.id });
    const mismatch = await rest(t.app, a, "POST", "/api/invoices", payload({ projectId: otherProject.id }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ projectId: "This project belongs to another client" });
    const own = await makeProject(t.app, a, { clientId });
    const ok = await rest(t.app, a, "POST", "/api/invoices", payload({ projectId: own.id }));
    expect(ok.status).toBe(201);
    // moving it to B's client on update
    expect((await rest(t.app, a, "PUT", `/api/invoices/${ok.body.id}`, { clientId: theirClient.id, projectId: null })).status).toBe(404);
    // 'none' from the form's project select means no project
    expect((await rest(t.app, a, "PUT", `/api/invoices/${ok.body.id}`, { projectId: "none" })).body.projectId).toBeNull();
    expect(await db().invoice.count({ where: { userId: b.user.id } })).toBe(0);
  });

  it("keeps a day as that day, and reads a timestamp as its day in the workspace's time zone (00:00 UTC as that day)", async () => {
    const r = await rest(t.app, a, "PUT", "/api/settings/workspace", { timeZone: "Europe/Paris" });
    expect(r.status).toBe(200);
    const created = await rest(t.app, a, "POST", "/api/invoices", payload({ issueDate: "2026-07-01", dueDate: "2026-12-01T23:30:00Z" }));
    // 23:30 UTC on 1 December is already 2 December in Paris
    expect(created.body).toMatchObject({ issueDate: "2026-07-01", dueDate: "2026-12-02" });
    const utcMidnight = await rest(t.app, a, "PUT", `/api/invoices/${created.body.id}`, { issueDate: "2026-07-01T00:00:00.000Z", dueDate: "2026-11-30T23:00:00.000Z" });
    // 00:00 UTC is that day; 23:00 UTC on 30 November is 1 December in Paris (how invoices were written before)
    expect(utcMidnight.body).toMatchObject({ issueDate: "2026-07-01", dueDate: "2026-12-01" });
    expect((await db().invoice.findUniqueOrThrow({ where: { id: created.body.id } })).dueDate.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    const bad = await rest(t.app, a, "POST", "/api/invoices", payload({ invoiceNumber: "INV-X", dueDate: "2026-02-30" }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ dueDate: "Due date must be a valid date" });
  });
});

describe("GraphQL", () => {
  const FIELDS = `id invoiceNumber status currency issueDate dueDate paidDate subtotal taxRate taxAmount total notes pdfDownloadUrl
    client { id name } project { id name } items { id description quantity rate amount }`;

  it("creates, reads as a node, pages with filters, updates, changes status and deletes", async () => {
    const project = await makeProject(t.app, a, { clientId, name: "Website" });
    const created = await gql(t.app, a, `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) {
      __typename ... on CreateInvoicePayload { invoice { ${FIELDS} } } ... on ValidationError { fieldErrors { field message } } } }`, {
      input: {
        clientId: globalId("Client", clientId), projectId: globalId("Project", project.id), invoiceNumber: "INV-7", currency: "GBP",
        issueDate: "2026-11-01", dueDate: "2099-12-01", taxRate: "20", total: "144.00",
        items: [{ description: "Logo", quantity: 1, rate: "60" }, { description: "Cards", quantity: 2, rate: "30", amount: "60.00" }],
      },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data.createInvoice.__typename).toBe("CreateInvoicePayload");
    const inv = created.data.createInvoice.invoice;
    const uuid = Buffer.from(inv.id, "base64").toString().split(":")[1];
    expect(inv).toMatchObject({
      id: globalId("Invoice", uuid), invoiceNumber: "INV-7", status: "draft", currency: "GBP", paidDate: null,
      subtotal: "120.00", taxRate: "20.00", taxAmount: "24.00", total: "144.00", pdfDownloadUrl: `/api/invoices/${uuid}/pdf`,
      client: { id: globalId("Client", clientId), name: "Globex" }, project: { id: globalId("Project", project.id), name: "Website" },
      items: [{ description: "Logo", quantity: 1, rate: "60.00", amount: "60.00" }, { description: "Cards", quantity: 2, rate: "30.00", amount: "60.00" }],
    });
    expect(inv.items[0].id).toBe(globalId("InvoiceItem", (await db().invoiceItem.findFirstOrThrow({ where: { invoiceId: uuid, description: "Logo" } })).id));

    const node = await gql(t.app, a, `query($id: ID!) { node(id: $id) { ... on Invoice { ${FIELDS} } } }`, { id: inv.id });
    expect(node.data.node).toEqual(inv);

    // a second invoice, paid, for another client: the filters
    const other = await makeClient(t.app, a, { name: "Initech" });
    await makeInvoice(t.app, a, { clientId: other.id, invoiceNumber: "INV-8", status: "paid" });
    const page = (args: string) => gql(t.app, a, `{ viewer { invoices(first: 10${args}) { totalCount edges { node { invoiceNumber status client { name } } } } } }`);
    expect((await page("")).data.viewer.invoices).toEqual({ totalCount: 2, edges: [
      { node: { invoiceNumber: "INV-8", status: "paid", client: { name: "Initech" } } },
      { node: { invoiceNumber: "INV-7", status: "draft", client: { name: "Globex" } } },
    ] });
    expect((await page(`, status: "paid"`)).data.viewer.invoices).toMatchObject({ totalCount: 1, edges: [{ node: { invoiceNumber: "INV-8" } }] });
    expect((await page(`, clientId: "${globalId("Client", clientId)}"`)).data.viewer.invoices).toMatchObject({ totalCount: 1, edges: [{ node: { invoiceNumber: "INV-7" } }] });
    expect((await page(`, status: "paid", clientId: "${globalId("Client", clientId)}"`)).data.viewer.invoices).toEqual({ totalCount: 0, edges: [] });
    const countOnly = await gql(t.app, a, `{ viewer { invoices(status: "draft") { totalCount } } }`);
    expect(countOnly.data.viewer.invoices.totalCount).toBe(1);

    const updated = await gql(t.app, a, `mutation($input: UpdateInvoiceInput!) { updateInvoice(input: $input) {
      __typename ... on UpdateInvoicePayload { invoice { ${FIELDS} } } } }`,
    { input: { id: inv.id, notes: "Net 30", projectId: null, items: [{ description: "Retainer", quantity: 1, rate: "1000" }] } });
    expect(updated.data.updateInvoice.invoice).toMatchObject({ notes: "Net 30", project: null, subtotal: "1000.00", taxAmount: "200.00", total: "1200.00",
      items: [{ description: "Retainer", quantity: 1, rate: "1000.00", amount: "1000.00" }] });

    const status = (s: string) => gql(t.app, a, `mutation($id: ID!, $s: String!) { setInvoiceStatus(input: { id: $id, status: $s }) {
      __typename ... on SetInvoiceStatusPayload { invoice { status paidDate } } ... on ValidationError { message } } }`, { id: inv.id, s });
    const paid = (await status("paid")).data.setInvoiceStatus.invoice;
    expect(paid.status).toBe("paid");
    expect(Date.now() - new Date(paid.paidDate).getTime()).toBeLessThan(60_000);
    expect((await status("paid")).data.setInvoiceStatus.invoice.paidDate).toBe(paid.paidDate); // kept while it stays paid
    // Mark as paid recorded a payment of the balance (issue 36): leaving paid by hand is refused while it exists
    expect((await status("sent")).data.setInvoiceStatus).toEqual({ __typename: "ValidationError", message: "This invoice has payments: delete them before changing its status" });
    const [payment] = await db().payment.findMany({ where: { invoiceId: uuid } });
    expect([payment.amount.toFixed(2), payment.method]).toEqual(["1200.00", "other"]);
    expect((await rest(t.app, a, "DELETE", `/api/invoices/${uuid}/payments/${payment.id}`)).status).toBe(204);
    // the deleted payment reopened it; a status by hand moves it again, and clears paidDate when it leaves paid
    expect((await gql(t.app, a, `query($id: ID!) { node(id: $id) { ... on Invoice { status paidDate amountPaid } } }`, { id: inv.id })).data.node)
      .toEqual({ status: "sent", paidDate: null, amountPaid: "0.00" });
    expect((await status("cancelled")).data.setInvoiceStatus.invoice).toEqual({ status: "cancelled", paidDate: null });
    expect((await status("late")).data.setInvoiceStatus).toEqual({ __typename: "ValidationError", message: "Status must be draft, sent, paid, overdue or cancelled" });
    // through an update too
    const viaUpdate = await rest(t.app, a, "PUT", `/api/invoices/${uuid}`, { status: "paid" });
    expect(viaUpdate.body).toMatchObject({ status: "paid", amountPaid: "1200.00", balanceDue: "0.00" });
    expect(viaUpdate.body.paidDate).not.toBeNull();
    expect((await rest(t.app, a, "PUT", `/api/invoices/${uuid}`, { status: "cancelled" })).status).toBe(400);

    const deleted = await gql(t.app, a, `mutation($id: ID!) { deleteInvoice(input: { id: $id }) { __typename ... on DeleteInvoicePayload { deletedInvoiceId } } }`, { id: inv.id });
    expect(deleted.data.deleteInvoice).toEqual({ __typename: "DeleteInvoicePayload", deletedInvoiceId: inv.id });
    expect((await gql(t.app, a, `query($id: ID!) { node(id: $id) { id } }`, { id: inv.id })).data.node).toBeNull();
    expect((await gql(t.app, a, `mutation($id: ID!) { deleteInvoice(input: { id: $id }) { __typename } }`, { id: inv.id })).data.deleteInvoice.__typename).toBe("NotFoundError");
  });

  it("pages through the viewer's invoices only: another workspace's client filter finds nothing", async () => {
    const mine = await makeInvoice(t.app, a, { clientId });
    const b = await registerUser(t.app);
    const theirs = await makeInvoice(t.app, b);
    const page = (s: Session, client: string) => gql(t.app, s, `query($c: ID) { viewer { invoices(first: 10, clientId: $c) { totalCount edges { node { id } } } } }`, { c: client });
    expect((await page(b, globalId("Client", clientId))).data.viewer.invoices).toEqual({ totalCount: 0, edges: [] });
    expect((await page(b, globalId("Client", theirs.clientId))).data.viewer.invoices).toEqual({ totalCount: 1, edges: [{ node: { id: globalId("Invoice", theirs.id) } }] });
    expect((await page(a, globalId("Client", theirs.clientId))).data.viewer.invoices).toEqual({ totalCount: 0, edges: [] });
    const all = await gql(t.app, b, `{ viewer { invoices(first: 10) { totalCount edges { node { id client { id } items { id } } } } } }`);
    expect(JSON.stringify(all.data)).not.toContain(globalId("Invoice", mine.id));
    expect(all.data.viewer.invoices.totalCount).toBe(1);
    // a cursor of A's invoice pages B's list empty
    const cursor = (await gql(t.app, a, `{ viewer { invoices(first: 1) { edges { cursor } } } }`)).data.viewer.invoices.edges[0].cursor;
    const after = await gql(t.app, b, `query($c: String) { viewer { invoices(first: 10, after: $c) { totalCount edges { node { id } } } } }`, { c: cursor });
    expect(after.errors).toBeUndefined();
    expect(after.data.viewer.invoices).toEqual({ totalCount: 1, edges: [] });
  });

  it("the paper size setting (the invoices section of the settings)", async () => {
    expect((await gql(t.app, a, `{ viewer { settings { invoices { paperSize } } } }`)).data.viewer.settings.invoices.paperSize).toBe("A4");
    const r = await gql(t.app, a, `mutation { updateSettings(input: { invoices: { paperSize: "Letter" } }) { __typename ... on UpdateSettingsPayload { settings { invoices { paperSize } } } } }`);
    expect(r.data.updateSettings).toEqual({ __typename: "UpdateSettingsPayload", settings: { invoices: { paperSize: "Letter" } } });
    const bad = await gql(t.app, a, `mutation { updateSettings(input: { invoices: { paperSize: "A3" } }) { __typename ... on ValidationError { message } } }`);
    expect(bad.data.updateSettings).toEqual({ __typename: "ValidationError", message: "Paper size must be A4 or Letter" });
  });
});
