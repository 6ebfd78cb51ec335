import { act, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import {
  anInvoice, answerValidationError, inRow, renderInvoicesPage, dialog, dialogField, expectToast, pendingOperation, renderInvoiceView, resetToasts, retype, user,
} from "./invoiceTestUtils";

let u: ReturnType<typeof user>;
beforeEach(() => {
  resetToasts();
  u = user();
});

const PAYMENT = { id: "UGF5bWVudDox", amount: "500.00", method: "bank_transfer", paidAt: "2026-03-10T12:00:00.000Z", reference: "TRF-881", note: null, provider: null };

/** A sent invoice of $1,200.00 with a part payment of $500.00 on it. */
const partlyPaid = () => anInvoice({
  invoiceNumber: "INV-0042", status: "sent", total: "1200.00", subtotal: "1200.00", taxRate: "0.00", taxAmount: "0.00",
  amountPaid: "500.00", balanceDue: "700.00", payments: [PAYMENT],
});

describe("an invoice's payments", () => {
  it("shows Amount paid, Balance due, each payment and 'Partly paid' with the amount", async () => {
    await renderInvoiceView(partlyPaid());
    const section = await screen.findByTestId("invoice-payments");
    expect(within(section).getByTestId("amount-paid")).toHaveTextContent("$500.00");
    expect(within(section).getByTestId("balance-due")).toHaveTextContent("$700.00");
    const [row] = within(section).getAllByTestId("payment-row");
    expect(row).toHaveTextContent("Mar 10, 2026");
    expect(row).toHaveTextContent("Bank transfer");
    expect(row).toHaveTextContent("TRF-881");
    expect(row).toHaveTextContent("$500.00");
    expect(screen.getByTestId("invoice-status")).toHaveTextContent("Partly paid · $500.00");
  });

  it("Record payment opens with the balance, sends what was typed, and shows the server's refusal under the amount", async () => {
    const invoice = partlyPaid();
    const { environment } = await renderInvoiceView(invoice);
    await u.click(await screen.findByTestId("record-payment"));
    await waitFor(() => expect(dialogField("Amount \\(USD\\)")).toHaveValue("700.00"));
    expect(dialogField("Method")).toHaveValue("bank_transfer");
    await retype(u, "Amount \\(USD\\)", "800");
    await retype(u, "Reference", "CHK-12");
    await u.click(within(dialog()).getByRole("button", { name: "Record payment" }));
    const op = await pendingOperation(environment, "useRecordPaymentMutation");
    expect(op.request.variables.input).toMatchObject({ invoiceId: invoice.id, amount: "800", method: "bank_transfer", reference: "CHK-12" });
    await answerValidationError(environment, op, "recordPayment", { amount: "The balance is $700.00: record at most that" });
    expect(await within(dialog()).findByText("The balance is $700.00: record at most that")).toBeInTheDocument();
    expect(dialogField("Amount \\(USD\\)")).toHaveValue("800");
  });

  it("a payment over zero is checked in the browser with the shared schema (nothing sent)", async () => {
    const { environment } = await renderInvoiceView(partlyPaid());
    await u.click(await screen.findByTestId("record-payment"));
    await retype(u, "Amount \\(USD\\)", "0");
    await u.click(within(dialog()).getByRole("button", { name: "Record payment" }));
    expect(await within(dialog()).findByText("Amount must be more than 0")).toBeInTheDocument();
    expect(environment.mock.getAllOperations().some((o) => o.request.node.params.name === "useRecordPaymentMutation")).toBe(false);
  });

  it("deletes a payment recorded by hand after a confirmation; a provider's payment has no delete", async () => {
    const invoice = { ...partlyPaid(), payments: [PAYMENT, { ...PAYMENT, id: "UGF5bWVudDoy", amount: "100.00", provider: "stripe", reference: null }] };
    const { environment } = await renderInvoiceView(invoice);
    const rows = await screen.findAllByTestId("payment-row");
    expect(within(rows[1]).queryByRole("button")).toBeNull();
    expect(rows[1]).toHaveTextContent("Paid online");
    await u.click(within(rows[0]).getByRole("button", { name: "Delete payment of $500.00" }));
    const confirm = await screen.findByTestId("confirm-delete-payment");
    await u.click(within(confirm).getByRole("button", { name: "Delete payment" }));
    const op = await pendingOperation(environment, "useDeletePaymentMutation");
    expect(op.request.variables.input).toEqual({ id: PAYMENT.id });
    await act(async () => {
      environment.mock.resolve(op, MockPayloadGenerator.generate(op, {
        MutationDeletePaymentResult: () => ({ __typename: "DeletePaymentPayload", deletedPaymentId: PAYMENT.id }),
        Invoice: () => ({ ...invoice, client: undefined, project: undefined, items: undefined, payments: undefined, amountPaid: "100.00", balanceDue: "1100.00" }),
      }));
    });
    await expectToast("Payment deleted");
  });

  it("a paid invoice offers no Record payment", async () => {
    await renderInvoiceView(anInvoice({ status: "paid", amountPaid: "1375.00", balanceDue: "0.00" }));
    expect(await screen.findByTestId("invoice-payments")).toBeInTheDocument();
    expect(screen.queryByTestId("record-payment")).toBeNull();
    expect(screen.getByTestId("invoice-status")).toHaveTextContent("Paid");
    // its payments hold it paid: Mark as sent and Cancel wait until they are deleted
    expect(screen.getByRole("button", { name: "Mark as sent" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel invoice" })).toBeDisabled();
  });

  it("the list shows what is still owed under the total, and 'Partly paid' on a sent invoice with a payment", async () => {
    await renderInvoicesPage([partlyPaid(), anInvoice({ invoiceNumber: "INV-0043", status: "sent" })]);
    expect(inRow("INV-0042").getByTestId("invoice-owed")).toHaveTextContent("$700.00 owed");
    expect(inRow("INV-0042").getAllByTestId("invoice-status")[0]).toHaveTextContent("Partly paid");
    expect(inRow("INV-0043").queryByTestId("invoice-owed")).toBeNull();
    expect(inRow("INV-0043").getAllByTestId("invoice-status")[0]).toHaveTextContent("Sent");
  });
});
