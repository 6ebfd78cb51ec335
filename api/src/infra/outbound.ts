import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/*
 * Requests to addresses users enter (a webhook's URL, a CalDAV server): in production such a request must not reach the
 * product's own network (SSRF). The host's addresses are checked after DNS resolution, by the `lookup` the connection
 * itself uses, so what was checked is what is connected to; an IP literal, which Node connects to without a lookup,
 * is checked before. A self-hoster whose CalDAV server is on their LAN lists it in ALLOWED_PRIVATE_HOSTS (host names,
 * addresses or CIDRs).
 */

/*
 * Which addresses a guarded request may connect to, by ipaddr.js's maintained special ranges rather than a list
 * of our own: an IPv4 address only when it is plain public unicast (not private, loopback, link-local, unspecified,
 * broadcast, multicast, CGNAT, reserved, AS112 or AMT); an IPv6 address only when it is public unicast AND within
 * 2000::/3, the global unicast block, so that every IPv6 form that carries an IPv4 address or a local one (the
 * deprecated IPv4-compatible ::a.b.c.d such as ::7f00:1, SIIT ::ffff:0:a.b.c.d, NAT64 64:ff9b::, 6to4, Teredo), which
 * ipaddr.js calls "unicast" or names its own range, is refused; an IPv4-mapped address (::ffff:a.b.c.d) is judged as
 * the IPv4 address it is.
 */
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR("2000::/3");

const parsed = (address: string) => {
  let ip = ipaddr.parse(address);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip;
};

/** Is this address one a guarded request must not reach? Anything that is not an IP address is. */
export function isBlockedAddress(address: string): boolean {
  if (net.isIP(address) === 0 || !ipaddr.isValid(address)) return true;
  const ip = parsed(address);
  if (ip.range() !== "unicast") return true;
  return ip.kind() === "ipv6" && !(ip as ipaddr.IPv6).match(IPV6_GLOBAL_UNICAST as [ipaddr.IPv6, number]);
}

export class RefusedAddressError extends Error {
  constructor(host: string) {
    super(`Refused: ${host} resolves to a private or reserved address`);
    this.name = "RefusedAddressError";
  }
}

/** The rule for one set of ALLOWED_PRIVATE_HOSTS: is this host name, or this address, let through? */
export function privateHostRule(allowed: readonly string[]) {
  const names = new Set(allowed.filter((h) => !h.includes("/") && !net.isIP(h)).map((h) => h.toLowerCase()));
  const ranges = allowed.flatMap((h) => {
    try {
      if (h.includes("/")) return [ipaddr.parseCIDR(h)];
      if (net.isIP(h)) { const ip = parsed(h); return [[ip, ip.kind() === "ipv4" ? 32 : 128] as [ipaddr.IPv4 | ipaddr.IPv6, number]]; }
    } catch { /* validated in config.ts */ }
    return [];
  });
  return {
    host: (host: string) => names.has(host.toLowerCase().replace(/^\[|\]$/g, "")),
    address: (address: string) => {
      if (!ipaddr.isValid(address)) return false;
      const ip = parsed(address);
      return ranges.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net as never, bits));
    },
  };
}

/** A `lookup` that resolves the host and refuses it when any of its addresses is blocked and not allowed. */
export function guardedLookup(allowed: readonly string[] = []): LookupFunction {
  const rule = privateHostRule(allowed);
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const list = addresses as dns.LookupAddress[];
      if (!list.length || list.some((a) => isBlockedAddress(a.address) && !rule.address(a.address))) {
        return callback(new RefusedAddressError(hostname) as NodeJS.ErrnoException, "", 0);
      }
      if ((options as dns.LookupOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}

export interface GuardedFetchOptions {
  /** refuse private, loopback and link-local addresses (production) */
  guardAddresses: boolean;
  /** ALLOWED_PRIVATE_HOSTS */
  allowedPrivateHosts?: readonly string[];
  timeoutMs?: number;
  /** what is read of an answer at most; past it the request fails */
  maxResponseBytes?: number;
}

/**
 * A `fetch` for requests to a user-entered server: the address guard when asked, redirects never followed (a 3xx is
 * the answer), a whole-request timeout and a cap on the answer's size. Answers a standard Response.
 */
export function guardedFetch(opts: GuardedFetchOptions): typeof fetch {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const maxBytes = opts.maxResponseBytes ?? 5 * 1024 * 1024;
  const rule = privateHostRule(opts.allowedPrivateHosts ?? []);
  const lookup = guardedLookup(opts.allowedPrivateHosts ?? []);
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new TypeError(`Unsupported protocol ${url.protocol}`);
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const guard = opts.guardAddresses && !rule.host(host);
    if (guard && net.isIP(host) && isBlockedAddress(host) && !rule.address(host)) throw new RefusedAddressError(host);
    const headers = new Headers(init.headers);
    const body = init.body == null ? undefined : typeof init.body === "string" ? init.body : Buffer.from(await new Response(init.body).arrayBuffer());
    const client = url.protocol === "https:" ? https : http;
    const outgoing: Record<string, string> = {};
    headers.forEach((v, k) => { outgoing[k] = v; });
    if (body !== undefined) outgoing["content-length"] = String(Buffer.byteLength(body));
    return new Promise<Response>((resolve, reject) => {
      const signals = [AbortSignal.timeout(timeoutMs), ...(init.signal ? [init.signal] : [])];
      const signal = AbortSignal.any(signals);
      const req = client.request(url, {
        method: init.method ?? "GET", headers: outgoing, signal,
        ...(guard ? { lookup } : {}),
        // a keep-alive socket could be one resolved before the check: each request connects anew
        agent: false,
      }, (res) => {
        const chunks: Buffer[] = [];
        let read = 0;
        res.on("data", (c: Buffer) => {
          read += c.length;
          if (read > maxBytes) {
            req.destroy();
            reject(new Error(`The answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`));
            return;
          }
          chunks.push(c);
        });
        res.on("end", () => { try {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) {
            if (Array.isArray(v)) v.forEach((x) => h.append(k, x)); else if (v !== undefined) h.set(k, v);
          }
          const status = res.statusCode ?? 0;
          const nullBody = status === 204 || status === 304 || status < 200;
          resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage ?? "", headers: h }));
        } catch (e) { reject(e); } });
        res.on("error", reject);
      });
      req.on("error", (err) => {
        if (signal.aborted && (signal.reason as Error)?.name === "TimeoutError") reject(signal.reason);
        else reject(err);
      });
      req.end(body);
    });
  }) as typeof fetch;
}
