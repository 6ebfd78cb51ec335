import { type E2E, expect, expectCount, expectEqual, expectHeading, expectPath, expectVisible, withPage, screenshot } from "../lib";

export const name = "landing page: Sign In, Get Started Free and Start Free Today go to /api/login";

export async function run(t: E2E): Promise<void> {
  await withPage(t, "01-landing", async (page, context) => {
    await page.goto("/");
    await expectVisible(page.getByRole("heading", { level: 1 }), "the landing hero");
    await expectCount(page.getByRole("main"), 1, "main landmarks");
    for (const title of ["Client Management", "Project Tracking", "Task Management", "Invoicing & Payments", "Communication Hub", "White-label Branding"]) {
      await expectVisible(page.getByRole("heading", { level: 3, name: title }), `the feature card '${title}'`);
    }
    await screenshot(page, "landing-desktop", true);

    for (const label of ["Sign In", "Get Started Free", "Start Free Today"]) {
      await page.goto("/");
      const link = page.getByRole("link", { name: label, exact: true });
      expectEqual(await link.getAttribute("href"), "/api/login", `the href of '${label}'`);
      await link.click();
      await expectPath(page, "/api/login");
      await expectHeading(page, "Welcome back");
    }
    const cookies = await context.cookies();
    expect(!cookies.some((c) => c.name === "sid" && c.value), "a signed-out visitor has no session cookie");
  });
}
