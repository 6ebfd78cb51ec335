import type { Page } from "playwright-core";
import {
  type E2E,
  api,
  card,
  dialog,
  dialogField,
  expect,
  expectCount,
  expectEqual,
  expectHidden,
  expectToast,
  expectVisible,
  openFromSidebar,
  registerUser,
  screenshot,
  uniqueEmail,
  waitForHeading,
  withPage,
} from "../lib";

export const name =
  "automation runs: Run Now on a chosen client followed step by step to 'success', Run Now on no record failing with its step's reason (no success toast), the failed run opened under 'failed' and retried, Use Template reviewed (the greeting, the signature), saved switched off, turned on and triggered, each step's status live";

const GREETING = "Manual greeting";
const WELCOME_TEMPLATE = "Welcome a new client";
const LIVE_TIMEOUT_MS = 15_000;

const tab = (page: Page, label: string) => page.getByRole("tab", { name: label, exact: true });
const rows = (page: Page, workflow: string) => page.getByTestId("execution-row").filter({ has: page.getByTestId("execution-name").getByText(workflow, { exact: true }) });
const close = (page: Page) => page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).filter({ hasText: "Close" });

export async function run(t: E2E): Promise<void> {
  await withPage(t, "81-automation-runs", async (page) => {
    await registerUser(page, uniqueEmail("automation-runs"));
    await api(page, "PUT", "/api/settings/email", { emailSignature: "Ada Lovelace\nLovelace Studio" });
    await api(page, "POST", "/api/clients", { name: "Acme Studio", email: "hello@acme.test" });
    await api(page, "POST", "/api/workflows", { name: GREETING, trigger: "manual", actions: [
      { type: "create_task", config: { title: "Call {client_name}" } },
      { type: "send_email", config: { subject: "Hello", message: "Hi {client_name}" } },
    ] });
    await openFromSidebar(page, "Automation", "/automation", "Automation Workflows");

    // ---- Run Now on a chosen client: running, each step, then 'success' ----------------------------------------
    await card(page, GREETING).getByRole("button", { name: `Run Now: ${GREETING}` }).click();
    const runDialog = page.getByTestId("run-now-dialog");
    await expectVisible(runDialog.getByRole("heading", { name: `Run Now: ${GREETING}` }), "the Run Now dialog");
    await runDialog.getByLabel("Record type").selectOption("client");
    await runDialog.getByLabel(/^Client/).selectOption({ label: "Acme Studio" });
    await runDialog.getByRole("button", { name: "Run", exact: true }).click();
    const progress = runDialog.getByTestId("run-progress");
    await expectVisible(progress, "the run's progress");
    await expectVisible(runDialog.getByTestId("run-outcome").getByText("The run ended successfully.", { exact: true }), "the run's success", LIVE_TIMEOUT_MS);
    await expectToast(page, "Workflow executed successfully");
    await expectCount(progress.locator('[data-testid="run-step"][data-status="success"]'), 2, "successful steps in the Run Now dialog");
    await page.mouse.move(0, 0);
    await screenshot(page, "automation-run-now-success");

    // ---- Run Now on no record: the e-mail has no client, the run fails and says why -----------------------------
    await runDialog.getByRole("button", { name: "Run again", exact: true }).click();
    await runDialog.getByLabel("Record type").selectOption("");
    await runDialog.getByRole("button", { name: "Run", exact: true }).click();
    await expectVisible(runDialog.locator('[data-testid="run-progress"][data-status="failed"]'), "the run failed", LIVE_TIMEOUT_MS);
    const failure = runDialog.getByTestId("run-outcome");
    const reason = (await failure.textContent()) ?? "";
    expect(/^Step 2 \(Send Email\) failed: /.test(reason) || /^Step 2 failed/.test(reason), `the failing step and its reason, got '${reason}'`);
    await expectVisible(page.getByTestId("toast").getByText(/^Failed to execute workflow: /), "the failure's toast");
    await expectCount(page.getByText("Workflow executed successfully", { exact: true }), 0, "success toasts for the failed run");
    await page.mouse.move(0, 0);
    await screenshot(page, "automation-run-now-failed");
    await close(page).click();
    await expectHidden(runDialog, "the Run Now dialog after Close");

    // ---- the failed run in the history: under 'failed', opened, retried -------------------------------------------
    await tab(page, "Execution History").click();
    await page.getByLabel("Status", { exact: true }).selectOption("failed");
    await expectCount(page.getByTestId("execution-row"), 1, "runs under 'failed'");
    await rows(page, GREETING).first().getByRole("button").click();
    const details = page.getByTestId("execution-details");
    await expectVisible(details.getByTestId("execution-record").getByText(/no record/), "a run on no record");
    const steps = details.getByTestId("execution-step");
    expectEqual(await steps.nth(0).getAttribute("data-status"), "success", "step 1 done");
    expectEqual(await steps.nth(1).getAttribute("data-status"), "failed", "step 2 failed");
    await steps.nth(1).getByText("Input", { exact: true }).click();
    await expectVisible(steps.nth(1).getByTestId("step-input").getByText("Hi {client_name}", { exact: true }), "the failed step's input");
    await page.mouse.move(0, 0);
    await screenshot(page, "automation-failed-run");
    await details.getByRole("button", { name: "Retry", exact: true }).click();
    await expectToast(page, "Retry started");
    // it resumes at its failed step with the same data: still no client to e-mail
    await expectVisible(details.getByTestId("details-status").getByText("failed", { exact: true }), "the retried run's end", LIVE_TIMEOUT_MS);
    await close(page).click();
    await page.getByLabel("Status", { exact: true }).selectOption("");

    // ---- Use Template: reviewed, saved switched off, turned on, triggered ----------------------------------------
    await tab(page, "Templates").click();
    await card(page, WELCOME_TEMPLATE).getByRole("button", { name: `Use Template: ${WELCOME_TEMPLATE}` }).click();
    const review = dialog(page);
    await expectVisible(review.getByTestId("template-review"), "the template's review notice");
    expectEqual(await dialogField(page, "Workflow Name").inputValue(), WELCOME_TEMPLATE, "the template's name in the form");
    expectEqual(await dialogField(page, "Trigger").inputValue(), "client.created", "the template's trigger in the form");
    await expectCount(review.getByTestId("workflow-action"), 3, "the template's steps in the form");
    const email = review.getByRole("group", { name: "Action 1: Send Email" });
    const greeting = await email.getByLabel(/^Message/).inputValue();
    expect(/^Hi \{client_(first_)?name\},/.test(greeting), `the e-mail greets the client by name, got '${greeting}'`);
    await expectVisible(email.getByTestId("email-signature").getByText("Lovelace Studio", { exact: false }), "the workspace's signature under the e-mail");
    await page.setViewportSize({ width: 1440, height: 2000 });
    await page.mouse.move(0, 0);
    await screenshot(page, "automation-template-review");
    await page.setViewportSize({ width: 1440, height: 900 });
    await review.getByRole("button", { name: "Create Workflow" }).click();
    await expectToast(page, "Success", "Workflow created from template");
    await expectHidden(dialog(page), "the review dialog after saving");
    await tab(page, "Workflows").click();
    const fromTemplate = card(page, WELCOME_TEMPLATE);
    await expectVisible(fromTemplate, "the workflow created from the template");
    expectEqual(await fromTemplate.getByTestId("workflow-status").textContent(), "Inactive", "a template's workflow is saved switched off");
    // switched off, a new client starts nothing
    await api(page, "POST", "/api/clients", { name: "Initech", email: "bill@initech.test" });
    await fromTemplate.getByRole("switch", { name: `Active: ${WELCOME_TEMPLATE}` }).click();
    await expectToast(page, "Workflow status updated");
    await expectVisible(fromTemplate.getByTestId("workflow-status").getByText("Active", { exact: true }), "the template's workflow on");
    await tab(page, "Execution History").click();
    await expectCount(rows(page, WELCOME_TEMPLATE), 0, "runs of the template's workflow while it was off");
    await api(page, "POST", "/api/clients", { name: "Globex", email: "ops@globex.test" });
    const templateRow = rows(page, WELCOME_TEMPLATE);
    await expectVisible(templateRow, "the template workflow's run", LIVE_TIMEOUT_MS);
    await templateRow.first().getByRole("button").click();
    const live = page.getByTestId("execution-details");
    await expectVisible(live.getByRole("link", { name: "Client: Globex" }), "the client that started it");
    // each step's status as it goes, to the end
    const seen = new Set<string>();
    const deadline = Date.now() + LIVE_TIMEOUT_MS;
    for (;;) {
      const statuses = await live.getByTestId("execution-step").evaluateAll((els) => els.map((e) => e.getAttribute("data-status") ?? ""));
      seen.add(statuses.join(","));
      if (statuses.length === 3 && statuses.every((s) => s === "success")) break;
      expect(Date.now() < deadline, `the run's steps all 'success' within ${LIVE_TIMEOUT_MS} ms, saw ${[...seen].join(" | ")}`);
      await page.waitForTimeout(50);
    }
    console.log(`      the template workflow's steps as the details showed them live: ${[...seen].join(" -> ")}`);
    await expectVisible(live.getByTestId("details-status").getByText("success", { exact: true }), "the run 'success'");
    await page.mouse.move(0, 0);
    await screenshot(page, "automation-template-run");
    await close(page).click();
    await waitForHeading(page, "Automation Workflows");
  });
}
