import { ChartColumn } from "lucide-react";
import type { WebModule } from "../../lib/webModule";
import { REPORTS_HEADING } from "./heading";

const REPORTS = "/reports";

export const reportModule: WebModule = {
  routes: [{ path: REPORTS, page: () => import("./ReportsPage") }],
  heading: REPORTS_HEADING,
  nav: { path: REPORTS, label: "Reports", icon: ChartColumn },
};
