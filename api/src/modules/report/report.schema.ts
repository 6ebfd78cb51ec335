import { builder } from "../../graphql/builder";
import { asUserInputError } from "../../graphql/errors";
import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS } from "@common/report";
import { getReport, type CurrencyFigures, type Report, type ReportMonth } from "./report.service";

const decimal = (t: any, name: string, description?: string) => t.field({ type: "Decimal", description, resolve: (o: any) => o[name] });

const ReportClientSummaryRef = builder.objectRef<Report["clients"]>("ReportClientSummary").implement({
  description: "Clients by status: active, inactive, and the total (archived clients count in the total only).",
  fields: (t) => ({ active: t.exposeInt("active"), inactive: t.exposeInt("inactive"), total: t.exposeInt("total") }),
});

const ReportProjectStatusRef = builder.objectRef<Report["projects"]>("ReportProjectStatus").implement({
  description: "Projects by status, and the total.",
  fields: (t) => ({
    planning: t.exposeInt("planning"), active: t.exposeInt("active"), completed: t.exposeInt("completed"),
    cancelled: t.exposeInt("cancelled"), total: t.exposeInt("total"),
  }),
});

const ReportRevenueBreakdownRef = builder.objectRef<Report["revenueBreakdown"]>("ReportRevenueBreakdown").implement({
  description: "Sums of invoice totals by status in the period, in the main currency (USD); the counts span every currency.",
  fields: (t) => ({
    paid: decimal(t, "paid", "Invoices with status paid."),
    pending: decimal(t, "pending", "Invoices with status sent."),
    overdue: decimal(t, "overdue", "Invoices with status overdue."),
    draft: decimal(t, "draft", "Invoices with status draft."),
    paidCount: t.exposeInt("paidCount"),
    pendingCount: t.exposeInt("pendingCount"),
    overdueCount: t.exposeInt("overdueCount"),
    draftCount: t.exposeInt("draftCount"),
    invoiceCount: t.exposeInt("invoiceCount", { description: "Invoices in the period, any status and currency." }),
  }),
});

const ReportPerformanceRef = builder.objectRef<Report["performance"]>("ReportPerformance").implement({
  description: "Performance Metrics: whole percentages rounded half up, 0 when there is nothing to divide by.",
  fields: (t) => ({
    averageProjectValue: t.field({ type: "Decimal", nullable: true, description: "Mean budget of the projects that have one; null when none.",
      resolve: (p) => p.averageProjectValue }),
    completionRate: t.exposeInt("completionRate", { description: "Share of projects with status completed." }),
    activeClientRate: t.exposeInt("activeClientRate", { description: "Share of clients with status active." }),
    paymentSuccessRate: t.exposeInt("paymentSuccessRate", { description: "Share of the period's invoices with status paid." }),
  }),
});

const ReportMonthRef = builder.objectRef<ReportMonth>("ReportMonth").implement({
  description: "Paid revenue of one calendar month in the main currency (this month: to date).",
  fields: (t) => ({ month: t.exposeString("month", { description: "YYYY-MM" }), revenue: decimal(t, "revenue") }),
});

const ReportCurrencyRef = builder.objectRef<CurrencyFigures>("ReportCurrency").implement({
  description: "The money figures of one currency (never converted nor added into another's).",
  fields: (t) => ({
    currency: t.exposeString("currency"),
    totalRevenue: decimal(t, "totalRevenue", "Paid revenue in the period."),
    monthlyRevenue: decimal(t, "monthlyRevenue", "Paid revenue this month to date."),
    paid: decimal(t, "paid"),
    pending: decimal(t, "pending"),
    overdue: decimal(t, "overdue"),
    draft: decimal(t, "draft"),
    invoiceCount: t.exposeInt("invoiceCount", { description: "Invoices in this currency in the period." }),
  }),
});

const ReportRef = builder.objectRef<Report>("Report").implement({
  description:
    "Reports & Analytics, computed in the workspace's time zone. The period scopes Total Revenue, the Revenue Breakdown and " +
    "Payment Success Rate; Monthly Revenue is always this month to date and the counts are current.",
  fields: (t) => ({
    period: t.exposeString("period", { description: `One of ${REPORT_PERIODS.join(", ")}.` }),
    periodLabel: t.exposeString("periodLabel"),
    periodStart: t.exposeString("periodStart", { nullable: true, description: "First local day of the period, YYYY-MM-DD; null for all." }),
    today: t.exposeString("today", { description: "Today in the workspace's zone, YYYY-MM-DD (the period's last day)." }),
    currency: t.exposeString("currency", { description: "The main currency of the money figures." }),
    totalClients: t.exposeInt("totalClients"),
    activeProjects: t.exposeInt("activeProjects"),
    totalRevenue: decimal(t, "totalRevenue", "Paid revenue in the period (all time by default), main currency."),
    monthlyRevenue: decimal(t, "monthlyRevenue", "Paid revenue this month to date, main currency (the dashboard's Revenue (MTD))."),
    clients: t.field({ type: ReportClientSummaryRef, resolve: (r) => r.clients }),
    projects: t.field({ type: ReportProjectStatusRef, resolve: (r) => r.projects }),
    revenueBreakdown: t.field({ type: ReportRevenueBreakdownRef, resolve: (r) => r.revenueBreakdown }),
    performance: t.field({ type: ReportPerformanceRef, resolve: (r) => r.performance }),
    monthlyRevenueSeries: t.field({ type: [ReportMonthRef], description: "The last 12 months, oldest first, empty ones at 0.00.", resolve: (r) => r.series }),
    currencies: t.field({ type: [ReportCurrencyRef], description: "The main currency first, then every other currency an invoice uses.",
      resolve: (r) => r.currencies }),
    asOf: t.field({ type: "DateTime", resolve: (r) => r.asOf }),
  }),
});

builder.prismaObjectField("User", "report", (t) =>
  t.field({
    type: ReportRef,
    description: `Reports & Analytics; period is one of ${REPORT_PERIODS.join(", ")} (default ${DEFAULT_REPORT_PERIOD}), anything else is an error.`,
    args: { period: t.arg.string({ required: false }) },
    resolve: (_user, { period }, ctx) => asUserInputError(() => getReport(ctx, period)),
  }),
);
