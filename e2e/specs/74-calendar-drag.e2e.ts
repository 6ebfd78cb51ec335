import type { Locator, Page } from "playwright-core";
import { createDAVClient } from "tsdav";
import { startRadicale } from "../../api/test/radicale";
import {
  type E2E,
  api,
  dialog,
  expectCount,
  expectEqual,
  expectToast,
  expectVisible,
  registerUser,
  screenshot,
  uniqueEmail,
  waitForEqual,
  waitForHeading,
  withPage,
} from "../lib";

export const name =
  "calendar drag and busy times: one occurrence of a weekly event dragged in the Week view to another day and time, 'This event', still there after a reload while the series keeps its other weeks; a range dragged on empty slots opens the create dialog with it; Escape cancels a drag; Week and Day at 1280 and 390 px; the connected CalDAV calendar's busy time greyed in the Week view";

const TITLE = "Weekly design sync";
const HOUR_PX = 48;

const pad = (n: number) => String(n).padStart(2, "0");
const dayKey = (d: { year: number; month: number; day: number }) => `${d.year}-${pad(d.month + 1)}-${pad(d.day)}`;

/** This week's Monday and the browser's zone, as the page (the browser) sees them. */
async function thisWeek(page: Page): Promise<{ monday: { year: number; month: number; day: number }; zone: string }> {
  return page.evaluate(() => {
    const now = new Date();
    const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
    return { monday: { year: monday.getFullYear(), month: monday.getMonth(), day: monday.getDate() }, zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  });
}

const plusDays = (d: { year: number; month: number; day: number }, n: number) => {
  const x = new Date(d.year, d.month, d.day + n);
  return { year: x.getFullYear(), month: x.getMonth(), day: x.getDate() };
};

/** The instant of a local wall-clock time, as the browser computes it (its zone, not the test runner's). */
function localIso(page: Page, d: { year: number; month: number; day: number }, hour: number, minute = 0): Promise<string> {
  return page.evaluate(([y, m, dd, h, mi]) => new Date(y, m, dd, h, mi).toISOString(), [d.year, d.month, d.day, hour, minute] as const);
}

const column = (page: Page, key: string): Locator => page.locator(`[data-testid="grid-day"][data-date="${key}"]`);

/** Scrolls the time grid so that `hour` is at its top. */
async function scrollGridTo(page: Page, hour: number): Promise<void> {
  await page.getByTestId("grid-scroller").evaluate((el, top) => {
    el.scrollTop = top;
  }, hour * HOUR_PX);
}

/** A point in day `key`'s column, `minutes` into the day (the column's box is the whole day, scrolled). */
async function pointIn(page: Page, key: string, minutes: number): Promise<{ x: number; y: number }> {
  const box = await column(page, key).boundingBox();
  if (!box) throw new Error(`no column for ${key}`);
  return { x: box.x + box.width / 2, y: box.y + (minutes / 60) * HOUR_PX };
}

/** A mouse drag from one point to another in steps (a real pointer's moves). */
async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, release = true): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 3, from.y + 3, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  if (release) await page.mouse.up();
}

export async function run(t: E2E): Promise<void> {
  await withPage(
    t,
    "74-calendar-drag",
    async (page) => {
      await registerUser(page, uniqueEmail("calendar-drag"));
      expectEqual((await api(page, "PUT", "/api/settings/calendar", { weekStart: "monday" })).status, 200, "the week start saved");
      const { monday, zone } = await thisWeek(page);
      const tuesday = plusDays(monday, 1);
      const thursday = plusDays(monday, 3);
      const created = await api(page, "POST", "/api/calendar", {
        title: TITLE, startTime: await localIso(page, tuesday, 10), endTime: await localIso(page, tuesday, 11), timeZone: zone,
        isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1",
      });
      expectEqual(created.status, 201, "the weekly event created");

      await page.goto("/calendar");
      await waitForHeading(page, "Calendar");
      await expectVisible(page.getByTestId("time-grid"), "the Week view");
      const block = column(page, dayKey(tuesday)).getByRole("button", { name: new RegExp(`^${TITLE}`) });
      await expectVisible(block, "Tuesday's occurrence");
      await scrollGridTo(page, 8);

      // Escape cancels a drag: the occurrence stays on Tuesday, nothing is asked
      const box = await block.boundingBox();
      if (!box) throw new Error("no box for the occurrence");
      const grab = { x: box.x + box.width / 2, y: box.y + 12 };
      await mouseDrag(page, grab, await pointIn(page, dayKey(plusDays(monday, 4)), 15 * 60 + 15), false);
      await expectVisible(column(page, dayKey(plusDays(monday, 4))).getByRole("button", { name: new RegExp(`^${TITLE}`) }), "the occurrence shown where it is dragged");
      await page.keyboard.press("Escape");
      await page.mouse.up();
      await expectVisible(block, "the occurrence back on Tuesday after Escape");
      await expectCount(page.getByTestId("scope-dialog"), 0, "scope dialogs after Escape");
      await expectCount(page.getByTestId("event-details"), 0, "details cards after Escape");

      // dragged to Thursday 14:00 (pressed 12 px = 15 minutes into the block: dropped 15 minutes into 14:00)
      const target = await pointIn(page, dayKey(thursday), 14 * 60 + 15);
      await mouseDrag(page, grab, target, false);
      await expectVisible(page.locator('[data-dragged="true"]'), "the dragged block");
      await screenshot(page, "74-calendar-dragging");
      await page.mouse.up();
      const scope = page.getByTestId("scope-dialog");
      await expectVisible(scope.getByText("Move recurring event"), "the scope question");
      await screenshot(page, "74-calendar-drag-scope");
      await scope.getByRole("button", { name: "This event", exact: true }).click();
      await expectToast(page, "Event updated successfully");
      const moved = column(page, dayKey(thursday)).getByRole("button", { name: new RegExp(`^${TITLE}`) });
      await expectVisible(moved, "the occurrence on Thursday");
      await expectCount(column(page, dayKey(tuesday)).getByRole("button", { name: new RegExp(`^${TITLE}`) }), 0, "occurrences left on Tuesday");

      // after a reload: the occurrence is on Thursday at 14:00, the series keeps next week's Tuesday
      await page.reload();
      await waitForHeading(page, "Calendar");
      await expectVisible(moved, "the moved occurrence after a reload");
      expectEqual(await moved.getAttribute("data-start"), await localIso(page, thursday, 14), "the moved occurrence's start");
      await expectCount(column(page, dayKey(tuesday)).getByRole("button", { name: new RegExp(`^${TITLE}`) }), 0, "occurrences on Tuesday after a reload");
      await scrollGridTo(page, 8);
      await screenshot(page, "74-calendar-week-moved");
      await page.getByRole("button", { name: "Next week" }).click();
      await expectVisible(column(page, dayKey(plusDays(tuesday, 7))).getByRole("button", { name: new RegExp(`^${TITLE}`) }), "next week's occurrence, still on Tuesday");
      await page.getByRole("button", { name: "Previous week" }).click();

      // a range dragged on Wednesday's empty slots: the create dialog with it
      await scrollGridTo(page, 8);
      const wednesday = dayKey(plusDays(monday, 2));
      await mouseDrag(page, await pointIn(page, wednesday, 15 * 60 + 5), await pointIn(page, wednesday, 16 * 60 + 25), false);
      await expectVisible(column(page, wednesday).getByTestId("drag-preview"), "the range being dragged");
      await page.mouse.up();
      await expectVisible(dialog(page).getByRole("heading", { name: "Create New Event" }), "the create dialog");
      const start = await dialog(page).getByLabel("Start time").inputValue();
      const end = await dialog(page).getByLabel("End time").inputValue();
      expectEqual(start.slice(11), "15:00", "the dragged range's start");
      expectEqual(end.slice(11), "16:30", "the dragged range's end");
      await screenshot(page, "74-calendar-drag-create");
      await page.keyboard.press("Escape");

      // the Day view of Thursday
      await page.getByRole("button", { name: "Day", exact: true }).click();
      await expectVisible(page.locator('[data-testid="time-grid"][data-days="1"]'), "the Day view");
    },
    { viewport: { width: 1280, height: 800 } },
  );

  // a phone: the week and the day with the moved occurrence
  await withPage(
    t,
    "74-calendar-drag-phone",
    async (page) => {
      await registerUser(page, uniqueEmail("calendar-drag-phone"));
      expectEqual((await api(page, "PUT", "/api/settings/calendar", { weekStart: "monday" })).status, 200, "the week start saved");
      const { monday, zone } = await thisWeek(page);
      const tuesday = plusDays(monday, 1);
      const { json: client } = await api(page, "POST", "/api/clients", { name: "Lucía Brightline", email: "lucia@brightline.test" });
      const { json: series } = await api(page, "POST", "/api/calendar", {
        title: TITLE, startTime: await localIso(page, tuesday, 10), endTime: await localIso(page, tuesday, 11), timeZone: zone,
        isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1", clientId: client.id,
      });
      // one occurrence moved to Thursday 14:00, as the drag saves it
      const thursday = plusDays(monday, 3);
      const moved = await api(page, "PUT", `/api/calendar/${series.id}?occurrence=${encodeURIComponent(await localIso(page, tuesday, 10))}&scope=this`, {
        startTime: await localIso(page, thursday, 14), endTime: await localIso(page, thursday, 15),
      });
      expectEqual(moved.status, 200, "the occurrence moved");
      await page.goto("/calendar");
      await waitForHeading(page, "Calendar");
      await expectVisible(page.getByTestId("time-grid"), "the Week view");
      await scrollGridTo(page, 9);
      await waitForEqual(async () => column(page, dayKey(thursday)).getByTestId("grid-event").count(), 1, "the moved occurrence on Thursday");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expectEqual(overflow, 0, "horizontal overflow of the week view on a phone");
      await screenshot(page, "74-calendar-week-phone");
      await page.getByRole("button", { name: "Day", exact: true }).click();
      await expectVisible(page.locator('[data-testid="time-grid"][data-days="1"]'), "the Day view");
      // to Thursday, a day at a time
      const steps = await page.evaluate(([y, m, d]) => {
        const now = new Date();
        return Math.round((new Date(y, m, d).getTime() - new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()) / 86_400_000);
      }, [thursday.year, thursday.month, thursday.day] as const);
      for (let i = 0; i < Math.abs(steps); i++) await page.getByRole("button", { name: steps > 0 ? "Next day" : "Previous day" }).click();
      await expectVisible(column(page, dayKey(thursday)).getByRole("button", { name: new RegExp(`^${TITLE}`) }), "the moved occurrence in Thursday's Day view");
      await scrollGridTo(page, 12);
      await screenshot(page, "74-calendar-day-phone");

      // the client's page lists the series linked to it and an event its e-mail is invited to (said so)
      const friday = plusDays(monday, 11);
      expectEqual((await api(page, "POST", "/api/calendar", {
        title: "Portfolio review", startTime: await localIso(page, friday, 9), endTime: await localIso(page, friday, 10), timeZone: zone,
        attendeeEmails: ["Lucia@Brightline.test"],
      })).status, 201, "the event the client is invited to");
      await page.goto(`/clients/${encodeURIComponent(Buffer.from(`Client:${client.id}`).toString("base64"))}`);
      await waitForHeading(page, "Lucía Brightline");
      const events = page.getByTestId("hub-events");
      await expectVisible(events.getByRole("link", { name: "Portfolio review" }), "the event the client is invited to");
      await expectCount(events.getByText(/ · Invited$/), 1, "rows saying 'Invited' (the linked series' do not)");
      await expectVisible(events.getByRole("link", { name: TITLE }).first(), "the series linked to the client");
      await events.scrollIntoViewIfNeeded();
      await screenshot(page, "74-client-events-phone");
      // a row opens the event in the calendar, at its day (the Day view, last used here, shows that Friday)
      await events.getByRole("link", { name: "Portfolio review" }).click();
      await expectVisible(page.getByRole("dialog", { name: "Edit Event" }), "the event opened from the client's page");
      await expectVisible(column(page, dayKey(friday)), "the calendar at the event's day");
      await waitForEqual(async () => new URL(page.url()).search, "", "the calendar's address once the links are read");
    },
    { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  );

  // the connected calendar's busy time (an event put there by another app) greyed in the Week view
  const dav = await startRadicale();
  try {
    await withPage(
      t,
      "74-calendar-busy",
      async (page) => {
        await registerUser(page, uniqueEmail("calendar-busy"));
        expectEqual((await api(page, "PUT", "/api/settings/calendar", { weekStart: "monday" })).status, 200, "the week start saved");
        const { monday } = await thisWeek(page);
        const wednesday = plusDays(monday, 2);
        const ical = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
        const client = await createDAVClient({ serverUrl: dav.url, credentials: { username: dav.username, password: dav.password }, authMethod: "Basic", defaultAccountType: "caldav" });
        await client.createCalendarObject({
          calendar: { url: dav.url } as never,
          filename: "dentist.ics",
          iCalString: ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN", "BEGIN:VEVENT", "UID:dentist-e2e@phone", `DTSTAMP:${ical(new Date().toISOString())}`,
            `DTSTART:${ical(await localIso(page, wednesday, 13))}`, `DTEND:${ical(await localIso(page, wednesday, 14, 30))}`, "SUMMARY:Dentist", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n"),
        });
        await page.goto("/calendar");
        await waitForHeading(page, "Calendar");
        // nothing is busy before a calendar is connected
        await expectVisible(page.getByTestId("time-grid"), "the Week view");
        await expectCount(page.getByTestId("busy-band"), 0, "busy bands before a calendar is connected");
        await page.getByRole("button", { name: "Integration" }).click();
        const panel = page.getByTestId("integration-panel");
        await panel.getByRole("button", { name: "Connect CalDAV" }).click();
        const form = panel.getByTestId("caldav-form");
        await form.getByLabel(/^Server URL/).fill(`${dav.root}/`);
        await form.getByLabel(/^User name/).fill(dav.username);
        await form.getByLabel(/^App password/).fill(dav.password);
        await form.getByRole("button", { name: "Connect", exact: true }).click();
        await expectToast(page, "CalDAV connected");
        await panel.getByTestId("calendar-choice").selectOption({ label: "Clientfolio" });
        await expectToast(page, "Calendar chosen");
        await page.reload();
        await waitForHeading(page, "Calendar");
        const band = column(page, dayKey(wednesday)).getByTestId("busy-band");
        await expectVisible(band, "Wednesday's busy time");
        expectEqual(await band.getAttribute("title"), "Busy in your calendar", "the band's title");
        const box = await band.boundingBox();
        expectEqual(Math.round(box?.height ?? 0), 1.5 * HOUR_PX, "the band's height (13:00 to 14:30)");
        await scrollGridTo(page, 10);
        await page.mouse.move(0, 0);
        await screenshot(page, "74-calendar-busy");
      },
      { viewport: { width: 1280, height: 800 } },
    );
  } finally {
    await dav.stop();
  }
}
