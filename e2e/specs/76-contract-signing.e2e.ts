import {
  type E2E,
  api,
  card,
  expect,
  expectText,
  expectVisible,
  newContext,
  registerUser,
  screenshot,
  uniqueEmail,
  waitForHeading,
  withPage,
} from "../lib";

export const name =
  "contract signing: a proposal sent by e-mail, its page opened by the client without a session on a 390 px phone, accepted there, and the provider's card turning 'signed' without a reload";

const TITLE = "Website redesign proposal";

export async function run(t: E2E): Promise<void> {
  if (!t.mail) throw new Error("this spec reads the app's e-mail: run it through e2e/run.ts");
  const clientEmail = uniqueEmail("client");
  await withPage(t, "contract-signing", async (page) => {
    await registerUser(page, uniqueEmail("signing"));
    const client = (await api(page, "POST", "/api/clients", { name: "Acme Corp", company: "Acme Ltd", email: clientEmail })).json;
    const template = (await api(page, "POST", "/api/contract-templates", {
      name: "Website proposal", type: "proposal", currency: "EUR", defaultRate: "4800",
      content: "# Proposal for {client_company}\n\nDear {client_name},\n\n## Scope\n\n- Design\n- Build\n\nTotal: {total_amount}",
    })).json;
    const proposal = (await api(page, "POST", "/api/contracts", {
      clientId: client.id, templateId: template.id, type: "proposal", title: TITLE, content: template.content, value: "4800", currency: "EUR",
    })).json;

    await page.goto("/proposals");
    await waitForHeading(page, "Proposals");
    const status = card(page, TITLE).getByTestId("contract-status");
    await expectVisible(status, "the proposal's status badge");
    await api(page, "POST", `/api/contracts/${proposal.id}/send`);
    await expectText(page, "Sent");

    const mail = await t.mail!.waitFor((m) => m.to.includes(clientEmail) && m.subject.includes(proposal.contractNumber));
    const link = /https?:\/\/\S+\/p\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link, "the e-mail carries the link to the client's page");
    const path = new URL(link!).pathname;

    // the client: no session, a phone
    const client390 = await newContext(t, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const p = client390.page;
      await p.goto(path);
      await expectVisible(p.getByRole("heading", { name: TITLE }), "the document's title on the client's page");
      await expectVisible(p.getByRole("heading", { name: "Proposal for Acme Ltd" }), "the rendered document with its variables filled");
      const width = await p.evaluate(() => document.documentElement.scrollWidth);
      expect(width <= 390, `the page fits a 390 px screen (scroll width ${width})`);
      await screenshot(p, "contract-page-phone", true);
      await p.getByLabel("Your full name").fill("Wile E. Coyote");
      await p.getByRole("checkbox").check();
      await p.getByRole("button", { name: "Accept", exact: true }).click();
      await expectVisible(p.getByText("Thank you, Wile E. Coyote."), "the confirmation after accepting");
      await screenshot(p, "contract-page-accepted");
    } finally {
      await client390.context.close();
    }

    // the provider's card, still open, turns signed by itself
    await expectVisible(card(page, TITLE).locator('[data-status="signed"]'), "the card's status turning signed without a reload", 15_000);
    await screenshot(page, "contract-signed-card");
  });
}
