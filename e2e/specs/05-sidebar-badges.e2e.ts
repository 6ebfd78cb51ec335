import { type E2E, expectCount, expectEqual, expectVisible, registerUser, sidebar, uniqueEmail, withPage } from "../lib";

export const name = "sidebar count badges follow the data and appear only above 0";

export async function run(t: E2E): Promise<void> {
  await withPage(t, "05-sidebar-badges", async (page) => {
    await registerUser(page, uniqueEmail("badges"));
    await expectCount(sidebar(page).locator("[data-testid^=badge-]"), 0, "badges for a new account");

    // two clients through the REST facade, from the page (same origin, session cookie)
    const statuses = await page.evaluate(async () => {
      const out: number[] = [];
      for (const name of ["Acme Studio", "Globex"]) {
        const res = await fetch("/api/clients", {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name }),
        });
        out.push(res.status);
      }
      return out;
    });
    expectEqual(statuses, [201, 201], "POST /api/clients statuses");

    await page.reload();
    const clientsBadge = sidebar(page).getByRole("link", { name: /^Clients/ }).getByTestId("badge-clients");
    await expectVisible(clientsBadge, "the Clients badge");
    expectEqual((await clientsBadge.textContent())?.replace(/\D+/g, ""), "2", "the Clients badge count");
    await expectCount(sidebar(page).getByTestId("badge-overdueTasks"), 0, "overdue-task badges");
    await expectCount(sidebar(page).getByTestId("badge-unreadMessages"), 0, "unread-message badges");
  });
}
