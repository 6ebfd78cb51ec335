import crypto from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { Pool } from "pg";
import { WebSocketServer, type WebSocket } from "ws";
import { useServer } from "graphql-ws/use/ws";
import type { OperationResult } from "graphql-ws";
import { GraphQLError, type ExecutionArgs } from "graphql";
import { requestContext, type AppResources } from "../context";
import { sessionTopic } from "../pubsub";
import { isSameOrigin } from "./security";
import { sessionOf } from "./request-context";
import { sessionCookieOptions } from "../auth/session";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/availability";
import { GRAPHQL_BODY_LIMIT, persistedOnlyError, type GraphQLServer } from "./graphql";
import { operationLimitErrors } from "../graphql/limits";
import type { PersistedDocuments } from "./persisted-documents";

type UpgradeRequest = IncomingMessage & { sid?: string };

/**
 * GraphQL over WebSocket (graphql-ws) on /graphql, where subscriptions run. A socket opens only from the app's
 * origin; without a live session it is closed at once with 4401 (which the browser client can read, unlike a
 * refused upgrade). Every operation loads the session again into its own request context, and a session that ends
 * (logout, a new sign-in) closes its sockets at once with 4401, on every instance.
 */
export function attachGraphQLWebSocket(server: Server, deps: {
  resources: AppResources; sessions: Pool; yoga: GraphQLServer; persisted: PersistedDocuments;
}): { close(): Promise<void> } {
  const { resources, sessions, yoga, persisted } = deps;
  const { config, log, pubsub } = resources;
  const cookieOpts = sessionCookieOptions(config);
  const wss = new WebSocketServer({ noServer: true, maxPayload: GRAPHQL_BODY_LIMIT });
  /** The error an operation answers for a failure of ours: the database being away is said as such, not logged. */
  const failure = (e: unknown): GraphQLError => {
    if (isDatabaseUnavailable(e)) return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE);
    log.error({ err: e }, "GraphQL WebSocket operation failed");
    return new GraphQLError("Unexpected error.");
  };
  const guarded = async (run: () => OperationResult): Promise<Awaited<OperationResult>> => {
    try {
      return await run();
    } catch (e) {
      return { errors: [failure(e)] };
    }
  };

  const wsServer = useServer<Record<string, unknown>, { request: UpgradeRequest }>({
    onConnect: (ctx) => {
      if (!ctx.extra.request.sid) ctx.extra.socket.close(4401, "Unauthorized");
      return !!ctx.extra.request.sid;
    },
    // an operation that fails unexpectedly answers an error for itself only; the socket and its other operations stay
    execute: (args: any) => guarded(() => args.rootValue.execute(args)),
    subscribe: (args: any) => guarded(() => args.rootValue.subscribe(args)),
    onSubscribe: async (ctx, _id, params) => {
      try {
        const { viewer } = await sessionOf(sessions, ctx.extra.request.headers.cookie, cookieOpts);
        if (!viewer) {
          ctx.extra.socket.close(4401, "Unauthorized");
          return [new GraphQLError("Unauthorized")];
        }
        const docId = (params.extensions as { doc_id?: unknown } | undefined)?.doc_id;
        if (typeof docId !== "string" && !config.graphqlOpen) return [persistedOnlyError()];
        const source = typeof docId === "string" ? persisted(docId) : params.query;
        if (!source) return [new GraphQLError("Unknown persisted query")];
        // the same envelop as HTTP: parse applies the token limit, validate the depth, alias and cost limits (which
        // throw their error), then the list and cost limits that need the variables
        const { schema, execute, subscribe, parse, validate } = yoga.getEnveloped({ ...ctx, req: ctx.extra.request, params });
        const document = parse(source);
        const errors = validate(schema, document);
        if (errors.length) return errors;
        const limitErrors = operationLimitErrors(document, params.operationName, params.variables);
        if (limitErrors.length) return limitErrors;
        const contextValue = requestContext(resources, viewer, log.child({ ws: true }), crypto.randomUUID());
        return { schema, document, operationName: params.operationName, variableValues: params.variables,
          contextValue, rootValue: { execute, subscribe } } as unknown as ExecutionArgs;
      } catch (e) {
        return [e instanceof GraphQLError ? e : failure(e)];
      }
    },
  }, wss);

  wss.on("connection", (ws: WebSocket, req: UpgradeRequest) => {
    if (!req.sid) return;
    const ended = pubsub.subscribe(sessionTopic(req.sid));
    ws.once("close", () => void ended.return?.());
    void (async () => {
      for await (const _event of ended) {
        ws.close(4401, "Unauthorized");
        break;
      }
    })();
  });

  server.on("upgrade", async (req: UpgradeRequest, socket: Duplex, head: Buffer) => {
    const refuse = (status: string) => { socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`); socket.destroy(); };
    try {
      if (new URL(req.url ?? "/", "http://x").pathname !== "/graphql") return refuse("404 Not Found");
      if (!isSameOrigin(req.headers.origin, req.headers.host, config)) return refuse("403 Forbidden");
      const { sid } = await sessionOf(sessions, req.headers.cookie, cookieOpts);
      if (sid) req.sid = sid;
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
    } catch (e) {
      log.error({ err: e }, "websocket upgrade failed");
      refuse("500 Internal Server Error");
    }
  });

  return {
    async close() {
      await wsServer.dispose();
      for (const c of wss.clients) c.terminate();
      await new Promise((r) => wss.close(r));
    },
  };
}
