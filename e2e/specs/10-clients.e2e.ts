import type { Page } from "playwright-core";
import {
  type E2E,
  answerNextConfirm,
  card,
  dialog,
  dialogField,
  expect,
  expectCount,
  expectEqual,
  expectHidden,
  expectText,
  expectToast,
  expectVisible,
  openFromSidebar,
  registerUser,
  screenshot,
  sidebar,
  uniqueEmail,
  withPage,
} from "../lib";

export const name = "clients: empty state, validation, create with social links, sidebar badge, edit, delete behind the browser confirm";

const CONFIRM = "Are you sure you want to delete this client?";

const clientsBadge = (page: Page) => sidebar(page).getByRole("link", { name: /^Clients/ }).getByTestId("badge-clients");

async function fill(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await dialogField(page, label).fill(value);
}

async function expectBadge(page: Page, count: number): Promise<void> {
  if (count === 0) return expectHidden(clientsBadge(page), "the Clients badge");
  await expectVisible(clientsBadge(page), "the Clients badge");
  await page.waitForFunction(
    ([sel, n]) => document.querySelector(sel)?.textContent?.replace(/\D+/g, "") === n,
    ['[data-nav="/clients"] [data-testid="badge-clients"]', String(count)] as const,
    { timeout: 10_000 },
  );
}

async function hrefs(page: Page, clientName: string): Promise<Record<string, { href: string | null; target: string | null; rel: string | null }>> {
  const links = card(page, clientName).getByRole("list", { name: "Social profiles" }).getByRole("link");
  const out: Record<string, { href: string | null; target: string | null; rel: string | null }> = {};
  for (const link of await links.all()) {
    out[(await link.getAttribute("aria-label")) ?? "?"] = {
      href: await link.getAttribute("href"),
      target: await link.getAttribute("target"),
      rel: await link.getAttribute("rel"),
    };
  }
  return out;
}

export async function run(t: E2E): Promise<void> {
  await withPage(t, "10-clients", async (page) => {
    await registerUser(page, uniqueEmail("clients"));
    await openFromSidebar(page, "Clients", "/clients", "Clients");
    await expectText(page, "Manage and organize all your client relationships");
    await expectText(page, "No clients yet");
    await expectBadge(page, 0);

    // the dialog: focus in the form, the spec's messages
    await page.getByRole("button", { name: "Add Your First Client" }).click();
    await expectVisible(dialog(page).getByRole("heading", { name: "Add Client" }), "the 'Add Client' dialog");
    await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "name");
    await dialog(page).getByRole("button", { name: "Create Client" }).click();
    await expectVisible(dialog(page).getByText("Name is required", { exact: true }), "'Name is required'");

    await fill(page, { Name: "  Jane Cooper ", Email: "jane@", Website: "acmestudio" });
    await dialog(page).getByRole("button", { name: "Create Client" }).click();
    await expectVisible(dialog(page).getByText("Invalid email address", { exact: true }), "'Invalid email address'");
    await expectVisible(dialog(page).getByText("Invalid URL format", { exact: true }), "'Invalid URL format'");
    await expectCount(dialog(page).getByText("Name is required", { exact: true }), 0, "'Name is required' messages once a name is typed");

    // fixed and saved: the card appears at once, with its links
    await fill(page, {
      Email: "jane@acmestudio.com",
      Website: "https://acmestudio.com",
      Company: "Acme Studio",
      Phone: "+1 (555) 010-0100",
      "LinkedIn URL": "https://www.linkedin.com/in/janecooper",
      "Twitter username": "@janecooper",
      "Instagram username": "acme.studio",
      "YouTube channel": "@AcmeStudio",
    });
    await dialog(page).getByRole("button", { name: "Create Client" }).click();
    await expectToast(page, "Client created successfully");
    await expectHidden(dialog(page), "the dialog after saving");
    await expectVisible(card(page, "Jane Cooper"), "Jane Cooper's card");
    await expectCount(page.getByText("No clients yet", { exact: true }), 0, "empty states");
    const jane = card(page, "Jane Cooper");
    expectEqual(await jane.getByTestId("client-status").textContent(), "Active", "the status badge");
    expectEqual(await jane.getByTestId("client-status").getAttribute("data-highlighted"), "true", "an active client's badge highlight");
    expectEqual(await jane.getByRole("link", { name: "jane@acmestudio.com", exact: true }).getAttribute("href"), "mailto:jane@acmestudio.com", "the e-mail link");
    expectEqual(await jane.getByRole("link", { name: "+1 (555) 010-0100", exact: true }).getAttribute("href"), "tel:+15550100100", "the phone link");
    expectEqual(await jane.getByRole("link", { name: "acmestudio.com", exact: true }).getAttribute("href"), "https://acmestudio.com", "the website link");
    const safe = { target: "_blank", rel: "noopener noreferrer" };
    expectEqual(
      await hrefs(page, "Jane Cooper"),
      {
        LinkedIn: { href: "https://www.linkedin.com/in/janecooper", ...safe },
        Twitter: { href: "https://twitter.com/janecooper", ...safe },
        Instagram: { href: "https://www.instagram.com/acme.studio", ...safe },
        YouTube: { href: "https://www.youtube.com/@AcmeStudio", ...safe },
      },
      "Jane Cooper's social links",
    );
    await expectBadge(page, 1);

    // edit: prefilled, saved in place
    await jane.getByRole("button", { name: "Edit" }).click();
    await expectVisible(dialog(page).getByRole("heading", { name: "Edit Client" }), "the 'Edit Client' dialog");
    expectEqual(await dialogField(page, "Name").inputValue(), "Jane Cooper", "the prefilled name (trimmed when saved)");
    expectEqual(await dialogField(page, "Twitter username").inputValue(), "@janecooper", "the prefilled Twitter username");
    await fill(page, { Company: "Acme Studio International", "TikTok username": "@acmestudio" });
    await dialogField(page, "Status").selectOption("inactive");
    await dialog(page).getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Client updated successfully");
    await expectHidden(dialog(page), "the dialog after saving the edit");
    await expectVisible(jane.getByText("Acme Studio International", { exact: true }), "the new company on the card");
    expectEqual(await jane.getByTestId("client-status").textContent(), "Inactive", "the edited status");
    expectEqual(await jane.getByTestId("client-status").getAttribute("data-highlighted"), "false", "an inactive client's badge highlight");
    expectEqual((await hrefs(page, "Jane Cooper")).TikTok?.href, "https://www.tiktok.com/@acmestudio", "the TikTok link");

    // Escape closes the dialog without saving
    await jane.getByRole("button", { name: "Edit" }).click();
    await expectVisible(dialog(page), "the edit dialog");
    await dialogField(page, "Company").fill("Not saved");
    await page.keyboard.press("Escape");
    await expectHidden(dialog(page), "the dialog after Escape");
    await expectVisible(jane.getByText("Acme Studio International", { exact: true }), "the unchanged company");

    // two more clients through the REST facade; the list survives a reload
    const statuses = await page.evaluate(async () => {
      const out: number[] = [];
      for (const body of [
        { name: "Marcus Lee", company: "Northwind Traders", email: "marcus@northwind.io", phone: "+44 20 7946 0958", website: "https://northwind.io", facebookUsername: "northwindtraders", tiktokUsername: "@northwind", status: "active" },
        { name: "Priya Sharma", company: "Lumen Labs", email: "priya@lumenlabs.dev", website: "https://lumenlabs.dev", linkedinUrl: "https://www.linkedin.com/company/lumen-labs", youtubeChannel: "@lumenlabs", status: "archived" },
      ]) {
        const res = await fetch("/api/clients", { method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
        out.push(res.status);
      }
      return out;
    });
    expectEqual(statuses, [201, 201], "POST /api/clients statuses");
    await page.reload();
    await expectVisible(card(page, "Priya Sharma"), "Priya Sharma's card after the reload");
    await expectCount(page.getByTestId("client-card"), 3, "client cards");
    const order = await page.getByTestId("client-card").locator("h2").allTextContents();
    expectEqual(order, ["Priya Sharma", "Marcus Lee", "Jane Cooper"], "the cards, newest first");
    await expectBadge(page, 3);
    await page.mouse.move(0, 0);
    await screenshot(page, "clients");

    // delete: the browser confirm; cancelling keeps the client
    const asked = answerNextConfirm(page, false);
    await card(page, "Marcus Lee").getByRole("button", { name: "Delete" }).click();
    expectEqual(await asked, CONFIRM, "the confirm text");
    await page.waitForTimeout(300);
    await expectCount(page.getByTestId("client-card"), 3, "client cards after cancelling the delete");

    page.on("dialog", (d) => {
      expect(d.message() === CONFIRM, `unexpected dialog '${d.message()}'`);
      void d.accept();
    });
    for (const [clientName, left] of [
      ["Marcus Lee", 2],
      ["Priya Sharma", 1],
      ["Jane Cooper", 0],
    ] as const) {
      await card(page, clientName).getByRole("button", { name: "Delete" }).click();
      await expectToast(page, "Client deleted successfully");
      await expectHidden(card(page, clientName), `${clientName}'s card after deleting`);
      await expectCount(page.getByTestId("client-card"), left, "client cards");
      await expectBadge(page, left);
    }
    await expectText(page, "No clients yet");
    await expectVisible(page.getByRole("button", { name: "Add Your First Client" }), "'Add Your First Client'");

    // and it stays deleted
    await page.reload();
    await expectText(page, "No clients yet");
    expect(new URL(page.url()).pathname === "/clients", "still on /clients");
  });
}
