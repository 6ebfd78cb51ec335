import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createYoga, createGraphQLError, type YogaServerInstance } from "graphql-yoga";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useGraphQlJit } from "@envelop/graphql-jit";
import { GraphQLError } from "graphql";
import type { FastifyBaseLogger } from "fastify";
import type { ServiceContext } from "../context";
import { isSignedIn } from "../context";
import { getSchema } from "../graphql/schema";
import type { PersistedDocuments } from "./persisted-documents";

type ServerContext = { req: FastifyRequest; reply: FastifyReply };
export type GraphQLServer = YogaServerInstance<ServerContext, ServiceContext>;

/** Yoga with the schema, the query limits, CSRF prevention and error masking; shared by HTTP and the WebSocket. */
export function createGraphQLServer(log: FastifyBaseLogger): GraphQLServer {
  return createYoga<ServerContext, ServiceContext>({
    schema: getSchema(),
    graphqlEndpoint: "/graphql",
    graphiql: false,
    landingPage: false,
    logging: false,
    maskedErrors: { maskError: (error) => {
      const original = (error as GraphQLError).originalError;
      if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error;
      log.error({ err: original ?? error }, "unexpected GraphQL error");
      return createGraphQLError("Unexpected error.");
    } },
    // the route below lets only signed-in requests through
    context: ({ req }) => req.ctx as ServiceContext,
    plugins: [
      useCSRFPrevention({ requestHeaders: ["x-graphql-yoga-csrf"] }),
      EnvelopArmorPlugin({
        maxDepth: { n: 12 }, maxAliases: { n: 20 }, maxDirectives: { n: 20 }, maxTokens: { n: 4000 },
        costLimit: { maxCost: 250_000 }, blockFieldSuggestion: { enabled: true },
      }),
      // operations compiled to JavaScript once per document (the screens send a fixed set of persisted ones)
      useGraphQlJit({}, { cache: boundedCache(500), onError: (e) => log.warn({ errors: e.errors }, "GraphQL JIT compile failed") }),
    ],
  });
}

/** GraphQL over HTTP at /graphql: signed-in requests only, queries and mutations only, persisted documents by doc_id. */
export function registerGraphQLRoute(fastify: FastifyInstance, yoga: GraphQLServer, persisted: PersistedDocuments) {
  fastify.route({
    url: "/graphql",
    method: ["GET", "POST", "OPTIONS"],
    handler: async (req, reply) => {
      if (!isSignedIn(req.ctx)) return reply.code(401).send({ errors: [{ message: "Unauthorized" }] });
      // streams run over the WebSocket only, where every operation checks the session and a logout closes them;
      // an event stream over HTTP would outlive the session that opened it
      if (/text\/event-stream|multipart\/mixed/i.test(req.headers.accept ?? "")) {
        return reply.code(406).send({ errors: [{ message: "Subscriptions run over the WebSocket at /graphql" }] });
      }
      const body = req.body as Record<string, unknown> | undefined;
      if (body && typeof body === "object" && typeof body.doc_id === "string") {
        const { doc_id: docId, ...rest } = body as { doc_id: string };
        const query = persisted(docId);
        if (!query) return reply.code(400).send({ errors: [{ message: "Unknown persisted query" }] });
        req.body = { ...rest, query };
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}

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
