import { safeReturnTo } from "@common/auth-texts";

/** Where the sign-in page lives (GET /api/login: OIDC redirect when configured, else this SPA's sign-in page). */
export const LOGIN_PATH = "/api/login";
export const LOGOUT_PATH = "/api/logout";
/** The login address with the hint that opens the sign-in page on its Create account tab (an identity provider ignores it). */
export const REGISTER_PATH = `${LOGIN_PATH}?mode=register`;

/** Only a same-site path is honoured as returnTo (shared with the server); anything else becomes "/". */
export { safeReturnTo };

/** The login address that brings the user back to `returnTo` afterwards. */
export function loginUrl(returnTo: string): string {
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}
