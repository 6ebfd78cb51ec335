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

