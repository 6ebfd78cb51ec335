import type { FastifyReply, FastifyRequest } from "fastify";
import type { ServiceContext } from "../context";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RestRequest {
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

/** One route of the spec's REST facade: thin, it parses, calls the service, shapes the answer. */
export interface RestRoute {
  method: HttpMethod;
  url: string;
  handler: (ctx: ServiceContext, req: RestRequest) => Promise<RestResult | unknown>;
}

export const defineRoutes = (routes: RestRoute[]) => routes;

/** Path ids are UUIDs; anything else can never name a record, so it is a plain 404. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
