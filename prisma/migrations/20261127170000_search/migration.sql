-- Workspace search (api/src/modules/search): a weighted tsvector per record, made by an immutable function of the
-- table's searchable columns and kept in a GIN expression index that leads with the workspace (btree_gin), and
-- trigram expression indexes on the names and numbers for typos, e-mails and phones. Expression indexes, not
-- generated columns: a record's columns stay what Prisma reads (a tsvector column would be in every RETURNING *).
-- The fields and weights here are those each module's <module>.search.ts declares: A names, numbers, e-mails and
-- phones, B the second line (company, subject, location), D notes and bodies.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- unaccent() is STABLE (it reads its dictionary by name): this form names the dictionary, so it is immutable
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- the text a search matches: accents folded, lower case, NULL as empty
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.immutable_unaccent(coalesce($1, ''))) $$;

-- a phone number's tokens: its digits, and its last 7 digits (the number without country or area code)
CREATE OR REPLACE FUNCTION search_phone(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN length(d) >= 7 THEN d || ' ' || right(d, 7) ELSE d END
        FROM (SELECT regexp_replace(coalesce($1, ''), '\D', '', 'g') AS d) AS digits $$;

-- an e-mail address as a whole and split at @ and dots
CREATE OR REPLACE FUNCTION search_email(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce($1, '') || ' ' || regexp_replace(coalesce($1, ''), '[@._+-]', ' ', 'g') $$;

-- the words of a client record, weighted
CREATE OR REPLACE FUNCTION search_vector_clients("name" text, "email" text, "phone" text, "company" text, "address" text, "notes" text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple', public.search_fold("name")), 'A')
    || setweight(to_tsvector('simple', public.search_fold(public.search_email("email"))), 'A')
    || setweight(to_tsvector('simple', public.search_phone("phone")), 'A')
    || setweight(to_tsvector('simple', public.search_fold("company")), 'B')
    || setweight(to_tsvector('simple', public.search_fold("address")), 'C')
    || setweight(to_tsvector('simple', public.search_fold("notes")), 'D') $$;

-- the words of a project record, weighted
CREATE OR REPLACE FUNCTION search_vector_projects("name" text, "description" text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple', public.search_fold("name")), 'A')
    || setweight(to_tsvector('simple', public.search_fold("description")), 'D') $$;

-- the words of a task record, weighted
CREATE OR REPLACE FUNCTION search_vector_tasks("title" text, "description" text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple', public.search_fold("title")), 'A')
    || setweight(to_tsvector('simple', public.search_fold("description")), 'D') $$;

-- the words of an invoice record, weighted
CREATE OR REPLACE FUNCTION search_vector_invoices("invoiceNumber" text, "notes" text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple', public.search_fold("invoiceNumber")), 'A')
    || setweight(to_tsvector('simple', public.search_fold("notes")), 'D') $$;

-- the words of a message record, weighted
CREATE OR REPLACE FUNCTION search_vector_messages("subject" text, "contactEmail" text, "contactName" text, "content" text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple', public.search_fold("subject")), 'A')
    || setweight(to_tsvector('simple', public.search_fold(public.search_email("contactEmail"))), 'A')
    || setweight(to_tsvector('simple', public.search_fold("contactName")), 'B')
    || setweight(to_tsvector('simple', public.search_fold("content")), 'D') $$;

-- the words of a file record, weighted
CREATE OR REPLACE FUNCTION search_vector_files("name" text, "originalName" text, "description" text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple', public.search_fold("name")), 'A')
    || setweight(to_tsvector('simple', public.search_fold("originalName")), 'B')
    || setweight(to_tsvector('simple', public.search_fold("description")), 'D') $$;

-- the words of a calendar_event record, weighted
CREATE OR REPLACE FUNCTION search_vector_calendar_events("title" text, "location" text, "description" text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple', public.search_fold("title")), 'A')
    || setweight(to_tsvector('simple', public.search_fold("location")), 'B')
    || setweight(to_tsvector('simple', public.search_fold("description")), 'D') $$;

-- the words of a contract record, weighted
CREATE OR REPLACE FUNCTION search_vector_contracts("title" text, "contractNumber" text, "notes" text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple', public.search_fold("title")), 'A')
    || setweight(to_tsvector('simple', public.search_fold("contractNumber")), 'A')
    || setweight(to_tsvector('simple', public.search_fold("notes")), 'D') $$;

-- CreateIndex: the words, led by the workspace
CREATE INDEX "clients_search_idx" ON "clients" USING GIN ("userId", (public.search_vector_clients("name", "email", "phone", "company", "address", "notes")));
CREATE INDEX "projects_search_idx" ON "projects" USING GIN ("userId", (public.search_vector_projects("name", "description")));
CREATE INDEX "tasks_search_idx" ON "tasks" USING GIN ("userId", (public.search_vector_tasks("title", "description")));
CREATE INDEX "invoices_search_idx" ON "invoices" USING GIN ("userId", (public.search_vector_invoices("invoiceNumber", "notes")));
CREATE INDEX "messages_search_idx" ON "messages" USING GIN ("userId", (public.search_vector_messages("subject", "contactEmail", "contactName", "content")));
CREATE INDEX "files_search_idx" ON "files" USING GIN ("userId", (public.search_vector_files("name", "originalName", "description")));
CREATE INDEX "calendar_events_search_idx" ON "calendar_events" USING GIN ("userId", (public.search_vector_calendar_events("title", "location", "description")));
CREATE INDEX "contracts_search_idx" ON "contracts" USING GIN ("userId", (public.search_vector_contracts("title", "contractNumber", "notes")));

-- CreateIndex: trigrams of the titles (typos), e-mails and phone digits, led by the workspace
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING GIN ("userId", (public.search_fold("name" || ' ' || coalesce("email", '') || ' ' || public.search_phone("phone"))) gin_trgm_ops);
CREATE INDEX "projects_search_trgm_idx" ON "projects" USING GIN ("userId", (public.search_fold("name")) gin_trgm_ops);
CREATE INDEX "tasks_search_trgm_idx" ON "tasks" USING GIN ("userId", (public.search_fold("title")) gin_trgm_ops);
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING GIN ("userId", (public.search_fold("invoiceNumber")) gin_trgm_ops);
CREATE INDEX "messages_search_trgm_idx" ON "messages" USING GIN ("userId", (public.search_fold(coalesce("subject", '') || ' ' || coalesce("contactEmail", ''))) gin_trgm_ops);
CREATE INDEX "files_search_trgm_idx" ON "files" USING GIN ("userId", (public.search_fold("name")) gin_trgm_ops);
CREATE INDEX "calendar_events_search_trgm_idx" ON "calendar_events" USING GIN ("userId", (public.search_fold("title")) gin_trgm_ops);
CREATE INDEX "contracts_search_trgm_idx" ON "contracts" USING GIN ("userId", (public.search_fold(coalesce("title", '') || ' ' || "contractNumber")) gin_trgm_ops);
