import type { FastifyReply, FastifyRequest } from "fastify";
import type { ServiceContext } from "../context";
import { ValidationError } from "../errors";

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
   * 1 MB rules do not apply; `bodyTimeoutMs` is how long the body may take to arrive. "none": the route takes no body
   * (a toggle), so a PATCH without one is not refused; a body sent is ignored.
   */
  body?: "stream" | "none";
  bodyTimeoutMs?: number;
  handler: (ctx: ServiceContext, req: RestRequest) => Promise<RestResult | unknown>;
}


/** What `recordRoutes` calls: a record service's list, create, update and delete, and the record's REST JSON. */
interface RecordService<T> {
  list: (ctx: ServiceContext) => Promise<T[]>;
  create: (ctx: ServiceContext, input: unknown) => Promise<T>;
  /** `read`: the version the editor read (the body's `updatedAt`), when it sent one. */
  update: (ctx: ServiceContext, id: string, input: unknown, read?: Date) => Promise<T>;
  remove: (ctx: ServiceContext, id: string) => Promise<unknown>;
  toJson: (record: T) => unknown;
  /**
   * The update takes the version the editor read: the PUT body's `updatedAt` (the record's JSON has it), a record
   * changed since answering 409. Every module's update should.
   */
  versioned?: boolean;
}

const UPDATED_AT_MESSAGE = "updatedAt must be an ISO-8601 timestamp (the record's updatedAt as read)";

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;

/**
 * The version a PUT body names: its `updatedAt`, an ISO-8601 instant. Absent (or null) is none: the body is saved over
 * whatever is stored then (the service still refuses a write that meets another); anything else is a 400 on the field.
 * `recordRoutes` reads it with `versioned`; a module that declares its PUT by hand passes it to its update the same way.
 */
export function bodyVersion(body: unknown): Date | undefined {
  const value = typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).updatedAt : undefined;
  if (value === undefined || value === null) return undefined;
  const date = typeof value === "string" && ISO_INSTANT.test(value.trim()) ? new Date(value.trim()) : null;
  if (!date || Number.isNaN(date.getTime())) throw new ValidationError({ updatedAt: UPDATED_AT_MESSAGE });
  return date;
}

/**
 * The four routes of a record type under `path` (e.g. /api/clients): GET the list, POST (201 with the record), PUT
 * `/:id` (the record; with `versioned`, a stale `updatedAt` in the body answers 409), DELETE `/:id` (204).
 */
export function recordRoutes<T>(path: string, s: RecordService<T>): RestRoute[] {
  return [
    { method: "GET", url: path, handler: async (ctx) => (await s.list(ctx)).map(s.toJson) },
    { method: "POST", url: path, handler: async (ctx, req) => ({ status: 201, body: s.toJson(await s.create(ctx, req.body)) }) },
    {
      method: "PUT",
      url: `${path}/:id`,
      handler: async (ctx, req) => s.toJson(await s.update(ctx, req.params.id, req.body, s.versioned ? bodyVersion(req.body) : undefined)),
    },
    { method: "DELETE", url: `${path}/:id`, handler: async (ctx, req) => { await s.remove(ctx, req.params.id); return { status: 204 }; } },
  ];
}
