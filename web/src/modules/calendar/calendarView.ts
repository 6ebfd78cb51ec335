import { weekStartOf, type Weekday } from "@common/calendar-page";
import { dateTimeFormat } from "@common/timezone";
import { addMonths, monthOf, visibleDays } from "./monthGrid";

export type { Weekday };

/** The calendar's views: the upcoming occurrences, a day, a week, a month, and every event as stored (its cards). */
const CALENDAR_VIEWS = ["upcoming", "day", "week", "month", "list"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The view a first visit opens with. */
const DEFAULT_VIEW: CalendarView = "week";

const VIEW_KEY = "clientfolio.calendar.view";

/** The last view used in this browser (the default when none was, or when the browser keeps nothing). */
export function storedView(): CalendarView {
  try {
    const v = window.localStorage.getItem(VIEW_KEY);
    return (CALENDAR_VIEWS as readonly string[]).includes(v ?? "") ? (v as CalendarView) : DEFAULT_VIEW;
  } catch {
    return DEFAULT_VIEW;
  }
}

/** Remembers the view used (nothing happens when the browser keeps nothing). */
export function storeView(view: CalendarView): void {
  try {
    window.localStorage.setItem(VIEW_KEY, view);
  } catch {
    // private mode or storage full: the view is not remembered
  }
}

/** The workspace's week start (the calendar settings), or the browser's locale's when it has none. */
export function weekStartDay(setting: string | null | undefined): Weekday {
  return weekStartOf(setting, navigator.language);
}

/** The local midnight starting the day of `d`. */
export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** `?date=YYYY-MM-DD` (a hub's event: the day of its occurrence): the day the views open at, as a local midnight. */
export function linkedDay(value: string | null): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) || d.getDate() !== Number(m[3]) ? null : d;
}

/** The local midnight `n` days after (before) the day of `d`: a calendar day, across daylight-saving changes. */
export const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/** The first day of the week holding `d`, weeks starting on `first`. */
export function startOfWeek(d: Date, first: Weekday): Date {
  return addDays(d, -((d.getDay() - first + 7) % 7));
}

/** What a view shows around a day: its days (the grid's columns; the month's whole weeks) and [from, to). */
export function viewRange(view: CalendarView, anchor: Date, first: Weekday): { days: Date[]; from: Date; to: Date } {
  if (view === "month") return visibleDays(monthOf(anchor), first);
  const from = view === "week" ? startOfWeek(anchor, first) : startOfDay(anchor);
  const count = view === "week" ? 7 : view === "day" ? 1 : UPCOMING_DAYS;
  const days = Array.from({ length: count }, (_, i) => addDays(from, i));
  return { days, from, to: addDays(from, count) };
}

/** The upcoming list's first window, in days from today; 'Show more' adds as many. */
export const UPCOMING_DAYS = 30;

/** The day shown after a step back (-1) or forward (1) in a view. */
export function stepAnchor(view: CalendarView, anchor: Date, delta: -1 | 1): Date {
  if (view === "month") {
    const m = addMonths(monthOf(anchor), delta);
    return new Date(m.year, m.month, 1);
  }
  return addDays(anchor, view === "week" ? 7 * delta : view === "upcoming" ? UPCOMING_DAYS * delta : delta);
}

/** A view's heading: 'November 2026', '30 Nov – 6 Dec 2026', 'Monday, 30 November 2026'. */
export function viewTitle(view: CalendarView, days: Date[], anchor: Date): string {
  if (view === "month") return dateTimeFormat(undefined, { month: "long", year: "numeric" }).format(anchor);
  if (view === "day") return dateTimeFormat(undefined, { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(anchor);
  const first = days[0];
  const last = days[days.length - 1];
  try {
    return dateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" }).formatRange(first, last);
  } catch {
    return `${first.toLocaleDateString()} – ${last.toLocaleDateString()}`;
  }
}

/** Minutes since local midnight of the day starting at `day` (negative before it, past 1440 after it). */
export function minutesInto(day: Date, at: Date): number {
  return Math.round((at.getTime() - day.getTime()) / 60_000) - (at.getTimezoneOffset() - day.getTimezoneOffset());
}
