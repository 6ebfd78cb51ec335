import type { TeamMember } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { findOwnedOrThrow } from "../../tenancy";
import { teamMemberSchema, TEAM_MEMBER_FIELDS } from "@common/team-member";
import { validateInput } from "../../validation";
import { updateUnchanged } from "../../versions";
import { deleteRecorded, insertRecorded, mergeStored, NEWEST_FIRST, publishWritten, updateRecorded } from "../../db/recorded";
import { Prisma as Sql } from "../../generated/prisma/client";

/** The viewer's team members, newest first (REST; GraphQL pages are read by graphql/connections.ts). */
export function listTeamMembers(ctx: ServiceContext): Promise<TeamMember[]> {
  return ctx.prisma.teamMember.findMany({ where: { userId: ctx.viewer.id }, orderBy: NEWEST_FIRST });
}

/** One statement: the row and its activity line (insertRecorded); the live event right after it. */
export async function createTeamMember(ctx: ServiceContext, input: unknown): Promise<TeamMember> {
  const data = validateInput(teamMemberSchema, input);
  const member = await insertRecorded<TeamMember>(ctx.prisma, "team_members", ctx, {
    values: data, activity: { entityType: "team_member", action: "created", title: `Team member added: ${data.name}` },
  });
  publishWritten(ctx, member, "Team member");
  return member;
}

/**
 * Fields absent from the input keep their stored value; the merged record is validated as a whole. Two statements:
 * the stored record (to merge), then the update with its activity line (updateRecorded, by id and owner), written only
 * while the record is as read, and as the editor read it (`read`) when it sent one: else ConflictError (versions.ts).
 */
export async function updateTeamMember(ctx: ServiceContext, id: string, input: unknown, read?: Date): Promise<TeamMember> {
  const existing = await findOwnedOrThrow(ctx, "Team member", id, (where) => ctx.prisma.teamMember.findFirst({ where }));
  const data = validateInput(teamMemberSchema, mergeStored(existing, TEAM_MEMBER_FIELDS, input));
  const member = await updateUnchanged(ctx, { label: "Team member", table: "team_members", stored: existing, read }, (unchangedSince) =>
    updateRecorded<TeamMember>(ctx.prisma, "team_members", ctx, existing.id, {
      values: data, activity: { entityType: "team_member", action: "updated", title: `Team member updated: ${data.name}` }, unchangedSince,
    }));
  return publishWritten(ctx, member, "Team member");
}

/** Removing a member also removes their project and client assignments. One statement, with its activity line. */
export async function deleteTeamMember(ctx: ServiceContext, id: string): Promise<TeamMember> {
  const member = await deleteRecorded<TeamMember>(ctx.prisma, "team_members", ctx, id,
    { entityType: "team_member", action: "deleted", title: Sql.sql`'Team member removed: ' || r.name` });
  return publishWritten(ctx, member, "Team member");
}

/** The REST record of a team member: money as a string with two decimals, timestamps ISO. */
export function toTeamMemberJson(m: TeamMember) {
  return { ...m, hourlyRate: m.hourlyRate === null ? null : m.hourlyRate.toFixed(2), createdAt: m.createdAt.toISOString(), updatedAt: m.updatedAt.toISOString() };
}
