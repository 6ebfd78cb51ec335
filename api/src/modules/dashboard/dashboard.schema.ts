import { builder } from "../../graphql/builder";
import { asUserInputError } from "../../graphql/errors";
import { DEFAULT_ANALYTICS_PERIOD, UPCOMING_TASKS_COUNT } from "@common/dashboard";
import { getDashboardStats, getRevenueAnalytics, listUpcomingTasks, type DashboardStats, type OwedAmount, type RevenueAnalytics, type RevenuePoint } from "./dashboard.service";
import { subscribeDashboardStats } from "./dashboard.live";

const growthField = (t: any, name: string, what: string) =>
  t.float({ nullable: true, description: `${what}, in percent (one decimal); null when the previous figure was 0.`, resolve: (s: any) => s[name] });

const OwedAmountRef = builder.objectRef<OwedAmount>("OwedAmount").implement({
  description: "What clients owe in one currency: the open balance of the sent and overdue invoices.",
  fields: (t) => ({
    currency: t.exposeString("currency", { description: "ISO 4217 code." }),
    amount: t.field({ type: "Decimal", resolve: (o) => o.amount }),
    overdue: t.field({ type: "Decimal", description: "The part of `amount` past its due day.", resolve: (o) => o.overdue }),
    invoices: t.exposeInt("invoices", { description: "How many invoices have a balance." }),
  }),
});

const DashboardStatsRef = builder.objectRef<DashboardStats>("DashboardStats").implement({
  description: "The dashboard's stat cards, computed in the viewer's time zone.",
  fields: (t) => ({
    totalClients: t.exposeInt("totalClients"),
    activeProjects: t.exposeInt("activeProjects", { description: "Projects with status active." }),
    monthlyRevenue: t.field({ type: "Decimal", description: "Paid revenue month to date (dated by paidDate, else issueDate).", resolve: (s) => s.monthlyRevenue }),
    totalRevenue: t.field({ type: "Decimal", description: "Paid revenue of all time.", resolve: (s) => s.totalRevenue }),
    pendingTasks: t.exposeInt("pendingTasks", { description: "Open tasks: pending or in progress (completed and cancelled are closed)." }),
    overdueTasks: t.exposeInt("overdueTasks", { description: "Open tasks due before now (part of pendingTasks)." }),
    clientsGrowth: growthField(t, "clientsGrowth", "Change of the number of clients since the end of last month"),
    projectsGrowth: growthField(t, "projectsGrowth", "Change of the number of projects (any status) since the end of last month"),
    revenueGrowth: growthField(t, "revenueGrowth", "Revenue month to date against the same number of days at the start of last month"),
    owed: t.field({ type: [OwedAmountRef], description: "What clients owe, per currency, the largest first.", resolve: (s) => s.owed }),
    asOf: t.field({ type: "DateTime", description: "When these figures were computed.", resolve: (s) => s.asOf }),
  }),
});

const RevenueGranularityEnum = builder.enumType("RevenueGranularity", {
  values: { DAY: { value: "day" }, WEEK: { value: "week" }, MONTH: { value: "month" } } as const,
});

const RevenuePointRef = builder.objectRef<RevenuePoint>("RevenuePoint").implement({
  description: "Paid revenue of one bucket of the chart (a day, a week from Monday, or a month), clipped to the window.",
  fields: (t) => ({
    startDate: t.exposeString("startDate", { description: "First local day of the bucket, YYYY-MM-DD." }),
    endDate: t.exposeString("endDate", { description: "Last local day of the bucket, YYYY-MM-DD." }),
    revenue: t.field({ type: "Decimal", resolve: (p) => p.revenue }),
  }),
});

const RevenueAnalyticsRef = builder.objectRef<RevenueAnalytics>("RevenueAnalytics").implement({
  description: "Paid revenue over the last `days` days (today included) in the viewer's time zone.",
  fields: (t) => ({
    days: t.exposeInt("days"),
    granularity: t.field({ type: RevenueGranularityEnum, resolve: (a) => a.granularity }),
    startDate: t.exposeString("startDate", { description: "First local day of the window, YYYY-MM-DD." }),
    endDate: t.exposeString("endDate", { description: "Last local day of the window (today), YYYY-MM-DD." }),
    totalRevenue: t.field({ type: "Decimal", resolve: (a) => a.totalRevenue }),
    previousRevenue: t.field({ type: "Decimal", description: "Paid revenue of the `days` days before the window.", resolve: (a) => a.previousRevenue }),
    growth: t.float({ nullable: true, description: "totalRevenue against previousRevenue, in percent (one decimal); null when previousRevenue is 0.", resolve: (a) => a.growth }),
    averageProjectValue: t.field({ type: "Decimal", nullable: true,
      description: "Mean budget of the projects created in the window that have one; null when there are none.", resolve: (a) => a.averageProjectValue }),
    series: t.field({ type: [RevenuePointRef], description: "One point per day (30), week (90) or month (365), oldest first, empty ones at 0.", resolve: (a) => a.series }),
  }),
});

builder.prismaObjectField("User", "dashboardStats", (t) =>
  t.field({ type: DashboardStatsRef, resolve: (_user, _args, ctx) => getDashboardStats(ctx) }),
);

builder.prismaObjectField("User", "revenueAnalytics", (t) =>
  t.field({
    type: RevenueAnalyticsRef,
    description: `Revenue Analytics of the dashboard; days is 30, 90 or 365 (default ${DEFAULT_ANALYTICS_PERIOD} in the UI), anything else is an error.`,
    args: { days: t.arg.int({ required: true }) },
    resolve: (_user, { days }, ctx) => asUserInputError(() => getRevenueAnalytics(ctx, days)),
  }),
);

builder.prismaObjectField("User", "upcomingTasks", (t) =>
  t.prismaField({
    type: ["Task"],
    description: "Open tasks (pending or in progress), nearest due first, undated last; first is 1 to 20.",
    args: { first: t.arg.int({ defaultValue: UPCOMING_TASKS_COUNT }) },
    resolve: (query, _user, { first }, ctx) =>
      asUserInputError(() => listUpcomingTasks(ctx, first ?? UPCOMING_TASKS_COUNT, query)),
  }),
);

builder.subscriptionField("dashboardStatsUpdated", (t) =>
  t.field({
    type: DashboardStatsRef,
    description: "Fresh dashboard stats after any change in the viewer's workspace (bursts coalesced), to every open tab.",
    subscribe: (_root, _args, ctx) => subscribeDashboardStats(ctx),
    resolve: (stats) => stats as DashboardStats,
  }),
);
