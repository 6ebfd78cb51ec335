import { davRequest, ensureTrailingSlash } from "tsdav";
import { CaldavError, type CaldavAccount } from "./calendar.caldav";

/*
 * Reading the workspace's CalDAV calendar (the pull and the busy times): what changed since a sync token (RFC 6578
 * `sync-collection`), every object's ETag (a PROPFIND of Depth 1, when the server drops the token), the objects
 * themselves by href (`calendar-multiget`, RFC 4791 §7.9), and what is busy in a range (`free-busy-query` §7.10, else
 * a `calendar-query` with a `time-range`). Requests are written here as XML text; tsdav parses the multistatus. Every
 * request gives up after 15 s and reads at most what the guarded fetch allows (5 MB). A refused login is a CaldavError
 * with its status (the caller marks the connection), any other failure one without a status or with the server's.
 */

const TIMEOUT_MS = 15_000;

const auth = (a: CaldavAccount) => ({ Authorization: `Basic ${Buffer.from(`${a.username}:${a.password}`, "utf8").toString("base64")}` });

/** An object of the calendar: its absolute URL and ETag. */
export interface DavEntry {
  href: string;
  etag: string | null;
}

/** An object as multiget answered it: its data, or none (404: gone). */
export interface DavObject extends DavEntry {
  status: number;
  data: string | null;
}

type Parsed = Awaited<ReturnType<typeof davRequest>>;

const XML_HEAD = '<?xml version="1.0" encoding="utf-8"?>';
const NS = 'xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"';

/** Characters XML text cannot hold as they are. */
const xmlText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A date-time in the basic UTC form time-range takes: 20260310T090000Z. */
const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** The text of a parsed element (xml-js: a value, or { _text }). */
function text(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === "string" || typeof v === "number") return String(v);
  if (typeof v === "object" && "_text" in (v as object)) return text((v as { _text: unknown })._text);
  if (typeof v === "object" && "_cdata" in (v as object)) return text((v as { _cdata: unknown })._cdata);
  return null;
}

async function request(account: CaldavAccount, what: string, url: string, method: string, depth: string, body: string): Promise<Parsed> {
  try {
    return await davRequest({
      url, fetch: account.fetch, convertIncoming: false, fetchOptions: { signal: AbortSignal.timeout(TIMEOUT_MS) },
      init: { method: method as "REPORT", headers: { ...auth(account), Depth: depth, "Content-Type": "application/xml; charset=utf-8" }, body },
    });
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } };
    if (err.name === "TimeoutError" || err.name === "AbortError") throw new CaldavError(`CalDAV ${what} failed: no answer within ${TIMEOUT_MS / 1000} s`);
    if (err.name === "RefusedAddressError") throw new CaldavError(`CalDAV ${what} failed: ${err.message}`);
    throw new CaldavError(`CalDAV ${what} failed: ${err.cause?.code ?? err.message ?? "network error"}`.slice(0, 300));
  }
}

/** A non-multistatus answer: its status and the start of its body (never the password). */
function failed(account: CaldavAccount, what: string, r: Parsed[number]): CaldavError {
  const raw = typeof r.raw === "string" ? r.raw.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim().slice(0, 160) : "";
  const words = `CalDAV ${what} failed: ${r.status} ${r.statusText ?? ""}${raw ? `: ${raw}` : ""}`.trim();
  return new CaldavError(account.password ? words.split(account.password).join("***") : words, r.status);
}

/** Is the parsed answer a multistatus (the server's own responses), or the one entry tsdav makes of anything else? */
const isMultistatus = (rs: Parsed) => rs.length > 0 && !!rs[0].raw && typeof rs[0].raw === "object" && "multistatus" in (rs[0].raw as object);

const absolute = (account: CaldavAccount, href: string) => new URL(href, ensureTrailingSlash(account.url)).href;

/** The responses about objects of the collection (not the collection itself), by absolute href. */
function objectsOf(account: CaldavAccount, rs: Parsed) {
  const self = ensureTrailingSlash(account.url);
  return rs.filter((r) => typeof r.href === "string" && r.href).map((r) => ({ ...r, href: absolute(account, r.href as string) }))
    .filter((r) => r.href !== self && r.href.startsWith(self) && !r.href.endsWith("/"));
}

export type SyncAnswer =
  /** `truncated`: the server answered part of the changes (507 on the collection, RFC 6578 §3.6): ask again from `token` */
  | { refused: false; token: string | null; changed: DavEntry[]; gone: string[]; truncated: boolean }
  /** the token was refused (403/409 valid-sync-token) or the server has no sync-collection */
  | { refused: true; reason: string };

/**
 * `sync-collection` (RFC 6578) from `token` (null: the initial sync, every object): the objects changed or added since,
 * with their ETags, those deleted (404), and the new token. A refused token or a server without the report is
 * `refused`, for the caller to compare ETags instead.
 */
export async function syncCollection(account: CaldavAccount, token: string | null): Promise<SyncAnswer> {
  const body = `${XML_HEAD}<d:sync-collection ${NS}><d:sync-token>${token ? xmlText(token) : ""}</d:sync-token>`
    + "<d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>";
  const rs = await request(account, "REPORT sync-collection", account.url, "REPORT", "0", body);
  if (!isMultistatus(rs)) {
    const r = rs[0];
    if (r?.status === 401) throw failed(account, "REPORT sync-collection", r);
    const raw = typeof r?.raw === "string" ? r.raw : "";
    if ((r?.status === 403 || r?.status === 409) && /valid-sync-token/.test(raw)) return { refused: true, reason: "the server no longer knows the sync token" };
    if (r?.status === 403 && /supported-report/.test(raw)) return { refused: true, reason: "the server has no sync-collection" };
    if (r?.status === 403) throw failed(account, "REPORT sync-collection", r);
    if (r && (r.status === 400 || r.status === 404 || r.status === 405 || r.status === 415 || r.status === 501)) {
      return { refused: true, reason: `the server answered sync-collection with ${r.status}` };
    }
    throw failed(account, "REPORT sync-collection", r ?? { status: 0 } as Parsed[number]);
  }
  const ms = (rs[0].raw as { multistatus: { syncToken?: unknown } }).multistatus;
  const changed: DavEntry[] = [];
  const gone: string[] = [];
  for (const r of objectsOf(account, rs)) {
    if (r.status === 404 || r.status === 410) gone.push(r.href);
    else changed.push({ href: r.href, etag: text(r.props?.getetag) });
  }
  const truncated = rs.some((r) => r.status === 507);
  return { refused: false, token: text(ms.syncToken), changed, gone, truncated };
}

/** Every object of the calendar with its ETag (PROPFIND, Depth 1). */
export async function listEtags(account: CaldavAccount): Promise<DavEntry[]> {
  const body = `${XML_HEAD}<d:propfind ${NS}><d:prop><d:getetag/><d:resourcetype/></d:prop></d:propfind>`;
  const rs = await request(account, "PROPFIND", account.url, "PROPFIND", "1", body);
  if (!isMultistatus(rs)) throw failed(account, "PROPFIND", rs[0] ?? { status: 0 } as Parsed[number]);
  return objectsOf(account, rs).filter((r) => r.ok).map((r) => ({ href: r.href, etag: text(r.props?.getetag) }));
}

/** The collection's current sync token (null: the server gives none). */
export async function collectionToken(account: CaldavAccount): Promise<string | null> {
  const body = `${XML_HEAD}<d:propfind ${NS}><d:prop><d:sync-token/></d:prop></d:propfind>`;
  const rs = await request(account, "PROPFIND", account.url, "PROPFIND", "0", body);
  if (!isMultistatus(rs)) throw failed(account, "PROPFIND", rs[0] ?? { status: 0 } as Parsed[number]);
  return text(rs.find((r) => r.ok)?.props?.syncToken);
}

/** The objects at these hrefs with their data and ETags (`calendar-multiget`); one missing is answered with status 404. */
export async function multiget(account: CaldavAccount, hrefs: string[]): Promise<DavObject[]> {
  if (!hrefs.length) return [];
  const refs = hrefs.map((h) => `<d:href>${xmlText(new URL(h).pathname)}</d:href>`).join("");
  const body = `${XML_HEAD}<c:calendar-multiget ${NS}><d:prop><d:getetag/><c:calendar-data/></d:prop>${refs}</c:calendar-multiget>`;
  const rs = await request(account, "REPORT calendar-multiget", account.url, "REPORT", "1", body);
  if (!isMultistatus(rs)) throw failed(account, "REPORT calendar-multiget", rs[0] ?? { status: 0 } as Parsed[number]);
  return objectsOf(account, rs).map((r) => ({
    href: r.href, status: r.status, etag: text(r.props?.getetag), data: r.ok ? text(r.props?.calendarData) : null,
  }));
}

/**
 * The busy periods in [from, to) by `free-busy-query` (RFC 4791 §7.10): null when the server does not answer it with a
 * VFREEBUSY (the caller then reads the events).
 */
export async function freeBusy(account: CaldavAccount, from: Date, to: Date): Promise<string | null> {
  const body = `${XML_HEAD}<c:free-busy-query ${NS}><c:time-range start="${utcStamp(from)}" end="${utcStamp(to)}"/></c:free-busy-query>`;
  let res: Response;
  try {
    res = await (account.fetch ?? fetch)(account.url, {
      method: "REPORT", body, signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { ...auth(account), Depth: "1", "Content-Type": "application/xml; charset=utf-8" },
    });
  } catch (e) {
    throw new CaldavError(`CalDAV REPORT free-busy-query failed: ${(e as Error).message}`.slice(0, 300));
  }
  const data = await res.text();
  if (res.status === 401 || res.status === 403 && !/supported-report/.test(data)) {
    throw new CaldavError(`CalDAV REPORT free-busy-query failed: ${res.status}`, res.status);
  }
  return res.ok && /text\/calendar/i.test(res.headers.get("content-type") ?? "") && /BEGIN:VFREEBUSY/i.test(data) ? data : null;
}

/** The calendar data of the objects with an occurrence in [from, to) (`calendar-query` with a time-range). */
export async function objectsInRange(account: CaldavAccount, from: Date, to: Date): Promise<string[]> {
  const body = `${XML_HEAD}<c:calendar-query ${NS}><d:prop><c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR">`
    + `<c:comp-filter name="VEVENT"><c:time-range start="${utcStamp(from)}" end="${utcStamp(to)}"/></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`;
  const rs = await request(account, "REPORT calendar-query", account.url, "REPORT", "1", body);
  if (!isMultistatus(rs)) throw failed(account, "REPORT calendar-query", rs[0] ?? { status: 0 } as Parsed[number]);
  return objectsOf(account, rs).filter((r) => r.ok).map((r) => text(r.props?.calendarData)).filter((d): d is string => !!d);
}
