// The meeting links of calendar events: a Zoom, Microsoft Teams or Google Meet meeting created (or moved) through
// the platform's own API, on the account the workspace connected (integration module: Zoom, Microsoft, Google).
// zoom.ts, teams.ts and meet.ts say what each platform's documentation asks for (the meeting requests, where the link
// and the error are in its answers); this file runs those requests the same way for all three: the connection's
// access token (renewed before it expires, and once when the API answers 401, by the integration module, keyed by the
// connection: never shared between workspaces), a timeout on every request, and the platform's own error message.
import type { AppResources } from "../../../context";
import type { OAuthAppsConfig } from "../../../config";
import { CONNECTION_PROVIDER_LABELS } from "@common/integration";
import { connectionFor, withAccessToken } from "../../integration";
import { zoomProtocol } from "./zoom";
import { teamsProtocol } from "./teams";
import { meetProtocol } from "./meet";

export const MEETING_PLATFORMS = ["zoom", "teams", "meet"] as const;
export type MeetingPlatform = (typeof MEETING_PLATFORMS)[number];
export const MEETING_PLATFORM_NAMES: Record<MeetingPlatform, string> = { zoom: "Zoom", teams: "Microsoft Teams", meet: "Google Meet" };

export interface MeetingSpec {
  title: string;
  start: Date;
  end: Date;
  /** IANA zone the platform shows the meeting in, e.g. Europe/Berlin */
  timeZone: string;
  description?: string | null;
  /** e-mail addresses; only Google Meet uses them (they become the event's guests) */
  attendees?: string[];
}

export interface CreatedMeeting {
  joinUrl: string;
  /** the platform's id: Zoom's meeting number, the Graph onlineMeeting id, the Google Calendar event id */
  meetingId: string;
}

/** The connected account each platform's meetings are made on. */
const MEETING_PLATFORM_PROVIDERS = { zoom: "zoom", teams: "microsoft", meet: "google" } as const satisfies Record<MeetingPlatform, keyof OAuthAppsConfig>;

/** The workspace has not connected the platform's account (or it needs a reconnect, or the deployment has no app for it). */
export class MeetingNotConfiguredError extends Error {
  constructor(readonly platform: MeetingPlatform, message?: string) {
    super(message ?? `Connect ${CONNECTION_PROVIDER_LABELS[MEETING_PLATFORM_PROVIDERS[platform]]} first`);
    this.name = "MeetingNotConfiguredError";
  }
}

/**
 * The platform did not do it. `status` is its HTTP status (401/403: credentials or permissions, 404: the user or
 * meeting is unknown there, 429: its rate limit), or 502 when it could not be reached or answered something that is
 * not its documented answer. The message is "<platform>: <its own message> (<its code>)".
 */
export class MeetingPlatformError extends Error {
  constructor(readonly platform: MeetingPlatform, readonly status: number, detail: string, readonly code?: string) {
    super(`${MEETING_PLATFORM_NAMES[platform]}: ${detail}${code ? ` (${code})` : ""}`);
    this.name = "MeetingPlatformError";
  }
}

type Res = Pick<AppResources, "prisma" | "config" | "pubsub" | "log">;

/** Which platforms can be offered (for the calendar's settings and the event form): configured = this workspace's account of it is connected. */
export async function meetingPlatformStatus(res: Pick<AppResources, "prisma">, userId: string): Promise<{ platform: MeetingPlatform; name: string; configured: boolean }[]> {
  const connected = await res.prisma.connection.findMany({
    where: { userId, provider: { in: Object.values(MEETING_PLATFORM_PROVIDERS) }, status: "connected" }, select: { provider: true },
  });
  return MEETING_PLATFORMS.map((platform) => ({
    platform, name: MEETING_PLATFORM_NAMES[platform], configured: connected.some((c) => c.provider === MEETING_PLATFORM_PROVIDERS[platform]),
  }));
}

/** Creates the meeting on that platform, on the workspace's own account, and only there: a platform that fails is never replaced by another. */
export async function createMeeting(res: Res, userId: string, platform: MeetingPlatform, spec: MeetingSpec): Promise<CreatedMeeting> {
  checkSpec(spec);
  const run = await runner(res, userId, platform);
  let found = run.protocol.created(await run.call((c) => run.protocol.createRequest(c, spec)));
  for (const delay of POLL_DELAYS_MS) {
    if (!("pending" in found) || !run.protocol.pollRequest) break;
    const id = found.pending;
    await new Promise((resolve) => setTimeout(resolve, delay));
    found = run.protocol.created(await run.call((c) => run.protocol.pollRequest!(c, id)));
  }
  if ("meeting" in found) return found.meeting;
  throw new MeetingPlatformError(platform, 502, "pending" in found ? "the meeting link was not ready in time" : found.invalid);
}

/** Moves an existing meeting to the spec's time (Zoom PATCH /meetings/{id}, Graph PATCH onlineMeeting, Google events.patch). */
export async function updateMeetingTime(res: Res, userId: string, platform: MeetingPlatform, meetingId: string, spec: MeetingSpec): Promise<void> {
  checkSpec(spec);
  if (!meetingId) throw new RangeError("updateMeetingTime needs the platform's meeting id");
  const run = await runner(res, userId, platform);
  await run.call((c) => run.protocol.updateRequest(c, meetingId, spec));
}

// ---- running a platform's requests ---------------------------------------------------------------------------

/** One request as a platform's documentation describes it; `json` or `form` is its body. */
interface PlatformRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

type Found = { meeting: CreatedMeeting } | { pending: string } | { invalid: string };

/** `C` is the deployment's app for the platform (its API's address). */
interface PlatformProtocol<C> {
  createRequest(c: C, spec: MeetingSpec): PlatformRequest;
  /** the meeting in the answer to createRequest (or pollRequest) */
  created(body: unknown): Found;
  /** reads the meeting again while its link is pending */
  pollRequest?(c: C, meetingId: string): PlatformRequest;
  updateRequest(c: C, meetingId: string, spec: MeetingSpec): PlatformRequest;
  /** the platform's message and code in an error answer */
  error(body: unknown): { message?: string; code?: string };
}

type Configs = { [P in MeetingPlatform]: NonNullable<OAuthAppsConfig[(typeof MEETING_PLATFORM_PROVIDERS)[P]]> };

const PROTOCOLS: { [P in MeetingPlatform]: PlatformProtocol<Configs[P]> } = { zoom: zoomProtocol, teams: teamsProtocol, meet: meetProtocol };

const TIMEOUT_MS = 10_000;
/** platform messages can be long (Microsoft's carry trace ids, a proxy may answer a whole HTML page) */
const DETAIL_MAX = 300;
/** waits between reads of a meeting whose link the platform is still making (about 4 s in all) */
const POLL_DELAYS_MS = [250, 500, 1000, 2000];

function checkSpec(spec: MeetingSpec) {
  if (Number.isNaN(spec.start.getTime()) || Number.isNaN(spec.end.getTime())) throw new RangeError("A meeting needs a valid start and end");
  if (spec.end <= spec.start) throw new RangeError("A meeting ends after it starts");
}

function clip(s: string): string {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length > DETAIL_MAX ? `${one.slice(0, DETAIL_MAX - 1)}…` : one;
}

/** The platform's protocol, with `call` running an API request under the workspace's connection's access token. */
async function runner<P extends MeetingPlatform>(res: Res, userId: string, platform: P) {
  if (!MEETING_PLATFORMS.includes(platform)) throw new RangeError(`Unknown meeting platform "${platform}"`);
  const protocol = PROTOCOLS[platform] as PlatformProtocol<Configs[P]>;
  const provider = MEETING_PLATFORM_PROVIDERS[platform];
  const name = CONNECTION_PROVIDER_LABELS[provider];
  const c = res.config.oauthApps[provider] as Configs[P] | null;
  if (!c) throw new MeetingNotConfiguredError(platform, `${MEETING_PLATFORM_NAMES[platform]} cannot be used on this server: its ${name} OAuth app is not configured`);
  const connection = await connectionFor(res, userId, provider);
  if (!connection) throw new MeetingNotConfiguredError(platform);
  if (connection.status !== "connected") throw new MeetingNotConfiguredError(platform, `Reconnect ${name} first`);
  const fail = (status: number, detail: string, code?: string) => new MeetingPlatformError(platform, status, clip(detail), code && clip(code));
  const context: Context<Configs[P]> = { platform, protocol, config: c, fail };
  return {
    protocol,
    /** the API's answer to the request; a 401 is tried once more with a renewed token (withAccessToken) */
    async call(request: (c: Configs[P]) => PlatformRequest): Promise<unknown> {
      const answer = await withAccessToken(res, connection, (token) => send(context, request(c), token));
      if (answer.status < 200 || answer.status > 299) throw answerError(context, answer);
      return answer.body;
    },
  };
}

interface Context<C> {
  platform: MeetingPlatform;
  protocol: PlatformProtocol<C>;
  config: C;
  fail(status: number, detail: string, code?: string): MeetingPlatformError;
}

interface Answer {
  status: number;
  /** the JSON answer, or its text when it is not JSON, or null when empty */
  body: unknown;
}

async function send<C>(ctx: Context<C>, req: PlatformRequest, bearer?: string): Promise<Answer> {
  const headers: Record<string, string> = { accept: "application/json", ...req.headers };
  let body: string | undefined;
  if (req.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(req.json);
  } else if (req.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(req.form).toString();
  }
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const host = new URL(req.url).host;
  try {
    // the APIs do not redirect: one that does is not the platform, and must not get the credentials
    const res = await fetch(req.url, { method: req.method, headers, body, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await res.text();
    if (res.status >= 300 && res.status < 400) throw ctx.fail(502, `${host} answered with a redirect (HTTP ${res.status})`);
    let parsed: unknown = text || null;
    try {
      if (text) parsed = JSON.parse(text);
    } catch {
      // kept as text: an error page is still worth quoting
    }
    return { status: res.status, body: parsed };
  } catch (err) {
    if (err instanceof MeetingPlatformError) throw err;
    const e = err as Error & { cause?: { code?: string; message?: string } };
    if (e?.name === "TimeoutError") throw ctx.fail(502, `no answer from ${host} within ${TIMEOUT_MS / 1000} s`);
    throw ctx.fail(502, `could not reach ${host} (${e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(err)})`);
  }
}

function answerError<C>(ctx: Context<C>, answer: Answer): MeetingPlatformError {
  const { message, code } = ctx.protocol.error(answer.body);
  if (message) return ctx.fail(answer.status, message, code);
  const text = typeof answer.body === "string" ? answer.body : answer.body === null ? "" : JSON.stringify(answer.body);
  return ctx.fail(answer.status, `answered HTTP ${answer.status}${text ? `: ${text}` : ""}`, code);
}
