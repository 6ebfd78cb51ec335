import type { FastifyInstance } from "fastify";
import type { PrismaClient } from "../db/prisma";
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS, type DatabaseAvailability } from "../db/availability";

/**
 * GET /api/health: 200 while the database answers, 503 with `Retry-After` otherwise (for load balancers and
 * supervisors). While the database is known to be down it answers at once, without trying to reach it.
 */
export function registerHealthRoute(fastify: FastifyInstance, prisma: PrismaClient, availability: DatabaseAvailability) {
  const unavailable = () => ({ status: "unavailable", message: DATABASE_UNAVAILABLE_MESSAGE });
  fastify.get("/api/health", async (_req, reply) => {
    if (!availability.available) return reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send(unavailable());
    try {
      await prisma.$queryRaw`SELECT 1`;
      return { status: "ok" };
    } catch (err) {
      availability.report(err);
      return reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send(unavailable());
    }
  });
}
