// Zoom's REST API as its documentation describes it: scheduled meetings of the user who connected their account
// (POST /users/me/meetings with that user's OAuth token). The requests are run by index.ts, under the workspace's
// Zoom connection's token, and error answers become MeetingPlatformError.
import type { OAuthAppsConfig } from "../../../config";

type ZoomConfig = Pick<NonNullable<OAuthAppsConfig["zoom"]>, "apiUrl">;

interface ZoomMeetingSpec {
  title: string;
  start: Date;
  end: Date;
  timeZone: string;
  description?: string | null;
}

/** Zoom refuses a longer topic (200) or agenda (2000) */
const TOPIC_MAX = 200;
const AGENDA_MAX = 2000;

/** `2026-03-10T09:00:00Z`: Zoom's start_time takes no milliseconds */
const startTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

/** whole minutes, rounded up so the meeting never ends before the event does */
const durationMinutes = (spec: ZoomMeetingSpec) => Math.max(1, Math.ceil((spec.end.getTime() - spec.start.getTime()) / 60_000));

const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});
const text = (v: unknown) => (typeof v === "string" && v ? v : typeof v === "number" ? String(v) : undefined);

export const zoomProtocol = {
  createRequest: (c: ZoomConfig, spec: ZoomMeetingSpec) => ({
    method: "POST",
    url: `${c.apiUrl}/users/me/meetings`,
    json: {
      topic: spec.title.slice(0, TOPIC_MAX),
      // a scheduled meeting
      type: 2,
      start_time: startTime(spec.start),
      duration: durationMinutes(spec),
      timezone: spec.timeZone,
      ...(spec.description ? { agenda: spec.description.slice(0, AGENDA_MAX) } : {}),
    },
  }),

  /** 201 `{id, join_url, ...}`; the id is a number, kept as its digits */
  created(body: unknown) {
    const b = record(body);
    const id = text(b.id);
    const joinUrl = text(b.join_url);
    if (!id || !joinUrl) return { invalid: "the new meeting has no id or join_url" };
    return { meeting: { joinUrl, meetingId: id } };
  },

  /** answered 204 without a body */
  updateRequest: (c: ZoomConfig, meetingId: string, spec: ZoomMeetingSpec) => ({
    method: "PATCH",
    url: `${c.apiUrl}/meetings/${encodeURIComponent(meetingId)}`,
    json: { start_time: startTime(spec.start), duration: durationMinutes(spec), timezone: spec.timeZone, topic: spec.title.slice(0, TOPIC_MAX) },
  }),

  /** the API answers `{code, message}` */
  error(body: unknown) {
    const b = record(body);
    return { message: text(b.message) ?? text(b.reason), code: text(b.code) ?? text(b.error) };
  },
};
