import { type E2E, expectEqual, expectHeading, expectHidden, expectPath, expectVisible, registerUser, screenshot, sidebar, uniqueEmail, withPage } from "../lib";

export const name = "mobile menu at 390 px: opens, lists every module the sidebar lists (Proposals included), closes on link, close button and outside click";

export async function run(t: E2E): Promise<void> {
  await withPage(t, "04-mobile-menu", async (page) => {
    await registerUser(page, uniqueEmail("mobile"));
    await expectHidden(sidebar(page), "the desktop sidebar below md");
    await screenshot(page, "shell-mobile");

    const menuButton = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog");

    await menuButton.click();
    await expectVisible(menu, "the mobile menu");
    const labels = (await menu.locator("nav a").allTextContents()).map((s) => s.replace(/\d+.*$/, "").trim());
    expectEqual(
      labels,
      ["Dashboard", "Clients", "Projects", "Tasks", "Invoicing", "Contracts", "Proposals", "Messages", "Calendar", "Files", "Reports", "Automation", "Team Members", "Brand Settings", "Settings"],
      "the mobile menu entries",
    );
    await screenshot(page, "mobile-menu-open");

    // choosing a link closes the menu and navigates
    await menu.getByRole("link", { name: "Clients" }).click();
    await expectHidden(menu, "the mobile menu after choosing a link");
    await expectPath(page, "/clients");
    await expectHeading(page, "Clients");

    // the close button
    await menuButton.click();
    await expectVisible(menu, "the mobile menu");
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expectHidden(menu, "the mobile menu after the close button");

    // a click outside the panel
    await menuButton.click();
    await expectVisible(menu, "the mobile menu");
    await page.waitForTimeout(300);
    await page.mouse.click(370, 420);
    await expectHidden(menu, "the mobile menu after an outside click");
    await expectPath(page, "/clients");
  }, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
}
