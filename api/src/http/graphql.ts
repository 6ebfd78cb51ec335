import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { GraphQLError } from "graphql";
import type { Config } from "../config";
import { isSignedIn } from "../context";
import type { GraphQLServer } from "./graphql-server";
import { SUBSCRIPTIONS_OVER_HTTP } from "./graphql-texts";
import type { PersistedDocuments } from "./persisted-documents";

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

const PERSISTED_ONLY = "Only the app's persisted operations (doc_id) run on this server";

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
 * The GraphQL server (http/graphql-server.ts). Yoga, its plugins and the JIT compiler are loaded here, when the server
 * is first made (app.ts: after the app listens), rather than at start: about 150 ms of a start's CPU.
 */
export function createGraphQLServer(log: FastifyBaseLogger, config: Pick<Config, "graphqlOpen">): GraphQLServer {
  const { createGraphQLServer: create } = require("./graphql-server") as typeof import("./graphql-server");
  return create(log, config);
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
