import { screen, waitFor, within } from "@testing-library/react";
import { addDays, startOfDay } from "../calendarView";
import { anEvent, occurrencesOf, operationName, pendingOperation, renderCalendarPage, resetToasts, resolveMonth, user } from "./calendarTestUtils";

beforeEach(resetToasts);

const today = startOfDay(new Date());
const at = (day: Date, hour: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0);

describe("The Upcoming view", () => {
  const standup = anEvent({ title: "Standup", isRecurring: true, recurrenceRule: "FREQ=DAILY;INTERVAL=1" });
  const lunch = anEvent({ title: "Lunch with Acme", client: { id: "Q2xpZW50OjE=", name: "Acme Studio" }, location: "Café Nero" });
  const over = anEvent({ title: "Already over" });

  async function renderUpcoming() {
    const result = await renderCalendarPage([], undefined, "upcoming");
    const op = await pendingOperation(result.environment, "CalendarRangeQuery");
    expect(op.request.variables).toEqual({ from: today.toISOString(), to: addDays(today, 30).toISOString(), count: 100 });
    const ended = { ...occurrencesOf(over, [today])[0], endTime: new Date(today.getTime() + 60_000).toISOString() };
    await resolveMonth(result.environment, [
      ended,
      ...occurrencesOf(standup, [at(today, 23), at(addDays(today, 1), 9), at(addDays(today, 2), 9)]),
      ...occurrencesOf(lunch, [at(addDays(today, 1), 12)]),
    ]);
    await screen.findByTestId("upcoming-view");
    return result;
  }

  it("lists every occurrence from today on, each series' occurrence on its own day, grouped under the day", async () => {
    await renderUpcoming();
    const days = screen.getAllByTestId("upcoming-day");
    expect(days).toHaveLength(3);
    expect(within(days[0]).getByRole("heading")).toHaveTextContent(/^Today · /);
    expect(within(days[1]).getByRole("heading")).toHaveTextContent(/^Tomorrow · /);
    expect(within(days[0]).getAllByTestId("upcoming-item").map((i) => i.textContent)).toEqual([expect.stringContaining("Standup")]);
    const tomorrow = within(days[1]).getAllByTestId("upcoming-item");
    expect(tomorrow.map((i) => i.textContent)).toEqual([expect.stringContaining("Standup"), expect.stringContaining("Lunch with Acme")]);
    expect(tomorrow[1]).toHaveTextContent("Acme Studio · Café Nero");
    expect(tomorrow[1]).toHaveTextContent(at(today, 12).toLocaleTimeString(undefined, { hour: "numeric" }));
    expect(within(days[2]).getByTestId("upcoming-item")).toHaveTextContent("Standup");
    // an occurrence already over is not upcoming
    expect(screen.queryByText("Already over")).not.toBeInTheDocument();
  });

  it("opens an occurrence's details card, and reads further with 'Show later events'", async () => {
    const { environment } = await renderUpcoming();
    await user().click(screen.getAllByTestId("upcoming-item")[2]);
    expect(within(await screen.findByTestId("event-details")).getByRole("heading", { name: "Lunch with Acme" })).toBeInTheDocument();
    await user().keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByTestId("event-details")).not.toBeInTheDocument());
    await user().click(screen.getByRole("button", { name: "Show later events" }));
    await waitFor(() =>
      expect(environment.mock.getAllOperations().some((op) => operationName(op) === "CalendarRangeQuery" && op.request.variables.to === addDays(today, 60).toISOString())).toBe(true),
    );
  });

  it("says so when nothing is scheduled", async () => {
    const { environment } = await renderCalendarPage([], undefined, "upcoming");
    await resolveMonth(environment, []);
    expect(await screen.findByText("Nothing scheduled in the coming days")).toBeInTheDocument();
  });
});
