import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, ConflictError, ExternalServiceError, NotFoundError, QuotaExceededError, TooManyRequestsError, UnauthorizedError, ValidationError } from "../errors";
import { isSignedIn } from "../context";
import { isUuid } from "@common/validation";
import type { RestResult, RestRoute } from "./registry";
import { SESSION_ONLY } from "../auth/tokens";

/** Maps errors to the JSON error body `{ message, errors? }` once, for every route (`headers`: a 429's Retry-After). */
export function errorBody(err: unknown): { status: number; body: { message: string; errors?: Record<string, string> }; headers?: Record<string, string> } {
  if (err instanceof ValidationError) return { status: 400, body: { message: err.message, errors: err.fieldErrors } };
  if (err instanceof NotFoundError) return { status: 404, body: { message: err.message } };
  if (err instanceof ConflictError) return { status: 409, body: err.fieldErrors ? { message: err.message, errors: err.fieldErrors } : { message: err.message } };
  if (err instanceof UnauthorizedError) return { status: 401, body: { message: "Unauthorized" } };
  if (err instanceof TooManyRequestsError) {
    return { status: 429, body: { message: err.message }, headers: err.retryAfterSeconds ? { "retry-after": String(err.retryAfterSeconds) } : undefined };
  }
  if (err instanceof QuotaExceededError) return { status: 413, body: { message: err.message } };
  if (err instanceof ExternalServiceError) return { status: err.status >= 400 && err.status < 500 ? err.status : 502, body: { message: err.message, service: err.service } as { message: string } };
  if (err instanceof AppError) return { status: 400, body: { message: err.message } };
  return { status: 500, body: { message: "Internal server error" } };
}

function isResult(v: unknown): v is RestResult {
  return typeof v === "object" && v !== null && ("status" in v || "body" in v) && Object.keys(v).every((k) => k === "status" || k === "body");
}

/** An update merges its body into the stored record: anything but a JSON object (an array, null, text, no body) is refused. */
const BODY_MUST_BE_OBJECT = new Set(["PUT", "PATCH"]);

const isJsonObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The modules' REST routes: signed-in only, path ids that are not UUIDs are a plain 404, updates take a JSON object
 * (400 otherwise, the answer a create gives), results shaped once.
 */
export function registerRestRoutes(app: FastifyInstance, routes: RestRoute[]) {
  const streamed = routes.filter((r) => r.body === "stream");
  for (const route of routes) if (route.body !== "stream") addRoute(app, route);
  if (streamed.length) {
    // in a context of their own: every content type reaches the handler unparsed, as the request's stream
    app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser("*", (_req, payload, done) => done(null, payload));
      for (const route of streamed) addRoute(raw, route);
    });
  }
}

function addRoute(app: FastifyInstance, route: RestRoute) {
  app.route({
    method: route.method,
    url: route.url,
    config: { doc: route.doc, ...(route.body === "stream" ? { rawBody: true, ...(route.bodyTimeoutMs ? { bodyTimeout: route.bodyTimeoutMs } : {}) } : {}) },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const ctx = req.ctx;
      if (!isSignedIn(ctx)) {
        if (!route.signedOut) return reply.code(401).send({ message: "Unauthorized" });
        const returnTo = route.signedOut(req.params as Record<string, string>);
        return reply.header("cache-control", "no-store").redirect(`/api/login?${new URLSearchParams({ returnTo })}`, 302);
      }
      if (route.sessionOnly && ctx.token) return reply.code(403).send({ message: typeof route.sessionOnly === "string" ? route.sessionOnly : SESSION_ONLY });
      const params = req.params as Record<string, string>;
      if ("id" in params && !isUuid(params.id)) return reply.code(404).send({ message: "Not found" });
      if (route.body === undefined && BODY_MUST_BE_OBJECT.has(route.method) && !isJsonObject(req.body)) {
        return reply.code(400).send(errorBody(new ValidationError({ _: "Expected a JSON object" })).body);
      }
      const out = await route.handler(ctx, { params, query: req.query as Record<string, string>, body: req.body, raw: req, reply });
      // a handler that sent the answer itself (a stream) returns the reply
      if (reply.sent || out === reply) return reply;
      if (isResult(out)) {
        if (out.body === undefined) return reply.code(out.status ?? 204).send();
        return reply.code(out.status ?? 200).send(out.body);
      }
      return reply.code(200).send(out);
    },
  });
}
