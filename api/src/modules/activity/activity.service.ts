import type { Prisma } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { checkListSize } from "../../validation";

export type ActivityAction = "created" | "updated" | "deleted" | "completed" | "reopened";
export type ActivityEntity = "client" | "project" | "task" | "invoice" | "message" | "file" | "team_member" | "contract";

/** Writes one line of the activity log inside the caller's transaction, so the log never disagrees with the data. */
export function recordActivity(tx: Prisma.TransactionClient, userId: string,
  a: { entityType: ActivityEntity; entityId: string; action: ActivityAction; title: string }) {
  return tx.activity.create({ data: { userId, ...a, title: a.title.slice(0, 300) } });
}

/** The activity log, newest first; `query` is the caller's selection (a GraphQL field's), so it costs one statement. */
export function listRecentActivity(ctx: ServiceContext, first: number, query: Omit<Prisma.ActivityFindManyArgs, "where" | "orderBy" | "take"> = {}) {
  return ctx.prisma.activity.findMany({
    ...query,
    where: { userId: ctx.viewer.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: checkListSize(first),
  });
}
