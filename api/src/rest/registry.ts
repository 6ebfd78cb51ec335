import type { FastifyReply, FastifyRequest } from "fastify";
import type { ServiceContext } from "../context";

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
  raw: FastifyRequest;
  reply: FastifyReply;
}

export interface RestResult {
  status?: number;
  body?: unknown;
}

/** One route of the REST facade: thin, it parses, calls the service, shapes the answer. */
export interface RestRoute {
  method: HttpMethod;
  url: string;
  /**
   * "stream": the body is not parsed (any content type, no size limit of the plumbing); the handler reads it as a
   * stream from `body` (a file upload, whose own authority and limit are its signed token). The JSON, same-origin and
   * 1 MB rules do not apply; `bodyTimeoutMs` is how long the body may take to arrive.
   */
  body?: "stream";
  bodyTimeoutMs?: number;
  handler: (ctx: ServiceContext, req: RestRequest) => Promise<RestResult | unknown>;
}


/** What `recordRoutes` calls: a record service's list, create, update and delete, and the record's REST JSON. */
interface RecordService<T> {
  list: (ctx: ServiceContext) => Promise<T[]>;
  create: (ctx: ServiceContext, input: unknown) => Promise<T>;
  update: (ctx: ServiceContext, id: string, input: unknown) => Promise<T>;
  remove: (ctx: ServiceContext, id: string) => Promise<unknown>;
  toJson: (record: T) => unknown;
}

/**
 * The four routes of a record type under `path` (e.g. /api/clients): GET the list, POST (201 with the record), PUT
 * `/:id` (the record), DELETE `/:id` (204).
 */
export function recordRoutes<T>(path: string, s: RecordService<T>): RestRoute[] {
  return [
    { method: "GET", url: path, handler: async (ctx) => (await s.list(ctx)).map(s.toJson) },
    { method: "POST", url: path, handler: async (ctx, req) => ({ status: 201, body: s.toJson(await s.create(ctx, req.body)) }) },
    { method: "PUT", url: `${path}/:id`, handler: async (ctx, req) => s.toJson(await s.update(ctx, req.params.id, req.body)) },
    { method: "DELETE", url: `${path}/:id`, handler: async (ctx, req) => { await s.remove(ctx, req.params.id); return { status: 204 }; } },
  ];
}
