import type { BootQuery } from "@common/boot-data";
import { weekStartOf } from "@common/calendar-page";
import { weekRangeVariables } from "@common/calendar-range";

/** The language a browser's `navigator.language` most likely is: the first of its Accept-Language. */
function requestLocale(acceptLanguage: string | undefined): string {
  return acceptLanguage?.split(",")[0]?.split(";")[0]?.trim() || "en-US";
}

/**
 * The calendar page's first read of its events, guessed for the request, for the page's boot data: the Week view (the
 * view a browser opens with until another is chosen there) of the address's `?date=` or today, in the viewer's time
 * zone, weeks starting on their calendar setting's day or their browser language's. Its variables depend on what only
 * the browser knows (the view it last used, its clock, zone and language), so it is no boot query of the page
 * (common/boot-data.ts): the app takes the answer when it sends exactly these variables (the usual case), and asks the
 * server when it sends others, as it did before.
 */
export function calendarRangeBootQuery(
  user: { timeZone: string; calendarWeekStart: string | null },
  search: URLSearchParams,
  acceptLanguage: string | undefined,
  now: Date = new Date(),
): BootQuery {
  const first = weekStartOf(user.calendarWeekStart, requestLocale(acceptLanguage));
  return { name: "CalendarRangeQuery", variables: { ...weekRangeVariables(search.get("date"), first, user.timeZone, now) } };
}
