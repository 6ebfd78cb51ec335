import type { PrismaClient } from "../db/prisma";
import type { User } from "../generated/prisma/client";
import { ConflictError, ValidationError } from "../errors";
import { registerSchemaWith } from "@common/auth";
import { isValidTimeZone } from "@common/timezone";
import { validateInput } from "../validation";
import { hashPassword, isCommonPassword, verifyPassword } from "./password";

/* Accounts: creating a local account, checking a password, and finding or creating the user of an OIDC sign-in. */

const registerSchema = registerSchemaWith(isCommonPassword);

/**
 * A new local account. The password is hashed before the address is looked up, so a taken address (409) costs the
 * same time as a real sign-up and the answer time tells nothing more than the status.
 */
export async function registerLocalUser(prisma: PrismaClient, input: unknown): Promise<User> {
  const { email, password, firstName, lastName, timeZone } = validateInput(registerSchema, input);
  const passwordHash = await hashPassword(password);
  const existing = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) throw new ConflictError("An account with this email already exists");
  try {
    return await prisma.user.create({
      data: { email, firstName, lastName, passwordHash, timeZone: timeZone && isValidTimeZone(timeZone) ? timeZone : "UTC" },
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
