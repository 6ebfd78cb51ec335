import { teamMemberSchema } from "@common/team-member";
import { recordRoutes } from "../../rest/registry";
import { createTeamMember, deleteTeamMember, listTeamMembers, toTeamMemberJson, updateTeamMember } from "./team-member.service";

export const teamMemberRoutes = recordRoutes("/api/team-members", {
  list: listTeamMembers, create: createTeamMember, update: updateTeamMember, remove: deleteTeamMember, toJson: toTeamMemberJson, versioned: true,
  doc: { name: "team member", schema: teamMemberSchema },
});
