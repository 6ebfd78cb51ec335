import type { RestRoute } from "../../rest/registry";
import { getDashboardStats, toDashboardStatsJson } from "./dashboard.service";

export const dashboardRoutes: RestRoute[] = [
  { method: "GET", url: "/api/dashboard/stats", handler: async (ctx) => toDashboardStatsJson(await getDashboardStats(ctx)) },
];
