import type { RestRoute } from "../rest/registry";
import { userRoutes } from "./user/user.rest";
import { clientRoutes } from "./client/client.rest";
import { projectRoutes } from "./project/project.rest";
import { taskRoutes } from "./task/task.rest";
import { teamMemberRoutes } from "./team-member/team-member.rest";
import { dashboardRoutes } from "./dashboard/dashboard.rest";

/** The REST facade of every module (spec §7): one line per module. */
export const moduleRoutes: RestRoute[] = [
  ...userRoutes,
  ...clientRoutes,
  ...projectRoutes,
  ...taskRoutes,
  ...teamMemberRoutes,
  ...dashboardRoutes,
];
