import {
  type E2E,
  api,
  expect,
  expectEqual,
  expectHeading,
  expectToast,
  expectVisible,
  newContext,
  registerUser,
  screenshot,
  uniqueEmail,
  withPage,
} from "../lib";

export const name =
  "pay online: the provider connects Stripe (a test key) in Settings and sends an invoice with a deposit; the client opens the e-mailed link in a fresh browser on a phone, pays the deposit on Stripe's Checkout page, comes back to the balance, then pays it on a desktop; the provider's open invoice turns Paid live";

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function run(t: E2E): Promise<void> {
  if (!t.mail || !t.stripe) throw new Error("this spec needs the app's e-mail and the local Stripe: run it through e2e/run.ts");
  const clientEmail = uniqueEmail("online-payer");
  const key = t.stripe.key("e2e");
  await withPage(t, "invoice-pay-online", async (page) => {
    await registerUser(page, uniqueEmail("pay-online"), { firstName: "Grace", lastName: "Hopper" });
    await api(page, "PUT", "/api/brand-settings", { companyName: "Harbor Design Co.", brandColor: "#1d4ed8" });

    // Settings -> Payments: paste the key
    await page.goto("/settings");
    await expectHeading(page, "Settings");
    const card = page.getByTestId("payments-card");
    await expectVisible(card.getByText("Not connected", { exact: false }), "Stripe not connected yet");
    await card.getByLabel("Stripe secret key").fill(key);
    await card.getByRole("button", { name: "Connect Stripe" }).click();
    await expectToast(page, "Stripe connected");
    await expectVisible(card.getByTestId("payments-connected"), "the connected account");
    expectEqual(await card.getByTestId("payments-mode").textContent(), "Test mode", "the key's mode");
    expectEqual(await card.getByTestId("payments-key").textContent(), `…${key.slice(-4)}`, "only the key's last 4 characters");
    expect(!(await page.content()).includes(key), "the key itself is nowhere on the page");
    await screenshot(page, "settings-payments-connected");

    const client = (await api(page, "POST", "/api/clients", { name: "Jane Doe", company: "Globex", email: clientEmail })).json;
    const invoice = (await api(page, "POST", "/api/invoices", {
      clientId: client.id, invoiceNumber: "INV-0191", issueDate: dayFromNow(0), dueDate: dayFromNow(30), taxRate: "0",
      depositType: "percent", depositValue: "30", depositDueDate: dayFromNow(7),
      items: [{ description: "Product design sprint", quantity: 1, rate: "1500" }, { description: "Usability testing", quantity: 2, rate: "250" }],
    })).json;
    await api(page, "POST", `/api/invoices/${invoice.id}/send`);
    const mail = await t.mail!.waitFor((m) => m.to.includes(clientEmail) && m.subject.includes("INV-0191"));
    const link = /https?:\/\/\S+\/i\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link, "the e-mail carries the page's link");
    const clientPath = new URL(link!).pathname;

    // the provider keeps the invoice open
    await page.goto("/invoicing");
    await expectHeading(page, "Invoicing");
    await page.getByRole("listitem", { name: "Invoice INV-0191" }).getByRole("link", { name: "View invoice INV-0191" }).click();
    await expectHeading(page, "Invoice INV-0191");
    const status = page.getByTestId("invoice-document").getByTestId("invoice-status");

    // the client, on a phone: the deposit
    const phone = await newContext(t, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const p = phone.page;
      await p.goto(clientPath);
      await expectVisible(p.getByRole("button", { name: "Pay deposit $600.00" }), "the deposit offered");
      await expectVisible(p.getByRole("button", { name: "Pay the full balance $2,000.00" }), "the full balance offered too");
      const width = await p.evaluate(() => document.documentElement.scrollWidth);
      expect(width <= 390, `the page fits a 390 px screen (scroll width ${width})`);
      await screenshot(p, "invoice-pay-phone-deposit", true);
      await p.getByRole("button", { name: "Pay deposit $600.00" }).click();
      await expectVisible(p.getByRole("heading", { name: "Pay 600.00 USD" }), "Stripe's Checkout page for the deposit");
      await p.getByRole("button", { name: "Pay with card" }).click();
      await p.waitForURL((u) => u.pathname === clientPath && u.searchParams.has("session_id"));
      await expectVisible(p.getByRole("button", { name: "Pay $1,400.00" }), "back on the page: the balance to pay");
      const seen = await p.evaluate(() => document.body.textContent ?? "");
      expect(seen.includes("Card") && seen.includes("$600.00"), `the deposit listed among the payments: ${seen}`);
      await screenshot(p, "invoice-pay-phone-after-deposit", true);
    } finally {
      await phone.context.close();
    }
    await expectVisible(page.getByTestId("invoice-payments").getByTestId("payment-row"), "the provider sees the deposit arrive");

    // the client, on a desktop: the balance; the provider's page turns Paid by itself
    const desktop = await newContext(t, { viewport: { width: 1280, height: 900 } });
    try {
      const p = desktop.page;
      await p.goto(clientPath);
      await p.getByRole("button", { name: "Pay $1,400.00" }).click();
      await p.getByRole("button", { name: "Pay with card" }).click();
      await expectVisible(p.getByText("Paid — thank you"), "the paid state after Checkout");
      await screenshot(p, "invoice-pay-desktop-paid", true);
    } finally {
      await desktop.context.close();
    }
    await expectVisible(status.getByText("Paid", { exact: true }), "the provider's invoice turns Paid live");
    expectEqual(await page.getByTestId("invoice-payments").getByTestId("payment-row").count(), 2, "two online payments");
    expectEqual(await page.getByTestId("invoice-payments").getByTestId("balance-due").textContent(), "$0.00", "nothing left to pay");
    await screenshot(page, "invoice-pay-provider-paid");
  });
}
