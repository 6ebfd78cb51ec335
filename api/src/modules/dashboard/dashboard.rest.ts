import type { RestRoute } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { getDashboardStats, toDashboardStatsJson } from "./dashboard.service";

const growth = () => j.nullable(j.number("Percent change since the month began, one decimal (null: nothing to compare with)"));

/** The dashboard's figures as REST answers them (toDashboardStatsJson). */
const dashboardStatsJson = servedBy(j.object({
  totalClients: j.integer(), activeProjects: j.integer(), monthlyRevenue: j.money("Paid this month, in the workspace's currency"),
  totalRevenue: j.money("Paid in all, in the workspace's currency"), pendingTasks: j.integer(), overdueTasks: j.integer(),
  clientsGrowth: growth(), projectsGrowth: growth(), revenueGrowth: growth(),
  owed: j.array(j.object({
    currency: j.string("ISO 4217 code"), amount: j.money("The open balance of the sent and overdue invoices in this currency"),
    overdue: j.money("The part of it past its due day"), invoices: j.integer(),
  }, "OwedAmount")),
}, "DashboardStats"), toDashboardStatsJson);

export const dashboardRoutes: RestRoute[] = [
  {
    method: "GET", url: "/api/dashboard/stats", doc: { summary: "The dashboard's figures", tag: "Dashboard", response: dashboardStatsJson },
    handler: async (ctx) => toDashboardStatsJson(await getDashboardStats(ctx)),
  },
];
