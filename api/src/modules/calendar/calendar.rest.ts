import { bodyVersion, type RestRoute } from "../../rest/registry";
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
  {
    method: "DELETE", url: "/api/calendar/:id",
    handler: async (ctx, req) => { await deleteEvent(ctx, req.params.id, scopeOf(req.query)); return { status: 204 }; },
  },
];
