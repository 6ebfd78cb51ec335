-- The workspace search reads stored words: one row per searchable record in search_documents, written by a trigger
-- on each searchable table from the expressions its module's <module>.search.ts declares (the registry in
-- api/src/search/registry.ts). The expression indexes of 20261127170000_search made a search compute the words of
-- every candidate row again (about 60 ms for 500 candidates): they go. A search test checks that the documents are
-- those the registry's expressions give.
DROP INDEX IF EXISTS "clients_search_idx", "projects_search_idx", "tasks_search_idx", "invoices_search_idx", "messages_search_idx",
  "files_search_idx", "calendar_events_search_idx", "contracts_search_idx";
DROP INDEX IF EXISTS "clients_search_trgm_idx", "projects_search_trgm_idx", "tasks_search_trgm_idx", "invoices_search_trgm_idx",
  "messages_search_trgm_idx", "files_search_trgm_idx", "calendar_events_search_trgm_idx", "contracts_search_trgm_idx";

-- CreateTable: hash partitions by workspace, so each GIN index's posting lists hold a few workspaces' words only
CREATE TABLE "search_documents" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "vector" tsvector NOT NULL,
    "trigram" TEXT NOT NULL,

    CONSTRAINT "search_documents_pkey" PRIMARY KEY ("userId", "id")
) PARTITION BY HASH ("userId");
DO $$ BEGIN
  FOR i IN 0..63 LOOP
    EXECUTE format('CREATE TABLE search_documents_%s PARTITION OF search_documents FOR VALUES WITH (MODULUS 64, REMAINDER %s)', i, i);
  END LOOP;
END $$;

-- AddForeignKey
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Each table's trigger (on an update, only when a column its document reads changed) and the documents of its
-- existing records

-- clients: the client entries of its module's search.ts
CREATE FUNCTION search_document_clients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_documents WHERE "userId" = OLD."userId" AND id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
    SELECT t.id, t."userId", 'client', search_fold(t."name"), search_vector_clients(t."name", t."email", t."phone", t."company", t."address", t."notes"), search_fold(t."name" || ' ' || coalesce(t."email", '') || ' ' || search_phone(t."phone"))
    FROM (SELECT NEW.*) t;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER clients_search AFTER INSERT OR DELETE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION search_document_clients();
CREATE TRIGGER clients_search_update AFTER UPDATE ON "clients" FOR EACH ROW
  WHEN ((OLD."userId", OLD."name", OLD."email", OLD."phone", OLD."company", OLD."address", OLD."notes") IS DISTINCT FROM (NEW."userId", NEW."name", NEW."email", NEW."phone", NEW."company", NEW."address", NEW."notes"))
  EXECUTE FUNCTION search_document_clients();
INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
  SELECT t.id, t."userId", 'client', search_fold(t."name"), search_vector_clients(t."name", t."email", t."phone", t."company", t."address", t."notes"), search_fold(t."name" || ' ' || coalesce(t."email", '') || ' ' || search_phone(t."phone"))
  FROM "clients" t;

-- projects: the project entries of its module's search.ts
CREATE FUNCTION search_document_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_documents WHERE "userId" = OLD."userId" AND id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
    SELECT t.id, t."userId", 'project', search_fold(t."name"), search_vector_projects(t."name", t."description"), search_fold(t."name")
    FROM (SELECT NEW.*) t;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER projects_search AFTER INSERT OR DELETE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION search_document_projects();
CREATE TRIGGER projects_search_update AFTER UPDATE ON "projects" FOR EACH ROW
  WHEN ((OLD."userId", OLD."name", OLD."description") IS DISTINCT FROM (NEW."userId", NEW."name", NEW."description"))
  EXECUTE FUNCTION search_document_projects();
INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
  SELECT t.id, t."userId", 'project', search_fold(t."name"), search_vector_projects(t."name", t."description"), search_fold(t."name")
  FROM "projects" t;

-- tasks: the task entries of its module's search.ts
CREATE FUNCTION search_document_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_documents WHERE "userId" = OLD."userId" AND id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
    SELECT t.id, t."userId", 'task', search_fold(t."title"), search_vector_tasks(t."title", t."description"), search_fold(t."title")
    FROM (SELECT NEW.*) t;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER tasks_search AFTER INSERT OR DELETE ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION search_document_tasks();
CREATE TRIGGER tasks_search_update AFTER UPDATE ON "tasks" FOR EACH ROW
  WHEN ((OLD."userId", OLD."title", OLD."description") IS DISTINCT FROM (NEW."userId", NEW."title", NEW."description"))
  EXECUTE FUNCTION search_document_tasks();
INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
  SELECT t.id, t."userId", 'task', search_fold(t."title"), search_vector_tasks(t."title", t."description"), search_fold(t."title")
  FROM "tasks" t;

-- messages: the message entries of its module's search.ts
CREATE FUNCTION search_document_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_documents WHERE "userId" = OLD."userId" AND id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
    SELECT t.id, t."userId", 'message', search_fold(coalesce(nullif(t."subject", ''), left(t."content", 80))), search_vector_messages(t."subject", t."contactEmail", t."contactName", t."content"), search_fold(coalesce(t."subject", '') || ' ' || coalesce(t."contactEmail", ''))
    FROM (SELECT NEW.*) t;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER messages_search AFTER INSERT OR DELETE ON "messages"
  FOR EACH ROW EXECUTE FUNCTION search_document_messages();
CREATE TRIGGER messages_search_update AFTER UPDATE ON "messages" FOR EACH ROW
  WHEN ((OLD."userId", OLD."subject", OLD."contactEmail", OLD."contactName", OLD."content") IS DISTINCT FROM (NEW."userId", NEW."subject", NEW."contactEmail", NEW."contactName", NEW."content"))
  EXECUTE FUNCTION search_document_messages();
INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
  SELECT t.id, t."userId", 'message', search_fold(coalesce(nullif(t."subject", ''), left(t."content", 80))), search_vector_messages(t."subject", t."contactEmail", t."contactName", t."content"), search_fold(coalesce(t."subject", '') || ' ' || coalesce(t."contactEmail", ''))
  FROM "messages" t;

-- invoices: the invoice entries of its module's search.ts
CREATE FUNCTION search_document_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_documents WHERE "userId" = OLD."userId" AND id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
    SELECT t.id, t."userId", 'invoice', search_fold(t."invoiceNumber"), search_vector_invoices(t."invoiceNumber", t."notes"), search_fold(t."invoiceNumber")
    FROM (SELECT NEW.*) t;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER invoices_search AFTER INSERT OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION search_document_invoices();
CREATE TRIGGER invoices_search_update AFTER UPDATE ON "invoices" FOR EACH ROW
  WHEN ((OLD."userId", OLD."invoiceNumber", OLD."notes") IS DISTINCT FROM (NEW."userId", NEW."invoiceNumber", NEW."notes"))
  EXECUTE FUNCTION search_document_invoices();
INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
  SELECT t.id, t."userId", 'invoice', search_fold(t."invoiceNumber"), search_vector_invoices(t."invoiceNumber", t."notes"), search_fold(t."invoiceNumber")
  FROM "invoices" t;

-- files: the file entries of its module's search.ts
CREATE FUNCTION search_document_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_documents WHERE "userId" = OLD."userId" AND id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
    SELECT t.id, t."userId", 'file', search_fold(t."name"), search_vector_files(t."name", t."originalName", t."description"), search_fold(t."name")
    FROM (SELECT NEW.*) t;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER files_search AFTER INSERT OR DELETE ON "files"
  FOR EACH ROW EXECUTE FUNCTION search_document_files();
CREATE TRIGGER files_search_update AFTER UPDATE ON "files" FOR EACH ROW
  WHEN ((OLD."userId", OLD."name", OLD."originalName", OLD."description") IS DISTINCT FROM (NEW."userId", NEW."name", NEW."originalName", NEW."description"))
  EXECUTE FUNCTION search_document_files();
INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
  SELECT t.id, t."userId", 'file', search_fold(t."name"), search_vector_files(t."name", t."originalName", t."description"), search_fold(t."name")
  FROM "files" t;

-- calendar_events: the event entries of its module's search.ts
CREATE FUNCTION search_document_calendar_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_documents WHERE "userId" = OLD."userId" AND id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
    SELECT t.id, t."userId", 'event', search_fold(t."title"), search_vector_calendar_events(t."title", t."location", t."description"), search_fold(t."title")
    FROM (SELECT NEW.*) t WHERE t."parentEventId" IS NULL;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER calendar_events_search AFTER INSERT OR DELETE ON "calendar_events"
  FOR EACH ROW EXECUTE FUNCTION search_document_calendar_events();
CREATE TRIGGER calendar_events_search_update AFTER UPDATE ON "calendar_events" FOR EACH ROW
  WHEN ((OLD."userId", OLD."title", OLD."location", OLD."description", OLD."parentEventId") IS DISTINCT FROM (NEW."userId", NEW."title", NEW."location", NEW."description", NEW."parentEventId"))
  EXECUTE FUNCTION search_document_calendar_events();
INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
  SELECT t.id, t."userId", 'event', search_fold(t."title"), search_vector_calendar_events(t."title", t."location", t."description"), search_fold(t."title")
  FROM "calendar_events" t WHERE t."parentEventId" IS NULL;

-- contracts: the contract and proposal entries of its module's search.ts
CREATE FUNCTION search_document_contracts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_documents WHERE "userId" = OLD."userId" AND id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
    SELECT t.id, t."userId", 'contract', search_fold(coalesce(nullif(t."title", ''), t."contractNumber")), search_vector_contracts(t."title", t."contractNumber", t."notes"), search_fold(coalesce(t."title", '') || ' ' || t."contractNumber")
    FROM (SELECT NEW.*) t WHERE t."type" <> 'proposal' AND t."supersededAt" IS NULL;
    INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
    SELECT t.id, t."userId", 'proposal', search_fold(coalesce(nullif(t."title", ''), t."contractNumber")), search_vector_contracts(t."title", t."contractNumber", t."notes"), search_fold(coalesce(t."title", '') || ' ' || t."contractNumber")
    FROM (SELECT NEW.*) t WHERE t."type" = 'proposal' AND t."supersededAt" IS NULL;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER contracts_search AFTER INSERT OR DELETE ON "contracts"
  FOR EACH ROW EXECUTE FUNCTION search_document_contracts();
CREATE TRIGGER contracts_search_update AFTER UPDATE ON "contracts" FOR EACH ROW
  WHEN ((OLD."userId", OLD."title", OLD."contractNumber", OLD."notes", OLD."type", OLD."supersededAt") IS DISTINCT FROM (NEW."userId", NEW."title", NEW."contractNumber", NEW."notes", NEW."type", NEW."supersededAt"))
  EXECUTE FUNCTION search_document_contracts();
INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
  SELECT t.id, t."userId", 'contract', search_fold(coalesce(nullif(t."title", ''), t."contractNumber")), search_vector_contracts(t."title", t."contractNumber", t."notes"), search_fold(coalesce(t."title", '') || ' ' || t."contractNumber")
  FROM "contracts" t WHERE t."type" <> 'proposal' AND t."supersededAt" IS NULL;
INSERT INTO search_documents (id, "userId", type, name, vector, trigram)
  SELECT t.id, t."userId", 'proposal', search_fold(coalesce(nullif(t."title", ''), t."contractNumber")), search_vector_contracts(t."title", t."contractNumber", t."notes"), search_fold(coalesce(t."title", '') || ' ' || t."contractNumber")
  FROM "contracts" t WHERE t."type" = 'proposal' AND t."supersededAt" IS NULL;

-- CreateIndex, once the documents are in (one bulk build). Written through at once (fastupdate off): a pending
-- list of up to 4 MB per index, scanned by every search until a vacuum empties it, made searches ten times slower
-- after a burst of writes
CREATE INDEX "search_documents_userId_vector_idx" ON "search_documents" USING GIN ("userId" uuid_ops, "vector") WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "search_documents_userId_trigram_idx" ON "search_documents" USING GIN ("userId" uuid_ops, "trigram" gin_trgm_ops) WITH (fastupdate = off);

ANALYZE search_documents;
