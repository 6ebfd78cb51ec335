// Google Meet through the Google Calendar API as its documentation describes it: a service account with domain-wide
// delegation signs a JWT to act as one Workspace user, and a Meet link comes with an event created in that user's
// primary calendar (conferenceData.createRequest). The requests are run by index.ts.
import crypto from "node:crypto";
import type { MeetingsConfig } from "../../../config";

type MeetConfig = NonNullable<MeetingsConfig["meet"]>;

interface MeetMeetingSpec {
  title: string;
  start: Date;
  end: Date;
  timeZone: string;
  description?: string | null;
  attendees?: string[];
}

const SCOPE = "https://www.googleapis.com/auth/calendar";
/** Google refuses an assertion that lives longer than an hour */
const ASSERTION_SECONDS = 3600;

const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});
const text = (v: unknown) => (typeof v === "string" && v ? v : typeof v === "number" ? String(v) : undefined);

/** a key pasted into an environment variable often arrives with its newlines escaped */
const privateKey = (c: MeetConfig) => (c.privateKey.includes("-----") && !c.privateKey.includes("\n") ? c.privateKey.replace(/\\n/g, "\n") : c.privateKey);

const base64url = (v: object) => Buffer.from(JSON.stringify(v)).toString("base64url");

/** The signed JWT (RS256) that the token endpoint exchanges for an access token of the delegated user. */
function assertion(c: MeetConfig): string {
  const iat = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: "RS256", typ: "JWT" })}.${base64url({ iss: c.clientEmail, sub: c.delegatedUser, scope: SCOPE, aud: c.tokenUrl, iat, exp: iat + ASSERTION_SECONDS })}`;
  const signature = crypto.createSign("RSA-SHA256").update(unsigned).sign(privateKey(c)).toString("base64url");
  return `${unsigned}.${signature}`;
}

const events = (c: MeetConfig) => `${c.apiUrl}/calendars/primary/events`;

/** the time as Google takes it: an RFC 3339 instant, with the zone the event is shown in */
const when = (d: Date, timeZone: string) => ({ dateTime: d.toISOString(), timeZone });

export const meetProtocol = {
  variables: ["GOOGLE_SERVICE_ACCOUNT_JSON", "GOOGLE_DELEGATED_USER"],
  credentials: (c: MeetConfig) => [c.tokenUrl, c.clientEmail, c.delegatedUser, c.privateKey],
  secrets: (c: MeetConfig) => [c.privateKey],

  /** a key that cannot sign is found before anything is sent, and said without showing it */
  problem(c: MeetConfig): string | null {
    try {
      const key = crypto.createPrivateKey(privateKey(c));
      return key.asymmetricKeyType === "rsa" ? null : "the private_key of GOOGLE_SERVICE_ACCOUNT_JSON is not an RSA key";
    } catch {
      return "the private_key of GOOGLE_SERVICE_ACCOUNT_JSON is not a PEM private key";
    }
  },

  tokenRequest: (c: MeetConfig) => ({
    method: "POST",
    url: c.tokenUrl,
    form: { grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion: assertion(c) },
  }),

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

  /** the API answers `{error: {code, message, status}}`; the token endpoint `{error, error_description}` */
  error(body: unknown) {
    const b = record(body);
    if (typeof b.error === "string") return { message: text(b.error_description), code: b.error };
    const e = record(b.error);
    return { message: text(e.message), code: text(e.status) ?? text(e.code) };
  },
};
