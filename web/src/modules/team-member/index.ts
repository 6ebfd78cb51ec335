import { UsersRound } from "lucide-react";
import type { WebModule } from "../../lib/webModule";
import { TEAM_MEMBERS_HEADING } from "./heading";

const TEAM_MEMBERS = "/team-members";

export const teamMemberModule: WebModule = {
  routes: [{ path: TEAM_MEMBERS, page: () => import("./TeamMembersPage") }],
  heading: TEAM_MEMBERS_HEADING,
  nav: { path: TEAM_MEMBERS, label: "Team Members", icon: UsersRound },
  records: { teamMember: { list: TEAM_MEMBERS } },
  hubBlocks: [{ key: "team", on: { project: 10 }, block: () => import("./TeamHubBlock").then((m) => m.teamHubBlock) }],
};
