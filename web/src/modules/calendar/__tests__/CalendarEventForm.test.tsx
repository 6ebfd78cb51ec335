import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import {
  anEvent,
  answerValidationError,
  cards,
  dialog,
  dialogField,
  expectToast,
  inCard,
  mutations,
  pendingOperation,
  rejectOperation,
  renderCalendarPage,
  resetToasts,
  user,
} from "./calendarTestUtils";

let u: ReturnType<typeof user>;

beforeEach(() => {
  resetToasts();
  u = user();
});

async function openCreateDialog() {
  await u.click(screen.getByRole("button", { name: "Create Event" }));
  return screen.findByRole("dialog", { name: "Create New Event" });
}

/** Types a value the way a paste does (one change event); a time field's value is replaced, as its picker does. */
async function fill(label: string, value: string) {
  if (label === "Start time" || label === "End time") {
    fireEvent.change(dialogField(label), { target: { value } });
    return;
  }
  await u.click(dialogField(label));
  await u.paste(value);
}

/** Empties both times (a new event starts with the next half hour). */
function clearTimes() {
  fireEvent.change(dialogField("Start time"), { target: { value: "" } });
  fireEvent.change(dialogField("End time"), { target: { value: "" } });
}

const submitButton = () => within(dialog()).getByRole("button", { name: /^(Create Event|Save Changes|Saving\.\.\.)$/ });
const attendeeInput = () => within(dialog()).getByPlaceholderText("name@example.com");
const chips = () => within(dialog()).queryAllByTestId("attendee-chip").map((c) => c.textContent);
/** The ISO instant of a local date-time, as the browser reads a datetime-local value. */
const iso = (local: string) => new Date(local).toISOString();

describe("CalendarEventForm", () => {
  it("opens 'Create New Event' with every field, a meeting with a 15-minute reminder in blue by default", async () => {
    await renderCalendarPage([]);
    await openCreateDialog();
    for (const label of ["Title", "Description", "Start time", "End time", "Location", "Type", "Reminder"]) {
      expect(dialogField(label)).toBeInTheDocument();
    }
    expect(dialogField("Start time")).toHaveAttribute("type", "datetime-local");
    expect(dialogField("End time")).toHaveAttribute("type", "datetime-local");
    const type = dialogField("Type") as HTMLSelectElement;
    expect(type).toHaveValue("meeting");
    expect(Array.from(type.options).map((o) => o.textContent)).toEqual(["Meeting", "Call", "Deadline", "Reminder"]);
    const reminder = dialogField("Reminder") as HTMLSelectElement;
    expect(reminder).toHaveValue("15");
    expect(Array.from(reminder.options).map((o) => o.textContent)).toEqual([
      "No reminder",
      "5 minutes before",
      "15 minutes before",
      "30 minutes before",
      "1 hour before",
      "1 day before",
    ]);
    expect(within(dialog()).getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual([
      "#1976d2",
      "#388e3c",
      "#f57c00",
      "#d32f2f",
      "#7b1fa2",
      "#0097a7",
    ]);
    expect(within(dialog()).getByRole("radio", { name: "Blue" })).toBeChecked();
    expect(within(dialog()).getByRole("checkbox", { name: "Recurring event" })).not.toBeChecked();
  });

  it("marks title, start and end as required and shows 'Please fill in all required fields' without sending anything", async () => {
    const { environment } = await renderCalendarPage([]);
    await openCreateDialog();
    for (const label of ["Title", "Start time", "End time"]) expect(dialogField(label)).toBeRequired();
    expect(dialogField("Location")).not.toBeRequired();
    clearTimes();
    await u.click(submitButton());
    await waitFor(() => expect(within(dialog()).getAllByText("Please fill in all required fields")).toHaveLength(3));
    expect(dialogField("Title")).toHaveAttribute("aria-invalid", "true");
    expect(mutations(environment)).toHaveLength(0);

    await fill("Title", "Kickoff");
    await u.click(submitButton());
    await waitFor(() => expect(within(dialog()).getAllByText("Please fill in all required fields")).toHaveLength(2));
    expect(mutations(environment)).toHaveLength(0);
  });

  it("refuses an end before the start with the schema's message", async () => {
    const { environment } = await renderCalendarPage([]);
    await openCreateDialog();
    await fill("Title", "Kickoff");
    await fill("Start time", "2026-12-03T10:00");
    await fill("End time", "2026-12-03T09:00");
    await u.click(submitButton());
    expect(await within(dialog()).findByText("End time must be after the start time")).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);
  });

  it("starts at the next half hour for 30 minutes, sets the end an hour after a first start, and keeps the length when the start moves", async () => {
    await renderCalendarPage([]);
    await openCreateDialog();
    const now = new Date();
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours(), now.getMinutes() < 30 ? 30 : 60);
    const p = (n: number) => String(n).padStart(2, "0");
    const local = (d: Date) => `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
    expect(dialogField("Start time")).toHaveValue(local(start));
    expect(dialogField("End time")).toHaveValue(local(new Date(start.getTime() + 30 * 60_000)));
    clearTimes();
    await fill("Start time", "2026-12-03T10:00");
    expect(dialogField("End time")).toHaveValue("2026-12-03T11:00");
    // a date picker changes the whole value at once
    fireEvent.change(dialogField("End time"), { target: { value: "2026-12-03T10:30" } });
    fireEvent.change(dialogField("Start time"), { target: { value: "2026-12-04T14:00" } });
    expect(dialogField("End time")).toHaveValue("2026-12-04T14:30");
  });

  it("shows the recurrence select only while 'Recurring event' is ticked, with the five options", async () => {
    await renderCalendarPage([]);
    await openCreateDialog();
    expect(within(dialog()).queryByLabelText("Repeats")).not.toBeInTheDocument();
    await u.click(within(dialog()).getByRole("checkbox", { name: "Recurring event" }));
    const repeats = dialogField("Repeats") as HTMLSelectElement;
    expect(Array.from(repeats.options).map((o) => o.textContent)).toEqual(["Daily", "Weekly", "Bi-weekly", "Monthly", "Yearly"]);
    expect(Array.from(repeats.options).map((o) => o.value)).toEqual([
      "FREQ=DAILY;INTERVAL=1",
      "FREQ=WEEKLY;INTERVAL=1",
      "FREQ=WEEKLY;INTERVAL=2",
      "FREQ=MONTHLY;INTERVAL=1",
      "FREQ=YEARLY;INTERVAL=1",
    ]);
    await u.click(within(dialog()).getByRole("checkbox", { name: "Recurring event" }));
    expect(within(dialog()).queryByLabelText("Repeats")).not.toBeInTheDocument();
  });

  it("adds attendees with Enter (without submitting) and with 'Add', as chips that can be removed", async () => {
    const { environment } = await renderCalendarPage([]);
    await openCreateDialog();
    await u.type(attendeeInput(), "ana@acme.test{Enter}");
    expect(chips()).toEqual(["ana@acme.test"]);
    expect(attendeeInput()).toHaveValue("");
    expect(mutations(environment)).toHaveLength(0);
    expect(screen.getByRole("dialog", { name: "Create New Event" })).toBeInTheDocument();

    await u.type(attendeeInput(), "  Bob@Acme.test ");
    await u.click(within(dialog()).getByRole("button", { name: "Add" }));
    expect(chips()).toEqual(["ana@acme.test", "bob@acme.test"]);

    // the same address twice is one attendee
    await u.type(attendeeInput(), "ana@acme.test{Enter}");
    expect(chips()).toEqual(["ana@acme.test", "bob@acme.test"]);

    await u.click(within(dialog()).getByRole("button", { name: "Remove ana@acme.test" }));
    expect(chips()).toEqual(["bob@acme.test"]);
  });

  it("says a bad address under the attendees field, not in a toast, by Enter or 'Add', until it is changed", async () => {
    await renderCalendarPage([]);
    await openCreateDialog();
    await u.type(attendeeInput(), "ana.acme.test{Enter}");
    const field = attendeeInput().closest("[data-part=root], .chakra-field__root") ?? dialog();
    expect(await within(field as HTMLElement).findByText('"ana.acme.test" is not a valid e-mail address')).toBeInTheDocument();
    expect(attendeeInput()).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByTestId("toast")).not.toBeInTheDocument();
    expect(chips()).toEqual([]);
    expect(attendeeInput()).toHaveValue("ana.acme.test");

    // no domain with a dot: refused as the server would
    await u.clear(attendeeInput());
    expect(within(dialog()).queryByText(/is not a valid e-mail address/)).not.toBeInTheDocument();
    await u.type(attendeeInput(), "ana@acme");
    await u.click(within(dialog()).getByRole("button", { name: "Add" }));
    expect(within(dialog()).getByText('"ana@acme" is not a valid e-mail address')).toBeInTheDocument();
    expect(chips()).toEqual([]);
  });

  it("offers the client and project pickers, the projects of the chosen client only, and sends the links", async () => {
    const { environment } = await renderCalendarPage([]);
    await openCreateDialog();
    const options = await pendingOperation(environment, "CalendarEventFormOptionsQuery");
    await act(async () => {
      environment.mock.resolve(options, {
        data: {
          viewer: {
            id: "VXNlcjox",
            clients: { edges: [{ node: { id: "c1", name: "Acme Studio", company: null } }, { node: { id: "c2", name: "Brightline", company: null } }] },
            projects: {
              edges: [
                { node: { id: "p1", name: "Website relaunch", client: { id: "c1" } } },
                { node: { id: "p2", name: "Brand book", client: { id: "c2" } } },
              ],
            },
          },
        },
      });
    });
    const project = () => Array.from((dialogField("Project") as HTMLSelectElement).options).map((o) => o.textContent);
    expect(project()).toEqual(["No project", "Website relaunch", "Brand book"]);
    await u.selectOptions(dialogField("Client"), "c2");
    expect(project()).toEqual(["No project", "Brand book"]);
    await u.selectOptions(dialogField("Project"), "p2");
    // a project of another client: the client follows it
    await u.selectOptions(dialogField("Client"), "none");
    await u.selectOptions(dialogField("Project"), "p1");
    expect(dialogField("Client")).toHaveValue("c1");
    await fill("Title", "Kickoff");
    await u.click(submitButton());
    const op = await pendingOperation(environment, "useCreateCalendarEventMutation");
    expect(op.request.variables.input).toMatchObject({ clientId: "c1", projectId: "p1" });
  });

  it("repeats weekly on chosen days and ends after a number of times, or on a date, in the rule it sends", async () => {
    const { environment } = await renderCalendarPage([]);
    await openCreateDialog();
    await fill("Title", "Standup");
    await fill("Start time", "2026-12-07T09:00");
    await u.click(within(dialog()).getByRole("checkbox", { name: "Recurring event" }));
    await u.selectOptions(dialogField("Repeats"), "FREQ=WEEKLY;INTERVAL=1");
    const days = within(within(dialog()).getByTestId("weekday-choice"));
    await u.click(days.getByRole("button", { name: "Wed" }));
    await u.click(days.getByRole("button", { name: "Mon" }));
    expect(days.getByRole("button", { name: "Mon" })).toHaveAttribute("aria-pressed", "true");
    expect(dialogField("Ends")).toHaveValue("never");
    await u.selectOptions(dialogField("Ends"), "after");
    await u.click(submitButton());
    expect(await within(dialog()).findByText("Enter how many times, 1 to 999")).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);
    await fill("Times", "10");
    await u.click(submitButton());
    const op = await pendingOperation(environment, "useCreateCalendarEventMutation");
    expect(op.request.variables.input.recurrenceRule).toBe("FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE;COUNT=10");
  });

  it("refuses a repeat ending before its first day, and sends UNTIL for a date", async () => {
    const { environment } = await renderCalendarPage([]);
    await openCreateDialog();
    await fill("Title", "Retro");
    await fill("Start time", "2026-12-07T09:00");
    await u.click(within(dialog()).getByRole("checkbox", { name: "Recurring event" }));
    await u.selectOptions(dialogField("Repeats"), "FREQ=MONTHLY;INTERVAL=1");
    expect(within(dialog()).queryByTestId("weekday-choice")).not.toBeInTheDocument();
    await u.selectOptions(dialogField("Ends"), "on");
    fireEvent.change(dialogField("Last day"), { target: { value: "2026-12-01" } });
    await u.click(submitButton());
    expect(await within(dialog()).findByText("The repeat must end on or after the first day")).toBeInTheDocument();
    fireEvent.change(dialogField("Last day"), { target: { value: "2027-06-30" } });
    await u.click(submitButton());
    const op = await pendingOperation(environment, "useCreateCalendarEventMutation");
    expect(op.request.variables.input.recurrenceRule).toBe("FREQ=MONTHLY;INTERVAL=1;UNTIL=20270630");
  });

  it("opens a series with its weekdays and its end", async () => {
    const series = anEvent({ title: "Gym", isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH;UNTIL=20270301" });
    await renderCalendarPage([series]);
    await u.click(inCard("Gym").getByRole("button", { name: "Edit" }));
    await screen.findByRole("dialog", { name: "Edit Event" });
    expect(dialogField("Repeats")).toHaveValue("FREQ=WEEKLY;INTERVAL=1");
    const days = within(within(dialog()).getByTestId("weekday-choice"));
    expect(days.getAllByRole("button").filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => b.textContent)).toEqual(["Tue", "Thu"]);
    expect(dialogField("Ends")).toHaveValue("on");
    expect(dialogField("Last day")).toHaveValue("2027-03-01");
  });

  it("creates an event with full ISO times, disables submit while saving, then shows the toast and the card", async () => {
    const { environment } = await renderCalendarPage([anEvent({ title: "Existing" })]);
    await openCreateDialog();
    await fill("Title", "  Weekly sync ");
    await fill("Description", "Status and blockers");
    await fill("Start time", "2026-12-07T10:00");
    await fill("Location", "Room 4");
    await u.selectOptions(dialogField("Type"), "call");
    await u.click(within(dialog()).getByRole("checkbox", { name: "Recurring event" }));
    await u.selectOptions(dialogField("Repeats"), "FREQ=WEEKLY;INTERVAL=1");
    await u.type(attendeeInput(), "ana@acme.test{Enter}");
    await u.type(attendeeInput(), "bob@acme.test{Enter}");
    await u.selectOptions(dialogField("Reminder"), "60");
    await u.click(within(dialog()).getByRole("radio", { name: "Orange" }));
    await u.click(submitButton());

    const op = await pendingOperation(environment, "useCreateCalendarEventMutation");
    const { timeZone, ...input } = op.request.variables.input;
    expect(input).toEqual({
      title: "Weekly sync",
      description: "Status and blockers",
      startTime: iso("2026-12-07T10:00"),
      // the new event's 30 minutes, kept as its start moved
      endTime: iso("2026-12-07T10:30"),
      location: "Room 4",
      type: "call",
      isRecurring: true,
      recurrenceRule: "FREQ=WEEKLY;INTERVAL=1",
      attendeeEmails: ["ana@acme.test", "bob@acme.test"],
      reminderMinutes: 60,
      color: "#f57c00",
    });
    expect(timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(op.request.variables.connections).toHaveLength(1);
    // pending: the submit button is busy and cannot be pressed again
    expect(submitButton()).toBeDisabled();

    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationCreateCalendarEventResult: () => ({ __typename: "CreateCalendarEventPayload" }),
          CalendarEvent: () => ({ ...anEvent(), ...input, id: "Q2FsZW5kYXJFdmVudDpuZXc=", meetingLink: null, externalCalendarType: null, syncError: null }),
        }),
      );
    });

    await expectToast("Event created successfully");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(cards().map((c) => c.querySelector("h2")?.textContent)).toEqual(["Weekly sync", "Existing"]);
    expect(inCard("Weekly sync").getByTestId("event-type")).toHaveTextContent("Call");
  });

  it("sends no attendees when there are none, and no rule for a single event", async () => {
    const { environment } = await renderCalendarPage([]);
    await openCreateDialog();
    await fill("Title", "Deadline");
    await fill("Start time", "2026-12-07T10:00");
    await u.click(submitButton());
    const op = await pendingOperation(environment, "useCreateCalendarEventMutation");
    expect(op.request.variables.input).not.toHaveProperty("attendeeEmails");
    expect(op.request.variables.input).toMatchObject({ isRecurring: false, recurrenceRule: null, description: null, location: null, reminderMinutes: 15, color: "#1976d2" });
  });

  it("shows 'Error' with the server's message and keeps the dialog open when the server refuses", async () => {
    const { environment } = await renderCalendarPage([]);
    await openCreateDialog();
    await fill("Title", "Kickoff");
    await fill("Start time", "2026-12-07T10:00");
    await u.click(submitButton());
    const op = await pendingOperation(environment, "useCreateCalendarEventMutation");
    await answerValidationError(environment, op, "createCalendarEvent", { reminderMinutes: "Reminder must be between 0 and 40320 minutes" }, "Reminder must be between 0 and 40320 minutes");
    await expectToast("Error", "Reminder must be between 0 and 40320 minutes");
    expect(screen.getByRole("dialog", { name: "Create New Event" })).toBeInTheDocument();
    expect(dialogField("Title")).toHaveValue("Kickoff");
  });

  it("shows 'Error' / 'Failed to create event' when the request fails", async () => {
    const { environment } = await renderCalendarPage([]);
    await openCreateDialog();
    await fill("Title", "Kickoff");
    await fill("Start time", "2026-12-07T10:00");
    await u.click(submitButton());
    await rejectOperation(environment, "useCreateCalendarEventMutation", new Error("Failed to fetch"));
    await expectToast("Error", "Failed to create event");
  });

  it("saves an edit with only the changed fields and the version it opened with", async () => {
    const event = anEvent({ title: "Review", attendeeEmails: ["ana@acme.test"], updatedAt: "2026-11-21T08:00:00.123Z" });
    const { environment } = await renderCalendarPage([event]);
    await u.click(inCard("Review").getByRole("button", { name: "Edit" }));
    await screen.findByRole("dialog", { name: "Edit Event" });
    await u.clear(dialogField("Title"));
    await fill("Title", "Design review");
    await u.click(within(dialog()).getByRole("button", { name: "Remove ana@acme.test" }));
    await u.click(submitButton());

    const op = await pendingOperation(environment, "useUpdateCalendarEventMutation");
    expect(op.request.variables.input).toEqual({ id: event.id, unchangedSince: "2026-11-21T08:00:00.123Z", title: "Design review", attendeeEmails: [] });
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationUpdateCalendarEventResult: () => ({ __typename: "UpdateCalendarEventPayload" }),
          CalendarEvent: () => ({ ...event, title: "Design review", attendeeEmails: [] }),
        }),
      );
    });
    await expectToast("Event updated successfully");
    expect(cards().map((c) => c.querySelector("h2")?.textContent)).toEqual(["Design review"]);
  });
});
