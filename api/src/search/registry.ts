/*
 * The workspace search's registry. Each module that has searchable records declares them in its own
 * `<module>.search.ts` (imported by its face): the table, the fields and their weights, the title and subtitle, the
 * trigram text and the app path that opens a record. The search module (modules/search) reads the entries;
 * nothing here names a module.
 *
 * A search reads stored words: search_documents holds one row per searchable record (its folded title, its weighted
 * tsvector, its trigram text), written by a trigger on each table (migration 20261127190000_search_documents) with
 * exactly the entry's expressions, and hash-partitioned by workspace so its GIN indexes, led by "userId" (btree_gin),
 * hold a few workspaces each. The search test checks that every record's document is what its entry's expressions
 * give: a change of an entry's fields is a new migration replacing its table's trigger function.
 * The words: A names, numbers, e-mails and phones, B a second line, C addresses, D notes and bodies (the table's
 * immutable `search_vector_<table>` of migration 20261127170000_search). Case, accents and scripts are folded
 * (`search_fold`: unaccent, lower and a table for Greek, Cyrillic and ß, migration 20261130053000_search_fold_scripts)
 * and phones matched on their digits (`search_phone`: the digits and the last seven).
 */
import type { ObjectRef } from "@pothos/core";

type SearchWeight = "A" | "B" | "C" | "D";

export interface SearchEntry {
  /** the REST `type`: lowercase singular (client, project, ..., proposal) */
  type: string;
  /** the GraphQL type (and Prisma model) of its records: a member of the SearchResult union */
  node: string;
  /** the Pothos ref of that type */
  ref: ObjectRef<any, any>;
  /** the Prisma delegate reading its records by id (GraphQL) */
  delegate: string;
  /** its table; in the SQL fragments below the table's alias is `t` */
  table: string;
  /** the searchable fields by weight, as the table's vector function weighs them */
  fields: Partial<Record<SearchWeight, string[]>>;
  /** SQL: the record's words (its document's `vector`), exactly as the table's trigger writes them */
  vector: string;
  /** SQL: the result's title (folded, its document's `name`: what "exact name" and "prefix" compare with) */
  title: string;
  /** SQL: the result's second line (text, may be null) */
  subtitle: string;
  /** SQL: the text trigram similarity compares with (its document's `trigram`), exactly as the trigger writes it */
  trigram: string;
  /** SQL: which of the table's records are this entry's (a table holding two kinds, versions superseded) */
  where?: string;
  /** the app path that opens the record, given its Relay global id (URL-encoded), as the web's pages take it */
  url: (globalId: string) => string;
}

const entries: SearchEntry[] = [];

/** Declares a module's searchable records (called once by its `<module>.search.ts`). */
export function registerSearch(entry: SearchEntry) {
  if (entries.some((e) => e.type === entry.type)) throw new Error(`search type ${entry.type} registered twice`);
  entries.push(entry);
}

/** Every registered entry, in registration order (the modules' order). */
export function searchEntries(): readonly SearchEntry[] {
  return entries;
}
