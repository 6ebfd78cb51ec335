import type { Prisma } from "../../generated/prisma/client";

export type ActivityAction = "created" | "updated" | "deleted" | "completed" | "reopened";
export type ActivityEntity = "client" | "project" | "task" | "invoice" | "message" | "file" | "team_member" | "contract";

/** Writes one line of the activity log inside the caller's transaction, so the log never disagrees with the data. */
export function recordActivity(tx: Prisma.TransactionClient, userId: string,
  a: { entityType: ActivityEntity; entityId: string; action: ActivityAction; title: string }) {
  return tx.activity.create({ data: { userId, ...a, title: a.title.slice(0, 300) } });
}
