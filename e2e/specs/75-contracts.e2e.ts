import {
  type E2E,
  answerNextConfirm,
  api,
  card,
  dialog,
  dialogField,
  expect,
  expectEqual,
  expectHidden,
  expectText,
  expectToast,
  expectVisible,
  openFromSidebar,
  registerUser,
  screenshot,
  uniqueEmail,
  withPage,
} from "../lib";

export const name =
  "contracts and proposals: a proposal template with the default skeleton, a proposal from it with Apply Template and its preview, a contract template and a contract that copies it, the cards, a delete";

export async function run(t: E2E): Promise<void> {
  await withPage(t, "75-contracts", async (page) => {
    await registerUser(page, uniqueEmail("contracts"));
    await api(page, "POST", "/api/clients", { name: "Acme Studio", company: "Acme Inc.", email: "hello@acme.test" });

    // proposals: the empty states
    await openFromSidebar(page, "Proposals", "/proposals", "Proposals");
    await expectText(page, "Proposal Management");
    await expectText(page, "No proposals yet");
    await expectText(page, "Create your first proposal to start winning new business.");
    await page.getByRole("tab", { name: /Templates/ }).click();
    await expectText(page, "No proposal templates yet");
    await expectText(page, "Create reusable proposal templates to speed up your sales process.");

    // a proposal template: the skeleton, the defaults, a variable button
    await page.getByRole("button", { name: "Create Template" }).first().click();
    await expectVisible(dialog(page).getByRole("heading", { name: "Create Proposal Template" }), "the proposal template dialog");
    const content = dialogField(page, "Proposal Content");
    expectEqual((await content.inputValue()).startsWith("# Proposal: {project_name}"), true, "the default proposal skeleton");
    expectEqual(await dialogField(page, "Payment Terms").inputValue(), "Net 30 days", "the default payment terms");
    expectEqual(await dialogField(page, "Revision Policy").inputValue(), "Up to 3 rounds of revisions included", "the default revision policy");
    expectEqual(await dialogField(page, "Validity \\(Days\\)").inputValue(), "30", "the default validity");
    await dialogField(page, "Template Name").fill("Website redesign");
    await dialogField(page, "Category").selectOption({ label: "Web Design" });
    await dialogField(page, "Description").fill("Discovery, design and build of a marketing site.");
    await dialogField(page, "Default Scope of Work").fill("Five pages, a blog and a contact form.");
    await dialogField(page, "Default Rate").fill("2500");
    await dialogField(page, "Validity \\(Days\\)").fill("14");
    await dialog(page).getByRole("button", { name: "{your_phone}" }).click();
    expectEqual((await content.inputValue()).endsWith("{your_phone}"), true, "the variable appended at the end");
    await screenshot(page, "proposal-template-form");
    await dialog(page).getByRole("button", { name: "Create Template" }).click();
    await expectToast(page, "Proposal template created successfully");
    await expectHidden(dialog(page), "the dialog after saving");
    const template = card(page, "Website redesign");
    await expectVisible(template, "the template's card");
    await expectVisible(template.getByText("Web Design · 14 days"), "the category and validity");
    await expectVisible(template.getByText("$2,500"), "the default rate");

    // a proposal from it: Apply Template fills the content, value, currency and expiry
    await page.getByRole("tab", { name: /Proposals/ }).click();
    await page.getByRole("button", { name: "Create Proposal" }).first().click();
    await expectVisible(dialog(page).getByRole("heading", { name: "Create Proposal" }), "the proposal dialog");
    await dialogField(page, "Proposal Title").fill("Acme website redesign");
    await dialogField(page, "Client").selectOption({ label: "Acme Studio" });
    await dialogField(page, "Template").selectOption({ label: "Website redesign" });
    await dialog(page).getByRole("button", { name: "Apply Template" }).click();
    await expectToast(page, "Template Applied", "Template content and settings have been applied to the proposal.");
    expectEqual(await dialogField(page, "Proposal Value").inputValue(), "2,500.00", "the value from the default rate, grouped");
    const expiry = await page.evaluate(() => {
      const d = new Date();
      const e = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 14);
      return `${e.getFullYear()}-${String(e.getMonth() + 1).padStart(2, "0")}-${String(e.getDate()).padStart(2, "0")}`;
    });
    expectEqual(await dialogField(page, "Expiry Date").inputValue(), expiry, "the expiry 14 days from today");
    await screenshot(page, "proposal-form");
    await dialog(page).getByRole("button", { name: "Preview" }).click();
    const preview = dialog(page).getByTestId("document-preview-body");
    await expectVisible(preview, "the preview");
    await expectVisible(preview.getByText("Acme Studio, Acme Inc.", { exact: false }).first(), "the client filled in");
    await expectVisible(preview.getByText("Ada Lovelace", { exact: false }).first(), "the provider's name filled in");
    await expectVisible(dialog(page).getByTestId("preview-unknown").getByText("{your_phone}"), "an unknown variable listed");
    await screenshot(page, "proposal-preview");
    await dialog(page).getByRole("button", { name: "Create Proposal" }).click();
    await expectToast(page, "Proposal created successfully");
    const proposal = card(page, "Acme website redesign");
    await expectVisible(proposal, "the proposal's card");
    await expectVisible(proposal.getByText(/^Acme Studio · PRO-\d{4}-\d{4}$/), "the client and number");
    await expectVisible(proposal.getByText("$2,500"), "the value");
    await expectVisible(proposal.getByText("Draft", { exact: true }), "the status badge");
    const pdf = await proposal.getByTestId("download-pdf").getAttribute("href");
    expectEqual((await api(page, "GET", pdf ?? "")).status, 200, "the proposal's PDF");

    // send it: asked in the app's dialog (not the browser's); refused while a variable has no value, naming it
    await proposal.getByRole("button", { name: "Send" }).click();
    const sendAsked = page.getByRole("alertdialog", { name: "Send this proposal?" });
    await expectVisible(sendAsked.getByText("Send this proposal to Acme Studio by e-mail? They receive a link to read and accept it."), "the send confirmation");
    await sendAsked.getByRole("button", { name: "Send by e-mail" }).click();
    await expectToast(page, "Error");
    const refusal = await page.getByTestId("toast").first().innerText();
    expect(/\{your_phone\}/.test(refusal) && /no value/.test(refusal), `the refusal names the variable without a value: ${refusal}`);
    await sendAsked.getByRole("button", { name: "Cancel" }).click();
    await expectHidden(sendAsked, "the send dialog after Cancel");
    await expectVisible(proposal.getByText("Draft", { exact: true }), "the proposal still a draft");
    await page.mouse.move(0, 0);
    await screenshot(page, "proposals-list");

    // contracts: a template, then a contract that copies it
    await openFromSidebar(page, "Contracts", "/contracts", "Contracts & Templates");
    await expectText(page, "No contracts yet");
    await page.getByRole("tab", { name: /Templates/ }).click();
    await expectText(page, "No templates yet");
    await page.getByRole("button", { name: "Create Template" }).first().click();
    await expectVisible(dialog(page).getByRole("heading", { name: "Create Contract Template" }), "the contract template dialog");
    await dialogField(page, "Template Name").fill("Monthly retainer");
    await dialogField(page, "Type").selectOption({ label: "Agreement" });
    await dialogField(page, "Category").selectOption({ label: "Retainer" });
    await dialogField(page, "Template Content").fill("# Retainer agreement\n\nBetween {client_name} and");
    await dialog(page).getByRole("button", { name: "{provider_company}" }).click();
    await dialogField(page, "Default Rate").fill("1200");
    await dialog(page).getByRole("button", { name: "Create Template" }).click();
    await expectToast(page, "Template created successfully");
    const retainer = card(page, "Monthly retainer");
    await expectVisible(retainer.getByText("Agreement · Retainer"), "the type and category");
    await expectVisible(retainer.getByText("Valid for: 30 days"), "the validity");
    await page.mouse.move(0, 0);
    await screenshot(page, "contract-templates");

    await page.getByRole("tab", { name: /Contracts/ }).click();
    await page.getByRole("button", { name: "Create Contract" }).first().click();
    await expectVisible(dialog(page).getByRole("heading", { name: "Create Contract" }), "the contract dialog");
    expectEqual(await dialogField(page, "Contract Number").getAttribute("placeholder"), "Auto-generated if empty", "the number's placeholder");
    await dialogField(page, "Contract Title").fill("Acme retainer 2026");
    await dialogField(page, "Client").selectOption({ label: "Acme Studio" });
    await dialogField(page, "Template").selectOption({ label: "Monthly retainer" });
    expectEqual(await dialogField(page, "Contract Content").inputValue(), "# Retainer agreement\n\nBetween {client_name} and {provider_company}", "the content copied");
    expectEqual(await dialogField(page, "Value").inputValue(), "1,200.00", "the value copied, grouped");
    expectEqual(await dialogField(page, "Type").inputValue(), "agreement", "the type copied");
    await dialogField(page, "Start Date").fill("2027-01-01");
    await dialogField(page, "End Date").fill("2027-12-31");
    await screenshot(page, "contract-form");
    await dialog(page).getByRole("button", { name: "Create Contract" }).click();
    await expectToast(page, "Contract created successfully");
    const contract = card(page, "Acme retainer 2026");
    await expectVisible(contract, "the contract's card");
    await expectVisible(contract.getByText(/^CON-\d{4}-\d{4}$/), "the contract number");
    await expectVisible(contract.getByText("Jan 1, 2027"), "the start date");
    await expectVisible(contract.getByText("$1,200"), "the value");
    await page.mouse.move(0, 0);
    await screenshot(page, "contracts-list");

    // delete, after the confirmation
    const asked = answerNextConfirm(page, true);
    await contract.getByRole("button", { name: "Delete Acme retainer 2026" }).click();
    expectEqual(await asked, "Are you sure you want to delete this contract?", "the confirmation");
    await expectToast(page, "Contract deleted successfully");
    await expectText(page, "No contracts yet");

    // a phone: the proposal card in one column
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/proposals");
    await expectVisible(card(page, "Acme website redesign"), "the proposal's card on a phone");
    await screenshot(page, "proposals-phone");
  });
}
