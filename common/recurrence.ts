/*
 * Recurrence rules (RFC 5545 RRULE, the part the product accepts: FREQ DAILY to YEARLY, INTERVAL, COUNT or UNTIL,
 * BYDAY, BYMONTHDAY, BYMONTH, WKST): read, checked with the messages the form shows, and expanded, in the browser and
 * the server alike, without a library.
 *
 * Expansion works on "floating" times (a wall clock written as if it were UTC, see the server's calendar.recurrence.ts)
 * and on day numbers. Its work is bounded by the window asked for, never by the rule: the first period (day, week,
 * month or year) that can reach the window is computed, not walked to; a COUNT rule's occurrences before that period
 * are counted per cycle where each cycle of periods holds the same number (every rule the form writes), else walked
 * from the series' first period, which the date bounds keep within 300 years; a rule that never matches therefore
 * costs the window's periods, not a walk to year 9999. A safety cap on the days looked at ends any expansion.
 */

const WEEKDAY_CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
const FREQS = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
type Freq = (typeof FREQS)[number];
const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
  "November", "December"];

/** The dates the calendar accepts, and expands within: 1900-01-01 .. 2199-12-31 (UTC). */
const CALENDAR_MIN_DATE = "1900-01-01";
const CALENDAR_MAX_DATE = "2199-12-31";
export const CALENDAR_MIN_MS = Date.UTC(1900, 0, 1);
/** the first instant past the last day */
export const CALENDAR_END_MS = Date.UTC(2200, 0, 1);
export const DATE_RANGE_MESSAGE = `Dates must be between ${CALENDAR_MIN_DATE} and ${CALENDAR_MAX_DATE}`;

/** A rule with no occurrence within this many years of its start is refused. */
const FIRST_OCCURRENCE_YEARS = 28;
const NO_OCCURRENCE_MESSAGE = `The recurrence rule has no occurrence within ${FIRST_OCCURRENCE_YEARS} years of its start`;

export interface ParsedRule {
  freq: Freq;
  interval: number;
  count: number | null;
  /** UNTIL as written: a day, perhaps a time, and whether that time is UTC (Z) */
  until: { y: number; m: number; d: number; time: [number, number, number] | null; utc: boolean } | null;
  /** weekday 0 = Monday; n 0 = every such weekday, else the nth (negative: from the end) */
  byDay: { n: number; wd: number }[];
  byMonthDay: number[];
  byMonth: number[];
  wkst: number;
}

const DAY = 86_400_000;

/** A rule's parts as written (RRULE: prefix allowed), or null when it holds anything else. Ranges are not checked. */
export function parseRule(text: string): ParsedRule | null {
  const r: ParsedRule = { freq: "DAILY", interval: 1, count: null, until: null, byDay: [], byMonthDay: [], byMonth: [], wkst: 0 };
  let freq: Freq | null = null;
  for (const part of text.trim().replace(/^RRULE:/i, "").toUpperCase().split(";")) {
    if (!part) continue;
    const [name, value, ...rest] = part.split("=");
    if (rest.length || value === undefined || value === "") return null;
    const ints = () => (value.split(",").every((v) => /^[+-]?\d{1,3}$/.test(v)) ? value.split(",").map(Number) : null);
    switch (name) {
      case "FREQ":
        if (!(FREQS as readonly string[]).includes(value)) return null;
        freq = value as Freq;
        break;
      case "INTERVAL":
        if (!/^\d{1,4}$/.test(value) || +value < 1) return null;
        r.interval = +value;
        break;
      case "COUNT":
        if (!/^\d{1,5}$/.test(value) || +value < 1) return null;
        r.count = +value;
        break;
      case "UNTIL": {
        const u = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(value);
        if (!u) return null;
        r.until = { y: +u[1], m: +u[2], d: +u[3], time: u[4] === undefined ? null : [+u[4], +u[5], +u[6]], utc: u[7] === "Z" };
        break;
      }
      case "BYDAY":
        for (const v of value.split(",")) {
          const m = /^([+-]?\d{1,3})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(v);
          if (!m) return null;
          r.byDay.push({ n: m[1] === undefined ? 0 : Number(m[1]) || NaN, wd: WEEKDAY_CODES.indexOf(m[2] as "MO") });
        }
        break;
      case "BYMONTHDAY": {
        const v = ints();
        if (!v) return null;
        r.byMonthDay = v;
        break;
      }
      case "BYMONTH": {
        const v = ints();
        if (!v) return null;
        r.byMonth = v;
        break;
      }
      case "WKST":
        if (!(WEEKDAY_CODES as readonly string[]).includes(value)) return null;
        r.wkst = WEEKDAY_CODES.indexOf(value as "MO");
        break;
      default:
        return null;
    }
  }
  if (!freq) return null;
  r.freq = freq;
  return r;
}

// ---- days ------------------------------------------------------------------------------------------------------

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The date of a day number (civil_from_days). */
function civil(z: number): { y: number; m: number; d: number } {
  z += 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number) => (m === 2 ? (isLeap(y) ? 29 : 28) : [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]);
/** Monday 0 .. Sunday 6 (1970-01-01 was a Thursday). */
const weekdayOf = (day: number) => (((day + 3) % 7) + 7) % 7;

// ---- checks ------------------------------------------------------------------------------------------------------

const list = (xs: string[]) => (xs.length <= 1 ? xs.join("") : `${xs.slice(0, -1).join(", ")} or ${xs[xs.length - 1]}`);
const untilText = (u: NonNullable<ParsedRule["until"]>) => `${u.y}${String(u.m).padStart(2, "0")}${String(u.d).padStart(2, "0")}`;

/**
 * What is wrong with a rule's parts, as the form says it (null: nothing): months, month days and weekday ordinals out
 * of range, month days no month given has, an UNTIL outside the calendar's dates. Whether it ever occurs is
 * `firstOccurrence`'s question.
 */
export function ruleRangeProblem(r: ParsedRule): string | null {
  const badMonth = r.byMonth.find((m) => m < 1 || m > 12);
  if (badMonth !== undefined) return `BYMONTH=${badMonth} is not a month (1 to 12)`;
  const badDay = r.byMonthDay.find((d) => d === 0 || d < -31 || d > 31);
  if (badDay !== undefined) return `BYMONTHDAY=${badDay} is not a day of the month (1 to 31, or -1 to -31 counted from its end)`;
  for (const { n, wd } of r.byDay) {
    const code = `${n > 0 ? "+" : ""}${n || ""}${WEEKDAY_CODES[wd]}`;
    if (Number.isNaN(n)) return "BYDAY: a weekday's number cannot be 0";
    if (n === 0) continue;
    if (r.freq === "DAILY" || r.freq === "WEEKLY") return `BYDAY=${code}: a numbered weekday needs a monthly or yearly rule`;
    const inMonth = r.freq === "MONTHLY" || r.byMonth.length > 0;
    if (inMonth && Math.abs(n) > 5) return `BYDAY=${code}: a month has at most 5 of each weekday`;
    if (Math.abs(n) > 53) return `BYDAY=${code}: a year has at most 53 of each weekday`;
  }
  if (r.byMonth.length && r.byMonthDay.length) {
    const fits = r.byMonth.some((m) => r.byMonthDay.some((d) => Math.abs(d) <= daysIn(2000, m)));
    if (!fits) {
      return `BYMONTHDAY=${r.byMonthDay.join(",")} never falls in ${list([...new Set(r.byMonth)].map((m) => MONTH_NAMES[m - 1]))}`;
    }
  }
  if (r.until) {
    const day = untilText(r.until);
    if (day < CALENDAR_MIN_DATE.replace(/-/g, "") || day > CALENDAR_MAX_DATE.replace(/-/g, "")) {
      return `The repeat end (UNTIL=${day}) must be between ${CALENDAR_MIN_DATE} and ${CALENDAR_MAX_DATE}`;
    }
  }
  if (r.interval > 999) return "INTERVAL must be at most 999";
  if (r.count !== null && r.count > 9999) return "COUNT must be at most 9999";
  return null;
}

/** The first occurrence (floating ms) within FIRST_OCCURRENCE_YEARS of the start, or null. */
export function firstOccurrence(r: ParsedRule, start: number, until: number | null = null): number | null {
  let found: number | null = null;
  const d = civil(Math.floor(start / DAY));
  const hi = dayNumber(d.y + FIRST_OCCURRENCE_YEARS, d.m, 1) * DAY;
  eachOccurrence(r, start, until, start, hi, (f) => { found = f; return false; });
  return found;
}

/**
 * A rule's problem for a series starting at `start` (an instant; its UTC fields stand for the wall clock), null when
 * none: the parts' ranges, then whether it occurs within FIRST_OCCURRENCE_YEARS of the start.
 */
export function recurrenceProblem(text: string, start: Date | null): string | null {
  const r = parseRule(text);
  if (!r) return "Choose how often the event repeats";
  const range = ruleRangeProblem(r);
  if (range) return range;
  if (!start || Number.isNaN(start.getTime())) return null;
  return firstOccurrence(r, start.getTime(), untilFloating(r)) === null ? NO_OCCURRENCE_MESSAGE : null;
}

/** UNTIL as a floating time, as written (a day: its last millisecond); a UTC UNTIL is taken as its wall clock in UTC. */
export function untilFloating(r: ParsedRule): number | null {
  const u = r.until;
  if (!u) return null;
  const day = dayNumber(u.y, u.m, u.d) * DAY;
  return u.time ? day + ((u.time[0] * 60 + u.time[1]) * 60 + u.time[2]) * 1000 : day + DAY - 1;
}

// ---- expansion ---------------------------------------------------------------------------------------------------

/** The most days one expansion looks at (a daily rule over 300 years is 110,000): a safety net, not a limit met in use. */
const MAX_DAYS_LOOKED_AT = 250_000;

/**
 * Calls `each` with every occurrence start (floating ms) of the rule in [lo, hi], in order, until it answers false.
 * `start` is the series' first start (floating), `until` its UNTIL as a floating time (null: none).
 */
export function eachOccurrence(r: ParsedRule, start: number, until: number | null, lo: number, hi: number, each: (f: number) => boolean): void {
  const startDay = Math.floor(start / DAY);
  const tod = start - startDay * DAY;
  const s = civil(startDay);
  const interval = r.interval;
  let byDay = r.byDay;
  let byMonthDay = r.byMonthDay;
  let byMonth = r.byMonth;
  // the parts the start stands for when the rule names no day (rrule's and RFC 5545's defaults)
  if (!byDay.length && !byMonthDay.length) {
    if (r.freq === "WEEKLY") byDay = [{ n: 0, wd: weekdayOf(startDay) }];
    if (r.freq === "MONTHLY") byMonthDay = [s.d];
    if (r.freq === "YEARLY") { byMonthDay = [s.d]; if (!byMonth.length) byMonth = [s.m]; }
  }
  const numbered = r.freq === "MONTHLY" || r.freq === "YEARLY";
  const plainDays = new Set(byDay.filter((x) => !numbered || x.n === 0).map((x) => x.wd));
  const nthDays = numbered ? byDay.filter((x) => x.n !== 0) : [];
  const yearScope = r.freq === "YEARLY" && !byMonth.length;
  const months = byMonth.length ? new Set(byMonth) : null;

  /** whether day `day` (y-m-d, weekday wd) matches the rule's day parts */
  const matchDay = (y: number, m: number, d: number, wd: number): boolean => {
    if (months && !months.has(m)) return false;
    if (byMonthDay.length) {
      const dim = daysIn(y, m);
      if (!byMonthDay.some((x) => (x > 0 ? x === d : dim + x + 1 === d))) return false;
    }
    if (!byDay.length) return true;
    if (plainDays.has(wd)) return true;
    for (const x of nthDays) {
      if (x.wd !== wd) continue;
      let pos: number;
      let len: number;
      if (yearScope) { pos = dayNumber(y, m, d) - dayNumber(y, 1, 1) + 1; len = isLeap(y) ? 366 : 365; } else { pos = d; len = daysIn(y, m); }
      if (x.n > 0 ? Math.ceil(pos / 7) === x.n : Math.ceil((len - pos + 1) / 7) === -x.n) return true;
    }
    return false;
  };

  // periods: k = 0 is the one holding the start
  const weekStart = startDay - ((weekdayOf(startDay) - r.wkst + 7) % 7);
  const monthIndex = s.y * 12 + s.m - 1;
  const periodFirstDay = (k: number): number => {
    switch (r.freq) {
      case "DAILY": return startDay + k * interval;
      case "WEEKLY": return weekStart + 7 * interval * k;
      case "MONTHLY": { const mi = monthIndex + k * interval; return dayNumber(Math.floor(mi / 12), (mi % 12) + 1, 1); }
      default: return dayNumber(s.y + k * interval, 1, 1);
    }
  };
  const periodLength = (k: number, first: number): number => {
    switch (r.freq) {
      case "DAILY": return 1;
      case "WEEKLY": return 7;
      case "MONTHLY": { const c = civil(first); return daysIn(c.y, c.m); }
      default: return isLeap(s.y + k * interval) ? 366 : 365;
    }
  };
  /** the first period that can hold `day` or a later one */
  const periodOf = (day: number): number => {
    if (day <= startDay) return 0;
    switch (r.freq) {
      case "DAILY": return Math.floor((day - startDay) / interval);
      case "WEEKLY": return Math.floor((day - weekStart) / (7 * interval));
      case "MONTHLY": { const c = civil(day); return Math.floor((c.y * 12 + c.m - 1 - monthIndex) / interval); }
      default: return Math.floor((civil(day).y - s.y) / interval);
    }
  };

  let budget = MAX_DAYS_LOOKED_AT;
  /** the days of period k at or after the start that match, in order, to `visit` (false: stop); false when the budget ran out */
  const walk = (k: number, visit: (day: number) => boolean): boolean => {
    const first = periodFirstDay(k);
    const n = periodLength(k, first);
    let c = civil(first);
    let dim = daysIn(c.y, c.m);
    let wd = weekdayOf(first);
    for (let i = 0; i < n; i++) {
      const day = first + i;
      if (i > 0) {
        wd = wd === 6 ? 0 : wd + 1;
        if (c.d < dim) c = { y: c.y, m: c.m, d: c.d + 1 }; else { c = c.m === 12 ? { y: c.y + 1, m: 1, d: 1 } : { y: c.y, m: c.m + 1, d: 1 }; dim = daysIn(c.y, c.m); }
      }
      if (--budget < 0) return false;
      // a month the rule leaves out: on to the next one
      if (months && !months.has(c.m) && n > 7) { i += dim - c.d; c = { ...c, d: dim }; wd = weekdayOf(first + i); continue; }
      if (day < startDay || !matchDay(c.y, c.m, c.d, wd)) continue;
      if (!visit(day)) return false;
    }
    return true;
  };

  /**
   * A daily or weekly rule limited to some months or month days: the first period from k that can hold a match, found
   * by jumping to the next day those parts allow (a rule matching a few days a year costs those days, not every day).
   */
  const calendarFiltered = (r.freq === "DAILY" || r.freq === "WEEKLY") && (months !== null || byMonthDay.length > 0);
  const lastDay = Math.floor(Math.min(hi, until ?? Infinity) / DAY) + 1;
  const nextPeriod = (k: number): number => {
    if (!calendarFiltered) return k;
    for (let guard = 0; guard < 100_000 && budget > 0; guard++) {
      const first = periodFirstDay(k);
      if (first > lastDay) return k;
      const next = nextAllowedDay(first, months, byMonthDay);
      if (next <= first + (r.freq === "DAILY" ? 0 : 6)) return k;
      budget -= 12;
      const j = r.freq === "DAILY" ? Math.ceil((next - startDay) / interval) : Math.floor((next - weekStart) / (7 * interval));
      k = Math.max(k + 1, j);
    }
    return k;
  };

  const loDay = Math.floor(lo / DAY) - 1;
  let firstK = periodOf(loDay);
  let seen = 0;
  if (r.count !== null && firstK > 0) {
    // the occurrences before period firstK: counted per cycle of periods holding the same number, or walked
    const cycle = cycleOf(r.freq, byDay, byMonthDay, byMonth, nthDays.length > 0);
    const countIn = (k: number) => { let c = 0; walk(k, () => { c++; return true; }); return c; };
    seen = countIn(0);
    if (cycle) {
      let perCycle = 0;
      for (let k = 1; k <= cycle; k++) perCycle += countIn(k);
      const full = Math.floor((firstK - 1) / cycle);
      seen += full * perCycle;
      for (let k = 1 + full * cycle; k < firstK; k++) seen += countIn(k);
    } else {
      for (let k = nextPeriod(1); k < firstK && seen < r.count && budget > 0; k = nextPeriod(k + 1)) {
        if (periodFirstDay(k) * DAY + tod > hi) return;
        seen += countIn(k);
      }
    }
    if (seen >= r.count) return;
  } else if (firstK < 0) {
    firstK = 0;
  }

  for (let k = nextPeriod(firstK); ; k = nextPeriod(k + 1)) {
    const first = periodFirstDay(k);
    if (first * DAY + tod > hi || (until !== null && first * DAY + tod > until) || budget <= 0) return;
    let stop = false;
    const ok = walk(k, (day) => {
      const f = day * DAY + tod;
      if (f < start) return true;
      if ((until !== null && f > until) || (r.count !== null && ++seen > r.count) || f > hi) { stop = true; return false; }
      if (f >= lo && !each(f)) { stop = true; return false; }
      return true;
    });
    if (stop || !ok) return;
  }
}

/** The first day from `day` whose month and month day the parts allow (searching 30 years of months at most). */
function nextAllowedDay(day: number, months: Set<number> | null, byMonthDay: number[]): number {
  let { y, m, d } = civil(day);
  for (let i = 0; i < 360; i++) {
    if (!months || months.has(m)) {
      if (!byMonthDay.length) return dayNumber(y, m, d);
      const dim = daysIn(y, m);
      let best = Infinity;
      for (const x of byMonthDay) {
        const v = x > 0 ? x : dim + x + 1;
        if (v >= d && v <= dim && v < best) best = v;
      }
      if (best !== Infinity) return dayNumber(y, m, best);
    }
    d = 1;
    if (m === 12) { m = 1; y++; } else m++;
  }
  return dayNumber(y, m, 1);
}

/**
 * The number of periods after which a rule's matches repeat in number, when it does not depend on the calendar beyond
 * the weekday (and month lengths a day of 1..28 does not feel); null: count by walking.
 */
function cycleOf(freq: Freq, byDay: ParsedRule["byDay"], byMonthDay: number[], byMonth: number[], numbered: boolean): number | null {
  const safeDays = byMonthDay.every((d) => d >= 1 && d <= 28) || byMonthDay.every((d) => d <= -1 && d >= -28);
  if (freq === "DAILY") return !byMonth.length && !byMonthDay.length ? 7 : null;
  if (freq === "WEEKLY") return !byMonth.length && !byMonthDay.length ? 1 : null;
  if (byDay.length || numbered || !safeDays || !byMonthDay.length) return null;
  return freq === "MONTHLY" ? (byMonth.length ? 12 : 1) : 1;
}
