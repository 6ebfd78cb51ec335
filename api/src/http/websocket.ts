import crypto from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { Pool } from "pg";
import { WebSocketServer, type WebSocket } from "ws";
import { useServer } from "graphql-ws/use/ws";
import type { OperationResult } from "graphql-ws";
import { GraphQLError, getOperationAST, type ExecutionArgs } from "graphql";
import { requestContext, type AppResources } from "../context";
import { sessionKey, sessionTopic } from "../pubsub";
import { isSameOrigin } from "./security";
import { sessionOf } from "./request-context";
import { liveSessionIds, sessionCookieOptions } from "../auth/session";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/availability";
import { GRAPHQL_BODY_LIMIT, persistedOnlyError, type GraphQLServer } from "./graphql";
import { operationLimitErrors } from "../graphql/limits";
import type { PersistedDocuments } from "./persisted-documents";

/**
 * The upgrade request of a socket, one per socket: its session (id and workspace) read at the upgrade, and what the
 * socket holds of the WebSocket limits.
 */
type UpgradeRequest = IncomingMessage & {
  sid?: string;
  workspace?: string;
  /** whether the socket got its slot in the session's and the workspace's counts (false: closed with 4429) */
  held?: Promise<boolean>;
  /** the socket's key in the count of subscriptions per socket */
  socketKey?: string;
  /** the ids of its operations that hold a subscription slot */
  subscriptionIds?: Set<string>;
};

const TOO_MANY_CONNECTIONS = 4429;

/**
 * GraphQL over WebSocket (graphql-ws) on /graphql, where subscriptions run. A socket opens only from the app's
 * origin; without a live session it is closed at once with 4401 (which the browser client can read, unlike a
 * refused upgrade). Every operation loads the session again into its own request context, and a session that ends
 * (logout, a new sign-in) closes its sockets at once with 4401, on every instance. With Redis, a sign-out published
 * while Redis was down never reaches the other instances: once the bus is back (`busResumed`), each instance checks in
 * one statement that the sessions of its open sockets still exist and closes the others' sockets with 4401.
 *
 * Limits (`config.webSocket`, counted by the app's limiter, `infra/limits.ts`, as counts held): a session may hold
 * `socketsPerSession` open sockets and a workspace `socketsPerWorkspace`; a socket past either is closed with 4429
 * 'Too many connections', and a closed socket gives its slot back. A socket may hold `subscriptionsPerSocket` active
 * subscriptions; the next one is answered an error for that operation only (the socket and its other operations
 * stay), and a subscription that completes (ended by the client, the server or the socket's close) frees its slot.
 */
export function attachGraphQLWebSocket(server: Server, deps: {
  resources: AppResources; sessions: Pool; yoga: GraphQLServer; persisted: PersistedDocuments;
}): { close(): Promise<void> } {
  const { resources, sessions, yoga, persisted } = deps;
  const { config, log, pubsub } = resources;
  const cookieOpts = sessionCookieOptions(config);
  const caps = config.webSocket;
  const socketsPerSession = resources.limits.limit("ws-sockets-per-session", { points: caps.socketsPerSession, windowSeconds: 0 });
  const socketsPerWorkspace = resources.limits.limit("ws-sockets-per-workspace", { points: caps.socketsPerWorkspace, windowSeconds: 0 });
  const subscriptionsPerSocket = resources.limits.limit("ws-subscriptions-per-socket", { points: caps.subscriptionsPerSocket, windowSeconds: 0 });
  const tooManySubscriptions = () => new GraphQLError(`Too many subscriptions on this connection (at most ${caps.subscriptionsPerSocket})`,
    { extensions: { code: "TOO_MANY_SUBSCRIPTIONS" } });

  /** A slot in the session's and in the workspace's socket counts; false (nothing held) when either is full. */
  const holdSocket = async (session: string, workspace: string): Promise<boolean> => {
    if (!(await socketsPerSession.take(session)).allowed) return false;
    if ((await socketsPerWorkspace.take(workspace)).allowed) return true;
    await socketsPerSession.give(session);
    return false;
  };
  const wss = new WebSocketServer({ noServer: true, maxPayload: GRAPHQL_BODY_LIMIT });
  /** the open sockets of signed-in sessions, with their session id */
  const open = new Map<WebSocket, string>();
  /** Closes the sockets whose session no longer exists (signed out while the bus was cut). */
  const closeEnded = async () => {
    if (!open.size) return;
    const live = await liveSessionIds(sessions, [...new Set(open.values())]);
    for (const [ws, sid] of open) if (!live.has(sid)) ws.close(4401, "Unauthorized");
  };
  const busChanges = pubsub.subscribe("sessions");
  void (async () => {
    for await (const change of busChanges) {
      if (change.type === "busResumed") await closeEnded().catch((e: unknown) => log.warn({ err: e }, "the sessions of open WebSockets could not be checked"));
    }
  })();
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
    onConnect: async (ctx) => {
      const req = ctx.extra.request;
      if (!req.sid) ctx.extra.socket.close(4401, "Unauthorized");
      else if (!(await req.held)) ctx.extra.socket.close(TOO_MANY_CONNECTIONS, "Too many connections");
      else return true;
      return false;
    },
    onComplete: async (ctx, id) => {
      const req = ctx.extra.request;
      if (req.subscriptionIds?.delete(id)) await subscriptionsPerSocket.give(req.socketKey!);
    },
    // an operation that fails unexpectedly answers an error for itself only; the socket and its other operations stay
    execute: (args: any) => guarded(() => args.rootValue.execute(args)),
    subscribe: (args: any) => guarded(() => args.rootValue.subscribe(args)),
    onSubscribe: async (ctx, id, params) => {
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
        // a subscription holds a slot of the socket's until it completes (onComplete, which runs for every operation
        // that got this far); queries and mutations end on their own
        if (getOperationAST(document, params.operationName)?.operation === "subscription") {
          const req = ctx.extra.request;
          if (!(await subscriptionsPerSocket.take(req.socketKey!)).allowed) return [tooManySubscriptions()];
          req.subscriptionIds!.add(id);
        }
        const contextValue = requestContext(resources, viewer, log.child({ ws: true }), crypto.randomUUID());
        return { schema, document, operationName: params.operationName, variableValues: params.variables,
          contextValue, rootValue: { execute, subscribe } } as unknown as ExecutionArgs;
      } catch (e) {
        return [e instanceof GraphQLError ? e : failure(e)];
      }
    },
  }, wss);

  wss.on("connection", (ws: WebSocket, req: UpgradeRequest) => {
    if (!req.sid || !req.workspace) return;
    const session = sessionKey(req.sid);
    const workspace = req.workspace;
    req.socketKey = crypto.randomUUID();
    req.subscriptionIds = new Set();
    // counted at once (connection_init waits for it in onConnect); given back when the socket closes
    req.held = holdSocket(session, workspace).catch((e: unknown) => {
      log.error({ err: e }, "WebSocket limits could not be read");
      return false;
    });
    ws.once("close", () => {
      void (async () => {
        if (await req.held) await Promise.all([socketsPerSession.give(session), socketsPerWorkspace.give(workspace)]);
        // its subscriptions complete as it closes and give their slots back; whatever is left is forgotten
        await subscriptionsPerSocket.reset(req.socketKey!);
      })().catch((e: unknown) => log.error({ err: e }, "WebSocket limits could not be given back"));
    });
    void req.held.then((held) => {
      if (!held) return ws.close(TOO_MANY_CONNECTIONS, "Too many connections");
      if (ws.readyState !== ws.OPEN) return;
      open.set(ws, req.sid!);
      const ended = pubsub.subscribe(sessionTopic(req.sid!));
      ws.once("close", () => { open.delete(ws); void ended.return?.(); });
      void (async () => {
        for await (const _event of ended) {
          ws.close(4401, "Unauthorized");
          break;
        }
      })();
    });
  });

  server.on("upgrade", async (req: UpgradeRequest, socket: Duplex, head: Buffer) => {
    const refuse = (status: string) => { socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`); socket.destroy(); };
    try {
      if (new URL(req.url ?? "/", "http://x").pathname !== "/graphql") return refuse("404 Not Found");
      if (!isSameOrigin(req.headers.origin, req.headers.host, config)) return refuse("403 Forbidden");
      const { sid, viewer } = await sessionOf(sessions, req.headers.cookie, cookieOpts);
      if (sid && viewer) {
        req.sid = sid;
        // the user is the workspace
        req.workspace = viewer.id;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
    } catch (e) {
      log.error({ err: e }, "websocket upgrade failed");
      refuse("500 Internal Server Error");
    }
  });

  return {
    async close() {
      await busChanges.return?.();
      await wsServer.dispose();
      for (const c of wss.clients) c.terminate();
      await new Promise((r) => wss.close(r));
    },
  };
}
