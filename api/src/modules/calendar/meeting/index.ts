// The meeting links of calendar events: a Zoom, Microsoft Teams or Google Meet meeting created (or moved) through
// the platform's own API. zoom.ts, teams.ts and meet.ts say what each platform's documentation asks for (the token
// request, the meeting requests, where the link and the error are in its answers); this file runs those requests
// the same way for all three: one cached access token per set of credentials, a fresh token and one retry when the
// API says the token is no longer valid, a timeout on every request, and the platform's own error message.
import crypto from "node:crypto";
import type { MeetingsConfig } from "../../../config";
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

/** The platform is not configured (or its configuration cannot work): the message names the variables to set. */
export class MeetingNotConfiguredError extends Error {
  constructor(readonly platform: MeetingPlatform, message?: string) {
    const p = PROTOCOLS[platform];
    const names = p.variables.length > 1 ? `${p.variables.slice(0, -1).join(", ")} and ${p.variables[p.variables.length - 1]}` : p.variables[0];
    super(message ?? `${MEETING_PLATFORM_NAMES[platform]} is not configured: set ${names}`);
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

/** Which platforms can be offered (for the calendar's settings and the event form). */
export function meetingPlatformStatus(config: MeetingsConfig): { platform: MeetingPlatform; name: string; configured: boolean }[] {
  return MEETING_PLATFORMS.map((platform) => ({ platform, name: MEETING_PLATFORM_NAMES[platform], configured: config[platform] !== null }));
}

/** Creates the meeting on that platform, and only there: a platform that fails is never replaced by another. */
export async function createMeeting(config: MeetingsConfig, platform: MeetingPlatform, spec: MeetingSpec): Promise<CreatedMeeting> {
  checkSpec(spec);
  const run = runner(config, platform);
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
export async function updateMeetingTime(config: MeetingsConfig, platform: MeetingPlatform, meetingId: string, spec: MeetingSpec): Promise<void> {
  checkSpec(spec);
  if (!meetingId) throw new RangeError("updateMeetingTime needs the platform's meeting id");
  const run = runner(config, platform);
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

interface PlatformProtocol<C> {
  /** the variables that configure the platform, named when it is not configured */
  variables: string[];
  /** what tells one set of credentials from another (the token cache's key, kept hashed) */
  credentials(c: C): string[];
  /** values no error message may show */
  secrets(c: C): string[];
  /** why the configuration cannot work, found before anything is sent */
  problem?(c: C): string | null;
  tokenRequest(c: C): PlatformRequest;
  createRequest(c: C, spec: MeetingSpec): PlatformRequest;
  /** the meeting in the answer to createRequest (or pollRequest) */
  created(body: unknown): Found;
  /** reads the meeting again while its link is pending */
  pollRequest?(c: C, meetingId: string): PlatformRequest;
  updateRequest(c: C, meetingId: string, spec: MeetingSpec): PlatformRequest;
  /** the platform's message and code in an error answer, from its API or its token endpoint */
  error(body: unknown): { message?: string; code?: string };
}

type Configs = { [P in MeetingPlatform]: NonNullable<MeetingsConfig[P]> };

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

/** The platform's configuration and its protocol, with `call` running an API request under its access token. */
function runner<P extends MeetingPlatform>(config: MeetingsConfig, platform: P) {
  if (!MEETING_PLATFORMS.includes(platform)) throw new RangeError(`Unknown meeting platform "${platform}"`);
  const protocol = PROTOCOLS[platform] as PlatformProtocol<Configs[P]>;
  const c = config[platform] as Configs[P] | null;
  if (!c) throw new MeetingNotConfiguredError(platform);
  const problem = protocol.problem?.(c);
  if (problem) throw new MeetingNotConfiguredError(platform, `${MEETING_PLATFORM_NAMES[platform]} is not configured: ${problem}`);
  const secrets = protocol.secrets(c).filter((s) => s.length >= 4);
  const fail = (status: number, detail: string, code?: string) => {
    const hide = (s: string) => secrets.reduce((out, secret) => out.split(secret).join("[redacted]"), s);
    return new MeetingPlatformError(platform, status, hide(clip(detail)), code && hide(clip(code)));
  };
  const context: Context<Configs[P]> = { platform, protocol, config: c, fail };
  return {
    protocol,
    /** the API's answer to the request; one retry with a new token when the API answers 401 */
    async call(request: (c: Configs[P]) => PlatformRequest): Promise<unknown> {
      for (let attempt = 1; ; attempt++) {
        const token = await accessToken(context);
        const answer = await send(context, request(c), token.value);
        if (answer.status === 401 && attempt === 1) {
          forgetToken(token);
          continue;
        }
        if (answer.status < 200 || answer.status > 299) throw answerError(context, answer);
        return answer.body;
      }
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

// ---- access tokens ---------------------------------------------------------------------------------------------

interface CachedToken {
  value: string;
  expiresAt: number;
}

/**
 * Tokens by platform and hashed credentials. A token is used until a minute before it expires (a short-lived one
 * until half its life), so a request never sets out with a token about to lapse; concurrent requests share one token
 * request.
 */
const tokens = new Map<string, Promise<CachedToken>>();

async function accessToken<C>(ctx: Context<C>): Promise<CachedToken> {
  const key = crypto.createHash("sha256").update(JSON.stringify([ctx.platform, ...ctx.protocol.credentials(ctx.config)])).digest("hex");
  const cached = tokens.get(key);
  if (cached) {
    const token = await cached.catch(() => null);
    if (token && token.expiresAt > Date.now()) return token;
    // another request already asked for the next token
    if (tokens.get(key) !== cached) return accessToken(ctx);
  }
  const fetching = requestToken(ctx);
  tokens.set(key, fetching);
  // a failed token request is not kept: the next meeting asks again
  fetching.catch(() => {
    if (tokens.get(key) === fetching) tokens.delete(key);
  });
  return fetching;
}

/** The API refused the token: whoever asks next gets a new one. */
function forgetToken(token: CachedToken) {
  token.expiresAt = 0;
}

async function requestToken<C>(ctx: Context<C>): Promise<CachedToken> {
  const asked = Date.now();
  const answer = await send(ctx, ctx.protocol.tokenRequest(ctx.config));
  if (answer.status < 200 || answer.status > 299) throw answerError(ctx, answer);
  const body = (answer.body && typeof answer.body === "object" ? answer.body : {}) as { access_token?: unknown; expires_in?: unknown };
  if (typeof body.access_token !== "string" || !body.access_token) throw ctx.fail(502, "the token endpoint answered without an access_token");
  const seconds = Number(body.expires_in) > 0 ? Number(body.expires_in) : 3600;
  return { value: body.access_token, expiresAt: asked + (seconds - Math.min(60, seconds / 2)) * 1000 };
}
