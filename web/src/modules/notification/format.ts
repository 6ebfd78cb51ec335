const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
import { dateTimeFormat } from "@common/timezone";

const STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** How long ago a moment was, in words: 'just now', '5 minutes ago', 'yesterday', '3 weeks ago'; "" when invalid. */
export function timeAgo(value: string, now: Date = new Date()): string {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return "";
  let amount = (at - now.getTime()) / 1000;
  if (Math.abs(amount) < 45) return "just now";
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return "";
}

/** The moment in full, for the tooltip next to the relative time: 'Mar 5, 2026, 3:04 PM'. */
export function fullTime(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime())
    ? ""
    : dateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }).format(d);
}

/** A notification's link when it is a path inside the app ('/messages?id=...'); null for anything else. */
export function appPath(link: string | null | undefined): string | null {
  return link && link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\") ? link : null;
}
