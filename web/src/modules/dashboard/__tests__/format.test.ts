import { safeTimeZone } from "@common/timezone";
import { formatLongDate, formatMoneyShort, formatRelativeTime, growthLabel, overdueLabel } from "../format";
import { axisLabel, bucketLabel, yTicks } from "../RevenueChart";
import { nextDueTime } from "../UpcomingTasks";

describe("dashboard formatting", () => {
  it("shortens axis amounts", () => {
    expect([0, 500, 1500, 12000, 1_250_000].map(formatMoneyShort)).toEqual(["$0", "$500", "$1.5k", "$12k", "$1.3M"]);
  });

  it("labels growth: signed whole percents, 'New', and a dash when there is nothing", () => {
    expect(growthLabel(12)).toEqual({ text: "+12%", tone: "up" });
    expect(growthLabel(-3.4)).toEqual({ text: "-3%", tone: "down" });
    expect(growthLabel(0.2)).toEqual({ text: "0%", tone: "flat" });
    expect(growthLabel(null, 5)).toEqual({ text: "New", tone: "new" });
    expect(growthLabel(null, "120.00")).toEqual({ text: "New", tone: "new" });
    expect(growthLabel(null, 0)).toEqual({ text: "—", tone: "none" });
    expect(growthLabel(undefined, "0.00")).toEqual({ text: "—", tone: "none" });
  });

  it("says '{n} overdue'", () => {
    expect(overdueLabel(0)).toBe("0 overdue");
    expect(overdueLabel(4)).toBe("4 overdue");
  });

  it("writes today's date in long US format in the viewer's zone", () => {
    const instant = new Date("2026-11-22T23:30:00Z");
    expect(formatLongDate(instant, "UTC")).toBe("Sunday, November 22, 2026");
    expect(formatLongDate(instant, "Asia/Tokyo")).toBe("Monday, November 23, 2026");
    expect(formatLongDate(instant, "America/Los_Angeles")).toBe("Sunday, November 22, 2026");
    // an unknown zone falls back to the browser's instead of failing
    expect(safeTimeZone("Mars/Olympus")).toBeUndefined();
    expect(() => formatLongDate(instant, "Mars/Olympus")).not.toThrow();
  });

  it("writes relative times", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(formatRelativeTime(ago(10_000), now)).toBe("just now");
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe("5 minutes ago");
    expect(formatRelativeTime(ago(60 * 60_000), now)).toBe("1 hour ago");
    expect(formatRelativeTime(ago(26 * 3600_000), now)).toBe("yesterday");
    expect(formatRelativeTime(ago(3 * 86_400_000), now)).toBe("3 days ago");
  });
});

describe("revenue chart scales and labels", () => {
  it("picks round y ticks from 0 above the largest value", () => {
    expect(yTicks(0)).toEqual([0]);
    expect(yTicks(4200)).toEqual([0, 2000, 4000, 6000]);
    expect(yTicks(950)).toEqual([0, 250, 500, 750, 1000]);
    const t = yTicks(14_400.5);
    expect(t[0]).toBe(0);
    expect(t[t.length - 1]).toBeGreaterThanOrEqual(14_400.5);
  });

  it("names buckets by day, week and month", () => {
    expect(bucketLabel({ startDate: "2026-11-03", endDate: "2026-11-03", revenue: "1" }, "DAY")).toBe("Tue, Nov 3, 2026");
    expect(bucketLabel({ startDate: "2026-11-02", endDate: "2026-11-08", revenue: "1" }, "WEEK")).toBe("Nov 2 – Nov 8, 2026");
    expect(bucketLabel({ startDate: "2025-12-29", endDate: "2026-01-04", revenue: "1" }, "WEEK")).toBe("Dec 29, 2025 – Jan 4, 2026");
    expect(bucketLabel({ startDate: "2026-06-01", endDate: "2026-06-30", revenue: "1" }, "MONTH")).toBe("June 2026");
    expect(bucketLabel({ startDate: "2025-11-23", endDate: "2025-11-30", revenue: "1" }, "MONTH")).toBe("Nov 23 – Nov 30, 2025");
    expect(axisLabel({ startDate: "2026-06-01", endDate: "2026-06-30", revenue: "1" }, "MONTH", false)).toBe("Jun");
    expect(axisLabel({ startDate: "2026-01-01", endDate: "2026-01-31", revenue: "1" }, "MONTH", false)).toBe("Jan 2026");
    expect(axisLabel({ startDate: "2026-11-03", endDate: "2026-11-03", revenue: "1" }, "DAY", true)).toBe("Nov 3");
  });
});

describe("nextDueTime", () => {
  it("is the earliest moment still ahead at which an open task becomes overdue: the end of its due day in the zone", () => {
    const now = Date.parse("2026-11-22T12:00:00Z");
    const tasks = [
      { status: "pending", dueDate: "2026-11-20" },
      { status: "completed", dueDate: "2026-11-22" },
      { status: "in_progress", dueDate: "2026-11-24" },
      { status: "pending", dueDate: "2026-11-23" },
      { status: "pending", dueDate: null },
    ];
    expect(nextDueTime(tasks, now, "UTC")).toBe(Date.parse("2026-11-24T00:00:00Z"));
    expect(nextDueTime(tasks, now, "America/New_York")).toBe(Date.parse("2026-11-24T05:00:00Z"));
    // 12:00 UTC is already 23 November in Auckland, where the 22nd ended at 11:00 UTC
    expect(nextDueTime([{ status: "pending", dueDate: "2026-11-22" }], now, "Pacific/Auckland")).toBeNull();
    expect(nextDueTime([{ status: "pending", dueDate: null }], now)).toBeNull();
  });
});
