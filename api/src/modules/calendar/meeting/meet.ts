// Google Meet through the Google Calendar API as its documentation describes it: a Meet link comes with an event
// created in the primary calendar of the user who connected their Google account (events.insert with
// conferenceData.createRequest and conferenceDataVersion=1). The requests are run by index.ts under the workspace's
// Google connection's token.
import crypto from "node:crypto";
import type { OAuthAppsConfig } from "../../../config";

type MeetConfig = Pick<NonNullable<OAuthAppsConfig["google"]>, "apiUrl">;

interface MeetMeetingSpec {
  title: string;
  start: Date;
  end: Date;
  timeZone: string;
  description?: string | null;
  attendees?: string[];
}

const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});
const text = (v: unknown) => (typeof v === "string" && v ? v : typeof v === "number" ? String(v) : undefined);

const events = (c: MeetConfig) => `${c.apiUrl}/calendars/primary/events`;

/** the time as Google takes it: an RFC 3339 instant, with the zone the event is shown in */
const when = (d: Date, timeZone: string) => ({ dateTime: d.toISOString(), timeZone });

export const meetProtocol = {
  createRequest: (c: MeetConfig, spec: MeetMeetingSpec) => ({
    method: "POST",
    // without conferenceDataVersion=1 Google ignores conferenceData
    url: `${events(c)}?conferenceDataVersion=1`,
    json: {
      summary: spec.title,
      ...(spec.description ? { description: spec.description } : {}),
      start: when(spec.start, spec.timeZone),
      end: when(spec.end, spec.timeZone),
      ...(spec.attendees?.length ? { attendees: spec.attendees.map((email) => ({ email })) } : {}),
      conferenceData: { createRequest: { requestId: crypto.randomUUID(), conferenceSolutionKey: { type: "hangoutsMeet" } } },
    },
  }),

  /**
   * The event's Meet link: its hangoutLink, or the video entry point of its conference. Google may create the
   * conference after answering (createRequest.status "pending"): the event is then read again (`pollRequest`).
   */
  created(body: unknown) {
    const b = record(body);
    const id = text(b.id);
    if (!id) return { invalid: "the new event has no id" };
    const conference = record(b.conferenceData);
    const video = Array.isArray(conference.entryPoints) ? conference.entryPoints.map(record).find((e) => e.entryPointType === "video") : undefined;
    const joinUrl = text(b.hangoutLink) ?? text(video?.uri);
    if (joinUrl) return { meeting: { joinUrl, meetingId: id } };
    const status = text(record(record(conference.createRequest).status).statusCode);
    if (status === "pending") return { pending: id };
    return { invalid: status === "failure" ? "Google could not create the Meet conference of the event" : "the new event has no Meet link" };
  },

  pollRequest: (c: MeetConfig, eventId: string) => ({ method: "GET", url: `${events(c)}/${encodeURIComponent(eventId)}` }),

  updateRequest: (c: MeetConfig, eventId: string, spec: MeetMeetingSpec) => ({
    method: "PATCH",
    url: `${events(c)}/${encodeURIComponent(eventId)}?conferenceDataVersion=1`,
    json: { summary: spec.title, start: when(spec.start, spec.timeZone), end: when(spec.end, spec.timeZone) },
  }),

  /** the API answers `{error: {code, message, status}}` */
  error(body: unknown) {
    const b = record(body);
    if (typeof b.error === "string") return { message: text(b.error_description), code: b.error };
    const e = record(b.error);
    return { message: text(e.message), code: text(e.status) ?? text(e.code) };
  },
};
