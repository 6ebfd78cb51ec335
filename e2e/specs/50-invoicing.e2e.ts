import fs from "node:fs";
import type { Page } from "playwright-core";
import {
  type E2E,
  api,
  expect,
  expectEqual,
  expectHeading,
  expectHidden,
  expectPath,
  expectText,
  expectVisible,
  newContext,
  openFromSidebar,
  registerUser,
  screenshot,
  uniqueEmail,
} from "../lib";

export const name = "invoicing: an invoice with three items and live totals, its page, the PDF, e-mail, mark paid, and the dashboard revenue in another tab";

const LIVE_TIMEOUT_MS = 5_000;

async function revenueText(page: Page): Promise<string> {
  return ((await page.getByTestId("stat-revenue-mtd").getByTestId("stat-value").textContent()) ?? "").trim();
}

/** A day `days` from today in the browser's zone, as a date input holds it. */
function dayFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((n) => {
    const d = new Date(Date.now() + n * 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  }, days);
}

/** by itself: it times the live updates of other tabs after Mark as paid */
export const alone = true;

export async function run(t: E2E): Promise<void> {
  const { context, page } = await newContext(t);
  let dashboard: Page | null = null;
  try {
    await registerUser(page, uniqueEmail("invoicing"), { firstName: "Ada", lastName: "Lovelace" });
    await api(page, "PUT", "/api/brand-settings", { companyName: "Lovelace Studio", brandColor: "#0f766e", brandLogo: null });
    // the invoice carries the provider's brand
    await page.reload();
    await expectVisible(page.getByTestId("company-name").getByText("Lovelace Studio"), "the company name in the sidebar");
    const billing = uniqueEmail("billing");
    const acme = (await api(page, "POST", "/api/clients", { name: "Acme Studio", company: "Acme Inc.", email: billing, phone: "+1 555 0100", address: "1 Main Street\nSpringfield" })).json;
    const globex = (await api(page, "POST", "/api/clients", { name: "Globex", company: "Globex Corporation" })).json;

    // a second tab of the same browser on the dashboard: no revenue yet
    dashboard = await context.newPage();
    await dashboard.goto("/");
    await expectHeading(dashboard, "Dashboard");
    await expectVisible(dashboard.getByTestId("stat-revenue-mtd"), "the Revenue (MTD) card");
    expectEqual(await revenueText(dashboard), "$0", "Revenue (MTD) of a new account");

    // ---- the list, empty ------------------------------------------------------------------------------------
    await openFromSidebar(page, /^Invoicing/, "/invoicing", "Invoicing");
    await expectText(page, "Create and manage invoices for your clients");
    await expectText(page, "No invoices yet");

    // ---- the dialog: messages, defaults, three items with live totals -------------------------------------
    await page.getByRole("button", { name: "Create Invoice" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create Invoice" });
    await expectVisible(dialog, "the Create Invoice dialog");
    // no number typed: the workspace's next one is suggested, and given when the invoice is saved
    expectEqual(await dialog.getByLabel("Invoice number").inputValue(), "", "the number left empty");
    const number = (await dialog.getByLabel("Invoice number").getAttribute("placeholder")) ?? "";
    expect(/^INV-\d{4,}$/.test(number), `the suggested number is the workspace's next, got ${number}`);
    expectEqual(await dialog.getByLabel("Issue date").inputValue(), await dayFromToday(page, 0), "the default issue date");
    expectEqual(await dialog.getByLabel("Due date").inputValue(), await dayFromToday(page, 30), "the default due date");
    await dialog.getByRole("button", { name: "Create Invoice" }).click();
    await expectVisible(dialog.getByText("Client is required", { exact: true }), "'Client is required'");
    await expectVisible(dialog.getByText("Description is required", { exact: true }), "'Description is required'");

    await dialog.getByLabel("Client").selectOption({ label: "Acme Studio (Acme Inc.)" });
    await dialog.getByLabel("Tax rate").fill("10");
    const item = (n: number) => dialog.getByRole("group", { name: `Item ${n}` });
    await item(1).getByLabel("Description").fill("Discovery workshop");
    await item(1).getByLabel("Quantity").fill("2");
    await item(1).getByLabel("Rate").fill("450");
    await dialog.getByRole("button", { name: "Add item" }).click();
    await item(2).getByLabel("Description").fill("Interface design");
    await item(2).getByLabel("Quantity").fill("3");
    await item(2).getByLabel("Rate").fill("1250.50");
    await dialog.getByRole("button", { name: "Add item" }).click();
    await item(3).getByLabel("Description").fill("Hosting, first month");
    await item(3).getByLabel("Rate").fill("99.99");
    const total = (testId: string) => dialog.getByTestId(testId).textContent();
    expectEqual(await item(2).getByTestId("item-amount").textContent(), "$3,751.50", "the second item's amount");
    expectEqual(await total("form-subtotal"), "$4,751.49", "the live subtotal");
    // 4751.49 x 10% = 475.149, half-up to 475.15
    expectEqual(await total("form-tax"), "$475.15", "the live tax");
    expectEqual(await total("form-total"), "$5,226.64", "the live total");
    await dialog.getByLabel("Notes").fill("Payment by bank transfer within 30 days. Thank you!");
    // the whole dialog on a tall window: the fields, the three items and the totals
    await page.setViewportSize({ width: 1440, height: 1700 });
    await dialog.getByLabel("Client").scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    await screenshot(page, "invoice-form");
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole("button", { name: "Create Invoice" }).click();
    await expectText(page, "Invoice created successfully");
    await expectHidden(dialog, "the dialog after saving");
    const row = page.getByRole("listitem", { name: `Invoice ${number}` });
    await expectVisible(row, "the new invoice's row");
    expectEqual(await row.getByTestId("invoice-total").textContent(), "$5,226.64", "the row's total");
    expectEqual(await row.getByTestId("invoice-client").textContent(), "Acme Studio", "the client on the row");

    // the same number again is refused on its field
    await page.getByRole("button", { name: "Create Invoice" }).first().click();
    await expectVisible(dialog, "the dialog again");
    await dialog.getByLabel("Client").selectOption({ label: "Globex (Globex Corporation)" });
    await dialog.getByLabel("Invoice number").fill(number);
    await item(1).getByLabel("Description").fill("Support");
    await dialog.getByRole("button", { name: "Create Invoice" }).click();
    await expectVisible(dialog.getByText("Invoice number already exists", { exact: true }), "'Invoice number already exists' on the field");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expectHidden(dialog, "the dialog after Cancel");

    // more invoices through the REST facade, for the list's screenshot
    const issue = await dayFromToday(page, -20);
    await api(page, "POST", "/api/invoices", { clientId: globex.id, invoiceNumber: "INV-2026-014", status: "sent", currency: "EUR", issueDate: issue, dueDate: await dayFromToday(page, 10), taxRate: "20", items: [{ description: "Retainer, November", quantity: 1, rate: "2400" }] });
    await api(page, "POST", "/api/invoices", { clientId: acme.id, invoiceNumber: "INV-2026-009", status: "overdue", issueDate: issue, dueDate: await dayFromToday(page, -5), items: [{ description: "Logo refresh", quantity: 1, rate: "1800" }] });
    await api(page, "POST", "/api/invoices", { clientId: globex.id, invoiceNumber: "INV-2026-003", status: "cancelled", currency: "GBP", issueDate: issue, dueDate: issue, items: [{ description: "Audit", quantity: 4, rate: "95" }] });
    await page.reload();
    await expectVisible(page.getByRole("listitem", { name: "Invoice INV-2026-014" }), "the REST invoice");
    expectEqual(await page.getByRole("listitem", { name: "Invoice INV-2026-014" }).getByTestId("invoice-total").textContent(), "€2,880.00", "a EUR total");
    await screenshot(page, "invoicing-list");

    // ---- the invoice's page -----------------------------------------------------------------------------
    await row.getByRole("link", { name: `View invoice ${number}` }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/invoicing/") && u.pathname.length > "/invoicing/".length);
    await expectHeading(page, `Invoice ${number}`);
    const doc = page.getByTestId("invoice-document");
    expectEqual(await doc.getByTestId("document-item").count(), 3, "items on the invoice");
    expectEqual(await doc.getByTestId("document-total").textContent(), "$5,226.64", "the invoice's total");
    await expectVisible(doc.getByText("Lovelace Studio"), "the provider's company");
    await expectVisible(doc.getByTestId("invoice-client-block").getByText(billing), "the client's e-mail");

    // the PDF: an attachment that is a PDF
    const pdfHref = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
    expect(pdfHref && /^\/api\/invoices\/[0-9a-f-]{36}\/pdf$/.test(pdfHref), `the PDF link, got ${pdfHref}`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
    const file = await download.path();
    const head = fs.readFileSync(file).subarray(0, 5).toString("latin1");
    expectEqual(head, "%PDF-", "the downloaded file's first bytes");
    expect(download.suggestedFilename().endsWith(".pdf"), `the PDF's file name, got ${download.suggestedFilename()}`);
    const headers = await page.evaluate(async (u) => {
      const r = await fetch(u, { credentials: "same-origin" });
      return { status: r.status, type: r.headers.get("content-type"), disposition: r.headers.get("content-disposition") };
    }, pdfHref as string);
    expectEqual(headers.status, 200, "GET the PDF");
    expectEqual(headers.type, "application/pdf", "the PDF's content type");
    expect(/^attachment;/.test(headers.disposition ?? ""), `the PDF is an attachment, got ${headers.disposition}`);

    // sent by e-mail: the toast, the status, what the relay received
    await page.getByRole("button", { name: "Send by e-mail" }).click();
    await expectText(page, "Invoice sent");
    await expectVisible(doc.getByTestId("invoice-status").getByText("Sent", { exact: true }), "'Sent' after sending");
    if (t.mail) {
      const received = await t.mail.waitFor((m) => m.to.includes(billing), 15_000);
      expect(received.subject.includes(number), `the e-mail's subject names the invoice, got '${received.subject}'`);
    }

    // a third tab on the list
    const listTab = await context.newPage();
    await listTab.goto("/invoicing");
    await expectHeading(listTab, "Invoicing");
    const listRow = listTab.getByRole("listitem", { name: `Invoice ${number}` });
    await expectVisible(listRow, "the invoice in the list tab");
    await listTab.waitForTimeout(300);

    // marked paid: the other tabs' revenue and list follow without a reload
    const clicked = Date.now();
    await page.getByRole("button", { name: "Mark as paid" }).click();
    await expectText(page, "Invoice updated successfully");
    await expectVisible(doc.getByTestId("invoice-status").getByText("Paid", { exact: true }), "'Paid' on the invoice");
    await expectVisible(doc.getByText("Paid on"), "the paid date");
    try {
      await dashboard.waitForFunction(
        () => document.querySelector('[data-testid="stat-revenue-mtd"] [data-testid="stat-value"]')?.textContent?.trim() === "$5,226.64",
        undefined,
        { timeout: LIVE_TIMEOUT_MS, polling: 20 },
      );
    } catch {
      throw new Error(`the dashboard tab's Revenue (MTD) did not become $5,226.64 within ${LIVE_TIMEOUT_MS} ms (it shows ${await revenueText(dashboard)})`);
    }
    console.log(`      the dashboard tab showed the revenue ${Date.now() - clicked} ms after the click on Mark as paid`);
    try {
      await listTab.waitForFunction(
        (n) => document.querySelector(`[aria-label="Invoice ${n}"]`)?.getAttribute("data-status") === "paid",
        number,
        { timeout: LIVE_TIMEOUT_MS, polling: 20 },
      );
    } catch {
      throw new Error(`the list tab did not show the invoice as paid within ${LIVE_TIMEOUT_MS} ms`);
    }
    console.log(`      the list tab showed it paid ${Date.now() - clicked} ms after the click`);
    await listTab.close();
    await page.getByTestId("invoice-actions").scrollIntoViewIfNeeded();
    await page.setViewportSize({ width: 1440, height: 1300 });
    await screenshot(page, "invoice-view");

    // the same page and the list on a phone
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expectHeading(page, `Invoice ${number}`);
    await screenshot(page, "invoice-view-mobile", true);
    await page.goto("/invoicing");
    await expectVisible(page.getByRole("listitem", { name: `Invoice ${number}` }), "the list on a phone");
    await screenshot(page, "invoicing-list-mobile");
    await page.setViewportSize({ width: 1440, height: 900 });

    // delete behind the confirm, back to the list
    await page.goto("/invoicing");
    await page.getByRole("listitem", { name: "Invoice INV-2026-003" }).getByRole("link", { name: "View invoice INV-2026-003" }).click();
    await expectHeading(page, "Invoice INV-2026-003");
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this invoice?" });
    await expectVisible(confirm, "the delete confirmation");
    await confirm.getByRole("button", { name: "Delete Invoice" }).click();
    await expectText(page, "Invoice deleted successfully");
    await expectPath(page, "/invoicing");
    await expectVisible(page.getByRole("listitem", { name: `Invoice ${number}` }), "the list after the delete");
    expectEqual(await page.getByRole("listitem", { name: "Invoice INV-2026-003" }).count(), 0, "rows of the deleted invoice");

    // an id that is no invoice of this workspace
    await page.goto(`/invoicing/${encodeURIComponent(Buffer.from("Invoice:00000000-0000-4000-8000-000000000000").toString("base64"))}`);
    await expectHeading(page, "Invoice not found");
  } catch (err) {
    await screenshot(page, "FAIL-50-invoicing").catch(() => null);
    if (dashboard) await screenshot(dashboard, "FAIL-50-invoicing-dashboard").catch(() => null);
    throw err;
  } finally {
    await context.close();
  }
}
