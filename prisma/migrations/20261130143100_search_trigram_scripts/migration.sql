-- Typos forgiven in Greek and Cyrillic words too. pg_trgm, under the C locale the databases run in, takes ASCII
-- letters and digits only as a word's characters: a Greek or Cyrillic name had no trigrams at all, so "ελυτις" did not
-- find Ελύτης nor "достоевскии" Достоевский, while "papadopulos" found Papadopoulos. The trigrams are now those of the
-- trigram text written in Latin letters (search_trigram_text: a letter for a letter, ъ and ь left out; Latin text as it
-- is), both the documents' (an expression index in place of the column's) and the terms' (search_fuzzy_terms); exact
-- words and prefixes are still matched in their own script by the documents' words (vector). A text all in ASCII (its
-- bytes as many as its characters) is taken as it is: translate() costs about 20 µs on a name, which the scoring of a
-- few thousand candidates would pay for each.
CREATE OR REPLACE FUNCTION search_trigram_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN octet_length($1) = length($1) THEN $1 ELSE translate($1,
    'αβγδεζηθικλμνξοπρστυφχψωабвгдежзийклмнопрстуфхцчшщыэюяіїєўґђјљњћџѓќѕъь',
    'avgdezitiklmnxoprstyfhpoabvgdezzijklmnoprstufhccssyeuaiieugdjlncdgks') END $$;

-- The terms compared by trigrams: as before (three characters or more, not all digits, and the whole text), in Latin letters.
CREATE OR REPLACE FUNCTION search_fuzzy_terms(words text[], "text" text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array(SELECT public.search_trigram_text(f) FROM (SELECT public.search_fold(w) AS f FROM unnest(words) AS w) x WHERE length(f) >= 3 AND f ~ '[^0-9]')
    || public.search_trigram_text(public.search_fold("text")) $$;

-- DropIndex: the trigrams of the trigram text as stored
DROP INDEX "search_documents_userId_trigram_idx";

-- CreateIndex: the trigrams of the trigram text in Latin letters, led by the workspace, written through (fastupdate off)
CREATE INDEX "search_documents_userId_trigram_text_idx" ON "search_documents" USING GIN ("userId" uuid_ops, (public.search_trigram_text("trigram")) gin_trgm_ops) WITH (fastupdate = off);

ANALYZE search_documents;
