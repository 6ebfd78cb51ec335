import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createYoga, createGraphQLError, type Plugin, type YogaServerInstance } from "graphql-yoga";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useGraphQlJit } from "@envelop/graphql-jit";
import { PothosValidationError } from "@pothos/core";
import { GraphQLError, NoSchemaIntrospectionCustomRule, getOperationAST } from "graphql";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { ServiceContext } from "../context";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/availability";
import { isSignedIn } from "../context";
import { getSchema } from "../graphql/schema";
import { armorLimits, useOperationLimits } from "../graphql/limits";
import { useTokenScope } from "../graphql/token-scope";
import type { PersistedDocuments } from "./persisted-documents";

type ServerContext = { req: FastifyRequest; reply: FastifyReply };
export type GraphQLServer = YogaServerInstance<ServerContext, ServiceContext>;

/** The GraphQL server, made on first use (app.ts: after the app listens, or by the first request that needs it). */
export type GraphQLServerOf = () => GraphQLServer;

/** `make` run once, on the first call. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/**
 * The largest GraphQL request body. The app sends a persisted document's id and a form's variables (a few KB at
 * most, 10,000-character notes included); 256 KB leaves ample room for an API client's own document (4,000 tokens
 * at most) with its variables, is also the largest WebSocket message, and bounds what one request makes the server
 * parse to a few milliseconds. REST keeps the server-wide 1 MB.
 */
export const GRAPHQL_BODY_LIMIT = 256 * 1024;

const SUBSCRIPTIONS_OVER_HTTP = "Subscriptions run over the WebSocket at /graphql only";
const PERSISTED_ONLY = "Only the app's persisted operations (doc_id) run on this server";

/**
 * Subscriptions over HTTP are refused, whatever the Accept header: an event stream over HTTP would outlive the
 * session that opened it, while on the WebSocket every operation checks the session and a logout closes it. The
 * HTTP route hands Yoga its Fastify reply as server context; the WebSocket's operations have none.
 */
function useNoSubscriptionsOverHttp(): Plugin {
  return {
    onSubscribe: ({ args, setResultAndStopExecution }) => {
      if (!("reply" in (args.contextValue as object))) return;
      setResultAndStopExecution({ errors: [new GraphQLError(SUBSCRIPTIONS_OVER_HTTP, { extensions: { http: { status: 400 } } })] });
    },
  };
}

/**
 * Introspection refused (production without GRAPHQL_OPEN): only the app's own documents run there anyway. An API
 * token's client sends documents of its own, and its tools read the schema: it may introspect (the schema is served
 * at /graphql/schema.graphql to it as well).
 */
function useNoIntrospection(): Plugin {
  return {
    // validation runs before the context is made: the token is read where each transport put it (HTTP: the request's
    // context; the WebSocket: the initial context it hands getEnveloped)
    onValidate: ({ addValidationRule, context }) => {
      if (!tokenOf(context)) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** The API token of an operation, from its context whether made yet or not (null: a cookie's). */
function tokenOf(context: unknown): unknown {
  const c = context as { token?: unknown; req?: { ctx?: { token?: unknown } } } | undefined;
  return c?.token ?? c?.req?.ctx?.token ?? null;
}

const JSON_TYPES = /^(application\/(graphql-response\+)?json|application\/\*|\*\/\*)$/i;
const STREAM_TYPES = /^(text\/event-stream|multipart\/mixed)$/i;

/**
 * The Accept header as Yoga gets it: the media ranges that allow one JSON answer, in the client's order, without the
 * streaming ones (subscriptions never run over HTTP); null when it allows no JSON but a stream (406). A header
 * without any of them goes as it is.
 */
function jsonAccept(accept: string | undefined): string | null | undefined {
  if (!accept || !/text\/event-stream|multipart\/mixed/i.test(accept)) return accept;
  const ranges = accept.split(",").map((r) => r.trim()).filter(Boolean).map((range) => {
    const [type, ...params] = range.split(";").map((p) => p.trim());
    const q = params.find((p) => /^q=/i.test(p));
    return { range, type, refused: q !== undefined && Number(q.slice(2)) === 0 };
  });
  const json = ranges.filter((r) => JSON_TYPES.test(r.type) && !r.refused && !STREAM_TYPES.test(r.type));
  return json.length ? json.map((r) => r.range).join(", ") : null;
}

/**
 * Yoga's CSRF prevention (a GET or a form-like POST must carry the `x-graphql-yoga-csrf` header, which a page of
 * another site cannot add) for requests that a cookie signs in; a request with an `Authorization` header is signed in
 * by its API token alone, which no other site can make a browser send, so it needs no such header.
 */
function useCsrfPreventionForCookies(): Plugin {
  const csrf = useCSRFPrevention({ requestHeaders: ["x-graphql-yoga-csrf"] });
  return {
    onRequestParse: (payload) => {
      if (payload.request.headers.has("authorization")) return;
      return csrf.onRequestParse?.(payload);
    },
  };
}

/** A bad connection argument or cursor (Pothos checks them before the resolver): the client's mistake, not ours. */
function badUserInput(error: GraphQLError, original: PothosValidationError): GraphQLError {
  const message = /cursor/i.test(original.message) ? "Invalid cursor" : original.message.slice(0, 200);
  return new GraphQLError(message, { nodes: error.nodes, path: error.path, extensions: { code: "BAD_USER_INPUT" } });
}

/**
 * Yoga with the schema, the query limits, CSRF prevention and error masking; shared by HTTP and the WebSocket.
 * CORS is off: the app calls /graphql from its own origin only, so no other origin is ever allowed to read it.
 */
export function createGraphQLServer(log: FastifyBaseLogger, config: Pick<Config, "graphqlOpen">): GraphQLServer {
  return createYoga<ServerContext, ServiceContext>({
    schema: getSchema(),
    graphqlEndpoint: "/graphql",
    graphiql: false,
    landingPage: false,
    logging: false,
    cors: false,
    maskedErrors: { maskError: (error) => {
      const original = (error as GraphQLError).originalError;
      if (error instanceof GraphQLError && original instanceof PothosValidationError) return badUserInput(error, original);
      if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error;
      // the database going away is reported once by its monitor, not as an unexpected error per request
      if (isDatabaseUnavailable(original ?? error)) return createGraphQLError(DATABASE_UNAVAILABLE_MESSAGE);
      log.error({ err: original ?? error }, "unexpected GraphQL error");
      return createGraphQLError("Unexpected error.");
    } },
    // the route below lets only signed-in requests through
    context: ({ req }) => req.ctx as ServiceContext,
    plugins: [
      useCsrfPreventionForCookies(),
      EnvelopArmorPlugin(armorLimits),
      !config.graphqlOpen && useNoIntrospection(),
      useOperationLimits(),
      useTokenScope(),
      useNoSubscriptionsOverHttp(),
      // queries and mutations compiled to JavaScript once per document (the screens send a fixed set of persisted
      // ones); subscriptions run on graphql-js, which serves every form of them (aliases included)
      useGraphQlJit({}, {
        cache: boundedCache(500),
        enableIf: (args) => getOperationAST(args.document, args.operationName)?.operation !== "subscription",
        onError: (e) => log.warn({ errors: e.errors }, "GraphQL JIT compile failed"),
      }),
    ].filter((p): p is Plugin => !!p),
  });
}

/**
 * GraphQL over HTTP at /graphql: signed-in requests only (a session cookie or an API token), queries and mutations
 * only, persisted documents by doc_id (and only those for a cookie unless GraphQL is open: production without
 * GRAPHQL_OPEN; an API token may send its own), bodies up to GRAPHQL_BODY_LIMIT.
 */
export function registerGraphQLRoute(fastify: FastifyInstance, yoga: GraphQLServerOf, persisted: PersistedDocuments) {
  fastify.route({
    url: "/graphql",
    method: ["GET", "POST", "OPTIONS"],
    bodyLimit: GRAPHQL_BODY_LIMIT,
    errorHandler: (err: Error & { code?: string }, req, reply) => {
      if (err.code !== "FST_ERR_CTP_BODY_TOO_LARGE") throw err;
      return reply.code(413).send({ errors: [{ message: `Request body is too large (GraphQL takes at most ${GRAPHQL_BODY_LIMIT / 1024} KB)` }] });
    },
    handler: async (req, reply) => {
      if (!isSignedIn(req.ctx)) return reply.code(401).send({ errors: [{ message: "Unauthorized" }] });
      // streams run over the WebSocket only (see useNoSubscriptionsOverHttp); a query is not served as one either:
      // an Accept list that allows JSON as well gets JSON (graphql-inspector and other tools list every type they read)
      const accept = jsonAccept(req.headers.accept);
      if (accept === null) return reply.code(406).send({ errors: [{ message: SUBSCRIPTIONS_OVER_HTTP }] });
      if (accept !== req.headers.accept) req.headers.accept = accept;
      const body = req.body as Record<string, unknown> | undefined;
      const docId = body && typeof body === "object" && !Array.isArray(body) ? body.doc_id : undefined;
      if (typeof docId === "string") {
        const { doc_id: _, ...rest } = body as { doc_id: string };
        const query = persisted(docId);
        if (!query) return reply.code(400).send({ errors: [{ message: "Unknown persisted query" }] });
        req.body = { ...rest, query };
      } else if (!req.ctx.config.graphqlOpen && !req.ctx.token && req.method !== "OPTIONS") {
        // an API token's client may send its own documents, under the same depth, cost, alias and list limits
        return reply.code(400).send({ errors: [{ message: PERSISTED_ONLY }] });
      }
      const response = await yoga().handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      // subscriptions never run over HTTP, so every answer is one JSON document: sent whole, with its length
      reply.send(Buffer.from(await response.arrayBuffer()));
      return reply;
    },
  });
}

/** The answer to a document sent as text where only persisted documents run (the WebSocket gives it too). */
export const persistedOnlyError = () => new GraphQLError(PERSISTED_ONLY);

/** A small insertion-ordered cache: the oldest entry goes when it is full. */
function boundedCache<V>(max: number) {
  const map = new Map<string, V>();
  return {
    get: (key: string) => map.get(key),
    set: (key: string, value: V) => {
      if (map.size >= max) map.delete(map.keys().next().value!);
      map.set(key, value);
    },
  };
}
