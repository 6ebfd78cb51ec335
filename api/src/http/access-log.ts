import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/** Query parameters whose values never reach the log (OpenID Connect's code and state, tokens, keys, ...). */
const SECRET_PARAMETER = /token|bearer|code|state|secret|passw|key|sig|session|auth|cookie|credential/i;

/**
 * Paths with a credential in them, the part kept before it: a signed upload URL (`/api/objects/<token>`, not
 * `/api/objects/upload`), a contract's public page and its forms (`/p/<token>`, `/p/<token>/sign`), the calendar feed
 * (`/api/calendar/feed/<token>.ics`, not `/api/calendar/feed/regenerate`). Matched on the URL as sent (percent-encoded
 * or not), whether a route answered it or not.
 */
const SECRET_PATHS = [
  /^(\/+api\/+objects\/+)(?!upload(?=$|[/?]))[^/?]+/,
  /^(\/+p\/+)[^/?]+/,
  /^(\/+api\/+calendar\/+feed\/+)(?!regenerate(?=$|[/?]))[^/?]+/,
];

/** A route parameter that holds a credential (`/p/:token`, `/api/calendar/feed/:token.ics`, any route to come). */
const SECRET_ROUTE_PARAMETER = /^:[^/]*(token|secret|key|sig)/i;

/**
 * The request's URL as logged: the values of secret-looking query parameters are replaced, and so is the token in
 * the path of every public route (by the paths above, and by the matched route's own `:token` parameters).
 */
export function loggedUrl(url: string, routePattern?: string): string {
  for (const secret of SECRET_PATHS) url = url.replace(secret, "$1[redacted]");
  const q = url.indexOf("?");
  if (routePattern?.includes(":")) {
    const path = (q < 0 ? url : url.slice(0, q)).split("/");
    const pattern = routePattern.split("/");
    if (path.length === pattern.length) {
      url = pattern.map((p, i) => (SECRET_ROUTE_PARAMETER.test(p) ? "[redacted]" : path[i])).join("/") + (q < 0 ? "" : url.slice(q));
    }
  }
  const query = url.indexOf("?");
  if (query < 0) return url;
  const params = url.slice(query + 1).split("&").map((pair) => {
    const eq = pair.indexOf("=");
    if (eq < 0) return pair;
    let name = pair.slice(0, eq);
    try { name = decodeURIComponent(name); } catch { /* logged as sent */ }
    return SECRET_PARAMETER.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
  });
  return `${url.slice(0, query)}?${params.join("&")}`;
}

const QUIETER_THAN_INFO = new Set(["warn", "error", "fatal", "silent"]);

/**
 * Fastify's request logging with one access log line per request at info level, once the answer is sent: method, URL
 * (without secrets), status, duration in ms and the request id (`reqId`, bound to the request's logger). Headers are
 * never logged, so neither the session cookie nor an Authorization header can appear. Fastify's own lines ("incoming
 * request", "request completed", "Route ... not found") are not written; its error lines are kept.
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const log = request.log;
    if (!error && QUIETER_THAN_INFO.has(log.level)) return;
    const line = { method: request.method, url: loggedUrl(request.url, request.routeOptions?.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) log.error({ ...line, err: error }, "request failed");
    else log.info(line, "request");
  }
}
