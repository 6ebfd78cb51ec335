import type { Locator, Page } from "playwright-core";
import {
  type E2E,
  expect,
  expectEqual,
  expectHidden,
  expectPath,
  expectToast,
  expectVisible,
  openFromSidebar,
  registerUser,
  screenshot,
  sidebar,
  uniqueEmail,
  waitForEqual,
  waitForHeading,
  withPage,
} from "../lib";

export const name = "brand settings: live colour preview, save, the whole shell follows after a reload, broken logo hidden";

const BROKEN_LOGO = "http://127.0.0.1:9/nope.png";
const ROSE = { hex: "#e11d48", rgb: "rgb(225, 29, 72)" };
const BLUE = "rgb(59, 130, 246)";

const bg = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
const fg = (l: Locator) => l.evaluate((el) => getComputedStyle(el).color);

export async function run(t: E2E): Promise<void> {
  await withPage(t, "31-brand-settings", async (page) => {
    await registerUser(page, uniqueEmail("brand"));
    const activeNav = sidebar(page).locator('a[aria-current="page"]');
    await openFromSidebar(page, "Brand Settings", "/brand-settings", "Brand Settings");

    const colorText = page.getByLabel("Brand Color", { exact: true });
    const picker = page.getByLabel("Brand color picker");
    const preview = page.getByTestId("brand-preview");
    const previewPrimary = preview.getByTestId("preview-primary-button");
    expectEqual(await colorText.inputValue(), "#3b82f6", "the default brand colour");
    await expectVisible(preview.getByText("Live Dashboard", { exact: true }), "the preview's fallback company name");
    expectEqual(await bg(previewPrimary), BLUE, "the preview button before any change");

    // an invalid value is refused and changes nothing
    await colorText.fill("#12");
    await expectVisible(page.getByText("Brand color must be a hex colour like #3b82f6", { exact: true }), "the hex colour message");
    expectEqual(await bg(previewPrimary), BLUE, "the preview button after an invalid colour");

    // a valid colour: the preview and the page follow at once, before saving
    await colorText.fill(ROSE.hex);
    await waitForEqual(() => bg(previewPrimary), ROSE.rgb, "the preview's primary button colour before saving");
    expectEqual(await picker.inputValue(), ROSE.hex, "the picker follows the text field");
    await waitForEqual(() => bg(page.getByRole("button", { name: "Save Brand Settings" })), ROSE.rgb, "the page's primary button before saving");
    expectEqual(await fg(preview.getByTestId("preview-link")), ROSE.rgb, "the preview link colour");

    await page.getByLabel("Company Name").fill("Northwind Studio");
    await expectVisible(preview.getByText("Northwind Studio", { exact: true }), "the company name in the preview");
    await page.mouse.move(0, 0);
    await screenshot(page, "brand-settings");

    await page.getByRole("button", { name: "Save Brand Settings" }).click();
    await expectToast(page, "Brand settings updated successfully");
    // the sidebar follows in place, without a reload
    await expectVisible(sidebar(page).getByText("Northwind Studio", { exact: true }), "the new company name in the sidebar");
    await waitForEqual(() => bg(activeNav), ROSE.rgb, "the highlighted navigation item after saving");

    // after a reload the whole shell uses the saved colour
    await page.reload();
    await waitForHeading(page, "Brand Settings");
    await waitForEqual(() => bg(activeNav), ROSE.rgb, "the sidebar's active navigation item after a reload");
    expectEqual(await fg(activeNav), "rgb(255, 255, 255)", "readable text on the brand colour");
    await waitForEqual(() => bg(sidebar(page).getByTestId("brand-accent")), ROSE.rgb, "the sidebar's brand accent");
    await openFromSidebar(page, "Team Members", "/team-members", "Team Members");
    await waitForEqual(() => bg(activeNav), ROSE.rgb, "the active navigation item on another page");
    await waitForEqual(() => bg(page.getByRole("button", { name: "Add Team Member" }).first()), ROSE.rgb, "primary buttons on another page");
    await expectVisible(page.getByText("No team members yet", { exact: true }), "the team members page's content");
    await page.mouse.move(0, 0);
    await screenshot(page, "brand-applied");

    // leaving without saving restores the saved colour
    await openFromSidebar(page, "Brand Settings", "/brand-settings", "Brand Settings");
    await colorText.fill("#16a34a");
    await waitForEqual(() => bg(activeNav), "rgb(22, 163, 74)", "the live colour on the brand page");
    await sidebar(page).getByRole("link", { name: "Dashboard" }).click();
    await expectPath(page, "/");
    await waitForEqual(() => bg(activeNav), ROSE.rgb, "the saved colour restored after leaving without saving");

    // a logo that fails to load is silently hidden, in the preview and (after saving) in the sidebar
    await openFromSidebar(page, "Brand Settings", "/brand-settings", "Brand Settings");
    await page.getByLabel(/^Brand Logo URL/).fill(BROKEN_LOGO);
    await expectHidden(preview.getByTestId("brand-logo"), "the broken logo in the preview");
    await expectVisible(preview.getByTestId("brand-mark"), "the product mark in the preview instead");
    await page.getByRole("button", { name: "Save Brand Settings" }).click();
    await expectToast(page, "Brand settings updated successfully");
    await page.reload();
    await waitForHeading(page, "Brand Settings");
    await expectVisible(sidebar(page).getByTestId("brand-mark"), "the product mark in the sidebar");
    await expectHidden(sidebar(page).getByTestId("brand-logo"), "the broken logo in the sidebar");
    await expectHidden(preview.getByTestId("brand-logo"), "the broken logo in the preview after a reload");
    expectEqual(await page.getByLabel(/^Brand Logo URL/).inputValue(), BROKEN_LOGO, "the saved logo URL");
    const brokenImages = await page.locator("img").evaluateAll((imgs) =>
      imgs.filter((i) => (i as HTMLImageElement).src.includes("127.0.0.1:9") && (i as HTMLElement).offsetParent !== null).length,
    );
    expect(brokenImages === 0, "no visible broken logo image anywhere on the page");
  });
}
