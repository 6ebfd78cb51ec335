import { dateTimeFormat } from "@common/timezone";
import type { AppResources } from "../../../context";
import { ConnectionRefusedError, withAccessToken, type WorkspaceConnection } from "../../integration";
import { RemoteCalendarError, type RemoteObject } from "./remote";

/*
 * One request to a calendar API under the workspace's OAuth connection (Google Calendar, Microsoft Graph): its access
 * token renewed before it expires and once on a 401 by the integration module (a refused grant marks the connection
 * "needs reconnect" there), JSON in and out, a timeout, no redirect followed. A network failure or a timeout is a
 * RemoteCalendarError without a status (the job is retried).
 */

export type ApiRes = Pick<AppResources, "prisma" | "config" | "pubsub" | "log">;

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

const TIMEOUT_MS = 15_000;

export interface ApiRequest {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  url: string;
  json?: unknown;
  headers?: Record<string, string>;
}

export async function apiCall(res: ApiRes, connection: Pick<WorkspaceConnection, "id" | "provider">, name: string, req: ApiRequest): Promise<ApiAnswer> {
  const host = new URL(req.url).host;
  return withAccessToken(res, connection, async (token) => {
    let r: Response;
    try {
      r = await fetch(req.url, {
        method: req.method, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { accept: "application/json", authorization: `Bearer ${token}`, ...(req.json !== undefined ? { "content-type": "application/json" } : {}), ...req.headers },
        body: req.json !== undefined ? JSON.stringify(req.json) : undefined,
      });
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      throw new RemoteCalendarError(`${name}: ${e.name === "TimeoutError" ? `no answer from ${host} within ${TIMEOUT_MS / 1000} s` : `could not reach ${host} (${e.cause?.code ?? e.message})`}`);
    }
    const text = await r.text().catch(() => "");
    let body: Record<string, unknown> = {};
    try {
      const parsed = text ? JSON.parse(text) : {};
      if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
    } catch {
      body = { error: { message: text.slice(0, 160) } };
    }
    return { status: r.status, body, headers: r.headers };
  });
}

/** The provider's own message of an error answer ({error: {message, code|status}}), as a RemoteCalendarError. */
export function apiError(name: string, what: string, a: ApiAnswer): RemoteCalendarError {
  const e = a.body.error && typeof a.body.error === "object" ? a.body.error as Record<string, unknown> : {};
  const message = typeof e.message === "string" ? e.message.split(/\r?\n/)[0].slice(0, 200) : "";
  const code = typeof e.status === "string" ? e.status : typeof e.code === "string" ? e.code : "";
  return new RemoteCalendarError(`${name} ${what} failed: ${a.status}${message ? ` ${message}` : ""}${code ? ` (${code})` : ""}`, a.status);
}

export const isRefusedGrant = (err: unknown) => err instanceof ConnectionRefusedError;

export const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
export const str = (v: unknown): string | null => (typeof v === "string" && v ? v : null);

/** The wall-clock fields of an instant in a zone, "YYYY-MM-DDTHH:MM:SS". */
export function wallTime(at: Date, zone: string): string {
  const parts = Object.fromEntries(dateTimeFormat("en-CA", {
    timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23",
  }).formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** How many times a write answered 412 (changed there meanwhile) is tried again with the event's current ETag. */
const ETAG_ATTEMPTS = 4;

/**
 * Deletes an event with `If-Match` on its ETag: a 412 reads the current ETag and deletes again (ours wins); gone
 * already (404, 410, or no ETag left) is done.
 */
export async function deleteWithEtag(name: string, obj: RemoteObject, call: (method: "DELETE", url: string, json: undefined, headers: Record<string, string>) => Promise<ApiAnswer>,
  currentEtag: (href: string) => Promise<string | null>): Promise<void> {
  let etag = obj.etag;
  for (let attempt = 0; attempt < ETAG_ATTEMPTS; attempt++) {
    const a = await call("DELETE", obj.href, undefined, etag ? { "If-Match": etag } : {});
    if (a.status === 204 || a.status === 200 || a.status === 404 || a.status === 410) return;
    if (a.status !== 412) throw apiError(name, "DELETE", a);
    etag = await currentEtag(obj.href);
    if (etag === null) return;
  }
  throw new RemoteCalendarError(`${name} DELETE failed: the event kept changing there (${ETAG_ATTEMPTS} attempts)`, 412);
}
