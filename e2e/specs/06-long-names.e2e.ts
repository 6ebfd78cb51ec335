import type { Page } from "playwright-core";
import { type E2E, api, card, expect, expectEqual, expectHeading, expectPath, expectVisible, openFromSidebar, registerUser, screenshot, uniqueEmail, withPage } from "../lib";

export const name =
  "small things at 390 px and on a desktop: Get Started Free opens Create account, the phone menu has Proposals, a 120-character client name is cut with an ellipsis (full on hover) on the clients page and whole on its hub";

/** A 120-character client name of ordinary words. */
const LONG_NAME = "Northwind Consolidated International Holdings and Trading Partners Limited Group Northwind Consolidated International Ho";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** What the browser draws of the card's name: cut (wider than its box), with an ellipsis, one line high. */
async function nameBox(page: Page) {
  const link = card(page, LONG_NAME).getByRole("link", { name: LONG_NAME, exact: true });
  return link.evaluate((el) => {
    const s = getComputedStyle(el);
    const lineHeight = parseFloat(s.lineHeight) || parseFloat(s.fontSize) * 1.4;
    return {
      cut: el.scrollWidth > el.clientWidth,
      ellipsis: s.textOverflow,
      oneLine: el.getBoundingClientRect().height <= lineHeight + 2,
      title: el.closest("[title]")?.getAttribute("title") ?? null,
      text: el.textContent,
    };
  });
}

/** The page is no wider than the window, and no card or block runs past it (nothing pushed out sideways by the name). */
async function noSideScroll(page: Page, what: string) {
  const { scroll, inner, right } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
    right: Math.max(0, ...Array.from(document.querySelectorAll("main article, main section, main [data-testid^=hub-]")).map((el) => el.getBoundingClientRect().right)),
  }));
  expect(scroll <= inner, `${what}: the page is ${scroll} px wide in a ${inner} px window`);
  expect(right <= inner, `${what}: a card or block ends at ${right} px in a ${inner} px window`);
}

async function longClient(page: Page, size: string) {
  await page.goto("/clients");
  await expectHeading(page, "Clients");
  await expectVisible(card(page, LONG_NAME), "the long-named client's card");
  const box = await nameBox(page);
  expectEqual(box, { cut: true, ellipsis: "ellipsis", oneLine: true, title: LONG_NAME, text: LONG_NAME }, `the card's name (${size})`);
  // the long name's card is as tall as a short name's (the name takes one line)
  const heights = await Promise.all([card(page, LONG_NAME), card(page, "Acme")].map((c) => c.locator("h2").evaluate((h) => h.getBoundingClientRect().height)));
  expectEqual(heights[0], heights[1], `the long and the short name's heading heights (${size})`);
  await noSideScroll(page, `the clients page (${size})`);
  await card(page, LONG_NAME).getByRole("link", { name: LONG_NAME, exact: true }).hover();
  await screenshot(page, `long-name-clients-${size}`);

  await card(page, LONG_NAME).getByRole("link", { name: LONG_NAME, exact: true }).click();
  await expectHeading(page, LONG_NAME);
  await noSideScroll(page, `the client's hub (${size})`);
  const contact = page.getByTestId("hub-contact").getByRole("heading", { level: 3 });
  expectEqual(await contact.getAttribute("title"), LONG_NAME, `the contact block's name title (${size})`);
  await screenshot(page, `long-name-hub-${size}`);
}

export async function run(t: E2E): Promise<void> {
  await withPage(t, "06-long-names-phone", async (page) => {
    // the landing page's buttons at phone size
    await page.goto("/");
    await screenshot(page, "small-landing-phone");
    await page.getByRole("link", { name: "Get Started Free", exact: true }).click();
    await expectPath(page, "/api/login?mode=register");
    await expectHeading(page, "Create your account");
    await screenshot(page, "small-register-phone");
    await page.goBack();
    await expectPath(page, "/");
    await page.getByRole("link", { name: "Start Free Today", exact: true }).click();
    await expectHeading(page, "Create your account");

    await registerUser(page, uniqueEmail("longname"));
    await api(page, "POST", "/api/clients", { name: LONG_NAME, company: "Northwind Traders" });
    await api(page, "POST", "/api/clients", { name: "Acme", company: "Acme Inc." });

    // the phone menu: every module, Proposals included
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    await expectVisible(menu.getByRole("link", { name: "Proposals" }), "Proposals in the phone menu");
    await screenshot(page, "small-phone-menu-open");
    await menu.getByRole("link", { name: "Proposals" }).click();
    await expectPath(page, "/proposals");
    await expectHeading(page, "Proposals");

    await longClient(page, "phone");
  }, PHONE);

  await withPage(t, "06-long-names-desktop", async (page) => {
    await registerUser(page, uniqueEmail("longname"));
    await api(page, "POST", "/api/clients", { name: LONG_NAME, company: "Northwind Traders" });
    await api(page, "POST", "/api/clients", { name: "Acme", company: "Acme Inc." });
    await openFromSidebar(page, /^Clients/, "/clients", "Clients");
    await longClient(page, "desktop");
  });
}
