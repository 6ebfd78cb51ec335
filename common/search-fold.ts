/**
 * The search's folding, as the database's `search_fold` does it (migration 20261130053000_search_fold_scripts), for
 * the browser's highlighting of the words a search matched: case folded, Latin accents removed (é→e, ø→o, ł→l),
 * Greek tonos and dialytika removed (ά→α, ΐ→ι) and the final sigma made σ, Cyrillic ё→е (й stays й).
 * `searchFoldChar` folds one character to one character, so positions in the folded text stay those of the text
 * (ß stays ß and æ stays æ there; the database writes them ss and ae).
 */
const SPECIAL: Record<string, string> = { "ø": "o", "ł": "l", "đ": "d", "ð": "d", "ħ": "h", "ı": "i", "ŀ": "l", "ς": "σ" };

export function searchFoldChar(c: string): string {
  const lower = c.toLowerCase();
  if (lower.length !== 1 && [...lower].length !== 1) return c;
  if (SPECIAL[lower]) return SPECIAL[lower];
  // й (и with a breve) is a letter of its own to Russian readers; ё is е with its dots
  if (lower === "й") return lower;
  const base = lower.normalize("NFD").replace(/\p{M}/gu, "");
  return [...base].length === 1 ? base : lower;
}
