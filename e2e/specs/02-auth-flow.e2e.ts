import {
  type E2E,
  expect,
  expectEqual,
  expectHeading,
  expectPath,
  expectText,
  expectVisible,
  openFromSidebar,
  registerUser,
  screenshot,
  transientScreenshot,
  sidebar,
  signIn,
  uniqueEmail,
  withPage,
} from "../lib";

export const name = "register -> shell -> logout -> deep link shows Unauthorized and redirects -> sign in -> back on /clients";

export async function run(t: E2E): Promise<void> {
  await withPage(t, "02-auth-flow", async (page) => {
    const email = uniqueEmail("flow");
    await registerUser(page, email, { firstName: "Grace", lastName: "Hopper" });

    // the shell at "/" with the dashboard placeholder
    await expectPath(page, "/");
    await expectHeading(page, "Dashboard");
    await expectVisible(sidebar(page), "the desktop sidebar");
    await expectText(page, "Grace Hopper");
    const current = sidebar(page).locator('a[aria-current="page"]');
    expectEqual(await current.getAttribute("href"), "/", "the highlighted navigation item");
    const brand = await page.evaluate(() => document.documentElement.style.getPropertyValue("--brand-color"));
    expectEqual(brand, "#3b82f6", "the applied brand colour");
    await screenshot(page, "shell-desktop");

    // client-side navigation inside the shell
    await openFromSidebar(page, "Clients", "/clients", "Clients");
    await expectText(page, "Manage and organize all your client relationships");
    expectEqual(await current.getAttribute("href"), "/clients", "the highlighted navigation item after navigating");

    // sign out: the user button is a plain link to /api/logout
    const userButton = page.getByTestId("user-button");
    expectEqual(await userButton.getAttribute("href"), "/api/logout", "the user button's href");
    await userButton.click();
    await expectPath(page, "/");
    await expectVisible(page.getByRole("link", { name: "Get Started Free" }), "the landing page after logout");
    expectEqual(await page.locator("#root").count(), 0, "the app's root element after logout (the pre-rendered landing page)");

    // a deep link while signed out: toast, then the redirect with returnTo
    await page.goto("/clients");
    // the toast shows for half a second before the redirect: it is watched from inside the page (a wait through the
    // browser's protocol can miss that half second on a busy machine), both texts at the same moment
    await page.waitForFunction(() => {
      const shown = document.body?.innerText ?? "";
      return shown.includes("Unauthorized") && shown.includes("You are logged out. Logging in again...");
    }, undefined, { polling: 25, timeout: 10_000 });
    await page.waitForTimeout(200); // let the toast finish sliding in
    await transientScreenshot(page, "unauthorized-toast");
    await expectPath(page, "/api/login?returnTo=%2Fclients", 5_000);
    await expectHeading(page, "Welcome back");

    // a wrong password is refused inline
    await signIn(page, email, "not the password");
    await expectText(page, "Invalid email or password");
    expect(new URL(page.url()).pathname === "/api/login", "a failed sign-in stays on the sign-in page");

    // the right one brings the user back where they wanted to go
    await signIn(page, email);
    await expectPath(page, "/clients");
    await expectHeading(page, "Clients");
  });
}
