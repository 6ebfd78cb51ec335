import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { addMonths, dayKey, monthOf, visibleDays } from "../monthGrid";
import {
  anEvent,
  connectionResolvers,
  renderCalendarRoute,
  resolveOperation,
  dialog,
  dialogField,
  expectToast,
  mutations,
  operationName,
  openMonthView,
  occurrencesOf,
  pendingOperation,
  renderCalendarPage,
  resetToasts,
  resolveMonth,
  user,
} from "./calendarTestUtils";
import type { MockEnvironment } from "../../../../test/render";

beforeEach(resetToasts);

const now = new Date();
const at = (day: number, hour: number) => new Date(now.getFullYear(), now.getMonth(), day, hour, 0);
const weekly = anEvent({ title: "Standup", isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1", color: "#388e3c" });
const single = anEvent({ title: "Dentist", color: "#d32f2f", startTime: at(20, 9).toISOString(), endTime: at(20, 10).toISOString() });
const standups = occurrencesOf(weekly, [at(2, 10), at(9, 10), at(16, 10)]);
const dentist = occurrencesOf(single, [at(20, 9)]);

const chip = (day: Date) => within(dayCell(day)).getByTestId("occurrence-chip");
const dayCell = (day: Date) => document.querySelector<HTMLElement>(`[data-testid="month-day"][data-date="${dayKey(day)}"]`) as HTMLElement;

async function renderMonth() {
  const result = await renderCalendarPage([weekly, single]);
  await openMonthView();
  await resolveMonth(result.environment, [...standups, ...dentist]);
  await screen.findAllByTestId("occurrence-chip");
  return result;
}

/** Opens an occurrence's details card and chooses one of its actions. */
async function choose(day: Date, item: "Edit" | "Delete") {
  await user().click(chip(day));
  const details = await screen.findByTestId("event-details");
  await user().click(within(details).getByRole("button", { name: item }));
}

const monthQueries = (environment: MockEnvironment) => environment.mock.getAllOperations().filter((op) => operationName(op) === "CalendarRangeQuery");

describe("The month view", () => {
  it("asks for the occurrences of exactly the visible weeks, Monday first, and lays them out by day", async () => {
    const { environment } = await renderCalendarPage([weekly]);
    await openMonthView();
    const op = await pendingOperation(environment, "CalendarRangeQuery");
    const { days, from, to } = visibleDays(monthOf(now));
    expect(op.request.variables).toEqual({ from: from.toISOString(), to: to.toISOString(), count: 100 });
    expect(from.getDay()).toBe(1);
    expect(to.getDay()).toBe(1);
    await resolveMonth(environment, [...standups, ...dentist]);

    const grid = await screen.findByTestId("month-grid");
    expect(within(grid).getAllByRole("columnheader")).toHaveLength(7);
    expect(within(grid).getAllByRole("columnheader")[0]).toHaveTextContent(new Date(2024, 0, 1).toLocaleDateString(undefined, { weekday: "short" }));
    expect(screen.getAllByTestId("month-day")).toHaveLength(days.length);
    expect(screen.getByTestId("view-title")).toHaveTextContent(now.toLocaleDateString(undefined, { month: "long", year: "numeric" }));

    expect(screen.getAllByTestId("occurrence-chip")).toHaveLength(4);
    for (const o of standups) expect(within(dayCell(new Date(o.startTime))).getByTestId("occurrence-chip")).toHaveTextContent("Standup");
    const dentistChip = chip(at(20, 9));
    expect(dentistChip).toHaveTextContent(at(20, 9).toLocaleTimeString(undefined, { hour: "numeric" }));
    expect(dentistChip).toHaveTextContent("Dentist");
    expect(dentistChip.tagName).toBe("BUTTON");
    expect(dentistChip).toHaveAttribute("data-color", "#d32f2f");
  });

  it("moves a month back and forth, asking for each month's range, and 'Today' comes back", async () => {
    const { environment } = await renderCalendarPage([]);
    await openMonthView();
    await resolveMonth(environment, []);
    await user().click(await screen.findByRole("button", { name: "Next month" }));
    const next = visibleDays(addMonths(monthOf(now), 1));
    await waitFor(() => expect(monthQueries(environment).some((op) => op.request.variables.from === next.from.toISOString())).toBe(true));
    const op = monthQueries(environment).find((o) => o.request.variables.from === next.from.toISOString());
    expect(op?.request.variables.to).toBe(next.to.toISOString());
    await resolveMonth(environment, []);
    const nextTitle = new Date(now.getFullYear(), now.getMonth() + 1, 1).toLocaleDateString(undefined, { month: "long", year: "numeric" });
    await waitFor(() => expect(screen.getByTestId("view-title")).toHaveTextContent(nextTitle));

    await user().click(screen.getByRole("button", { name: "Today" }));
    const thisTitle = now.toLocaleDateString(undefined, { month: "long", year: "numeric" });
    await waitFor(() => expect(screen.getByTestId("view-title")).toHaveTextContent(thisTitle));
    expect(screen.getByRole("button", { name: "Previous month" })).toBeInTheDocument();
  });

  it("edits a single event at once, without asking for a scope", async () => {
    const { environment } = await renderMonth();
    await choose(at(20, 9), "Edit");
    expect(await screen.findByRole("dialog", { name: "Edit Event" })).toBeInTheDocument();
    expect(screen.queryByTestId("scope-dialog")).not.toBeInTheDocument();
    await user().clear(dialogField("Title"));
    await user().type(dialogField("Title"), "Dentist (moved)");
    await user().click(within(dialog()).getByRole("button", { name: "Save Changes" }));
    const op = await pendingOperation(environment, "useUpdateCalendarEventMutation");
    expect(op.request.variables.input).toEqual({ id: single.id, unchangedSince: single.updatedAt, title: "Dentist (moved)" });
  });

  it("asks 'This event' or 'All events' before editing an occurrence of a series, and edits that occurrence with scope 'this'", async () => {
    const { environment } = await renderMonth();
    const second = standups[1];
    await choose(new Date(second.startTime), "Edit");
    const scope = await screen.findByTestId("scope-dialog");
    expect(within(scope).getByText("Edit recurring event")).toBeInTheDocument();
    await user().click(within(scope).getByRole("button", { name: "This event" }));
    expect(await screen.findByRole("dialog", { name: "Edit Event" })).toBeInTheDocument();
    const p = (n: number) => String(n).padStart(2, "0");
    const s = new Date(second.startTime);
    expect(dialogField("Start time")).toHaveValue(`${s.getFullYear()}-${p(s.getMonth() + 1)}-${p(s.getDate())}T${p(s.getHours())}:00`);
    // one occurrence cannot repeat
    expect(within(dialog()).queryByRole("checkbox", { name: "Recurring event" })).not.toBeInTheDocument();
    fireEvent.change(dialogField("Start time"), { target: { value: `${s.getFullYear()}-${p(s.getMonth() + 1)}-${p(s.getDate())}T12:00` } });
    await user().click(within(dialog()).getByRole("button", { name: "Save Changes" }));

    const op = await pendingOperation(environment, "useUpdateCalendarEventMutation");
    const moved = new Date(s.getFullYear(), s.getMonth(), s.getDate(), 12, 0);
    expect(op.request.variables.input).toEqual({
      id: weekly.id,
      unchangedSince: weekly.updatedAt,
      occurrence: second.occurrenceOf,
      scope: "this",
      startTime: moved.toISOString(),
      endTime: new Date(moved.getTime() + 3_600_000).toISOString(),
    });
    const queriesBefore = monthQueries(environment).length;
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          MutationUpdateCalendarEventResult: () => ({ __typename: "UpdateCalendarEventPayload" }),
          CalendarEvent: () => ({ ...weekly, id: "Q2FsZW5kYXJFdmVudDpvdmVycmlkZQ==", isRecurring: false, recurrenceRule: null, startTime: moved.toISOString() }),
        }),
      );
    });
    await expectToast("Event updated successfully");
    // the visible range is fetched again
    await waitFor(() => expect(monthQueries(environment).length).toBeGreaterThan(queriesBefore));
  });

  it("edits the whole series from an occurrence with scope 'all'", async () => {
    const { environment } = await renderMonth();
    const third = standups[2];
    await choose(new Date(third.startTime), "Edit");
    await user().click(within(await screen.findByTestId("scope-dialog")).getByRole("button", { name: "All events" }));
    await screen.findByRole("dialog", { name: "Edit Event" });
    expect(within(dialog()).getByRole("checkbox", { name: "Recurring event" })).toBeChecked();
    await user().clear(dialogField("Title"));
    await user().type(dialogField("Title"), "Daily standup");
    await user().click(within(dialog()).getByRole("button", { name: "Save Changes" }));
    const op = await pendingOperation(environment, "useUpdateCalendarEventMutation");
    expect(op.request.variables.input).toEqual({ id: weekly.id, unchangedSince: weekly.updatedAt, occurrence: third.occurrenceOf, scope: "all", title: "Daily standup" });
  });

  it("deletes one occurrence with scope 'this', keeping the series' card", async () => {
    const { environment } = await renderMonth();
    const first = standups[0];
    await choose(new Date(first.startTime), "Delete");
    const scope = await screen.findByTestId("scope-dialog");
    expect(within(scope).getByText("Delete recurring event")).toBeInTheDocument();
    await user().click(within(scope).getByRole("button", { name: "This event" }));
    const op = await pendingOperation(environment, "useDeleteCalendarEventMutation");
    expect(op.request.variables.input).toEqual({ id: weekly.id, occurrence: first.occurrenceOf, scope: "this" });
    expect(op.request.variables.connections).toEqual([]);
    await act(async () => {
      environment.mock.resolve(op, { data: { deleteCalendarEvent: { __typename: "DeleteCalendarEventPayload", deletedCalendarEventId: weekly.id, seriesKept: true } } });
    });
    await expectToast("Event deleted successfully");
  });

  it("deletes the whole series from an occurrence with scope 'all'", async () => {
    const { environment } = await renderMonth();
    const first = standups[0];
    await choose(new Date(first.startTime), "Delete");
    await user().click(within(await screen.findByTestId("scope-dialog")).getByRole("button", { name: "All events" }));
    const op = await pendingOperation(environment, "useDeleteCalendarEventMutation");
    expect(op.request.variables.input).toEqual({ id: weekly.id, occurrence: first.occurrenceOf, scope: "all" });
    expect(op.request.variables.connections).toHaveLength(1);
  });

  it("sends nothing when the scope question is cancelled", async () => {
    const { environment } = await renderMonth();
    await choose(new Date(standups[0].startTime), "Delete");
    await user().click(within(await screen.findByTestId("scope-dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("scope-dialog")).not.toBeInTheDocument());
    expect(mutations(environment)).toHaveLength(0);
  });

  it("opens a chip's details card from the keyboard", async () => {
    await renderMonth();
    const c = chip(at(20, 9));
    c.focus();
    await user().keyboard("{Enter}");
    const details = await screen.findByTestId("event-details");
    expect(within(details).getByRole("heading", { name: "Dentist" })).toBeInTheDocument();
    for (const name of ["Edit", "Duplicate", "Delete"]) expect(within(details).getByRole("button", { name })).toBeInTheDocument();
  });

  it("starts its weeks on the workspace's week start", async () => {
    const result = renderCalendarRoute(undefined, "/calendar", "month");
    await resolveOperation(result.environment, "CalendarPageQuery", { ...connectionResolvers([]), CalendarSettings: () => ({ weekStart: "sunday" }) });
    const op = await pendingOperation(result.environment, "CalendarRangeQuery");
    const { from } = visibleDays(monthOf(now), 0);
    expect(op.request.variables.from).toBe(from.toISOString());
    expect(from.getDay()).toBe(0);
  });

  it("shows a phone's dot per occurrence and the chosen day's agenda with its time and title", async () => {
    await renderMonth();
    expect(within(dayCell(at(20, 9))).getByTestId("day-dots").children).toHaveLength(1);
    await user().click(dayCell(at(20, 9)));
    const agenda = screen.getByTestId("month-agenda");
    const item = within(agenda).getByTestId("agenda-item");
    expect(item).toHaveTextContent(at(20, 9).toLocaleTimeString(undefined, { hour: "numeric" }));
    expect(item).toHaveTextContent("Dentist");
    await user().click(item);
    expect(await screen.findByTestId("event-details")).toBeInTheDocument();
  });
});
