/**
 * The recurrence expansion of common/recurrence.ts against rrule's full expansion (which walks from the series' first
 * day): random rules of every part the product accepts, random starts, and small windows anywhere in the series'
 * first years, the COUNT rules counted up to the window rather than walked. Then the bounds: a rule that never
 * matches costs its window, and a series from 1900 costs the same as one from this year.
 */
import fc from "fast-check";
import { RRule } from "rrule";
import { eachOccurrence, firstOccurrence, parseRule, recurrenceProblem, ruleRangeProblem, untilFloating, type ParsedRule } from "@common/recurrence";

const DAY = 86_400_000;
const WD = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

const expand = (r: ParsedRule, start: number, lo: number, hi: number) => {
  const out: number[] = [];
  eachOccurrence(r, start, untilFloating(r), lo, hi, (f) => { out.push(f); return true; });
  return out;
};

/**
 * The fastest of `runs` runs (ms): a bound on the work itself, which a loaded machine (a garbage collection, another
 * process on the core) can only slow down in some runs, not all.
 */
function fastestOf(runs: number, run: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    run();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

const fullExpansion = (text: string, r: ParsedRule, start: number, lo: number, hi: number) => {
  const options = RRule.parseString(text);
  const until = untilFloating(r);
  const rule = new RRule({ ...options, ...(until !== null ? { until: new Date(until) } : {}), dtstart: new Date(start), tzid: null });
  return rule.between(new Date(lo), new Date(hi), true).map((d) => d.getTime());
};

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/-/g, "");

/** A rule the product accepts (its parts in range), as text, for a start. */
const ruleArb = (start: number) => fc.record({
  freq: fc.constantFrom("DAILY", "WEEKLY", "MONTHLY", "YEARLY"),
  interval: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 5 })),
  end: fc.oneof(fc.constant(""), fc.integer({ min: 1, max: 400 }).map((n) => `COUNT=${n}`),
    fc.tuple(fc.integer({ min: 0, max: 3650 }), fc.boolean()).map(([d, time]) => `UNTIL=${ymd(start + d * DAY)}${time ? "T120000" : ""}`)),
  byMonth: fc.oneof(fc.constant([] as number[]), fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 4 })),
  byMonthDay: fc.oneof(fc.constant([] as number[]), fc.uniqueArray(fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: -31, max: -1 })), { minLength: 1, maxLength: 3 })),
  byDay: fc.oneof(fc.constant([] as [number, number][]), fc.uniqueArray(fc.tuple(fc.oneof(fc.constant(0), fc.integer({ min: -5, max: 5 }), fc.integer({ min: -53, max: 53 })), fc.integer({ min: 0, max: 6 })),
    { minLength: 1, maxLength: 3, selector: ([, wd]) => wd })),
  wkst: fc.integer({ min: 0, max: 6 }),
}).map((p) => {
  const numbered = p.freq === "MONTHLY" || p.freq === "YEARLY";
  const parts = [`FREQ=${p.freq}`];
  if (p.interval > 1) parts.push(`INTERVAL=${p.interval}`);
  if (p.end) parts.push(p.end);
  if (p.byMonth.length) parts.push(`BYMONTH=${p.byMonth.join(",")}`);
  if (p.byMonthDay.length) parts.push(`BYMONTHDAY=${p.byMonthDay.join(",")}`);
  // every weekday numbered, or none: rrule keeps only the days that are both (RFC 5545, and this expansion, either)
  const n = (i: number) => (numbered && p.byDay[0][0] !== 0 ? p.byDay[i][0] || 1 : 0);
  if (p.byDay.length) parts.push(`BYDAY=${p.byDay.map(([, wd], i) => `${n(i) ? (n(i) > 0 ? `+${n(i)}` : n(i)) : ""}${WD[wd]}`).join(",")}`);
  if (p.wkst) parts.push(`WKST=${WD[p.wkst]}`);
  return parts.join(";");
});

const startArb = fc.tuple(fc.integer({ min: Date.UTC(1990, 0, 1) / DAY, max: Date.UTC(2035, 0, 1) / DAY }), fc.integer({ min: 0, max: 95 }))
  .map(([day, quarter]) => day * DAY + quarter * 15 * 60_000);

describe("expansion from the first period inside the window", () => {
  it("equals rrule's full expansion over small windows (random rules, starts and windows)", () => {
    fc.assert(fc.property(startArb.chain((start) => fc.tuple(fc.constant(start), ruleArb(start),
      fc.integer({ min: -40, max: 6 * 365 }), fc.integer({ min: 1, max: 60 }))), ([start, text, offsetDays, days]) => {
      const r = parseRule(text)!;
      expect(r).not.toBeNull();
      fc.pre(ruleRangeProblem(r) === null && firstOccurrence(r, start, untilFloating(r)) !== null);
      const lo = start + offsetDays * DAY + 3_600_000;
      const hi = lo + days * DAY;
      expect(expand(r, start, lo, hi)).toEqual(fullExpansion(text, r, start, lo, hi));
    }), { numRuns: 400, seed: 20260101 });
  });

  it("a window years after the start: the form's rules and COUNT rules with an interval", () => {
    const start = Date.UTC(2001, 2, 31, 9, 30);
    for (const text of ["FREQ=DAILY", "FREQ=DAILY;INTERVAL=3;COUNT=4000", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;COUNT=2500", "FREQ=MONTHLY;BYMONTHDAY=31",
      "FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=3,-3;BYMONTH=1,6;COUNT=90", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "FREQ=MONTHLY;BYDAY=-1FR;COUNT=300",
      "FREQ=DAILY;INTERVAL=2;BYDAY=SA,SU;COUNT=1500", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;COUNT=5"]) {
      const r = parseRule(text)!;
      const lo = Date.UTC(2019, 4, 1);
      const hi = Date.UTC(2019, 7, 1);
      expect([text, expand(r, start, lo, hi)]).toEqual([text, fullExpansion(text, r, start, lo, hi)]);
    }
  });
});

describe("rules that never match, and out-of-range parts", () => {
  const start = new Date("2026-03-01T10:00:00Z");
  it.each([
    ["FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "BYMONTHDAY=30 never falls in February"],
    ["FREQ=WEEKLY;BYMONTH=2;BYMONTHDAY=30", "BYMONTHDAY=30 never falls in February"],
    ["FREQ=YEARLY;BYMONTH=4,6;BYMONTHDAY=31", "BYMONTHDAY=31 never falls in April or June"],
    ["FREQ=MONTHLY;BYMONTHDAY=0", "BYMONTHDAY=0 is not a day of the month (1 to 31, or -1 to -31 counted from its end)"],
    ["FREQ=MONTHLY;BYMONTHDAY=99", "BYMONTHDAY=99 is not a day of the month (1 to 31, or -1 to -31 counted from its end)"],
    ["FREQ=YEARLY;BYMONTH=13", "BYMONTH=13 is not a month (1 to 12)"],
    ["FREQ=MONTHLY;BYDAY=+99MO", "BYDAY=+99MO: a month has at most 5 of each weekday"],
    ["FREQ=MONTHLY;BYDAY=6MO", "BYDAY=+6MO: a month has at most 5 of each weekday"],
    ["FREQ=YEARLY;BYDAY=+54MO", "BYDAY=+54MO: a year has at most 53 of each weekday"],
    ["FREQ=WEEKLY;BYDAY=+2MO", "BYDAY=+2MO: a numbered weekday needs a monthly or yearly rule"],
    ["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;UNTIL=20300101", "The recurrence rule has no occurrence within 28 years of its start"],
    ["FREQ=MONTHLY;BYMONTHDAY=31;BYMONTH=2,3;BYDAY=-1MO;COUNT=3", null],
    ["FREQ=YEARLY;UNTIL=99991231", "The repeat end (UNTIL=99991231) must be between 1900-01-01 and 2199-12-31"],
    ["FREQ=DAILY;UNTIL=18991231", "The repeat end (UNTIL=18991231) must be between 1900-01-01 and 2199-12-31"],
  ])("%s: %s", (rule, message) => {
    expect(recurrenceProblem(rule, start)).toBe(message);
  });

  it("a leap day on a Monday is found (within 28 years), a day no month has is not, each in well under 50 ms", () => {
    for (const [rule, found] of [["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO", true], ["FREQ=DAILY;BYMONTHDAY=31;BYMONTH=2,4,6,9,11", false],
      // every 7th day from a Sunday: a Sunday leap day (2032) is found, a Monday one never comes
      ["FREQ=DAILY;INTERVAL=7;BYMONTH=2;BYMONTHDAY=29;BYDAY=SU", true], ["FREQ=DAILY;INTERVAL=7;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO", false]] as const) {
      expect([rule, firstOccurrence(parseRule(rule)!, start.getTime()) !== null]).toEqual([rule, found]);
      expect(fastestOf(5, () => firstOccurrence(parseRule(rule)!, start.getTime()))).toBeLessThan(50);
    }
  });

  it("the expansion is bounded by its window, not by the rule: never-matching and year-1900 series cost under 20 ms", () => {
    // parsed without the checks, as a row stored before them would be
    const never = parseRule("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30")!;
    const old = parseRule("FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;COUNT=9999")!;
    const oldOpen = parseRule("FREQ=DAILY")!;
    const sparseCount = parseRule("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;COUNT=9999")!;
    const lo = Date.UTC(2026, 2, 1);
    const hi = Date.UTC(2026, 3, 12);
    for (const [r, s, n] of [[never, Date.UTC(2026, 0, 1), 0], [old, Date.UTC(1900, 0, 1, 10), 0], [oldOpen, Date.UTC(1900, 0, 1, 10), 42],
      [sparseCount, Date.UTC(1900, 0, 1, 10), 0]] as const) {
      expect(expand(r, s, lo, hi)).toHaveLength(n);
      expect(fastestOf(5, () => expand(r, s, lo, hi))).toBeLessThan(20);
    }
  });
});
