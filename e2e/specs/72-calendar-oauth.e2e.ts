import {
  type E2E,
  api,
  expect,
  expectEqual,
  expectToast,
  expectVisible,
  registerUser,
  screenshot,
  uniqueEmail,
  withPage,
} from "../lib";

export const name = "Calendar: connect Google in one click through the (local) consent page, come back connected, add a Google Meet link to an event, push it to the Google calendar and bring back a change made there";

export async function run(t: E2E): Promise<void> {
  if (!t.oauth) throw new Error("this spec needs the runner's local OAuth servers (not available with E2E_BASE_URL)");
  const oauth = t.oauth;
  // the app's PUBLIC_URL (the redirect URI the platforms send the browser back to) is http://localhost:<port>: the
  // browser uses that address from the start, so the session cookie comes back with the callback
  const appUrl = t.baseUrl.replace("127.0.0.1", "localhost");
  const account = `ada-${Date.now()}@gmail.example`;
  await withPage(t, "72-calendar-oauth", async (page) => {
    await registerUser(page, uniqueEmail("oauth"), { firstName: "Ada", lastName: "Lovelace" });
    const { json: event } = await api(page, "POST", "/api/calendar", {
      title: "Kick-off with Acme", startTime: "2030-03-04T09:00:00Z", endTime: "2030-03-04T10:00:00Z",
    });
    await page.goto("/calendar");
    await page.getByRole("button", { name: "Integration" }).click();
    const panel = page.getByTestId("integration-panel");
    const google = panel.locator('[data-testid="account-provider"][data-provider="google"]');
    await expectVisible(google.getByText("Not Connected", { exact: true }), "Google not connected yet");

    // Connect Google: the consent page of the (local) Google, signed in as the test's account
    oauth.account.google = account;
    await google.getByRole("link", { name: "Connect Google" }).click();
    await page.waitForURL((u) => u.pathname === "/o/oauth2/v2/auth");
    await expectVisible(page.getByText("Clientfolio wants to access your Google account", { exact: true }), "the consent page");
    await expectVisible(page.getByTestId("fake-account").getByText(account, { exact: true }), "the account on the consent page");
    expect(new URL(page.url()).searchParams.get("code_challenge_method") === "S256", "PKCE S256 asked for");
    await screenshot(page, "calendar-oauth-consent");
    await page.getByRole("button", { name: "Allow" }).click();

    // back on the calendar: the toast, the panel open with the account connected
    await page.waitForURL((u) => u.pathname === "/calendar" && u.search === "");
    await expectToast(page, "Google connected");
    await expectVisible(google.getByTestId("account-label").getByText(account, { exact: true }), "the connected account");
    expectEqual(await google.getByTestId("account-status").textContent(), "Connected", "Google's state");
    // the account's calendars, read when it connected: events sync with the one chosen here
    const [primary] = oauth.calendars.google.calendarsOf(account);
    await google.getByTestId("calendar-choice").selectOption({ label: primary.name });
    await expectToast(page, "Calendar chosen");
    await expectVisible(google.getByRole("button", { name: "Sync now" }), "Sync now, once a calendar is chosen");
    await page.mouse.move(0, 0);
    await screenshot(page, "calendar-oauth-connected");

    // a Google Meet link for the event, made on the connected account
    await panel.getByLabel("Event").selectOption({ index: 1 });
    await panel.getByLabel("Platform").selectOption({ value: "meet" });
    await panel.getByRole("button", { name: "Add Meeting Link" }).click();
    await expectToast(page, "Meeting Link Generated");
    const meeting = oauth.meetings.find((m) => m.provider === "google" && m.account === account);
    expect(!!meeting, "the meeting made on the connected Google account");
    const saved = ((await api(page, "GET", "/api/calendar")).json as { id: string; meetingLink: string; meetingPlatform: string }[]).find((e) => e.id === event.id)!;
    expectEqual(saved.meetingLink, meeting!.joinUrl, "the event's meeting link");
    expectEqual(saved.meetingPlatform, "meet", "the event's meeting platform");
    // the events as stored, each as its card
    await page.getByRole("button", { name: "All events", exact: true }).click();
    const card = page.getByRole("article", { name: "Kick-off with Acme" });
    await card.scrollIntoViewIfNeeded();
    await expectVisible(card.locator(`a[href="${meeting!.joinUrl}"]`), "the link on the event's card");
    await page.mouse.move(0, 0);
    await screenshot(page, "calendar-oauth-event-with-meet");

    // two-way sync with the Google calendar chosen above: the event pushed there, then moved and retitled there (as
    // the phone would) and brought back by Sync now
    const { json: integrations } = await api(page, "GET", "/api/integrations");
    const connection = (integrations as { provider: string; calendar: { name: string } | null }[]).find((c) => c.provider === "google")!;
    expectEqual(connection.calendar?.name, primary.name, "the Google calendar chosen");
    await api(page, "POST", "/api/calendar/sync", { eventId: event.id, providerType: "google" });
    const there = oauth.calendars.google.events(account, primary.id).find((e) => e.body.summary === "Kick-off with Acme");
    expect(!!there, "the event pushed to the Google calendar");
    expect(String(there!.body.description ?? "").includes(meeting!.joinUrl), "its Meet link in the pushed description");
    oauth.calendars.google.edit(account, primary.id, there!.id, {
      summary: "Kick-off with Acme (moved on the phone)",
      start: { dateTime: "2030-03-05T14:00:00Z", timeZone: "UTC" }, end: { dateTime: "2030-03-05T15:00:00Z", timeZone: "UTC" },
    });
    const { status } = await api(page, "POST", "/api/calendar/pull");
    expectEqual(status, 202, "Sync now queued");
    type Row = { id: string; title: string; startTime: string; meetingLink: string };
    let back: Row | undefined;
    for (let i = 0; i < 60 && back?.title !== "Kick-off with Acme (moved on the phone)"; i++) {
      if (i) await page.waitForTimeout(500);
      back = ((await api(page, "GET", "/api/calendar")).json as Row[]).find((e) => e.id === event.id);
    }
    expectEqual(back?.title, "Kick-off with Acme (moved on the phone)", "the change made in Google Calendar, back in the app");
    await page.reload();
    await page.getByRole("button", { name: "All events", exact: true }).click();
    const pulled = page.getByRole("article", { name: "Kick-off with Acme (moved on the phone)" });
    await expectVisible(pulled, "the pulled event's card");
    expectEqual(back!.startTime, "2030-03-05T14:00:00.000Z", "the event's new start");
    expectEqual(back!.meetingLink, meeting!.joinUrl, "its meeting link kept");
    await pulled.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await screenshot(page, "calendar-google-pulled");
  }, { baseURL: appUrl });
}
