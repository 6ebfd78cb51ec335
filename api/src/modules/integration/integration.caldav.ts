import { propfind } from "tsdav";
import { ValidationError } from "../../errors";
import { RefusedAddressError } from "../../infra/outbound";

/*
 * Finding the calendars of a CalDAV account (RFC 4791 §6, RFC 5397): the address the user gave is asked for the
 * current user's principal, the principal for its calendar-home-set, and the home for the collections in it that are
 * calendars. The address may be the server's root, the principal, the home or a calendar itself (then it is one of
 * those found). Every answer the server gives that stops the discovery becomes a 400 in the server's own words: a
 * refused password, an address that is not a CalDAV server.
 */

export interface DiscoveredCalendar {
  url: string;
  name: string;
}

export interface CaldavLogin {
  url: string;
  username: string;
  password: string;
}

/** at most this many calendars are kept from a home */
const MAX_CALENDARS = 100;

const auth = (l: CaldavLogin) => ({ Authorization: `Basic ${Buffer.from(`${l.username}:${l.password}`, "utf8").toString("base64")}` });

type Props = Record<string, unknown>;

/** A network failure in words (the error codes are Node's). */
const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: "the connection was refused", ENOTFOUND: "the server's name was not found", EAI_AGAIN: "the server's name was not found",
  ECONNRESET: "the connection was closed", ETIMEDOUT: "no answer within 15 s", EHOSTUNREACH: "the server cannot be reached", ENETUNREACH: "the server cannot be reached",
};

/** One PROPFIND; a refused login or an answer that is no multistatus stops the discovery with the server's answer. */
async function ask(login: CaldavLogin, fetcher: typeof fetch, url: string, depth: "0" | "1", props: Record<string, object>) {
  let answers;
  try {
    answers = await propfind({ url, depth, props, headers: auth(login), fetch: fetcher });
  } catch (e) {
    const err = e as Error & { code?: string; cause?: { code?: string } };
    const code = err.code ?? err.cause?.code ?? "";
    const why = err instanceof RefusedAddressError ? err.message
      : err.name === "TimeoutError" ? "no answer within 15 s" : NETWORK_REASONS[code] ?? (/CERT|SSL|TLS/.test(code) ? "its TLS certificate was not accepted" : "the connection failed");
    throw new ValidationError({ url: `Could not reach the CalDAV server: ${why}`.slice(0, 300) });
  }
  const first = answers[0];
  if (first && (first.status === 401 || first.status === 403)) {
    throw new ValidationError({ password: `The CalDAV server refused the user name or password (${first.status})` });
  }
  if (!first || !answers.some((a) => a.props)) {
    const status = first ? `${first.status} ${first.statusText ?? ""}`.trim() : "no answer";
    throw new ValidationError({ url: `This address is not a CalDAV server: it answered ${status}` });
  }
  return answers as { href?: string; status: number; ok: boolean; props?: Props }[];
}

const hrefOf = (v: unknown): string | null => {
  const h = (v as { href?: unknown } | undefined)?.href;
  const first = Array.isArray(h) ? h[0] : h;
  return typeof first === "string" && first ? first : null;
};

const isCalendar = (props: Props | undefined) => !!props?.resourcetype && typeof props.resourcetype === "object" && "calendar" in (props.resourcetype as object);

/** The calendars of the account, by their absolute URLs (with a trailing slash), sorted by name. */
export async function discoverCalendars(login: CaldavLogin, fetcher: typeof fetch): Promise<DiscoveredCalendar[]> {
  const start = login.url;
  const abs = (href: string) => {
    const u = new URL(href, start);
    if (!u.pathname.endsWith("/")) u.pathname += "/";
    return u.href;
  };
  const [root] = await ask(login, fetcher, start, "0", { "d:current-user-principal": {}, "d:resourcetype": {}, "d:displayname": {}, "c:calendar-home-set": {} });
  const principal = hrefOf(root.props?.currentUserPrincipal);
  let home = hrefOf(root.props?.calendarHomeSet);
  if (!home && principal) {
    const [p] = await ask(login, fetcher, abs(principal), "0", { "c:calendar-home-set": {} });
    home = hrefOf(p.props?.calendarHomeSet);
  }
  const found = new Map<string, DiscoveredCalendar>();
  const name = (props: Props | undefined, url: string) => {
    const d = props?.displayname;
    return (typeof d === "string" || typeof d === "number") && String(d).trim() ? String(d).trim().slice(0, 200) : decodeURIComponent(new URL(url).pathname.split("/").filter(Boolean).at(-1) ?? url);
  };
  if (isCalendar(root.props)) found.set(abs(start), { url: abs(start), name: name(root.props, abs(start)) });
  const homeUrl = abs(home ?? start);
  const listed = await ask(login, fetcher, homeUrl, "1", { "d:resourcetype": {}, "d:displayname": {} });
  for (const a of listed) {
    if (!a.href || !isCalendar(a.props) || found.size >= MAX_CALENDARS) continue;
    const url = abs(a.href);
    // a calendar on another server than the one asked is not followed
    if (new URL(url).origin !== new URL(start).origin) continue;
    found.set(url, { url, name: name(a.props, url) });
  }
  return [...found.values()].sort((x, y) => x.name.localeCompare(y.name) || x.url.localeCompare(y.url));
}
