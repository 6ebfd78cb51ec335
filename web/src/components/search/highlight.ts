import { searchFoldChar as fold } from "@common/search-fold";

/** A part of a text: `match` when it is one of the searched words (shown highlighted, as text). */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * The text split at the query's words (folded as the search folds them, one character for one, so 'zurich' marks
 * 'Zürich' and 'παπαδοπουλος' marks 'ΠΑΠΑΔΌΠΟΥΛΟΣ'): the parts in order,
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
