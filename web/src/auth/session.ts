import { ApiError, apiRequest } from "../lib/api";
import { takeBootUser } from "../lib/bootData";
import type { AuthUser } from "./types";

/**
 * The authentication check: GET /api/auth/user, once, never retried. The user is signed in when the
 * call returns a user; no content, a `null` body, a 401 or any failure means signed out. The user the page's HTML
 * carries (lib/bootData.ts) needs no call.
 */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  const inlined = takeBootUser();
  if (inlined) return inlined as AuthUser;
  try {
    const res = await apiRequest("GET", "/api/auth/user", undefined, { onUnauthorized: "throw" });
    const text = res.status === 204 ? "" : await res.text();
    return text ? ((JSON.parse(text) as AuthUser | null) ?? null) : null;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) console.warn("Authentication check failed", error);
    return null;
  }
}
