import { UsersRound } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { TEAM_MEMBERS_HEADING } from "./heading";

export const teamMemberModule: WebModule = {
  routes: [{ path: paths.teamMembers, page: () => import("./TeamMembersPage") }],
  heading: TEAM_MEMBERS_HEADING,
  nav: { path: paths.teamMembers, label: "Team Members", icon: UsersRound },
};
