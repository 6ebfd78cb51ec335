import { LayoutDashboard } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { bootDashboardQuery } from "./dashboardQuery";
import { DASHBOARD_HEADING } from "./heading";

export const dashboardModule: WebModule = {
  routes: [{ path: paths.dashboard, page: () => import("./DashboardPage"), boot: bootDashboardQuery }],
  heading: DASHBOARD_HEADING,
  nav: { path: paths.dashboard, label: "Dashboard", icon: LayoutDashboard },
};
