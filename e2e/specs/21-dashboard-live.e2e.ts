import type { Page } from "playwright-core";
import {
  type E2E,
  api,
  DEFAULT_PASSWORD,
  expect,
  expectEqual,
  expectHeading,
  expectPath,
  expectText,
  expectVisible,
  newContext,
  registerUser,
  screenshot,
  signIn,
  uniqueEmail,
} from "../lib";

export const name = "dashboard: live stats and upcoming tasks across two tabs of one tenant, nothing leaks to another tenant";

const LIVE_TIMEOUT_MS = 5_000;

const statValue = (page: Page, testId: string) => page.getByTestId(testId).getByTestId("stat-value");

async function statText(page: Page, testId: string): Promise<string> {
  return ((await statValue(page, testId).textContent()) ?? "").trim();
}

/** Waits (polling every 20 ms) until `check` holds in the page; returns how long it took. */
async function waitInPage(page: Page, what: string, check: () => boolean, timeout = LIVE_TIMEOUT_MS): Promise<number> {
  const started = Date.now();
  try {
    await page.waitForFunction(check, undefined, { timeout, polling: 20 });
  } catch {
    throw new Error(`${what}: not within ${timeout} ms`);
  }
  return Date.now() - started;
}

const upcomingTitles = (page: Page) => page.getByTestId("upcoming-task").allTextContents();

/** by itself: it times live updates across two tabs against a limit */
export const alone = true;

export async function run(t: E2E): Promise<void> {
  const a = await newContext(t);
  const b = await newContext(t);
  const c = await newContext(t);
  const tab1 = a.page;
  const tab2 = b.page;
  const other = c.page;
  try {
    // one account signed in twice (two browser contexts), and a second tenant
    const email = uniqueEmail("dash");
    await registerUser(tab1, email, { firstName: "Ada", lastName: "Lovelace" });
    await tab2.goto("/api/login");
    await signIn(tab2, email, DEFAULT_PASSWORD);
    await expectPath(tab2, "/");
    await registerUser(other, uniqueEmail("dash-other"), { firstName: "Grace", lastName: "Hopper" });

    for (const page of [tab1, tab2, other]) {
      await expectHeading(page, "Dashboard");
      await expectVisible(page.getByTestId("stat-total-clients"), "the Total Clients card");
      await expectText(page, "Last updated now");
      await expectText(page, "No recent projects");
      await expectVisible(page.getByRole("link", { name: "Create your first task" }), "the upcoming tasks empty state");
    }
    expectEqual(await statText(tab1, "stat-total-clients"), "0", "Total Clients of a new account");
    const today = ((await tab1.getByTestId("today").textContent()) ?? "").trim();
    expect(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/.test(today), `today's date in long US format, got '${today}'`);
    // let the three tabs' subscriptions settle before the workspace changes
    await tab1.waitForTimeout(500);

    // data created through REST shows up on both open tabs without a reload
    const client = (await api(tab1, "POST", "/api/clients", { name: "Acme Studio", email: "hello@acme.test" })).json;
    const d1 = await waitInPage(tab1, "tab 1 shows the new client", () =>
      document.querySelector('[data-testid="stat-total-clients"] [data-testid="stat-value"]')?.textContent?.trim() === "1");
    console.log(`      tab 1 counted the new client ${d1} ms after POST /api/clients returned`);
    await api(tab1, "POST", "/api/clients", { name: "Globex Corporation" });
    const project = (await api(tab1, "POST", "/api/projects", { name: "Website redesign", clientId: client.id, status: "active", progress: 65, budget: 8500, dueDate: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10) })).json;
    await api(tab1, "POST", "/api/projects", { name: "Mobile app MVP", clientId: client.id, status: "planning", progress: 10 });
    const pastDue = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const overdueTask = (await api(tab1, "POST", "/api/tasks", { title: "Send the signed contract", clientId: client.id, dueDate: pastDue, priority: "high" })).json;
    await api(tab1, "POST", "/api/tasks", { title: "Review homepage wireframes", projectId: project.id, dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString() });
    await api(tab1, "POST", "/api/tasks", { title: "Prepare Q4 proposal", dueDate: new Date(Date.now() + 8 * 86_400_000).toISOString() });

    for (const [label, page] of [["tab 1", tab1], ["tab 2", tab2]] as const) {
      await waitInPage(page, `${label}: 3 pending tasks, 1 overdue`, () =>
        document.querySelector('[data-testid="stat-pending-tasks"] [data-testid="stat-value"]')?.textContent?.trim() === "3" &&
        document.querySelector('[data-testid="stat-pending-tasks"] [data-testid="overdue-label"]')?.textContent?.trim() === "1 overdue");
      await waitInPage(page, `${label}: the overdue task in Upcoming Tasks`, () =>
        Array.from(document.querySelectorAll('[data-testid="upcoming-task"]')).some((el) => el.textContent?.includes("Send the signed contract")));
      expectEqual(await statText(page, "stat-total-clients"), "2", `${label} Total Clients`);
      expectEqual(await statText(page, "stat-active-projects"), "1", `${label} Active Projects`);
      await expectText(page, "Last updated now");
    }
    const row = tab1.getByTestId("upcoming-task").filter({ hasText: "Send the signed contract" });
    await expectVisible(row.getByText("Overdue", { exact: true }), "'Overdue' on the past-due task");
    await expectVisible(tab1.getByTestId("upcoming-task").filter({ hasText: "Review homepage wireframes" }).getByText("Project Task", { exact: true }), "'Project Task' on the project's task");
    expect(overdueTask && typeof overdueTask.id === "string", "the task was created");

    // complete the overdue task in tab 2; tab 1 follows without a reload
    const clicked = Date.now();
    await tab2.getByTestId("upcoming-task").filter({ hasText: "Send the signed contract" }).getByText("Send the signed contract", { exact: true }).click();
    const statsDelay = await waitInPage(tab1, "tab 1's Pending Tasks after the completion in tab 2", () =>
      document.querySelector('[data-testid="stat-pending-tasks"] [data-testid="stat-value"]')?.textContent?.trim() === "2" &&
      document.querySelector('[data-testid="stat-pending-tasks"] [data-testid="overdue-label"]')?.textContent?.trim() === "0 overdue");
    const statsMs = Date.now() - clicked;
    await waitInPage(tab1, "tab 1's Upcoming Tasks without the completed task", () =>
      !Array.from(document.querySelectorAll('[data-testid="upcoming-task"]')).some((el) => el.textContent?.includes("Send the signed contract")));
    const listMs = Date.now() - clicked;
    console.log(`      tab 1: stat cards updated ${statsMs} ms and Upcoming Tasks ${listMs} ms after the click in tab 2 (waited ${statsDelay} ms)`);
    expect(statsMs <= LIVE_TIMEOUT_MS && listMs <= LIVE_TIMEOUT_MS, `tab 1 followed within ${LIVE_TIMEOUT_MS} ms`);
    expectEqual(await upcomingTitles(tab1).then((l) => l.length), 2, "upcoming tasks left in tab 1");
    await expectText(tab1, "Last updated now");
    // the same in the tab that clicked
    await waitInPage(tab2, "tab 2's Pending Tasks", () =>
      document.querySelector('[data-testid="stat-pending-tasks"] [data-testid="overdue-label"]')?.textContent?.trim() === "0 overdue");
    // the activity log says what happened
    await waitInPage(tab1, "Recent Activity lists the completion", () =>
      Array.from(document.querySelectorAll('[data-testid="activity"]')).some((el) => /Send the signed contract/.test(el.textContent ?? "") && /just now/.test(el.textContent ?? "")));

    // the other tenant saw none of it, live or after a reload
    for (const when of ["live", "after a reload"]) {
      if (when !== "live") await other.reload();
      await expectVisible(other.getByTestId("stat-total-clients"), `the other tenant's dashboard (${when})`);
      expectEqual(await statText(other, "stat-total-clients"), "0", `the other tenant's Total Clients (${when})`);
      expectEqual(await statText(other, "stat-pending-tasks"), "0", `the other tenant's Pending Tasks (${when})`);
      expectEqual(await upcomingTitles(other), [], `the other tenant's upcoming tasks (${when})`);
      await expectText(other, "No recent projects");
      expectEqual(await other.getByText("Send the signed contract").count(), 0, `the other tenant's page mentions the task (${when})`);
    }

    // a fuller workspace for the screenshot
    const more = (await api(tab1, "POST", "/api/clients", { name: "Umbrella Health" })).json;
    await api(tab1, "POST", "/api/clients", { name: "Initech" });
    await api(tab1, "POST", "/api/projects", { name: "Patient portal", clientId: more.id, status: "active", progress: 35, dueDate: new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10) });
    await api(tab1, "POST", "/api/tasks", { title: "Set up staging environment", clientId: more.id, dueDate: new Date(Date.now() + 86_400_000).toISOString() });
    await tab1.setViewportSize({ width: 1440, height: 1400 });
    await tab1.reload();
    await expectVisible(tab1.getByTestId("recent-project"), "recent projects");
    await tab1.waitForTimeout(400);
    await screenshot(tab1, "dashboard");

    // quick actions and 'View all' go where the spec says
    await tab1.getByRole("link", { name: "View all tasks" }).click();
    await expectPath(tab1, "/tasks");
  } catch (err) {
    await screenshot(tab1, "FAIL-21-dashboard-tab1").catch(() => null);
    await screenshot(tab2, "FAIL-21-dashboard-tab2").catch(() => null);
    await screenshot(other, "FAIL-21-dashboard-other").catch(() => null);
    throw err;
  } finally {
    await a.context.close();
    await b.context.close();
    await c.context.close();
  }
}
