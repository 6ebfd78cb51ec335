/** Dashboard constants and helpers shared by the API and the web dashboard. */

/** Revenue Analytics period selector: Last 30 days, Last 90 days, Last year. */
export const ANALYTICS_PERIODS = [30, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = { 30: "Last 30 days", 90: "Last 90 days", 365: "Last year" };

export function isAnalyticsPeriod(days: unknown): days is AnalyticsPeriod {
  return ANALYTICS_PERIODS.includes(days as AnalyticsPeriod);
}

/** How the revenue chart of a period is bucketed: per day (30), per week (90), per month (365). */
export type RevenueGranularity = "day" | "week" | "month";
export const ANALYTICS_GRANULARITY: Record<AnalyticsPeriod, RevenueGranularity> = { 30: "day", 90: "week", 365: "month" };

/** The dashboard's h1, on the page and in the first screen the server draws into the app's HTML. */
export const DASHBOARD_TITLE = "Dashboard";

/** The dashboard's subtitle greeting the user by first name (without one: "Welcome back! ..."). */
export function welcomeText(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return `Welcome back${name ? `, ${name}` : ""}! Here's what's happening with your business today.`;
}

export const RECENT_PROJECTS_COUNT = 3;
export const UPCOMING_TASKS_COUNT = 4;
export const RECENT_ACTIVITY_COUNT = 10;
/** The most entries the recent-activity and upcoming-tasks lists give at once. */
export const DASHBOARD_LIST_MAX = 20;

/**
 * The label of a growth figure (a percentage against the previous period, null when that period had nothing to
 * compare with): "+12%", "-3%", "0%"; "New" when there was nothing before and there is something now; null (show
 * nothing) when both periods are empty.
 */
export function formatGrowth(growth: number | null | undefined, current?: number | string | null): string | null {
  if (growth === null || growth === undefined) return Number(current ?? 0) > 0 ? "New" : null;
  const rounded = Math.round(growth);
  if (rounded === 0) return "0%";
  return `${rounded > 0 ? "+" : ""}${rounded}%`;
}
