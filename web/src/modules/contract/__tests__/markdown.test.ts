import { appendVariable, templatePayload, emptyTemplateForm } from "../documentForm";
// the one rendering of a document (the server renders it; the preview and the page show its html)
import { renderDocumentHtml as renderMarkdown } from "@common/contract-document";
import { dayAfter, fillVariables, validityDaysOf } from "@common/contract";

describe("renderMarkdown", () => {
  it("renders headings, emphasis and lists", () => {
    const html = renderMarkdown("# Proposal\n\n**Total:** 5\n\n- one\n- two");
    expect(html).toContain("<h1>Proposal</h1>");
    expect(html).toContain("<strong>Total:</strong>");
    expect(html).toContain("<li>one</li>");
  });

  it("escapes raw HTML: a <script> or an <img onerror> is text", () => {
    const html = renderMarkdown('Hello <script>alert("x")</script> <img src=x onerror=alert(1)>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });

  it("refuses javascript:, data: and relative links, keeps http(s) and mailto links", () => {
    expect(renderMarkdown("[click](javascript:alert(1))")).not.toContain("href");
    expect(renderMarkdown("[click](JAVASCRIPT:alert(1))")).not.toContain("href");
    expect(renderMarkdown("[x](data:text/html;base64,PHNjcmlwdD4=)")).not.toContain("href");
    expect(renderMarkdown("[x](/api/logout)")).not.toContain("href");
    expect(renderMarkdown("![x](javascript:alert(1))")).not.toContain("<img");
    const ok = renderMarkdown("[site](https://example.com) [mail](mailto:ada@example.com)");
    expect(ok).toContain('href="https://example.com"');
    expect(ok).toContain('rel="noopener noreferrer nofollow"');
    expect(ok).toContain('href="mailto:ada@example.com"');
  });
});

describe("the document form's helpers", () => {
  it("appends a variable at the end of the content", () => {
    expect(appendVariable("", "client_name")).toBe("{client_name}");
    expect(appendVariable("Dear", "client_name")).toBe("Dear {client_name}");
    expect(appendVariable("Dear\n", "client_name")).toBe("Dear\n{client_name}");
  });

  it("reads the validity as a whole number of at least 1, 30 when not a number", () => {
    expect(validityDaysOf("14")).toBe(14);
    expect(validityDaysOf("abc")).toBe(30);
    expect(validityDaysOf("")).toBe(30);
    expect(validityDaysOf("0")).toBe(1);
    expect(validityDaysOf(7)).toBe(7);
  });

  it("sends a template's rate as a number string or null", () => {
    expect(templatePayload({ ...emptyTemplateForm("contract"), name: " A ", defaultRate: "" }).defaultRate).toBeNull();
    expect(templatePayload({ ...emptyTemplateForm("contract"), name: "A", defaultRate: "99.5" }).defaultRate).toBe("99.5");
  });

  it("fills known variables and keeps the unknown ones, listed", () => {
    expect(fillVariables("Hi {client_name}, {nope}", { client_name: "Acme" })).toEqual({ text: "Hi Acme, {nope}", unknown: ["nope"] });
  });

  it("counts days from today for an expiry", () => {
    expect(dayAfter(14, new Date(2026, 11, 25))).toBe("2027-01-08");
  });
});
