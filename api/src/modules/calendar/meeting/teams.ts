// Microsoft Teams through Microsoft Graph as its documentation describes it: an app registration with the
// OnlineMeetings.ReadWrite.All application permission (client credentials) creating online meetings on behalf of one
// organizer, which the tenant allows through an application access policy. The requests are run by index.ts.
import type { MeetingsConfig } from "../../../config";

type TeamsConfig = NonNullable<MeetingsConfig["teams"]>;

interface TeamsMeetingSpec {
  title: string;
  start: Date;
  end: Date;
}

const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});
const text = (v: unknown) => (typeof v === "string" && v ? v : undefined);

const meetings = (c: TeamsConfig) => `${c.graphUrl}/users/${encodeURIComponent(c.organizerId)}/onlineMeetings`;

export const teamsProtocol = {
  variables: ["MS_TENANT_ID", "MS_CLIENT_ID", "MS_CLIENT_SECRET", "MS_ORGANIZER_ID"],
  credentials: (c: TeamsConfig) => [c.loginUrl, c.tenantId, c.clientId, c.clientSecret],
  secrets: (c: TeamsConfig) => [c.clientSecret],

  tokenRequest: (c: TeamsConfig) => ({
    method: "POST",
    url: `${c.loginUrl}/${encodeURIComponent(c.tenantId)}/oauth2/v2.0/token`,
    form: { client_id: c.clientId, client_secret: c.clientSecret, scope: "https://graph.microsoft.com/.default", grant_type: "client_credentials" },
  }),

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
