import { screen, within } from "@testing-library/react";
import { paletteSolid } from "../../../../test/render";
import { anEvent, cardOf, dialog, dialogField, inCard, renderCalendarPage, resetToasts, user } from "./calendarTestUtils";

beforeEach(resetToasts);

describe("CalendarEventCard", () => {
  const full = anEvent({
    title: "Quarterly review",
    description: "Numbers, goals and the roadmap.",
    startTime: "2026-12-03T15:30:00.000Z",
    nextStartTime: "2027-01-14T15:30:00.000Z",
    endTime: "2026-12-03T16:30:00.000Z",
    location: "Acme HQ, Room 4",
    type: "meeting",
    isRecurring: true,
    recurrenceRule: "FREQ=WEEKLY;INTERVAL=2",
    attendeeEmails: ["ana@acme.test", "bob@acme.test"],
    meetingLink: "https://zoom.us/j/123456789",
    externalCalendarType: "caldav",
    syncError: "The calendar server answered 503",
    color: "#7b1fa2",
  });

  it("shows the title, description, start in the browser's format, location and the attendees with their addresses", async () => {
    await renderCalendarPage([full]);
    const card = inCard("Quarterly review");
    expect(card.getByRole("heading", { level: 2, name: "Quarterly review" })).toBeInTheDocument();
    expect(card.getByTestId("event-description")).toHaveTextContent("Numbers, goals and the roadmap.");
    const local = new Date("2026-12-03T15:30:00.000Z").toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
    expect(card.getByTestId("event-start")).toHaveTextContent(local);
    // a series also says when it next happens
    const next = new Date("2027-01-14T15:30:00.000Z").toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
    expect(card.getByTestId("event-next")).toHaveTextContent(`Next: ${next}`);
    expect(card.getByTestId("event-location")).toHaveTextContent("Acme HQ, Room 4");
    expect(card.getByTestId("event-attendees")).toHaveTextContent("2 attendees");
    expect(card.getByTestId("event-attendee-emails")).toHaveTextContent("ana@acme.test, bob@acme.test");
  });

  it("links 'Join Meeting' to the meeting in a new tab, without the opener", async () => {
    await renderCalendarPage([full]);
    const link = inCard("Quarterly review").getByRole("link", { name: "Join Meeting" });
    expect(link).toHaveAttribute("href", "https://zoom.us/j/123456789");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("shows the type, 'Recurring' with its label, the external calendar and the colour dot", async () => {
    await renderCalendarPage([full]);
    const card = inCard("Quarterly review");
    expect(card.getByTestId("event-type")).toHaveTextContent("Meeting");
    expect(card.getByTestId("event-recurring")).toHaveTextContent("Recurring · Bi-weekly");
    expect(card.getByTestId("event-external")).toHaveTextContent("caldav");
    expect(card.getByTestId("event-color")).toHaveAttribute("data-color", "#7b1fa2");
    expect(card.getByTestId("event-color")).toHaveStyle({ backgroundColor: "#7b1fa2" });
  });

  it("says why the last sync failed", async () => {
    await renderCalendarPage([full]);
    expect(inCard("Quarterly review").getByTestId("event-sync-error")).toHaveTextContent("Sync failed: The calendar server answered 503");
  });

  it("says which attendees the invitation did not reach and why, and why the reminder e-mail was not sent", async () => {
    await renderCalendarPage([anEvent({
      title: "Launch", attendeeEmails: ["ana@acme.test", "bob@acme.test"],
      invitationFailures: [{ email: "bob@acme.test", reason: "E-mail quota reached: at most 100 e-mails per hour. Try again in 12 minutes." }],
      reminderEmailError: "The reminder e-mail of Thu 3 Dec, 15:00 (UTC) was not sent: E-mail quota reached: at most 100 e-mails per hour. Try again in 12 minutes.",
    }), anEvent({ title: "Quiet" })]);
    const card = inCard("Launch");
    expect(card.getByTestId("event-invitation-failures")).toHaveTextContent(
      "Not invited: bob@acme.test (E-mail quota reached: at most 100 e-mails per hour. Try again in 12 minutes.)");
    expect(card.getByTestId("event-reminder-error")).toHaveTextContent(
      "The reminder e-mail of Thu 3 Dec, 15:00 (UTC) was not sent: E-mail quota reached: at most 100 e-mails per hour. Try again in 12 minutes.");
    expect(inCard("Quiet").queryByTestId("event-invitation-failures")).toBeNull();
    expect(inCard("Quiet").queryByTestId("event-reminder-error")).toBeNull();
  });

  it("paints each type's badge in its colour: meeting blue, call green, deadline red, reminder yellow", async () => {
    await renderCalendarPage([
      anEvent({ title: "A meeting", type: "meeting" }),
      anEvent({ title: "A call", type: "call" }),
      anEvent({ title: "A deadline", type: "deadline" }),
      anEvent({ title: "A reminder", type: "reminder" }),
    ]);
    const badge = (title: string) => inCard(title).getByTestId("event-type");
    expect(badge("A meeting")).toHaveTextContent("Meeting");
    expect(paletteSolid(badge("A meeting"))).toBe("var(--chakra-colors-blue-solid)");
    expect(badge("A call")).toHaveTextContent("Call");
    expect(paletteSolid(badge("A call"))).toBe("var(--chakra-colors-green-solid)");
    expect(badge("A deadline")).toHaveTextContent("Deadline");
    expect(paletteSolid(badge("A deadline"))).toBe("var(--chakra-colors-red-solid)");
    expect(badge("A reminder")).toHaveTextContent("Reminder");
    expect(paletteSolid(badge("A reminder"))).toBe("var(--chakra-colors-yellow-solid)");
  });

  it("leaves out what the event does not have", async () => {
    await renderCalendarPage([anEvent({ title: "Bare" })]);
    const card = inCard("Bare");
    expect(card.queryByTestId("event-description")).not.toBeInTheDocument();
    expect(card.queryByTestId("event-location")).not.toBeInTheDocument();
    expect(card.queryByRole("link", { name: "Join Meeting" })).not.toBeInTheDocument();
    expect(card.queryByTestId("event-recurring")).not.toBeInTheDocument();
    expect(card.queryByTestId("event-external")).not.toBeInTheDocument();
    expect(card.queryByTestId("event-sync-error")).not.toBeInTheDocument();
    expect(card.getByTestId("event-attendees")).toHaveTextContent("No attendees");
  });

  it("never links a meeting link that is not an http(s) URL", async () => {
    await renderCalendarPage([anEvent({ title: "Odd link", meetingLink: "javascript:alert(1)" })]);
    expect(inCard("Odd link").queryByRole("link")).not.toBeInTheDocument();
  });

  it("'Edit' opens 'Edit Event' with the event's values", async () => {
    await renderCalendarPage([full]);
    await user().click(within(cardOf("Quarterly review")).getByRole("button", { name: "Edit" }));
    expect(await screen.findByRole("dialog", { name: "Edit Event" })).toBeInTheDocument();
    expect(dialogField("Title")).toHaveValue("Quarterly review");
    expect(dialogField("Description")).toHaveValue("Numbers, goals and the roadmap.");
    const d = new Date("2026-12-03T15:30:00.000Z");
    const p = (n: number) => String(n).padStart(2, "0");
    expect(dialogField("Start time")).toHaveValue(`${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`);
    expect(dialogField("Location")).toHaveValue("Acme HQ, Room 4");
    expect(dialogField("Type")).toHaveValue("meeting");
    expect(within(dialog()).getByRole("checkbox", { name: "Recurring event" })).toBeChecked();
    expect(dialogField("Repeats")).toHaveValue("FREQ=WEEKLY;INTERVAL=2");
    expect(within(dialog()).getAllByTestId("attendee-chip").map((c) => c.textContent)).toEqual(["ana@acme.test", "bob@acme.test"]);
    expect(within(dialog()).getByRole("radio", { name: "Purple" })).toBeChecked();
  });
});
