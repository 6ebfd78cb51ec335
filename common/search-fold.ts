/**
 * The search's folding, the same table as the database's `search_fold` (migration 20261130053000_search_fold_scripts),
 * which the documents are stored and the queries compared in. Decided table:
 * - Latin: diacritics removed (é→e, ø→o, ł→l), ß→ss, æ→ae, œ→oe, þ→th;
 * - Greek: tonos and dialytika removed (ά→α, ΐ→ι), the final sigma made σ;
 * - Cyrillic: ё→е, every other letter kept as it is (й stays й, ї stays ї);
 * - case folded in every script.
 * `searchFold` folds a text (the palette's commands are matched in it, as the server matches records);
 * `searchFoldChar` folds one character to one character, so positions in the folded text stay those of the text (the
 * highlighting of the matched words: ß stays ß and æ stays æ there).
 */
const SPECIAL: Record<string, string> = {
  "ß": "ss", "æ": "ae", "œ": "oe", "þ": "th", "ĳ": "ij",
  "ø": "o", "ł": "l", "đ": "d", "ð": "d", "ħ": "h", "ı": "i", "ŀ": "l",
  "ς": "σ",
};

const CYRILLIC = /[\u0400-\u04ff]/;
const MARKS = /\p{M}/gu;

/** One character folded (possibly to two: ß→ss); a combining mark alone folds to nothing. */
function foldOne(c: string): string {
  const lower = c.toLowerCase();
  if (SPECIAL[lower]) return SPECIAL[lower];
  // Cyrillic letters keep their marks (й is a letter of its own to Russian readers), but for ё (and ѐ): е with its dots
  if (CYRILLIC.test(lower)) return lower === "ё" || lower === "ѐ" ? "е" : lower;
  return lower.normalize("NFD").replace(MARKS, "");
}

/** The text as the search compares it: case, accents and scripts folded by the table above. */
export function searchFold(text: string): string {
  // composed first, so that a letter typed with a combining mark folds as the composed letter does
  return [...text.normalize("NFC")].map(foldOne).join("");
}

/** One character folded to one character (a fold to two keeps the lower-case character). */
export function searchFoldChar(c: string): string {
  const lower = c.toLowerCase();
  if ([...lower].length !== 1) return c;
  const folded = foldOne(lower);
  return [...folded].length === 1 ? folded : lower;
}
