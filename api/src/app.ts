import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import fastifyCompress from "@fastify/compress";
import { createYoga, createGraphQLError } from "graphql-yoga";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useGraphQlJit } from "@envelop/graphql-jit";
import { GraphQLError, parse, type ExecutionArgs } from "graphql";
import { WebSocketServer, type WebSocket } from "ws";
import { Pool } from "pg";
import { useServer } from "graphql-ws/use/ws";
import type { Config } from "./config";
import type { AppResources, GraphQLContext, Viewer } from "./context";
import type { EmbeddedDb } from "./db/embedded";
import { migrate } from "./db/migrate";
import { pgConfig } from "./db/pg-config";
import { createPrisma, type PrismaClient, type PrismaOptions } from "./db/prisma";
import { createAppPubSub, sessionTopic } from "./pubsub";
import { getSchema } from "./graphql/schema";
import { loadViewer, purgeExpiredSessions, readSessionCookie } from "./auth/session";
import { registerAuthRoutes } from "./auth/routes";
import { createOidcFlow } from "./auth/oidc";
import { registerRestRoutes, errorBody } from "./rest/http";
import { moduleRoutes } from "./modules/routes";
import { AppError } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export interface BuildOptions {
  /** logger destination; false silences logs (tests) */
  logger?: boolean;
  /** start the embedded database from an empty data folder */
  freshDatabase?: boolean;
  prisma?: PrismaOptions;
}

export interface App {
  fastify: FastifyInstance;
  resources: AppResources;
  databaseUrl: string;
  start(): Promise<string>;
  stop(): Promise<void>;
}

const PERSISTED_QUERIES = path.resolve(__dirname, "../../persisted_queries.json");
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The persisted operations by doc_id. An unknown id re-reads the file only when it changed on disk (a rebuild while
 * the server runs), so unknown ids cost a stat, not a parse of the whole map.
 */
function persistedQueries(): (docId: string) => string | undefined {
  let byId: Record<string, string> = {};
  let loadedMtime = -1;
  const mtime = () => {
    try {
      return fs.statSync(PERSISTED_QUERIES).mtimeMs;
    } catch {
      return 0;
    }
  };
  const load = () => {
    loadedMtime = mtime();
    try {
      byId = JSON.parse(fs.readFileSync(PERSISTED_QUERIES, "utf8"));
    } catch {
      byId = {};
    }
  };
  load();
  return (docId) => {
    if (!Object.hasOwn(byId, docId) && mtime() !== loadedMtime) load();
    return Object.hasOwn(byId, docId) ? byId[docId] : undefined;
  };
}

/** Origin header absent, or the same origin as the app (its public URL or the Host it was reached by). */
function isSameOrigin(origin: string | undefined, host: string | undefined, config: Config): boolean {
  if (!origin) return true;
  if (origin === new URL(config.publicUrl).origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

const CSP = [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob: https: http:",
  "media-src 'self' blob:", "font-src 'self' data:", "connect-src 'self'", "object-src 'none'", "base-uri 'self'",
  "form-action 'self'", "frame-ancestors 'none'",
].join("; ");

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<App> {
  const fastify = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel, redact: ["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']"] },
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === "1",
  });
  const log = fastify.log;

  // ---- database -------------------------------------------------------------------------------------------
  let embedded: EmbeddedDb | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    // loaded only when used: an external DATABASE_URL never touches the embedded binaries
    const { startEmbeddedDb } = await import("./db/embedded");
    embedded = await startEmbeddedDb(config.dataDir, { fresh: opts.freshDatabase, log: (m) => log.debug({ pg: m }) });
    await embedded.ensureDatabase("clientfolio");
    databaseUrl = embedded.url("clientfolio");
  }
  let prisma: PrismaClient;
  let sessionPool: Pool;
  try {
    const applied = await migrate(databaseUrl);
    if (applied.length) log.info({ migrations: applied }, "applied database migrations");
    prisma = createPrisma(databaseUrl, opts.prisma);
    sessionPool = new Pool(pgConfig(databaseUrl, { max: 5 }));
    // an idle connection the server closed (restart, failover, idle timeout) is dropped and replaced on next use;
    // without a listener, pg would throw the event and end the process
    sessionPool.on("error", (err) => log.warn({ err }, "an idle database connection was closed"));
  } catch (e) {
    await embedded?.stop();
    throw e;
  }
  const { pubsub, close: closePubSub } = createAppPubSub(config.redisUrl);
  const resources: AppResources = { config, prisma, pubsub, log };
  const oidcFlow = config.oidc ? await createOidcFlow(config) : null;
  const persistedQuery = persistedQueries();

  // ---- request plumbing -----------------------------------------------------------------------------------
  fastify.decorateRequest("viewer", null);
  fastify.removeContentTypeParser("text/plain");

  fastify.addHook("onRequest", async (req, reply) => {
    reply.header("x-request-id", req.id);
    const isApi = req.url.startsWith("/api/") || req.url === "/api" || req.url.startsWith("/graphql");
    if (!isApi) return;
    if (WRITE_METHODS.has(req.method)) {
      if (!isSameOrigin(req.headers.origin, req.headers.host, config)) return reply.code(403).send({ message: "Cross-origin request refused" });
      const type = req.headers["content-type"];
      const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
      if ((type || hasBody) && !/^application\/json\s*(;|$)/i.test(type ?? "")) {
        return reply.code(415).send({ message: "Content-Type must be application/json" });
      }
    }
    const sid = readSessionCookie(req.headers.cookie, config.sessionSecret);
    req.viewer = sid ? await loadViewer(sessionPool, sid) : null;
  });

  fastify.addHook("onSend", async (_req, reply, payload) => {
    reply.header("content-security-policy", CSP);
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("cross-origin-opener-policy", "same-origin");
    if (config.secureCookies) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    return payload;
  });

  fastify.setErrorHandler((err: Error & { code?: string; statusCode?: number }, req, reply) => {
    if (err.code?.startsWith("FST_ERR_CTP_INVALID_JSON") || err instanceof SyntaxError || err.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.code(400).send({ message: "Malformed JSON in request body" });
    }
    if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") return reply.code(413).send({ message: "Request body is too large" });
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return reply.code(415).send({ message: "Content-Type must be application/json" });
    if (err instanceof AppError) {
      const { status, body } = errorBody(err);
      return reply.code(status).send(body);
    }
    if (err.statusCode && err.statusCode < 500) return reply.code(err.statusCode).send({ message: err.message });
    req.log.error({ err }, "unexpected error");
    return reply.code(500).send({ message: "Internal server error", requestId: req.id });
  });

  await fastify.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });

  // ---- REST -----------------------------------------------------------------------------------------------
  fastify.get("/api/health", async (_req, reply) => {
    try {
      await prisma.$queryRaw`SELECT 1`;
      return { status: "ok" };
    } catch {
      return reply.code(503).send({ status: "unavailable", message: "Database unreachable" });
    }
  });
  registerAuthRoutes(fastify, resources, oidcFlow);
  registerRestRoutes(fastify, moduleRoutes, resources);

  // ---- GraphQL over HTTP ----------------------------------------------------------------------------------
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }, GraphQLContext>({
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
    context: ({ req }) => ({ ...resources, log: req.log, viewer: req.viewer, requestId: req.id }),
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

  fastify.route({
    url: "/graphql",
    method: ["GET", "POST", "OPTIONS"],
    handler: async (req, reply) => {
      if (!req.viewer) return reply.code(401).send({ errors: [{ message: "Unauthorized" }] });
      // streams run over the WebSocket only, where every operation checks the session and a logout closes them;
      // an event stream over HTTP would outlive the session that opened it
      if (/text\/event-stream|multipart\/mixed/i.test(req.headers.accept ?? "")) {
        return reply.code(406).send({ errors: [{ message: "Subscriptions run over the WebSocket at /graphql" }] });
      }
      const body = req.body as Record<string, unknown> | undefined;
      if (body && typeof body === "object" && typeof body.doc_id === "string") {
        const { doc_id: docId, ...rest } = body as { doc_id: string };
        const query = persistedQuery(docId);
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

  // ---- GraphQL over WebSocket (graphql-ws), same path ----------------------------------------------------
  const wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  const wsServer = useServer<Record<string, unknown>, { request: IncomingMessage & { viewer?: Viewer; sid?: string } }>({
    onConnect: (ctx) => {
      if (!ctx.extra.request.viewer) ctx.extra.socket.close(4401, "Unauthorized");
      return !!ctx.extra.request.viewer;
    },
    execute: (args: any) => args.rootValue.execute(args),
    subscribe: (args: any) => args.rootValue.subscribe(args),
    onSubscribe: async (ctx, _id, params) => {
      const docId = (params.extensions as { doc_id?: string } | undefined)?.doc_id;
      const source = docId ? persistedQuery(docId) : params.query;
      if (!source) return [new GraphQLError("Unknown persisted query")];
      // the session is checked again for every operation: a socket outlives nothing the session no longer allows
      const sid = ctx.extra.request.sid;
      const viewer = sid ? await loadViewer(sessionPool, sid) : null;
      if (!viewer) {
        ctx.extra.socket.close(4401, "Unauthorized");
        return [new GraphQLError("Unauthorized")];
      }
      const { schema, execute, subscribe, validate } = yoga.getEnveloped({ ...ctx, req: ctx.extra.request, params });
      let document;
      try { document = parse(source); } catch (e) { return [e as GraphQLError]; }
      const errors = validate(schema, document);
      if (errors.length) return errors;
      const contextValue: GraphQLContext = { ...resources, log: log.child({ ws: true }), viewer, requestId: crypto.randomUUID() };
      return { schema, document, operationName: params.operationName, variableValues: params.variables,
        contextValue, rootValue: { execute, subscribe } } as unknown as ExecutionArgs;
    },
  }, wss);

  // a session that ends (logout, a new sign-in) closes its sockets at once, with 4401 as for a missing session
  wss.on("connection", (ws: WebSocket, req: IncomingMessage & { sid?: string }) => {
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

  fastify.server.on("upgrade", async (req: IncomingMessage & { viewer?: Viewer; sid?: string }, socket: Duplex, head: Buffer) => {
    const refuse = (status: string) => { socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`); socket.destroy(); };
    try {
      if (new URL(req.url ?? "/", "http://x").pathname !== "/graphql") return refuse("404 Not Found");
      if (!isSameOrigin(req.headers.origin, req.headers.host, config)) return refuse("403 Forbidden");
      const sid = readSessionCookie(req.headers.cookie, config.sessionSecret);
      // without a live session the socket opens and is closed at once with 4401, which the browser client can read
      // (a refused upgrade looks like any network failure to it)
      req.viewer = (sid ? await loadViewer(sessionPool, sid) : null) ?? undefined;
      if (req.viewer && sid) req.sid = sid;
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
    } catch (e) {
      log.error({ err: e }, "websocket upgrade failed");
      refuse("500 Internal Server Error");
    }
  });

  // ---- the web app ----------------------------------------------------------------------------------------
  const indexHtml = path.join(config.webDist, "index.html");
  if (fs.existsSync(indexHtml)) {
    await fastify.register(fastifyStatic, {
      root: config.webDist, prefix: "/", index: false, wildcard: false, preCompressed: true,
      setHeaders: (res, file) => {
        res.setHeader("cache-control", file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    log.warn("web/dist is missing: run `npm run build` to serve the web app");
  }
  fastify.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split("?")[0];
    if (pathname.startsWith("/api") || pathname.startsWith("/graphql") || (req.method !== "GET" && req.method !== "HEAD")) {
      return reply.code(404).send({ message: "Not found" });
    }
    if (!fs.existsSync(indexHtml)) return reply.code(503).type("text/plain").send("The web app is not built yet: run npm run build.");
    // SPA fallback: the client router decides (and shows its own 404 page)
    return reply.header("cache-control", "no-cache").type("text/html").send(fs.createReadStream(indexHtml));
  });

  const sessionSweep = setInterval(() => { purgeExpiredSessions(prisma).catch((e) => log.warn({ err: e }, "session sweep failed")); }, 3600_000);
  sessionSweep.unref();

  let stopped = false;
  return {
    fastify,
    resources,
    databaseUrl,
    async start() {
      return fastify.listen({ port: config.port, host: config.host });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(sessionSweep);
      await wsServer.dispose();
      for (const c of wss.clients) c.terminate();
      await new Promise((r) => wss.close(r));
      await fastify.close();
      await prisma.$disconnect();
      await sessionPool.end();
      await closePubSub();
      await embedded?.stop();
    },
  };
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
