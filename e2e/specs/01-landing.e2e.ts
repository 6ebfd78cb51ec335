import type { Response } from "playwright-core";
import { type E2E, expect, expectCount, expectEqual, expectHeading, expectPath, expectText, expectVisible, withPage, screenshot } from "../lib";

export const name = "landing page: Sign In goes to /api/login, Get Started Free and Start Free Today to its Create account tab";

export async function run(t: E2E): Promise<void> {
  await withPage(t, "01-landing", async (page, context) => {
    // the pre-rendered page: no script at all, and not the app's HTML
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/");
    expectEqual(scripts.length, 0, "scripts loaded by the landing page");
    await expectCount(page.locator("#root"), 0, "the app's root element on the landing page");
    await expectVisible(page.getByRole("heading", { level: 1 }), "the landing hero");
    await expectCount(page.getByRole("main"), 1, "main landmarks");
    for (const title of ["Client Management", "Project Tracking", "Task Management", "Invoicing & Payments", "Communication Hub", "White-label Branding"]) {
      await expectVisible(page.getByRole("heading", { level: 3, name: title }), `the feature card '${title}'`);
    }
    await screenshot(page, "landing-desktop", true);

    const targets: [string, string, string][] = [
      ["Sign In", "/api/login", "Welcome back"],
      ["Get Started Free", "/api/login?mode=register", "Create your account"],
      ["Start Free Today", "/api/login?mode=register", "Create your account"],
    ];
    for (const [label, href, heading] of targets) {
      await page.goto("/");
      const link = page.getByRole("link", { name: label, exact: true });
      expectEqual(await link.getAttribute("href"), href, `the href of '${label}'`);
      await link.click();
      await expectPath(page, href);
      await expectHeading(page, heading);
      if (href !== "/api/login") {
        expectEqual(await page.getByRole("tab", { name: "Create account" }).getAttribute("aria-selected"), "true", `the Create account tab after '${label}'`);
        await screenshot(page, `landing-${label.toLowerCase().replace(/ /g, "-")}-to-register`);
        // the tab follows the address in place; Back returns to the landing page
        await page.getByRole("tab", { name: "Sign in" }).click();
        await expectPath(page, "/api/login");
        await expectHeading(page, "Welcome back");
        await page.goBack();
        await expectPath(page, "/");
        await expectVisible(page.getByRole("link", { name: label, exact: true }), `the landing page after Back from '${label}'`);
      }
    }
    // the sign-in page loads its own small script (and the few small modules it shares), none of the app's chunks
    scripts.length = 0;
    let scriptBytes = 0;
    const sizes = (r: Response) => {
      if (r.request().resourceType() === "script") void r.body().then((b) => (scriptBytes += b.length), () => undefined);
    };
    page.on("response", sizes);
    await page.goto("/api/login");
    await expectHeading(page, "Welcome back");
    await page.waitForLoadState("networkidle");
    page.off("response", sizes);
    expect(scripts.some((s) => /^\/assets\/sign-in-[\w-]+\.js$/.test(s)), `the sign-in page's own script (${scripts.join(", ")})`);
    expect(!scripts.some((s) => /\/(index|react|relay|vendor|chakra)-/.test(s)), `no app chunk on the sign-in page (${scripts.join(", ")})`);
    expect(scriptBytes > 0 && scriptBytes < 30_000, `the sign-in page's scripts hold ${scriptBytes} bytes (less than 30 kB before compression)`);
    await page.getByRole("tab", { name: "Create account" }).press("Enter");
    await page.keyboard.press("ArrowLeft");
    await expectHeading(page, "Welcome back");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expectText(page, "Email is required");
    await expectText(page, "Password is required");

    const cookies = await context.cookies();
    expect(!cookies.some((c) => c.name === "sid" && c.value), "a signed-out visitor has no session cookie");
  });
}
