// Every module's GraphQL (types, queries, mutations, subscriptions) and REST routes: two lines per module.
import type { RestRoute } from "../rest/registry";
import type { PublicRoute } from "../rest/public";
import "./user/user.schema";
import "./client/client.schema";
import "./project/project.schema";
import "./task/task.schema";
import "./team-member/team-member.schema";
import "./activity/activity.schema";
import "./dashboard/dashboard.schema";
import "./message/message.schema";
import "./notification/notification.schema";
import "./invoice/invoice.schema";
import "./file/file.schema";
import "./report/report.schema";
import { userRoutes } from "./user/user.rest";
import { clientRoutes } from "./client/client.rest";
import { projectRoutes } from "./project/project.rest";
import { taskRoutes } from "./task/task.rest";
import { teamMemberRoutes } from "./team-member/team-member.rest";
import { dashboardRoutes } from "./dashboard/dashboard.rest";
import { messageRoutes } from "./message/message.rest";
import { invoiceRoutes } from "./invoice/invoice.rest";
import { fileRoutes } from "./file/file.rest";
import { reportRoutes } from "./report/report.rest";

/** The REST facade of every module. */
export const moduleRoutes: RestRoute[] = [
  ...userRoutes,
  ...clientRoutes,
  ...projectRoutes,
  ...taskRoutes,
  ...teamMemberRoutes,
  ...dashboardRoutes,
  ...messageRoutes,
  ...invoiceRoutes,
  ...fileRoutes,
  ...reportRoutes,
];

/** The public routes of every module (a page or a file reached by a token, without a session). */
export const modulePublicRoutes: PublicRoute[] = [];
