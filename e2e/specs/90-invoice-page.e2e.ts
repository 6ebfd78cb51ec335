import {
  type E2E,
  api,
  expect,
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
  "invoice page: the provider sends an invoice that asks a deposit; the client opens the e-mail's 'View and pay invoice' link in a fresh browser with no session, on a 390 px phone and on a desktop: the brand, the lines, the deposit due, then the balance after a part payment, then 'Paid — thank you'";

/** A day `days` from now, YYYY-MM-DD (the browser's calendar, as the form's date fields). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function run(t: E2E): Promise<void> {
  if (!t.mail) throw new Error("this spec reads the app's e-mail: run it through e2e/run.ts");
  const clientEmail = uniqueEmail("payer");
  await withPage(t, "invoice-page", async (page) => {
    await registerUser(page, uniqueEmail("invoice-page"), { firstName: "Ada", lastName: "Lovelace" });
    await api(page, "PUT", "/api/brand-settings", { companyName: "Northwind Studio", brandColor: "#0f766e" });
    const client = (await api(page, "POST", "/api/clients", { name: "Wile Coyote", company: "Acme Corp", email: clientEmail })).json;
    const invoice = (await api(page, "POST", "/api/invoices", {
      clientId: client.id, invoiceNumber: "INV-0090", issueDate: dayFromNow(0), dueDate: dayFromNow(30), taxRate: "10",
      depositType: "percent", depositValue: "30", depositDueDate: dayFromNow(7), notes: "Bank transfer to IBAN DE00 1234 5678 9012.",
      items: [
        { description: "Brand identity: logo, palette and type", quantity: 1, rate: "2400" },
        { description: "Website design, 6 pages", quantity: 6, rate: "350" },
        { description: "Hosting (12 months)", quantity: 1, rate: "240" },
      ],
    })).json;
    expect(invoice.publicViewUrl === null, "no client's page before the invoice is sent");

    // the provider sends it from its page
    await page.goto("/invoicing");
    await expectHeading(page, "Invoicing");
    await page.getByRole("listitem", { name: "Invoice INV-0090" }).getByRole("link", { name: "View invoice INV-0090" }).click();
    await expectHeading(page, "Invoice INV-0090");
    await page.getByTestId("invoice-actions").getByRole("button", { name: "Send by e-mail" }).click();
    await expectToast(page, "Invoice sent");
    await expectVisible(page.getByTestId("client-page-link"), "the client's page offered once sent");

    const mail = await t.mail!.waitFor((m) => m.to.includes(clientEmail) && m.subject.includes("INV-0090"));
    const link = /https?:\/\/\S+\/i\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link, "the e-mail's text part carries the page's link");
    expect(mail.text.includes(`View and pay invoice: ${link}`), "the text part names the button and its address");
    expect(mail.html.includes(`href="${link}"`) && mail.html.includes(">View and pay invoice</a>"), "the HTML part's button is a link to the page");
    expect((await page.getByTestId("client-page-link").getAttribute("href")) === link, "the provider's link is the e-mail's");
    const clientPath = new URL(link!).pathname;

    // the client: a fresh browser, no session, a phone
    const phone = await newContext(t, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const p = phone.page;
      const answer = await p.goto(clientPath);
      expect(answer?.status() === 200, `the page opens with no session (${answer?.status()})`);
      await expectVisible(p.getByRole("heading", { name: "Invoice INV-0090" }), "the invoice on the client's page");
      const seen = await p.evaluate(() => document.body.textContent ?? "");
      for (const s of ["Northwind Studio", "Acme Corp", "Website design, 6 pages", "$4,740.00", "$474.00", "$5,214.00", "Deposit due by", "$1,564.20"]) {
        expect(seen.includes(s), `the client's page shows ${s}: ${seen}`);
      }
      expect(!(await p.getByRole("button").count()), "no Pay button while online payment is off");
      const width = await p.evaluate(() => document.documentElement.scrollWidth);
      expect(width <= 390, `the page fits a 390 px screen (scroll width ${width})`);
      await screenshot(p, "invoice-page-phone-deposit", true);
      const pdf = await p.request.get(`${clientPath}/pdf`);
      expect(pdf.status() === 200 && pdf.headers()["content-type"] === "application/pdf", `the client's PDF (${pdf.status()})`);
    } finally {
      await phone.context.close();
    }

    // the deposit paid: the page asks the balance
    await api(page, "POST", `/api/invoices/${invoice.id}/payments`, { amount: "1564.20", method: "bank_transfer", reference: "DEP-1" });
    const desktop = await newContext(t, { viewport: { width: 1280, height: 900 } });
    try {
      const p = desktop.page;
      await p.goto(clientPath);
      await expectVisible(p.getByText("Balance due by", { exact: false }), "the balance once the deposit is paid");
      const seen = await p.evaluate(() => document.body.textContent ?? "");
      expect(seen.includes("$3,649.80") && !seen.includes("Deposit due"), `the balance, no deposit any more: ${seen}`);
      expect(seen.includes("Bank transfer"), "the payment listed");
      await screenshot(p, "invoice-page-desktop-balance", true);

      // the rest paid: "Paid — thank you"
      await api(page, "POST", `/api/invoices/${invoice.id}/payments`, { amount: "3649.80", method: "card" });
      await p.reload();
      await expectVisible(p.getByText("Paid — thank you"), "the paid state");
      await screenshot(p, "invoice-page-desktop-paid", true);
    } finally {
      await desktop.context.close();
    }

    // a cancelled invoice's link says so (410)
    const other = (await api(page, "POST", "/api/invoices", {
      clientId: client.id, invoiceNumber: "INV-0091", issueDate: dayFromNow(0), dueDate: dayFromNow(30), items: [{ description: "Extra", quantity: 1, rate: "100" }],
    })).json;
    const sent = (await api(page, "POST", `/api/invoices/${other.id}/send`)).json;
    await api(page, "PUT", `/api/invoices/${other.id}`, { status: "cancelled" });
    const fresh = await newContext(t);
    try {
      const answer = await fresh.page.goto(new URL(sent.publicViewUrl).pathname);
      expect(answer?.status() === 410, `a cancelled invoice's page answers 410 (${answer?.status()})`);
      await expectVisible(fresh.page.getByRole("heading", { name: "This invoice was cancelled" }), "the reason on the page");
    } finally {
      await fresh.context.close();
    }
  });
}
