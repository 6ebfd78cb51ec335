import { LayoutDashboard } from "lucide-react";
import { HOME_PATH } from "../../lib/appPaths";
import type { WebModule } from "../../lib/webModule";
import { bootDashboardQuery } from "./dashboardQuery";
import { DASHBOARD_HEADING } from "./heading";

export const dashboardModule: WebModule = {
  routes: [{ path: HOME_PATH, page: () => import("./DashboardPage"), boot: bootDashboardQuery }],
  heading: DASHBOARD_HEADING,
  nav: { path: HOME_PATH, label: "Dashboard", icon: LayoutDashboard },
};
