import { today } from "@common/day";
import { Prisma, type User } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { brandSettingsSchema } from "@common/user";
import { publishSignal } from "../../pubsub";
import { validateInput } from "../../validation";
import { NO_ID } from "../../tenancy";
import { OPEN_TASK_SQL } from "../task";

/** The user as the REST facade shows it: never the password hash or the OIDC subject. */
export function toUserJson(u: User) {
  return {
    id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, profileImageUrl: u.profileImageUrl,
    companyName: u.companyName, brandColor: u.brandColor, brandLogo: u.brandLogo, timeZone: u.timeZone,
    createdAt: u.createdAt.toISOString(), updatedAt: u.updatedAt.toISOString(),
  };
}

/** The signed-in user: the row came with the session, so it costs no query. */
export function getViewer(ctx: ServiceContext): User {
  return ctx.viewer.user;
}

/** The unique filter of the User node: a user can only ever load itself; any other id finds nothing. */
export function ownUserWhere(ctx: ServiceContext, id: string): { id: string } {
  return { id: id === ctx.viewer.id ? id : NO_ID };
}

export interface SidebarCounts {
  clients: number;
  activeProjects: number;
  overdueTasks: number;
  unreadMessages: number;
}

/** The navigation badges, in one statement of indexed counts. */
export async function getSidebarCounts(ctx: ServiceContext): Promise<SidebarCounts> {
  const uid = ctx.viewer.id;
  const [row] = await ctx.prisma.$queryRaw<Record<keyof SidebarCounts, bigint>[]>`
    SELECT
      (SELECT count(*) FROM clients WHERE "userId" = ${uid}::uuid) AS "clients",
      (SELECT count(*) FROM projects WHERE "userId" = ${uid}::uuid AND status = 'active') AS "activeProjects",
      (SELECT count(*) FROM tasks WHERE "userId" = ${uid}::uuid AND ${Prisma.raw(OPEN_TASK_SQL)} AND "dueDate" < ${today(ctx.viewer.user.timeZone)}::date) AS "overdueTasks",
      (SELECT count(*) FROM messages WHERE "userId" = ${uid}::uuid AND "isRead" = false) AS "unreadMessages"`;
  return { clients: Number(row.clients), activeProjects: Number(row.activeProjects), overdueTasks: Number(row.overdueTasks), unreadMessages: Number(row.unreadMessages) };
}

export async function updateBrandSettings(ctx: ServiceContext, input: unknown): Promise<User> {
  const v = validateInput(brandSettingsSchema, input);
  const user = await ctx.prisma.user.update({ where: { id: ctx.viewer.id }, data: { ...v, brandColor: v.brandColor.toLowerCase() } });
  publishSignal(ctx.pubsub, ctx.viewer.id, "user.updated", user.id);
  return user;
}
