import { builder } from "../../graphql/builder";
import { ownedNode, recordMutations, viewerConnection } from "../../graphql/records";
import { TEAM_MEMBER_STATUSES } from "@common/team-member";
import { createTeamMember, deleteTeamMember, updateTeamMember } from "./team-member.service";
import { definePageModel } from "../../db/pages";

const TeamMemberStatus = builder.enumType("TeamMemberStatus", { values: TEAM_MEMBER_STATUSES });

// the page reader's model of this module's records (db/pages.ts)
definePageModel("TeamMember", { table: "team_members" });

export const TeamMemberRef = builder.prismaNode("TeamMember", {
  ...ownedNode,
  fields: (t) => ({
    name: t.exposeString("name"),
    email: t.exposeString("email", { nullable: true }),
    phone: t.exposeString("phone", { nullable: true }),
    role: t.exposeString("role", { nullable: true }),
    department: t.exposeString("department", { nullable: true }),
    hourlyRate: t.expose("hourlyRate", { type: "Decimal", nullable: true }),
    bio: t.exposeString("bio", { nullable: true }),
    skills: t.exposeStringList("skills"),
    profileImage: t.exposeString("profileImage", { nullable: true }),
    status: t.field({ type: TeamMemberStatus, resolve: (r) => r.status as typeof TeamMemberStatus.$inferType }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

viewerConnection("teamMembers", "TeamMember");

const teamMemberFields = (t: any) => ({
  name: t.string(), email: t.string(), phone: t.string(), role: t.string(), department: t.string(),
  hourlyRate: t.string(), bio: t.string(), skills: t.stringList(), status: t.string(),
});

recordMutations("TeamMember", TeamMemberRef, {
  field: "teamMember", fields: teamMemberFields, versioned: true, create: createTeamMember, update: updateTeamMember, remove: deleteTeamMember,
});
