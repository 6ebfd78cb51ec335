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
  handler: (ctx: ServiceContext, req: RestRequest) => Promise<RestResult | unknown>;
}

