import { resolveArrayConnection, type DefaultConnectionArguments as ConnectionArgs } from "@pothos/plugin-relay";
import type { CalendarEvent } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { builder } from "../../graphql/builder";
import { hubBlock } from "../../graphql/hub";
import { readRows } from "../../db/prisma";
import { expandEvent, isSeries, type Occurrence } from "./calendar.recurrence";
import { CalendarOccurrenceRef } from "./calendar.schema";

// The upcoming events blocks of a client's hub and a project's page (graphql/hub.ts): events that have not ended, a
// series by its first occurrence, soonest first.
const upcoming = () => ({ endTime: { gte: new Date() }, parentEventId: null });
const soonest = [{ startTime: "asc" as const }, { id: "asc" as const }];
builder.prismaObjectFields("Client", (t) => ({
  upcomingEvents: t.relatedConnection("calendarEvents",
    hubBlock("The client's events that have not ended (series by their first occurrence), soonest first.", upcoming, soonest)),
}));
builder.prismaObjectFields("Project", (t) => ({
  upcomingEvents: t.relatedConnection("calendarEvents",
    hubBlock("The project's events that have not ended (series by their first occurrence), soonest first.", upcoming, soonest)),
}));

/*
 * The events blocks as occurrences (a series by the occurrences it has, not its first): a client's are the events
 * linked to it and those its e-mail address is invited to (an attendee, compared without case), a project's the
 * events linked to it. The occurrences that have not ended come first, soonest first; when they are fewer than asked,
 * the latest past ones follow, latest first. ONE statement whatever the number of events: the candidate rows (single
 * events of the window, every series started before its end, and the series' overrides), expanded here.
 */

const DAY = 86_400_000;
/** How far ahead the block looks for occurrences, and how far back for past ones. */
const AHEAD_DAYS = 366;
const BACK_DAYS = 90;
const HUB_OCCURRENCES_DEFAULT = 5;
const HUB_OCCURRENCES_MAX = 20;

const eventsSql = (match: string) => `
  WITH s AS (
    SELECT e.* FROM calendar_events e
    WHERE e."userId" = $1::uuid AND e."parentEventId" IS NULL AND e."startTime" < $4::timestamptz
      AND ((e."isRecurring" AND e."recurrenceRule" IS NOT NULL) OR e."endTime" > $3::timestamptz)
      AND (${match})
  )
  SELECT * FROM s
  UNION ALL
  SELECT o.* FROM calendar_events o JOIN s ON o."parentEventId" = s.id
  WHERE o."userId" = $1::uuid AND s."isRecurring"`;

// a prepared statement on the pool (readRows); the client's own row is read in the same statement, by the viewer
const CLIENT_EVENTS_SQL = eventsSql(`e."clientId" = $2::uuid OR EXISTS (
    SELECT 1 FROM clients c, unnest(e."attendeeEmails") a
    WHERE c.id = $2::uuid AND c."userId" = $1::uuid AND c.email IS NOT NULL AND lower(a) = lower(btrim(c.email)))`);
const PROJECT_EVENTS_SQL = eventsSql(`e."projectId" = $2::uuid`);

/** The block's occurrences of these rows: not ended first (soonest first), then past ones (latest first), `first` in all. */
export function hubOccurrences(rows: CalendarEvent[], now: Date, first: number): Occurrence[] {
  const overrides = new Map<string, CalendarEvent[]>();
  for (const r of rows) if (r.parentEventId) (overrides.get(r.parentEventId) ?? overrides.set(r.parentEventId, []).get(r.parentEventId)!).push(r);
  const ahead = new Date(now.getTime() + AHEAD_DAYS * DAY);
  const back = new Date(now.getTime() - BACK_DAYS * DAY);
  const coming: Occurrence[] = [];
  const past: Occurrence[] = [];
  for (const r of rows) {
    if (r.parentEventId) continue;
    const own = isSeries(r) ? overrides.get(r.id) ?? [] : [];
    // each series gives at most `first` of either kind: no more can show
    coming.push(...expandEvent(r, own, now, ahead).filter((o) => o.end > now).slice(0, first));
    past.push(...expandEvent(r, own, back, now).filter((o) => o.end <= now).slice(-first));
  }
  const byStart = (a: Occurrence, b: Occurrence) => a.start.getTime() - b.start.getTime() || a.event.id.localeCompare(b.event.id);
  coming.sort(byStart);
  past.sort((a, b) => byStart(b, a));
  return [...coming, ...past].slice(0, first);
}

async function eventsOf(ctx: ServiceContext, sql: string, id: string, now = new Date()): Promise<Occurrence[]> {
  const rows = await readRows<CalendarEvent>(ctx.prisma, sql, [ctx.viewer.id, id, new Date(now.getTime() - BACK_DAYS * DAY), new Date(now.getTime() + AHEAD_DAYS * DAY)]);
  return hubOccurrences(rows, now, HUB_OCCURRENCES_MAX);
}

/** A block's connection: pages of its first HUB_OCCURRENCES_MAX occurrences. */
const occurrencesConnection = (description: string, sql: string) => ({
  type: CalendarOccurrenceRef,
  description,
  resolve: async (parent: { id: string }, args: ConnectionArgs, ctx: ServiceContext) =>
    resolveArrayConnection({ args, defaultSize: HUB_OCCURRENCES_DEFAULT, maxSize: HUB_OCCURRENCES_MAX }, await eventsOf(ctx, sql, parent.id)),
});

const WINDOW = `those not ended first (soonest first, up to ${AHEAD_DAYS} days ahead), then past ones (latest first, up to ${BACK_DAYS} days back); `
  + `at most ${HUB_OCCURRENCES_MAX}, ${HUB_OCCURRENCES_DEFAULT} unless asked.`;

builder.prismaObjectFields("Client", (t) => ({
  eventOccurrences: t.connection(occurrencesConnection(
    `The occurrences of the events linked to the client or that its e-mail address is invited to: ${WINDOW}`, CLIENT_EVENTS_SQL)),
}));
builder.prismaObjectFields("Project", (t) => ({
  eventOccurrences: t.connection(occurrencesConnection(`The occurrences of the events linked to the project: ${WINDOW}`, PROJECT_EVENTS_SQL)),
}));
