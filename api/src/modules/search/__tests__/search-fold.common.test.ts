/** The search's folding of common/search-fold.ts over the decided table (no database; search.typos.test.ts checks that
 * the database's search_fold folds the same texts alike). */
import { searchFold, searchFoldChar } from "@common/search-fold";
import { FOLD_TABLE } from "./fold-table";

describe("searchFold: the decided folding table", () => {
  it.each(FOLD_TABLE)("folds %s to %s", (text, folded) => {
    expect(searchFold(text)).toBe(folded);
  });

  it("makes the accented and unaccented spellings of a name one text", () => {
    expect(searchFold("Παπαδοπουλος")).toBe(searchFold("Παπαδόπουλος"));
    expect(searchFold("PAPADÓPOULOS")).toBe(searchFold("papadopoulos"));
    expect(searchFold("Фёдор")).toBe(searchFold("федор"));
    expect(searchFold("Йорданов")).not.toBe(searchFold("Иорданов"));
  });
});

describe("searchFoldChar: one character for one (highlighting keeps the text's positions)", () => {
  it("folds a character as searchFold does when that gives one character", () => {
    for (const c of [..."ÉéøŁÜΆΐςΣЁёЙй"]) expect(searchFoldChar(c)).toBe(searchFold(c));
  });

  it("keeps a character whose fold is two characters, lowered", () => {
    expect(searchFoldChar("ß")).toBe("ß");
    expect(searchFoldChar("Æ")).toBe("æ");
    expect(searchFoldChar("Œ")).toBe("œ");
  });
});
