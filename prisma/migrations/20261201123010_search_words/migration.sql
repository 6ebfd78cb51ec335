-- The words a search's typos are compared with: each workspace's distinct words (lexemes of its search documents:
-- three characters or more, not all digits, not a whole e-mail, whose parts are words of their own). A typo was
-- compared with the trigram text of every document close to it, 6-10 µs each: "acmee" with each of the 550 records
-- holding "acme". Compared with the workspace's words instead, it finds "acme" once, and the records holding it by the
-- words' index. A word no document holds any more stays (it then finds nothing).

-- CreateTable
CREATE TABLE "search_words" (
    "userId" UUID NOT NULL,
    "word" TEXT NOT NULL,

    CONSTRAINT "search_words_pkey" PRIMARY KEY ("userId","word")
);

-- AddForeignKey
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateIndex: the words' trigrams in Latin letters (as the documents'), led by the workspace, written through
CREATE INDEX "search_words_userId_trigram_idx" ON "search_words" USING GIN ("userId" uuid_ops, (public.search_trigram_text("word")) gin_trgm_ops) WITH (fastupdate = off);

-- The words of each statement's new documents (a record's document is written again on each change), in the order
-- of the key, so two transactions adding the same new words never wait on each other in a cycle
CREATE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words ("userId", word)
  SELECT DISTINCT a."userId", w.lexeme FROM added a CROSS JOIN unnest(a.vector) w
  WHERE length(w.lexeme) >= 3 AND w.lexeme ~ '[^0-9]' AND strpos(w.lexeme, '@') = 0
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER search_documents_words AFTER INSERT ON "search_documents" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();

-- the words of the documents there are
INSERT INTO search_words ("userId", word)
SELECT DISTINCT d."userId", w.lexeme FROM search_documents d CROSS JOIN unnest(d.vector) w
WHERE length(w.lexeme) >= 3 AND w.lexeme ~ '[^0-9]' AND strpos(w.lexeme, '@') = 0
ON CONFLICT DO NOTHING;

ANALYZE search_words;
