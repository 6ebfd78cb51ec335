import { ChartColumn } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { REPORTS_HEADING } from "./heading";

export const reportModule: WebModule = {
  routes: [{ path: paths.reports, page: () => import("./ReportsPage") }],
  heading: REPORTS_HEADING,
  nav: { path: paths.reports, label: "Reports", icon: ChartColumn },
};
