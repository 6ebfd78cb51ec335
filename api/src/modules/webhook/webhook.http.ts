import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { LookupFunction } from "node:net";

/*
 * The one HTTP request a webhook delivery makes. The URL is the customer's, so in production the request must not
 * reach the product's own network (SSRF): the host's addresses are checked after DNS resolution, by the `lookup`
 * the connection itself uses, so what was checked is what is connected to (no second resolution to race); an IP
 * literal, which Node connects to without a lookup, is checked before. Redirects are never followed (a 3xx is the
 * answer), an attempt lasts at most 10 s, and at most 64 KB of the answer are read.
 */

/** An attempt's whole duration: connection, request and answer. */
const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is read of an answer at most (only its status matters; the rest is dropped). */
const WEBHOOK_MAX_RESPONSE_BYTES = 64 * 1024;

/** Addresses a production delivery never connects to: private, loopback, link-local, unspecified, multicast, CGNAT, ULA, reserved. */
const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24],
  ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) blocked.addSubnet(prefix, bits, "ipv4");
for (const [prefix, bits] of [
  ["::", 128], ["::1", 128], ["64:ff9b::", 96], ["64:ff9b:1::", 48], ["100::", 64], ["2001::", 23],
  ["2001:db8::", 32], ["2002::", 16], ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8],
] as const) blocked.addSubnet(prefix, bits, "ipv6");

/** The IPv4 address an IPv4-mapped IPv6 address carries (`::ffff:10.0.0.1` or `::ffff:a00:1`), else null. */
function mappedIPv4(address: string): string | null {
  const dotted = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1];
  const hex = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Is this address one a production delivery must not reach? An IPv4 address written as IPv6 is judged as IPv4. */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const v4 = mappedIPv4(address);
    return v4 ? blocked.check(v4, "ipv4") : blocked.check(address, "ipv6");
  }
  return blocked.check(address, "ipv4");
}

class RefusedAddressError extends Error {
  constructor(host: string) {
    super(`Refused: ${host} resolves to a private or reserved address`);
  }
}

/** A `lookup` for the connection that resolves the host and refuses it when any of its addresses is blocked. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "", 0);
    const list = addresses as dns.LookupAddress[];
    if (!list.length || list.some((a) => isBlockedAddress(a.address))) {
      return callback(new RefusedAddressError(hostname) as NodeJS.ErrnoException, "", 0);
    }
    if ((options as dns.LookupOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    return callback(null, list[0].address, list[0].family);
  });
};

export interface WebhookRequestOptions {
  /** refuse private, loopback and link-local addresses (production) */
  guardAddresses: boolean;
  timeoutMs?: number;
  maxResponseBytes?: number;
}

export type WebhookResponse =
  | { ok: true; status: number }
  | { ok: false; status: number | null; error: string };

/** POSTs the body; a 2xx is success, anything else (another status, no answer) a failure with its reason. Never throws. */
export function postWebhook(target: string, headers: Record<string, string>, body: string, opts: WebhookRequestOptions): Promise<WebhookResponse> {
  const timeoutMs = opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const maxBytes = opts.maxResponseBytes ?? WEBHOOK_MAX_RESPONSE_BYTES;
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      resolve({ ok: false, status: null, error: "Invalid URL" });
      return;
    }
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (opts.guardAddresses && net.isIP(host) && isBlockedAddress(host)) {
      resolve({ ok: false, status: null, error: new RefusedAddressError(host).message });
      return;
    }
    const client = url.protocol === "https:" ? https : http;
    let settled = false;
    /** the answer's status, once its head arrived */
    let answered: number | null = null;
    const byStatus = (status: number): WebhookResponse => {
      if (status >= 200 && status < 300) return { ok: true, status };
      if (status >= 300 && status < 400) return { ok: false, status, error: `Redirects are not followed (HTTP ${status})` };
      return { ok: false, status, error: `HTTP ${status}` };
    };
    const finish = (r: WebhookResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const req = client.request(url, {
      method: "POST",
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      ...(opts.guardAddresses ? { lookup: guardedLookup } : {}),
      // a keep-alive socket of an earlier delivery could be one resolved before: each delivery connects anew
      agent: false,
    }, (res) => {
      const status = res.statusCode ?? 0;
      answered = status;
      let read = 0;
      const done = () => {
        res.destroy();
        finish(byStatus(status));
      };
      res.on("data", (chunk: Buffer) => {
        read += chunk.length;
        // the answer's status is known: past the limit the rest is not worth reading
        if (read >= maxBytes) done();
      });
      res.on("end", done);
      res.on("error", done);
      res.on("aborted", done);
    });
    const timer = setTimeout(() => {
      req.destroy();
      // an answer whose head came in time counts by its status; its body is not waited for
      finish(answered !== null ? byStatus(answered) : { ok: false, status: null, error: `No answer within ${timeoutMs / 1000} s` });
    }, timeoutMs);
    req.on("error", (err) => {
      finish({ ok: false, status: null, error: err instanceof RefusedAddressError ? err.message : `Could not connect: ${err.message}` });
    });
    req.end(body);
  });
}
