/**
 * The calendar page's h1 and subtitle, which the server also writes in the first screen it draws for it
 * (api/src/http/first-screen.ts). A file of its own: the app's navigation loads it with the app's first code, without
 * the page's other texts (calendar-page.ts).
 */
export const CALENDAR_PAGE_HEADING = { heading: "Calendar", subtitle: "Manage your appointments and events" } as const;
