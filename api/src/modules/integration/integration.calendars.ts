import type { AppResources } from "../../context";
import type { Prisma } from "../../generated/prisma/client";
import { ExternalServiceError } from "../../errors";
import { connectionFor, type WorkspaceConnection } from "./integration.connections";
import { withAccessToken } from "./integration.oauth";
import type { DiscoveredCalendar } from "./integration.caldav";

/*
 * The calendars of a Google or Microsoft account the workspace may choose from, as CalDAV's discovery finds a CalDAV
 * account's: Google's `GET /users/me/calendarList` (those the account may write to: owner or writer) and Graph's
 * `GET /me/calendars` (canEdit). A calendar's `url` is the provider's calendar id. Read when the account is connected
 * and again when a calendar is chosen that the stored list does not hold.
 */

type Res = Pick<AppResources, "prisma" | "config" | "pubsub" | "log">;

const TIMEOUT_MS = 15_000;
const MAX_CALENDARS = 100;
const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

async function getJson(res: Res, connection: Pick<WorkspaceConnection, "id" | "provider">, url: string, name: string) {
  const a = await withAccessToken<{ status: number; body: Record<string, unknown> }>(res, connection, async (token) => {
    try {
      const r = await fetch(url, { headers: { accept: "application/json", authorization: `Bearer ${token}` }, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
      return { status: r.status, body: record(await r.json().catch(() => ({}))) };
    } catch (err) {
      throw new ExternalServiceError(name, `${name} is not available right now (${(err as Error).name === "TimeoutError" ? "no answer" : "could not connect"}): try again later`, 502);
    }
  });
  if (a.status !== 200) {
    const e = record(a.body.error);
    throw new ExternalServiceError(name, `${name} did not list the calendars: ${a.status} ${text(e.message) ?? ""}`.trim().slice(0, 300), 502);
  }
  return a.body;
}

/** The account's calendars, listed by the provider now; null for a provider without a calendar here. */
async function oauthCalendars(res: Res, connection: Pick<WorkspaceConnection, "id" | "provider">): Promise<DiscoveredCalendar[] | null> {
  const found: DiscoveredCalendar[] = [];
  if (connection.provider === "google" && res.config.oauthApps.google) {
    let page: string | null = null;
    for (let i = 0; i < 10; i++) {
      const q = new URLSearchParams({ minAccessRole: "writer", maxResults: "250", ...(page ? { pageToken: page } : {}) });
      const body = await getJson(res, connection, `${res.config.oauthApps.google.apiUrl}/users/me/calendarList?${q}`, "Google");
      for (const c of Array.isArray(body.items) ? body.items.map(record) : []) {
        const id = text(c.id);
        if (id && (c.accessRole === "owner" || c.accessRole === "writer")) found.push({ url: id, name: (text(c.summaryOverride) ?? text(c.summary) ?? id).slice(0, 200) });
      }
      page = text(body.nextPageToken);
      if (!page) break;
    }
  } else if (connection.provider === "microsoft" && res.config.oauthApps.microsoft) {
    let url: string | null = `${res.config.oauthApps.microsoft.graphUrl}/me/calendars?$select=id,name,canEdit`;
    for (let i = 0; url && i < 10; i++) {
      const body = await getJson(res, connection, url, "Microsoft");
      for (const c of Array.isArray(body.value) ? body.value.map(record) : []) {
        const id = text(c.id);
        if (id && c.canEdit !== false) found.push({ url: id, name: (text(c.name) ?? id).slice(0, 200) });
      }
      url = text(body["@odata.nextLink"]);
    }
  } else {
    return null;
  }
  return found.slice(0, MAX_CALENDARS);
}

/** The account's calendars read again and stored on the connection; answers them (null: not a calendar provider). */
export async function refreshOAuthCalendars(res: Res, userId: string, provider: "google" | "microsoft"): Promise<DiscoveredCalendar[] | null> {
  const connection = await connectionFor(res, userId, provider);
  if (!connection) return null;
  const calendars = await oauthCalendars(res, connection);
  if (calendars === null) return null;
  await res.prisma.connection.updateMany({ where: { id: connection.id, userId }, data: { calendars: calendars as unknown as Prisma.InputJsonValue } });
  return calendars;
}
