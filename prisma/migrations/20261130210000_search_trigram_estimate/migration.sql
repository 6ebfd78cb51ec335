-- How many documents a search's trigram condition (`%>`) finds is no longer estimated by the planner from the column's
-- statistics: pg_trgm's estimator (matchingsel) computes the word similarity of the term with each of the statistics'
-- sample values, about 1 ms per condition, and a search's statement names several (each fuzzy term's candidates and
-- scores), each estimated more than once: planning cost 5 to 20 ms, more than the statement's execution. The fixed
-- estimate of a containment (contsel: few rows) is what the search wants anyway: each fuzzy term's candidates read
-- from its GIN index led by "userId", never the workspace's every document filtered by it (the function's cost, set by
-- 20261130053000_search_fold_scripts, says the same).
-- The operator belongs to the extension: a database user that does not own it (pg_trgm installed by another role, as
-- on a managed PostgreSQL) keeps pg_trgm's estimate, and searches plan a few milliseconds longer, nothing else.
DO $$ BEGIN
  ALTER OPERATOR %> (text, text) SET (RESTRICT = contsel);
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'the %%> operator''s estimate is left as pg_trgm sets it: this role does not own the operator';
END $$;
