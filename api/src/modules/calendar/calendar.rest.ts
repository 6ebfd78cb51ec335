import { bodyVersion, type RestRoute } from "../../rest/registry";
import type { PublicRoute } from "../../rest/public";
import { ValidationError } from "../../errors";
import { calendarProviders, syncEvent } from "./calendar.sync";
import { addMeetingLink } from "./calendar.meeting";
import { feedAnswer, feedUrl, regenerateFeed } from "./calendar.feed";
import { checkedRange, createEvent, deleteEvent, listEvents, listOccurrences, occurrenceScope, toEventJson, toOccurrenceJson, updateEvent } from "./calendar.service";

/** `?occurrence=<ISO start>&scope=this|all` of a PUT or DELETE made from one occurrence of a series. */
const scopeOf = (query: Record<string, string | undefined>) => occurrenceScope(query.occurrence, query.scope);

export const calendarRoutes: RestRoute[] = [
  {
    // without a range: the events as stored (each series once, overrides with their parentEventId);
    // with ?from=&to=: the occurrences in that range, recurring events expanded
    method: "GET", url: "/api/calendar",
    handler: async (ctx, req) => {
      const q = req.query;
      if (q.from === undefined && q.to === undefined) return (await listEvents(ctx)).map(toEventJson);
      const { from, to } = checkedRange(q.from, q.to);
      return (await listOccurrences(ctx, from, to)).map(toOccurrenceJson);
    },
  },
  { method: "POST", url: "/api/calendar", handler: async (ctx, req) => ({ status: 201, body: toEventJson(await createEvent(ctx, req.body)) }) },
  {
    // the body's `updatedAt` is the version the editor read: a stale one answers 409
    method: "PUT", url: "/api/calendar/:id",
    handler: async (ctx, req) => toEventJson(await updateEvent(ctx, req.params.id, req.body, bodyVersion(req.body), scopeOf(req.query))),
  },
  { method: "GET", url: "/api/calendar/providers", handler: async (ctx) => calendarProviders(ctx) },
  {
    method: "POST", url: "/api/calendar/sync",
    handler: async (ctx, req) => {
      const b = objectBody(req.body);
      return toEventJson(await syncEvent(ctx, idOf(b.eventId, "eventId"), b.providerType));
    },
  },
  {
    method: "POST", url: "/api/calendar/meeting-link",
    handler: async (ctx, req) => {
      const b = objectBody(req.body);
      return toEventJson(await addMeetingLink(ctx, idOf(b.eventId, "eventId"), b.platform));
    },
  },
  { method: "GET", url: "/api/calendar/feed", handler: async (ctx) => ({ url: await feedUrl(ctx) }) },
  {
    // takes no input: no body, or a JSON object (ignored)
    method: "POST", url: "/api/calendar/feed/regenerate",
    handler: async (ctx, req) => {
      if (req.body !== undefined) objectBody(req.body);
      return { url: await regenerateFeed(ctx) };
    },
  },
  {
    method: "DELETE", url: "/api/calendar/:id",
    handler: async (ctx, req) => { await deleteEvent(ctx, req.params.id, scopeOf(req.query)); return { status: 204 }; },
  },
];

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
  { method: "GET", url: "/api/calendar/feed/:token.ics", handler: (res, req) => feedAnswer(res, req.params.token) },
];
