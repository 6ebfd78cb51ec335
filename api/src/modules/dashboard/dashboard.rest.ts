import type { RestRoute } from "../../rest/registry";
import { getDashboardStats, toDashboardStatsJson } from "./dashboard.service";

export const dashboardRoutes: RestRoute[] = [
  {
    method: "GET", url: "/api/dashboard/stats", doc: { summary: "The dashboard's figures", tag: "Dashboard" },
    handler: async (ctx) => toDashboardStatsJson(await getDashboardStats(ctx)),
  },
];
