import { type E2E, expectCount, expectHeading, expectText, withPage, registerUser, screenshot, uniqueEmail } from "../lib";

export const name = "404 page for an unknown path";

export async function run(t: E2E): Promise<void> {
  await withPage(t, "03-not-found", async (page) => {
    await registerUser(page, uniqueEmail("notfound"));
    await page.goto("/this-page-does-not-exist");
    await expectHeading(page, "404 Page Not Found");
    await expectText(page, "Did you forget to add the page to the router?");
    await expectCount(page.getByRole("main"), 1, "main landmarks");
    await expectCount(page.locator('aside a[aria-current="page"]'), 0, "highlighted navigation items");
    await screenshot(page, "not-found");
  });
}
