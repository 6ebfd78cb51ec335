-- Search folding for every script the product renders (search_fold: what documents and queries are compared as).
-- The databases run under the C locale, where lower() folds ASCII only and unaccent's rules, though they take the
-- tonos off Greek and the dieresis off Ё, leave Greek and Cyrillic capitals as they are: "Παπαδοπουλος" missed
-- "ΠΑΠΑΔΌΠΟΥΛΟΣ" and a word ending in ς missed the same word in capitals. An explicit table (translate, immutable
-- whatever the locale) now lowers Greek and Cyrillic, takes off Greek tonos and dialytika unaccent may have left
-- (ά→α, ΐ→ι), makes the final sigma σ, and Cyrillic ё/Ё → е (й stays й, as Russian readers expect). Latin is
-- unaccent's (é→e, ß→ss, ø→o, ł→l, æ→ae) then lower case.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(lower(public.immutable_unaccent(coalesce($1, ''))),
    'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫάέήίόύώϊϋΐΰςАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏёѐ',
    'αβγδεζηθικλμνξοπρστυφχψωαεηιουωιυαεηιουωιυιυσабвгдежзийклмнопрстуфхцчшщъыьэюяееђѓєѕіїјљњћќѝўџее') $$;

-- The stored documents folded anew: one statement per searchable table, each the trigger's own expressions, writing
-- only the documents whose folding changed (those with Greek or Cyrillic capitals or a final sigma).
-- client
UPDATE search_documents d SET name = n.name, vector = n.vector, trigram = n.trigram
  FROM (SELECT t.id, t."userId", search_fold(t."name") AS name, search_vector_clients(t."name", t."email", t."phone", t."company", t."address", t."notes") AS vector, search_fold(t."name" || ' ' || coalesce(t."email", '') || ' ' || search_phone(t."phone")) AS trigram
        FROM "clients" t) n
  WHERE d."userId" = n."userId" AND d.id = n.id AND d.type = 'client'
    AND (d.name, d.vector, d.trigram) IS DISTINCT FROM (n.name, n.vector, n.trigram);
-- project
UPDATE search_documents d SET name = n.name, vector = n.vector, trigram = n.trigram
  FROM (SELECT t.id, t."userId", search_fold(t."name") AS name, search_vector_projects(t."name", t."description") AS vector, search_fold(t."name") AS trigram
        FROM "projects" t) n
  WHERE d."userId" = n."userId" AND d.id = n.id AND d.type = 'project'
    AND (d.name, d.vector, d.trigram) IS DISTINCT FROM (n.name, n.vector, n.trigram);
-- task
UPDATE search_documents d SET name = n.name, vector = n.vector, trigram = n.trigram
  FROM (SELECT t.id, t."userId", search_fold(t."title") AS name, search_vector_tasks(t."title", t."description") AS vector, search_fold(t."title") AS trigram
        FROM "tasks" t) n
  WHERE d."userId" = n."userId" AND d.id = n.id AND d.type = 'task'
    AND (d.name, d.vector, d.trigram) IS DISTINCT FROM (n.name, n.vector, n.trigram);
-- message
UPDATE search_documents d SET name = n.name, vector = n.vector, trigram = n.trigram
  FROM (SELECT t.id, t."userId", search_fold(coalesce(nullif(t."subject", ''), left(t."content", 80))) AS name, search_vector_messages(t."subject", t."contactEmail", t."contactName", t."content") AS vector, search_fold(coalesce(t."subject", '') || ' ' || coalesce(t."contactEmail", '')) AS trigram
        FROM "messages" t) n
  WHERE d."userId" = n."userId" AND d.id = n.id AND d.type = 'message'
    AND (d.name, d.vector, d.trigram) IS DISTINCT FROM (n.name, n.vector, n.trigram);
-- invoice
UPDATE search_documents d SET name = n.name, vector = n.vector, trigram = n.trigram
  FROM (SELECT t.id, t."userId", search_fold(t."invoiceNumber") AS name, search_vector_invoices(t."invoiceNumber", t."notes") AS vector, search_fold(t."invoiceNumber") AS trigram
        FROM "invoices" t) n
  WHERE d."userId" = n."userId" AND d.id = n.id AND d.type = 'invoice'
    AND (d.name, d.vector, d.trigram) IS DISTINCT FROM (n.name, n.vector, n.trigram);
-- file
UPDATE search_documents d SET name = n.name, vector = n.vector, trigram = n.trigram
  FROM (SELECT t.id, t."userId", search_fold(t."name") AS name, search_vector_files(t."name", t."originalName", t."description") AS vector, search_fold(t."name") AS trigram
        FROM "files" t) n
  WHERE d."userId" = n."userId" AND d.id = n.id AND d.type = 'file'
    AND (d.name, d.vector, d.trigram) IS DISTINCT FROM (n.name, n.vector, n.trigram);
-- event
UPDATE search_documents d SET name = n.name, vector = n.vector, trigram = n.trigram
  FROM (SELECT t.id, t."userId", search_fold(t."title") AS name, search_vector_calendar_events(t."title", t."location", t."description") AS vector, search_fold(t."title") AS trigram
        FROM "calendar_events" t WHERE t."parentEventId" IS NULL) n
  WHERE d."userId" = n."userId" AND d.id = n.id AND d.type = 'event'
    AND (d.name, d.vector, d.trigram) IS DISTINCT FROM (n.name, n.vector, n.trigram);
-- contract
UPDATE search_documents d SET name = n.name, vector = n.vector, trigram = n.trigram
  FROM (SELECT t.id, t."userId", search_fold(coalesce(nullif(t."title", ''), t."contractNumber")) AS name, search_vector_contracts(t."title", t."contractNumber", t."notes") AS vector, search_fold(coalesce(t."title", '') || ' ' || t."contractNumber") AS trigram
        FROM "contracts" t WHERE t."type" <> 'proposal' AND t."supersededAt" IS NULL) n
  WHERE d."userId" = n."userId" AND d.id = n.id AND d.type = 'contract'
    AND (d.name, d.vector, d.trigram) IS DISTINCT FROM (n.name, n.vector, n.trigram);
-- proposal
UPDATE search_documents d SET name = n.name, vector = n.vector, trigram = n.trigram
  FROM (SELECT t.id, t."userId", search_fold(coalesce(nullif(t."title", ''), t."contractNumber")) AS name, search_vector_contracts(t."title", t."contractNumber", t."notes") AS vector, search_fold(coalesce(t."title", '') || ' ' || t."contractNumber") AS trigram
        FROM "contracts" t WHERE t."type" = 'proposal' AND t."supersededAt" IS NULL) n
  WHERE d."userId" = n."userId" AND d.id = n.id AND d.type = 'proposal'
    AND (d.name, d.vector, d.trigram) IS DISTINCT FROM (n.name, n.vector, n.trigram);

ANALYZE search_documents;

-- What a search's candidates are read by (api/src/modules/search): immutable functions of the query's words, so a
-- plan made for the values sees the tsquery and the terms and estimates what the GIN indexes find.
-- Every word, folded, as a prefix (a word being typed, or cut short), or the phone's last digits.
CREATE OR REPLACE FUNCTION search_terms_query(words text[], phone text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsquery('simple', coalesce((SELECT string_agg('''' || replace(replace(f.w, '\', '\\'), '''', '''''') || ''':*', ' | ' ORDER BY f.i)
      FROM (SELECT public.search_fold(u.w) AS w, u.i FROM unnest(words) WITH ORDINALITY AS u(w, i)) f WHERE f.w <> ''), '''''')
    || CASE WHEN coalesce(phone, '') <> '' THEN ' | ''' || phone || '''' ELSE '' END) $$;
-- The words of three characters or more that are not all digits (a phone is found by its digits' lexeme), folded, and the whole text: each compared by trigrams (`%>`).
CREATE OR REPLACE FUNCTION search_fuzzy_terms(words text[], "text" text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array(SELECT f FROM (SELECT public.search_fold(w) AS f FROM unnest(words) AS w) x WHERE length(f) >= 3 AND f ~ '[^0-9]')
    || public.search_fold("text") $$;

-- `%>` compares trigram sets (word_similarity): costing it as one comparison made the planner filter a workspace's
-- every document with it (10,000 rows, ~150 ms) instead of reading each term's few matches from the trigram index.
ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
