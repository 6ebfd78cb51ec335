import { applyBrandColor, brandTextColor, contrastColor, normalizeHex } from "../brand";
import { relativeLuminance } from "@common/user-display";

describe("brand colour", () => {
  it("sets the CSS variables the brand palette reads, with a readable contrast colour", () => {
    const el = document.createElement("div");
    expect(applyBrandColor("#FACC15", el)).toBe("#facc15");
    expect(el.style.getPropertyValue("--brand-color")).toBe("#facc15");
    expect(el.style.getPropertyValue("--brand-contrast")).toBe("black");
    applyBrandColor("#1e3a8a", el);
    expect(el.style.getPropertyValue("--brand-contrast")).toBe("white");
  });

  it("falls back to the default #3b82f6 for a missing or invalid colour", () => {
    const el = document.createElement("div");
    expect(applyBrandColor("red; background: url(x)", el)).toBe("#3b82f6");
    expect(applyBrandColor(null, el)).toBe("#3b82f6");
  });

  it("normalises short and upper-case hex colours", () => {
    expect(normalizeHex("ABC")).toBe("#aabbcc");
    expect(normalizeHex("#12345g")).toBeNull();
    expect(contrastColor("#ffffff")).toBe("black");
    expect(contrastColor("#000000")).toBe("white");
  });

  it("gives text in the brand colour that reads on white, however light the colour", () => {
    const onWhite = (hex: string) => 1.05 / ((relativeLuminance(hex) ?? 0) + 0.05);
    // the default blue keeps its 18% darker shade
    expect(brandTextColor("#3b82f6")).toBe("#306bca");
    for (const colour of ["#ffff00", "#ffffff", "#a3e635", "#3b82f6", "#000000", "not a colour"]) {
      expect(onWhite(brandTextColor(colour))).toBeGreaterThanOrEqual(4.5);
    }
    const el = document.createElement("div");
    applyBrandColor("#ffff00", el);
    expect(el.style.getPropertyValue("--brand-text")).toBe(brandTextColor("#ffff00"));
  });
});
