import { ApiError, apiRequest } from "../lib/api";
import type { AuthUser } from "./types";

/**
 * The authentication check: GET /api/auth/user, once, never retried. The user is signed in when the
 * call returns a user; no content, a `null` body, a 401 or any failure means signed out.
 */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  try {
    const res = await apiRequest("GET", "/api/auth/user", undefined, { onUnauthorized: "throw" });
    const text = res.status === 204 ? "" : await res.text();
    return text ? ((JSON.parse(text) as AuthUser | null) ?? null) : null;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) console.warn("Authentication check failed", error);
    return null;
  }
}
