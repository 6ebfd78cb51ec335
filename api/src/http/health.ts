import type { FastifyInstance } from "fastify";
import type { PrismaClient } from "../db/prisma";

/** GET /api/health: 200 while the database answers, 503 otherwise (for load balancers and supervisors). */
export function registerHealthRoute(fastify: FastifyInstance, prisma: PrismaClient) {
  fastify.get("/api/health", async (_req, reply) => {
    try {
      await prisma.$queryRaw`SELECT 1`;
      return { status: "ok" };
    } catch {
      return reply.code(503).send({ status: "unavailable", message: "Database unreachable" });
    }
  });
}
