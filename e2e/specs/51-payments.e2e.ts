import {
  type E2E,
  api,
  expectEqual,
  expectHeading,
  expectHidden,
  expectText,
  expectVisible,
  newContext,
  registerUser,
  screenshot,
  uniqueEmail,
} from "../lib";

export const name = "payments: a part payment recorded by hand shows 'Partly paid' and the balance, the rest makes the invoice Paid, a deleted payment reopens it";

export async function run(t: E2E): Promise<void> {
  const { context, page } = await newContext(t);
  try {
    await registerUser(page, uniqueEmail("payments"), { firstName: "Ada", lastName: "Lovelace" });
    const acme = (await api(page, "POST", "/api/clients", { name: "Acme", company: "Acme Inc." })).json;
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    const due = await page.evaluate(() => {
      const d = new Date(Date.now() + 30 * 86_400_000);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    const invoice = (await api(page, "POST", "/api/invoices", {
      clientId: acme.id, invoiceNumber: "INV-0042", status: "sent", issueDate: today, dueDate: due, taxRate: "0",
      items: [{ description: "Brand identity", quantity: 1, rate: "1200" }],
    })).json;

    await page.goto("/invoicing");
    await expectHeading(page, "Invoicing");
    const row = page.getByRole("listitem", { name: "Invoice INV-0042" });
    await expectVisible(row, "the invoice's row");
    await row.getByRole("link", { name: "View invoice INV-0042" }).click();
    await expectHeading(page, "Invoice INV-0042");
    const payments = page.getByTestId("invoice-payments");
    await expectVisible(payments.getByText("No payments recorded yet."), "no payments yet");
    expectEqual(await payments.getByTestId("balance-due").textContent(), "$1,200.00", "the balance before any payment");

    // ---- a part payment ---------------------------------------------------------------------------------------
    await payments.getByRole("button", { name: "Record payment" }).click();
    const dialog = page.getByRole("dialog", { name: "Record payment" });
    await expectVisible(dialog, "the Record payment dialog");
    expectEqual(await dialog.getByLabel(/^Amount \(USD\)/).inputValue(), "1,200.00", "the amount starts at the balance, grouped");
    // more than the balance: the server's message under the amount
    await dialog.getByLabel(/^Amount \(USD\)/).fill("1500");
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expectVisible(dialog.getByText("The balance is $1,200.00: record at most that", { exact: true }), "the balance named under the amount");
    await dialog.getByLabel(/^Amount \(USD\)/).fill("500");
    await dialog.getByLabel("Method").selectOption("bank_transfer");
    await dialog.getByLabel("Reference").fill("TRF-2026-118");
    await screenshot(page, "payments-record-dialog");
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expectText(page, "Payment recorded");
    await expectHidden(dialog, "the dialog after recording");
    const status = page.getByTestId("invoice-document").getByTestId("invoice-status");
    await expectVisible(status.getByText("Partly paid · $500.00", { exact: true }), "'Partly paid' with the amount");
    expectEqual(await payments.getByTestId("amount-paid").textContent(), "$500.00", "the amount paid");
    expectEqual(await payments.getByTestId("balance-due").textContent(), "$700.00", "the balance");
    await expectVisible(payments.getByTestId("payment-row").getByText("TRF-2026-118"), "the payment's reference");
    await screenshot(page, "payments-partly-paid", true);

    // the list shows what is owed
    await page.goto("/invoicing");
    await expectVisible(row.getByTestId("invoice-owed").first(), "what is owed on the row");
    expectEqual((await row.getByTestId("invoice-owed").first().textContent())?.trim(), "$700.00 owed", "the row's balance");
    await screenshot(page, "payments-list-owed");
    // and so does the dashboard
    await page.goto("/");
    const owed = page.getByTestId("owed-to-you");
    await expectVisible(owed, "the dashboard's Owed to you");
    expectEqual((await owed.getByTestId("owed-amount").first().textContent())?.trim(), "$700.00", "what is owed on the dashboard");
    await screenshot(page, "payments-dashboard-owed", true);

    // ---- the rest: Paid ----------------------------------------------------------------------------------------
    await page.goto(`/invoicing/${encodeURIComponent(Buffer.from(`Invoice:${invoice.id}`).toString("base64"))}`);
    await expectHeading(page, "Invoice INV-0042");
    await payments.getByRole("button", { name: "Record payment" }).click();
    await expectVisible(dialog, "the dialog again");
    expectEqual(await dialog.getByLabel(/^Amount \(USD\)/).inputValue(), "700.00", "the amount starts at the new balance");
    await dialog.getByLabel("Method").selectOption("card");
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expectText(page, "Payment recorded");
    await expectVisible(status.getByText("Paid", { exact: true }), "'Paid' once the balance is zero");
    expectEqual(await payments.getByTestId("balance-due").textContent(), "$0.00", "nothing left to pay");
    await expectHidden(payments.getByRole("button", { name: "Record payment" }), "no Record payment on a paid invoice");
    expectEqual(await payments.getByTestId("payment-row").count(), 2, "two payments");
    await screenshot(page, "payments-paid", true);

    // ---- a payment deleted: the invoice reopens -----------------------------------------------------------------
    await payments.getByRole("button", { name: "Delete payment of $700.00" }).click();
    const confirm = page.getByTestId("confirm-delete-payment");
    await expectVisible(confirm, "the confirmation");
    await confirm.getByRole("button", { name: "Delete payment" }).click();
    await expectText(page, "Payment deleted");
    await expectVisible(status.getByText("Partly paid · $500.00", { exact: true }), "back to partly paid");
    expectEqual(await payments.getByTestId("balance-due").textContent(), "$700.00", "the balance back");
  } finally {
    await context.close();
  }
}
