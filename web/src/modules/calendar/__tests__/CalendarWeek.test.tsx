import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { addDays, startOfDay, startOfWeek } from "../calendarView";
import { layoutDay } from "../TimeGrid";
import { dayKey } from "../monthGrid";
import {
  anEvent,
  connectionResolvers,
  dialog,
  dialogField,
  occurrencesOf,
  operationName,
  pendingOperation,
  renderCalendarPage,
  renderCalendarRoute,
  resetToasts,
  resolveMonth,
  resolveOperation,
  user,
} from "./calendarTestUtils";
import type { MockEnvironment } from "../../../../test/render";
import type { Occurrence } from "../CalendarRange";

beforeEach(resetToasts);

const today = startOfDay(new Date());
const monday = startOfWeek(today, 1);
const at = (day: Date, hour: number, minute = 0) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute);
const p = (n: number) => String(n).padStart(2, "0");
const local = (d: Date) => `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;

const standup = anEvent({ title: "Standup", isRecurring: true, recurrenceRule: "FREQ=DAILY;INTERVAL=1", color: "#388e3c" });
const review = anEvent({ title: "Design review", color: "#d32f2f" });
const offsite = anEvent({ title: "Offsite", isAllDay: true, color: "#7b1fa2" });

const rangeQueries = (environment: MockEnvironment) => environment.mock.getAllOperations().filter((op) => operationName(op) === "CalendarRangeQuery");
const gridDay = (day: Date) => document.querySelector<HTMLElement>(`[data-testid="grid-day"][data-date="${dayKey(day)}"]`) as HTMLElement;

async function renderWeek() {
  const result = await renderCalendarPage([], undefined, "week");
  const standups = occurrencesOf(standup, [0, 1, 2, 3, 4].map((i) => at(addDays(monday, i), 9, 30)));
  const reviews = occurrencesOf(review, [at(addDays(monday, 2), 10)]);
  const offsites = [{ id: `${offsite.id}@x`, startTime: addDays(monday, 3).toISOString(), endTime: addDays(monday, 4).toISOString(), occurrenceOf: null, event: offsite }];
  await resolveMonth(result.environment, [...standups, ...reviews, ...offsites]);
  await screen.findByTestId("time-grid");
  return result;
}

/** The text of every rule emotion has inserted in the document. */
const emotionRules = () =>
  Array.from(document.querySelectorAll("style[data-emotion]")).flatMap((el) => Array.from((el as HTMLStyleElement).sheet?.cssRules ?? []).map((r) => r.cssText));

describe("The Week view", () => {
  it("opens first when no view was used, asks for the occurrences of the week from its first day and shows 7 days", async () => {
    const { environment } = await renderCalendarPage([], undefined, null);
    expect(screen.getByRole("button", { name: "Week" })).toHaveAttribute("aria-pressed", "true");
    const op = await pendingOperation(environment, "CalendarRangeQuery");
    expect(op.request.variables).toEqual({ from: monday.toISOString(), to: addDays(monday, 7).toISOString(), count: 100 });
    await resolveMonth(environment, []);
    expect(await screen.findAllByTestId("grid-day")).toHaveLength(7);
    expect(screen.getAllByTestId("grid-day-header")[0]).toHaveAttribute("data-date", dayKey(monday));
  });

  it("shows every occurrence of a series on its day, timed events in the grid and all-day ones in the all-day row", async () => {
    await renderWeek();
    const events = screen.getAllByTestId("grid-event");
    expect(events.filter((e) => e.textContent?.includes("Standup"))).toHaveLength(5);
    for (let i = 0; i < 5; i++) expect(within(gridDay(addDays(monday, i))).getByRole("button", { name: /^Standup/ })).toBeInTheDocument();
    expect(within(gridDay(addDays(monday, 2))).getByRole("button", { name: /^Design review/ })).toBeInTheDocument();
    const allDay = screen.getByTestId("all-day-row");
    expect(within(allDay).getByRole("button", { name: "Offsite, All day" })).toBeInTheDocument();
    expect(within(allDay).getAllByTestId("grid-event")).toHaveLength(1);
  });

  it("draws a day's 48 half-hour slots as plain elements styled once by their column: a line each hour, a hover background", async () => {
    await renderWeek();
    const slots = within(gridDay(addDays(monday, 2))).getAllByTestId("time-slot");
    expect(slots).toHaveLength(48);
    // no run-time style class of their own (emotion's css-…): the column's rules place and draw them
    expect(slots.filter((s) => /\bcss-/.test(s.className))).toEqual([]);
    expect(slots.filter((s) => s.classList.contains("tg-hour"))).toHaveLength(24);
    expect(slots[3].style.top).toBe(`${(3 * 48) / 2}px`);
    const rules = emotionRules();
    expect(rules.some((r) => />\.tg-slot:is\(:hover/.test(r) && /background: var\(--chakra-colors-bg-muted\)/.test(r))).toBe(true);
    expect(rules.some((r) => />\.tg-hour \{border-top-width: 1px; border-top-style: solid/.test(r))).toBe(true);
  });

  it("draws the occurrences' blocks and buttons as plain elements styled once by the grid", async () => {
    await renderWeek();
    const grid = screen.getByTestId("time-grid");
    const parts = [...within(grid).getAllByTestId("grid-block"), ...within(grid).getAllByTestId("grid-event")];
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.filter((el) => /\bcss-/.test(el.className))).toEqual([]);
    for (const part of [...within(grid).getAllByTestId("grid-event")].flatMap((b) => Array.from(b.children))) expect(part.className).not.toMatch(/\bcss-/);
    const rules = emotionRules();
    expect(rules.some((r) => /\.tg-event \{/.test(r) && /border-inline-start-width: 3px/.test(r))).toBe(true);
  });

  it("places a block by its time: 48 pixels an hour", async () => {
    await renderWeek();
    const block = within(gridDay(addDays(monday, 2))).getByRole("button", { name: /^Design review/ }).parentElement as HTMLElement;
    expect(block.style.top).toBe(`${10 * 48}px`);
    expect(block.style.height).toBe(`${48 - 2}px`);
  });

  it("draws the current time as a line across today only", async () => {
    await renderWeek();
    const lines = screen.getAllByTestId("now-line");
    expect(lines).toHaveLength(1);
    expect(lines[0].closest("[data-testid=grid-day]")).toHaveAttribute("data-date", dayKey(today));
  });

  it("creates an event at an empty slot: the dialog opens with the slot's start and 30 minutes", async () => {
    await renderWeek();
    const day = addDays(monday, 1);
    const slot = within(gridDay(day)).getAllByTestId("time-slot").find((s) => s.dataset.start === at(day, 14, 30).toISOString()) as HTMLElement;
    await user().click(slot);
    expect(await screen.findByRole("dialog", { name: "Create New Event" })).toBeInTheDocument();
    expect(dialogField("Start time")).toHaveValue(local(at(day, 14, 30)));
    expect(dialogField("End time")).toHaveValue(local(at(day, 15)));
  });

  it("opens the details card of a clicked occurrence", async () => {
    await renderWeek();
    await user().click(within(gridDay(addDays(monday, 2))).getByRole("button", { name: /^Design review/ }));
    const details = await screen.findByTestId("event-details");
    expect(within(details).getByRole("heading", { name: "Design review" })).toBeInTheDocument();
  });

  it("moves a week back and forth, with the buttons and the arrow keys, and T comes back to today", async () => {
    const { environment } = await renderWeek();
    await user().click(screen.getByRole("button", { name: "Next week" }));
    await waitFor(() => expect(rangeQueries(environment).some((op) => op.request.variables.from === addDays(monday, 7).toISOString())).toBe(true));
    fireEvent.keyDown(window, { key: "ArrowLeft" });
    fireEvent.keyDown(window, { key: "ArrowLeft" });
    await waitFor(() => expect(rangeQueries(environment).some((op) => op.request.variables.from === addDays(monday, -7).toISOString())).toBe(true));
    fireEvent.keyDown(window, { key: "t" });
    await waitFor(() => expect(screen.getByTestId("view-title").textContent).toContain(String(monday.getDate())));
  });

  it("switches views with D, W and M, and remembers the last one", async () => {
    await renderWeek();
    fireEvent.keyDown(window, { key: "d" });
    expect(screen.getByRole("button", { name: "Day" })).toHaveAttribute("aria-pressed", "true");
    expect(window.localStorage.getItem("clientfolio.calendar.view")).toBe("day");
    fireEvent.keyDown(window, { key: "m" });
    expect(screen.getByRole("button", { name: "Month" })).toHaveAttribute("aria-pressed", "true");
    fireEvent.keyDown(window, { key: "w" });
    expect(screen.getByRole("button", { name: "Week" })).toHaveAttribute("aria-pressed", "true");
    await user().click(screen.getByRole("button", { name: "Upcoming" }));
    expect(window.localStorage.getItem("clientfolio.calendar.view")).toBe("upcoming");
  });

  it("ignores the keys while typing in a field", async () => {
    await renderWeek();
    await user().click(screen.getByRole("button", { name: "Create Event" }));
    await screen.findByRole("dialog", { name: "Create New Event" });
    await user().type(dialogField("Title"), "dmw");
    expect(dialogField("Title")).toHaveValue("dmw");
    // the page behind the dialog is hidden from the accessibility tree while it is open
    expect(screen.getByRole("button", { name: "Week", hidden: true })).toHaveAttribute("aria-pressed", "true");
    expect(dialog()).toBeInTheDocument();
  });

  it("starts its week on the workspace's week start", async () => {
    const result = renderCalendarRoute(undefined, "/calendar", "week");
    await resolveOperation(result.environment, "CalendarPageQuery", { ...connectionResolvers([]), CalendarSettings: () => ({ weekStart: "sunday" }) });
    const op = await pendingOperation(result.environment, "CalendarRangeQuery");
    expect(op.request.variables.from).toBe(startOfWeek(today, 0).toISOString());
  });
});

describe("A link to a day (a hub's event)", () => {
  it("opens the views at the day of `?date=`", async () => {
    const { environment } = await renderCalendarPage([], "/calendar?date=2027-03-18", "week");
    const op = await pendingOperation(environment, "CalendarRangeQuery");
    const day = new Date(2027, 2, 18);
    expect(op.request.variables.from).toBe(startOfWeek(day, 1).toISOString());
  });

  it("ignores a day that does not exist", async () => {
    const { environment } = await renderCalendarPage([], "/calendar?date=2027-02-31", "week");
    const op = await pendingOperation(environment, "CalendarRangeQuery");
    expect(op.request.variables.from).toBe(monday.toISOString());
  });
});

describe("The Day view", () => {
  it("shows one day, from today, and steps a day at a time", async () => {
    const { environment } = await renderCalendarPage([], undefined, "day");
    const op = await pendingOperation(environment, "CalendarRangeQuery");
    expect(op.request.variables).toMatchObject({ from: today.toISOString(), to: addDays(today, 1).toISOString() });
    await resolveMonth(environment, occurrencesOf(review, [at(today, 15)]));
    expect(await screen.findAllByTestId("grid-day")).toHaveLength(1);
    expect(screen.getByRole("button", { name: /^Design review/ })).toBeInTheDocument();
    await user().click(screen.getByRole("button", { name: "Next day" }));
    await waitFor(() => expect(rangeQueries(environment).some((o) => o.request.variables.from === addDays(today, 1).toISOString())).toBe(true));
  });
});

describe("layoutDay", () => {
  const occ = (id: string, startH: number, endH: number): Occurrence =>
    ({ id, startTime: at(today, startH).toISOString(), endTime: at(today, endH).toISOString(), occurrenceOf: null, event: {} }) as unknown as Occurrence;

  it("puts overlapping occurrences side by side and lone ones full width", () => {
    const placed = layoutDay(today, [occ("a", 9, 11), occ("b", 10, 12), occ("c", 13, 14)]);
    const byId = Object.fromEntries(placed.map((b) => [b.occurrence.id, b]));
    expect([byId.a.column, byId.a.columns]).toEqual([0, 2]);
    expect([byId.b.column, byId.b.columns]).toEqual([1, 2]);
    expect([byId.c.column, byId.c.columns]).toEqual([0, 1]);
    expect([byId.a.top, byId.a.bottom]).toEqual([540, 660]);
  });

  it("clips an occurrence from the day before at midnight", () => {
    const overnight = { id: "n", startTime: at(addDays(today, -1), 22).toISOString(), endTime: at(today, 2).toISOString(), occurrenceOf: null, event: {} } as unknown as Occurrence;
    const [block] = layoutDay(today, [overnight]);
    expect([block.top, block.bottom]).toEqual([0, 120]);
  });
});
