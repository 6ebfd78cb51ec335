import type { Prisma } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { ValidationError } from "../../errors";
import { checkListSize } from "../../validation";
import { OPEN_TASK_SQL, OPEN_TASK_WHERE } from "../task";
import { DEFAULT_CURRENCY } from "@common/money";
import { ANALYTICS_GRANULARITY, isAnalyticsPeriod, type AnalyticsPeriod, type RevenueGranularity } from "@common/dashboard";

/*
 * The dashboard's figures, each computed by PostgreSQL in ONE statement of aggregates over the viewer's rows (never
 * rows summed in JS), whatever the amount of data.
 *
 * Calendar boundaries (today, this month, the analytics window) are those of the viewer's time zone (users.timeZone,
 * an IANA name), taken inside the same statement: a local date d starts at `d::timestamp AT TIME ZONE tz`.
 *
 * Definitions:
 * - Revenue is cash received: the payments (less their refunds), each dated by its own date (paidAt), whatever its
 *   invoice's status (a part payment counts when it arrives), in the workspace's currency (DEFAULT_CURRENCY, USD) only: an invoice in another currency is never added into it
 *   (Reports shows those apart).
 * - Open and overdue tasks follow the one rule of common/task.ts (OPEN_TASK_SQL of the task service): pendingTasks
 *   counts open tasks; overdueTasks counts open tasks due before now, so it is always part of pendingTasks.
 * - monthlyRevenue is month to date: from the first of the current local month to the end of today.
 * - revenueGrowth compares it with the same number of days at the start of the previous month (capped at that
 *   month's length: on March 31 it compares with the whole of February).
 * - clientsGrowth and projectsGrowth are the change of the total since the end of last month ("+12% from last
 *   month"): the total now against the total when the month began. That earlier total is the records created
 *   before the first of the month that still exist, plus those deleted this month whose creation is not in this
 *   month's activity log (the log's 'deleted' lines say what went away), so deleting shows as negative growth.
 *   Projects count whatever their status: status changes are not kept in history.
 * - Every growth is a percentage rounded to one decimal, null when the previous figure is 0 (the UI shows 'New' or
 *   nothing: see formatGrowth in common/dashboard.ts).
 * - What is owed is the balance (total less amount paid) of the sent and overdue invoices, per currency (the largest
 *   first), with the part past its due day (an invoice the overdue scan has not reached yet included).
 */

export interface DashboardStats {
  totalClients: number;
  activeProjects: number;
  /** money as a string with two decimals, e.g. "1250.00" */
  monthlyRevenue: string;
  totalRevenue: string;
  pendingTasks: number;
  overdueTasks: number;
  clientsGrowth: number | null;
  projectsGrowth: number | null;
  revenueGrowth: number | null;
  /** what clients owe, per currency */
  owed: OwedAmount[];
  /** when the figures were computed (the database's clock) */
  asOf: Date;
}

/** What clients owe in one currency: the open balance of its sent and overdue invoices, and the part past due. */
export interface OwedAmount {
  currency: string;
  /** money as a string with two decimals */
  amount: string;
  overdue: string;
  invoices: number;
}

interface StatsRow {
  totalClients: bigint; clientsBefore: bigint; totalProjects: bigint; projectsBefore: bigint; activeProjects: bigint;
  pendingTasks: bigint; overdueTasks: bigint; monthlyRevenue: string; previousMonthRevenue: string; totalRevenue: string;
  owed: OwedAmount[]; asOf: Date;
}

/** The stat cards in one statement. $1 the viewer's id, $2 a time zone overriding users.timeZone (or null). */
export const DASHBOARD_STATS_SQL = `
    WITH z AS (
      SELECT tz, now() AS "asOf", (now() AT TIME ZONE tz)::date AS today
      FROM (SELECT COALESCE($2, "timeZone") AS tz FROM users WHERE id = $1::uuid) u
    ), d AS (
      SELECT tz, "asOf", today, date_trunc('month', today)::date AS month_first FROM z
    ), b AS (
      SELECT "asOf",
        month_first::timestamp AT TIME ZONE tz AS month_start,
        (today + 1)::timestamp AT TIME ZONE tz AS tomorrow_start,
        (month_first - interval '1 month') AT TIME ZONE tz AS prev_month_start,
        LEAST((month_first - interval '1 month') + (today - month_first + 1) * interval '1 day', month_first::timestamp) AT TIME ZONE tz AS prev_span_end
      FROM d
    ), c AS (
      SELECT count(*) AS total, count(*) FILTER (WHERE "createdAt" < b.month_start) AS before
      FROM clients, b WHERE "userId" = $1::uuid
    ), p AS (
      SELECT count(*) AS total, count(*) FILTER (WHERE "createdAt" < b.month_start) AS before, count(*) FILTER (WHERE status = 'active') AS active
      FROM projects, b WHERE "userId" = $1::uuid
    ), t AS (
      SELECT count(*) AS pending, count(*) FILTER (WHERE "dueDate" < d.today) AS overdue
      FROM tasks, d WHERE "userId" = $1::uuid AND ${OPEN_TASK_SQL}
    ), i AS (
      SELECT COALESCE(sum(total) FILTER (WHERE at >= b.month_start AND at < b.tomorrow_start), 0) AS month,
             COALESCE(sum(total) FILTER (WHERE at >= b.prev_month_start AND at < b.prev_span_end), 0) AS prev_span,
             COALESCE(sum(total), 0) AS total
      -- cash received: each payment (less its refunds) on its own date
      FROM (SELECT amount - "refundedAmount" AS total, "paidAt" AS at FROM payments WHERE "userId" = $1::uuid AND currency = '${DEFAULT_CURRENCY}') paid, b
    ), o AS (
      SELECT COALESCE(json_agg(json_build_object('currency', currency, 'amount', owed::numeric(14,2)::text,
               'overdue', late::numeric(14,2)::text, 'invoices', n) ORDER BY owed DESC, currency), '[]') AS owed
      FROM (SELECT currency, sum(total - "amountPaid") AS owed, count(*) AS n,
                   COALESCE(sum(total - "amountPaid") FILTER (WHERE status = 'overdue' OR "dueDate" < d.today), 0) AS late
            FROM invoices, d WHERE "userId" = $1::uuid AND status IN ('sent', 'overdue') AND total > "amountPaid" GROUP BY currency) x
    ), gone AS (
      -- clients and projects deleted this month that already existed when it began (no 'created' line this month)
      SELECT count(*) FILTER (WHERE x."entityType" = 'client') AS clients, count(*) FILTER (WHERE x."entityType" = 'project') AS projects
      FROM activities x, b
      WHERE x."userId" = $1::uuid AND x."entityType" IN ('client', 'project') AND x.action = 'deleted' AND x."createdAt" >= b.month_start
        AND NOT EXISTS (SELECT 1 FROM activities y WHERE y."userId" = $1::uuid AND y."entityId" = x."entityId"
                          AND y.action = 'created' AND y."createdAt" >= b.month_start)
    )
    SELECT c.total AS "totalClients", c.before + gone.clients AS "clientsBefore",
      p.total AS "totalProjects", p.before + gone.projects AS "projectsBefore", p.active AS "activeProjects",
      t.pending AS "pendingTasks", t.overdue AS "overdueTasks",
      i.month::numeric(14,2)::text AS "monthlyRevenue", i.prev_span::numeric(14,2)::text AS "previousMonthRevenue",
      i.total::numeric(14,2)::text AS "totalRevenue", o.owed, b."asOf"
    FROM b, c, p, t, i, o, gone`;

export async function getDashboardStats(ctx: ServiceContext): Promise<DashboardStats> {
  const uid = ctx.viewer.id;
  const rows = await withTimeZoneFallback(ctx, "dashboard", (tzFallback) => ctx.prisma.$queryRawUnsafe<StatsRow[]>(DASHBOARD_STATS_SQL, uid, tzFallback));
  const r = rows[0];
  if (!r) throw new Error("dashboard stats: the viewer's user row is missing");
  const n = Number;
  return {
    totalClients: n(r.totalClients),
    activeProjects: n(r.activeProjects),
    monthlyRevenue: r.monthlyRevenue,
    totalRevenue: r.totalRevenue,
    pendingTasks: n(r.pendingTasks),
    overdueTasks: n(r.overdueTasks),
    clientsGrowth: growth(n(r.totalClients), n(r.clientsBefore)),
    projectsGrowth: growth(n(r.totalProjects), n(r.projectsBefore)),
    revenueGrowth: growth(Number(r.monthlyRevenue), Number(r.previousMonthRevenue)),
    owed: r.owed,
    asOf: r.asOf,
  };
}

/** Percentage change from `previous` to `current`, one decimal; null when there is nothing to compare with. */
export function growth(current: number, previous: number): number | null {
  if (!previous) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export interface RevenuePoint {
  /** first and last local day of the bucket inside the window, YYYY-MM-DD */
  startDate: string;
  endDate: string;
  revenue: string;
}

export interface RevenueAnalytics {
  days: AnalyticsPeriod;
  granularity: RevenueGranularity;
  /** first and last local day of the window, YYYY-MM-DD (the last is today) */
  startDate: string;
  endDate: string;
  totalRevenue: string;
  previousRevenue: string;
  growth: number | null;
  averageProjectValue: string | null;
  series: RevenuePoint[];
}

/**
 * Revenue (payments received) over the last `days` local days (today included), against the `days` before them, with a chart series
 * per day (30), week (90, weeks from Monday) or month (365). The first and last buckets are clipped to the window, so
 * the series always adds up to totalRevenue; empty buckets are there with "0.00".
 * averageProjectValue is the mean budget of the projects created in the window that have a budget (null when none),
 * so the figure follows the period selector.
 */
/** Revenue analytics in one statement. $1 the viewer's id, $2 days, $3 'day' | 'week' | 'month', $4 a time zone or null. */
export const REVENUE_ANALYTICS_SQL = `
    WITH z AS (
      SELECT tz, (now() AT TIME ZONE tz)::date AS today
      FROM (SELECT COALESCE($4, "timeZone") AS tz FROM users WHERE id = $1::uuid) u
    ), w AS (
      SELECT tz, today, today - ($2::int - 1) AS first_day, today - (2 * $2::int - 1) AS prev_first_day FROM z
    ), paid AS (
      -- cash received: each payment (less its refunds) on its own day
      SELECT p.amount - p."refundedAmount" AS total, (p."paidAt" AT TIME ZONE w.tz)::date AS day
      FROM payments p, w
      WHERE p."userId" = $1::uuid AND p.currency = '${DEFAULT_CURRENCY}'
        AND p."paidAt" >= w.prev_first_day::timestamp AT TIME ZONE w.tz
        AND p."paidAt" < (w.today + 1)::timestamp AT TIME ZONE w.tz
    ), buckets AS (
      SELECT g::date AS bucket,
        GREATEST(g::date, w.first_day) AS start_day,
        LEAST((g + ('1 ' || $3)::interval)::date - 1, w.today) AS end_day
      FROM w, generate_series(date_trunc($3, w.first_day::timestamp), date_trunc($3, w.today::timestamp), ('1 ' || $3)::interval) g
    ), sums AS (
      SELECT date_trunc($3, p.day::timestamp)::date AS bucket, sum(p.total) AS revenue
      FROM paid p, w WHERE p.day >= w.first_day GROUP BY 1
    )
    SELECT
      to_char(w.first_day, 'YYYY-MM-DD') AS "startDate",
      to_char(w.today, 'YYYY-MM-DD') AS "endDate",
      (SELECT COALESCE(sum(total), 0)::numeric(14,2)::text FROM paid WHERE day >= w.first_day) AS "totalRevenue",
      (SELECT COALESCE(sum(total), 0)::numeric(14,2)::text FROM paid WHERE day < w.first_day) AS "previousRevenue",
      (SELECT round(avg(budget), 2)::numeric(14,2)::text FROM projects
        WHERE "userId" = $1::uuid AND budget IS NOT NULL AND "createdAt" >= w.first_day::timestamp AT TIME ZONE w.tz) AS "averageProjectValue",
      (SELECT json_agg(json_build_object(
          'startDate', to_char(b.start_day, 'YYYY-MM-DD'),
          'endDate', to_char(b.end_day, 'YYYY-MM-DD'),
          'revenue', COALESCE(s.revenue, 0)::numeric(14,2)::text) ORDER BY b.bucket)
        FROM buckets b LEFT JOIN sums s ON s.bucket = b.bucket) AS series
    FROM w`;

export async function getRevenueAnalytics(ctx: ServiceContext, days: number): Promise<RevenueAnalytics> {
  if (!isAnalyticsPeriod(days)) throw new ValidationError({ days: "Period must be 30, 90 or 365 days" });
  const unit = ANALYTICS_GRANULARITY[days];
  const rows = await withTimeZoneFallback(ctx, "dashboard", (tzFallback) => ctx.prisma.$queryRawUnsafe<{
    startDate: string; endDate: string; totalRevenue: string; previousRevenue: string; averageProjectValue: string | null;
    series: RevenuePoint[];
  }[]>(REVENUE_ANALYTICS_SQL, ctx.viewer.id, days, unit, tzFallback));
  const r = rows[0];
  if (!r) throw new Error("revenue analytics: the viewer's user row is missing");
  return {
    days, granularity: unit, startDate: r.startDate, endDate: r.endDate,
    totalRevenue: r.totalRevenue, previousRevenue: r.previousRevenue,
    growth: growth(Number(r.totalRevenue), Number(r.previousRevenue)),
    averageProjectValue: r.averageProjectValue, series: r.series,
  };
}

/** A Pothos `query` (select/include) passed through, so the caller's selection costs no extra statements. */
type Selection = Record<string, unknown>;

/** Nearest due first (undated last), then oldest first: the open tasks the Upcoming Tasks widget lists. */
const UPCOMING_TASK_ORDER: Prisma.TaskOrderByWithRelationInput[] = [
  { dueDate: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }, { id: "asc" },
];

export function listUpcomingTasks(ctx: ServiceContext, first: number, query: Selection = {}) {
  return ctx.prisma.task.findMany({
    ...query,
    where: { userId: ctx.viewer.id, ...OPEN_TASK_WHERE },
    orderBy: UPCOMING_TASK_ORDER,
    take: checkListSize(first),
  });
}

/** The REST record of GET /api/dashboard/stats: the stat cards, plus the growth figures. */
export function toDashboardStatsJson(s: DashboardStats) {
  return {
    totalClients: s.totalClients, activeProjects: s.activeProjects, monthlyRevenue: s.monthlyRevenue, totalRevenue: s.totalRevenue,
    pendingTasks: s.pendingTasks, overdueTasks: s.overdueTasks,
    clientsGrowth: s.clientsGrowth, projectsGrowth: s.projectsGrowth, revenueGrowth: s.revenueGrowth, owed: s.owed,
  };
}

/**
 * users.timeZone is checked against the runtime's (ICU) zone list when saved; should PostgreSQL's own list not know
 * the name, the figures (of the dashboard, of a report: `what`) are computed in UTC rather than failing the whole
 * screen. Costs nothing when it does.
 */
export async function withTimeZoneFallback<T>(ctx: ServiceContext, what: string, run: (tzFallback: string | null) => Promise<T>): Promise<T> {
  try {
    return await run(null);
  } catch (e) {
    if (!/time zone .* not recognized/i.test(String((e as Error)?.message ?? ""))) throw e;
    ctx.log.warn({ userId: ctx.viewer.id, err: e }, `unknown time zone in PostgreSQL; ${what} computed in UTC`);
    return run("UTC");
  }
}
