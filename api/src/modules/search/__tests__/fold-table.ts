// The search folding's decided table, shared by the TS folding's test and the database's (they must agree).

/** The decided table: text → folded. */
export const FOLD_TABLE: [string, string][] = [
  // Latin: diacritics removed, ß→ss, ø→o, ligatures spelt out, case folded
  ["Lucía Fernández", "lucia fernandez"],
  ["Jürgen Straße", "jurgen strasse"],
  ["Søren Ørsted", "soren orsted"],
  ["Łukasz Wiśniewski", "lukasz wisniewski"],
  ["Æther Œuvre", "aether oeuvre"],
  ["ÉCOLE ÇA", "ecole ca"],
  ["Zoë Saldaña", "zoe saldana"],
  ["Þórr Đorđević", "thorr dordevic"],
  // Greek: tonos and dialytika removed, final sigma σ, capitals lowered
  ["Νίκος Παπαδόπουλος", "νικοσ παπαδοπουλοσ"],
  ["ΠΑΠΑΔΌΠΟΥΛΟΣ", "παπαδοπουλοσ"],
  ["Ά Έ Ή Ί Ό Ύ Ώ", "α ε η ι ο υ ω"],
  ["ά έ ή ί ό ύ ώ", "α ε η ι ο υ ω"],
  ["ΐ ΰ ϊ ϋ Ϊ Ϋ", "ι υ ι υ ι υ"],
  ["Οδυσσέας", "οδυσσεασ"],
  // Cyrillic: ё→е, й stays й, capitals lowered
  ["Фёдор ЁЛКИН", "федор елкин"],
  ["Сергей Йорданов", "сергей йорданов"],
  ["ЖУРАВЛЁВ Щукин", "журавлев щукин"],
  ["Її Ўсё", "її ўсе"],
  // a name typed decomposed (a letter and a combining accent) folds as the composed one
  ["Παπαδο\u0301πουλος Lucia\u0301", "παπαδοπουλοσ lucia"],
  // digits and punctuation as they are
  ["INV-0042 (draft)", "inv-0042 (draft)"],
];
