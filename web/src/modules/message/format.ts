import { calendarDay, dateTimeFormat, safeTimeZone } from "@common/timezone";
import { EXCERPT_LENGTH } from "./texts";

/** A moment from the server as a short US date and time in the workspace's zone: 'Mar 5, 2026, 3:04 PM'; null when invalid. */
export function formatDateTime(value: string | null | undefined, timeZone?: string | null): string | null {
  if (!value) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return dateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: safeTimeZone(timeZone),
  }).format(d);
}

/**
 * When the e-mail went out, next to 'Email sent' on a card: the time alone when it is the day the message was written
 * ('3:06 PM', the card shows that day), else the date and time.
 */
export function formatSentTime(sentAt: string, createdAt: string, timeZone?: string | null): string | null {
  const sent = new Date(sentAt);
  if (Number.isNaN(sent.getTime())) return null;
  const zone = safeTimeZone(timeZone);
  if (calendarDay(sent, zone) !== calendarDay(new Date(createdAt), zone)) return formatDateTime(sentAt, timeZone);
  return dateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: zone }).format(sent);
}

/** The start of a message's text for its card: whitespace runs folded, cut at a word near EXCERPT_LENGTH. */
export function excerpt(content: string): string {
  const flat = content.replace(/\s+/g, " ").trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(" ");
  return `${(space > EXCERPT_LENGTH * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
