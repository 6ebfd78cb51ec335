import type { Locator, Page } from "playwright-core";
import {
  type E2E,
  answerNextConfirm,
  api,
  card,
  dialog,
  dialogField,
  expect,
  expectCount,
  expectEqual,
  expectHidden,
  expectPath,
  expectText,
  expectToast,
  expectVisible,
  openFromSidebar,
  registerUser,
  screenshot,
  uniqueEmail,
  waitForEqual,
  waitForHeading,
  withPage,
} from "../lib";

export const name =
  "calendar: the create dialog's checks and attendee chips, a weekly event with two attendees as a card and in the month view, one occurrence moved alone ('This event'), the integration panel without providers, Schedule Client Call, phone width";

const TITLE = "Weekly sync with Acme";
const REQUIRED = "Please fill in all required fields";

const pad = (n: number) => String(n).padStart(2, "0");
/** A local date and time as a datetime-local input takes it. */
const localInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
const dayKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The Monday the month view of the current month starts with, in the browser's zone (the page's). */
async function firstVisibleMonday(page: Page): Promise<{ year: number; month: number; day: number }> {
  return page.evaluate(() => {
    const now = new Date();
    const first = new Date(now.getFullYear(), now.getMonth(), 1);
    const monday = new Date(now.getFullYear(), now.getMonth(), 1 - ((first.getDay() + 6) % 7));
    return { year: monday.getFullYear(), month: monday.getMonth(), day: monday.getDate() };
  });
}

const chips = (page: Page): Locator => page.getByTestId("occurrence-chip");
const dayCell = (page: Page, key: string): Locator => page.locator(`[data-testid="month-day"][data-date="${key}"]`);

async function chipTimes(page: Page): Promise<string[]> {
  return chips(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-start") ?? ""));
}

export async function run(t: E2E): Promise<void> {
  await withPage(t, "70-calendar", async (page) => {
    await registerUser(page, uniqueEmail("calendar"));
    // the workspace's weeks start on Monday (the calendar settings; the browser's locale would start them on Sunday)
    expectEqual((await api(page, "PUT", "/api/settings/calendar", { weekStart: "monday" })).status, 200, "the week start saved");
    await openFromSidebar(page, "Calendar", "/calendar", "Calendar");
    await expectText(page, "Manage your appointments and events");
    // a first visit opens the Week view; 'All events' lists the events as stored
    expectEqual(await page.getByRole("button", { name: "Week", exact: true }).getAttribute("aria-pressed"), "true", "the Week view first");
    await expectVisible(page.getByTestId("time-grid"), "the week's time grid");
    await page.getByRole("button", { name: "All events", exact: true }).click();
    await expectText(page, "No events scheduled");
    await expectText(page, "Create your first event to get started");

    // the dialog: focus on the title, the required fields' message
    await page.getByRole("button", { name: "Create Your First Event" }).click();
    await expectVisible(dialog(page).getByRole("heading", { name: "Create New Event" }), "the 'Create New Event' dialog");
    await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "title");
    await dialog(page).getByRole("button", { name: "Create Event" }).click();
    // the start and the end are filled: the next half hour, for 30 minutes
    await expectCount(dialog(page).getByText(REQUIRED, { exact: true }), 1, `'${REQUIRED}' under the title`);

    // the recurrence select shows only once 'Recurring event' is ticked
    await expectCount(dialog(page).getByLabel("Repeats"), 0, "recurrence selects before ticking 'Recurring event'");
    await dialog(page).getByText("Recurring event", { exact: true }).click();
    await expectVisible(dialog(page).getByLabel("Repeats"), "the recurrence select");
    const options = await dialog(page).getByLabel("Repeats").locator("option").allTextContents();
    expectEqual(options, ["Daily", "Weekly", "Bi-weekly", "Monthly", "Yearly"], "the recurrence options");
    await dialog(page).getByLabel("Repeats").selectOption({ label: "Weekly" });

    // a weekly event from the first Monday the month view shows, 10:00 to 11:00 in the browser's zone
    const m = await firstVisibleMonday(page);
    const start = new Date(m.year, m.month, m.day, 10, 0);
    await dialogField(page, "Title").fill(TITLE);
    await dialogField(page, "Description").fill("Status, blockers and next steps.");
    await dialogField(page, "Start time").fill(localInput(start));
    expectEqual(await dialogField(page, "End time").inputValue(), localInput(new Date(m.year, m.month, m.day, 10, 30)), "the end 30 minutes after the start");
    await dialogField(page, "End time").fill(localInput(new Date(m.year, m.month, m.day, 11, 0)));
    await dialogField(page, "Location").fill("Acme HQ, Room 4");

    // attendees: Enter and 'Add' add chips; a value without '@' is refused with a toast
    const attendee = dialog(page).getByPlaceholder("name@example.com");
    await attendee.fill("ana");
    await dialog(page).getByRole("button", { name: "Add", exact: true }).click();
    await expectVisible(dialog(page).getByText('"ana" is not a valid e-mail address', { exact: true }), "the bad address under the attendees field");
    await attendee.fill("ana@acme.test");
    await attendee.press("Enter");
    await expectVisible(dialog(page).getByRole("heading", { name: "Create New Event" }), "the dialog still open after Enter");
    await attendee.fill("bob@acme.test");
    await dialog(page).getByRole("button", { name: "Add", exact: true }).click();
    await attendee.fill("carol@acme.test");
    await attendee.press("Enter");
    await expectCount(dialog(page).getByTestId("attendee-chip"), 3, "attendee chips");
    await dialog(page).getByRole("button", { name: "Remove carol@acme.test" }).click();
    await expectCount(dialog(page).getByTestId("attendee-chip"), 2, "attendee chips after removing one");

    // the colour swatches: the keyboard moves the choice
    expectEqual(await dialog(page).getByRole("radio", { name: "Blue" }).isChecked(), true, "blue by default");
    await dialog(page).getByRole("radio", { name: "Blue" }).focus();
    await page.keyboard.press("ArrowRight");
    expectEqual(await dialog(page).getByRole("radio", { name: "Green" }).isChecked(), true, "green after ArrowRight");
    expectEqual(await dialogField(page, "Reminder").inputValue(), "15", "the default reminder");
    await screenshot(page, "calendar-form");

    await dialog(page).getByRole("button", { name: "Create Event" }).click();
    await expectToast(page, "Event created successfully");
    await expectHidden(dialog(page), "the dialog after saving");

    // the card
    const event = card(page, TITLE);
    await expectVisible(event, "the event's card");
    await expectCount(page.getByText("No events scheduled", { exact: true }), 0, "empty states");
    expectEqual(await event.getByTestId("event-type").textContent(), "Meeting", "the type badge");
    expectEqual(await event.getByTestId("event-recurring").textContent(), "Recurring · Weekly", "the recurrence badge");
    expectEqual(await event.getByTestId("event-color").getAttribute("data-color"), "#388e3c", "the colour dot");
    await expectVisible(event.getByText("2 attendees", { exact: true }), "the attendee count");
    await expectVisible(event.getByText("ana@acme.test, bob@acme.test", { exact: true }), "the attendees' addresses");
    await expectVisible(event.getByText("Acme HQ, Room 4", { exact: true }), "the location");
    const shownStart = await page.evaluate((iso) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }), start.toISOString());
    expectEqual(await event.getByTestId("event-start").textContent(), shownStart, "the start in the browser's format");
    await page.mouse.move(0, 0);
    await screenshot(page, "calendar-list");

    // the month view: one occurrence a week, every week of the grid
    await page.getByRole("button", { name: "Month", exact: true }).click();
    await expectVisible(page.getByTestId("month-grid"), "the month grid");
    const weeks = await page.locator('[data-testid="month-grid"] tbody tr').count();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="occurrence-chip"]').length === n, weeks, { timeout: 10_000 });
    const before = await chipTimes(page);
    expectEqual(before.length, weeks, "occurrences in the month view");
    for (let w = 0; w < weeks; w++) {
      const day = new Date(m.year, m.month, m.day + 7 * w);
      await expectCount(dayCell(page, dayKey(day)).getByTestId("occurrence-chip"), 1, `occurrences on ${dayKey(day)}`);
    }
    await screenshot(page, "calendar-month");

    // move the second week's occurrence alone, two hours later
    const second = new Date(m.year, m.month, m.day + 7, 10, 0);
    await dayCell(page, dayKey(second)).getByTestId("occurrence-chip").click();
    await expectVisible(page.getByTestId("event-details"), "the occurrence's details card");
    await page.getByTestId("event-details").getByRole("button", { name: "Edit", exact: true }).click();
    await expectVisible(page.getByTestId("scope-dialog"), "the 'This event' / 'All events' question");
    await screenshot(page, "calendar-scope");
    await page.getByTestId("scope-dialog").getByRole("button", { name: "This event" }).click();
    await expectVisible(dialog(page).getByRole("heading", { name: "Edit Event" }), "the 'Edit Event' dialog");
    expectEqual(await dialogField(page, "Start time").inputValue(), localInput(second), "the occurrence's start in the dialog");
    await expectCount(dialog(page).getByText("Recurring event", { exact: true }), 0, "recurrence fields when editing one occurrence");
    await dialogField(page, "Start time").fill(localInput(new Date(m.year, m.month, m.day + 7, 12, 0)));
    expectEqual(await dialogField(page, "End time").inputValue(), localInput(new Date(m.year, m.month, m.day + 7, 13, 0)), "the end moved with the start");
    await dialog(page).getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Event updated successfully");
    await expectHidden(dialog(page), "the dialog after saving the occurrence");
    const moved = new Date(m.year, m.month, m.day + 7, 12, 0).toISOString();
    await page.waitForFunction((iso) => [...document.querySelectorAll('[data-testid="occurrence-chip"]')].some((el) => el.getAttribute("data-start") === iso), moved, { timeout: 10_000 });
    const after = await chipTimes(page);
    expectEqual(after.length, weeks, "occurrences after moving one");
    expectEqual(after.filter((iso, i) => iso !== before[i]), [moved], "only the moved occurrence changed");
    await page.mouse.move(0, 0);
    await screenshot(page, "calendar-month-moved");

    // the list still holds the series once
    await page.getByRole("button", { name: "All events", exact: true }).click();
    await expectCount(page.getByTestId("event-card"), 1, "event cards");

    // the Week view: a click on an empty slot creates an event there, and a click on it opens its details card
    await page.getByRole("button", { name: "Week", exact: true }).click();
    await expectVisible(page.getByTestId("time-grid"), "the week's time grid");
    const slotStart = await page.evaluate(() => {
      const d = new Date();
      return new Date(d.getFullYear(), d.getMonth(), d.getDate(), 15, 0).toISOString();
    });
    await page.locator(`[data-testid="time-slot"][data-start="${slotStart}"]`).click();
    await expectVisible(dialog(page).getByRole("heading", { name: "Create New Event" }), "the dialog opened by a slot");
    // the slot's start and its end 30 minutes later, as the page's clock reads them
    const slotParts = await page.evaluate((iso) => {
      const d = new Date(iso);
      return [d, new Date(d.getTime() + 30 * 60_000)].map((x) => [x.getFullYear(), x.getMonth(), x.getDate(), x.getHours(), x.getMinutes()]);
    }, slotStart);
    const slotLocal = slotParts.map(([y, mo, d, h, mi]) => localInput(new Date(y, mo, d, h, mi)));
    expectEqual([await dialogField(page, "Start time").inputValue(), await dialogField(page, "End time").inputValue()], slotLocal, "the slot's start and end in the dialog");
    await dialogField(page, "Title").fill("Portfolio review");
    await dialogField(page, "Location").fill("Studio");
    await dialog(page).getByRole("button", { name: "Create Event" }).click();
    await expectToast(page, "Event created successfully");
    await expectHidden(dialog(page), "the dialog after creating from a slot");
    const block = page.locator(`[data-testid="grid-event"][data-start="${slotStart}"]`);
    await expectVisible(block, "the new event in the week's grid");
    await page.mouse.move(0, 0);
    await screenshot(page, "calendar-week");
    await block.click();
    const details = page.getByTestId("event-details");
    await expectVisible(details.getByRole("heading", { name: "Portfolio review" }), "the details card");
    await expectVisible(details.getByText("Studio", { exact: true }), "the location on the card");
    await expectVisible(details.getByTestId("details-time"), "the time on the card");
    for (const action of ["Edit", "Duplicate", "Delete"]) await expectVisible(details.getByRole("button", { name: action, exact: true }), `'${action}' on the card`);
    await screenshot(page, "calendar-details");
    await page.keyboard.press("Escape");
    await expectHidden(details, "the details card after Escape");
    // D shows the day, W the week again
    const columns = (n: number) => page.waitForFunction((c) => document.querySelectorAll('[data-testid="grid-day"]').length === c, n, { timeout: 10_000 });
    await page.keyboard.press("d");
    await columns(1);
    await expectVisible(page.locator(`[data-testid="grid-event"][data-start="${slotStart}"]`), "the new event in the Day view");
    await page.keyboard.press("w");
    await columns(7);

    // the integration panel: this app has no CalDAV calendar and no meeting platform configured
    const toggle = page.getByRole("button", { name: "Integration" });
    await toggle.click();
    const panel = page.getByTestId("integration-panel");
    await expectVisible(panel, "the integration panel");
    expectEqual(await toggle.getAttribute("aria-expanded"), "true", "the toggle's state");
    await expectVisible(panel.getByText("No Calendar Providers", { exact: true }), "'No Calendar Providers'");
    await expectVisible(panel.getByText("Configure calendar integrations in your environment settings", { exact: true }), "the configuration hint");
    expectEqual(await panel.getByTestId("provider-status").allTextContents(), ["Not Connected"], "the providers' states");
    await expectCount(panel.getByTestId("integration-capabilities").getByRole("listitem"), 5, "capabilities");
    await expectVisible(panel.getByText(/Google Calendar refreshes subscribed calendars on its own schedule/), "the note on Google Calendar");
    await panel.getByLabel("Event").selectOption({ label: `${TITLE} · ${shownStart}` });
    expectEqual(await panel.getByRole("button", { name: "Sync" }).isDisabled(), true, "Sync without a CalDAV calendar");
    const platforms = await panel.getByLabel("Platform").locator("option").allTextContents();
    expectEqual(platforms.map((p) => p.replace(/ \(not configured\)$/, "")), ["Zoom", "Microsoft Teams", "Google Meet"], "the meeting platforms");
    await panel.getByLabel("Platform").selectOption({ index: 0 });
    await panel.getByRole("button", { name: "Add Meeting Link" }).click();
    const failure = page.getByTestId("toast").filter({ hasText: "Failed to generate meeting link" });
    await expectVisible(failure, "the meeting link's failure toast");
    await expectVisible(failure.getByText("Error", { exact: true }), "the toast's title 'Error'");
    const reason = ((await failure.getByText(/^Failed to generate meeting link/).textContent()) ?? "").split("\n")[1] ?? "";
    expect(reason.trim() !== "", "the server's reason on the toast's second line");

    // the secret feed: it serves the event; Regenerate asks first, and the old URL stops working
    const feedUrl = await panel.getByTestId("feed-url").inputValue();
    const feedPath = new URL(feedUrl).pathname;
    expect(/^\/api\/calendar\/feed\/[^/]+\.ics$/.test(feedPath), `the feed URL ${feedUrl}`);
    const feed = await fetch(`${t.baseUrl}${feedPath}`);
    expectEqual(feed.status, 200, "the feed's status");
    expect((await feed.text()).includes(`SUMMARY:${TITLE}`), "the event in the feed");
    await page.mouse.move(0, 0);
    await screenshot(page, "calendar-integration");
    const asked = answerNextConfirm(page, true);
    await panel.getByRole("button", { name: "Regenerate" }).click();
    expect((await asked).includes("stops working"), "the confirmation says the old URL stops working");
    await expectToast(page, "Feed URL regenerated");
    await waitForEqual(async () => (await panel.getByTestId("feed-url").inputValue()) !== feedUrl, true, "a new feed URL");
    expectEqual((await fetch(`${t.baseUrl}${feedPath}`)).status, 404, "the old feed URL's status");
    await toggle.click();
    await expectHidden(panel, "the integration panel once hidden");

    // the dashboard's 'Schedule Client Call' opens a new call
    await page.goto("/");
    await waitForHeading(page, "Dashboard");
    await page.getByTestId("quick-actions").getByRole("link", { name: "Schedule Client Call" }).click();
    await expectVisible(dialog(page).getByRole("heading", { name: "Create New Event" }), "the dialog opened by 'Schedule Client Call'");
    expectEqual(await dialogField(page, "Type").inputValue(), "call", "the type of the new event");
    await expectPath(page, "/calendar");
    await page.keyboard.press("Escape");
    await expectHidden(dialog(page), "the dialog after Escape");
  });

  // a phone: the list and the month view fit
  await withPage(
    t,
    "70-calendar-phone",
    async (page) => {
      await registerUser(page, uniqueEmail("calendar-phone"));
      const now = await page.evaluate(() => {
        const d = new Date();
        return { year: d.getFullYear(), month: d.getMonth() };
      });
      for (const [title, day, hour] of [["Design review", 3, 9], ["Invoice due", 12, 17], ["Call with Marcus", 12, 11], ["Quarterly planning", 20, 14]] as const) {
        const startTime = new Date(now.year, now.month, day, hour, 0);
        const type = title.startsWith("Invoice") ? "deadline" : title.startsWith("Call") ? "call" : "meeting";
        await api(page, "POST", "/api/calendar", { title, type, startTime: startTime.toISOString(), endTime: new Date(startTime.getTime() + 3_600_000).toISOString() });
      }
      await page.goto("/calendar");
      await waitForHeading(page, "Calendar");
      await expectVisible(page.getByTestId("time-grid"), "the Week view");
      const gridOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expectEqual(gridOverflow, 0, "horizontal overflow of the week view on a phone");
      await screenshot(page, "calendar-week-phone");
      await page.getByRole("button", { name: "All events", exact: true }).click();
      await expectVisible(page.getByTestId("event-card").first(), "the list's event cards");
      await expectCount(page.getByTestId("event-card"), 4, "event cards");
      await screenshot(page, "calendar-list-phone");
      await page.getByRole("button", { name: "Month", exact: true }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="occurrence-chip"]').length === 4, undefined, { timeout: 10_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expectEqual(overflow, 0, "horizontal overflow of the month view on a phone");
      // a phone shows dots in the days, and the chosen day's agenda below with times and titles
      await dayCell(page, dayKey(new Date(now.year, now.month, 12))).click();
      await expectCount(page.getByTestId("month-agenda").getByTestId("agenda-item"), 2, "the 12th's agenda");
      await expectVisible(page.getByTestId("month-agenda").getByText("Call with Marcus", { exact: true }), "a title in the agenda");
      await screenshot(page, "calendar-month-phone");
    },
    { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  );
}
