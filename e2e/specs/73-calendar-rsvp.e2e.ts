import {
  type E2E,
  api,
  expect,
  expectEqual,
  expectVisible,
  newContext,
  registerUser,
  screenshot,
  uniqueEmail,
  waitForHeading,
  withPage,
} from "../lib";

export const name =
  "calendar RSVP: an invitation sent to an attendee, its Accept link opened in a fresh browser on a 390 px phone (no session; the page records nothing until the choice is confirmed), Accept, then the provider's details card shows Accepted";

const TITLE = "Kick-off with Acme";

export async function run(t: E2E): Promise<void> {
  if (!t.mail) throw new Error("this spec reads the app's e-mail: run it through e2e/run.ts");
  const guest = uniqueEmail("rsvp-guest");
  await withPage(t, "73-calendar-rsvp", async (page) => {
    await registerUser(page, uniqueEmail("calendar-rsvp"));
    await api(page, "POST", "/api/clients", { name: "Ana Lima", email: guest });
    // tomorrow at 10:00 in the browser's zone, for an hour
    const start = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 1);
      d.setHours(10, 0, 0, 0);
      return d.toISOString();
    });
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const created = await api(page, "POST", "/api/calendar", {
      title: TITLE, startTime: start, endTime: new Date(new Date(start).getTime() + 3_600_000).toISOString(), timeZone: zone,
      location: "Studio 2", attendeeEmails: [guest],
    });
    expectEqual(created.status, 201, "the event created");

    const mail = await t.mail!.waitFor((m) => m.to.includes(guest) && m.subject === `Invitation: ${TITLE}`);
    const accept = /^Accept: (\S+)$/m.exec(mail.text)?.[1];
    expect(accept, `the e-mail's text part carries the Accept link: ${mail.text}`);
    expect(/Maybe: \S+\?answer=tentative/.test(mail.text) && /Decline: \S+\?answer=declined/.test(mail.text), "Maybe and Decline too");
    expect(/<a href="[^"]+\?answer=accepted"[^>]*>Accept<\/a>/.test(mail.html), "the HTML part's Accept button");
    const url = new URL(accept!);

    // the attendee: a fresh browser, no session, a phone
    const phone = await newContext(t, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const p = phone.page;
      await p.goto(`${url.pathname}${url.search}`);
      await expectVisible(p.getByRole("heading", { name: TITLE }), "the event on the RSVP page");
      await expectVisible(p.getByText("Confirm your answer"), "the choice to confirm (a GET records nothing)");
      await expectVisible(p.getByText("You have not answered yet."), "no answer recorded by opening the link");
      const width = await p.evaluate(() => document.documentElement.scrollWidth);
      expect(width <= 390, `the page fits a 390 px screen (scroll width ${width})`);
      await screenshot(p, "calendar-rsvp-phone", true);
      await p.getByRole("button", { name: "Accept", exact: true }).click();
      await expectVisible(p.getByText(`Thank you. You accepted ${TITLE}`), "the confirmation after accepting");
      await expectVisible(p.getByText("Accepted", { exact: true }), "the answer on the page");
      await screenshot(p, "calendar-rsvp-accepted", true);
    } finally {
      await phone.context.close();
    }

    // the provider: the Upcoming list, the event's details card with the attendee's answer
    await page.goto("/calendar");
    await waitForHeading(page, "Calendar");
    await page.getByRole("button", { name: "Upcoming", exact: true }).click();
    await page.getByTestId("upcoming-item").filter({ hasText: TITLE }).first().click();
    const details = page.getByTestId("event-details");
    await expectVisible(details.getByRole("heading", { name: TITLE }), "the details card");
    const row = details.getByTestId("details-attendee").filter({ hasText: guest });
    await expectVisible(row.getByTestId("details-rsvp").getByText("Accepted", { exact: true }), "the attendee's Accepted badge on the card");
    await page.mouse.move(0, 0);
    await screenshot(page, "calendar-rsvp-details");
  });
}
