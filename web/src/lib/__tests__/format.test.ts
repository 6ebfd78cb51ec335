import { safeTimeZone } from "@common/timezone";
import { formatMoney } from "@common/money";
import { initials, telHref } from "@common/user-display";
import { formatDay, formatShortDate } from "../format";

describe("shared formatting", () => {
  it("writes dollars with thousands separators, cents only when there are some", () => {
    expect(formatMoney(12500)).toBe("$12,500");
    expect(formatMoney(1234567.5)).toBe("$1,234,567.50");
    expect(formatMoney(99.5)).toBe("$99.50");
    expect(formatMoney(0)).toBe("$0");
    expect(formatMoney("12450.00")).toBe("$12,450");
    expect(formatMoney("1234567.5")).toBe("$1,234,567.50");
    expect(formatMoney("0.00")).toBe("$0");
  });

  it("writes dollars and cents when asked, and nothing for no amount or one that is not a number", () => {
    expect(formatMoney("85", { cents: true })).toBe("$85.00");
    expect(formatMoney(1234.5, { cents: true })).toBe("$1,234.50");
    expect(formatMoney(null)).toBeNull();
    expect(formatMoney(undefined)).toBeNull();
    expect(formatMoney("  ")).toBeNull();
    expect(formatMoney("not a number")).toBeNull();
  });

  it("writes an amount in the currency it is given, always with cents when asked", () => {
    expect(formatMoney("1234.50", { currency: "EUR", cents: true })).toBe("€1,234.50");
    expect(formatMoney("1200.00", { currency: "GBP" })).toBe("£1,200");
    expect(formatMoney("99.99", { currency: "CAD", cents: true })).toBe("CA$99.99");
    expect(formatMoney("10", { currency: "AUD", cents: true })).toBe("A$10.00");
    expect(formatMoney("10", { currency: "usd", cents: true })).toBe("$10.00");
    expect(formatMoney("10", { currency: "not a code", cents: true })).toBe("$10.00");
  });

  it("dials digits and a leading + only, and no link without a digit", () => {
    expect(telHref("+1 (555) 010-0100")).toBe("tel:+15550100100");
    expect(telHref(" +44 20 7946 0000 ")).toBe("tel:+442079460000");
    expect(telHref("555-0100 ext. 12")).toBe("tel:555010012");
    expect(telHref("call me")).toBeNull();
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
