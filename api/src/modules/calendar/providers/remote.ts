import type { CalendarEvent } from "../../../generated/prisma/client";
import type { ReadObject } from "../calendar.ical-read";

/*
 * The workspace's own calendar as the push and the pull see it, whichever provider holds it: CalDAV (caldav.ts),
 * Google Calendar (google.ts) or Outlook through Microsoft Graph (graph.ts). Each adapter says how an event (a series
 * with its overrides) is written there with the provider's own concurrency (an ETag and If-Match), how what changed
 * since a stored token is listed, and how an event is read back as the app reads calendar objects (ReadObject). The
 * push (calendar.sync.ts) and the pull loop (calendar.pull.ts) are written once, over this interface.
 *
 * An event's place in the calendar is its `href`: an absolute URL under the calendar's `base` (a CalDAV object's
 * address, a Google or Graph event's API resource), stored on the event with its ETag (`caldavHref`, `caldavEtag`).
 */

export const CALENDAR_PROVIDER_TYPES = ["caldav", "google", "microsoft"] as const;
export type CalendarProviderType = (typeof CALENDAR_PROVIDER_TYPES)[number];
export const isCalendarProviderType = (v: unknown): v is CalendarProviderType => typeof v === "string" && (CALENDAR_PROVIDER_TYPES as readonly string[]).includes(v);

/** What the calendar integrations call each provider. */
export const CALENDAR_PROVIDER_NAMES: Record<CalendarProviderType, string> = { caldav: "CalDAV", google: "Google Calendar", microsoft: "Outlook" };

export interface RemoteObject {
  href: string;
  etag: string | null;
}

/** What changed in the calendar since a token. */
export interface RemoteListing {
  /** the token to store once everything listed is applied */
  token: string | null;
  /** objects new or changed (their ETag when the listing gives one: an object whose ETag is the stored one is skipped) */
  changed: RemoteObject[];
  /** objects deleted there */
  gone: string[];
  /** the listing holds every object of the calendar: those it does not hold are gone */
  complete: boolean;
  /** the server answered part of the changes: the next pull asks again from `token` */
  truncated?: boolean;
}

/** An object read back: its data as the app reads it (`read()` throws when the app cannot read it), or gone. */
export interface RemoteRead {
  href: string;
  etag: string | null;
  gone: boolean;
  read(zone: string): ReadObject;
}

/** A request the provider refused or did not answer: `status` is its HTTP status when there was one. */
export class RemoteCalendarError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = "RemoteCalendarError";
  }
}

export interface RemoteCalendar {
  type: CalendarProviderType;
  /** the provider's name ("Google Calendar") */
  providerName: string;
  /** the calendar's name as the account has it */
  calendarName: string;
  /** every href of this calendar starts with it */
  base: string;
  /** Writes a new event; an href taken already (an earlier attempt got there) is updated instead. */
  create(series: CalendarEvent, overrides: CalendarEvent[]): Promise<RemoteObject>;
  /** Updates in place with If-Match on the stored ETag (a 412: read again and written again, ours winning; gone: written anew). */
  update(obj: RemoteObject, series: CalendarEvent, overrides: CalendarEvent[]): Promise<RemoteObject>;
  /** Deletes with If-Match (a 412: read again and deleted; gone already: done). */
  remove(obj: RemoteObject): Promise<void>;
  /** What changed since the token (null: everything there is); a token the provider refuses lists everything again. */
  changes(token: string | null): Promise<RemoteListing>;
  /** The objects at these hrefs as they are now (a missing one: gone). */
  read(hrefs: string[]): Promise<RemoteRead[]>;
  /** The busy periods overlapping [from, to) (unmerged; cancelled and free events left out); `zone`: the workspace's, for dates. */
  busy(from: Date, to: Date, zone: string): Promise<{ start: Date; end: Date }[]>;
  /** Why the provider refused the credentials, when that is what this error is (the connection then needs a reconnect); else null. */
  refusal(err: unknown): string | null;
  /** Whether the provider refused the credentials in a way that is already recorded on the connection (OAuth). */
  refusalRecorded: boolean;
}

/** Does this href belong to the calendar at `base`? */
export function inBase(href: string, base: string): boolean {
  try {
    return new URL(href, base).href.startsWith(base);
  } catch {
    return false;
  }
}
