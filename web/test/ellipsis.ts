/**
 * Checks that `el` shows `full` on one line cut with an ellipsis when it does not fit, and whole on hover and to
 * screen readers: the text itself stays whole (CSS cuts it), a `title` on it or an ancestor gives it in full, and the
 * box that holds the text is one an ellipsis works in (text-overflow: ellipsis, overflow hidden, no wrapping, and not
 * a flex box: Chakra's links are inline-flex, whose text is clipped bare).
 */
export function expectEllipsis(el: HTMLElement, full: string): void {
  expect(el).toHaveTextContent(full, { normalizeWhitespace: false });
  expect(el.closest(`[title]`)).toHaveAttribute("title", full);
  const style = getComputedStyle(el);
  expect({ textOverflow: style.textOverflow, overflow: style.overflow || style.overflowX, whiteSpace: style.whiteSpace }).toEqual({
    textOverflow: "ellipsis",
    overflow: "hidden",
    whiteSpace: "nowrap",
  });
  expect(style.display).not.toMatch(/flex|grid/);
  // nothing inside it is a box of its own that would be clipped whole instead of cut with the ellipsis
  for (const child of Array.from(el.querySelectorAll<HTMLElement>("*"))) {
    if (child.textContent?.trim()) expect(getComputedStyle(child).display).toMatch(/^(inline|contents|)$/);
  }
}

/** A name of `length` characters, words of a realistic length (a 120-character client name, say). */
export function longName(length = 120, start = "Northwind"): string {
  const words = [start, "Consolidated", "International", "Holdings", "and", "Trading", "Partners", "Limited", "Group"];
  let s = "";
  for (let i = 0; s.length < length; i++) s += (s ? " " : "") + words[i % words.length];
  return s.slice(0, length).trimEnd();
}
