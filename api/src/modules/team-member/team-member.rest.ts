import { TEAM_MEMBER_STATUSES, teamMemberSchema } from "@common/team-member";
import { recordRoutes } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { createTeamMember, deleteTeamMember, listTeamMembers, toTeamMemberJson, updateTeamMember } from "./team-member.service";

const text = () => j.nullable(j.string());

/** A team member as REST answers it (toTeamMemberJson). */
const teamMemberJson = servedBy(j.object({
  id: j.uuid(), userId: j.uuid(), name: j.string(), email: text(), phone: text(), role: text(), department: text(),
  hourlyRate: j.nullable(j.money()), bio: text(), skills: j.array(j.string()), profileImage: text(), status: j.enum(TEAM_MEMBER_STATUSES),
  createdAt: j.dateTime(), updatedAt: j.dateTime(),
}, "TeamMember"), toTeamMemberJson);

export const teamMemberRoutes = recordRoutes("/api/team-members", {
  list: listTeamMembers, create: createTeamMember, update: updateTeamMember, remove: deleteTeamMember, toJson: toTeamMemberJson, json: teamMemberJson, versioned: true,
  doc: { name: "team member", schema: teamMemberSchema },
});
