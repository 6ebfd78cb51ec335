import { act, screen, waitFor, within } from "@testing-library/react";
import { addDays, startOfDay } from "../calendarView";
import {
  BROWSER_ZONE,
  anEvent,
  dialog,
  dialogField,
  mutations,
  occurrencesOf,
  pendingOperation,
  renderCalendarPage,
  resetToasts,
  resolveMonth,
  user,
} from "./calendarTestUtils";

beforeEach(resetToasts);

const day = addDays(startOfDay(new Date()), 1);
const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 14, 0);
const otherZone = BROWSER_ZONE === "Asia/Tokyo" ? "America/New_York" : "Asia/Tokyo";
const review = anEvent({
  title: "Quarterly review",
  description: "Numbers, goals and the roadmap.",
  location: "Acme HQ, Room 4",
  attendeeEmails: ["ana@acme.test", "bob@acme.test"],
  meetingLink: "https://zoom.us/j/123456789",
  timeZone: otherZone,
  client: { id: "Q2xpZW50OjE=", name: "Acme Studio" },
  project: { id: "UHJvamVjdDox", name: "Website relaunch" },
  startTime: start.toISOString(),
  endTime: new Date(start.getTime() + 3_600_000).toISOString(),
});

async function openDetails(event = review) {
  const result = await renderCalendarPage([], undefined, "upcoming");
  await resolveMonth(result.environment, occurrencesOf(event, [start]));
  await user().click(await screen.findByTestId("upcoming-item"));
  const details = await screen.findByTestId("event-details");
  return { ...result, details: within(details) };
}

describe("The event details card", () => {
  it("shows the time in the viewer's zone and in the event's own, the location, client and project links, attendees, the join button and the description", async () => {
    const { details } = await openDetails();
    expect(details.getByRole("heading", { name: "Quarterly review" })).toBeInTheDocument();
    const viewerTime = new Intl.DateTimeFormat(undefined, { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" })
      .formatRange(start, new Date(start.getTime() + 3_600_000))
      .replace(/\s+/g, " ");
    expect(details.getByTestId("details-time")).toHaveTextContent(viewerTime);
    const own = details.getByTestId("details-own-time");
    expect(own).toHaveTextContent(otherZone.replace(/_/g, " "));
    expect(own).toHaveTextContent(new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit", timeZone: otherZone }).format(start).replace(/\s+/g, " "));
    expect(details.getByTestId("details-location")).toHaveTextContent("Acme HQ, Room 4");
    expect(details.getByRole("link", { name: "Acme Studio" })).toHaveAttribute("href", expect.stringContaining(encodeURIComponent("Q2xpZW50OjE=")));
    expect(details.getByRole("link", { name: "Website relaunch" })).toHaveAttribute("href", expect.stringContaining(encodeURIComponent("UHJvamVjdDox")));
    // no answer from either yet
    expect(details.getAllByTestId("details-attendee").map((a) => a.textContent)).toEqual(["ana@acme.testNo answer", "bob@acme.testNo answer"]);
    const join = details.getByRole("link", { name: "Join Meeting" });
    expect(join).toHaveAttribute("href", "https://zoom.us/j/123456789");
    expect(join).toHaveAttribute("target", "_blank");
    expect(join).toHaveAttribute("rel", "noopener noreferrer");
    expect(details.getByTestId("details-description")).toHaveTextContent("Numbers, goals and the roadmap.");
  });

  it("shows each attendee's answer to the invitation as a badge: Accepted, Maybe, Declined or No answer", async () => {
    const answered = {
      ...review,
      attendeeEmails: ["ana@acme.test", "Bob@acme.test", "cid@acme.test", "dan@acme.test"],
      attendees: [
        { email: "ana@acme.test", rsvp: "accepted", respondedAt: "2026-11-20T09:00:00.000Z" },
        { email: "Bob@acme.test", rsvp: "tentative", respondedAt: "2026-11-20T09:00:00.000Z" },
        { email: "cid@acme.test", rsvp: "declined", respondedAt: "2026-11-20T09:00:00.000Z" },
        { email: "dan@acme.test", rsvp: null, respondedAt: null },
      ],
    };
    const { details } = await openDetails(answered);
    const rows = details.getAllByTestId("details-attendee");
    expect(rows.map((r) => within(r).getByTestId("details-rsvp").textContent)).toEqual(["Accepted", "Maybe", "Declined", "No answer"]);
    expect(rows[0]).toHaveTextContent("ana@acme.test");
    expect(rows[1]).toHaveTextContent("Bob@acme.test");
  });

  it("leaves out the other zone, the links and the join button when the event has none", async () => {
    const plain = anEvent({ title: "Focus time", startTime: start.toISOString(), endTime: new Date(start.getTime() + 3_600_000).toISOString() });
    const { details } = await openDetails(plain);
    expect(details.queryByTestId("details-own-time")).not.toBeInTheDocument();
    expect(details.queryByTestId("details-client")).not.toBeInTheDocument();
    expect(details.queryByRole("link", { name: "Join Meeting" })).not.toBeInTheDocument();
    expect(details.getByTestId("details-attendees")).toHaveTextContent("No attendees");
  });

  it("never links a meeting link that is not an http(s) URL", async () => {
    const { details } = await openDetails(anEvent({ title: "Odd", meetingLink: "javascript:alert(1)" }));
    expect(details.queryByRole("link", { name: "Join Meeting" })).not.toBeInTheDocument();
  });

  it("'Edit' opens 'Edit Event' with the event's values", async () => {
    await openDetails();
    await user().click(within(screen.getByTestId("event-details")).getByRole("button", { name: "Edit" }));
    expect(await screen.findByRole("dialog", { name: "Edit Event" })).toBeInTheDocument();
    expect(dialogField("Title")).toHaveValue("Quarterly review");
  });

  it("'Duplicate' opens 'Create New Event' with a copy, and creates a new event linked to the same client and project", async () => {
    const { environment } = await openDetails();
    await user().click(within(screen.getByTestId("event-details")).getByRole("button", { name: "Duplicate" }));
    await waitFor(() => expect(screen.queryByTestId("event-details")).not.toBeInTheDocument());
    expect(await screen.findByRole("dialog", { name: "Create New Event" })).toBeInTheDocument();
    expect(dialogField("Title")).toHaveValue("Quarterly review");
    expect(dialogField("Location")).toHaveValue("Acme HQ, Room 4");
    await user().click(within(dialog()).getByRole("button", { name: "Create Event" }));
    const op = await pendingOperation(environment, "useCreateCalendarEventMutation");
    expect(op.request.variables.input).toMatchObject({
      title: "Quarterly review",
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3_600_000).toISOString(),
      attendeeEmails: ["ana@acme.test", "bob@acme.test"],
      clientId: "Q2xpZW50OjE=",
      projectId: "UHJvamVjdDox",
    });
  });

  it("'Delete' asks first: cancelled, nothing is sent; confirmed, the event is deleted", async () => {
    const { environment } = await openDetails();
    const confirm = jest.spyOn(window, "confirm").mockReturnValueOnce(false);
    await user().click(within(screen.getByTestId("event-details")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this event?"));
    expect(mutations(environment)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByTestId("event-details")).not.toBeInTheDocument());

    await user().click(screen.getByTestId("upcoming-item"));
    confirm.mockReturnValueOnce(true);
    await user().click(within(await screen.findByTestId("event-details")).getByRole("button", { name: "Delete" }));
    const op = await pendingOperation(environment, "useDeleteCalendarEventMutation");
    expect(op.request.variables.input).toEqual({ id: review.id });
    await act(async () => {
      environment.mock.resolve(op, { data: { deleteCalendarEvent: { __typename: "DeleteCalendarEventPayload", deletedCalendarEventId: review.id, seriesKept: false } } });
    });
    confirm.mockRestore();
  });
});
