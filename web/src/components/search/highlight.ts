/** A part of a text: `match` when it is one of the searched words (shown highlighted, as text). */
export interface TextPart {
  text: string;
  match: boolean;
}

/** A character without its accents, lower case ('Ü' -> 'u'), one for one so positions stay those of the text. */
const fold = (c: string) => {
  const f = c.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return f.length === 1 ? f : c.toLowerCase().slice(0, 1) || c;
};

/**
 * The text split at the query's words (accents and case folded, so 'zurich' marks 'Zürich'): the parts in order,
 * the matches marked. Never HTML: the screen renders each part as text.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const chars = [...text];
  const folded = chars.map(fold).join("");
  const words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).map((w) => [...w].map(fold).join(""));
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const w of words) {
    for (let at = folded.indexOf(w); at !== -1; at = folded.indexOf(w, at + 1)) {
      for (let i = at; i < at + w.length && i < chars.length; i++) marked[i] = true;
    }
  }
  const parts: TextPart[] = [];
  chars.forEach((c, i) => {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += c;
    else parts.push({ text: c, match: marked[i] });
  });
  return parts;
}
