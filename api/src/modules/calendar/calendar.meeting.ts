import type { CalendarEvent } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { ExternalServiceError, ValidationError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import type { EventHandler } from "../../jobs/outbox";
import { updateEventFields } from "./calendar.service";
import { ConnectionRefusedError } from "../integration";
import {
  createMeeting, MEETING_PLATFORM_NAMES, MEETING_PLATFORMS, MeetingNotConfiguredError, MeetingPlatformError, updateMeetingTime,
  type MeetingPlatform, type MeetingSpec,
} from "./meeting";

/*
 * Meeting links: a Zoom, Microsoft Teams or Google Meet meeting created through the platform's API for an event, on
 * the account the workspace connected (Zoom, Microsoft, Google; "Connect Zoom first" otherwise), its
 * join URL kept as the event's meetingLink (with the platform and its meeting id). The platform asked for is the only
 * one tried. When the event moves, the `calendar-meeting-time` handler moves the meeting too; the link stays.
 */

const spec = (e: CalendarEvent): MeetingSpec => ({
  title: e.title, start: e.startTime, end: e.endTime, timeZone: e.timeZone, description: e.description, attendees: e.attendeeEmails,
});

function platformOf(v: unknown): MeetingPlatform {
  if (typeof v !== "string" || !(MEETING_PLATFORMS as readonly string[]).includes(v)) {
    throw new ValidationError({ platform: "Platform must be zoom, teams or meet" });
  }
  return v as MeetingPlatform;
}

/** The platform's refusal as the answer: its own status when it is a 4xx, its own message. */
function platformError(err: unknown): never {
  if (err instanceof MeetingNotConfiguredError) throw new ValidationError({ platform: err.message });
  if (err instanceof MeetingPlatformError) throw new ExternalServiceError(MEETING_PLATFORM_NAMES[err.platform], err.message, err.status);
  throw err;
}

/**
 * Creates a meeting on `platform` for the workspace's event (404 first for anyone else's) and records its link. The
 * event changes as any edit does (one recorded update; invitations already sent are updated with the link).
 */
export async function addMeetingLink(ctx: ServiceContext, eventId: string, platformName: unknown): Promise<CalendarEvent> {
  const stored = await findOwnedOrThrow(ctx, "Calendar event", eventId, (where) => ctx.prisma.calendarEvent.findFirst({ where }));
  const platform = platformOf(platformName);
  const meeting = await createMeeting(ctx, ctx.viewer.id, platform, spec(stored)).catch(platformError);
  return updateEventFields(ctx, stored, { meetingLink: meeting.joinUrl, meetingPlatform: platform, meetingId: meeting.meetingId });
}

/** An event with a platform meeting moved: the meeting moves too (the link is kept). */
export const meetingTimeHandler: EventHandler = {
  name: "calendar-meeting-time",
  types: ["calendar_event.updated"],
  policy: { retryLimit: 4, retryDelay: 20, expireInSeconds: 120 },
  handle: async ({ resources: res, event }) => {
    const changes = (event.payload as { changes?: Record<string, unknown> }).changes ?? {};
    if (!("startTime" in changes || "endTime" in changes || "timeZone" in changes)) return;
    const e = await res.prisma.calendarEvent.findFirst({ where: { id: event.entityId, userId: event.userId } });
    if (!e?.meetingId || !e.meetingPlatform || !(MEETING_PLATFORMS as readonly string[]).includes(e.meetingPlatform)) return;
    try {
      await updateMeetingTime(res, e.userId, e.meetingPlatform as MeetingPlatform, e.meetingId, spec(e));
    } catch (err) {
      // a platform no longer connected (or needing a reconnect: the bell said so), or a meeting removed there: nothing a retry changes
      if (err instanceof MeetingNotConfiguredError || err instanceof ConnectionRefusedError || (err instanceof MeetingPlatformError && err.status === 404)) {
        res.log.warn({ err, eventId: e.id }, "meeting time not updated");
        return;
      }
      throw err;
    }
  },
};
