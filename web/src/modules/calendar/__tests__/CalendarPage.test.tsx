import { act, screen, waitFor, within } from "@testing-library/react";
import {
  anEvent,
  cards,
  expectToast,
  inCard,
  mutations,
  pendingOperation,
  rejectOperation,
  renderCalendarPage,
  renderCalendarRoute,
  resetToasts,
  resolveEvents,
  resolveOperation,
  user,
} from "./calendarTestUtils";

describe("CalendarPage", () => {
  beforeEach(resetToasts);

  it("shows the heading, subtitle and 'Create Event' at once, and 5 skeleton cards while the events load", async () => {
    const { environment } = renderCalendarRoute();
    expect(await screen.findByRole("heading", { level: 1, name: "Calendar" })).toBeInTheDocument();
    expect(screen.getByText("Manage your appointments and events")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Event" })).toBeInTheDocument();
    expect(screen.getAllByTestId("event-card-skeleton")).toHaveLength(5);
    expect(screen.getByRole("status")).toHaveTextContent("Loading events...");

    await resolveEvents(environment, [anEvent({ title: "Design review" })]);
    await waitFor(() => expect(screen.queryAllByTestId("event-card-skeleton")).toHaveLength(0));
    expect(cards()).toHaveLength(1);
  });

  it("shows one card per event, newest first as the API orders them", async () => {
    await renderCalendarPage([anEvent({ title: "Newest" }), anEvent({ title: "Older" }), anEvent({ title: "Oldest" })]);
    expect(cards().map((c) => c.querySelector("h2")?.textContent)).toEqual(["Newest", "Older", "Oldest"]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("asks for the first 50 events of the viewer", async () => {
    const { environment } = renderCalendarRoute();
    const op = await pendingOperation(environment, "CalendarPageQuery");
    expect(op.request.variables).toEqual({ count: 50 });
  });

  it("offers the Upcoming, Day, Week, Month and All events views, and opens the one last used", async () => {
    await renderCalendarPage([anEvent()]);
    const views = within(screen.getByRole("group", { name: "Calendar view" })).getAllByRole("button");
    expect(views.map((b) => b.textContent)).toEqual(["Upcoming", "Day", "Week", "Month", "All events"]);
    expect(screen.getByRole("button", { name: "All events" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Month" })).toHaveAttribute("aria-pressed", "false");
  });
});

describe("CalendarPage empty state", () => {
  beforeEach(resetToasts);

  it("shows 'No events scheduled' and 'Create Your First Event' opens the Create New Event dialog", async () => {
    await renderCalendarPage([]);
    expect(screen.getByText("No events scheduled")).toBeInTheDocument();
    expect(screen.getByText("Create your first event to get started")).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    await user().click(screen.getByRole("button", { name: "Create Your First Event" }));
    expect(await screen.findByRole("dialog", { name: "Create New Event" })).toBeInTheDocument();
  });

  it("'Create Event' opens the same dialog, and Cancel closes it", async () => {
    await renderCalendarPage([]);
    await user().click(screen.getByRole("button", { name: "Create Event" }));
    const dialog = await screen.findByRole("dialog", { name: "Create New Event" });
    await user().click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("Schedule Client Call (?new=call)", () => {
  beforeEach(resetToasts);

  it("opens the Create New Event dialog as a call and drops the parameter from the address", async () => {
    const { router } = await renderCalendarPage([], "/calendar?new=call");
    const dialog = await screen.findByRole("dialog", { name: "Create New Event" });
    expect(within(dialog).getByLabelText("Type")).toHaveValue("call");
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/calendar");
  });

  it("ignores an unknown type, and drops it too", async () => {
    const { router } = await renderCalendarPage([], "/calendar?new=party");
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("A link to one event (/calendar?event=, a search result or a hub's event)", () => {
  beforeEach(resetToasts);

  it("opens the event in the edit dialog, even when it is not on the first page, and leaves the address as /calendar", async () => {
    const event = anEvent({ title: "Budget review", location: "Room 4" });
    const { environment, router } = await renderCalendarPage([anEvent({ title: "Other" })], `/calendar?event=${encodeURIComponent(event.id)}`);
    await resolveOperation(environment, "CalendarPageLinkQuery", { Node: () => ({ __typename: "CalendarEvent" }), CalendarEvent: () => ({ ...event }) });
    const dialog = await screen.findByRole("dialog", { name: "Edit Event" });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue("Budget review");
    expect(within(dialog).getByLabelText("Location")).toHaveValue("Room 4");
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/calendar");
  });

  it("says so when the linked event is gone", async () => {
    const { environment, router } = await renderCalendarPage([anEvent({ title: "Other" })], "/calendar?event=Q2FsZW5kYXJFdmVudDo5OTk=");
    const op = await pendingOperation(environment, "CalendarPageLinkQuery");
    await act(async () => environment.mock.resolve(op, { data: { node: null } }));
    await expectToast("Error", "This event no longer exists.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });
});

describe("Deleting an event", () => {
  let confirmSpy: jest.SpyInstance<boolean, [message?: string]>;
  beforeEach(() => {
    resetToasts();
    confirmSpy = jest.spyOn(window, "confirm");
  });
  afterEach(() => confirmSpy.mockRestore());

  it("asks first and does nothing when cancelled", async () => {
    confirmSpy.mockReturnValue(false);
    const { environment } = await renderCalendarPage([anEvent({ title: "Keep Me" })]);
    await user().click(inCard("Keep Me").getByRole("button", { name: "Delete" }));
    expect(confirmSpy).toHaveBeenCalledWith("Are you sure you want to delete this event?");
    expect(mutations(environment)).toHaveLength(0);
  });

  it("asks about every occurrence for a recurring event", async () => {
    confirmSpy.mockReturnValue(false);
    await renderCalendarPage([anEvent({ title: "Standup", isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1" })]);
    await user().click(inCard("Standup").getByRole("button", { name: "Delete" }));
    expect(confirmSpy).toHaveBeenCalledWith("Are you sure you want to delete this event and all of its occurrences?");
  });

  it("deletes when confirmed: the card leaves the list, the toast says so, and the empty state returns", async () => {
    confirmSpy.mockReturnValue(true);
    const only = anEvent({ title: "Delete Me" });
    const { environment } = await renderCalendarPage([only]);
    await user().click(inCard("Delete Me").getByRole("button", { name: "Delete" }));
    const op = await pendingOperation(environment, "useDeleteCalendarEventMutation");
    expect(op.request.variables.input).toEqual({ id: only.id });
    expect(op.request.variables.connections).toHaveLength(1);
    await act(async () => {
      environment.mock.resolve(op, {
        data: { deleteCalendarEvent: { __typename: "DeleteCalendarEventPayload", deletedCalendarEventId: only.id, seriesKept: false } },
      });
    });
    await expectToast("Event deleted successfully");
    await waitFor(() => expect(cards()).toHaveLength(0));
    expect(screen.getByText("No events scheduled")).toBeInTheDocument();
  });

  it("keeps the card and shows 'Error' with the server's message when the event is gone", async () => {
    confirmSpy.mockReturnValue(true);
    const { environment } = await renderCalendarPage([anEvent({ title: "Gone" }), anEvent({ title: "Other" })]);
    await user().click(inCard("Other").getByRole("button", { name: "Delete" }));
    const op = await pendingOperation(environment, "useDeleteCalendarEventMutation");
    await act(async () => {
      environment.mock.resolve(op, { data: { deleteCalendarEvent: { __typename: "ConflictError", __isError: "ConflictError", message: "Try again later" } } });
    });
    await expectToast("Error", "Try again later");
    expect(cards()).toHaveLength(2);
  });

  it("shows 'Error' / 'Failed to delete event' when the request fails", async () => {
    confirmSpy.mockReturnValue(true);
    const { environment } = await renderCalendarPage([anEvent({ title: "Flaky" })]);
    await user().click(inCard("Flaky").getByRole("button", { name: "Delete" }));
    await rejectOperation(environment, "useDeleteCalendarEventMutation", new Error("Failed to fetch"));
    await expectToast("Error", "Failed to delete event");
    expect(cards()).toHaveLength(1);
  });
});
