/**
 * Formatting of the dashboard's figures (en-US): axis amounts, dates in the viewer's time zone, relative times,
 * growth labels.
 */
import { formatGrowth } from "@common/dashboard";
import { dateTimeFormat, safeTimeZone } from "@common/timezone";

/** Axis labels: $0, $500, $1.5k, $12k, $1.2M. */
export function formatMoneyShort(n: number): string {
  const abs = Math.abs(n);
  const trim = (x: number) => String(Math.round(x * 10) / 10);
  if (abs >= 1_000_000) return `$${trim(n / 1_000_000)}M`;
  if (abs >= 1_000) return `$${trim(n / 1_000)}k`;
  return `$${Math.round(n)}`;
}

/** Today in long US format in the given zone: 'Sunday, November 22, 2026'. */
export function formatLongDate(date: Date, timeZone?: string | null): string {
  return dateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: safeTimeZone(timeZone),
  }).format(date);
}

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** '5 minutes ago', 'yesterday', '3 weeks ago'; 'just now' under a minute. */
export function formatRelativeTime(value: Date | string, now: Date = new Date()): string {
  const then = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(then.getTime())) return "";
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return "just now";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}

export type GrowthTone = "up" | "down" | "flat" | "new" | "none";

/**
 * A growth figure as shown under a stat: '+12%' (up), '-3%' (down), '0%' (flat), 'New' when there was nothing to
 * compare with but there is something now, '—' when both periods are empty.
 */
export function growthLabel(growth: number | null | undefined, current?: number | string | null): { text: string; tone: GrowthTone } {
  const text = formatGrowth(growth, current);
  if (text === null) return { text: "—", tone: "none" };
  if (text === "New") return { text, tone: "new" };
  if (text.startsWith("+")) return { text, tone: "up" };
  if (text.startsWith("-")) return { text, tone: "down" };
  return { text, tone: "flat" };
}

/** '{n} overdue' under Pending Tasks. */
export const overdueLabel = (n: number) => `${n} overdue`;
