/**
 * The kept date formats of common/timezone.ts: one Intl.DateTimeFormat per locale and options, the same text as a new
 * one, a zone the runtime does not know refused as the constructor refuses it and never kept. No database.
 */
import { dateTimeFormat, isValidTimeZone, safeTimeZone } from "@common/timezone";

const AT = new Date("2026-03-29T00:30:00Z");

it("keeps one format per locale and options, writing what a new one writes", () => {
  const options: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", hour: "numeric", timeZone: "Europe/Berlin" };
  const kept = dateTimeFormat("en-US", options);
  expect(dateTimeFormat("en-US", { ...options })).toBe(kept);
  expect(kept.format(AT)).toBe(new Intl.DateTimeFormat("en-US", options).format(AT));
  expect(dateTimeFormat("en-US", { ...options, timeZone: "America/New_York" })).not.toBe(kept);
  expect(dateTimeFormat("en-GB", options)).not.toBe(kept);
  expect(dateTimeFormat("en-US", { timeZone: "Asia/Kolkata", timeZoneName: "shortOffset" }).formatToParts(AT).find((p) => p.type === "timeZoneName")?.value).toBe("GMT+5:30");
});

it("refuses a zone the runtime does not know, every time, as the constructor does", () => {
  expect(() => dateTimeFormat("en-US", { timeZone: "Mars/Olympus_Mons" })).toThrow(RangeError);
  expect(() => dateTimeFormat("en-US", { timeZone: "Mars/Olympus_Mons" })).toThrow(RangeError);
  expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
  expect(safeTimeZone("Mars/Olympus_Mons")).toBeUndefined();
  expect(isValidTimeZone("Europe/Paris")).toBe(true);
  expect(safeTimeZone("Europe/Paris")).toBe("Europe/Paris");
});
