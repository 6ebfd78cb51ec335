/*
 * The workspace search's registry. Each module that has searchable records declares them in its own
 * `<module>.search.ts` (imported by its face): the table, the fields and their weights, the title and subtitle, the
 * trigram expression and the app path that opens a record. The search module (modules/search) reads the entries;
 * nothing here names a module.
 *
 * The words of a record are a weighted tsvector made by the table's immutable function `search_vector_<table>` of the
 * migration 20261127170000_search (the weights the entry declares: A names, numbers, e-mails and phones, B a second
 * line, C addresses, D notes and bodies), kept in a GIN expression index led by "userId" (btree_gin); `vector` and
 * `trigram` are the expressions of the table's two indexes (the trigram one: pg_trgm, led by "userId" too), and must be
 * written exactly as the migration's so the indexes serve them. Accents are folded (`search_fold`: unaccent + lower) and phones matched on their digits
 * (`search_phone`: the digits and the last seven).
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
  /** the searchable fields by weight, as the migration's generated column writes them */
  fields: Partial<Record<SearchWeight, string[]>>;
  /** SQL: the record's words, the expression of the table's search index exactly as the migration writes it */
  vector: string;
  /** SQL: the result's title (also what "exact name" and "prefix" compare with) */
  title: string;
  /** SQL: the result's second line (text, may be null) */
  subtitle: string;
  /** SQL: the expression of the table's trigram index, exactly as the migration writes it */
  trigram: string;
  /** SQL: a further condition (a table holding two kinds, versions superseded) */
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
