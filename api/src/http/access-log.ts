import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/** Query parameters whose values never reach the log (OpenID Connect's code and state, tokens, keys, ...). */
const SECRET_PARAMETER = /token|code|state|secret|passw|key|sig|session|auth|cookie|credential/i;

/** Paths whose last segment is a credential: a signed upload URL (`/api/objects/<token>`, not `/api/objects/upload`). */
const SECRET_PATH = /^(\/api\/objects\/)(?!upload(?=$|[/?]))[^/?]+/;

/**
 * The request's URL as logged: the values of secret-looking query parameters are replaced, and so is the token of
 * a signed upload URL.
 */
export function loggedUrl(url: string): string {
  url = url.replace(SECRET_PATH, "$1[redacted]");
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params = url.slice(q + 1).split("&").map((pair) => {
    const eq = pair.indexOf("=");
    if (eq < 0) return pair;
    let name = pair.slice(0, eq);
    try { name = decodeURIComponent(name); } catch { /* logged as sent */ }
    return SECRET_PARAMETER.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
  });
  return `${url.slice(0, q)}?${params.join("&")}`;
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
    const line = { method: request.method, url: loggedUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) log.error({ ...line, err: error }, "request failed");
    else log.info(line, "request");
  }
}
