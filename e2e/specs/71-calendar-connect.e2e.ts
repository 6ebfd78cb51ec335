import { createDAVClient } from "tsdav";
import { startRadicale, type TestRadicale } from "../../api/test/radicale";
import {
  type E2E,
  answerNextConfirm,
  api,
  expect,
  expectEqual,
  expectHidden,
  expectToast,
  expectVisible,
  openFromSidebar,
  registerUser,
  screenshot,
  uniqueEmail,
  waitForEqual,
  withPage,
} from "../lib";

export const name = "Calendar: connect the workspace's own CalDAV calendar by the form (a refused password, then the calendar chosen), sync an event to it, change it on the server and Sync now, disconnect";

export async function run(t: E2E): Promise<void> {
  // a real CalDAV server on loopback, which the app's server reaches as a self-hoster's would
  const dav: TestRadicale = await startRadicale();
  try {
    await withPage(t, "71-calendar-connect", async (page) => {
      await registerUser(page, uniqueEmail("caldav"), { firstName: "Ada", lastName: "Lovelace" });
      const { json: event } = await api(page, "POST", "/api/calendar", {
        title: "Pushed kick-off", startTime: "2030-03-04T09:00:00Z", endTime: "2030-03-04T10:00:00Z",
      });
      await openFromSidebar(page, "Calendar", "/calendar", "Calendar");
      // the events as stored, each as its card
      await page.getByRole("button", { name: "All events", exact: true }).click();
      await page.getByRole("button", { name: "Integration" }).click();
      const panel = page.getByTestId("integration-panel");
      await expectVisible(panel.getByText("No Calendar Providers", { exact: true }), "'No Calendar Providers'");
      await expectVisible(panel.getByText("Configure calendar integrations in your environment settings", { exact: true }), "the spec's hint");
      expectEqual(await panel.getByTestId("provider-status").allTextContents(), ["Not Connected"], "the provider's state");
      await panel.getByRole("button", { name: "Connect CalDAV" }).click();
      const form = panel.getByTestId("caldav-form");
      await form.getByLabel(/^Server URL/).fill(`${dav.root}/`);
      await form.getByLabel(/^User name/).fill(dav.username);
      await form.getByLabel(/^App password/).fill("not the password");
      await form.getByRole("button", { name: "Connect", exact: true }).click();
      await expectVisible(form.getByText("The CalDAV server refused the user name or password (401)", { exact: true }), "the server's refusal under the password");
      await page.mouse.move(0, 0);
      await screenshot(page, "calendar-connect-refused");

      await form.getByLabel(/^App password/).fill(dav.password);
      await form.getByRole("button", { name: "Connect", exact: true }).click();
      await expectToast(page, "CalDAV connected");
      await expectHidden(form, "the form, once connected");
      await expectVisible(panel.getByTestId("provider-account").getByText(`${dav.username} at ${new URL(dav.root).host}`, { exact: true }), "the connected account");
      await expectHidden(panel.getByText("No Calendar Providers", { exact: true }), "the empty state, once connected");
      const choice = panel.getByTestId("calendar-choice");
      expectEqual(await choice.locator("option").allTextContents(), ["Choose a calendar", "Clientfolio"], "the calendars found");
      // none chosen yet: a sync is refused with the reason
      const early = await page.evaluate(async (id) => (await fetch("/api/calendar/sync", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ eventId: id, providerType: "caldav" }) })).json(), event.id);
      expectEqual(early.message, "Choose a calendar first", "a sync before a calendar is chosen");
      await choice.selectOption({ label: "Clientfolio" });
      await expectToast(page, "Calendar chosen");
      await page.mouse.move(0, 0);
      await screenshot(page, "calendar-connected");

      // the event pushed to the workspace's calendar, as another client reads it
      await panel.getByLabel("Event").selectOption({ index: 1 });
      await panel.getByRole("button", { name: "Sync", exact: true }).click();
      await expectToast(page, "Event synced with external calendar");
      const client = await createDAVClient({ serverUrl: dav.url, credentials: { username: dav.username, password: dav.password }, authMethod: "Basic", defaultAccountType: "caldav" });
      const objects = await client.fetchCalendarObjects({ calendar: { url: dav.url } as never });
      expectEqual(objects.length, 1, "objects in the connected calendar");
      expect(objects[0].data.includes("SUMMARY:Pushed kick-off"), "the event in the connected calendar");

      // changed on the server, as a phone would: Sync now brings the change back into the app
      const changed = objects[0].data.replace("SUMMARY:Pushed kick-off", "SUMMARY:Kick-off moved on the phone");
      const put = await client.updateCalendarObject({ calendarObject: { url: objects[0].url, data: changed, etag: objects[0].etag } });
      expect(put.ok, "the change written on the server");
      await expectVisible(panel.getByTestId("last-synced"), "when the calendar was last read back");
      await panel.getByRole("button", { name: "Sync now" }).click();
      await expectToast(page, "Syncing your calendar");
      await expectVisible(page.getByTestId("event-card").filter({ hasText: "Kick-off moved on the phone" }), "the change made on the server, in the app", 20_000);
      await expectVisible(panel.getByTestId("last-synced").getByText(/^Last synced /), "the time of the pull, once it is over");
      await page.mouse.move(0, 0);
      await screenshot(page, "calendar-synced-back");

      // Disconnect asks first
      const question = answerNextConfirm(page, true);
      await panel.getByRole("button", { name: "Disconnect" }).click();
      expect((await question).startsWith(`Disconnect ${dav.username} at`), "the question before disconnecting");
      await expectToast(page, "Disconnected");
      await waitForEqual(() => panel.getByTestId("provider-status").allTextContents(), ["Not Connected"], "the provider's state after Disconnect");
      await expectVisible(panel.getByRole("button", { name: "Connect CalDAV" }), "Connect again");
      expectEqual((await api(page, "GET", "/api/integrations")).json, [], "the workspace's connections");
    });
  } finally {
    await dav.stop();
  }
}
