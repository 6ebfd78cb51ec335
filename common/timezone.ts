/**
 * Calendar days and wall-clock times in an IANA time zone, with Intl only. Days are "YYYY-MM-DD". A missing or
 * unknown zone means the runtime's own (the browser's).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat made once per locale and options and kept: making one costs about 60 times what formatting
 * with it does, and a list formats a date per row. A zone the runtime does not know throws, as the constructor does,
 * and is not kept, so what is kept is bounded by the runtime's zones and the options the code uses.
 */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formats.set(key, f);
  }
  return f;
}

/** Whether the runtime knows the IANA zone (e.g. "Europe/Paris", "UTC"). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    dateTimeFormat("en-US", { timeZone });
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
  const f = dateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit",
    hour: "2-digit", minute: "2-digit", second: "2-digit" });
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

const DAY_MS = 86_400_000;

/**
 * The instant of a wall-clock time (`wall`: its fields written as UTC, in ms) in a zone whose offset at an instant is
 * `offsetAt`, by RFC 5545's rule (§3.3.5), the same in every zone: a time that falls in a gap (the spring change)
 * takes the offset before the gap, so 02:30 on the night New York or Berlin moves to summer time is 03:30 of the new
 * offset; a time that happens twice (the fall change) is its first occurrence, the one in the offset before the change.
 * The offsets a day before and after stand for the two sides of a change (no zone changes twice within two days).
 */
export function wallClockInstant(wall: number, offsetAt: (t: number) => number): number {
  const before = offsetAt(wall - DAY_MS);
  const after = offsetAt(wall + DAY_MS);
  const fits = (offset: number) => offsetAt(wall - offset) === offset;
  if (fits(before) && fits(after)) return Math.min(wall - before, wall - after);
  if (fits(before)) return wall - before;
  if (fits(after)) return wall - after;
  // in the gap: the offset before it
  return wall - before;
}

/** The instant a wall-clock time of a day happens in the zone (RFC 5545's rule across a DST change: wallClockInstant). */
export function instantOn(day: string, timeZone?: string | null, h = 0, mi = 0, s = 0, ms = 0): Date {
  const [y, m, d] = day.split("-").map(Number);
  const tz = safeTimeZone(timeZone);
  if (!tz) return new Date(y, m - 1, d, h, mi, s, ms);
  return new Date(wallClockInstant(Date.UTC(y, m - 1, d, h, mi, s, ms), (t) => offsetMs(tz, new Date(t))));
}
