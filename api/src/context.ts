import crypto from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { PrismaClient } from "./db/prisma";
import type { PubSub } from "./pubsub";
import type { Config } from "./config";
import type { Mailer } from "./infra/mail";
import type { JobQueue } from "./infra/jobs";
import type { ObjectStorage } from "./infra/storage";
import type { Limits } from "./infra/limits";
import type { User } from "./generated/prisma/client";

/** The signed-in user as resolved from the session cookie. Never taken from input. */
export interface Viewer {
  id: string;
  email: string;
  /** The user row (without the password hash), loaded with the session. */
  user: User;
}

/** What an API token allows: the request acts for the token's workspace with its scope. */
export interface TokenGrant {
  /** the token's id (not the token) */
  id: string;
  /** "read": GET requests and GraphQL queries and subscriptions only */
  scope: "read" | "write";
}

/** Shared, process-wide resources built once by buildApp. */
export interface AppResources {
  config: Config;
  prisma: PrismaClient;
  pubsub: PubSub;
  mail: Mailer;
  /** durable background work (e-mail, event handlers, scheduled scans) */
  jobs: JobQueue;
  /** uploaded files and their thumbnails: local disk or S3 */
  storage: ObjectStorage;
  /** every rate limit, quota and cap (one factory; in memory, or in Redis with REDIS_URL: infra/limits.ts) */
  limits: Limits;
  log: FastifyBaseLogger;
}

/**
 * The one context of a request (REST route, GraphQL operation over HTTP, or one operation on a WebSocket): the
 * resources, who is asking, and the request's own logger and id. Built once per request from the session cookie.
 */
export interface RequestContext extends AppResources {
  viewer: Viewer | null;
  requestId: string;
  /** the API token the request came with (`Authorization: Bearer`), null for a signed-in session */
  token?: TokenGrant | null;
  /** who acts: the signed-in user (a request; the default), an automation, or the system (a job, a scan) */
  actor?: Actor;
  /** the domain event whose handling this work is: the events it records are stamped with it, one level deeper */
  cause?: EventCause | null;
  /** the automation step this work is (its writes' events carry it, once each: db/recorded.ts) */
  origin?: string | null;
}

/** Who a write is done by, recorded on its activity line and its domain event. */
export type Actor = "user" | "automation" | "system";

/** The domain event a piece of work handles: its id and depth (how many causes are before it). */
export interface EventCause {
  id: string;
  depth: number;
}

/**
 * A request context with a signed-in viewer: what every service function takes. GraphQL runs only with one (the
 * transport answers 401 / closes the socket with 4401 first), REST module routes check it before their handler.
 */
export interface ServiceContext extends RequestContext {
  viewer: Viewer;
}

export function requestContext(resources: AppResources, viewer: Viewer | null, log: FastifyBaseLogger, requestId: string): RequestContext {
  return { ...resources, viewer, log, requestId };
}

export const isSignedIn = (ctx: RequestContext): ctx is ServiceContext => ctx.viewer !== null;

/**
 * The context of work done for a workspace outside a request: a job, an event handler, an automation step. It is
 * the same `ServiceContext` a signed-in request has (so the services are called as they are from a route), with
 * the actor that does the work and, when it handles a domain event, that event as its cause. Resolves null when
 * the workspace no longer exists (the work then has nothing to act on).
 */
export async function tenantContext(resources: AppResources, userId: string, who: { actor: Actor; cause?: EventCause | null }): Promise<ServiceContext | null> {
  const user = await resources.prisma.user.findUnique({ where: { id: userId }, omit: { passwordHash: true } });
  if (!user) return null;
  const requestId = crypto.randomUUID();
  const log = resources.log.child({ actor: who.actor, workspace: userId, ...(who.cause ? { causedBy: who.cause.id } : {}), reqId: requestId });
  return { ...resources, viewer: { id: user.id, email: user.email, user: user as Viewer["user"] }, log, requestId, actor: who.actor, cause: who.cause ?? null };
}
