import type { PrismaClient } from "../../db/prisma";
import type { User } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { registerSchema } from "@common/auth";
import { brandSettingsSchema, profileSchema } from "@common/user";
import { publishEvent } from "../../pubsub";
import { validateWith } from "@common/validation";
import { validateInput } from "../../validation";
import { hashPassword, verifyPassword } from "../../auth/password";

/** The user as the REST facade shows it (spec §3 users): never the password hash or the OIDC subject. */
export function toUserJson(u: User) {
  return {
    id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, profileImageUrl: u.profileImageUrl,
    companyName: u.companyName, brandColor: u.brandColor, brandLogo: u.brandLogo, timeZone: u.timeZone,
    createdAt: u.createdAt.toISOString(), updatedAt: u.updatedAt.toISOString(),
  };
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export async function getViewerUser(ctx: ServiceContext): Promise<User> {
  if (ctx.viewer.user) return ctx.viewer.user;
  const user = await ctx.prisma.user.findUnique({ where: { id: ctx.viewer.id } });
  if (!user) throw new NotFoundError("User");
  return user;
}

export async function registerLocalUser(prisma: PrismaClient, input: unknown): Promise<User> {
  const r = validateWith(registerSchema, input);
  if (!r.ok) throw new ValidationError(r.errors);
  const { email, password, firstName, lastName, timeZone } = r.value;
  const existing = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) throw new ConflictError("An account with this email already exists");
  try {
    return await prisma.user.create({
      data: { email, firstName, lastName, passwordHash: await hashPassword(password),
        timeZone: timeZone && isValidTimeZone(timeZone) ? timeZone : "UTC" },
    });
  } catch (e) {
    if ((e as { code?: string }).code === "P2002") throw new ConflictError("An account with this email already exists");
    throw e;
  }
}

/** null when the e-mail is unknown or the password wrong: the caller says the same thing in both cases. */
export async function authenticateLocalUser(prisma: PrismaClient, email: string, password: string): Promise<User | null> {
  const user = await prisma.user.findUnique({ where: { email: email.trim().toLowerCase() } });
  const ok = await verifyPassword(password, user?.passwordHash ?? null);
  return ok && user ? user : null;
}

export interface OidcClaims {
  sub: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  email_verified?: boolean;
}

/** Finds the user of an OpenID Connect subject, links an existing account with the same e-mail, or creates one. */
export async function upsertOidcUser(prisma: PrismaClient, issuer: string, claims: OidcClaims): Promise<User> {
  const subject = `${issuer}|${claims.sub}`;
  const profile = { firstName: claims.given_name ?? null, lastName: claims.family_name ?? null, profileImageUrl: claims.picture ?? null };
  const bySubject = await prisma.user.findUnique({ where: { oidcSubject: subject } });
  if (bySubject) return prisma.user.update({ where: { id: bySubject.id }, data: profile });
  const email = claims.email?.trim().toLowerCase();
  if (!email) throw new ValidationError({ email: "The identity provider did not share an e-mail address" });
  const byEmail = await prisma.user.findUnique({ where: { email } });
  if (byEmail) {
    // only a provider-verified address may take over an existing account
    if (claims.email_verified !== true) throw new ConflictError("An account with this email already exists");
    return prisma.user.update({ where: { id: byEmail.id }, data: { oidcSubject: subject, ...profile } });
  }
  return prisma.user.create({ data: { email, oidcSubject: subject, ...profile } });
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
      (SELECT count(*) FROM tasks WHERE "userId" = ${uid}::uuid AND status <> 'completed' AND "dueDate" < now()) AS "overdueTasks",
      (SELECT count(*) FROM messages WHERE "userId" = ${uid}::uuid AND "isRead" = false) AS "unreadMessages"`;
  return { clients: Number(row.clients), activeProjects: Number(row.activeProjects), overdueTasks: Number(row.overdueTasks), unreadMessages: Number(row.unreadMessages) };
}

export async function updateProfile(ctx: ServiceContext, input: unknown): Promise<User> {
  const v = validateInput(profileSchema, input);
  if (!isValidTimeZone(v.timeZone)) throw new ValidationError({ timeZone: "Unknown time zone" });
  // a name left out is kept (an explicit null or "" clears it)
  const sent = (key: string) => (input as Record<string, unknown>)[key] !== undefined;
  const data = Object.fromEntries(Object.entries(v).filter(([key]) => sent(key)));
  const user = await ctx.prisma.user.update({ where: { id: ctx.viewer.id }, data });
  publishEvent(ctx.pubsub, ctx.viewer.id, { type: "userUpdated", entityId: user.id });
  return user;
}

export async function updateBrandSettings(ctx: ServiceContext, input: unknown): Promise<User> {
  const v = validateInput(brandSettingsSchema, input);
  const user = await ctx.prisma.user.update({ where: { id: ctx.viewer.id }, data: { ...v, brandColor: v.brandColor.toLowerCase() } });
  publishEvent(ctx.pubsub, ctx.viewer.id, { type: "userUpdated", entityId: user.id });
  return user;
}
