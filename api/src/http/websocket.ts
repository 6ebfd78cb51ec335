import crypto from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { Pool } from "pg";
import { WebSocketServer, type WebSocket } from "ws";
import { CloseCode, handleProtocols, makeServer, type OperationResult, type ServerOptions } from "graphql-ws";
import { GraphQLError, getOperationAST, type ExecutionArgs } from "graphql";
import { requestContext, type AppResources } from "../context";
import { credentialTopic, sessionKey, tokenKey } from "../pubsub";
import { isSameOrigin } from "./security";
import { sessionOf } from "./request-context";
import { liveSessionIds, sessionCookieOptions, ViewerCache } from "../auth/session";
import { bearerToken, hashToken, liveTokenIds, loadToken, tokenRequestLimit, tooManyTokenRequests } from "../auth/tokens";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/availability";
import { GRAPHQL_BODY_LIMIT, persistedOnlyError, type GraphQLServerOf } from "./graphql";
import { operationLimitErrors } from "../graphql/limits";
import type { PersistedDocuments } from "./persisted-documents";

/**
 * The upgrade request of a socket, one per socket: its session (id and workspace) read at the upgrade, and what the
 * socket holds of the WebSocket limits.
 */
type UpgradeRequest = IncomingMessage & {
  sid?: string;
  workspace?: string;
  /** the API token the socket signed in with (connectionParams `authorization`), by its hash; then `sid` is unused */
  token?: { hash: string; id: string };
  /** the socket's key in the count of subscriptions per socket */
  socketKey?: string;
  /** the ids of its operations that hold a subscription slot */
  subscriptionIds?: Set<string>;
  /** when the socket's API token expires: the socket closes with 4401 then (read at connection_init, again at each operation) */
  expiry?: { at: number | null; timer: NodeJS.Timeout | null };
  /** the iterators of its subscriptions that have not ended: the socket's close ends them */
  iterators?: Set<AsyncIterator<unknown>>;
};

const TOO_MANY_CONNECTIONS = 4429;

/** The subscriptions running on each server's WebSocket (their iterators not ended yet). */
const running = new WeakMap<Server, { count: number }>();

/** How many subscriptions run on the server's WebSocket now: iterators started and not ended (tests). */
export function liveSubscriptions(server: Server): number {
  return running.get(server)?.count ?? 0;
}

/**
 * The iterator of a subscription, counted in `live` while it runs and held in `held` (its socket's) until it ends:
 * whatever ends it (the client's complete, the server's end, an error, the socket's close) counts it out once.
 */
function counted(result: unknown, live: { count: number }, held: Set<AsyncIterator<unknown>>): unknown {
  if (!result || typeof (result as AsyncIterable<unknown>)[Symbol.asyncIterator] !== "function") return result;
  const source = (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    live.count--;
    held.delete(iterator);
  };
  const iterator: AsyncIterableIterator<unknown> = {
    [Symbol.asyncIterator]() { return iterator; },
    async next() {
      try {
        const r = await source.next();
        if (r.done) end();
        return r;
      } catch (e) {
        end();
        throw e;
      }
    },
    async return(value?: unknown) {
      end();
      return source.return ? source.return(value) : { done: true, value };
    },
    async throw(e?: unknown) {
      end();
      if (source.throw) return source.throw(e);
      throw e;
    },
  };
  live.count++;
  held.add(iterator);
  return iterator;
}

/**
 * GraphQL over WebSocket (graphql-ws) on /graphql, where subscriptions run. A socket opens only from the app's
 * origin (a client outside a browser sends none); without a live session it is closed with 4401 at connection_init
 * (which the browser client can read, unlike a refused upgrade). An API client signs in with its token instead:
 * `connectionParams: { authorization: "Bearer cf_..." }` (or the upgrade's Authorization header); the socket is then
 * the token's, whatever cookie came with it. Every operation loads the session (or the token) again into its own
 * request context, a token's operations count against its rate limit and its scope (graphql/token-scope.ts), and a
 * session that ends (logout, a new sign-in) or a token revoked closes its sockets at once with 4401, on every instance. With Redis, a sign-out published
 * while Redis was down never reaches the other instances: once the bus is back (`busResumed`), each instance checks in
 * one statement that the sessions of its open sockets still exist and closes the others' sockets with 4401.
 *
 * Limits (`config.webSocket`, counted by the app's limiter, `infra/limits.ts`, as counts held): a session (or a
 * token) may hold `socketsPerSession` open sockets and a workspace `socketsPerWorkspace`; a socket past either is closed with 4429
 * 'Too many connections', and a closed socket gives its slot back. A socket may hold `subscriptionsPerSocket` active
 * subscriptions; the next one is answered an error for that operation only (the socket and its other operations
 * stay), and a subscription that completes (ended by the client, the server or the socket's close) frees its slot.
 */
export function attachGraphQLWebSocket(server: Server, deps: {
  resources: AppResources; sessions: Pool; yoga: GraphQLServerOf; persisted: PersistedDocuments;
}): { close(): Promise<void> } {
  const { resources, sessions, yoga, persisted } = deps;
  const { config, log, pubsub } = resources;
  const cookieOpts = sessionCookieOptions(config);
  const caps = config.webSocket;
  const socketsPerSession = resources.limits.limit("ws-sockets-per-session", { points: caps.socketsPerSession, windowSeconds: 0 });
  const socketsPerWorkspace = resources.limits.limit("ws-sockets-per-workspace", { points: caps.socketsPerWorkspace, windowSeconds: 0 });
  const subscriptionsPerSocket = resources.limits.limit("ws-subscriptions-per-socket", { points: caps.subscriptionsPerSocket, windowSeconds: 0 });
  const tokenRequests = tokenRequestLimit(resources);
  // API tokens at connection_init, as HTTP reads them (revocations published on the bus drop them)
  const viewers = new ViewerCache(sessions, () => pubsub);
  const live = { count: 0 };
  running.set(server, live);
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
  /** the open sockets that hold their slots, with their session id or their API token's id */
  const open = new Map<WebSocket, { sid: string } | { token: string }>();
  /** Closes the sockets whose session or token no longer exists (signed out or revoked while the bus was cut). */
  const closeEnded = async () => {
    if (!open.size) return;
    const all = [...open.values()];
    const [liveSessions, liveTokens] = await Promise.all([
      liveSessionIds(sessions, [...new Set(all.flatMap((o) => ("sid" in o ? [o.sid] : [])))]),
      liveTokenIds(sessions, [...new Set(all.flatMap((o) => ("token" in o ? [o.token] : [])))]),
    ]);
    for (const [ws, o] of open) if ("sid" in o ? !liveSessions.has(o.sid) : !liveTokens.has(o.token)) ws.close(4401, "Unauthorized");
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

  const wsServer = serveGraphQLWs<{ request: UpgradeRequest }>(wss, log, {
    onConnect: async (ctx) => {
      const req = ctx.extra.request;
      const authorization = (ctx.connectionParams as Record<string, unknown> | undefined)?.authorization ?? req.headers.authorization;
      // a socket with a token is the token's, whatever cookie came with it; a bad token is refused like no session
      if (authorization !== undefined) {
        const token = bearerToken(authorization);
        const found = token ? await viewers.token(hashToken(token)).catch((e: unknown) => { log.error({ err: e }, "API token could not be read"); return null; }) : null;
        if (!found || !token) {
          ctx.extra.socket.close(4401, "Unauthorized");
          return false;
        }
        req.sid = undefined;
        req.token = { hash: hashToken(token), id: found.grant.id };
        req.workspace = found.viewer.id;
        closeAtExpiry(ctx.extra.socket, req, found.expire);
      }
      if (!req.workspace) {
        ctx.extra.socket.close(4401, "Unauthorized");
        return false;
      }
      if (!(await holdSocketOf(ctx.extra.socket, req))) {
        ctx.extra.socket.close(TOO_MANY_CONNECTIONS, "Too many connections");
        return false;
      }
      return true;
    },
    onComplete: async (ctx, id) => {
      const req = ctx.extra.request;
      if (req.subscriptionIds?.delete(id)) await subscriptionsPerSocket.give(req.socketKey!);
    },
    // an operation that fails unexpectedly answers an error for itself only; the socket and its other operations stay
    execute: (args: any) => guarded(() => args.rootValue.execute(args)),
    subscribe: (args: any) => guarded(async () => counted(await args.rootValue.subscribe(args), live, args.rootValue.iterators) as Awaited<OperationResult>),
    onSubscribe: async (ctx, id, params) => {
      try {
        const req = ctx.extra.request;
        // read again from the database (not the cache) at every operation: a session or token removed by any means
        // stops the next one
        const signedIn = req.token
          ? await loadToken(sessions, req.token.hash)
          : { ...(await sessionOf(sessions, req.headers.cookie, cookieOpts)), grant: null };
        const viewer = signedIn?.viewer;
        if (!viewer || viewer.id !== req.workspace) {
          ctx.extra.socket.close(4401, "Unauthorized");
          return [new GraphQLError("Unauthorized")];
        }
        const grant = signedIn.grant;
        // the token's expiry may have changed since the socket opened
        if (req.token && "expire" in signedIn) closeAtExpiry(ctx.extra.socket, req, signedIn.expire);
        if (grant && !(await tokenRequests.take(grant.id)).allowed) {
          return [new GraphQLError(tooManyTokenRequests(config.apiTokenRequestsPerMinute), { extensions: { code: "TOO_MANY_REQUESTS" } })];
        }
        const docId = (params.extensions as { doc_id?: unknown } | undefined)?.doc_id;
        // an API token's client may send its own documents (the same limits apply)
        if (typeof docId !== "string" && !config.graphqlOpen && !grant) return [persistedOnlyError()];
        const source = typeof docId === "string" ? persisted(docId) : params.query;
        if (!source) return [new GraphQLError("Unknown persisted query")];
        // the same envelop as HTTP: parse applies the token limit, validate the depth, alias and cost limits (which
        // throw their error), then the list and cost limits that need the variables
        const { schema, execute, subscribe, parse, validate } = yoga().getEnveloped({ ...ctx, req: ctx.extra.request, params, token: grant });
        const document = parse(source);
        const errors = validate(schema, document);
        if (errors.length) return errors;
        const limitErrors = operationLimitErrors(document, params.operationName, params.variables);
        if (limitErrors.length) return limitErrors;
        // a subscription holds a slot of the socket's until it completes (onComplete, which runs for every operation
        // that got this far); queries and mutations end on their own
        if (getOperationAST(document, params.operationName)?.operation === "subscription") {
          if (!(await subscriptionsPerSocket.take(req.socketKey!)).allowed) return [tooManySubscriptions()];
          req.subscriptionIds!.add(id);
        }
        const contextValue = { ...requestContext(resources, viewer, log.child({ ws: true }), crypto.randomUUID()), token: grant };
        return { schema, document, operationName: params.operationName, variableValues: params.variables,
          contextValue, rootValue: { execute, subscribe, iterators: req.iterators } } as unknown as ExecutionArgs;
      } catch (e) {
        return [e instanceof GraphQLError ? e : failure(e)];
      }
    },
  });

  /**
   * Closes a token's socket with 4401 when the token expires, as a revocation does (without it, its subscriptions
   * would go on receiving events until the client sent something). Set again when the expiry read changes.
   */
  const closeAtExpiry = (ws: WebSocket, req: UpgradeRequest, expire: Date | null) => {
    const at = expire?.getTime() ?? null;
    if (req.expiry?.at === at) return;
    if (req.expiry?.timer) clearTimeout(req.expiry.timer);
    const expiry: NonNullable<UpgradeRequest["expiry"]> = { at, timer: null };
    req.expiry = expiry;
    // a timer waits at most about 24.8 days: a later expiry is waited for in steps
    const arm = () => {
      if (at === null) return;
      const left = at - Date.now();
      if (left <= 0) { ws.close(4401, "Unauthorized"); return; }
      expiry.timer = setTimeout(arm, Math.min(left, 2 ** 31 - 1));
      expiry.timer.unref();
    };
    arm();
  };

  /**
   * Counts the socket in its session's (or token's) and its workspace's sockets, once it has said who it is
   * (connection_init; graphql-ws closes a socket that does not within 3 s), and closes it when that session ends or the
   * token is revoked. False: past a cap, nothing held.
   */
  const holdSocketOf = async (ws: WebSocket, req: UpgradeRequest): Promise<boolean> => {
    const credential = req.token ? tokenKey(req.token.id) : sessionKey(req.sid!);
    const workspace = req.workspace!;
    const held = await holdSocket(credential, workspace).catch((e: unknown) => {
      log.error({ err: e }, "WebSocket limits could not be read");
      return false;
    });
    if (!held) return false;
    const given = () => Promise.all([socketsPerSession.give(credential), socketsPerWorkspace.give(workspace)])
      .catch((e: unknown) => log.error({ err: e }, "WebSocket limits could not be given back"));
    if (ws.readyState !== ws.OPEN) {
      await given();
      return false;
    }
    open.set(ws, req.token ? { token: req.token.id } : { sid: req.sid! });
    const ended = pubsub.subscribe(credentialTopic(credential));
    ws.once("close", () => { open.delete(ws); void ended.return?.(); void given(); });
    void (async () => {
      for await (const _event of ended) {
        ws.close(4401, "Unauthorized");
        break;
      }
    })();
    return true;
  };

  wss.on("connection", (ws: WebSocket, req: UpgradeRequest) => {
    req.socketKey = crypto.randomUUID();
    req.subscriptionIds = new Set();
    req.iterators = new Set();
    // its subscriptions complete as it closes and give their slots back; whatever is left is forgotten
    ws.once("close", () => {
      if (req.expiry?.timer) clearTimeout(req.expiry.timer);
      for (const iterator of [...req.iterators!]) void iterator.return?.();
      subscriptionsPerSocket.reset(req.socketKey!).catch((e: unknown) => log.error({ err: e }, "WebSocket limits could not be given back"));
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
      viewers.close();
      await busChanges.return?.();
      await wsServer.dispose();
      for (const c of wss.clients) c.terminate();
      await new Promise((r) => wss.close(r));
    },
  };
}

/** How often a socket is pinged, and how long its pong may take before it is dropped (graphql-ws's own default). */
const KEEP_ALIVE_MS = 12_000;

/**
 * graphql-ws on the `ws` sockets of `wss`, as graphql-ws/use/ws does it (keep-alive pings, close), with the messages
 * of one operation id put in order first (`inOrderById`). A closed server (`dispose`) closes its sockets with 1001.
 */
function serveGraphQLWs<E extends { request: IncomingMessage }>(wss: WebSocketServer, log: AppResources["log"],
  options: ServerOptions<Record<string, unknown>, E & { socket: WebSocket }>): { dispose(): Promise<void> } {
  const server = makeServer(options);
  wss.options.handleProtocols = handleProtocols;
  wss.on("connection", (socket: WebSocket, request: IncomingMessage) => {
    const internalError = (err: unknown) => {
      log.error({ err }, "GraphQL WebSocket message failed");
      socket.close(CloseCode.InternalServerError, "Internal server error");
    };
    socket.once("error", internalError);
    let pongWait: NodeJS.Timeout | null = null;
    const pings = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      pongWait = setTimeout(() => socket.terminate(), KEEP_ALIVE_MS);
      socket.once("pong", () => {
        if (pongWait) clearTimeout(pongWait);
        pongWait = null;
      });
      socket.ping();
    }, KEEP_ALIVE_MS);
    const closed = server.opened({
      protocol: socket.protocol,
      send: (data) => new Promise<void>((resolve, reject) => {
        if (socket.readyState !== socket.OPEN) return resolve();
        socket.send(data, (err) => (err ? reject(err) : resolve()));
      }),
      close: (code, reason) => socket.close(code, reason),
      onMessage: (handle) => {
        const inOrder = inOrderById(handle, (code, reason) => socket.close(code, reason));
        socket.on("message", (data) => { inOrder(String(data)).catch(internalError); });
      },
    }, { socket, request } as unknown as E & { socket: WebSocket });
    socket.once("close", (code, reason) => {
      if (pongWait) clearTimeout(pongWait);
      clearInterval(pings);
      closed(code, String(reason)).catch((err: unknown) => log.error({ err }, "GraphQL WebSocket close failed"));
    });
  });
  return {
    async dispose() {
      for (const client of wss.clients) client.close(1001, "Going away");
      wss.removeAllListeners();
    },
  };
}

/** The id and type of a subscribe or complete message, or null (anything else goes to graphql-ws as it is). */
function operationMessage(data: string): { id: string; type: "subscribe" | "complete" } | null {
  let m: unknown;
  try {
    m = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof m !== "object" || m === null) return null;
  const { id, type } = m as { id?: unknown; type?: unknown };
  return typeof id === "string" && (type === "subscribe" || type === "complete") ? { id, type } : null;
}

/**
 * graphql-ws keeps one entry per operation id, and a client may use an id again once it completed it. But an
 * operation's run is asynchronous (the session is read again, then the subscription made): a subscribe of the same
 * id arriving while the completed run is still starting would share its entry, and the first run's iterator, stored
 * there last or first, would be left running with nothing to end it (pushes, a slot, past the socket's close). So the
 * messages of one id are put in order: a subscribe of an id whose earlier run the client completed waits until that
 * run is over (it ends as soon as it is set up), and a complete of a subscribe still waiting cancels it (it never
 * runs). A subscribe of an id still running and not completed goes through, and graphql-ws closes the socket with
 * 4409 as the protocol says; a second subscribe of an id that is waiting does the same here.
 */
function inOrderById(handle: (data: string) => Promise<void>, close: (code: number, reason: string) => void): (data: string) => Promise<void> {
  /** the run of each id that graphql-ws is working on: it resolves when the operation is over */
  const runs = new Map<string, { done: Promise<void>; completed: boolean }>();
  /** the subscribes held until the earlier run of their id is over */
  const waiting = new Map<string, { cancelled: boolean }>();
  const start = (id: string, data: string): Promise<void> => {
    const run = { completed: false, done: Promise.resolve() };
    runs.set(id, run);
    run.done = handle(data).finally(() => { if (runs.get(id) === run) runs.delete(id); });
    return run.done;
  };
  return async (data) => {
    const m = operationMessage(data);
    if (!m) return handle(data);
    const run = runs.get(m.id);
    if (m.type === "complete") {
      const held = waiting.get(m.id);
      if (held) {
        held.cancelled = true;
        waiting.delete(m.id);
        return;
      }
      if (run) run.completed = true;
      return handle(data);
    }
    if (waiting.has(m.id)) return close(CloseCode.SubscriberAlreadyExists, `Subscriber for ${m.id} already exists`);
    if (!run || !run.completed) return start(m.id, data);
    const held = { cancelled: false };
    waiting.set(m.id, held);
    await run.done.catch(() => undefined);
    if (waiting.get(m.id) === held) waiting.delete(m.id);
    if (!held.cancelled) await start(m.id, data);
  };
}
