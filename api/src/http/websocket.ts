import crypto from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { Pool } from "pg";
import { WebSocketServer, type WebSocket } from "ws";
import { useServer } from "graphql-ws/use/ws";
import { GraphQLError, parse, type ExecutionArgs } from "graphql";
import { requestContext, type AppResources } from "../context";
import { sessionTopic } from "../pubsub";
import { isSameOrigin } from "./security";
import { sessionOf } from "./request-context";
import type { GraphQLServer } from "./graphql";
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
  const wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });

  const wsServer = useServer<Record<string, unknown>, { request: UpgradeRequest }>({
    onConnect: (ctx) => {
      if (!ctx.extra.request.sid) ctx.extra.socket.close(4401, "Unauthorized");
      return !!ctx.extra.request.sid;
    },
    execute: (args: any) => args.rootValue.execute(args),
    subscribe: (args: any) => args.rootValue.subscribe(args),
    onSubscribe: async (ctx, _id, params) => {
      const docId = (params.extensions as { doc_id?: string } | undefined)?.doc_id;
      const source = docId ? persisted(docId) : params.query;
      if (!source) return [new GraphQLError("Unknown persisted query")];
      const { viewer } = await sessionOf(sessions, ctx.extra.request.headers.cookie, config.sessionSecret);
      if (!viewer) {
        ctx.extra.socket.close(4401, "Unauthorized");
        return [new GraphQLError("Unauthorized")];
      }
      const { schema, execute, subscribe, validate } = yoga.getEnveloped({ ...ctx, req: ctx.extra.request, params });
      let document;
      try { document = parse(source); } catch (e) { return [e as GraphQLError]; }
      const errors = validate(schema, document);
      if (errors.length) return errors;
      const contextValue = requestContext(resources, viewer, log.child({ ws: true }), crypto.randomUUID());
      return { schema, document, operationName: params.operationName, variableValues: params.variables,
        contextValue, rootValue: { execute, subscribe } } as unknown as ExecutionArgs;
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
      const { sid } = await sessionOf(sessions, req.headers.cookie, config.sessionSecret);
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
