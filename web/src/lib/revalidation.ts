import type { RouteObject } from "react-router";

/**
 * A page's loader runs again when its path changes, not when only the query string does: `?id=` opens or closes a
 * record on the page (a notification's link) and must not fetch the whole page again.
 */
export const pathChangeRevalidates: NonNullable<RouteObject["shouldRevalidate"]> = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
