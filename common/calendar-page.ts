/**
 * What the calendar page and the first screen the server draws for it (api/src/http/first-screen.ts) share, with nothing
 * heavier imported (no schema library): the browser's script that finishes that screen
 * (web/src/modules/calendar/firstScreen.ts) bundles it.
 */

/** The days a calendar week may start on (the calendar settings' `weekStart`; null: the browser's locale decides). */
export const WEEK_STARTS = ["monday", "sunday", "saturday"] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];

/**
 * The calendar page's texts that the server also writes, in the first screen it draws into the app's HTML: its
 * actions (its heading: calendar-heading.ts), the views' switch and the way through a view's days, so the page and
 * that screen say the same.
 */
export const CALENDAR_PAGE_TEXTS = {
  add: "Create Event",
  integration: "Integration",
  upcomingTab: "Upcoming",
  dayTab: "Day",
  weekTab: "Week",
  monthTab: "Month",
  listTab: "All events",
  today: "Today",
  keyboardHint: "Keys: ← → move, T today, D day, W week, M month",
} as const;
