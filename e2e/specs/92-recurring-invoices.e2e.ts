import {
  type E2E,
  api,
  card,
  dialog,
  dialogField,
  expect,
  expectHeading,
  expectToast,
  expectVisible,
  registerUser,
  screenshot,
  uniqueEmail,
  withPage,
} from "../lib";

/** it waits for the scheduler's next scans: it runs beside the others */
export const waitsForClock = true;

export const name =
  "recurring invoices: from the empty state, 'Make recurring' on an invoice opens the form with its lines; a monthly retainer whose first period is due now makes its invoice and e-mails it at the scheduler's next scan, the card shows the invoice made and 'Next invoice on …'; pause, resume, delete (asks first)";

/** A day `days` from now, YYYY-MM-DD (UTC, the new workspace's zone). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** "Dec 30, 2026" for YYYY-MM-DD. */
const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
/** The same day a month later (the 31st becomes a shorter month's last day). */
function nextMonth(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

export async function run(t: E2E): Promise<void> {
  if (!t.mail) throw new Error("this spec reads the app's e-mail: run it through e2e/run.ts");
  const clientEmail = uniqueEmail("retainer");
  await withPage(t, "recurring-invoices", async (page) => {
    await registerUser(page, uniqueEmail("recurring"), { firstName: "Grace", lastName: "Hopper" });
    await api(page, "PUT", "/api/settings/workspace", { timeZone: "UTC" });
    const client = (await api(page, "POST", "/api/clients", { name: "Wile Coyote", company: "Acme Corp", email: clientEmail })).json;
    const invoice = (await api(page, "POST", "/api/invoices", {
      clientId: client.id, issueDate: dayFromNow(0), dueDate: dayFromNow(14), taxRate: "10", notes: "Thank you for your business.",
      items: [{ description: "Monthly retainer {period_start} to {period_end}", quantity: 1, rate: "1500" }],
    })).json;

    // the empty state, reached from the invoices screen
    await page.goto("/invoicing");
    await expectHeading(page, "Invoicing");
    await page.getByRole("link", { name: "Recurring" }).click();
    await expectHeading(page, "Recurring Invoices");
    await expectVisible(page.getByText("No recurring invoices yet"), "the empty state");
    await screenshot(page, "recurring-empty");

    // "Make recurring" on the invoice's page: the form opens on a copy of its lines
    await page.goto("/invoicing");
    await page.getByRole("link", { name: `View invoice ${invoice.invoiceNumber}` }).click();
    await expectHeading(page, `Invoice ${invoice.invoiceNumber}`);
    await page.getByTestId("make-recurring").click();
    await expectHeading(page, "Recurring Invoices");
    const form = dialog(page);
    await expectVisible(form.getByText(`Lines, tax and notes copied from ${invoice.invoiceNumber}.`), "the copy's note");
    expect((await form.locator('input[name="items.0.description"]').inputValue()) === "Monthly retainer {period_start} to {period_end}", "the line copied");
    expect((await dialogField(page, "Client").inputValue()) !== "", "the client chosen");
    expect((await form.getByTestId("form-total").textContent()) === "$1,650.00", "the totals of the copied lines");
    // the first period is due now: it starts today, sent from 0:00
    await dialogField(page, "Send at").selectOption({ label: "0:00" });
    // the form's own check: an end on a date needs the date
    await dialogField(page, "Ends").selectOption({ label: "On a date" });
    await form.getByRole("button", { name: "Create Recurring Invoice" }).click();
    await expectVisible(form.getByText("End date is required"), "the end date asked for");
    await dialogField(page, "Ends").selectOption({ label: "Never" });
    await screenshot(page, "recurring-form");
    await form.getByRole("button", { name: "Create Recurring Invoice" }).click();
    await expectToast(page, "Recurring invoice created successfully");
    const profile = card(page, "Wile Coyote (Acme Corp)");
    await expectVisible(profile.getByText(`Next invoice on ${dayLabel(dayFromNow(0))} at 0:00`), "the first period, due now");

    // the scheduler's next scan (once a minute) makes the invoice and e-mails it; the card follows live
    const mail = await t.mail!.waitFor((m) => m.to.includes(clientEmail) && /INV-\d{4}/.test(m.subject), 90_000);
    const number = /INV-\d{4}/.exec(mail.subject)![0];
    expect(/\/i\/[A-Za-z0-9_-]{43}/.test(mail.text), "the e-mail carries the invoice's page");
    await expectVisible(profile.getByText("1 invoice made"), "the invoice counted on the card", 20_000);
    await expectVisible(profile.getByText(`Next invoice on ${dayLabel(nextMonth(dayFromNow(0)))} at 0:00`), "the next period");
    await profile.getByRole("button", { name: "Show invoices made" }).click();
    await expectVisible(profile.getByRole("link", { name: number }), "the invoice in the card's history");
    const made = (await api(page, "GET", "/api/invoices")).json.filter((i: { invoiceNumber: string }) => i.invoiceNumber === number);
    expect(made.length === 1 && made[0].status === "sent", `one invoice made, sent (${JSON.stringify(made.map((i: { status: string }) => i.status))})`);
    const periodEnd = new Date(Date.parse(`${nextMonth(dayFromNow(0))}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const filled = `Monthly retainer ${dayLabel(dayFromNow(0))} to ${dayLabel(periodEnd)}`;
    expect(made[0].items[0].description === filled, `the period filled in: ${made[0].items[0].description} (expected ${filled})`);
    await screenshot(page, "recurring-card-made");

    // pause and resume
    await profile.getByRole("button", { name: "Pause" }).click();
    await expectToast(page, "Recurring invoice paused");
    await expectVisible(profile.getByText("Paused: no invoice is made until it is resumed"), "the paused state");
    await profile.getByRole("button", { name: "Resume" }).click();
    await expectToast(page, "Recurring invoice resumed");
    await expectVisible(profile.getByText(`Next invoice on ${dayLabel(nextMonth(dayFromNow(0)))} at 0:00`), "resumed at the next period");

    // the invoice made is one click away
    await profile.getByRole("link", { name: number }).click();
    await expectHeading(page, `Invoice ${number}`);
    await page.goBack();
    await expectHeading(page, "Recurring Invoices");

    // delete: asks first; the invoice it made is kept
    await card(page, "Wile Coyote (Acme Corp)").getByRole("button", { name: "Delete" }).click();
    await expectVisible(page.getByText("Delete this recurring invoice?"), "the confirmation");
    await page.getByRole("button", { name: "Delete Recurring Invoice" }).click();
    await expectToast(page, "Recurring invoice deleted successfully");
    await expectVisible(page.getByText("No recurring invoices yet"), "the empty state again");
    expect((await api(page, "GET", `/api/invoices/${made[0].id}`)).status === 200, "the invoice it made is kept");
  });
}
