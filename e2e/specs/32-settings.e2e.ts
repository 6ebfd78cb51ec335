import type { Page } from "playwright-core";
import { type E2E, expectEqual, expectToast, expectVisible, openFromSidebar, registerUser, screenshot, sidebar, uniqueEmail, waitForEqual, waitForHeading, withPage } from "../lib";

export const name = "settings: profile prefilled, change name and time zone, top bar follows, values persist after a reload";

/** The browser's own zone in this spec (registration stores it, the page's button offers it). */
const BROWSER_ZONE = "Europe/Berlin";

export async function run(t: E2E): Promise<void> {
  await withPage(
    t,
    "32-settings",
    async (page) => {
      const email = uniqueEmail("settings");
      await registerUser(page, email, { firstName: "Ada", lastName: "Lovelace" });
      const userName = page.getByTestId("user-name");
      await openFromSidebar(page, "Settings", "/settings", "Settings");
      await expectVisible(page.getByText("Manage your account preferences", { exact: true }), "the subtitle");
      await expectVisible(sidebar(page).locator('a[aria-current="page"]', { hasText: "Settings" }), "Settings highlighted in the sidebar");

      const firstName = page.getByLabel("First Name");
      const lastName = page.getByLabel("Last Name");
      const emailField = page.getByLabel("Email", { exact: true });
      const timeZone = page.getByLabel(/^Time Zone/);
      await expectVisible(firstName, "the First Name field");
      expectEqual(await firstName.inputValue(), "Ada", "the first name from registration");
      expectEqual(await lastName.inputValue(), "Lovelace", "the last name from registration");
      expectEqual(await emailField.inputValue(), email, "the e-mail");
      expectEqual(await emailField.getAttribute("readonly"), "", "the e-mail is read-only");
      expectEqual(await timeZone.inputValue(), BROWSER_ZONE, "the time zone stored at registration");

      // an over-long name is refused on the client
      await firstName.fill("x".repeat(101));
      await firstName.blur();
      await expectVisible(page.getByText("Must be at most 100 characters", { exact: true }), "the length message");

      await firstName.fill("Grace");
      await lastName.fill("Hopper");
      await timeZone.selectOption("Asia/Tokyo");
      expectEqual(await timeZone.inputValue(), "Asia/Tokyo", "the chosen time zone");
      await page.mouse.move(0, 0);
      await screenshot(page, "settings");

      await page.getByRole("button", { name: "Save Changes" }).click();
      await expectToast(page, "Profile updated successfully");
      // the top bar follows in place, without a reload
      await expectVisible(userName.filter({ hasText: /^Grace Hopper$/ }), "the new name in the top bar");

      await page.reload();
      await waitForHeading(page, "Settings");
      await expectVisible(firstName, "the First Name field after a reload");
      expectEqual(await firstName.inputValue(), "Grace", "the saved first name after a reload");
      expectEqual(await lastName.inputValue(), "Hopper", "the saved last name after a reload");
      expectEqual(await timeZone.inputValue(), "Asia/Tokyo", "the saved time zone after a reload");
      await expectVisible(userName.filter({ hasText: /^Grace Hopper$/ }), "the saved name in the top bar after a reload");

      // the browser's zone, in one click; keyboard only
      await page.getByRole("button", { name: "Use this browser's time zone" }).focus();
      await page.keyboard.press("Enter");
      await waitForEqual(() => timeZone.inputValue(), BROWSER_ZONE, "the browser's time zone");
      await page.getByRole("button", { name: "Save Changes" }).focus();
      await page.keyboard.press("Enter");
      await expectToast(page, "Profile updated successfully");
      await page.reload();
      await waitForHeading(page, "Settings");
      await expectVisible(timeZone, "the Time Zone field after a reload");
      expectEqual(await timeZone.inputValue(), BROWSER_ZONE, "the browser's time zone after saving and a reload");
    },
    { timezoneId: BROWSER_ZONE },
  );
}
