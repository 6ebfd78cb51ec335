// The team member module's face.
import "./team-member.record";
import "./team-member.schema";
import "./team-member.hub";
import type { ApiModule } from "../../module";
import { teamMemberRoutes } from "./team-member.rest";

export { TeamMemberRef } from "./team-member.schema";

export const teamMemberModule: ApiModule = { name: "team-member", routes: teamMemberRoutes };
