import { INVOICE_MESSAGES, computeInvoice, emptyInvoiceForm, invoiceFormDeposit, invoiceFormTotals, invoiceFormValues, invoicePayload, invoiceSchema } from "@common/invoice";
import { validateWith } from "@common/validation";

const UUID = "5b0c3f0e-6a43-4c55-9a3e-2f7a4b2f9c10";

const form = (items: { description?: string; quantity: string; rate: string }[], taxRate = "0") => ({
  ...emptyInvoiceForm("2026-03-01"),
  clientId: UUID,
  taxRate,
  items: items.map((i) => ({ description: i.description ?? "Work", quantity: i.quantity, rate: i.rate })),
});

describe("the invoice form model", () => {
  it("opens a new invoice on today, due 30 days later, without a number (the workspace's next is given at save), with one item of quantity 1 and rate 0", () => {
    expect(emptyInvoiceForm("2026-01-31")).toEqual({
      clientId: "",
      projectId: "none",
      invoiceNumber: "",
      status: "draft",
      currency: "USD",
      issueDate: "2026-01-31",
      dueDate: "2026-03-02",
      taxRate: "0",
      notes: "",
      items: [{ description: "", quantity: "1", rate: "0" }],
      depositType: "none", depositValue: "", depositDueDate: "",
    });
    // across a leap day and a year's end
    expect(emptyInvoiceForm("2028-02-15").dueDate).toBe("2028-03-16");
    expect(emptyInvoiceForm("2026-12-15").dueDate).toBe("2027-01-14");
  });

  it("adds up in cents: 0.1 x 3 is 0.30, a tax of 10.029 is 10.03, a 100% tax doubles the subtotal", () => {
    expect(invoiceFormTotals(form([{ quantity: "3", rate: "0.1" }]))).toEqual({ amounts: ["0.30"], subtotal: "0.30", taxAmount: "0.00", total: "0.30" });
    expect(invoiceFormTotals(form([{ quantity: "1", rate: "100.29" }], "10"))).toMatchObject({ taxAmount: "10.03", total: "110.32" });
    expect(invoiceFormTotals(form([{ quantity: "7", rate: "0.07" }], "100"))).toMatchObject({ subtotal: "0.49", taxAmount: "0.49", total: "0.98" });
    expect(invoiceFormTotals(form([{ quantity: "1", rate: "99999999.99" }]))).toMatchObject({ total: "99999999.99" });
  });

  it("counts an item that is not valid yet as 0, and a tax rate outside 0 to 100 as none", () => {
    const totals = invoiceFormTotals(form([{ quantity: "2", rate: "10" }, { quantity: "1.5", rate: "10" }, { quantity: "1", rate: "-4" }, { quantity: "", rate: "abc" }], "150"));
    expect(totals).toEqual({ amounts: ["20.00", null, null, null], subtotal: "20.00", taxAmount: "0.00", total: "20.00" });
  });

  it("sends the spec's payload: no project when none, money with two places, each amount and the totals", () => {
    const values = { ...form([{ description: " Design ", quantity: "3", rate: "1250.5" }, { quantity: "1", rate: "" }], "8.25"), notes: "Thanks" };
    expect(invoicePayload(values)).toEqual({
      clientId: UUID,
      invoiceNumber: "",
      status: "draft",
      currency: "USD",
      issueDate: "2026-03-01",
      dueDate: "2026-03-31",
      taxRate: "8.25",
      subtotal: "3751.50",
      taxAmount: "309.50",
      total: "4061.00",
      notes: "Thanks",
      items: [
        { description: "Design", quantity: 3, rate: "1250.50", amount: "3751.50" },
        { description: "Work", quantity: 1, rate: "0.00", amount: "0.00" },
      ],
      depositType: null, depositValue: null, depositDueDate: null,
    });
    expect(invoicePayload({ ...values, projectId: UUID })).toMatchObject({ projectId: UUID });
  });

  it("sends figures the server's own maths agrees with, to the cent", () => {
    const cases: [string, string][][] = [
      [["3", "0.1"], ["2", "1250.50"], ["1", "99.99"]],
      [["7", "33.33"], ["13", "0.07"]],
      [["1", "0.01"]],
    ];
    for (const [i, lines] of cases.entries()) {
      const payload = invoicePayload(form(lines.map(([quantity, rate]) => ({ quantity, rate })), ["8.25", "19.6", "100"][i]));
      const checked = validateWith(invoiceSchema, payload);
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
      const server = computeInvoice(checked.value);
      expect(server).toEqual({ ok: true, value: expect.objectContaining({ subtotal: payload.subtotal, taxAmount: payload.taxAmount, total: payload.total }) });
    }
  });

  it("prefills an edit from a record: its days as they are, amounts without trailing .00", () => {
    const values = invoiceFormValues(
      {
        clientId: "client-id",
        projectId: null,
        invoiceNumber: "INV-7",
        status: "paid",
        currency: "EUR",
        issueDate: "2026-03-01",
        dueDate: "2026-03-31",
        taxRate: "10.00",
        notes: null,
        items: [{ description: "Design", quantity: 2, rate: "1250.50" }, { description: "Hosting", quantity: 1, rate: "12.00" }],
      },
    );
    expect(values).toEqual({
      clientId: "client-id",
      projectId: "none",
      invoiceNumber: "INV-7",
      status: "paid",
      currency: "EUR",
      issueDate: "2026-03-01",
      dueDate: "2026-03-31",
      taxRate: "10",
      notes: "",
      items: [
        { description: "Design", quantity: "2", rate: "1250.50" },
        { description: "Hosting", quantity: "1", rate: "12" },
      ],
      depositType: "none", depositValue: "", depositDueDate: "",
    });
    expect(invoiceFormValues({ clientId: "c", invoiceNumber: "X", status: "lost", currency: "JPY", items: [] }).items).toEqual([{ description: "", quantity: "1", rate: "0" }]);
    expect(invoiceFormValues({ clientId: "c", invoiceNumber: "X", status: "lost", currency: "JPY" })).toMatchObject({ status: "draft", currency: "USD" });
  });

  it("asks a deposit: a percentage of the total or an amount, with its own due day; none sends none of its fields", () => {
    const values = { ...form([{ quantity: "1", rate: "1000" }], "10"), depositType: "percent" as const, depositValue: "25", depositDueDate: "2026-03-10" };
    expect(invoiceFormDeposit(values)).toBe("$275.00");
    expect(invoiceFormDeposit({ ...values, depositType: "fixed", depositValue: "2000" })).toBe("$1,100.00");
    expect(invoiceFormDeposit({ ...values, depositValue: "abc" })).toBeNull();
    expect(invoicePayload(values)).toMatchObject({ depositType: "percent", depositValue: "25", depositDueDate: "2026-03-10" });
    expect(invoicePayload({ ...values, depositType: "none" })).toMatchObject({ depositType: null, depositValue: null, depositDueDate: null });
    expect(invoiceFormValues({ clientId: "c", invoiceNumber: "X", depositType: "fixed", depositValue: "300.00", depositDueDate: "2026-03-10" }))
      .toMatchObject({ depositType: "fixed", depositValue: "300", depositDueDate: "2026-03-10" });
  });

  it("explains what is wrong with a deposit, in the browser as on the server", () => {
    const errors = (deposit: Record<string, unknown>) => {
      const r = validateWith(invoiceSchema, { ...invoicePayload(form([{ quantity: "1", rate: "500" }])), ...deposit });
      return r.ok ? {} : r.errors;
    };
    expect(errors({ depositType: "percent", depositValue: null })).toMatchObject({ depositValue: INVOICE_MESSAGES.depositRequired });
    expect(errors({ depositType: "percent", depositValue: "101" })).toMatchObject({ depositValue: INVOICE_MESSAGES.depositPercent });
    expect(errors({ depositType: "fixed", depositValue: "-5" })).toMatchObject({ depositValue: INVOICE_MESSAGES.depositPositive });
    expect(errors({ depositType: "fixed", depositValue: "5", depositDueDate: "2026-04-30" })).toMatchObject({ depositDueDate: INVOICE_MESSAGES.depositDueAfterDue });
    expect(errors({ depositType: "fixed", depositValue: "50", depositDueDate: "2026-03-10" })).toEqual({});
  });
});
