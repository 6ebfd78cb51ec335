/**
 * The number format of common/number-format.ts over every format: typed text read into the canonical decimal text the
 * API takes (exact digits, never a float), ambiguous or invalid text refused with a message, values written back in
 * the format. No database.
 */
import { NUMBER_FORMATS, formatExample, formatNumberText, numberSettingsSchema, parseNumberText, separatorsOf, type NumberFormat } from "@common/number-format";

const parse = (text: string, format: NumberFormat) => parseNumberText(text, separatorsOf(format));
const value = (text: string, format: NumberFormat) => {
  const r = parse(text, format);
  if (!r.ok) throw new Error(`${JSON.stringify(text)} in ${format}: ${r.error}`);
  return r.value;
};
const refused = (text: string, format: NumberFormat) => {
  const r = parse(text, format);
  if (r.ok) throw new Error(`${JSON.stringify(text)} in ${format} was read as ${r.value}`);
  return r.error;
};

const NBSP = "\u00A0";
const NARROW_NBSP = "\u202F";

describe("separatorsOf", () => {
  it("names each fixed format's marks", () => {
    expect(separatorsOf("1,234.56")).toEqual({ group: ",", decimal: "." });
    expect(separatorsOf("1.234,56")).toEqual({ group: ".", decimal: "," });
    expect(separatorsOf("1 234,56")).toEqual({ group: " ", decimal: "," });
    expect(separatorsOf("1'234.56")).toEqual({ group: "'", decimal: "." });
  });

  it("asks the locale for auto (a narrow NBSP or a typographic apostrophe read as a space and an apostrophe)", () => {
    expect(separatorsOf("auto", "en-US")).toEqual({ group: ",", decimal: "." });
    expect(separatorsOf("auto", "de-DE")).toEqual({ group: ".", decimal: "," });
    expect(separatorsOf("auto", "fr-FR")).toEqual({ group: " ", decimal: "," });
    expect(separatorsOf("auto", "de-CH")).toEqual({ group: "'", decimal: "." });
    expect(separatorsOf(null, "en-GB")).toEqual({ group: ",", decimal: "." });
  });

  it("writes each format's example as the format itself", () => {
    for (const format of NUMBER_FORMATS.filter((f) => f !== "auto")) expect(formatExample(separatorsOf(format))).toBe(format);
  });
});

describe("parseNumberText: grouping and decimals of each format", () => {
  it.each([
    // [text, format, canonical]
    ["12,500", "1,234.56", "12500"],
    ["12,500.50", "1,234.56", "12500.50"],
    ["1,234,567.891", "1,234.56", "1234567.891"],
    ["12500.5", "1,234.56", "12500.5"],
    ["12 500.50", "1,234.56", "12500.50"],
    ["12.500", "1.234,56", "12500"],
    ["12.500,50", "1.234,56", "12500.50"],
    ["1.234.567,8", "1.234,56", "1234567.8"],
    ["12500,5", "1.234,56", "12500.5"],
    ["12 500,50", "1 234,56", "12500.50"],
    [`12${NBSP}500,50`, "1 234,56", "12500.50"],
    [`12${NARROW_NBSP}500,50`, "1 234,56", "12500.50"],
    ["12.500,50", "1 234,56", "12500.50"],
    ["1'234'567.25", "1'234.56", "1234567.25"],
    ["1\u2019234.5", "1'234.56", "1234.5"],
    ["1,234.5", "1'234.56", "1234.5"],
    ["42", "1,234.56", "42"],
    ["42", "1.234,56", "42"],
  ] as const)("reads %j in %s as %s", (text, format, expected) => {
    expect(value(text, format)).toBe(expected);
  });

  it("reads the same amount typed in every format's own way", () => {
    for (const format of NUMBER_FORMATS.filter((f): f is Exclude<NumberFormat, "auto"> => f !== "auto")) {
      const seps = separatorsOf(format);
      expect(value(`12${seps.group}500${seps.decimal}50`, format)).toBe("12500.50");
    }
  });

  it("keeps every digit as typed: no float drift, trailing zeros kept, leading zeros dropped", () => {
    expect(value("0.1", "1,234.56")).toBe("0.1");
    expect(value("99,999,999.99", "1,234.56")).toBe("99999999.99");
    expect(value("12345678901234567890,123456789", "1.234,56")).toBe("12345678901234567890.123456789");
    expect(value("1.10", "1,234.56")).toBe("1.10");
    expect(value("007", "1,234.56")).toBe("7");
    expect(value("0,00", "1 234,56")).toBe("0.00");
  });

  it("reads negatives (ASCII or typographic minus) and a leading plus", () => {
    expect(value("-12,500.5", "1,234.56")).toBe("-12500.5");
    expect(value("\u22121.234,5", "1.234,56")).toBe("-1234.5");
    expect(value("- 3", "1,234.56")).toBe("-3");
    expect(value("+3", "1,234.56")).toBe("3");
    expect(value("-0", "1,234.56")).toBe("0");
  });

  it("reads a leading or trailing decimal mark", () => {
    expect(value(".5", "1,234.56")).toBe("0.5");
    expect(value(",5", "1.234,56")).toBe("0.5");
    expect(value("-,25", "1 234,56")).toBe("-0.25");
    expect(value("12.", "1,234.56")).toBe("12");
  });

  it("ignores spaces around the text (NBSP and narrow NBSP too) and reads an empty text as none", () => {
    expect(value(`  ${NBSP}12,500${NARROW_NBSP} `, "1,234.56")).toBe("12500");
    expect(value("", "1,234.56")).toBe("");
    expect(value(`  ${NBSP}`, "1.234,56")).toBe("");
  });

  it("keeps too many decimals exactly (the field's schema answers with its own limit)", () => {
    expect(value("1.23456789", "1,234.56")).toBe("1.23456789");
    expect(value("1,005", "1 234,56")).toBe("1.005");
  });
});

describe("parseNumberText: ambiguous and invalid text", () => {
  const SEPARATORS = /^Check the separators/;

  it.each([
    // a group of other than three digits: a decimal typed with the other mark, or a typo
    ["12,5", "1,234.56"],
    ["1,23", "1,234.56"],
    ["1,2345", "1,234.56"],
    ["12.5", "1.234,56"],
    ["1.5", "1 234,56"],
    ["1'23.5", "1'234.56"],
    [",500", "1,234.56"],
    // two decimal marks, or grouping in the decimals
    ["1.234.567", "1,234.56"],
    ["1,234,56", "1.234,56"],
    ["1.5.5", "1,234.56"],
    // two kinds of grouping in one number
    ["12 500,50", "1,234.56"],
    ["1,234.567,8", "1'234.56"],
  ] as const)("refuses %j in %s as ambiguous", (text, format) => {
    expect(refused(text, format)).toMatch(SEPARATORS);
  });

  it("names the format's marks in the message", () => {
    expect(refused("12,5", "1,234.56")).toBe("Check the separators: “.” before decimals, “,” between thousands (1,234.56)");
    expect(refused("12.5", "1 234,56")).toBe("Check the separators: “,” before decimals, a space between thousands (1 234,56)");
  });

  it.each([["abc"], ["12a"], ["1e5"], ["$12"], ["-"], ["."], ["--1"], ["1-"], ["0x10"], ["١٢"]])("refuses %j as not a number", (text) => {
    expect(refused(text, "1,234.56")).toBe("Enter a number, such as 1,234.56");
  });
});

describe("formatNumberText", () => {
  it.each([
    ["12500", "1,234.56", "12,500"],
    ["12500.50", "1,234.56", "12,500.50"],
    ["12500.5", "1.234,56", "12.500,5"],
    ["1234567.89", "1 234,56", "1 234 567,89"],
    ["1234567.89", "1'234.56", "1'234'567.89"],
    ["-1234.5", "1,234.56", "-1,234.5"],
    ["999", "1.234,56", "999"],
    ["0.05", "1.234,56", "0,05"],
  ] as const)("writes %s in %s as %s", (canonical, format, shown) => {
    expect(formatNumberText(canonical, separatorsOf(format))).toBe(shown);
  });

  it("writes a number and leaves other text and none as they are", () => {
    expect(formatNumberText(1500, separatorsOf("1.234,56"))).toBe("1.500");
    expect(formatNumberText("12,5", separatorsOf("1,234.56"))).toBe("12,5");
    expect(formatNumberText(null, separatorsOf("1,234.56"))).toBe("");
    expect(formatNumberText("", separatorsOf("1,234.56"))).toBe("");
  });

  it("reads back what it writes, in every format", () => {
    for (const format of NUMBER_FORMATS) {
      for (const canonical of ["0", "7", "1000", "12500.50", "-98765432.1", "0.05"]) {
        const shown = formatNumberText(canonical, separatorsOf(format));
        expect(value(shown, format)).toBe(canonical);
      }
    }
  });
});

describe("numberSettingsSchema", () => {
  it("takes the listed formats and refuses others with the form's message", () => {
    for (const format of NUMBER_FORMATS) expect(numberSettingsSchema.isValidSync({ format })).toBe(true);
    expect(() => numberSettingsSchema.validateSync({ format: "1_234.56" })).toThrow("Number format must be auto, 1,234.56, 1.234,56, 1 234,56 or 1'234.56");
  });
});
