import type { Page } from "playwright-core";
import {
  type E2E,
  answerNextConfirm,
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
  uniqueEmail,
  withPage,
} from "../lib";

export const name = "team members: empty state, add (validation), edit prefilled, delete behind the browser confirm, persisted";

const CONFIRM = "Are you sure you want to delete this team member?";

async function fillMember(page: Page, fields: Record<string, string>): Promise<void> {
  const dialog = page.getByRole("dialog");
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(new RegExp(`^${label}`)).fill(value);
}

export async function run(t: E2E): Promise<void> {
  await withPage(t, "30-team-members", async (page) => {
    await registerUser(page, uniqueEmail("team"));
    await openFromSidebar(page, "Team Members", "/team-members", "Team Members");
    await expectText(page, "No team members yet");
    await expectText(page, "Start building your team by adding your first team member.");

    // add: the name is required, the e-mail validated
    await page.getByRole("button", { name: "Add Team Member" }).first().click();
    const dialog = page.getByRole("dialog");
    await expectVisible(dialog.getByRole("heading", { name: "Add Team Member" }), "the 'Add Team Member' dialog");
    await fillMember(page, { Email: "not-an-email" });
    await dialog.getByRole("button", { name: "Add Team Member" }).click();
    await expectVisible(dialog.getByText("Name is required", { exact: true }), "'Name is required'");
    await expectVisible(dialog.getByText("Invalid email address", { exact: true }), "'Invalid email address'");
    await fillMember(page, {
      Name: "Grace Hopper",
      Email: "grace@example.com",
      Phone: "+1 555 010 2030",
      Role: "Developer",
      Department: "Engineering",
      "Hourly Rate": "120",
      Skills: "COBOL, Compilers, Leadership",
      Bio: "Pioneer of machine-independent programming languages.",
    });
    await dialog.getByRole("button", { name: "Add Team Member" }).click();
    await expectToast(page, "Team member added");
    await expectHidden(dialog, "the dialog after saving");
    const grace = page.getByRole("article", { name: "Grace Hopper" });
    await expectVisible(grace, "Grace's card");
    await expectVisible(grace.getByText("Developer", { exact: true }), "the role badge");
    expectEqual(await grace.getByRole("link", { name: "grace@example.com" }).getAttribute("href"), "mailto:grace@example.com", "the e-mail link");
    expectEqual(await grace.getByRole("link", { name: "+1 555 010 2030" }).getAttribute("href"), "tel:+15550102030", "the phone link");
    await expectVisible(grace.getByText("$120.00/hr", { exact: true }), "the hourly rate");

    // a second member, without the optional fields
    await page.getByRole("button", { name: "Add Team Member" }).first().click();
    await fillMember(page, { Name: "Alan Turing", Role: "Designer", Skills: "Cryptanalysis" });
    await dialog.getByRole("button", { name: "Add Team Member" }).click();
    await expectToast(page, "Team member added");
    await expectHidden(dialog, "the dialog after saving");
    await expectCount(page.getByTestId("team-member-card"), 2, "team member cards");
    const names = await page.getByTestId("team-member-card").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expectEqual(names, ["Alan Turing", "Grace Hopper"], "the cards, newest first");
    await page.mouse.move(0, 0);
    await screenshot(page, "team-members");

    // edit: the same form, prefilled, titled 'Edit Team Member'
    await grace.getByRole("button", { name: "Edit Grace Hopper" }).click();
    await expectVisible(dialog.getByRole("heading", { name: "Edit Team Member" }), "the 'Edit Team Member' dialog");
    expectEqual(await dialog.getByLabel(/^Name/).inputValue(), "Grace Hopper", "the prefilled name");
    expectEqual(await dialog.getByLabel(/^Skills/).inputValue(), "COBOL, Compilers, Leadership", "the prefilled skills");
    await screenshot(page, "team-member-edit");
    await fillMember(page, { Role: "Rear Admiral" });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Team member updated");
    await expectVisible(grace.getByText("Rear Admiral", { exact: true }), "the updated role badge");

    // persisted
    await page.reload();
    await expectVisible(page.getByRole("article", { name: "Grace Hopper" }).getByText("Rear Admiral", { exact: true }), "the role after a reload");

    // delete: declining the confirm keeps the card
    const declined = answerNextConfirm(page, false);
    await page.getByRole("button", { name: "Delete Alan Turing" }).click();
    await page.waitForTimeout(300);
    expectEqual(await declined, CONFIRM, "the confirm text");
    await expectCount(page.getByTestId("team-member-card"), 2, "team member cards after declining");

    // accepting deletes it in place
    const accepted = answerNextConfirm(page, true);
    await page.getByRole("button", { name: "Delete Alan Turing" }).click();
    await expectToast(page, "Team member deleted");
    await expectHidden(page.getByRole("article", { name: "Alan Turing" }), "the deleted card");
    await expectCount(page.getByTestId("team-member-card"), 1, "team member cards after deleting");
    expect((await accepted) === CONFIRM, "the confirm text on delete");
    await page.reload();
    await expectVisible(page.getByRole("article", { name: "Grace Hopper" }), "the remaining card after a reload");
    await expectCount(page.getByRole("article", { name: "Alan Turing" }), 0, "deleted cards after a reload");
  });
}
