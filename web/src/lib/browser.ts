/**
 * The few places the app leaves the single-page app: full page navigations. Kept in one module so tests can
 * replace them (jsdom cannot navigate).
 */

/** Full page navigation (the server decides what to answer, e.g. /api/login or /api/logout). */
export function redirectTo(url: string): void {
  window.location.href = url;
}

/** The current path with its query string, e.g. "/clients?tab=active". */
export function currentPathWithSearch(): string {
  return `${window.location.pathname}${window.location.search}`;
}
