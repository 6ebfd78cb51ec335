/** Reports & Analytics: the period selector and the texts both sides share. */

/**
 * The period selector of the Reports screen. It scopes the revenue figures only: Total Revenue, the Revenue
 * Breakdown, Payment Success Rate and the invoice rows of the export. Everything else (client and project counts,
 * Monthly Revenue, which is always this month to date, the other performance metrics and the 12-month chart) is the
 * same whatever the period.
 *
 * Periods are calendar spans of the workspace's time zone ending today (today included): this month, the last 30
 * days, this quarter, this year; "all" has no bounds.
 */
export const REPORT_PERIODS = ["month", "last30", "quarter", "year", "all"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = "all";

export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  month: "This month",
  last30: "Last 30 days",
  quarter: "This quarter",
  year: "This year",
  all: "All time",
};

export const REPORT_PERIOD_MESSAGE = "Period must be month, last30, quarter, year or all";

export function isReportPeriod(value: unknown): value is ReportPeriod {
  return REPORT_PERIODS.includes(value as ReportPeriod);
}


/** How many months the paid-revenue chart shows (this month included). */
export const REPORT_SERIES_MONTHS = 12;

/** A rounded percentage of part in whole (half up), 0 when whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * 100) / whole) : 0;
}

/** The file name of the export: clientfolio-report-YYYY-MM-DD.csv (the workspace's today). */
export function reportFileName(today: string): string {
  return `clientfolio-report-${today}.csv`;
}
