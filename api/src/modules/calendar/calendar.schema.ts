import { resolveArrayConnection } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { mutationResult } from "../../graphql/errors";
import { ownedNode, UNCHANGED_SINCE_DESCRIPTION } from "../../graphql/records";
import { ownedConnection } from "../../graphql/connections";
import { recordPayload } from "../../graphql/payloads";
import { globalId, serviceInput } from "../../graphql/util";
import { definePageModel } from "../../db/pages";
import { EVENT_TYPES } from "@common/calendar";
import { ClientRef } from "../client";
import { ProjectRef } from "../project";
import { checkedRange, createEvent, deleteEvent, listOccurrences, occurrenceScope, updateEvent } from "./calendar.service";
import type { Occurrence } from "./calendar.recurrence";

const CalendarEventType = builder.enumType("CalendarEventType", { values: EVENT_TYPES });
const OccurrenceScopeEnum = builder.enumType("OccurrenceScope", {
  values: { this: { description: "only the occurrence" }, all: { description: "every occurrence of the series" } },
});

definePageModel("CalendarEvent", { table: "calendar_events" });

export const CalendarEventRef = builder.prismaNode("CalendarEvent", {
  ...ownedNode,
  fields: (t) => ({
    title: t.exposeString("title"),
    description: t.exposeString("description", { nullable: true }),
    startTime: t.expose("startTime", { type: "DateTime", description: "A series: its first occurrence's start." }),
    endTime: t.expose("endTime", { type: "DateTime" }),
    isAllDay: t.exposeBoolean("isAllDay"),
    location: t.exposeString("location", { nullable: true }),
    type: t.field({ type: CalendarEventType, resolve: (r) => r.type as typeof CalendarEventType.$inferType }),
    timeZone: t.exposeString("timeZone", { description: "The IANA zone the event's times and recurrence are in." }),
    isRecurring: t.exposeBoolean("isRecurring"),
    recurrenceRule: t.exposeString("recurrenceRule", { nullable: true }),
    recurrenceId: t.expose("recurrenceId", { type: "DateTime", nullable: true, description: "An override: the original start of the occurrence it replaces." }),
    parentEvent: t.relation("parentEvent", { nullable: true }),
    attendeeEmails: t.exposeStringList("attendeeEmails"),
    invitationsSent: t.exposeBoolean("invitationsSent"),
    reminderMinutes: t.exposeInt("reminderMinutes"),
    status: t.exposeString("status"),
    visibility: t.exposeString("visibility"),
    color: t.exposeString("color"),
    meetingLink: t.exposeString("meetingLink", { nullable: true }),
    meetingPlatform: t.exposeString("meetingPlatform", { nullable: true }),
    externalCalendarId: t.exposeString("externalCalendarId", { nullable: true }),
    externalCalendarType: t.exposeString("externalCalendarType", { nullable: true }),
    syncedAt: t.expose("syncedAt", { type: "DateTime", nullable: true }),
    syncError: t.exposeString("syncError", { nullable: true, description: "Why the last push to the external calendar failed." }),
    client: t.relation("client", { nullable: true }),
    project: t.relation("project", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

/** One occurrence of an event in a range: the event's row (the series, an override or a single event) at its times. */
const CalendarOccurrenceRef = builder.objectRef<Occurrence>("CalendarOccurrence").implement({
  fields: (t) => ({
    id: t.id({ description: "The event's id and the occurrence's start.", resolve: (o) => `${globalId("CalendarEvent", o.event.id)}@${o.start.toISOString()}` }),
    event: t.field({ type: CalendarEventRef, resolve: (o) => o.event }),
    startTime: t.field({ type: "DateTime", resolve: (o) => o.start }),
    endTime: t.field({ type: "DateTime", resolve: (o) => o.end }),
    occurrenceOf: t.field({ type: "DateTime", nullable: true, description: "The occurrence's original start in its series (what scope this/all edits name).", resolve: (o) => o.occurrenceOf }),
  }),
});

builder.prismaObjectField("User", "calendarEvents", (t) =>
  (t as any).prismaConnection({
    type: "CalendarEvent", cursor: "id", description: "The workspace's events as stored: each series once, without its overrides; newest first.",
    ...ownedConnection("CalendarEvent", () => ({ parentEventId: null })),
  }, { name: "CalendarEventConnection" }, { name: "CalendarEventEdge" }));

builder.prismaObjectField("User", "calendarOccurrences", (t) =>
  t.connection({
    type: CalendarOccurrenceRef,
    description: "The occurrences overlapping [from, to) in start order, recurring events expanded in their own zone (at most 400 days).",
    args: { from: t.arg({ type: "DateTime", required: true }), to: t.arg({ type: "DateTime", required: true }) },
    resolve: async (_user, args, ctx) => {
      const { from, to } = checkedRange(args.from, args.to);
      return resolveArrayConnection({ args }, await listOccurrences(ctx, from, to));
    },
  }, { name: "CalendarOccurrenceConnection" }, { name: "CalendarOccurrenceEdge" }));

/** Every event field as optional input (times as ISO strings): the service validates with the form's messages. */
const eventFields = (t: any) => ({
  title: t.string(), description: t.string(), startTime: t.string(), endTime: t.string(), isAllDay: t.boolean(),
  location: t.string(), type: t.string(), isRecurring: t.boolean(), recurrenceRule: t.string(), attendeeEmails: t.stringList(),
  reminderMinutes: t.int(), color: t.string(), status: t.string(), visibility: t.string(), timeZone: t.string(),
  clientId: t.globalID({ for: ClientRef }), projectId: t.globalID({ for: ProjectRef }),
});
const LINKS = ["clientId", "projectId"];
const scopeFields = (t: any) => ({
  occurrence: t.field({ type: "DateTime", description: "The original start of the occurrence the change is made from (occurrenceOf)." }),
  scope: t.field({ type: OccurrenceScopeEnum, description: "this: that occurrence only; all: the whole series." }),
});

const CreateInput = builder.inputType("CreateCalendarEventInput", { fields: (t) => eventFields(t) });
const UpdateInput = builder.inputType("UpdateCalendarEventInput", {
  fields: (t) => ({
    id: t.globalID({ required: true, for: CalendarEventRef }),
    unchangedSince: t.field({ type: "DateTime", description: UNCHANGED_SINCE_DESCRIPTION }),
    ...scopeFields(t), ...eventFields(t),
  }),
});
const DeleteInput = builder.inputType("DeleteCalendarEventInput", {
  fields: (t) => ({ id: t.globalID({ required: true, for: CalendarEventRef }), ...scopeFields(t) }),
});

export const CalendarEventPayload = (name: string) => recordPayload(name, "calendarEvent", CalendarEventRef);

builder.mutationField("createCalendarEvent", (t) =>
  t.field({
    type: CalendarEventPayload("CreateCalendarEventPayload"),
    args: { input: t.arg({ type: CreateInput, required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ calendarEvent: await createEvent(ctx, serviceInput(input, LINKS)) }),
  }));

builder.mutationField("updateCalendarEvent", (t) =>
  t.field({
    type: CalendarEventPayload("UpdateCalendarEventPayload"),
    description: "Updates an event; from an occurrence of a series (occurrence + scope), that occurrence only or the whole series.",
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input: { id, unchangedSince, occurrence, scope, ...fields } }, ctx) => ({
      calendarEvent: await updateEvent(ctx, id.id, serviceInput(fields, LINKS), unchangedSince ?? undefined, occurrenceScope(occurrence, scope)),
    }),
  }));

builder.mutationField("deleteCalendarEvent", (t) =>
  t.field({
    type: builder.objectRef<{ id: string; seriesKept: boolean }>("DeleteCalendarEventPayload").implement({
      fields: (p) => ({
        deletedCalendarEventId: p.id({ description: "The event deleted, or the series one occurrence was deleted from.", resolve: (r) => globalId("CalendarEvent", r.id) }),
        seriesKept: p.boolean({ description: "Only one occurrence was deleted: the series remains.", resolve: (r) => r.seriesKept }),
      }),
    }),
    description: "Deletes an event; from an occurrence of a series (occurrence + scope), that occurrence only or the whole series.",
    args: { input: t.arg({ type: DeleteInput, required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => {
      const { event, seriesKept } = await deleteEvent(ctx, input.id.id, occurrenceScope(input.occurrence, input.scope));
      return { id: event.id, seriesKept };
    },
  }));
