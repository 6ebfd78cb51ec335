import type { Page } from "playwright-core";
import {
  type E2E,
  answerNextConfirm,
  api,
  expect,
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
  waitForEqual,
  withPage,
} from "../lib";

export const name = "projects and tasks: create with validation, a budget typed with grouping in the workspace's number format, overdue task and sidebar badge, toggle, a link to one task, delete with confirm";

/** A badge's number (its text also holds a visually hidden noun). */
async function badgeCount(page: Page, key: string): Promise<string | null> {
  // one non-waiting read: a badge can disappear between a count() and a textContent()
  const texts = await sidebar(page).getByTestId(`badge-${key}`).allTextContents();
  return texts.length === 0 ? null : texts[0].replace(/\D+/g, "");
}

/** Waits (up to 10 s) until the sidebar badge `key` shows `expected` (null: no badge). */
async function waitForBadge(page: Page, key: string, expected: string | null, what: string): Promise<void> {
  await waitForEqual(() => badgeCount(page, key), expected, what, 10_000);
}

export async function run(t: E2E): Promise<void> {
  await withPage(t, "20-projects-tasks", async (page) => {
    await registerUser(page, uniqueEmail("projects"));

    // a client through the REST facade
    const acme = await api(page, "POST", "/api/clients", { name: "Acme Studio", company: "Acme Inc." });
    expectEqual(acme.status, 201, "POST /api/clients status");

    // ---- Projects ------------------------------------------------------------------------------------------
    await openFromSidebar(page, /^Projects/, "/projects", "Projects");
    await expectText(page, "Track and manage all your client projects");
    await expectText(page, "No projects yet");

    await page.getByRole("button", { name: "New Project" }).click();
    let dialog = page.getByRole("dialog", { name: "Create Project" });
    await expectVisible(dialog, "the Create Project dialog");
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await expectVisible(dialog.getByText("Name is required", { exact: true }), "'Name is required'");
    await expectVisible(dialog.getByText("Client is required", { exact: true }), "'Client is required'");

    await dialog.getByLabel("Name").fill("Website redesign");
    await dialog.getByLabel("Client").selectOption({ label: "Acme Studio (Acme Inc.)" });
    await dialog.getByLabel("Description").fill("New marketing site with a headless CMS.");
    await dialog.getByLabel("Status").selectOption("active");
    await dialog.getByLabel("Priority").selectOption("high");
    await dialog.getByLabel("Due date").fill("2027-03-31");
    // typed with the thousands separator of the workspace's format (the browser's: en-US), shown grouped once left
    await dialog.getByLabel("Budget").fill("12,500");
    await dialog.getByLabel("Progress", { exact: true }).fill("45");
    expectEqual(await dialog.getByLabel("Budget").inputValue(), "12,500", "the budget as shown once left");
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await expectText(page, "Project created successfully");
    await expectHidden(dialog, "the dialog after saving");
    // REST stays canonical: a dot for decimals, no grouping
    const stored = (await api(page, "GET", "/api/projects")).json as { name: string; budget: string | null }[];
    expectEqual(stored.find((p) => p.name === "Website redesign")?.budget, "12500.00", "the budget as stored");

    const card = page.getByRole("article", { name: "Website redesign" });
    await expectVisible(card, "the new project's card");
    await expectVisible(card.getByText("$12,500"), "the budget in dollars");
    await expectVisible(card.getByText("45%"), "the progress percent");
    await expectVisible(card.getByText("Due Mar 31, 2027"), "the due date");
    await expectVisible(card.getByText("Active", { exact: true }), "the status badge");
    await expectVisible(card.getByText("Acme Studio", { exact: true }), "the client's name");
    // one active project: the sidebar follows without a reload
    await waitForBadge(page, "activeProjects", "1", "the Projects badge (active projects)");

    // a comma-decimal workspace (Settings, Numbers): the same budget reads "12.500,00", and "13.000,50" is 13000.50;
    // an ambiguous text is refused on its field
    await openFromSidebar(page, /^Settings/, "/settings", "Settings");
    const numbers = page.getByRole("region", { name: "Numbers" });
    await numbers.getByLabel("Number format").selectOption("1.234,56");
    await expectToast(page, "Number format saved");
    await numbers.scrollIntoViewIfNeeded();
    await screenshot(page, "settings-number-format");
    // no reload: the forms follow the saved format at once
    await openFromSidebar(page, /^Projects/, "/projects", "Projects");
    await card.getByRole("button", { name: "Edit Website redesign" }).click();
    dialog = page.getByRole("dialog", { name: "Edit Project" });
    await expectVisible(dialog, "the Edit Project dialog");
    const budget = dialog.getByLabel("Budget");
    expectEqual(await budget.inputValue(), "12.500,00", "the stored budget in the comma-decimal format");
    await budget.fill("13,000.50");
    await budget.press("Tab");
    await expectVisible(dialog.getByText("Check the separators: “,” before decimals, “.” between thousands (1.234,56)"), "the ambiguous budget's message");
    await screenshot(page, "project-budget-separators");
    await budget.fill("13.000,50");
    await budget.press("Tab");
    expectEqual(await budget.inputValue(), "13.000,50", "the corrected budget as shown once left");
    await screenshot(page, "project-budget-comma-decimal");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expectText(page, "Project updated successfully");
    await expectHidden(dialog, "the edit dialog after saving");
    const edited = (await api(page, "GET", "/api/projects")).json as { name: string; budget: string | null }[];
    expectEqual(edited.find((p) => p.name === "Website redesign")?.budget, "13000.50", "the edited budget as stored");
    await expectVisible(card.getByText("$13,000.50"), "the edited budget on the card");
    expectEqual((await api(page, "PUT", "/api/settings/numbers", { format: "auto" })).status, 200, "the number format back to the browser's");

    // ---- Tasks ---------------------------------------------------------------------------------------------
    await openFromSidebar(page, /^Tasks/, "/tasks", "Tasks");
    await expectText(page, "Manage your tasks and stay organized");
    await expectText(page, "No tasks yet");
    expectEqual(await badgeCount(page, "overdueTasks"), null, "the Tasks badge before any task");

    await page.getByRole("button", { name: "New Task" }).click();
    dialog = page.getByRole("dialog", { name: "Create Task" });
    await expectVisible(dialog, "the Create Task dialog");
    await dialog.getByRole("button", { name: "Create Task" }).click();
    await expectVisible(dialog.getByText("Title is required", { exact: true }), "'Title is required'");

    const yesterday = await page.evaluate(() => {
      const d = new Date(Date.now() - 86_400_000);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    await dialog.getByLabel("Title").fill("Send the first draft");
    await dialog.getByLabel("Project").selectOption({ label: "Website redesign" });
    // the client follows the project
    expectEqual(await dialog.getByLabel("Client").locator("option:checked").textContent(), "Acme Studio", "the client chosen with the project");
    await dialog.getByLabel("Priority").selectOption("high");
    await dialog.getByLabel("Due date").fill(yesterday);
    await dialog.getByLabel("Estimated hours").fill("6");
    await dialog.getByRole("button", { name: "Create Task" }).click();
    await expectText(page, "Task created successfully");
    await expectHidden(dialog, "the dialog after saving");

    const row = page.getByTestId("task-row").filter({ hasText: "Send the first draft" });
    await expectVisible(row, "the new task's row");
    await expectVisible(row.getByText("Overdue", { exact: true }), "'Overdue' on the past-due task");
    await expectVisible(row.getByText("Website redesign"), "the project's name on the row");
    await waitForBadge(page, "overdueTasks", "1", "the Tasks badge (overdue tasks)");
    const tone = await sidebar(page).getByTestId("badge-overdueTasks").getAttribute("data-tone");
    expectEqual(tone, "red", "the Tasks badge tone");
    const badgeBg = await sidebar(page).getByTestId("badge-overdueTasks").evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = (badgeBg.match(/\d+/g) ?? []).map(Number);
    expect(r > 150 && g < 100 && b < 100, `the Tasks badge should be red, got ${badgeBg}`);

    // toggle completed: struck through, 'Overdue' gone, badge gone
    expect(!(await row.getByRole("checkbox").isChecked()), "the new task should start unchecked");
    // click the visible box, as a user does (the native input under it is visually hidden)
    await row.locator('[data-scope="checkbox"][data-part="control"]').click();
    const title = row.getByTestId("task-title");
    const deadline = Date.now() + 5_000;
    let decoration = "";
    while (!decoration.includes("line-through") && Date.now() < deadline) {
      decoration = await title.evaluate((el) => getComputedStyle(el).textDecorationLine);
      if (!decoration.includes("line-through")) await page.waitForTimeout(100);
    }
    expect(decoration.includes("line-through"), `the completed title should be struck through, got '${decoration}'`);
    await expectHidden(row.getByText("Overdue", { exact: true }), "'Overdue' after completing");
    await waitForBadge(page, "overdueTasks", null, "the Tasks badge after completing the task");
    // the server kept it: still completed after a reload
    await page.reload();
    await expectVisible(row, "the task row after a reload");
    expect(await row.getByRole("checkbox").isChecked(), "the task should still be completed after a reload");

    // a few more items for the screenshots, through the REST facade
    const site = (await page.evaluate(async () => (await (await fetch("/api/projects", { credentials: "same-origin" })).json()) as { id: string; name: string }[]))[0];
    const globex = await api(page, "POST", "/api/clients", { name: "Globex", company: "Globex Corporation" });
    const app = await api(page, "POST", "/api/projects", { name: "Mobile app MVP", clientId: globex.json.id, status: "planning", priority: "urgent", dueDate: "2027-06-15", budget: 48000, progress: 10 });
    expectEqual(app.status, 201, "POST /api/projects status");
    await api(page, "POST", "/api/projects", { name: "Brand guidelines", clientId: acme.json.id, description: "Logo usage, colours and typography.", status: "completed", priority: "low", budget: 3200, progress: 100 });
    await api(page, "POST", "/api/tasks", { title: "Kick-off call with Globex", projectId: app.json.id, clientId: globex.json.id, priority: "medium", dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString() });
    const review = await api(page, "POST", "/api/tasks", { title: "Review homepage copy", projectId: site.id, clientId: acme.json.id, status: "in_progress", priority: "urgent", dueDate: new Date(Date.now() - 2 * 86_400_000).toISOString(), estimatedHours: 2 });

    await page.reload();
    await expectVisible(page.getByTestId("task-row").filter({ hasText: "Review homepage copy" }), "the REST task");
    await waitForBadge(page, "overdueTasks", "1", "the Tasks badge with one overdue task");
    await screenshot(page, "tasks");

    // a link to one task (an overdue task's notification): the task opens in the edit dialog
    await page.goto(new URL(`/tasks?id=${Buffer.from(`Task:${review.json.id}`).toString("base64")}`, page.url()).toString());
    const linked = page.getByRole("dialog", { name: "Edit Task" });
    await expectVisible(linked, "the linked task's edit dialog");
    expectEqual(await linked.getByLabel(/^Title/).inputValue(), "Review homepage copy", "the linked task's title");
    await page.keyboard.press("Escape");
    await expectHidden(linked, "the linked task's dialog after Escape");
    expectEqual(new URL(page.url()).search, "", "the address after opening the linked task");

    // delete the task behind the browser confirm
    const taskConfirm = answerNextConfirm(page, true);
    await page.getByRole("button", { name: "Delete Send the first draft" }).click();
    expectEqual(await taskConfirm, "Are you sure you want to delete this task?", "the task delete confirm");
    await expectText(page, "Task deleted successfully");
    await expectHidden(row, "the deleted task's row");

    await openFromSidebar(page, /^Projects/, "/projects", "Projects");
    await expectVisible(page.getByRole("article", { name: "Mobile app MVP" }), "the REST project");
    await expectVisible(page.getByRole("article", { name: "Brand guidelines" }), "the REST project");
    await screenshot(page, "projects");

    const projectConfirm = answerNextConfirm(page, true);
    await page.getByRole("button", { name: "Delete Website redesign" }).click();
    expectEqual(await projectConfirm, "Are you sure you want to delete this project?", "the project delete confirm");
    await expectText(page, "Project deleted successfully");
    await expectHidden(card, "the deleted project's card");
    await waitForBadge(page, "activeProjects", null, "the Projects badge after deleting the only active project");
  });
}
