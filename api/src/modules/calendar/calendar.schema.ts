import { resolveArrayConnection } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { asUserInputError, externalMutationResult, mutationResult } from "../../graphql/errors";
import { ownedNode, UNCHANGED_SINCE_DESCRIPTION } from "../../graphql/records";
import { ownedConnection } from "../../graphql/connections";
import { recordPayload } from "../../graphql/payloads";
import { globalId, serviceInput } from "../../graphql/util";
import { definePageModel } from "../../db/pages";
import { EVENT_TYPES } from "@common/calendar";
import { ClientRef } from "../client";
import { ProjectRef } from "../project";
import { checkedRange, createEvent, deleteEvent, invitationFailuresOf, listOccurrences, occurrenceScope, updateEvent } from "./calendar.service";
import { isSeries, nextOccurrence, type Occurrence } from "./calendar.recurrence";
import { calendarProviders, syncEvent } from "./calendar.sync";
import { addMeetingLink } from "./calendar.meeting";
import { busyTimes, type BusyPeriod } from "./calendar.busy";
import { pullNow } from "./calendar.pull";
import { feedUrl, regenerateFeed } from "./calendar.feed";
import { sessionOnlyField } from "../../graphql/token-scope";
import { CREDENTIALS_SESSION_ONLY } from "../../auth/tokens";
import { MEETING_PLATFORMS, meetingPlatformStatus, type MeetingPlatform } from "./meeting";

const CalendarEventType = builder.enumType("CalendarEventType", { values: EVENT_TYPES });
const OccurrenceScopeEnum = builder.enumType("OccurrenceScope", {
  values: { this: { description: "only the occurrence" }, all: { description: "every occurrence of the series" } },
});

definePageModel("CalendarEvent", {
  table: "calendar_events",
  computed: { nextStartTime: ["startTime", "endTime", "isRecurring", "recurrenceRule", "timeZone", "exDates", "parentEventId", "reminderMinutes", "status"] },
});

const CalendarInvitationFailureRef = builder.objectRef<{ email: string; reason: string }>("CalendarInvitationFailure").implement({
  description: "An attendee the event's latest invitation did not reach.",
  fields: (t) => ({
    email: t.exposeString("email"),
    reason: t.exposeString("reason", { description: "Why: the relay's or the quota's message." }),
  }),
});

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
    nextStartTime: t.field({
      type: "DateTime", nullable: true,
      description: "A series: the start of its next occurrence from now (its one-occurrence changes aside), null once it has ended; any other event: its start.",
      resolve: (e) => (isSeries(e) ? nextOccurrence(e, [], new Date())?.start ?? null : e.startTime),
    }),
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
    reminderEmailError: t.exposeString("reminderEmailError", { nullable: true, description: "Why the last reminder e-mail was not sent (the e-mail quota reached); null once one went out." }),
    invitationFailures: t.field({
      type: [CalendarInvitationFailureRef],
      description: "The attendees the latest invitation did not reach, and why (a refused address, the e-mail quota, the relay); empty when every attendee has it.",
      resolve: (e) => invitationFailuresOf(e),
    }),
    client: t.relation("client", { nullable: true }),
    project: t.relation("project", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

/** A month view asks for every occurrence of its six weeks at once. */
const MAX_OCCURRENCES_PAGE = 2000;

/** One occurrence of an event in a range: the event's row (the series, an override or a single event) at its times. */
export const CalendarOccurrenceRef = builder.objectRef<Occurrence>("CalendarOccurrence").implement({
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
    description: "The occurrences overlapping [from, to) in start order, recurring events expanded in their own zone (at most 400 days); pages of up to 2000 (the default).",
    args: { from: t.arg({ type: "DateTime", required: true }), to: t.arg({ type: "DateTime", required: true }) },
    resolve: (_user, args, ctx) => asUserInputError(async () => {
      const { from, to } = checkedRange(args.from, args.to);
      return resolveArrayConnection({ args, defaultSize: MAX_OCCURRENCES_PAGE, maxSize: MAX_OCCURRENCES_PAGE }, await listOccurrences(ctx, from, to));
    }),
  }, { name: "CalendarOccurrenceConnection" }, { name: "CalendarOccurrenceEdge" }));

const BusyPeriodRef = builder.objectRef<BusyPeriod>("BusyPeriod").implement({
  description: "A time the workspace's connected calendar is busy.",
  fields: (t) => ({ start: t.expose("start", { type: "DateTime" }), end: t.expose("end", { type: "DateTime" }) }),
});

builder.prismaObjectField("User", "calendarBusy", (t) =>
  t.field({
    type: [BusyPeriodRef],
    description: "The busy periods of the workspace's connected calendar overlapping [from, to) (at most 62 days), merged, in start order; "
      + "none while no calendar is connected and chosen.",
    args: { from: t.arg({ type: "DateTime", required: true }), to: t.arg({ type: "DateTime", required: true }) },
    resolve: (_user, args, ctx) => asUserInputError(() => busyTimes(ctx, args.from, args.to, { noneUnlessConnected: true })),
  }));

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

const CalendarEventPayload = (name: string) => recordPayload(name, "calendarEvent", CalendarEventRef);

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

// ---- integrations: providers, sync, meeting links, the feed ---------------------------------------------------------

const MeetingPlatformEnum = builder.enumType("MeetingPlatform", { values: MEETING_PLATFORMS });

const CalendarProviderRef = builder.objectRef<{ name: string; type: string; configured: boolean }>("CalendarProvider").implement({
  fields: (t) => ({ name: t.exposeString("name"), type: t.exposeString("type"), configured: t.exposeBoolean("configured") }),
});
const MeetingPlatformStatusRef = builder.objectRef<{ platform: MeetingPlatform; name: string; configured: boolean }>("MeetingPlatformStatus").implement({
  fields: (t) => ({
    platform: t.field({ type: MeetingPlatformEnum, resolve: (p) => p.platform }),
    name: t.exposeString("name"), configured: t.exposeBoolean("configured"),
  }),
});
const CalendarIntegrationRef = builder.objectRef<object>("CalendarIntegration").implement({
  description: "What the calendar is connected to: providers to push events to, meeting platforms, and the user's secret ICS feed.",
  fields: (t) => ({
    providers: t.field({ type: [CalendarProviderRef], resolve: (_p, _a, ctx) => calendarProviders(ctx) }),
    meetingPlatforms: t.field({ type: [MeetingPlatformStatusRef], resolve: (_p, _a, ctx) => meetingPlatformStatus(ctx, ctx.viewer.id) }),
    // a credential that would outlive an API token: a signed-in session only
    feedUrl: t.string({ description: "The secret URL of the user's ICS feed (made on first read).", extensions: sessionOnlyField(CREDENTIALS_SESSION_ONLY),
      resolve: (_p, _a, ctx) => feedUrl(ctx) }),
  }),
});
builder.prismaObjectField("User", "calendarIntegration", (t) => t.field({ type: CalendarIntegrationRef, resolve: () => ({}) }));

builder.mutationField("syncCalendarEvent", (t) =>
  t.field({
    type: CalendarEventPayload("SyncCalendarEventPayload"),
    description: "Pushes the event (an override: its series) to the external calendar of that provider type (caldav).",
    args: { input: t.arg({ type: builder.inputType("SyncCalendarEventInput", {
      fields: (f) => ({ id: f.globalID({ required: true, for: CalendarEventRef }), providerType: f.string({ required: true }) }),
    }), required: true }) },
    errors: externalMutationResult,
    resolve: async (_root, { input }, ctx) => ({ calendarEvent: await syncEvent(ctx, input.id.id, input.providerType) }),
  }));

builder.mutationField("addMeetingLink", (t) =>
  t.field({
    type: CalendarEventPayload("AddMeetingLinkPayload"),
    description: "Creates a meeting on the platform (only that one) and keeps its join link on the event.",
    args: { input: t.arg({ type: builder.inputType("AddMeetingLinkInput", {
      fields: (f) => ({ id: f.globalID({ required: true, for: CalendarEventRef }), platform: f.field({ type: MeetingPlatformEnum, required: true }) }),
    }), required: true }) },
    errors: externalMutationResult,
    resolve: async (_root, { input }, ctx) => ({ calendarEvent: await addMeetingLink(ctx, input.id.id, input.platform) }),
  }));

builder.mutationField("regenerateCalendarFeed", (t) =>
  t.field({
    type: builder.objectRef<{ feedUrl: string }>("RegenerateCalendarFeedPayload").implement({ fields: (p) => ({ feedUrl: p.exposeString("feedUrl") }) }),
    description: "A new secret feed URL; the old one stops working at once.",
    extensions: sessionOnlyField(CREDENTIALS_SESSION_ONLY),
    errors: mutationResult,
    resolve: async (_root, _args, ctx) => ({ feedUrl: await regenerateFeed(ctx) }),
  }));

builder.mutationField("pullCalendar", (t) =>
  t.field({
    type: builder.objectRef<{ queued: boolean }>("PullCalendarPayload").implement({
      fields: (p) => ({ queued: p.exposeBoolean("queued", { description: "False while a pull is already under way." }) }),
    }),
    description: "Sync now: reads the workspace's connected CalDAV calendar back at once (its changes arrive as the pull runs).",
    errors: mutationResult,
    resolve: (_root, _args, ctx) => pullNow(ctx),
  }));
