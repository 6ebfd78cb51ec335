import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { AppError } from "../errors";
import { errorBody } from "../rest/http";
import { isDatabaseUnavailable, replyDatabaseUnavailable } from "../db/availability";

declare module "fastify" {
  interface FastifyContextConfig {
    /** how long the whole body may take to arrive, in ms (a file upload route allows more than the default) */
    bodyTimeout?: number;
    /**
     * the route reads its body unparsed as a stream (a file upload): the JSON, same-origin and 1 MB rules of the API
     * do not apply, its signed token is its authority
     */
    rawBody?: boolean;
  }
}

export const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The app's CSP; with S3 storage, the browser also uploads to, and reads previews from, S3_PUBLIC_URL. `images`: the
 * img-src sources (the app shows images from anywhere: a client's logo is an address). `scripts`: the hashes
 * (`'sha256-…'`) of the inline scripts an answer carries (a drawn first screen's, http/first-screen.ts); no other
 * inline script runs.
 */
export function contentSecurityPolicy(config: Config, { images = "'self' data: blob: https: http:", scripts = [] as readonly string[] } = {}): string {
  const storage = config.s3 ? ` ${new URL(config.s3.publicUrl).origin}` : "";
  return [
    "default-src 'self'", `script-src 'self'${scripts.map((hash) => ` ${hash}`).join("")}`, "style-src 'self' 'unsafe-inline'", `img-src ${images}`,
    `media-src 'self' blob:${storage}`, "font-src 'self' data:", `connect-src 'self'${storage}`, "object-src 'none'", "base-uri 'self'",
    "form-action 'self'", "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * JSON nesting allowed in a request body (and in GraphQL's GET parameters). The app's own payloads are a few levels
 * deep; thousands of levels would overflow the stack of whatever walks them next (validation, error messages).
 */
const MAX_JSON_DEPTH = 64;

/** Seconds a client is told to wait after a 429 when the limiter did not say. */
const DEFAULT_RETRY_AFTER_S = 60;

/** true when JSON text nests arrays and objects deeper than `max` (strings are skipped, so brackets in them do not count). */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

const invalidInput = () => Object.assign(new Error("Invalid input"), { statusCode: 400, code: "JSON_TOO_DEEP" });

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
  const CSP = contentSecurityPolicy(config);
  // the API documentation (/docs) draws documents a token's owner did not write (OpenAPI descriptions): its images
  // come from the app itself and data: only, so no description can make the browser call another host
  const DOCS_CSP = contentSecurityPolicy(config, { images: "'self' data:" });
  fastify.removeContentTypeParser("text/plain");

  // every JSON body (REST, sign-in, GraphQL): the depth is checked on the text, before anything walks the value
  const parseJson = fastify.getDefaultJsonParser(fastify.initialConfig.onProtoPoisoning ?? "error", fastify.initialConfig.onConstructorPoisoning ?? "error");
  fastify.removeContentTypeParser("application/json");
  fastify.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    // a DELETE takes no body: generated clients still send the JSON content type with an empty one
    if (body === "" && req.method === "DELETE") return done(null, undefined);
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(invalidInput(), undefined);
    parseJson(req, body as string, done);
  });

  // a form's fields, as flat strings (the public pages' forms, e.g. /p/<token>/sign; the API's writes stay JSON-only by
  // the rule below): 64 KB at most
  fastify.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 65_536 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // a body sent slowly holds a connection and a parser: one that has not fully arrived after REQUEST_BODY_TIMEOUT_SECONDS
  // (30 s by default; a route may allow more: `config.bodyTimeout`) is answered 408
  const bodyTimeoutMs = config.bodyTimeoutSeconds * 1000;
  fastify.addHook("preParsing", async (req, reply, payload) => {
    const length = req.headers["content-length"];
    if ((length === undefined || length === "0") && req.headers["transfer-encoding"] === undefined) return payload;
    const out = new PassThrough();
    const timer = setTimeout(() => {
      payload.unpipe(out);
      out.destroy(Object.assign(new Error("The request body took too long to arrive"), { statusCode: 408, code: "BODY_TIMEOUT" }));
    }, req.routeOptions.config.bodyTimeout ?? bodyTimeoutMs);
    const stop = () => clearTimeout(timer);
    out.once("end", stop).once("close", stop);
    reply.raw.once("close", stop);
    // the body parser listens for errors; a body nobody reads (a GET with one) must not crash the process either
    out.on("error", () => undefined);
    payload.once("error", (err) => out.destroy(err));
    return payload.pipe(out);
  });

  fastify.addHook("onRequest", async (req, reply) => {
    reply.header("x-request-id", req.id);
    if (req.method === "GET" && req.url.startsWith("/graphql?") && graphqlParamsTooDeep(req.url)) {
      return reply.code(400).send({ message: "Invalid input" });
    }
    if (!isApiPath(req.url) || !WRITE_METHODS.has(req.method) || req.routeOptions.config?.rawBody || req.routeOptions.config?.publicRoute) return;
    // a request with an Authorization header is authorised by its API token alone (its cookie is ignored), which no
    // other site can make a browser send: the same-origin rule, there against forged requests, has nothing to guard
    const withToken = req.headers.authorization !== undefined;
    if (!withToken && !isSameOrigin(req.headers.origin, req.headers.host, config)) return reply.code(403).send({ message: "Cross-origin request refused" });
    const type = req.headers["content-type"];
    const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
    if ((type || hasBody) && !/^application\/json\s*(;|$)/i.test(type ?? "")) {
      return reply.code(415).send({ message: "Content-Type must be application/json" });
    }
  });

  fastify.addHook("onSend", async (req, reply, payload) => {
    // API answers are per user and per moment: never kept by the browser or a proxy
    if (isApiPath(req.url) && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    if (reply.statusCode === 429 && !reply.hasHeader("retry-after")) reply.header("retry-after", String(DEFAULT_RETRY_AFTER_S));
    // an answer with a policy of its own (a file preview's sandbox) keeps it
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", isDocsPath(req.url) ? DOCS_CSP : CSP);
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    // a page reached by a token in its address (a public route) sends no referrer at all
    if (!reply.hasHeader("referrer-policy")) reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("cross-origin-opener-policy", "same-origin");
    if (config.secureCookies) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    return payload;
  });

  fastify.setErrorHandler((err: Error & { code?: string; statusCode?: number }, req, reply) => {
    if (err.code?.startsWith("FST_ERR_CTP_INVALID_JSON") || err instanceof SyntaxError || err.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.code(400).send({ message: "Malformed JSON in request body" });
    }
    if (err.code === "JSON_TOO_DEEP") return reply.code(400).send({ message: "Invalid input" });
    if (err.code === "BODY_TIMEOUT") return reply.code(408).header("connection", "close").send({ message: "The request body took too long to arrive" });
    if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") return reply.code(413).send({ message: "Request body is too large" });
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return reply.code(415).send({ message: "Content-Type must be application/json" });
    if (err instanceof AppError) {
      const { status, body, headers } = errorBody(err);
      if (headers) reply.headers(headers);
      return reply.code(status).send(body);
    }
    if (err.statusCode && err.statusCode < 500) return reply.code(err.statusCode).send({ message: err.message });
    // the database is down or restarting: a retry in a few seconds will do
    if (isDatabaseUnavailable(err)) return replyDatabaseUnavailable(reply);
    req.log.error({ err }, "unexpected error");
    return reply.code(500).send({ message: "Internal server error", requestId: req.id });
  });
}

/** The web app's API documentation page (`/docs`, `/docs/...`). */
const isDocsPath = (url: string) => /^\/docs(?:[/?#]|$)/.test(url);

/** GraphQL over GET carries JSON in `variables` and `extensions`: the same depth rule as a body. */
function graphqlParamsTooDeep(url: string): boolean {
  const params = new URLSearchParams(url.slice(url.indexOf("?") + 1));
  return ["variables", "extensions"].some((name) => params.getAll(name).some((v) => nestsDeeperThan(v, MAX_JSON_DEPTH)));
}
