import type { FastifyInstance } from "fastify";
import type { Pool } from "pg";
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS, type DatabaseAvailability } from "../db/availability";
import type { RedisConnection } from "../infra/redis";
import { j } from "../rest/shape";

/** How long `SELECT 1` may take before health also checks that anything listens at the database's address. */
const SLOW_ANSWER_MS = 10;

/**
 * GET /api/health: 200 while the database answers, 503 with `Retry-After` otherwise (for load balancers and
 * supervisors), asked on the session lookup's pool: pg alone, so that the answer does not wait for Prisma's query
 * compiler, which a start leaves until after its first request. While the database is known to be down it answers
 * at once, without trying to reach it; when the server has just died, a statement sent on a pooled connection waits
 * for the dying server process to notice, so a refused connection to its address answers first.
 *
 * With REDIS_URL the answer also says `redis: "up" | "down"` (the state of the process's command connection, read
 * without a round trip). Redis being down does not change the status code: the instance still serves every request
 * (limits count in its memory, live events stay on it), so a load balancer must not take it out of rotation; a
 * monitor watches the field instead.
 */
export function registerHealthRoute(fastify: FastifyInstance, pool: Pool, availability: DatabaseAvailability, redis: RedisConnection | null = null) {
  const redisState = () => (redis ? { redis: redis.state() } : {});
  const unavailable = () => ({ status: "unavailable", message: DATABASE_UNAVAILABLE_MESSAGE, ...redisState() });
  /** null when the database answered, else why not */
  const check = () => new Promise<unknown>((resolve) => {
    const slow = setTimeout(() => { void availability.connectionRefused().then((err) => { if (err) resolve(err); }); }, SLOW_ANSWER_MS);
    pool.query("SELECT 1").then(() => resolve(null), (err: unknown) => resolve(err ?? new Error("the health check failed")))
      .finally(() => clearTimeout(slow));
  });
  const redisField = j.optional(j.enum(["up", "down"], "With Redis configured: its connection's state (not the status's)"));
  const doc = {
    summary: "Whether the server can serve requests", tag: "Health", public: true,
    response: j.object({ status: j.literal("ok"), redis: redisField }, "Health"),
    otherResponses: {
      503: {
        description: "The database does not answer: try again after the given number of seconds",
        headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } },
        body: j.object({ status: j.literal("unavailable"), message: j.string(), redis: redisField }, "HealthUnavailable"),
      },
    },
  };
  fastify.get("/api/health", { config: { doc } }, async (_req, reply) => {
    if (availability.available) {
      const err = await check();
      if (err === null) return { status: "ok", ...redisState() };
      availability.report(err);
    }
    return reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send(unavailable());
  });
}
