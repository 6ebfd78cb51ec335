import type { FastifyInstance } from "fastify";
import {
  DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS, replyDatabaseUnavailable, type DatabaseAvailability,
} from "../db/availability";
import { isApiPath } from "./security";

/** The whole text of a reply payload (a GraphQL answer: small JSON). */
async function payloadText(payload: unknown): Promise<string> {
  if (payload === null || payload === undefined) return "";
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload) || payload instanceof Uint8Array) return Buffer.from(payload).toString("utf8");
  if (typeof (payload as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function") {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as AsyncIterable<string | Uint8Array>) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk));
    return Buffer.concat(chunks).toString("utf8");
  }
  if (payload instanceof Response) return payload.text();
  return String(payload);
}

/** The 503 body for GraphQL clients: the REST message, and the same as a GraphQL error. */
const graphqlUnavailable = () => ({ message: DATABASE_UNAVAILABLE_MESSAGE, errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }] });

/**
 * While the database is known to be down, API requests answer 503 with `Retry-After` at once (before the session
 * lookup), instead of each waiting for a connection to fail. `/api/health` answers for itself. A GraphQL answer that
 * carries errors because the database went away while it ran (resolvers' errors are masked as 'Unexpected error.')
 * becomes the same 503; a complete answer is sent as it is.
 */
export function registerDatabaseAvailability(fastify: FastifyInstance, availability: DatabaseAvailability) {
  fastify.addHook("onRequest", async (req, reply) => {
    if (availability.available || !isApiPath(req.url) || req.url.startsWith("/api/health")) return;
    if (req.url.startsWith("/graphql")) return reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send(graphqlUnavailable());
    return replyDatabaseUnavailable(reply);
  });

  fastify.addHook("onSend", async (req, reply, payload) => {
    if (!req.url.startsWith("/graphql") || (reply.statusCode !== 200 && reply.statusCode < 500)) return payload;
    if (availability.available && !availability.checking) return payload;
    await availability.settled();
    if (availability.available) return payload;
    const text = await payloadText(payload);
    if (!/"errors"\s*:/.test(text)) return text;
    reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).header("content-type", "application/json; charset=utf-8");
    reply.removeHeader("content-length");
    return JSON.stringify(graphqlUnavailable());
  });
}
