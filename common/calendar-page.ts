/**
 * What the calendar page and the first screen the server draws for it (api/src/http/first-screen.ts) share, with nothing
 * heavier imported (no schema library): the browser's script that finishes that screen
 * (web/src/modules/calendar/firstScreen.ts) bundles it.
 */

/** The days a calendar week may start on (the calendar settings' `weekStart`; null: the browser's locale decides). */
export const WEEK_STARTS = ["monday", "sunday", "saturday"] as const;
type WeekStart = (typeof WEEK_STARTS)[number];

/** A weekday as Date.getDay numbers it: 0 Sunday ... 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const WEEK_START_DAYS: Record<WeekStart, Weekday> = { monday: 1, sunday: 0, saturday: 6 };

/** The first day of a locale's weeks (Intl's week info where the runtime has it), Monday otherwise. */
function localeWeekStart(locale: string): Weekday {
  try {
    const l = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const firstDay = l.getWeekInfo?.().firstDay ?? l.weekInfo?.firstDay;
    if (typeof firstDay === "number" && firstDay >= 1 && firstDay <= 7) return (firstDay % 7) as Weekday;
  } catch {
    // an unknown locale: Monday
  }
  return 1;
}

/**
 * The first day of the calendar's weeks: the workspace's (the calendar settings' `weekStart`), or the locale's when it
 * has none (the browser's language; on the server, the first of the request's Accept-Language).
 */
export function weekStartOf(setting: string | null | undefined, locale: string): Weekday {
  return (WEEK_STARTS as readonly string[]).includes(setting ?? "") ? WEEK_START_DAYS[setting as WeekStart] : localeWeekStart(locale);
}

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
