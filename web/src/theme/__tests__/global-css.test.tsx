import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import { chakraGlobalCss } from "../global-css";
import { appSystem } from "../system";

// index.html carries Chakra's global CSS, written at build time (build/chakra-static-css.ts), in place of the CSS the
// provider would insert at run time: it must be that CSS, rule for rule.
describe("Chakra's global CSS written at build time", () => {
  it("is the CSS the provider inserts at run time, in the same order", () => {
    // emotion hands each rule to the style sheet of its <style> element (insertRule): those are the rules the browser gets
    const rules: string[] = [];
    const insertRule = jest.spyOn(CSSStyleSheet.prototype, "insertRule").mockImplementation((rule: string) => rules.push(rule) - 1);
    try {
      render(<ChakraProvider value={appSystem()}><p>page</p></ChakraProvider>);
    } finally {
      insertRule.mockRestore();
    }
    const inserted = rules.join("");
    expect(inserted.length).toBeGreaterThan(10_000);
    expect(chakraGlobalCss(appSystem())).toBe(inserted);
  });

  it("declares the cascade layers first, and holds the reset, the global styles and the token variables", () => {
    const css = chakraGlobalCss(appSystem());
    expect(css.startsWith("@layer reset,base,tokens,recipes;")).toBe(true);
    expect(css).toContain("@layer reset{");
    expect(css).toContain("--brand-color:");
    expect(css).toMatch(/--chakra-colors-gray-500:#[0-9a-f]{6}/);
    expect(css).toContain("--chakra-spacing-4:");
    expect(css).not.toContain("</");
  });
});
