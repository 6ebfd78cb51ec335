/**
 * Calendar days and wall-clock times in an IANA time zone, with Intl only. Days are "YYYY-MM-DD". A missing or
 * unknown zone means the runtime's own (the browser's).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Whether the runtime knows the IANA zone (e.g. "Europe/Paris", "UTC"). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA zone the runtime knows, else undefined (the runtime's own zone). */
export function safeTimeZone(timeZone: string | null | undefined): string | undefined {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : undefined;
}

/** The runtime's own IANA zone (the browser's), or undefined when it does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function wallClock(timeZone: string, at: Date) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit",
      hour: "2-digit", minute: "2-digit", second: "2-digit" });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { y: +p.year, m: +p.month, d: +p.day, h: +p.hour, mi: +p.minute, s: +p.second };
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function offsetMs(timeZone: string, at: Date): number {
  const p = wallClock(timeZone, at);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.mi, p.s) - Math.floor(at.getTime() / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The calendar day an instant falls on in the zone. */
export function calendarDay(at: Date, timeZone?: string | null): string {
  const tz = safeTimeZone(timeZone);
  if (!tz) return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const p = wallClock(tz, at);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}`;
}

/** The instant a wall-clock time of a day happens in the zone (across a DST change, the offset after it). */
export function instantOn(day: string, timeZone?: string | null, h = 0, mi = 0, s = 0, ms = 0): Date {
  const [y, m, d] = day.split("-").map(Number);
  const tz = safeTimeZone(timeZone);
  if (!tz) return new Date(y, m - 1, d, h, mi, s, ms);
  const wall = Date.UTC(y, m - 1, d, h, mi, s, ms);
  let t = wall - offsetMs(tz, new Date(wall));
  t = wall - offsetMs(tz, new Date(t));
  return new Date(t);
}
