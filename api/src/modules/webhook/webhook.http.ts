import http from "node:http";
import https from "node:https";
import net from "node:net";
import { guardedLookup as outboundLookup, isBlockedAddress, RefusedAddressError } from "../../infra/outbound";

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

// the address rule is infra/outbound.ts's, shared with every request to a user-entered server
export { isBlockedAddress };

/** A `lookup` for the connection that resolves the host and refuses it when any of its addresses is blocked. */
const guardedLookup = outboundLookup();

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
