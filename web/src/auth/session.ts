import { ApiError, apiJson, apiRequest } from "../lib/api";
import type { AuthUser } from "./types";

/**
 * The authentication check: GET /api/auth/user, once, never retried. The user is signed in when the
 * call returns data; a 401 or any failure means signed out.
 */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  try {
    const res = await apiRequest("GET", "/api/auth/user", undefined, { onUnauthorized: "throw" });
    return (await res.json()) as AuthUser;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) console.warn("Authentication check failed", error);
    return null;
  }
}

export interface SignInInput {
  email: string;
  password: string;
}

export interface RegisterInput extends SignInInput {
  firstName?: string;
  lastName?: string;
  timeZone?: string;
}

/** POST /api/auth/login. Throws ApiError (401 invalid credentials, 429 too many attempts). */
export function signIn(input: SignInInput): Promise<AuthUser> {
  return apiJson<AuthUser>("POST", "/api/auth/login", input, { onUnauthorized: "throw" });
}

/** POST /api/auth/register. Throws ApiError (400 with field errors, 409 e-mail taken). */
export function register(input: RegisterInput): Promise<AuthUser> {
  return apiJson<AuthUser>("POST", "/api/auth/register", input, { onUnauthorized: "throw" });
}
