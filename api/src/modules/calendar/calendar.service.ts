import { Prisma, type CalendarEvent } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { attendeesOf, responsesOf } from "./calendar.rsvp-links";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { assertOwnLinks, findOwnedOrThrow } from "../../tenancy";
import { calendarEventSchema, CALENDAR_EVENT_FIELDS, DEFAULT_EVENT_COLOR, type CalendarEventInput } from "@common/calendar";
import { calendarDay, instantOn, safeTimeZone } from "@common/timezone";
import { parseDate } from "@common/validation";
import { validateInput } from "../../validation";
import { readRows } from "../../db/prisma";
import { updateUnchanged } from "../../versions";
import { deleteRecorded, eventRow, insertRecorded, isUniqueViolation, mergeStored, publishWritten, updateRecorded, writtenEvent, type EventRow, type RecordedWrite } from "../../db/recorded";
import { dispatchInBackground } from "../../jobs/outbox";
import { expandEvent, isOccurrenceStart, isSeries, nextReminder, OccurrenceBudget, type Occurrence } from "./calendar.recurrence";
import { queueReminderRun } from "./calendar.reminder-runs";

/*
 * Calendar events. A row is a single event, a series (isRecurring with a recurrenceRule, its first occurrence's times
 * as startTime/endTime, expanded in its own zone: calendar.recurrence.ts) or an override of one occurrence of a series
 * (parentEventId + recurrenceId, the occurrence's original start; it shares the series' iCalendar UID). Editing or
 * deleting "this event" of a series writes an override or an EXDATE (exDates), never a copy of the series.
 *
 * Every change an attendee must hear of raises the series' `sequence` (iCalendar SEQUENCE): the invitations, the
 * CalDAV copy and the feed are made from the rows (calendar.ics.ts), so they always agree with what the screen shows.
 * Each series or single event keeps the due time of its next reminder (`reminderDueAt`), recomputed by every write
 * that moves it, and moved on by the reminder scan after it fires (calendar.reminders.ts).
 */

const LABEL = "Calendar event";
const CONFLICT_MESSAGE = "This calendar event was changed at the same time. Reload it and try again.";

/** The fields whose change attendees, the external calendar and the feed must hear of (a new SEQUENCE). */
const ANNOUNCED: (keyof CalendarEvent)[] = ["title", "description", "startTime", "endTime", "isAllDay", "location", "recurrenceRule",
  "isRecurring", "exDates", "attendeeEmails", "meetingLink", "status", "timeZone", "visibility"];
/** The fields whose change moves the next reminder. */
const TIMING: (keyof CalendarEvent)[] = ["startTime", "endTime", "recurrenceRule", "isRecurring", "exDates", "reminderMinutes", "status", "timeZone"];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const changed = (before: CalendarEvent, after: Partial<CalendarEvent>, fields: (keyof CalendarEvent)[]) =>
  fields.some((f) => f in after && !same(before[f], after[f]));

/** What "this event" or "all events" means for a change made from one occurrence of a series. */
export interface OccurrenceScope {
  /** the original start of the occurrence the change was made from */
  occurrence: Date;
  scope: "this" | "all";
}

/** Reads `?occurrence=<ISO start>&scope=this|all` (REST) or the GraphQL arguments; answers undefined when no occurrence. */
export function occurrenceScope(occurrence: unknown, scope: unknown): OccurrenceScope | undefined {
  if (occurrence === undefined || occurrence === null || occurrence === "") {
    if (scope !== undefined && scope !== null && scope !== "") throw new ValidationError({ occurrence: "Give the occurrence the scope applies to" });
    return undefined;
  }
  const at = parseDate(occurrence);
  if (!at) throw new ValidationError({ occurrence: "The occurrence must be the ISO start time of one occurrence" });
  if (scope !== "this" && scope !== "all") throw new ValidationError({ scope: "Scope must be this or all" });
  return { occurrence: at, scope };
}

// ---- reads -------------------------------------------------------------------------------------------------------

/** The workspace's events as stored: each series once, overrides with their parentEventId (REST, by start). */
export function listEvents(ctx: ServiceContext): Promise<CalendarEvent[]> {
  return ctx.prisma.calendarEvent.findMany({ where: { userId: ctx.viewer.id }, orderBy: [{ startTime: "asc" }, { id: "asc" }] });
}

/** The widest range one read expands (a little over a year: a month view, a year's agenda). */
const MAX_RANGE_DAYS = 400;

export function checkedRange(from: unknown, to: unknown): { from: Date; to: Date } {
  const f = parseDate(from);
  const t = parseDate(to);
  if (!f) throw new ValidationError({ from: "from must be a date or an ISO timestamp" });
  if (!t) throw new ValidationError({ to: "to must be a date or an ISO timestamp" });
  if (t <= f) throw new ValidationError({ to: "to must be after from" });
  if (t.getTime() - f.getTime() > MAX_RANGE_DAYS * 86_400_000) throw new ValidationError({ to: `A range may span at most ${MAX_RANGE_DAYS} days` });
  return { from: f, to: t };
}

/**
 * The occurrences overlapping [from, to): single events in the range, every series started before its end (expanded
 * here, in its zone) and the overrides of those series. ONE statement, whatever the number of series. At most
 * MAX_RANGE_OCCURRENCES (5,000) in all: past it, a ValidationError asks for a shorter range (REST 400, GraphQL's
 * user error), and the expansion stops there.
 */
export async function listOccurrences(ctx: ServiceContext, from: Date, to: Date): Promise<Occurrence[]> {
  return occurrencesOf(await readRows<CalendarEvent>(ctx.prisma, OCCURRENCE_ROWS_SQL, [ctx.viewer.id, from, to]), from, to);
}

// a prepared statement on the pool (readRows): the rows of many series read through Prisma's raw path took twice as long
const OCCURRENCE_ROWS_SQL = `
  WITH s AS (
    SELECT * FROM calendar_events
    WHERE "userId" = $1::uuid AND "parentEventId" IS NULL AND "startTime" < $3::timestamptz
      AND (("isRecurring" AND "recurrenceRule" IS NOT NULL) OR "endTime" > $2::timestamptz OR "startTime" >= $2::timestamptz)
  )
  SELECT * FROM s
  UNION ALL
  SELECT c.* FROM calendar_events c JOIN s ON c."parentEventId" = s.id
  WHERE c."userId" = $1::uuid AND s."isRecurring"`;

/** Series with their overrides, expanded over the range, in start order. */
function occurrencesOf(rows: CalendarEvent[], from: Date, to: Date): Occurrence[] {
  const overrides = new Map<string, CalendarEvent[]>();
  for (const r of rows) if (r.parentEventId) (overrides.get(r.parentEventId) ?? overrides.set(r.parentEventId, []).get(r.parentEventId)!).push(r);
  const budget = new OccurrenceBudget();
  return rows.filter((r) => !r.parentEventId)
    .flatMap((r) => expandEvent(r, isSeries(r) ? overrides.get(r.id) ?? [] : [], from, to, budget))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.event.id.localeCompare(b.event.id));
}

/** A series (or single event) with its overrides. */
export async function eventWithOverrides(db: Pick<Prisma.TransactionClient, "calendarEvent">, userId: string, id: string) {
  const rows = await db.calendarEvent.findMany({ where: { userId, OR: [{ id }, { parentEventId: id }] } });
  const series = rows.find((r) => r.id === id);
  return series ? { series, overrides: rows.filter((r) => r.parentEventId === id) } : null;
}

// ---- writes ------------------------------------------------------------------------------------------------------

/**
 * The stored values of validated input: the zone (the workspace's when none is given), an all-day event's times as
 * the starts of its first day and of the day after its last in that zone, no rule unless it repeats.
 */
function storedValues(ctx: ServiceContext, data: CalendarEventInput, zone: string | null) {
  const timeZone = safeTimeZone(data.timeZone ?? zone) ?? safeTimeZone(ctx.viewer.user?.timeZone) ?? "UTC";
  let startTime = data.startTime as Date;
  let endTime = data.endTime as Date;
  if (data.isAllDay) {
    const first = calendarDay(startTime, timeZone);
    const last = calendarDay(new Date(Math.max(endTime.getTime() - 1, startTime.getTime())), timeZone);
    startTime = instantOn(first, timeZone);
    endTime = instantOn(nextDay(last), timeZone);
  }
  return {
    ...data, timeZone, startTime, endTime,
    recurrenceRule: data.isRecurring ? data.recurrenceRule : null,
    attendeeEmails: data.attendeeEmails as string[],
    color: data.color ?? DEFAULT_EVENT_COLOR,
  };
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The reminder fields of a series or single event as it will be stored, from `now`. */
function reminderOf(event: CalendarEvent, overrides: CalendarEvent[], now: Date) {
  const r = nextReminder(event, overrides, now);
  return { reminderDueAt: r?.dueAt ?? null, reminderOccurrenceAt: r?.occurrenceAt ?? null, reminderClaimedAt: null };
}

function activity(action: "created" | "updated" | "deleted", title: string | Prisma.Sql): RecordedWrite["activity"] {
  const text = { created: "New event scheduled: ", updated: "Event updated: ", deleted: "Event deleted: " }[action];
  return { entityType: "calendar_event", action, title: typeof title === "string" ? text + title : Prisma.sql`${text} || ${title}` };
}

/**
 * After commit: the write's event to its handlers (invitations, the CalDAV push, the meeting's time) in the background,
 * so the answer does not wait for the queue.
 */
function dispatchInBackgroundFor<T extends { id: string; createdAt: Date }>(ctx: ServiceContext, row: EventRow, record: T | null): T | null {
  if (record) dispatchInBackground(ctx, [writtenEvent(ctx, row, record, "calendar_event")]);
  return record;
}

/** The link checks, then the row with its activity line and `calendar_event.created` in one statement. */
export async function createEvent(ctx: ServiceContext, input: unknown, now = new Date()): Promise<CalendarEvent> {
  const data = validateInput(calendarEventSchema, input);
  await assertOwnLinks(ctx, data);
  const values = storedValues(ctx, data, null);
  const draft = { ...values, id: "", parentEventId: null, exDates: [], reminderMinutes: values.reminderMinutes } as unknown as CalendarEvent;
  const row = eventRow(ctx, "calendar_event.created");
  const event = await insertRecorded<CalendarEvent>(ctx.prisma, "calendar_events", ctx, {
    values: { ...values, ...reminderOf(draft, [], now) },
    activity: activity("created", values.title), event: row,
  });
  dispatchInBackgroundFor(ctx, row, event);
  publishWritten(ctx, event, LABEL);
  await queueReminderRun(ctx, event.reminderDueAt);
  return event;
}

/**
 * An update of a single event, a series, or an override, merged over the stored row and validated whole, written only
 * while the row is as read (and as the editor read it, `read`). From an occurrence of a series (`at`): "this" writes an
 * override of that occurrence (or updates the one it has), "all" changes the series, its times moved by as much as
 * the occurrence's were.
 */
export async function updateEvent(ctx: ServiceContext, id: string, input: unknown, read?: Date, at?: OccurrenceScope, now = new Date()): Promise<CalendarEvent> {
  const stored = await findOwnedOrThrow(ctx, LABEL, id, (where) => ctx.prisma.calendarEvent.findFirst({ where }));
  if (at && stored.parentEventId) {
    // an override's occurrence: "this" is the override itself, "all" its series
    if (at.scope === "this") return updateRow(ctx, stored, input, read, now);
    const series = await findOwnedOrThrow(ctx, LABEL, stored.parentEventId, (where) => ctx.prisma.calendarEvent.findFirst({ where }));
    return updateSeriesFrom(ctx, series, stored.startTime, input, undefined, now);
  }
  if (at && isSeries(stored)) {
    if (!isOccurrenceStart(stored, at.occurrence)) throw new ValidationError({ occurrence: "The event has no occurrence starting then" });
    if (at.scope === "all") return updateSeriesFrom(ctx, stored, at.occurrence, input, read, now);
    return overrideOccurrence(ctx, stored, at.occurrence, input, now);
  }
  // a whole series as stored: moved, its deleted occurrences and its overrides move with it (else a deleted one would
  // come back at the new times)
  if (isSeries(stored) && !stored.parentEventId) return updateSeriesFrom(ctx, stored, stored.startTime, input, read, now);
  return updateRow(ctx, stored, input, read, now);
}

/** A row's own update (a single event, a whole series as stored, an override). */
async function updateRow(ctx: ServiceContext, stored: CalendarEvent, input: unknown, read: Date | undefined, now: Date): Promise<CalendarEvent> {
  const data = validateInput(calendarEventSchema, mergeStored(stored, CALENDAR_EVENT_FIELDS, input));
  if (data.projectId !== stored.projectId || data.clientId !== stored.clientId) await assertOwnLinks(ctx, data);
  let values: Partial<CalendarEvent> = storedValues(ctx, data, stored.timeZone);
  if (stored.parentEventId) values = { ...values, isRecurring: false, recurrenceRule: null };
  const written = await writeUpdate(ctx, stored, values, read, now);
  if (stored.parentEventId) await seriesChanged(ctx, stored.parentEventId, now);
  return written;
}

/** The update statement: SEQUENCE raised when attendees must hear of it, the reminder recomputed when it moved. */
async function writeUpdate(ctx: ServiceContext, stored: CalendarEvent, values: Partial<CalendarEvent>, read: Date | undefined, now: Date,
  also?: Prisma.Sql[]): Promise<CalendarEvent> {
  const next = { ...stored, ...values } as CalendarEvent;
  if (changed(stored, values, ANNOUNCED)) values = { ...values, sequence: stored.sequence + 1 };
  if (!stored.parentEventId && changed(stored, values, TIMING)) {
    const overrides = isSeries(next) ? await ctx.prisma.calendarEvent.findMany({ where: { userId: ctx.viewer.id, parentEventId: stored.id } }) : [];
    values = { ...values, ...reminderOf(next, overrides, now) };
  }
  const row = eventRow(ctx, "calendar_event.updated");
  const event = await updateUnchanged(ctx, { label: LABEL, table: "calendar_events", stored, read }, async (unchangedSince) =>
    dispatchInBackgroundFor(ctx, row, await updateRecorded<CalendarEvent>(ctx.prisma, "calendar_events", ctx, stored.id, {
      values: arrays(values), activity: activity("updated", next.title), unchangedSince, also, event: row,
    })));
  if (event && "reminderDueAt" in values) await queueReminderRun(ctx, event.reminderDueAt);
  return publishWritten(ctx, event, LABEL);
}

/**
 * A change the product makes to an event for its user, outside the form (its meeting link, its copy on the external
 * calendar): one recorded update like the form's, SEQUENCE raised when attendees must hear of it.
 */
export function updateEventFields(ctx: ServiceContext, stored: CalendarEvent, values: Partial<CalendarEvent>, now = new Date()): Promise<CalendarEvent> {
  return writeUpdate(ctx, stored, values, undefined, now);
}

/** Arrays typed for PostgreSQL (a JS array parameter of dates would be sent as text). */
function arrays(values: Partial<CalendarEvent>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  if (values.exDates) out.exDates = Prisma.sql`${values.exDates.map((d) => d.toISOString())}::timestamptz[]`;
  if (values.attendeeEmails) out.attendeeEmails = Prisma.sql`${values.attendeeEmails}::text[]`;
  delete out.id; delete out.userId; delete out.createdAt; delete out.updatedAt;
  return out;
}

/**
 * "All events" from one occurrence: the input's times are the occurrence's, so the series' first start moves by as
 * much as the occurrence did, and keeps the length given. Its overrides and deleted occurrences move with it.
 */
async function updateSeriesFrom(ctx: ServiceContext, series: CalendarEvent, occurrence: Date, input: unknown, read: Date | undefined, now: Date) {
  const sent = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const start = sent.startTime === undefined ? null : parseDate(sent.startTime);
  const end = sent.endTime === undefined ? null : parseDate(sent.endTime);
  const shift = start ? start.getTime() - occurrence.getTime() : 0;
  // the occurrence's new length: its new end from its new start (or from where it starts, when only the end is sent)
  const length = end ? end.getTime() - (start ?? occurrence).getTime() : series.endTime.getTime() - series.startTime.getTime();
  const startTime = new Date(series.startTime.getTime() + shift);
  const merged = { ...sent, startTime: startTime.toISOString(), endTime: new Date(startTime.getTime() + length).toISOString() };
  const data = validateInput(calendarEventSchema, mergeStored(series, CALENDAR_EVENT_FIELDS, merged));
  if (data.projectId !== series.projectId || data.clientId !== series.clientId) await assertOwnLinks(ctx, data);
  const values: Partial<CalendarEvent> = { ...storedValues(ctx, data, series.timeZone), exDates: series.exDates.map((d) => new Date(d.getTime() + shift)) };
  const moveOverrides = shift ? [Prisma.sql`UPDATE calendar_events SET "recurrenceId" = "recurrenceId" + ${shift} * interval '1 millisecond', "updatedAt" = now()
    WHERE "parentEventId" = ${series.id}::uuid AND "userId" = ${ctx.viewer.id}::uuid`] : undefined;
  return writeUpdate(ctx, series, values, read, now, moveOverrides);
}

/** "This event": the occurrence's override, written over the series' fields (updated when it already has one). */
async function overrideOccurrence(ctx: ServiceContext, series: CalendarEvent, occurrence: Date, input: unknown, now: Date) {
  const existing = await ctx.prisma.calendarEvent.findFirst({ where: { userId: ctx.viewer.id, parentEventId: series.id, recurrenceId: occurrence } });
  if (existing) return updateRow(ctx, existing, input, undefined, now);
  if (series.exDates.some((d) => +d === +occurrence)) throw new NotFoundError(LABEL);
  const length = series.endTime.getTime() - series.startTime.getTime();
  const base = { ...series, startTime: occurrence, endTime: new Date(occurrence.getTime() + length) };
  const data = validateInput(calendarEventSchema, mergeStored(base, CALENDAR_EVENT_FIELDS, { ...(input as object), isRecurring: false }));
  if (data.projectId !== series.projectId || data.clientId !== series.clientId) await assertOwnLinks(ctx, data);
  const values = storedValues(ctx, data, series.timeZone);
  const row = eventRow(ctx, "calendar_event.created");
  let override: CalendarEvent;
  try {
    override = await insertRecorded<CalendarEvent>(ctx.prisma, "calendar_events", ctx, {
      event: row,
      values: {
        ...values, attendeeEmails: Prisma.sql`${values.attendeeEmails}::text[]`, isRecurring: false, recurrenceRule: null,
        parentEventId: series.id, recurrenceId: occurrence, uid: series.uid, sequence: series.sequence + 1,
        meetingLink: series.meetingLink, meetingPlatform: series.meetingPlatform, meetingId: series.meetingId,
      },
      activity: activity("updated", `${values.title} (one occurrence)`),
    });
  } catch (e) {
    // another edit of the same occurrence wrote its override first (the unique key of parentEventId + recurrenceId):
    // this change applies to that override, as it would have had it come after
    if (!isUniqueViolation(e)) throw e;
    const written = await ctx.prisma.calendarEvent.findFirst({ where: { userId: ctx.viewer.id, parentEventId: series.id, recurrenceId: occurrence } });
    if (!written) throw new ConflictError(CONFLICT_MESSAGE);
    return updateRow(ctx, written, input, undefined, now);
  }
  publishWritten(ctx, override, LABEL);
  await seriesChanged(ctx, series.id, now);
  dispatchInBackgroundFor(ctx, row, override);
  return override;
}

/**
 * An override changed: the series' SEQUENCE rises (the object attendees and the external calendar hold is the series
 * with its overrides) and its next reminder is recomputed. A bookkeeping write of the series, not a change of its own.
 */
async function seriesChanged(ctx: ServiceContext, seriesId: string, now: Date) {
  const found = await eventWithOverrides(ctx.prisma, ctx.viewer.id, seriesId);
  if (!found) return;
  const reminder = reminderOf(found.series, found.overrides, now);
  // the series' own fields are as they were: updatedAt, the version its editor holds, stays
  await ctx.prisma.$executeRaw`UPDATE calendar_events SET sequence = sequence + 1, "reminderDueAt" = ${reminder.reminderDueAt}::timestamptz,
    "reminderOccurrenceAt" = ${reminder.reminderOccurrenceAt}::timestamptz, "reminderClaimedAt" = NULL
    WHERE id = ${seriesId}::uuid AND "userId" = ${ctx.viewer.id}::uuid`;
  await queueReminderRun(ctx, reminder.reminderDueAt);
}

/**
 * Deletes an event (a series with its overrides), or from an occurrence of a series: "this" deletes that occurrence
 * (an EXDATE on the series, and its override if it had one), "all" the whole series. Answers the row as it was (the
 * series, for an occurrence) and whether the series remains.
 */
export async function deleteEvent(ctx: ServiceContext, id: string, at?: OccurrenceScope, now = new Date()): Promise<{ event: CalendarEvent; seriesKept: boolean }> {
  const stored = await findOwnedOrThrow(ctx, LABEL, id, (where) => ctx.prisma.calendarEvent.findFirst({ where }));
  if (stored.parentEventId) {
    const series = await findOwnedOrThrow(ctx, LABEL, stored.parentEventId, (where) => ctx.prisma.calendarEvent.findFirst({ where }));
    if (at?.scope === "all") return { event: await deleteWhole(ctx, series), seriesKept: false };
    return { event: await deleteOccurrence(ctx, series, stored.recurrenceId!, now), seriesKept: true };
  }
  if (at && isSeries(stored) && at.scope === "this") {
    if (!isOccurrenceStart(stored, at.occurrence)) throw new ValidationError({ occurrence: "The event has no occurrence starting then" });
    return { event: await deleteOccurrence(ctx, stored, at.occurrence, now), seriesKept: true };
  }
  return { event: await deleteWhole(ctx, stored), seriesKept: false };
}

async function deleteWhole(ctx: ServiceContext, stored: CalendarEvent): Promise<CalendarEvent> {
  const row = eventRow(ctx, "calendar_event.deleted");
  const event = dispatchInBackgroundFor(ctx, row, await deleteRecorded<CalendarEvent>(ctx.prisma, "calendar_events", ctx, stored.id, activity("deleted", Prisma.sql`r.title`), row));
  return publishWritten(ctx, event, LABEL);
}

/** One occurrence deleted: an EXDATE on the series and its override removed, in the series' one update statement. */
async function deleteOccurrence(ctx: ServiceContext, series: CalendarEvent, occurrence: Date, now: Date): Promise<CalendarEvent> {
  if (series.exDates.some((d) => +d === +occurrence)) return series;
  const dropOverride = [Prisma.sql`DELETE FROM calendar_events WHERE "parentEventId" = ${series.id}::uuid AND "userId" = ${ctx.viewer.id}::uuid
    AND "recurrenceId" = ${occurrence}`];
  return writeUpdate(ctx, series, { exDates: [...series.exDates, occurrence] }, undefined, now, dropOverride);
}

/** The REST record of an event: every column the spec lists and the sync state, timestamps as ISO strings. */
export function toEventJson(e: CalendarEvent) {
  return {
    id: e.id, userId: e.userId, clientId: e.clientId, projectId: e.projectId, title: e.title, description: e.description,
    startTime: e.startTime.toISOString(), endTime: e.endTime.toISOString(), isAllDay: e.isAllDay, location: e.location, type: e.type,
    externalCalendarId: e.externalCalendarId, externalCalendarType: e.externalCalendarType, meetingLink: e.meetingLink,
    attendeeEmails: e.attendeeEmails, recurrenceRule: e.recurrenceRule, parentEventId: e.parentEventId, isRecurring: e.isRecurring,
    invitationsSent: e.invitationsSent, reminderMinutes: e.reminderMinutes, status: e.status, visibility: e.visibility, color: e.color,
    timeZone: e.timeZone, uid: e.uid, sequence: e.sequence, recurrenceId: e.recurrenceId?.toISOString() ?? null,
    exDates: e.exDates.map((d) => d.toISOString()), reminderDueAt: e.reminderDueAt?.toISOString() ?? null,
    meetingPlatform: e.meetingPlatform, syncedAt: e.syncedAt?.toISOString() ?? null, syncError: e.syncError,
    reminderEmailError: e.reminderEmailError, invitationFailures: invitationFailuresOf(e), attendees: attendeesOf(e, responsesOf(e)),
    createdAt: e.createdAt.toISOString(), updatedAt: e.updatedAt.toISOString(),
  };
}

/** The attendees the event's latest invitation did not reach, and why (kept by calendar.invitations.ts). */
export function invitationFailuresOf(e: Pick<CalendarEvent, "invitationFailures">): { email: string; reason: string }[] {
  const v = e.invitationFailures;
  return Array.isArray(v) ? v.filter((x): x is { email: string; reason: string } =>
    typeof x === "object" && x !== null && typeof (x as { email?: unknown }).email === "string" && typeof (x as { reason?: unknown }).reason === "string")
    .map(({ email, reason }) => ({ email, reason })) : [];
}

/** An occurrence in REST: the event's record at the occurrence's times, with the original start it stands for. */
export function toOccurrenceJson(o: Occurrence) {
  return { ...toEventJson(o.event), startTime: o.start.toISOString(), endTime: o.end.toISOString(), occurrenceOf: o.occurrenceOf?.toISOString() ?? null };
}
