import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { addDays, startOfDay, startOfWeek } from "../calendarView";
import { dayKey } from "../monthGrid";
import {
  anEvent,
  answerConflict,
  dialog,
  dialogField,
  expectToast,
  mutations,
  occurrencesOf,
  pendingOperation,
  renderCalendarPage,
  resetToasts,
  resolveMonth,
  user,
  VIEWER_ID,
} from "./calendarTestUtils";
import type { MockEnvironment } from "../../../../test/render";

beforeEach(resetToasts);

const HOUR_PX = 48;
const GUTTER = 56;
const COLUMN = 100;

const today = startOfDay(new Date());
const monday = startOfWeek(today, 1);
const at = (day: Date, hour: number, minute = 0) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute);
const p = (n: number) => String(n).padStart(2, "0");
const local = (d: Date) => `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;

const standup = anEvent({ title: "Standup", isRecurring: true, recurrenceRule: "FREQ=DAILY;INTERVAL=1", color: "#388e3c" });
const review = anEvent({ title: "Design review", color: "#d32f2f" });
const standups = occurrencesOf(standup, [0, 1, 2, 3, 4].map((i) => at(addDays(monday, i), 9, 30)));
const reviews = occurrencesOf(review, [at(addDays(monday, 2), 10)]);

const gridDay = (i: number) => document.querySelector<HTMLElement>(`[data-testid="grid-day"][data-date="${dayKey(addDays(monday, i))}"]`) as HTMLElement;

/** jsdom lays nothing out: the day columns get the places a browser would give them (100 px wide, the day from y = 0). */
function layOutColumns() {
  document.querySelectorAll<HTMLElement>('[data-testid="grid-day"]').forEach((el, i) => {
    const left = GUTTER + i * COLUMN;
    el.getBoundingClientRect = () => ({ left, right: left + COLUMN, top: 0, bottom: 24 * HOUR_PX, width: COLUMN, height: 24 * HOUR_PX, x: left, y: 0, toJSON: () => ({}) });
  });
}

/** A point of the grid: the middle of day `day`'s column, `minutes` into the day. */
const point = (day: number, minutes: number) => ({ clientX: GUTTER + day * COLUMN + COLUMN / 2, clientY: (minutes / 60) * HOUR_PX });

async function renderWeek() {
  const result = await renderCalendarPage([], undefined, "week");
  await resolveMonth(result.environment, [...standups, ...reviews]);
  await screen.findByTestId("time-grid");
  layOutColumns();
  return result;
}

const blockOf = (day: number, name: RegExp) => within(gridDay(day)).getByRole("button", { name }).parentElement as HTMLElement;

/** A mouse drag: pressed at `from` on `target`, moved in steps to `to`, released there (unless `release` is false). */
function drag(target: HTMLElement, from: { clientX: number; clientY: number }, to: { clientX: number; clientY: number }, release = true) {
  const base = { pointerId: 1, pointerType: "mouse", button: 0 };
  fireEvent.pointerDown(target, { ...base, ...from });
  fireEvent.pointerMove(document.body, { ...base, clientX: (from.clientX + to.clientX) / 2, clientY: (from.clientY + to.clientY) / 2 });
  fireEvent.pointerMove(document.body, { ...base, ...to });
  if (release) {
    fireEvent.pointerUp(document.body, { ...base, ...to });
    fireEvent.click(target);
  }
}

async function updateInput(environment: MockEnvironment) {
  const op = await pendingOperation(environment, "useUpdateCalendarEventMutation");
  return { op, input: op.request.variables.input };
}

describe("Dragging in the Week view", () => {
  it("moves an event to another day and time, snapped to 15 minutes, shows it there at once and saves it", async () => {
    const { environment } = await renderWeek();
    const block = blockOf(2, /^Design review/);
    // pressed 10 minutes into the block, dropped on Thursday at about 14:07
    drag(within(block).getByRole("button"), point(2, 10 * 60 + 10), point(3, 14 * 60 + 17));
    expect(within(gridDay(3)).getByRole("button", { name: /^Design review/ })).toBeInTheDocument();
    expect(within(gridDay(2)).queryByRole("button", { name: /^Design review/ })).not.toBeInTheDocument();
    const { input } = await updateInput(environment);
    const start = at(addDays(monday, 3), 14, 0);
    expect(input).toEqual({ id: review.id, unchangedSince: review.updatedAt, startTime: start.toISOString(), endTime: at(addDays(monday, 3), 15).toISOString() });
    // a drag is not a click: no details card
    expect(screen.queryByTestId("event-details")).not.toBeInTheDocument();
  });

  it("puts the event back and says why when the save is refused", async () => {
    const { environment } = await renderWeek();
    drag(within(blockOf(2, /^Design review/)).getByRole("button"), point(2, 10 * 60 + 10), point(4, 16 * 60 + 10));
    expect(within(gridDay(4)).getByRole("button", { name: /^Design review/ })).toBeInTheDocument();
    const { op } = await updateInput(environment);
    await answerConflict(environment, op, "updateCalendarEvent", "This event was changed by someone else. Reload it and try again.");
    await expectToast("Error", "This event was changed by someone else. Reload it and try again.");
    await waitFor(() => expect(within(gridDay(2)).getByRole("button", { name: /^Design review/ })).toBeInTheDocument());
    expect(within(gridDay(4)).queryByRole("button", { name: /^Design review/ })).not.toBeInTheDocument();
  });

  it("changes an event's end by dragging its bottom edge", async () => {
    const { environment } = await renderWeek();
    const handle = within(blockOf(2, /^Design review/)).getByTestId("resize-handle");
    drag(handle, point(2, 11 * 60 - 2), point(2, 12 * 60 + 28));
    expect(blockOf(2, /^Design review/).style.height).toBe(`${2.5 * HOUR_PX - 2}px`);
    const { input } = await updateInput(environment);
    expect(input).toEqual({ id: review.id, unchangedSince: review.updatedAt, startTime: at(addDays(monday, 2), 10).toISOString(), endTime: at(addDays(monday, 2), 12, 30).toISOString() });
  });

  it("asks 'This event' or 'All events' for an occurrence of a series, and moves that occurrence alone with 'This event'", async () => {
    const { environment } = await renderWeek();
    const tuesday = standups[1];
    drag(within(blockOf(1, /^Standup/)).getByRole("button"), point(1, 9 * 60 + 40), point(3, 11 * 60 + 10));
    const scope = await screen.findByTestId("scope-dialog");
    expect(within(scope).getByText("Move recurring event")).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);
    await user().click(within(scope).getByRole("button", { name: "This event" }));
    const { input } = await updateInput(environment);
    expect(input).toEqual({
      id: standup.id,
      unchangedSince: standup.updatedAt,
      occurrence: tuesday.occurrenceOf,
      scope: "this",
      startTime: at(addDays(monday, 3), 11).toISOString(),
      endTime: at(addDays(monday, 3), 12).toISOString(),
    });
  });

  it("puts the occurrence back when the question is cancelled", async () => {
    const { environment } = await renderWeek();
    drag(within(blockOf(1, /^Standup/)).getByRole("button"), point(1, 9 * 60 + 40), point(1, 13 * 60 + 40));
    const scope = await screen.findByTestId("scope-dialog");
    // (the page behind the question is hidden from the accessibility tree)
    expect(within(gridDay(1)).getByRole("button", { name: /^Standup/, hidden: true }).parentElement?.style.top).toBe(`${13.5 * HOUR_PX}px`);
    await user().click(within(scope).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("scope-dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(within(gridDay(1)).getByRole("button", { name: /^Standup/ }).parentElement?.style.top).toBe(`${9.5 * HOUR_PX}px`));
    expect(mutations(environment)).toHaveLength(0);
  });

  it("cancels a drag with Escape: the event stays, nothing is saved and nothing opens", async () => {
    const { environment } = await renderWeek();
    const button = within(blockOf(2, /^Design review/)).getByRole("button");
    drag(button, point(2, 10 * 60 + 10), point(5, 15 * 60), false);
    expect(within(gridDay(5)).getByRole("button", { name: /^Design review/ })).toBeInTheDocument();
    // an outline where it was
    expect(within(gridDay(2)).getByTestId("drag-origin").style.top).toBe(`${10 * HOUR_PX}px`);
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(screen.queryByTestId("drag-origin")).not.toBeInTheDocument();
    expect(within(gridDay(2)).getByRole("button", { name: /^Design review/ })).toBeInTheDocument();
    fireEvent.pointerUp(document.body, { pointerId: 1, pointerType: "mouse", button: 0, ...point(5, 15 * 60) });
    fireEvent.click(within(gridDay(2)).getByRole("button", { name: /^Design review/ }));
    expect(within(gridDay(2)).getByRole("button", { name: /^Design review/ })).toBeInTheDocument();
    expect(mutations(environment)).toHaveLength(0);
    expect(screen.queryByTestId("event-details")).not.toBeInTheDocument();
    expect(screen.queryByTestId("scope-dialog")).not.toBeInTheDocument();
  });

  it("creates an event over the range dragged on empty slots", async () => {
    await renderWeek();
    const slot = within(gridDay(1)).getAllByTestId("time-slot")[28];
    drag(slot, point(1, 14 * 60 + 5), point(1, 15 * 60 + 20));
    expect(await screen.findByRole("dialog", { name: "Create New Event" })).toBeInTheDocument();
    expect(dialogField("Start time")).toHaveValue(local(at(addDays(monday, 1), 14)));
    expect(dialogField("End time")).toHaveValue(local(at(addDays(monday, 1), 15, 30)));
  });

  it("shows the range while it is dragged, upwards too", async () => {
    await renderWeek();
    const slot = within(gridDay(4)).getAllByTestId("time-slot")[34];
    drag(slot, point(4, 17 * 60 + 10), point(4, 16 * 60 + 20), false);
    const ghost = within(gridDay(4)).getByTestId("drag-preview");
    expect(ghost.style.top).toBe(`${16.25 * HOUR_PX}px`);
    expect(ghost.style.height).toBe(`${1 * HOUR_PX}px`);
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(within(gridDay(4)).queryByTestId("drag-preview")).not.toBeInTheDocument();
  });

  it("opens a focused event's details with Enter", async () => {
    await renderWeek();
    const button = within(gridDay(2)).getByRole("button", { name: /^Design review/ });
    button.focus();
    await user().keyboard("{Enter}");
    const details = await screen.findByTestId("event-details");
    expect(within(details).getByRole("heading", { name: "Design review" })).toBeInTheDocument();
  });

  it("drags with a finger after holding it still, and lets a swipe scroll", async () => {
    jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
    try {
      const { environment } = await renderWeek();
      const touch = { pointerId: 7, pointerType: "touch", button: 0 };
      const button = within(blockOf(2, /^Design review/)).getByRole("button");
      // a swipe: moved at once, nothing dragged
      fireEvent.pointerDown(button, { ...touch, ...point(2, 10 * 60 + 10) });
      fireEvent.pointerMove(document.body, { ...touch, ...point(2, 12 * 60) });
      fireEvent.pointerUp(document.body, { ...touch, ...point(2, 12 * 60) });
      expect(within(gridDay(2)).getByRole("button", { name: /^Design review/ }).parentElement?.style.top).toBe(`${10 * HOUR_PX}px`);
      // held, then dragged
      fireEvent.pointerDown(button, { ...touch, ...point(2, 10 * 60 + 10) });
      act(() => {
        jest.advanceTimersByTime(400);
      });
      fireEvent.pointerMove(document.body, { ...touch, ...point(2, 12 * 60 + 10) });
      fireEvent.pointerUp(document.body, { ...touch, ...point(2, 12 * 60 + 10) });
      act(() => {
        jest.runOnlyPendingTimers();
      });
      jest.useRealTimers();
      const { input } = await updateInput(environment);
      expect(input.startTime).toBe(at(addDays(monday, 2), 12).toISOString());
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("Busy times", () => {
  async function answerBusy(environment: MockEnvironment, periods: { start: string; end: string }[]) {
    const op = await pendingOperation(environment, "useBusyPeriodsQuery");
    expect(op.request.variables).toEqual({ from: monday.toISOString(), to: addDays(monday, 7).toISOString() });
    await act(async () => {
      environment.mock.resolve(op, MockPayloadGenerator.generate(op, { User: () => ({ id: VIEWER_ID, calendarBusy: periods }) }));
    });
  }

  it("greys the connected calendar's busy periods behind the events, across midnight too", async () => {
    const { environment } = await renderWeek();
    await answerBusy(environment, [
      { start: at(addDays(monday, 1), 13).toISOString(), end: at(addDays(monday, 1), 14, 30).toISOString() },
      { start: at(addDays(monday, 3), 23).toISOString(), end: at(addDays(monday, 4), 1).toISOString() },
    ]);
    const [band] = await within(gridDay(1)).findAllByTestId("busy-band");
    expect(band).toHaveAttribute("title", "Busy in your calendar");
    expect(band.style.top).toBe(`${13 * HOUR_PX}px`);
    expect(band.style.height).toBe(`${1.5 * HOUR_PX}px`);
    expect(within(gridDay(3)).getByTestId("busy-band").style.top).toBe(`${23 * HOUR_PX}px`);
    expect(within(gridDay(4)).getByTestId("busy-band").style.height).toBe(`${1 * HOUR_PX}px`);
    expect(within(gridDay(0)).queryByTestId("busy-band")).not.toBeInTheDocument();
    // the slots under a band still create an event there, and say it is busy
    const slot = within(gridDay(1)).getAllByTestId("time-slot")[26];
    expect(slot.getAttribute("title")).toMatch(/^Busy in your calendar · New event at/);
  });

  it("draws nothing when no calendar is connected or when it cannot be read, and the events show all the same", async () => {
    const { environment } = await renderWeek();
    await answerBusy(environment, []);
    expect(screen.queryAllByTestId("busy-band")).toHaveLength(0);
    await user().click(screen.getByRole("button", { name: "Next week" }));
    const op = await pendingOperation(environment, "useBusyPeriodsQuery");
    await act(async () => {
      environment.mock.reject(op, new Error("CalDAV: the server answered 503"));
    });
    expect(screen.queryAllByTestId("busy-band")).toHaveLength(0);
  });
});
