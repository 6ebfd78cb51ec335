import {
  type E2E,
  api,
  expect,
  expectEqual,
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
  "payment reminders: an invoice already 10 days past due, reminders turned on in Settings (sent at 00:00, so due now): the scheduler's next scan e-mails the latest due reminder once, with the 'View and pay invoice' link, the earlier ones recorded as skipped on the invoice's page; a scan after it sends nothing more";

/** The scheduler scans once a minute: the first e-mail, then a further scan, take up to about three minutes. */
export const timeoutMs = 240_000;

/** A day `days` from now, YYYY-MM-DD (UTC: the new workspace's zone). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function run(t: E2E): Promise<void> {
  if (!t.mail) throw new Error("this spec reads the app's e-mail: run it through e2e/run.ts");
  const clientEmail = uniqueEmail("late-payer");
  await withPage(t, "payment-reminders", async (page) => {
    await registerUser(page, uniqueEmail("reminders"), { firstName: "Ada", lastName: "Lovelace" });
    const client = (await api(page, "POST", "/api/clients", { name: "Wile Coyote", company: "Acme Corp", email: clientEmail })).json;
    const invoice = (await api(page, "POST", "/api/invoices", {
      clientId: client.id, invoiceNumber: "INV-0052", status: "sent", issueDate: dayFromNow(-40), dueDate: dayFromNow(-10), taxRate: "0",
      items: [{ description: "Website design", quantity: 1, rate: "1800" }],
    })).json;
    expect(invoice.id, "the invoice is made");

    // Settings: the Payment reminders card, off by default with three reminders
    await page.goto("/settings");
    await expectHeading(page, "Settings");
    const card = page.getByTestId("reminder-settings");
    await expectVisible(card.getByRole("heading", { name: "Payment reminders" }), "the Payment reminders card");
    await expectVisible(card.getByText("Reminder 3: 7 days after the due date"), "the default third reminder");
    await card.getByLabel(/^Send at/).selectOption("0");
    await card.getByText("Send payment reminders", { exact: true }).click();
    await screenshot(page, "payment-reminders-settings", true);
    await card.getByRole("button", { name: "Save reminders" }).click();
    await expectToast(page, "Payment reminders saved");
    const saved = (await api(page, "GET", "/api/settings/reminders")).json;
    expectEqual([saved.enabled, saved.sendHour, saved.reminders.length], [true, 0, 3], "the saved section");

    // the scheduler scans every minute: one e-mail, the latest due reminder (7 days after), with the pay link
    const mail = await t.mail!.waitFor((m) => m.to.includes(clientEmail), 150_000);
    expectEqual(mail.subject, "Second notice: invoice INV-0052 is overdue", "the reminder's subject");
    const link = /https?:\/\/\S+\/i\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link, "the e-mail's text part carries the invoice page's link");
    expect(mail.text.includes(`View and pay invoice: ${link}`), "the text part names the button and its address");
    expect(mail.html.includes(`href="${link}"`) && mail.html.includes(">View and pay invoice</a>"), "the HTML part's button links to the page");
    expect(mail.text.includes("Hello Wile Coyote,") && mail.text.includes("$1,800.00"), "the message is filled in");

    // the invoice's page: which reminders went and when
    await page.goto(`/invoicing/${encodeURIComponent(Buffer.from(`Invoice:${invoice.id}`).toString("base64"))}`);
    await expectHeading(page, "Invoice INV-0052");
    const history = page.getByTestId("invoice-reminders");
    await expectVisible(history.getByTestId("invoice-reminder-3").getByText("Sent", { exact: true }), "reminder 3 sent");
    await expectVisible(history.getByTestId("invoice-reminder-1").getByText("Skipped", { exact: true }), "reminder 1 skipped");
    await expectVisible(history.getByTestId("invoice-reminder-2").getByText("Skipped", { exact: true }), "reminder 2 skipped");
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, "payment-reminders-invoice-history", true);

    // a later scan (the scheduler's next minute, at least one more run by then) sends nothing more
    await page.waitForTimeout(70_000);
    expectEqual(t.mail!.received.filter((m) => m.to.includes(clientEmail)).length, 1, "e-mails to the client after a further scan");
  });
}
