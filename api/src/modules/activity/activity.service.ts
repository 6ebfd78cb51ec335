import type { Prisma } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { checkListSize } from "../../validation";

/*
 * The activity log is written with the record it is about, in the same statement (insertRecorded, updateRecorded,
 * deleteRecorded of db/recorded.ts), so the log never disagrees with the data.
 */

/** The activity log, newest first; `query` is the caller's selection (a GraphQL field's), so it costs one statement. */
export function listRecentActivity(ctx: ServiceContext, first: number, query: Omit<Prisma.ActivityFindManyArgs, "where" | "orderBy" | "take"> = {}) {
  return ctx.prisma.activity.findMany({
    ...query,
    where: { userId: ctx.viewer.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: checkListSize(first),
  });
}

/**
 * The lines attached to one client or one project (`{ clientId }` / `{ projectId }`), newest first; `query` is the
 * connection's page (take, skip, cursor) and selection: one statement.
 */
export function listActivityOf(ctx: ServiceContext, attached: { clientId: string } | { projectId: string }, query: object) {
  return ctx.prisma.activity.findMany({
    ...(query as Omit<Prisma.ActivityFindManyArgs, "where" | "orderBy">),
    where: { userId: ctx.viewer.id, ...attached },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
}
