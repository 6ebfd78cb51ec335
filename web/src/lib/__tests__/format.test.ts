import { formatDay, formatShortDate, formatUsd, initials, safeTimeZone } from "../format";

describe("shared formatting", () => {
  it("writes dollars with thousands separators, cents only when there are some", () => {
    expect(formatUsd(12500)).toBe("$12,500");
    expect(formatUsd(1234567.5)).toBe("$1,234,567.50");
    expect(formatUsd(99.5)).toBe("$99.50");
    expect(formatUsd(0)).toBe("$0");
  });

  it("writes a day in the given zone, null for none or an invalid date", () => {
    expect(formatDay("2026-03-05T00:00:00.000Z", "UTC")).toBe("Mar 5, 2026");
    expect(formatDay("2026-03-05T00:00:00.000Z", "America/Los_Angeles")).toBe("Mar 4, 2026");
    expect(formatDay(null)).toBeNull();
    expect(formatDay("")).toBeNull();
    expect(formatDay("not a date")).toBeNull();
    expect(formatShortDate(new Date("2026-11-22T23:30:00Z"), "Asia/Tokyo")).toBe("Nov 23, 2026");
    expect(safeTimeZone("Mars/Olympus")).toBeUndefined();
    expect(safeTimeZone("UTC")).toBe("UTC");
  });

  it("takes up to two initials, upper case", () => {
    expect(initials("Jane Cooper")).toBe("JC");
    expect(initials("ada  king lovelace")).toBe("AL");
    expect(initials("acme")).toBe("A");
    expect(initials("   ")).toBe("");
  });
});
