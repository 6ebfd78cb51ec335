/** Where the sign-in page sends the user afterwards. */
export const LOGIN_PATH = "/api/login";
export const LOGOUT_PATH = "/api/logout";

/**
 * Only a same-site path is honoured: it starts with a single "/" (not "//" or "/\", which browsers read as another
 * host) and is not one of the server's own /api endpoints. Anything else becomes "/".
 */
export function safeReturnTo(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  if (/[\u0000-\u001f]/.test(raw)) return "/";
  if (raw === "/api" || raw.startsWith("/api/") || raw.startsWith("/api?")) return "/";
  return raw;
}

/** The login address that brings the user back to `returnTo` afterwards. */
export function loginUrl(returnTo: string): string {
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}
