import { isHttpUrl } from "@common/validation";
import { dateTimeFormat } from "@common/timezone";

const toDate = (value: unknown): Date | null => {
  const d = typeof value === "string" || value instanceof Date ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/** An event's start as the browser writes dates in its own locale and zone ('Nov 27, 2026, 10:00 AM'). */
export function formatEventStart(value: unknown): string {
  const d = toDate(value);
  return d ? dateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(d) : "";
}

/** A time of day as the browser writes it, short: '10 AM' on the hour, '10:30 AM' otherwise. */
export function formatEventTime(value: unknown): string {
  const d = toDate(value);
  if (!d) return "";
  return dateTimeFormat(undefined, d.getMinutes() === 0 ? { hour: "numeric" } : { hour: "numeric", minute: "2-digit" }).format(d);
}

/** The href of a meeting link, or null when it is not an absolute http(s) URL (never a `javascript:` link). */
export function safeMeetingUrl(url: string | null | undefined): string | null {
  const v = url?.trim();
  return v && isHttpUrl(v) ? v : null;
}
