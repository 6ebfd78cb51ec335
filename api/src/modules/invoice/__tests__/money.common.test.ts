/** The money maths of common/money.ts and the invoice schema of common/invoice.ts (no database). */
import { formatCents, formatMoney, invoiceFigures, lineAmount, MAX_CENTS, roundToCents, taxOf, toCents } from "@common/money";
import { computeInvoice, invoiceSchema, paidDateFor } from "@common/invoice";
import { validateWith } from "@common/validation";
import { Prisma } from "../../../generated/prisma/client";

const CLIENT = "00000000-0000-4000-8000-000000000001";
const valid = (over: Record<string, unknown> = {}) => ({
  clientId: CLIENT, invoiceNumber: "INV-1", issueDate: "2026-11-01", dueDate: "2026-12-01",
  items: [{ description: "Work", quantity: 1, rate: "10" }], ...over,
});
const errorsOf = (input: Record<string, unknown>) => {
  const r = validateWith(invoiceSchema, input);
  if (!r.ok) return r.errors;
  const c = computeInvoice(r.value);
  return c.ok ? {} : c.errors;
};
const figuresOf = (input: Record<string, unknown>) => {
  const r = validateWith(invoiceSchema, input);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const c = computeInvoice(r.value);
  if (!c.ok) throw new Error(JSON.stringify(c.errors));
  return c.value;
};

describe("money in integer cents", () => {
  it("parses decimal text and numbers to cents and formats them back with two decimals", () => {
    expect(toCents("12.3")).toBe(1230n);
    expect(toCents("12.30")).toBe(1230n);
    expect(toCents("12")).toBe(1200n);
    expect(toCents(".5")).toBe(50n);
    expect(toCents("0.1")).toBe(10n);
    expect(toCents(12.3)).toBe(1230n);
    expect(toCents("1e3")).toBe(100000n);
    expect(toCents("12.345")).toBeNull();
    expect(toCents("12.3400")).toBe(1234n);
    for (const bad of ["", "abc", "1.2.3", "1,000", "NaN", Infinity, null, undefined, {}, "0x10"]) expect(toCents(bad)).toBeNull();
    expect(formatCents(1230n)).toBe("12.30");
    expect(formatCents(5n)).toBe("0.05");
    expect(formatCents(0n)).toBe("0.00");
    expect(formatCents(-150n)).toBe("-1.50");
    expect(formatCents(MAX_CENTS)).toBe("99999999.99");
  });

  it("rounds half-up to the cent, exactly (a float's noise included)", () => {
    expect(roundToCents("10.029")).toBe(1003n);
    expect(roundToCents("10.025")).toBe(1003n);
    expect(roundToCents("10.0249999")).toBe(1002n);
    expect(roundToCents(0.1 * 3)).toBe(30n); // 0.30000000000000004
    expect(roundToCents(1.005)).toBe(101n); // the decimal text "1.005", not the double below it
  });

  it("0.1 x 3 is 0.30, not 0.30000000000000004", () => {
    expect(formatCents(lineAmount(3, toCents("0.1")!))).toBe("0.30");
    const f = invoiceFigures([{ quantity: 1, rateCents: 10n }, { quantity: 1, rateCents: 10n }, { quantity: 1, rateCents: 10n }], 0n);
    expect(formatCents(f.subtotal)).toBe("0.30");
    expect(figuresOf(valid({ items: [{ description: "a", quantity: 3, rate: "0.1" }] }))).toMatchObject({ subtotal: "0.30", total: "0.30" });
  });

  it("a tax of 10.029 rounds to 10.03; 10.024 to 10.02", () => {
    expect(taxOf(toCents("100.29")!, 1000n)).toBe(1003n); // 100.29 x 10 % = 10.029
    expect(taxOf(toCents("100.24")!, 1000n)).toBe(1002n); // 10.024
    expect(figuresOf(valid({ taxRate: "10", items: [{ description: "a", quantity: 1, rate: "100.29" }] })))
      .toEqual({ items: [{ rate: "100.29", amount: "100.29" }], taxRate: "10.00", subtotal: "100.29", taxAmount: "10.03", total: "110.32" });
    // a rate with two decimals stays exact until the one rounding: 33.33 x 7.25 % = 2.4164...
    expect(figuresOf(valid({ taxRate: "7.25", items: [{ description: "a", quantity: 1, rate: "33.33" }] }))).toMatchObject({ taxAmount: "2.42", total: "35.75" });
  });

  it("100% tax doubles the subtotal; 0 % adds nothing", () => {
    expect(figuresOf(valid({ taxRate: 100, items: [{ description: "a", quantity: 2, rate: "49.99" }] }))).toMatchObject({ subtotal: "99.98", taxAmount: "99.98", total: "199.96" });
    expect(figuresOf(valid({ taxRate: "", items: [{ description: "a", quantity: 2, rate: "49.99" }] }))).toMatchObject({ taxRate: "0.00", taxAmount: "0.00", total: "99.98" });
  });

  it("99,999,999.99 is the limit of every figure: one cent more is refused on the field that passes it", () => {
    expect(figuresOf(valid({ items: [{ description: "a", quantity: 1, rate: "99999999.99" }] }))).toMatchObject({ total: "99999999.99" });
    expect(errorsOf(valid({ items: [{ description: "a", quantity: 1, rate: "100000000" }] }))).toEqual({ "items[0].rate": "Rate must be at most 99,999,999.99" });
    expect(errorsOf(valid({ items: [{ description: "a", quantity: 2, rate: "50000000" }] }))).toEqual({
      "items[0].amount": "Amount must be at most 99,999,999.99", subtotal: "Subtotal must be at most 99,999,999.99", total: "Total must be at most 99,999,999.99",
    });
    // the lines fit, their tax does not
    expect(errorsOf(valid({ taxRate: "1", items: [{ description: "a", quantity: 1, rate: "99999999.99" }] }))).toEqual({ total: "Total must be at most 99,999,999.99" });
    expect(errorsOf(valid({ total: "100000000.00" }))).toEqual({ total: "Total must be at most 99,999,999.99" });
  });

  it("formats money in its currency with Intl.NumberFormat, from the decimal text", () => {
    expect(formatMoney("1234.5", { cents: true, currency: "USD" })).toBe("$1,234.50");
    expect(formatMoney("1234.50", { cents: true, currency: "EUR" })).toBe("€1,234.50");
    expect(formatMoney("99999999.99", { cents: true, currency: "GBP" })).toBe("£99,999,999.99");
    expect(formatMoney("0.3", { cents: true, currency: "CAD" })).toBe("CA$0.30");
    expect(formatMoney("10", { cents: true, currency: "AUD" })).toBe("A$10.00");
    expect(formatMoney("10", { cents: true, currency: "XYZ" })).toBe("$10.00");
    expect(formatMoney("10", { cents: true, currency: "eur" })).toBe("€10.00");
    // exact: rounded half-up from the decimal text, never through a double
    expect(formatMoney("1.005", { cents: true })).toBe("$1.01");
    expect(formatMoney(0.1 + 0.2, { cents: true })).toBe("$0.30");
    expect(formatMoney(new Prisma.Decimal("1250.5"), { cents: true, currency: "GBP" })).toBe("£1,250.50");
    // cents only when there are some, unless asked for
    expect(formatMoney("12500.00")).toBe("$12,500");
    expect(formatMoney("12500.10")).toBe("$12,500.10");
    expect(formatMoney(null)).toBeNull();
    expect(formatMoney("n/a")).toBeNull();
  });
});

describe("invoice schema", () => {
  it("answers with the form's messages", () => {
    expect(errorsOf({ items: [] })).toEqual({
      clientId: "Client is required", issueDate: "Issue date is required",
      dueDate: "Due date is required", items: "At least one item is required",
    });
    expect(errorsOf(valid({ items: undefined }))).toEqual({ items: "At least one item is required" });
    expect(errorsOf(valid({ items: [{ description: " ", quantity: 0, rate: "-1" }] }))).toEqual({
      "items[0].description": "Description is required", "items[0].quantity": "Quantity must be at least 1", "items[0].rate": "Rate must be positive",
    });
    expect(errorsOf(valid({ items: [{ description: "a", quantity: 1.5, rate: "1.005" }] }))).toEqual({
      "items[0].quantity": "Quantity must be a whole number", "items[0].rate": "Rate can have at most 2 decimal places",
    });
    expect(errorsOf(valid({ taxRate: "100.01" }))).toEqual({ taxRate: "Tax rate must be between 0 and 100" });
    expect(errorsOf(valid({ taxRate: "-1" }))).toEqual({ taxRate: "Tax rate must be between 0 and 100" });
    expect(errorsOf(valid({ subtotal: "-1", taxAmount: "x" }))).toEqual({ subtotal: "Subtotal must be at least 0", taxAmount: "Tax amount must be a number" });
    expect(errorsOf(valid({ status: "late", currency: "JPY" }))).toEqual({ status: "Status must be draft, sent, paid, overdue or cancelled", currency: "Currency must be USD, EUR, GBP, CAD or AUD" });
    expect(errorsOf(valid({ dueDate: "2026-10-01" }))).toEqual({ dueDate: "Due date cannot be before the issue date" });
    expect(errorsOf(valid({ issueDate: "2026-02-30" }))).toEqual({ issueDate: "Issue date must be a valid date" });
    expect(errorsOf(valid({ items: Array.from({ length: 101 }, () => ({ description: "a", quantity: 1, rate: "1" })) }))).toEqual({ items: "An invoice can have at most 100 items" });
  });

  it("takes the form's own float figures when they round to the server's cents, and names the figure that does not", () => {
    const items = [{ description: "a", quantity: 3, rate: "0.1", amount: 0.1 * 3 }, { description: "b", quantity: 1, rate: "100.29", amount: 100.29 }];
    // the browser's maths: 100.59 x 10 / 100 = 10.059000000000001, total 110.649...
    expect(errorsOf(valid({ taxRate: 10, items, subtotal: 0.1 * 3 + 100.29, taxAmount: ((0.1 * 3 + 100.29) * 10) / 100, total: (0.1 * 3 + 100.29) * 1.1 }))).toEqual({});
    expect(errorsOf(valid({ taxRate: 10, items, subtotal: "100.59", taxAmount: "10.06", total: "110.65" }))).toEqual({});
    expect(errorsOf(valid({ taxRate: 10, items: [{ ...items[0], amount: "0.31" }, items[1]], subtotal: "100.60", taxAmount: 10.06, total: "110.66" }))).toEqual({
      "items[0].amount": "Amount does not match the items: it should be 0.30",
      subtotal: "Subtotal does not match the items: it should be 100.59",
      total: "Total does not match the items: it should be 110.65",
    });
  });

  it("paid dates", () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const before = new Date("2026-11-01T10:00:00Z");
    expect(paidDateFor("paid", null, now)).toBe(now);
    expect(paidDateFor("paid", { status: "paid", paidDate: before }, now)).toBe(before);
    expect(paidDateFor("sent", { status: "paid", paidDate: before }, now)).toBeNull();
  });
});
