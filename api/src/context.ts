import type { FastifyBaseLogger } from "fastify";
import type { PrismaClient } from "./db/prisma";
import type { PubSub } from "./pubsub";
import type { Config } from "./config";
import type { User } from "./generated/prisma/client";

/** The signed-in user as resolved from the session cookie. Never taken from input. */
export interface Viewer {
  id: string;
  email: string;
  /** The user row (without the password hash) as loaded with the session; absent when a service runs outside a request. */
  user?: User;
}

/** Everything a service needs: who is asking and the shared resources. */
export interface ServiceContext {
  viewer: Viewer;
  prisma: PrismaClient;
  pubsub: PubSub;
  log: FastifyBaseLogger;
}

/** Shared, process-wide resources built once by buildApp. */
export interface AppResources {
  config: Config;
  prisma: PrismaClient;
  pubsub: PubSub;
  log: FastifyBaseLogger;
}

/** Per-request GraphQL context. */
export interface GraphQLContext extends AppResources {
  viewer: Viewer | null;
  requestId: string;
}

export function serviceContext(ctx: GraphQLContext): ServiceContext {
  if (!ctx.viewer) throw new Error("serviceContext requires a signed-in viewer");
  return { viewer: ctx.viewer, prisma: ctx.prisma, pubsub: ctx.pubsub, log: ctx.log };
}
