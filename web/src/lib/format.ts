/**
 * Formatting shared by the modules (en-US): calendar days (money: formatMoney of common/money.ts; initials and phone
 * links: common/user-display.ts).
 */
import { dateTimeFormat, safeTimeZone } from "@common/timezone";
import { dayLabel, isDay } from "@common/day";

/** A moment as a short US date in the given zone (the browser's when none or unknown): 'Nov 22, 2026'. */
export function formatShortDate(date: Date, timeZone?: string | null): string {
  return dateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: safeTimeZone(timeZone) }).format(date);
}

/**
 * A date from the server as a short US date ('Mar 5, 2026'): a day (YYYY-MM-DD: a due date, an issue date) as it is, an
 * instant as its day in the zone; null when there is none or it is invalid.
 */
export function formatDay(value: string | null | undefined, timeZone?: string | null): string | null {
  if (!value) return null;
  if (isDay(value)) return dayLabel(value);
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : formatShortDate(d, timeZone);
}

