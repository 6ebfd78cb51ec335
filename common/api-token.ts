import * as yup from "yup";
import { optionalDate, requiredText, trimmed } from "./validation";

/** "read": GET requests and GraphQL queries and subscriptions only; "write": everything a signed-in user may do. */
export const API_TOKEN_SCOPES = ["read", "write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = { read: "Read-only", write: "Read and write" };

/** What every token starts with, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = "cf_";

/** Tokens a workspace may hold at once. */
export const MAX_API_TOKENS = 50;

/** The API token form and API input; the same schema runs in the browser and in the service. */
export const apiTokenSchema = yup.object({
  name: requiredText("Name is required", 100),
  scope: trimmed().required("Scope is required")
    .oneOf(API_TOKEN_SCOPES as unknown as string[], "Scope must be read or write") as yup.StringSchema<ApiTokenScope>,
  expiresAt: optionalDate("Expiry must be a date")
    .test("future", "Expiry must be in the future", (v) => !(v instanceof Date) || v.getTime() > Date.now()),
});

export interface ApiTokenFormValues {
  name: string;
  scope: ApiTokenScope;
  /** YYYY-MM-DD, or "" for a token that never expires */
  expiresAt: string;
}

export const emptyApiTokenForm: ApiTokenFormValues = { name: "", scope: "read", expiresAt: "" };

/**
 * What the form sends: a day chosen is the end of that day in the browser's zone (a token "until the 31st" works
 * through the 31st), none is null.
 */
export function apiTokenPayload(v: ApiTokenFormValues): { name: string; scope: ApiTokenScope; expiresAt: string | null } {
  const day = v.expiresAt.trim();
  const end = day ? new Date(`${day}T23:59:59.999`) : null;
  return { name: v.name, scope: v.scope, expiresAt: end && !Number.isNaN(end.getTime()) ? end.toISOString() : day || null };
}
