import { Readable } from "node:stream";
import type { ServiceContext } from "../../context";
import { DEFAULT_CURRENCY } from "@common/money";
import { ValidationError } from "../../errors";
import { withTimeZoneFallback } from "../dashboard";
import {
  DEFAULT_REPORT_PERIOD, REPORT_PERIOD_LABELS, REPORT_PERIOD_MESSAGE, REPORT_SERIES_MONTHS,
  isReportPeriod, percentOf, reportFileName, type ReportPeriod,
} from "@common/report";

/*
 * Reports & Analytics: every figure of the screen computed by PostgreSQL in ONE statement of aggregates over the
 * viewer's rows (never rows summed in JS), whatever the amount of data. Money stays numeric in SQL and travels as
 * decimal strings with two places.
 *
 * Definitions (the revenue ones are the dashboard's, so the two screens agree):
 * - Revenue is cash received: the payments (less their refunds), each dated by its own date (paidAt) and counted in
 *   its own currency, whatever its invoice's status (a part payment of a sent invoice is revenue when it arrives).
 * - Monthly Revenue is month to date: from the first of the current month to the end of today, in the workspace's
 *   time zone (users.timeZone).
 * - An invoice's date in a period (the breakdown's counts): a paid invoice by its paidDate, any other by its issue date.
 * - The Revenue Breakdown: `paid` is the revenue of the period; `pending` and `overdue` what is still owed on sent and
 *   overdue invoices (their total less what was paid: a partly paid invoice counts under its status with its balance);
 *   `draft` the drafts' totals.
 * - The period (common/report.ts) scopes Total Revenue, the Revenue Breakdown and Payment Success Rate; "all" (the
 *   default) is the whole history, so Total Revenue is then the sum of every payment.
 * - Money figures are per currency: the main ones are USD (DEFAULT_CURRENCY); every other currency used by an
 *   invoice has its own figures in `currencies`, never added into the USD ones. Counts and rates span every currency.
 * - Client Summary counts active and inactive clients and the total (archived ones are in the total only).
 * - Avg. Project Value is the mean budget of the projects that have one (null when none); Completion Rate, Active
 *   Client Rate and Payment Success Rate are whole percentages rounded half up, 0 when there is nothing to divide by.
 * - The chart is the USD revenue (payments) of each of the last 12 calendar months (this month to date included), empty
 *   months at 0.00.
 */

export interface CurrencyFigures {
  currency: string;
  /** paid revenue in the period */
  totalRevenue: string;
  /** paid revenue this month to date (whatever the period) */
  monthlyRevenue: string;
  /** sums of total by status, in the period */
  paid: string;
  pending: string;
  overdue: string;
  draft: string;
  /** invoices in this currency in the period, any status */
  invoiceCount: number;
}

export interface ReportMonth {
  /** YYYY-MM */
  month: string;
  revenue: string;
}

export interface Report {
  period: ReportPeriod;
  periodLabel: string;
  /** first local day of the period (YYYY-MM-DD), null for "all" */
  periodStart: string | null;
  /** today in the workspace's zone, YYYY-MM-DD */
  today: string;
  timeZone: string;
  currency: string;
  totalClients: number;
  activeProjects: number;
  totalRevenue: string;
  monthlyRevenue: string;
  clients: { active: number; inactive: number; total: number };
  projects: { planning: number; active: number; completed: number; cancelled: number; total: number };
  revenueBreakdown: {
    paid: string; pending: string; overdue: string; draft: string;
    paidCount: number; pendingCount: number; overdueCount: number; draftCount: number;
    /** invoices in the period, any status and currency */
    invoiceCount: number;
  };
  performance: { averageProjectValue: string | null; completionRate: number; activeClientRate: number; paymentSuccessRate: number };
  series: ReportMonth[];
  /** the main currency first (always there), then every other currency an invoice of the workspace uses, by code */
  currencies: CurrencyFigures[];
  asOf: Date;
}

interface ReportRow {
  tz: string; today: string; periodStart: string | null; asOf: Date;
  clientsTotal: bigint; clientsActive: bigint; clientsInactive: bigint;
  projectsTotal: bigint; projectsPlanning: bigint; projectsActive: bigint; projectsCompleted: bigint; projectsCancelled: bigint;
  averageBudget: string | null;
  invoiceCount: bigint; paidCount: bigint; pendingCount: bigint; overdueCount: bigint; draftCount: bigint;
  currencies: { currency: string; totalRevenue: string; monthlyRevenue: string; paid: string; pending: string; overdue: string; draft: string; invoiceCount: number }[];
  series: ReportMonth[];
}

/**
 * The whole report in one statement. $1 the viewer's id, $2 a time zone overriding users.timeZone (or null), $3 the
 * period, $4 the main currency, $5 the number of months of the chart.
 */
export const REPORT_SQL = `
    WITH z AS (
      SELECT tz, now() AS "asOf", (now() AT TIME ZONE tz)::date AS today
      FROM (SELECT COALESCE($2, "timeZone") AS tz FROM users WHERE id = $1::uuid) u
    ), w AS (
      SELECT tz, "asOf", today,
        date_trunc('month', today)::date::timestamp AT TIME ZONE tz AS month_start,
        (today + 1)::timestamp AT TIME ZONE tz AS tomorrow_start,
        CASE $3::text
          WHEN 'month' THEN date_trunc('month', today)::date
          WHEN 'last30' THEN today - 29
          WHEN 'quarter' THEN date_trunc('quarter', today)::date
          WHEN 'year' THEN date_trunc('year', today)::date
        END AS period_first,
        (date_trunc('month', today) - ($5::int - 1) * interval '1 month')::date AS series_first
      FROM z
    ), c AS (
      SELECT count(*) AS total, count(*) FILTER (WHERE status = 'active') AS active, count(*) FILTER (WHERE status = 'inactive') AS inactive
      FROM clients WHERE "userId" = $1::uuid
    ), p AS (
      SELECT count(*) AS total,
        count(*) FILTER (WHERE status = 'planning') AS planning, count(*) FILTER (WHERE status = 'active') AS active,
        count(*) FILTER (WHERE status = 'completed') AS completed, count(*) FILTER (WHERE status = 'cancelled') AS cancelled,
        round(avg(budget), 2)::numeric(14,2)::text AS avg_budget
      FROM projects WHERE "userId" = $1::uuid
    ), inv AS (
      SELECT i.currency, i.status, i.total, i.total - i."amountPaid" AS owed, d.at,
        (w.period_first IS NULL OR (d.at >= w.period_first::timestamp AT TIME ZONE w.tz AND d.at < w.tomorrow_start)) AS in_period
      FROM invoices i CROSS JOIN w
        CROSS JOIN LATERAL (SELECT i."issueDate"::timestamp AT TIME ZONE w.tz AS issued) x
        CROSS JOIN LATERAL (SELECT CASE WHEN i.status = 'paid' THEN COALESCE(i."paidDate", x.issued) ELSE x.issued END AS at) d
      WHERE i."userId" = $1::uuid
    ), pay AS (
      -- revenue is cash received: each payment (less its refunds) on its own date, in its own currency
      SELECT p.currency, p.amount - p."refundedAmount" AS amount, p."paidAt" AS at,
        (w.period_first IS NULL OR (p."paidAt" >= w.period_first::timestamp AT TIME ZONE w.tz AND p."paidAt" < w.tomorrow_start)) AS in_period,
        (p."paidAt" >= w.month_start AND p."paidAt" < w.tomorrow_start) AS this_month
      FROM payments p CROSS JOIN w
      WHERE p."userId" = $1::uuid
    ), cur AS (
      SELECT currency, sum(paid) AS paid, sum(pending) AS pending, sum(overdue) AS overdue, sum(draft) AS draft, sum(month) AS month, sum(n) AS n
      FROM (
        SELECT currency, 0 AS paid,
          COALESCE(sum(owed) FILTER (WHERE in_period AND status = 'sent'), 0) AS pending,
          COALESCE(sum(owed) FILTER (WHERE in_period AND status = 'overdue'), 0) AS overdue,
          COALESCE(sum(total) FILTER (WHERE in_period AND status = 'draft'), 0) AS draft,
          0 AS month, count(*) FILTER (WHERE in_period) AS n
        FROM inv GROUP BY currency
        UNION ALL
        SELECT currency, COALESCE(sum(amount) FILTER (WHERE in_period), 0), 0, 0, 0, COALESCE(sum(amount) FILTER (WHERE this_month), 0), 0
        FROM pay GROUP BY currency
        UNION ALL
        SELECT $4::text, 0, 0, 0, 0, 0, 0
      ) u GROUP BY currency
    ), n AS (
      SELECT count(*) FILTER (WHERE in_period) AS total,
        count(*) FILTER (WHERE in_period AND status = 'paid') AS paid, count(*) FILTER (WHERE in_period AND status = 'sent') AS pending,
        count(*) FILTER (WHERE in_period AND status = 'overdue') AS overdue, count(*) FILTER (WHERE in_period AND status = 'draft') AS draft
      FROM inv
    ), months AS (
      SELECT g::date AS first FROM w, generate_series(w.series_first::timestamp, date_trunc('month', w.today::timestamp), interval '1 month') g
    ), sums AS (
      SELECT date_trunc('month', pay.at AT TIME ZONE w.tz)::date AS first, sum(pay.amount) AS revenue
      FROM pay, w
      WHERE pay.currency = $4::text
        AND pay.at >= w.series_first::timestamp AT TIME ZONE w.tz AND pay.at < w.tomorrow_start
      GROUP BY 1
    )
    SELECT w.tz, to_char(w.today, 'YYYY-MM-DD') AS today, to_char(w.period_first, 'YYYY-MM-DD') AS "periodStart", w."asOf",
      c.total AS "clientsTotal", c.active AS "clientsActive", c.inactive AS "clientsInactive",
      p.total AS "projectsTotal", p.planning AS "projectsPlanning", p.active AS "projectsActive",
      p.completed AS "projectsCompleted", p.cancelled AS "projectsCancelled", p.avg_budget AS "averageBudget",
      n.total AS "invoiceCount", n.paid AS "paidCount", n.pending AS "pendingCount", n.overdue AS "overdueCount", n.draft AS "draftCount",
      (SELECT json_agg(json_build_object(
          'currency', cur.currency,
          'totalRevenue', cur.paid::numeric(14,2)::text, 'monthlyRevenue', cur.month::numeric(14,2)::text,
          'paid', cur.paid::numeric(14,2)::text, 'pending', cur.pending::numeric(14,2)::text,
          'overdue', cur.overdue::numeric(14,2)::text, 'draft', cur.draft::numeric(14,2)::text,
          'invoiceCount', cur.n) ORDER BY cur.currency <> $4::text, cur.currency)
        FROM cur) AS currencies,
      (SELECT json_agg(json_build_object('month', to_char(m.first, 'YYYY-MM'), 'revenue', COALESCE(s.revenue, 0)::numeric(14,2)::text) ORDER BY m.first)
        FROM months m LEFT JOIN sums s ON s.first = m.first) AS series
    FROM w, c, p, n`;

function parseReportPeriod(value: unknown): ReportPeriod {
  if (value === undefined || value === null || value === "") return DEFAULT_REPORT_PERIOD;
  if (!isReportPeriod(value)) throw new ValidationError({ period: REPORT_PERIOD_MESSAGE });
  return value;
}

export async function getReport(ctx: ServiceContext, periodInput?: unknown): Promise<Report> {
  const period = parseReportPeriod(periodInput);
  const rows = await withTimeZoneFallback(ctx, "report", (tz) =>
    ctx.prisma.$queryRawUnsafe<ReportRow[]>(REPORT_SQL, ctx.viewer.id, tz, period, DEFAULT_CURRENCY, REPORT_SERIES_MONTHS));
  const r = rows[0];
  if (!r) throw new Error("report: the viewer's user row is missing");
  const n = Number;
  const currencies: CurrencyFigures[] = r.currencies.map((x) => ({ ...x, invoiceCount: n(x.invoiceCount) }));
  const main = currencies.find((x) => x.currency === DEFAULT_CURRENCY)!;
  const clients = { active: n(r.clientsActive), inactive: n(r.clientsInactive), total: n(r.clientsTotal) };
  const projects = {
    planning: n(r.projectsPlanning), active: n(r.projectsActive), completed: n(r.projectsCompleted), cancelled: n(r.projectsCancelled),
    total: n(r.projectsTotal),
  };
  const invoiceCount = n(r.invoiceCount);
  const paidCount = n(r.paidCount);
  return {
    period,
    periodLabel: REPORT_PERIOD_LABELS[period],
    periodStart: r.periodStart,
    today: r.today,
    timeZone: r.tz,
    currency: DEFAULT_CURRENCY,
    totalClients: clients.total,
    activeProjects: projects.active,
    totalRevenue: main.totalRevenue,
    monthlyRevenue: main.monthlyRevenue,
    clients,
    projects,
    revenueBreakdown: {
      paid: main.paid, pending: main.pending, overdue: main.overdue, draft: main.draft,
      paidCount, pendingCount: n(r.pendingCount), overdueCount: n(r.overdueCount), draftCount: n(r.draftCount), invoiceCount,
    },
    performance: {
      averageProjectValue: r.averageBudget,
      completionRate: percentOf(projects.completed, projects.total),
      activeClientRate: percentOf(clients.active, clients.total),
      paymentSuccessRate: percentOf(paidCount, invoiceCount),
    },
    series: r.series,
    currencies,
    asOf: r.asOf,
  };
}

// ---- the CSV export ---------------------------------------------------------------------------------------------

interface ReportInvoiceRow {
  invoiceNumber: string;
  clientName: string;
  status: string;
  currency: string;
  issueDate: string;
  dueDate: string;
  paidDate: string | null;
  subtotal: string;
  taxAmount: string;
  total: string;
  cursorIssueDate: string;
  cursorId: string;
}

/** The invoices the export reads per statement. */
const EXPORT_PAGE = 1_000;

/**
 * The invoices of the period (dated as in the report), oldest first, with their client's name, dates as calendar
 * days of the workspace's zone: one page of EXPORT_PAGE rows per statement, after a cursor (the last row's issue
 * date, number and id; none for the first page). $1 the viewer, $2 the zone, $3 the period's first day or null,
 * $4 today, $5 $6 $7 the cursor or nulls, $8 the page size.
 */
export const REPORT_INVOICES_SQL = `
    SELECT i."invoiceNumber", c.name AS "clientName", i.status, i.currency,
      to_char(i."issueDate", 'YYYY-MM-DD') AS "issueDate",
      to_char(i."dueDate", 'YYYY-MM-DD') AS "dueDate",
      to_char(i."paidDate" AT TIME ZONE $2, 'YYYY-MM-DD') AS "paidDate",
      i.subtotal::numeric(14,2)::text AS subtotal, i."taxAmount"::numeric(14,2)::text AS "taxAmount", i.total::numeric(14,2)::text AS total,
      i."issueDate"::text AS "cursorIssueDate", i.id::text AS "cursorId"
    FROM invoices i
      JOIN clients c ON c.id = i."clientId" AND c."userId" = $1::uuid
      CROSS JOIN LATERAL (SELECT i."issueDate"::timestamp AT TIME ZONE $2 AS issued) x
      CROSS JOIN LATERAL (SELECT CASE WHEN i.status = 'paid' THEN COALESCE(i."paidDate", x.issued) ELSE x.issued END AS at) d
    WHERE i."userId" = $1::uuid
      AND ($3::date IS NULL OR (d.at >= $3::date::timestamp AT TIME ZONE $2 AND d.at < ($4::date + 1)::timestamp AT TIME ZONE $2))
      AND ($5::date IS NULL OR (i."issueDate", i."invoiceNumber", i.id) > ($5::date, $6::text, $7::uuid))
    ORDER BY i."issueDate", i."invoiceNumber", i.id
    LIMIT $8`;

/** A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return first) gets a quote first. */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * One RFC 4180 field: quoted when it holds a comma, a semicolon, a quote, a line break or surrounding spaces; quotes
 * doubled. The semicolon is the list separator of spreadsheets in many locales (French, German, ...): unquoted,
 * `x;=1+1` would open there as two cells, the second a live formula.
 */
export function csvField(value: string | number | null | undefined): string {
  const s = neutralizeFormula(value === null || value === undefined ? "" : String(value));
  return /[",;\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function csvLine(fields: (string | number | null | undefined)[]): string {
  return fields.map(csvField).join(",") + "\r\n";
}

/** The figures of the report as CSV records: Section, Figure, Currency, Value. */
function reportFigureRows(r: Report): (string | number | null)[][] {
  const rows: (string | number | null)[][] = [
    ["Section", "Figure", "Currency", "Value"],
    ["Report", "Period", null, r.periodLabel],
    ["Report", "From", null, r.periodStart ?? ""],
    ["Report", "To", null, r.today],
    ["Report", "Time zone", null, r.timeZone],
    ["Report", "Generated at", null, r.asOf.toISOString()],
    ["Stat cards", "Total Clients", null, r.totalClients],
    ["Stat cards", "Active Projects", null, r.activeProjects],
    ["Stat cards", "Total Revenue", r.currency, r.totalRevenue],
    ["Stat cards", "Monthly Revenue", r.currency, r.monthlyRevenue],
    ["Client Summary", "Active", null, r.clients.active],
    ["Client Summary", "Inactive", null, r.clients.inactive],
    ["Client Summary", "Total", null, r.clients.total],
    ["Project Status", "Planning", null, r.projects.planning],
    ["Project Status", "Active", null, r.projects.active],
    ["Project Status", "Completed", null, r.projects.completed],
    ["Project Status", "Cancelled", null, r.projects.cancelled],
  ];
  for (const c of r.currencies) {
    for (const [key, label] of [["paid", "Paid"], ["pending", "Pending"], ["overdue", "Overdue"], ["draft", "Draft"]] as const) {
      rows.push(["Revenue Breakdown", label, c.currency, c[key]]);
    }
  }
  for (const c of r.currencies.filter((x) => x.currency !== r.currency)) {
    rows.push(["Other currencies", "Total Revenue", c.currency, c.totalRevenue], ["Other currencies", "Monthly Revenue", c.currency, c.monthlyRevenue]);
  }
  rows.push(
    ["Performance Metrics", "Avg. Project Value", r.currency, r.performance.averageProjectValue ?? ""],
    ["Performance Metrics", "Completion Rate (%)", null, r.performance.completionRate],
    ["Performance Metrics", "Active Client Rate (%)", null, r.performance.activeClientRate],
    ["Performance Metrics", "Payment Success Rate (%)", null, r.performance.paymentSuccessRate],
  );
  for (const m of r.series) rows.push(["Paid revenue by month", m.month, r.currency, m.revenue]);
  return rows;
}

const INVOICE_CSV_HEADER = ["Invoice number", "Client", "Status", "Currency", "Issue date", "Due date", "Paid date", "Subtotal", "Tax", "Total"];

/**
 * The export: every figure of the report, a blank line, then every invoice of the period. The report is one
 * statement, the invoices one per EXPORT_PAGE rows, read by cursor as the answer is sent: the CSV is streamed, one
 * page's text at a time, so no slice of the work holds the event loop long whatever the amount of data. Returns the
 * file name and the CSV as a stream (the report is read, and a bad period refused, before anything is sent).
 */
export async function exportReportCsv(ctx: ServiceContext, periodInput?: unknown): Promise<{ fileName: string; csv: Readable }> {
  const report = await getReport(ctx, periodInput);
  async function* lines(): AsyncGenerator<string> {
    yield reportFigureRows(report).map(csvLine).join("") + "\r\n" + csvLine(INVOICE_CSV_HEADER);
    let after: ReportInvoiceRow | null = null;
    for (;;) {
      const page: ReportInvoiceRow[] = await ctx.prisma.$queryRawUnsafe<ReportInvoiceRow[]>(REPORT_INVOICES_SQL, ctx.viewer.id, report.timeZone,
        report.periodStart, report.today, after?.cursorIssueDate ?? null, after?.invoiceNumber ?? null, after?.cursorId ?? null, EXPORT_PAGE);
      let csv = "";
      for (const i of page) {
        csv += csvLine([i.invoiceNumber, i.clientName, i.status, i.currency, i.issueDate, i.dueDate, i.paidDate, i.subtotal, i.taxAmount, i.total]);
      }
      if (csv) yield csv;
      if (page.length < EXPORT_PAGE) return;
      after = page[page.length - 1];
    }
  }
  return { fileName: reportFileName(report.today), csv: Readable.from(lines(), { objectMode: false }) };
}
