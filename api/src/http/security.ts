import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { AppError } from "../errors";
import { errorBody } from "../rest/http";
import { isDatabaseUnavailable, replyDatabaseUnavailable } from "../db/availability";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const CSP = [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob: https: http:",
  "media-src 'self' blob:", "font-src 'self' data:", "connect-src 'self'", "object-src 'none'", "base-uri 'self'",
  "form-action 'self'", "frame-ancestors 'none'",
].join("; ");

/** `/api/...` and `/graphql`: the paths that answer JSON and take the same-origin and content-type rules. */
export const isApiPath = (url: string) => url.startsWith("/api/") || url === "/api" || url.startsWith("/graphql");

/** Origin header absent, or the same origin as the app (its public URL or the Host it was reached by). */
export function isSameOrigin(origin: string | undefined, host: string | undefined, config: Config): boolean {
  if (!origin) return true;
  if (origin === new URL(config.publicUrl).origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * HTTP security for every answer: a request id, security headers (CSP, framing, sniffing, HSTS over https), writes
 * to the API only from the app's own origin and only as JSON, and one error handler that maps typed errors and
 * masks unexpected ones (logged with the request id).
 */
export function registerHttpSecurity(fastify: FastifyInstance, config: Config) {
  fastify.removeContentTypeParser("text/plain");

  fastify.addHook("onRequest", async (req, reply) => {
    reply.header("x-request-id", req.id);
    if (!isApiPath(req.url) || !WRITE_METHODS.has(req.method)) return;
    if (!isSameOrigin(req.headers.origin, req.headers.host, config)) return reply.code(403).send({ message: "Cross-origin request refused" });
    const type = req.headers["content-type"];
    const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
    if ((type || hasBody) && !/^application\/json\s*(;|$)/i.test(type ?? "")) {
      return reply.code(415).send({ message: "Content-Type must be application/json" });
    }
  });

  fastify.addHook("onSend", async (_req, reply, payload) => {
    reply.header("content-security-policy", CSP);
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("cross-origin-opener-policy", "same-origin");
    if (config.secureCookies) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    return payload;
  });

  fastify.setErrorHandler((err: Error & { code?: string; statusCode?: number }, req, reply) => {
    if (err.code?.startsWith("FST_ERR_CTP_INVALID_JSON") || err instanceof SyntaxError || err.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.code(400).send({ message: "Malformed JSON in request body" });
    }
    if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") return reply.code(413).send({ message: "Request body is too large" });
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return reply.code(415).send({ message: "Content-Type must be application/json" });
    if (err instanceof AppError) {
      const { status, body } = errorBody(err);
      return reply.code(status).send(body);
    }
    if (err.statusCode && err.statusCode < 500) return reply.code(err.statusCode).send({ message: err.message });
    // the database is down or restarting: a retry in a few seconds will do
    if (isDatabaseUnavailable(err)) return replyDatabaseUnavailable(reply);
    req.log.error({ err }, "unexpected error");
    return reply.code(500).send({ message: "Internal server error", requestId: req.id });
  });
}
