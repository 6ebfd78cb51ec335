import { createObject, deleteObject, ensureTrailingSlash, propfind, updateObject } from "tsdav";

/*
 * Events pushed to the user's CalDAV calendar (RFC 4791): one resource per calendar object, named after its UID,
 * written with conditional requests so that nothing is lost or duplicated when the calendar is also edited elsewhere.
 * Our version wins: a change made there meanwhile (412 on our If-Match) is overwritten after reading the new ETag,
 * an object deleted there is put back at the same href, and nothing is ever deleted to be recreated (clients would
 * see the event vanish and come back, and lose its alarms).
 *
 * tsdav's request helpers send the conditional headers as given; the Basic credentials are encoded here, as UTF-8
 * (tsdav's helper encodes Latin-1, which servers read wrongly for "ä", and throws on anything beyond it). Every
 * request gives up after 15 s.
 */

/** The calendar collection events go to (the workspace's CalDAV connection), and how its server is reached. */
export interface CaldavAccount {
  url: string;
  username: string;
  password: string;
  /** the `fetch` for its server (the private-address guard of a user-entered address); the global one if absent */
  fetch?: typeof fetch;
}

export interface CaldavObject {
  href: string;
  etag: string | null;
}

/** A request the CalDAV server refused or did not answer: `status` is the server's HTTP status when there was one. */
export class CaldavError extends Error {
  status?: number;
  constructor(message: string, status?: number) {
    super(message);
    this.name = "CaldavError";
    this.status = status;
  }
}

const TIMEOUT_MS = 15_000;
/** how often a write is tried again after the object changed on the server between reading its ETag and writing */
const MAX_ATTEMPTS = 4;
const ICS_TYPE = "text/calendar; charset=utf-8";

function authHeaders(account: CaldavAccount): Record<string, string> {
  return { Authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`, "utf8").toString("base64")}` };
}

const fetchOptions = (): RequestInit => ({ signal: AbortSignal.timeout(TIMEOUT_MS) });

/** The server's reason in a few words: the body's text without markup, never longer than a line, never the password. */
async function reason(res: Response, account: CaldavAccount): Promise<string> {
  let body = "";
  try {
    body = (await res.text()).replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  } catch {
    // the status says enough
  }
  const words = [res.statusText, body.length > 160 ? `${body.slice(0, 160)}…` : body].filter(Boolean).join(": ");
  return account.password ? words.split(account.password).join("***") : words;
}

async function failure(what: string, res: Response, account: CaldavAccount): Promise<CaldavError> {
  return new CaldavError(`CalDAV ${what} failed: ${res.status} ${await reason(res, account)}`.trim(), res.status);
}

/** Runs a request, turning a timeout or a network failure into a CaldavError without a status. */
async function send<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (e) {
    if (e instanceof CaldavError) throw e;
    const err = e as Error & { cause?: { code?: string } };
    if (err.name === "TimeoutError" || err.name === "AbortError") {
      throw new CaldavError(`CalDAV ${what} failed: no answer within ${TIMEOUT_MS / 1000} s`);
    }
    if (err.name === "RefusedAddressError") throw new CaldavError(`CalDAV ${what} failed: ${err.message}`);
    throw new CaldavError(`CalDAV ${what} failed: ${err.cause?.code ?? err.name ?? "network error"}`);
  }
}

/** Empties a response nobody reads, so that its connection goes back to the pool. */
async function discard(res: Response): Promise<void> {
  await res.body?.cancel().catch(() => undefined);
}

/** The object's absolute URL: stored hrefs may be absolute or a path on the account's server. */
const absolute = (account: CaldavAccount, href: string) => new URL(href, ensureTrailingSlash(account.url)).href;

/** The object's current ETag, or null when it no longer exists. A PROPFIND first; a GET where that gives none. */
async function currentEtag(account: CaldavAccount, href: string): Promise<string | null> {
  const url = absolute(account, href);
  const [res] = await send("PROPFIND", () => propfind({
    url, depth: "0", props: { "d:getetag": {} }, headers: authHeaders(account), fetchOptions: fetchOptions(), fetch: account.fetch,
  }));
  if (res?.status === 404 || res?.status === 410) return null;
  if (res?.status === 401 || res?.status === 403) throw new CaldavError(`CalDAV PROPFIND failed: ${res.status} ${res.statusText}`.trim(), res.status);
  const etag = res?.ok ? res.props?.getetag : undefined;
  if (typeof etag === "string" && etag) return etag;
  const got = await send("GET", () => (account.fetch ?? fetch)(url, { ...fetchOptions(), headers: authHeaders(account) }));
  await discard(got);
  if (got.status === 404 || got.status === 410) return null;
  if (!got.ok) throw await failure("GET", got, account);
  return got.headers.get("etag");
}

/** The ETag a successful write answered, else the one the server reports now. */
async function etagAfterWrite(account: CaldavAccount, href: string, res: Response): Promise<string | null> {
  const etag = res.headers.get("etag");
  await discard(res);
  // a server that changed the data as it stored it sends no ETag (RFC 4791 §5.3.4)
  return etag || currentEtag(account, href);
}

/** PUT only when nothing is stored at the href: the response, for the caller to read (412 when something is). */
function putNew(account: CaldavAccount, url: string, ics: string): Promise<Response> {
  return send("PUT", () => createObject({
    url, data: ics, headers: { ...authHeaders(account), "Content-Type": ICS_TYPE, "If-None-Match": "*" }, fetchOptions: fetchOptions(), fetch: account.fetch,
  }));
}

/**
 * PUTs a new object (If-None-Match: *) named after the UID (its part before an "@") into the collection at
 * account.url, `${name}.ics`; answers href + ETag
 * (reads it back with a PROPFIND/GET when the server does not return one on PUT). When the name is taken already, an
 * earlier attempt got there without us learning of it: that object is updated instead.
 */
export async function createCaldavObject(account: CaldavAccount, uid: string, ics: string): Promise<CaldavObject> {
  const name = uid.replace(/@.*$/s, "") || uid;
  const href = new URL(`${encodeURIComponent(name)}.ics`, ensureTrailingSlash(account.url)).href;
  const res = await putNew(account, href, ics);
  if (res.ok) return { href, etag: await etagAfterWrite(account, href, res) };
  if (res.status === 412) {
    await discard(res);
    return updateCaldavObject(account, { href, etag: await currentEtag(account, href) }, ics);
  }
  throw await failure("PUT", res, account);
}

/**
 * Updates in place with If-Match on the stored ETag; on 412 (changed there meanwhile) reads the object again for its
 * current ETag and retries (a bounded number of times), our version winning; a 404 (deleted there) recreates it at
 * the same href. Never deletes and recreates. Answers the new href + ETag.
 */
export async function updateCaldavObject(account: CaldavAccount, obj: CaldavObject, ics: string): Promise<CaldavObject> {
  const href = absolute(account, obj.href);
  let etag = obj.etag ?? await currentEtag(account, href);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // a null ETag: the object is not there (any more)
    const res = etag
      ? await send("PUT", () => updateObject({
        url: href, data: ics, etag: etag!, headers: { ...authHeaders(account), "Content-Type": ICS_TYPE }, fetchOptions: fetchOptions(), fetch: account.fetch,
      }))
      : await putNew(account, href, ics);
    if (res.ok) return { href, etag: await etagAfterWrite(account, href, res) };
    if (res.status === 404 || res.status === 410) {
      await discard(res);
      etag = null;
    } else if (res.status === 412) {
      // changed or deleted there (If-Match on a missing object fails too), or created again since our If-None-Match
      await discard(res);
      etag = await currentEtag(account, href);
    } else {
      throw await failure("PUT", res, account);
    }
  }
  throw new CaldavError(`CalDAV PUT failed: the object kept changing on the server (${MAX_ATTEMPTS} attempts)`, 412);
}

/** DELETE with If-Match; 412 → re-read and retry; 404 → already gone (success). */
export async function deleteCaldavObject(account: CaldavAccount, obj: CaldavObject): Promise<void> {
  const href = absolute(account, obj.href);
  let etag = obj.etag;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const res = await send("DELETE", () => deleteObject({
      url: href, etag: etag ?? undefined, headers: authHeaders(account), fetchOptions: fetchOptions(), fetch: account.fetch,
    }));
    if (res.ok || res.status === 404 || res.status === 410) {
      await discard(res);
      return;
    }
    if (res.status !== 412) throw await failure("DELETE", res, account);
    await discard(res);
    etag = await currentEtag(account, href);
    if (etag === null) return;
  }
  throw new CaldavError(`CalDAV DELETE failed: the object kept changing on the server (${MAX_ATTEMPTS} attempts)`, 412);
}
