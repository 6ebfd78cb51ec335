import { UnauthorizedError, handleUnauthorized } from "../auth/unauthorized";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A non-OK response. The message has the form '{status}: {response text or status text}'. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    /** The response body parsed as JSON, when it was JSON. */
    readonly body: unknown,
  ) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
  }

  /** The server's `message` field (REST error bodies are `{ message, errors? }`), if any. */
  get serverMessage(): string | null {
    const b = this.body as { message?: unknown } | null;
    return b && typeof b.message === "string" ? b.message : null;
  }

  /** The server's per-field messages (`errors: { field: message }`), if any. */
  get fieldErrors(): Record<string, string> {
    const b = this.body as { errors?: unknown } | null;
    if (!b || typeof b.errors !== "object" || b.errors === null) return {};
    return Object.fromEntries(Object.entries(b.errors).filter((e): e is [string, string] => typeof e[1] === "string"));
  }
}

export interface ApiRequestOptions {
  /**
   * What a 401 means. "redirect" (default): the session is gone, run the shared unauthorized handler (toast and
   * redirect to /api/login) and throw UnauthorizedError. "throw": the caller handles it (sign-in form, auth check).
   */
  onUnauthorized?: "redirect" | "throw";
  signal?: AbortSignal;
}

/**
 * The REST helper: JSON body with a JSON content type when there is a body, cookies always sent, no
 * retries. Resolves with the Response when it is OK; otherwise throws ApiError ('{status}: {text}').
 */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const res = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: body !== undefined ? { "Content-Type": "application/json", Accept: "application/json" } : { Accept: "application/json" },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: options.signal,
  });
  if (res.ok) return res;
  if (res.status === 401 && (options.onUnauthorized ?? "redirect") === "redirect") {
    handleUnauthorized();
    throw new UnauthorizedError();
  }
  const raw = await res.text().catch(() => "");
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  throw new ApiError(res.status, raw || res.statusText, parsed);
}

/** The default read: GET the path, parse JSON. */
export async function apiGet<T>(path: string, options?: ApiRequestOptions): Promise<T> {
  const res = await apiRequest("GET", path, undefined, options);
  return (await res.json()) as T;
}
