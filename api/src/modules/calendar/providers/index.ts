import type { AppResources } from "../../../context";
import { connectionFor, userServerFetch, type CaldavSecrets, type WorkspaceConnection } from "../../integration";
import { caldavCalendar } from "./caldav";
import { googleCalendar } from "./google";
import { graphCalendar } from "./graph";
import { CALENDAR_PROVIDER_TYPES, type CalendarProviderType, type RemoteCalendar } from "./remote";

export * from "./remote";

type Res = Pick<AppResources, "prisma" | "config" | "pubsub" | "log">;

/**
 * The workspace's calendar connections (CalDAV, Google, Microsoft), the one whose calendar is chosen first (events go
 * to one calendar: CalDAV's when both are chosen, then Google's, then Outlook's).
 */
export async function calendarConnectionOf(res: Res, userId: string): Promise<WorkspaceConnection | null> {
  const all = (await Promise.all(CALENDAR_PROVIDER_TYPES.map((p) => connectionFor(res, userId, p)))).filter((c): c is WorkspaceConnection => c !== null);
  return all.find((c) => c.calendarUrl) ?? all[0] ?? null;
}

/** The calendar of a connection with a chosen calendar, behind the calendar interface; null when none is chosen (or the deployment lost the provider's app). */
export function remoteCalendar(res: Res, connection: WorkspaceConnection): RemoteCalendar | null {
  if (!connection.calendarUrl) return null;
  switch (connection.provider as CalendarProviderType) {
    case "caldav": {
      const { username, password } = connection.secrets<CaldavSecrets>();
      return caldavCalendar({ url: connection.calendarUrl, username, password, fetch: userServerFetch(res) }, connection.calendarName ?? "your calendar");
    }
    case "google": {
      const app = res.config.oauthApps.google;
      return app ? googleCalendar(res, connection, app.apiUrl) : null;
    }
    case "microsoft": {
      const app = res.config.oauthApps.microsoft;
      return app ? graphCalendar(res, connection, app.graphUrl) : null;
    }
    default:
      return null;
  }
}

/** The workspace's chosen calendar with its connection; null when none is chosen. */
export async function workspaceCalendar(res: Res, userId: string): Promise<{ connection: WorkspaceConnection; remote: RemoteCalendar } | null> {
  const connection = await calendarConnectionOf(res, userId);
  const remote = connection ? remoteCalendar(res, connection) : null;
  return connection && remote ? { connection, remote } : null;
}
