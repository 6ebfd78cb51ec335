import { eachTestWithTenant, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";
import { makeClient } from "../../client/__tests__/factory";
import { makeInvoice } from "./factory";
import { invoiceNumberText } from "../invoice.numbers";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const body = (clientId: string, extra: Record<string, unknown> = {}) => ({
  clientId, issueDate: "2026-11-01", dueDate: "2026-12-01", items: [{ description: "Work", quantity: 1, rate: "10" }], ...extra,
});
const suggested = async (s: Session) => (await gql(t.app, s, "{ viewer { nextInvoiceNumber } }")).data.viewer.nextInvoiceNumber as string;

describe("the workspace's invoice number sequence", () => {
  it("numbers an invoice created without a number INV-0001, INV-0002, ...; the form's suggestion is the next one", async () => {
    const client = await makeClient(t.app, a);
    expect(await suggested(a)).toBe("INV-0001");
    const first = await rest(t.app, a, "POST", "/api/invoices", body(client.id));
    expect(first.status).toBe(201);
    expect(first.body.invoiceNumber).toBe("INV-0001");
    const second = await rest(t.app, a, "POST", "/api/invoices", body(client.id, { invoiceNumber: "  " }));
    expect(second.body.invoiceNumber).toBe("INV-0002");
    expect(await suggested(a)).toBe("INV-0003");
    // the activity line names the number given
    expect(await t.app.resources.prisma.activity.count({ where: { userId: a.user.id, title: "New invoice created: INV-0002" } })).toBe(1);
    // a number typed by hand stays as typed and does not move the sequence
    const typed = await rest(t.app, a, "POST", "/api/invoices", body(client.id, { invoiceNumber: "CUSTOM-7" }));
    expect(typed.body.invoiceNumber).toBe("CUSTOM-7");
    expect(await suggested(a)).toBe("INV-0003");
  });

  it("passes over a number typed by hand that the sequence would give", async () => {
    const client = await makeClient(t.app, a);
    await makeInvoice(t.app, a, { clientId: client.id, invoiceNumber: "INV-0001" });
    await makeInvoice(t.app, a, { clientId: client.id, invoiceNumber: "INV-0002" });
    expect(await suggested(a)).toBe("INV-0003");
    const r = await rest(t.app, a, "POST", "/api/invoices", body(client.id));
    expect(r.body.invoiceNumber).toBe("INV-0003");
  });

  it("never gives two invoices created at the same moment the same number", async () => {
    const client = await makeClient(t.app, a);
    const answers = await Promise.all(Array.from({ length: 8 }, () => rest(t.app, a, "POST", "/api/invoices", body(client.id))));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(answers.map((r) => r.body.invoiceNumber).sort()).toEqual(Array.from({ length: 8 }, (_, i) => invoiceNumberText(i + 1)));
  });

  it("keeps one sequence per workspace, and a stored invoice keeps a number", async () => {
    const client = await makeClient(t.app, a);
    const mine = await rest(t.app, a, "POST", "/api/invoices", body(client.id));
    const b = await registerUser(t.app);
    const theirs = await rest(t.app, b, "POST", "/api/invoices", body((await makeClient(t.app, b)).id));
    expect([mine.body.invoiceNumber, theirs.body.invoiceNumber]).toEqual(["INV-0001", "INV-0001"]);
    const cleared = await rest(t.app, a, "PUT", `/api/invoices/${mine.body.id}`, { invoiceNumber: "" });
    expect(cleared.status).toBe(400);
    expect(JSON.stringify(cleared.body)).toContain("Invoice number is required");
  });

  it("writes four digits at least, and all of a longer number", () => {
    expect([1, 42, 9999, 10000, 123456].map((n) => invoiceNumberText(n))).toEqual(["INV-0001", "INV-0042", "INV-9999", "INV-10000", "INV-123456"]);
  });

  it("numbers in the workspace's format from its invoice settings: the prefix and the digits, the counter going on", async () => {
    const client = await makeClient(t.app, a);
    expect((await rest(t.app, a, "POST", "/api/invoices", body(client.id))).body.invoiceNumber).toBe("INV-0001");
    const read = await rest(t.app, a, "GET", "/api/settings/invoices");
    expect(read.body).toEqual({ paperSize: "A4", numberPrefix: "INV-", numberPadding: 4 });
    const put = await rest(t.app, a, "PUT", "/api/settings/invoices", { numberPrefix: "2026/", numberPadding: 6 });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ paperSize: "A4", numberPrefix: "2026/", numberPadding: 6 });
    expect(await suggested(a)).toBe("2026/000002");
    expect((await rest(t.app, a, "POST", "/api/invoices", body(client.id))).body.invoiceNumber).toBe("2026/000002");
    // GraphQL: the same section, and an empty prefix with the fewest digits
    const g = await gql(t.app, a, `mutation { updateSettings(input: { invoices: { numberPrefix: "", numberPadding: 1 } }) { __typename } }`);
    expect(g.errors).toBeUndefined();
    expect((await gql(t.app, a, "{ viewer { settings { invoices { numberPrefix numberPadding } } } }")).data.viewer.settings.invoices)
      .toEqual({ numberPrefix: "", numberPadding: 1 });
    expect((await rest(t.app, a, "POST", "/api/invoices", body(client.id))).body.invoiceNumber).toBe("3");
    // refused formats change nothing, with the form's messages
    const bad = await rest(t.app, a, "PUT", "/api/settings/invoices", { numberPrefix: "<b>INV</b>", numberPadding: 11 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      numberPrefix: "Number prefix may only use letters, digits, spaces and - _ / . #",
      numberPadding: "Digits must be a whole number from 1 to 10",
    });
    expect((await rest(t.app, a, "PUT", "/api/settings/invoices", { numberPrefix: "X".repeat(21) })).body.errors)
      .toEqual({ numberPrefix: "Number prefix must be at most 20 characters" });
    expect((await rest(t.app, a, "GET", "/api/settings/invoices")).body).toEqual({ paperSize: "A4", numberPrefix: "", numberPadding: 1 });
    // another workspace keeps the default format
    const b = await registerUser(t.app);
    expect(await suggested(b)).toBe("INV-0001");
  });

  it("passes over a number typed by hand in the workspace's format", async () => {
    const client = await makeClient(t.app, a);
    await rest(t.app, a, "PUT", "/api/settings/invoices", { numberPrefix: "AC-", numberPadding: 3 });
    await makeInvoice(t.app, a, { clientId: client.id, invoiceNumber: "AC-001" });
    expect((await rest(t.app, a, "POST", "/api/invoices", body(client.id))).body.invoiceNumber).toBe("AC-002");
  });
});
