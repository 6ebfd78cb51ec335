import { toast } from "../components/toaster";
import { currentPathWithSearch, redirectTo } from "../lib/browser";
import { loginUrl } from "./returnTo";

export const UNAUTHORIZED_TITLE = "Unauthorized";
export const UNAUTHORIZED_DESCRIPTION = "You are logged out. Logging in again...";
/** Delay between the toast and the redirect to the login address. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/** Thrown by network helpers after a 401, so callers stop; the redirect is already under way. */
export class UnauthorizedError extends Error {
  readonly status = 401;
  constructor(message = "401: Unauthorized") {
    super(message);
    this.name = "UnauthorizedError";
  }
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof UnauthorizedError || (error instanceof Error && error.name === "UnauthorizedError");
}

let pendingRedirect: ReturnType<typeof setTimeout> | null = null;

/**
 * The single reaction to "not signed in": the destructive toast
 * 'Unauthorized' / 'You are logged out. Logging in again...', then after 500 ms a full page navigation to
 * /api/login?returnTo=<current path>. Several failing calls at once produce one toast and one redirect.
 */
export function handleUnauthorized(): void {
  if (pendingRedirect) return;
  const returnTo = currentPathWithSearch();
  toast.error({ title: UNAUTHORIZED_TITLE, description: UNAUTHORIZED_DESCRIPTION });
  pendingRedirect = setTimeout(() => {
    pendingRedirect = null;
    redirectTo(loginUrl(returnTo));
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
}
