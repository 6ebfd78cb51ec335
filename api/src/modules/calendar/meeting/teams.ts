// Microsoft Teams through Microsoft Graph as its documentation describes it: online meetings of the signed-in user
// (POST /me/onlineMeetings, delegated OnlineMeetings.ReadWrite) who connected their Microsoft account. The requests
// are run by index.ts under the workspace's Microsoft connection's token.
import type { OAuthAppsConfig } from "../../../config";

type TeamsConfig = Pick<NonNullable<OAuthAppsConfig["microsoft"]>, "graphUrl">;

interface TeamsMeetingSpec {
  title: string;
  start: Date;
  end: Date;
}

const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});
const text = (v: unknown) => (typeof v === "string" && v ? v : undefined);

const meetings = (c: TeamsConfig) => `${c.graphUrl}/me/onlineMeetings`;

export const teamsProtocol = {
  createRequest: (c: TeamsConfig, spec: TeamsMeetingSpec) => ({
    method: "POST",
    url: meetings(c),
    json: { subject: spec.title, startDateTime: spec.start.toISOString(), endDateTime: spec.end.toISOString() },
  }),

  /** 201 with the onlineMeeting: `{id, joinWebUrl, ...}` */
  created(body: unknown) {
    const b = record(body);
    const id = text(b.id);
    const joinUrl = text(b.joinWebUrl);
    if (!id || !joinUrl) return { invalid: "the new meeting has no id or joinWebUrl" };
    return { meeting: { joinUrl, meetingId: id } };
  },

  updateRequest: (c: TeamsConfig, meetingId: string, spec: TeamsMeetingSpec) => ({
    method: "PATCH",
    url: `${meetings(c)}/${encodeURIComponent(meetingId)}`,
    json: { startDateTime: spec.start.toISOString(), endDateTime: spec.end.toISOString(), subject: spec.title },
  }),

  /** Graph answers `{error: {code, message}}`; the identity platform `{error, error_description}` */
  error(body: unknown) {
    const b = record(body);
    // the description goes on with trace and correlation ids on further lines
    if (typeof b.error === "string") return { message: text(b.error_description)?.split(/\r?\n/)[0], code: b.error };
    const e = record(b.error);
    return { message: text(e.message), code: text(e.code) };
  },
};
