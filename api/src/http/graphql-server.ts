import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { createYoga, createGraphQLError, type Plugin, type YogaServerInstance } from "graphql-yoga";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useGraphQlJit } from "@envelop/graphql-jit";
import { PothosValidationError } from "@pothos/core";
import { GraphQLError, NoSchemaIntrospectionCustomRule, getOperationAST } from "graphql";
import type { Config } from "../config";
import type { ServiceContext } from "../context";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/availability";
import { getSchema } from "../graphql/schema";
import { armorLimits, useOperationLimits } from "../graphql/limits";
import { useTokenScope } from "../graphql/token-scope";
import { SUBSCRIPTIONS_OVER_HTTP } from "./graphql-texts";

// Yoga over the app's schema, shared by HTTP (http/graphql.ts) and the WebSocket (http/websocket.ts); loaded when the
// server is first made, not at start.

type ServerContext = { req: FastifyRequest; reply: FastifyReply };
export type GraphQLServer = YogaServerInstance<ServerContext, ServiceContext>;

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
 *
 * @public (required by http/graphql.ts on first use, not imported)
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
