/**
 * The client's page of an invoice, opened with no session: the link made on the first sending (the same one after),
 * `publicViewUrl` in REST and GraphQL, the branded page with its lines, totals, payments and balance, every user text
 * inert, the PDF, 404 for a token that opens nothing, 410 for a cancelled invoice, "Paid — thank you" once paid, the
 * deposit due until the payments cover it, the rate limit, and the deposit fields' validation.
 */
import { eachTestWithTenant, gql, rest, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { backgroundDispatches } from "../../../jobs/outbox";
import { makeClient } from "../../client/__tests__/factory";
import { readPdf } from "./pdf";
import { INVOICE_MESSAGES } from "@common/invoice";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; }, { PUBLIC_URL: "https://localhost:8443" });

const XSS = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
const PAGE_LINK = /https:\/\/localhost:8443\/i\/[A-Za-z0-9_-]{43}/;

/** An invoice of a client named with an XSS payload: $1,000.00 + 10% tax, created by REST. */
async function invoice(body: Record<string, unknown> = {}) {
  await rest(t.app, a, "PUT", "/api/brand-settings", { companyName: `Studio ${XSS}`, brandColor: "#7B1FA2" });
  const client = await makeClient(t.app, a, { name: `Acme ${XSS}`, email: "ap@acme.example" });
  const created = await rest(t.app, a, "POST", "/api/invoices", {
    clientId: client.id, invoiceNumber: "INV-0042", issueDate: "2026-11-01", dueDate: "2026-12-01", taxRate: "10", currency: "EUR",
    notes: `Thanks ${XSS}`,
    items: [{ description: `Design ${XSS}`, quantity: 2, rate: "400" }, { description: "Hosting", quantity: 1, rate: "200" }], ...body,
  });
  expect(created.status).toBe(201);
  return created.body;
}

/** Sends the invoice; answers the REST record and the page's path read from the e-mail. */
async function send(id: string) {
  const sent = await rest(t.app, a, "POST", `/api/invoices/${id}/send`);
  expect(sent.status).toBe(200);
  const message = await t.app.resources.prisma.message.findFirstOrThrow({ where: { userId: a.user.id, type: "invoice" }, orderBy: { createdAt: "desc" } });
  const link = PAGE_LINK.exec(message.content)![0];
  return { invoice: sent.body, link, path: new URL(link).pathname, message };
}

const open = (path: string) => rest(t.app, null, "GET", path);

describe("the client's page of an invoice", () => {
  it("is linked from the e-mail once sent (the same link every time), and shows the branded invoice with every user text inert", async () => {
    const inv = await invoice();
    expect(inv.publicViewUrl).toBeNull();
    expect(inv.paymentUrl).toBeNull();
    const { invoice: sent, link, path, message } = await send(inv.id);
    expect(sent.publicViewUrl).toBe(link);
    expect(sent.paymentUrl).toBeNull();
    // a button paragraph of its own: the HTML part's `<a href>`, the text part's label and address
    expect(message.content).toContain(`\n\n[View and pay invoice](${link})\n\n`);
    // the link is computed, never stored: only the token's hash is
    const row = await t.app.resources.prisma.invoice.findUniqueOrThrow({ where: { id: inv.id } });
    expect(row.publicViewUrl).toBeNull();
    expect(JSON.stringify(row)).not.toContain(path.slice(3));
    const again = await send(inv.id);
    expect(again.link).toBe(link);
    const read = await gql(t.app, a, `query($id: ID!) { node(id: $id) { ... on Invoice { publicViewUrl paymentUrl } } }`, { id: globalId("Invoice", inv.id) });
    expect(read.data.node).toEqual({ publicViewUrl: link, paymentUrl: null });

    // the sendings' events are stamped dispatched in the background: not the page's statements
    await backgroundDispatches();
    t.statements.length = 0;
    const page = await open(path);
    expect(page.status).toBe(200);
    // one statement: the invoice with everything the page shows, joined
    expect(t.statements).toHaveLength(1);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.text).toContain("header{background:#7b1fa2;color:#fff");
    expect(page.text).toContain("Invoice INV-0042");
    for (const s of ["€800.00", "€200.00", "€1,000.00", "Tax (10%)", "€100.00", "€1,100.00", "Balance due by December 1, 2026", "Hosting"]) expect(page.text).toContain(s);
    expect(page.text).toContain(`href="${path}/pdf"`);
    // nothing the provider or the client typed becomes markup
    expect(page.text).not.toMatch(/<script>|<img src=x/i);
    expect(page.text).toContain("Acme &#60;script&#62;alert(1)&#60;/script&#62;");
    expect(page.text).toContain("Studio &#60;script&#62;");
    expect(page.text).toContain("Design &#60;script&#62;");
    expect(page.text).toContain("Thanks &#60;script&#62;");
    // no payment provider: no Pay button
    expect(page.text).not.toMatch(/<button|<form/);

    const pdf = await t.app.fastify.inject({ method: "GET", url: `${path}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe('attachment; filename="INV-0042.pdf"');
    const { text } = await readPdf(new Uint8Array(pdf.rawPayload));
    expect(text).toContain("INV-0042");
  });

  it("answers 404 to a token that opens nothing, and 410 once the invoice is cancelled", async () => {
    expect((await open("/i/nope")).status).toBe(404);
    expect((await open(`/i/${"A".repeat(43)}`)).status).toBe(404);
    expect((await open(`/i/${"A".repeat(43)}/pdf`)).status).toBe(404);
    const inv = await invoice();
    const { path } = await send(inv.id);
    // one character off is another token
    const other = path.slice(0, -1) + (path.endsWith("A") ? "B" : "A");
    expect((await open(other)).status).toBe(404);
    expect((await rest(t.app, a, "PUT", `/api/invoices/${inv.id}`, { status: "cancelled" })).status).toBe(200);
    const cancelled = await open(path);
    expect(cancelled.status).toBe(410);
    expect(cancelled.text).toContain("This invoice was cancelled");
    expect(cancelled.text).not.toContain("<script>");
    expect((await open(`${path}/pdf`)).status).toBe(410);
  });

  it("shows the payments and the balance, then 'Paid — thank you' once paid", async () => {
    const inv = await invoice();
    const { path } = await send(inv.id);
    expect((await rest(t.app, a, "POST", `/api/invoices/${inv.id}/payments`, { amount: "300", method: "bank_transfer", paidAt: "2026-11-10" })).status).toBe(201);
    const part = await open(path);
    for (const s of ["Payments", "November 10, 2026", "Bank transfer", "€300.00", "€800.00", "Balance due by December 1, 2026"]) expect(part.text).toContain(s);
    expect(part.text).not.toContain("Paid — thank you");
    expect((await rest(t.app, a, "POST", `/api/invoices/${inv.id}/payments`, { amount: "800", method: "card", paidAt: "2026-11-20" })).status).toBe(201);
    const paid = await open(path);
    expect(paid.text).toContain("Paid — thank you");
    expect(paid.text).toContain("Paid in full on November 20, 2026.");
    expect(paid.text).not.toContain("Balance due by");
  });

  it("asks the deposit (with its due day) until the payments cover it, then the balance", async () => {
    const inv = await invoice({ depositType: "percent", depositValue: "30", depositDueDate: "2026-11-15" });
    expect(inv).toMatchObject({ depositType: "percent", depositValue: "30.00", depositDueDate: "2026-11-15" });
    const { path } = await send(inv.id);
    const first = await open(path);
    expect(first.text).toContain("Deposit due by November 15, 2026");
    expect(first.text).toContain("€330.00");
    expect(first.text).toContain("The balance of €1,100.00 is due by December 1, 2026.");
    expect((await rest(t.app, a, "POST", `/api/invoices/${inv.id}/payments`, { amount: "100", method: "cash" })).status).toBe(201);
    const part = await open(path);
    expect(part.text).toContain("Deposit due by November 15, 2026");
    expect(part.text).toContain("€230.00");
    expect((await rest(t.app, a, "POST", `/api/invoices/${inv.id}/payments`, { amount: "230", method: "cash" })).status).toBe(201);
    const covered = await open(path);
    expect(covered.text).not.toContain("Deposit due");
    expect(covered.text).toContain("Balance due by December 1, 2026");
    expect(covered.text).toContain("€770.00");
  });

  it("is rate limited per client address", async () => {
    const from = (ip: string) => t.app.fastify.inject({ method: "GET", url: `/i/${"Z".repeat(43)}`, remoteAddress: ip });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await from("198.51.100.36")).statusCode);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(404));
    expect(statuses[60]).toBe(429);
    expect((await from("198.51.100.37")).statusCode).toBe(404);
  });
});

describe("an invoice's deposit", () => {
  it("is validated with the form's messages, and cleared with its type", async () => {
    const client = await makeClient(t.app, a, { name: "Globex" });
    const base = { clientId: client.id, invoiceNumber: "INV-7", issueDate: "2026-11-01", dueDate: "2026-12-01", items: [{ description: "Work", quantity: 1, rate: "500" }] };
    const refused = async (body: Record<string, unknown>) => {
      const r = await rest(t.app, a, "POST", "/api/invoices", { ...base, ...body });
      expect(r.status).toBe(400);
      return r.body.errors;
    };
    expect(await refused({ depositType: "half" })).toMatchObject({ depositType: INVOICE_MESSAGES.depositType });
    expect(await refused({ depositType: "percent" })).toMatchObject({ depositValue: INVOICE_MESSAGES.depositRequired });
    expect(await refused({ depositType: "percent", depositValue: "120" })).toMatchObject({ depositValue: INVOICE_MESSAGES.depositPercent });
    expect(await refused({ depositType: "fixed", depositValue: "0" })).toMatchObject({ depositValue: INVOICE_MESSAGES.depositPositive });
    expect(await refused({ depositType: "fixed", depositValue: "600" })).toMatchObject({ depositValue: "The deposit cannot be more than the total ($500.00)" });
    expect(await refused({ depositType: "fixed", depositValue: "100", depositDueDate: "2026-12-02" })).toMatchObject({ depositDueDate: INVOICE_MESSAGES.depositDueAfterDue });

    const ok = await rest(t.app, a, "POST", "/api/invoices", { ...base, depositType: "fixed", depositValue: "150", depositDueDate: "2026-11-10" });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ depositType: "fixed", depositValue: "150.00", depositDueDate: "2026-11-10" });
    const none = await rest(t.app, a, "PUT", `/api/invoices/${ok.body.id}`, { depositType: null });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ depositType: null, depositValue: null, depositDueDate: null });

    // GraphQL takes and answers the same fields
    const r = await gql(t.app, a, `mutation($input: UpdateInvoiceInput!) { updateInvoice(input: $input) { ... on UpdateInvoicePayload { invoice { depositType depositValue depositDueDate } } ... on ValidationError { fieldErrors { message } } } }`,
      { input: { id: globalId("Invoice", ok.body.id), depositType: "percent", depositValue: "25", depositDueDate: "2026-11-20" } });
    expect(r.errors).toBeUndefined();
    expect(r.data.updateInvoice.invoice).toEqual({ depositType: "percent", depositValue: "25.00", depositDueDate: "2026-11-20" });
  });
});
