import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  ARTIFACTS_DIR,
  type E2E,
  api,
  card,
  expect,
  expectText,
  expectToast,
  expectVisible,
  newContext,
  registerUser,
  screenshot,
  uniqueEmail,
  waitForHeading,
  withPage,
} from "../lib";

export const name =
  "contract page: a template with defaults, a contract sent from its page with a personal message, opened by the client in a fresh browser on a 390 px phone (no {variable} anywhere), signed there, the sealed PDF without {variable} (text and PNG), then the provider's page: signed, sealed, verified, its audit trail";

const TITLE = "Acme site build";
/** A variable left as written: `{payment_terms}` and the like. */
const RAW_VARIABLE = /\{[a-z_]+\}/;

export async function run(t: E2E): Promise<void> {
  if (!t.mail) throw new Error("this spec reads the app's e-mail: run it through e2e/run.ts");
  const clientEmail = uniqueEmail("signer");
  await withPage(t, "contract-page", async (page) => {
    await registerUser(page, uniqueEmail("contract-page"));
    const client = (await api(page, "POST", "/api/clients", { name: "Wile Coyote", company: "Acme Corp", email: clientEmail })).json;
    // the template's defaults fill the variables the contract itself leaves empty
    const template = (await api(page, "POST", "/api/contract-templates", {
      name: "Site build", type: "contract", currency: "USD", defaultRate: "4800", paymentTerms: "50% upfront, 50% on launch",
      content: "# Agreement with {client_company}\n\nBetween {client_name} and {provider_name}.\nValue: {contract_value}\nPayment: {payment_terms}\n\n## Scope\n\n- Design\n- Build",
    })).json;
    const contract = (await api(page, "POST", "/api/contracts", {
      clientId: client.id, templateId: template.id, type: "contract", title: TITLE, content: template.content, value: "4800", currency: "USD",
    })).json;

    // the provider opens the contract's page from its card's title
    await page.goto("/contracts");
    await waitForHeading(page, "Contracts & Templates");
    await card(page, TITLE).getByRole("link", { name: TITLE }).click();
    await waitForHeading(page, TITLE);
    const doc = page.getByTestId("contract-document-body");
    await expectVisible(doc.getByRole("heading", { name: "Agreement with Acme Corp" }), "the rendered document on the provider's page");
    await expectVisible(doc.getByText("50% upfront, 50% on launch", { exact: false }), "the template's payment terms filled in");
    const providerText = await doc.innerText();
    expect(!RAW_VARIABLE.test(providerText), `no {variable} on the provider's page: ${providerText}`);
    await page.mouse.move(0, 0);
    await screenshot(page, "contract-page-draft", true);

    // Send: the app's dialog with a personal message
    await page.getByTestId("contract-actions").getByRole("button", { name: "Send", exact: true }).click();
    const asked = page.getByRole("alertdialog", { name: "Send this contract?" });
    await expectVisible(asked, "the send confirmation (the app's dialog)");
    await asked.getByLabel("Personal message (optional)").fill("Hi Wile, here is the agreement we discussed on Monday.");
    await screenshot(page, "contract-page-send-dialog");
    await asked.getByRole("button", { name: "Send by e-mail" }).click();
    await expectToast(page, "Contract sent");
    await expectVisible(page.getByTestId("contract-status").getByText("Sent", { exact: true }), "the status after sending");
    await expectVisible(page.getByRole("button", { name: "Resend" }), "Resend once sent");
    await expectVisible(page.getByRole("button", { name: "Copy link" }), "Copy link once sent");

    const mail = await t.mail!.waitFor((m) => m.to.includes(clientEmail) && m.subject.includes(contract.contractNumber));
    expect(mail.text.includes("Hi Wile, here is the agreement we discussed on Monday."), "the personal message in the e-mail");
    const link = /https?:\/\/\S+\/p\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link, "the e-mail's text part carries the signing link");
    const clientPath = new URL(link!).pathname;

    // the client: a fresh browser, no session, a phone
    const phone = await newContext(t, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const p = phone.page;
      await p.goto(clientPath);
      await expectVisible(p.getByRole("heading", { name: "Agreement with Acme Corp" }), "the document on the client's page");
      const seen = await p.evaluate(() => document.body.innerText);
      expect(!RAW_VARIABLE.test(seen), `no {variable} anywhere on the client's page: ${seen.match(/\{[a-z_]+\}/g)?.join(", ")}`);
      expect(seen.includes("50% upfront, 50% on launch"), "the template's default on the client's page");
      const width = await p.evaluate(() => document.documentElement.scrollWidth);
      expect(width <= 390, `the page fits a 390 px screen (scroll width ${width})`);
      await screenshot(p, "contract-client-phone", true);
      await p.getByLabel("Your full name").fill("Wile E. Coyote");
      await p.getByRole("checkbox").check();
      await p.getByRole("button", { name: "Sign", exact: true }).click();
      await expectVisible(p.getByText("Thank you, Wile E. Coyote."), "the confirmation after signing");
      await screenshot(p, "contract-client-signed", true);

      // the sealed PDF the client downloads: no {variable} in its text, and rendered to PNG to be looked at
      const pdf = await p.request.get(`${clientPath}/pdf`);
      expect(pdf.status() === 200, `the client's sealed PDF (${pdf.status()})`);
      const pdfFile = path.join(ARTIFACTS_DIR, "contract-sealed.pdf");
      fs.writeFileSync(pdfFile, await pdf.body());
      const text = execFileSync("pdftotext", ["-layout", pdfFile, "-"], { encoding: "utf8" });
      expect(text.includes("Agreement with Acme Corp") && text.includes("50% upfront, 50% on launch"), "the PDF carries the filled document");
      expect(!text.includes("{"), `no '{' in the sealed PDF's text: ${text.match(/.*\{.*/g)?.join(" / ")}`);
      expect(/SHA-256/i.test(text), "the PDF's audit certificate names the SHA-256");
      execFileSync("pdftoppm", ["-png", "-r", "60", pdfFile, path.join(ARTIFACTS_DIR, "contract-sealed-page")]);
      const pages = fs.readdirSync(ARTIFACTS_DIR).filter((f) => f.startsWith("contract-sealed-page") && f.endsWith(".png"));
      expect(pages.length >= 2, `the PDF rendered to PNG: the document and its certificate (${pages.length} pages)`);
    } finally {
      await phone.context.close();
    }

    // the provider's page follows by itself: signed, sealed, verified, the audit trail
    await expectVisible(page.getByTestId("contract-status").getByText("Signed", { exact: true }), "the page turning signed without a reload", 15_000);
    const seal = page.getByRole("region", { name: "Sealed file" });
    await expectVisible(seal.getByTestId("sealed-sha256"), "the sealed file's SHA-256");
    await seal.getByRole("button", { name: "Verify" }).click();
    await expectToast(page, "Both hashes match");
    const audit = page.getByRole("region", { name: "Audit trail" });
    await expectVisible(audit.getByText("Signed by the client"), "the signature in the audit trail");
    await expectVisible(audit.getByText("Opened by the client"), "the client's visit in the audit trail");
    const auditText = await audit.innerText();
    expect(!/\d{4}-\d{2}-\d{2}T/.test(auditText), `readable times in the audit trail, not ISO strings: ${auditText}`);
    await expectVisible(page.getByRole("link", { name: "Download sealed PDF" }), "Download serves the sealed file");
    await expectVisible(page.getByRole("button", { name: "New version" }), "New version offered once closed");
    await expectText(page, "Version 1");
    await page.mouse.move(0, 0);
    await screenshot(page, "contract-page-signed", true);
  });
}
