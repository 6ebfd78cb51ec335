import { describeVersionedUpdates } from "../../../../test/versions";
import { updateTeamMember } from "../team-member.service";
import { makeTeamMember } from "./factory";

describeVersionedUpdates({
  entity: "TeamMember", field: "teamMember", record: "team member", model: "teamMember", path: "/api/team-members", text: "name",
  make: makeTeamMember, update: updateTeamMember,
});
