import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from "relay-test-utils";
import { renderPageRoute, type MockEnvironment } from "../../../../test/render";
import { pageConnection } from "../../../../test/connections";
import { pendingOperation, resolveOperation, user, VIEWER_ID } from "../../../../test/relay";
import { Component as CalendarPage, load } from "../CalendarPage";

export * from "../../../../test/relay";

// jsdom has no PointerEvent; the checkbox's press tracking creates one when the checkbox loses the focus
if (typeof window.PointerEvent === "undefined") {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? "mouse";
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

/** An event as the API returns it; every field present so no mock placeholder leaks into the UI. */
export interface EventFixture {
  id: string;
  title: string;
  description: string | null;
  startTime: string;
  /** a series: its next occurrence's start */
  nextStartTime: string | null;
  endTime: string;
  location: string | null;
  type: "meeting" | "call" | "deadline" | "reminder";
  isRecurring: boolean;
  recurrenceRule: string | null;
  attendeeEmails: string[];
  reminderMinutes: number;
  color: string;
  meetingLink: string | null;
  externalCalendarType: string | null;
  syncError: string | null;
  /** why the last reminder e-mail was not sent */
  reminderEmailError: string | null;
  /** the attendees the latest invitation did not reach */
  invitationFailures: { email: string; reason: string }[];
  /** the version the edit form sends back (unchangedSince) */
  updatedAt: string;
  isAllDay: boolean;
  /** the IANA zone the event's times are in */
  timeZone: string;
  client: { id: string; name: string } | null;
  project: { id: string; name: string } | null;
}

/** The zone the tests' browser is in. */
export const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

let seq = 0;

export function anEvent(overrides: Partial<EventFixture> = {}): EventFixture {
  seq += 1;
  return {
    id: `Q2FsZW5kYXJFdmVudDox${seq}`,
    title: "Kickoff call",
    description: null,
    startTime: "2026-12-03T15:00:00.000Z",
    nextStartTime: null,
    endTime: "2026-12-03T16:00:00.000Z",
    location: null,
    type: "meeting",
    isRecurring: false,
    recurrenceRule: null,
    attendeeEmails: [],
    reminderMinutes: 15,
    color: "#1976d2",
    meetingLink: null,
    externalCalendarType: null,
    syncError: null,
    reminderEmailError: null,
    invitationFailures: [],
    updatedAt: `2026-11-20T09:30:00.${String(seq % 1000).padStart(3, "0")}Z`,
    isAllDay: false,
    timeZone: BROWSER_ZONE,
    client: null,
    project: null,
    ...overrides,
  };
}

export function connectionResolvers(events: EventFixture[], { hasNextPage = false, totalCount = events.length } = {}): MockResolvers {
  return {
    User: () => ({ id: VIEWER_ID }),
    CalendarSettings: () => ({ weekStart: "monday" }),
    CalendarEventConnection: () => pageConnection(events, (node) => ({ __typename: "CalendarEvent", ...node }), { hasNextPage, totalCount }),
  };
}

/**
 * Renders /calendar (or `path`) with its loader, in `view` (the view last used: 'All events' unless told); the query
 * stays pending (skeletons) until `resolveEvents` answers it.
 */
export function renderCalendarRoute(environment: MockEnvironment = createMockEnvironment(), path = "/calendar", view: string | null = "list") {
  if (view) window.localStorage.setItem("clientfolio.calendar.view", view);
  else window.localStorage.removeItem("clientfolio.calendar.view");
  return renderPageRoute("/calendar", { load, Component: CalendarPage }, environment, path);
}

export async function resolveEvents(environment: MockEnvironment, events: EventFixture[]) {
  await resolveOperation(environment, "CalendarPageQuery", connectionResolvers(events));
}

/** /calendar with these events loaded. */
export async function renderCalendarPage(events: EventFixture[], path?: string, view?: string | null) {
  const result = renderCalendarRoute(undefined, path, view);
  await resolveEvents(result.environment, events);
  // hidden too: a dialog the address opens (?new=call, ?event=) may already hide the page from the accessibility tree
  await screen.findByRole("heading", { level: 1, name: "Calendar", hidden: true });
  // the list view's code loads when it is first shown: its placeholders until then
  if ((view === undefined ? "list" : view) === "list") await waitFor(() => expect(screen.queryByTestId("events-loading")).toBeNull());
  return result;
}

export const cards = () => screen.queryAllByTestId("event-card");

export function cardOf(title: string): HTMLElement {
  return screen.getByRole("article", { name: title });
}

export const inCard = (title: string) => within(cardOf(title));

/** One occurrence of the month view: an event at these times; `occurrenceOf` set for an occurrence of a series. */
export interface OccurrenceFixture {
  id: string;
  startTime: string;
  endTime: string;
  occurrenceOf: string | null;
  event: EventFixture;
}

/** The occurrences of `event` starting at these local times (each an hour long). */
export function occurrencesOf(event: EventFixture, starts: Date[]): OccurrenceFixture[] {
  return starts.map((start) => ({
    id: `${event.id}@${start.toISOString()}`,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3_600_000).toISOString(),
    occurrenceOf: event.isRecurring ? start.toISOString() : null,
    event,
  }));
}

/** Answers the pending range query (of the Upcoming, Day, Week or Month view) with these occurrences (one page). */
export async function resolveMonth(environment: MockEnvironment, occurrences: OccurrenceFixture[]) {
  const op = await pendingOperation(environment, "CalendarRangeQuery");
  await act(async () => {
    environment.mock.resolve(
      op,
      MockPayloadGenerator.generate(op, {
        User: () => ({ id: VIEWER_ID }),
        CalendarOccurrenceConnection: () => ({
          edges: occurrences.map((o, i) => ({
            cursor: `o-${i + 1}`,
            node: { __typename: "CalendarOccurrence", ...o, event: { __typename: "CalendarEvent", ...o.event } },
          })),
          pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: `o-${occurrences.length}`, startCursor: "o-1" },
        }),
      }),
    );
  });
  return op;
}

/** Switches to the month view. */
export async function openMonthView() {
  await user().click(screen.getByRole("button", { name: "Month" }));
}

/**
 * Chooses an item of the open menu as a pointer does: the press highlights it, the click selects it (jsdom applies
 * the menu's state between the two only once React has rendered).
 */
export async function chooseMenuItem(name: string) {
  const item = await screen.findByRole("menuitem", { name });
  fireEvent.pointerDown(item);
  await waitFor(() => expect(item).toHaveAttribute("data-highlighted"));
  fireEvent.click(item);
}
