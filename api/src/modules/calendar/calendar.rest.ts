import { bodyVersion, type RestRoute } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import type { PublicRoute } from "../../rest/public";
import { ValidationError } from "../../errors";
import { calendarEventSchema } from "@common/calendar";
import * as yup from "yup";
import { calendarProviders, syncEvent } from "./calendar.sync";
import { addMeetingLink } from "./calendar.meeting";
import { busyTimes } from "./calendar.busy";
import { pullNow } from "./calendar.pull";
import { feedAnswer, feedUrl, regenerateFeed } from "./calendar.feed";
import type { Occurrence } from "./calendar.recurrence";
import { CREDENTIALS_SESSION_ONLY } from "../../auth/tokens";
import { checkedRange, createEvent, deleteEvent, listEvents, listOccurrences, occurrenceScope, toEventJson, toOccurrenceJson, updateEvent } from "./calendar.service";

/** `?occurrence=<ISO start>&scope=this|all` of a PUT or DELETE made from one occurrence of a series. */
const scopeOf = (query: Record<string, string | undefined>) => occurrenceScope(query.occurrence, query.scope);

const text = () => j.nullable(j.string());
const instant = () => j.nullable(j.dateTime());

/** The fields of an event as REST answers it (toEventJson). */
const eventFields = {
  id: j.uuid(), userId: j.uuid(), clientId: j.nullable(j.uuid()), projectId: j.nullable(j.uuid()), title: j.string(), description: text(),
  startTime: j.dateTime(), endTime: j.dateTime(), isAllDay: j.boolean(), location: text(), type: j.string(),
  externalCalendarId: text(), externalCalendarType: text(), meetingLink: text(), attendeeEmails: j.array(j.string()), recurrenceRule: text(),
  parentEventId: j.nullable(j.uuid()), isRecurring: j.boolean(), invitationsSent: j.boolean(), reminderMinutes: j.integer(), status: j.string(),
  visibility: j.string(), color: j.string(), timeZone: j.string("An IANA time zone"),
  uid: j.string("The event's iCalendar UID: opaque and stable (the same event keeps it)"), sequence: j.integer(),
  recurrenceId: instant(), exDates: j.array(j.dateTime()), reminderDueAt: instant(), meetingPlatform: text(), syncedAt: instant(), syncError: text(),
  reminderEmailError: text(), invitationFailures: j.array(j.object({ email: j.string(), reason: j.string() }, "InvitationFailure")),
  attendees: j.array(j.object({
    email: j.string(), rsvp: j.nullable(j.enum(["accepted", "tentative", "declined"], "The answer on the invitation's RSVP page (null: none yet)")),
    respondedAt: instant(),
  }, "CalendarAttendee")),
  createdAt: j.dateTime(), updatedAt: j.dateTime(),
};

/** A calendar event as stored (a series once), as REST answers it. */
const calendarEventJson = servedBy(j.object(eventFields, "CalendarEvent"), toEventJson);

/** An occurrence in a range: the event's record at the occurrence's times, with the original start it stands for. */
const occurrenceJson = servedBy(j.object({
  ...eventFields, occurrenceOf: j.nullable(j.dateTime("The start the occurrence had in the series (null: not an occurrence of a series)")),
}, "CalendarOccurrence"), toOccurrenceJson);

const busyJson = j.array(j.object({ start: j.dateTime(), end: j.dateTime() }, "BusyPeriod"));

const providersJson = j.array(j.object({ name: j.string(), type: j.string(), configured: j.boolean() }, "CalendarProvider"));
const feedJson = j.object({ url: j.string("The feed's secret address (ICS)") }, "CalendarFeed");

const TAG = "Calendar";
const FEED_SESSION_ONLY = "A signed-in session only: an API token gets 403 (the address would outlive the token).";
const occurrenceQuery = yup.object({
  occurrence: yup.string().label("The start (ISO-8601) of the occurrence of a series the change was made from"),
  scope: yup.string().oneOf(["this", "all"]).label("this occurrence only, or the whole series"),
});

export const calendarRoutes: RestRoute[] = [
  {
    // without a range: the events as stored (each series once, overrides with their parentEventId);
    // with ?from=&to=: the occurrences in that range, recurring events expanded
    method: "GET", url: "/api/calendar",
    doc: {
      summary: "List events", tag: TAG,
      description: "Without a range, the events as stored (a series once); with `from` and `to`, the occurrences in that range: "
        + "at most 5,000 and 5 MB, past which the answer is 400 asking for a shorter range.",
      query: yup.object({ from: yup.date(), to: yup.date() }),
      response: j.array(j.oneOf(calendarEventJson, occurrenceJson)),
    },
    handler: async (ctx, req) => {
      const q = req.query;
      if (q.from === undefined && q.to === undefined) return (await listEvents(ctx)).map(toEventJson);
      const { from, to } = checkedRange(q.from, q.to);
      return occurrencesJson(await listOccurrences(ctx, from, to));
    },
  },
  {
    method: "POST", url: "/api/calendar", doc: { summary: "Create an event", tag: TAG, body: calendarEventSchema, status: 201, response: calendarEventJson, errors: [404, 429] },
    handler: async (ctx, req) => ({ status: 201, body: toEventJson(await createEvent(ctx, req.body)) }),
  },
  {
    // the body's `updatedAt` is the version the editor read: a stale one answers 409
    method: "PUT", url: "/api/calendar/:id",
    doc: {
      summary: "Update an event", tag: TAG, body: calendarEventSchema.shape({ updatedAt: yup.date().nullable() }), partialBody: true, query: occurrenceQuery,
      description: "Send the event's `updatedAt` as read: an event changed since is refused with 409.",
      response: calendarEventJson, errors: [429],
    },
    handler: async (ctx, req) => toEventJson(await updateEvent(ctx, req.params.id, req.body, bodyVersion(req.body), scopeOf(req.query))),
  },
  {
    method: "GET", url: "/api/calendar/busy",
    doc: {
      summary: "Busy times of the workspace's connected calendar", tag: TAG,
      description: "The busy periods overlapping [from, to) in the calendar chosen on the workspace's CalDAV connection (its events, "
        + "recurring ones expanded; cancelled and transparent ones are free), merged, in start order. At most 62 days; none connected "
        + "or chosen answers 400 (\"Choose a calendar first\"). An answer is kept 60 s.",
      query: yup.object({ from: yup.date().required(), to: yup.date().required() }),
      response: busyJson, errors: [502],
    },
    handler: async (ctx, req) => (await busyTimes(ctx, req.query.from, req.query.to)).map((p) => ({ start: p.start.toISOString(), end: p.end.toISOString() })),
  },
  { method: "GET", url: "/api/calendar/providers", doc: { summary: "List calendar providers", tag: TAG, response: providersJson }, handler: async (ctx) => calendarProviders(ctx) },
  {
    method: "POST", url: "/api/calendar/sync",
    doc: { summary: "Copy an event to the workspace's connected calendar", tag: TAG,
      description: "To the calendar chosen on the workspace's CalDAV connection: none connected or chosen answers 400 (\"Choose a calendar first\").", body: yup.object({ eventId: yup.string().uuid().required(), providerType: yup.string().required() }),
      response: calendarEventJson, errors: [404, 409, 502],
    },
    handler: async (ctx, req) => {
      const b = objectBody(req.body);
      return toEventJson(await syncEvent(ctx, idOf(b.eventId, "eventId"), b.providerType));
    },
  },
  {
    method: "POST", url: "/api/calendar/pull",
    doc: { summary: "Sync now: read the workspace's connected calendar back at once", tag: TAG,
      description: "Queues a pull of the CalDAV calendar chosen on the workspace's connection (its changes arrive as it runs); `queued` is false while a pull is already under way. No calendar connected or chosen answers 400.",
      response: j.object({ queued: j.boolean() }), status: 202,
    },
    handler: async (ctx, req) => {
      if (req.body !== undefined) objectBody(req.body);
      return { status: 202, body: await pullNow(ctx) };
    },
  },
  {
    method: "POST", url: "/api/calendar/meeting-link",
    doc: {
      summary: "Add a meeting link to an event", tag: TAG,
      body: yup.object({ eventId: yup.string().uuid().required(), platform: yup.string().oneOf(["zoom", "teams", "meet"]).required() }),
      response: calendarEventJson, errors: [404, 409, 429, 502],
    },
    handler: async (ctx, req) => {
      const b = objectBody(req.body);
      return toEventJson(await addMeetingLink(ctx, idOf(b.eventId, "eventId"), b.platform));
    },
  },
  // the feed's address is a credential that would outlive an API token: a signed-in session only
  {
    method: "GET", url: "/api/calendar/feed", sessionOnly: CREDENTIALS_SESSION_ONLY,
    doc: { summary: "The address of the calendar feed", tag: TAG, description: FEED_SESSION_ONLY, errors: [403], response: feedJson },
    handler: async (ctx) => ({ url: await feedUrl(ctx) }),
  },
  {
    // takes no input: no body, or a JSON object (ignored)
    method: "POST", url: "/api/calendar/feed/regenerate", sessionOnly: CREDENTIALS_SESSION_ONLY,
    doc: { summary: "Replace the calendar feed's address", tag: TAG, description: `The former address stops working. ${FEED_SESSION_ONLY}`, errors: [403], response: feedJson },
    handler: async (ctx, req) => {
      if (req.body !== undefined) objectBody(req.body);
      return { url: await regenerateFeed(ctx) };
    },
  },
  {
    method: "DELETE", url: "/api/calendar/:id", doc: { summary: "Delete an event", tag: TAG, query: occurrenceQuery, status: 204 },
    handler: async (ctx, req) => { await deleteEvent(ctx, req.params.id, scopeOf(req.query)); return { status: 204 }; },
  },
];

/** The most JSON one range read answers; past it, 400 asking for a shorter range (as past MAX_RANGE_OCCURRENCES). */
const MAX_RANGE_BYTES = 5 * 1024 * 1024;

/** A range's occurrences as JSON records, refused once they pass MAX_RANGE_BYTES (measured as they are made). */
function occurrencesJson(occurrences: Occurrence[]) {
  let bytes = 0;
  return occurrences.map((o) => {
    const json = toOccurrenceJson(o);
    bytes += Buffer.byteLength(JSON.stringify(json), "utf8") + 1;
    if (bytes > MAX_RANGE_BYTES) throw new ValidationError({ to: "The range's events come to more than 5 MB: ask for a shorter range" });
    return json;
  });
}

function objectBody(b: unknown): Record<string, unknown> {
  if (typeof b !== "object" || b === null || Array.isArray(b)) throw new ValidationError({ _: "Expected a JSON object" });
  return b as Record<string, unknown>;
}

/** An id in a body: any string (an unknown or malformed one is a 404, as anywhere else). */
function idOf(v: unknown, field: string): string {
  if (typeof v !== "string" || v === "") throw new ValidationError({ [field]: `${field} is required` });
  return v;
}

/** The secret ICS feed (no session: its token is its authority). */
export const calendarPublicRoutes: PublicRoute[] = [
  {
    method: "GET", url: "/api/calendar/feed/:token.ics",
    doc: { summary: "The calendar feed (ICS)", tag: TAG, produces: "text/calendar", description: "Reached by its secret address, without signing in." },
    handler: (res, req) => feedAnswer(res, req.params.token),
  },
];
