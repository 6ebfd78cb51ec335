import type { ServiceContext } from "../../context";
import { readRows } from "../../db/prisma";
import { ValidationError } from "../../errors";
import { globalId } from "../../graphql/util";
import { searchEntries, type SearchEntry } from "../../search/registry";

/** The longest search text taken (REST 400, GraphQL BAD_USER_INPUT past it). */
export const SEARCH_MAX_LENGTH = 200;
/** Results of one search in all, and of one type. */
export const SEARCH_MAX_RESULTS = 20;
const SEARCH_PER_TYPE = 5;
const MAX_WORDS = 8;
/** a query with this many digits or more is also looked up as a phone number (its last seven digits) */
const PHONE_DIGITS = 7;

export interface SearchHit {
  type: string;
  id: string;
  title: string;
  subtitle: string | null;
  url: string;
  score: number;
}

/**
 * The text's terms: its words (letters and digits, at most MAX_WORDS), and, for a text of seven digits or more (a
 * phone number in any format), its last seven digits, which the phone's words hold too; `text` is the text with its
 * NULs (which PostgreSQL's text cannot hold) made spaces and runs of spaces made one. The tsquery is built from them
 * by the SQL (`termsQuery`), never by pasting the text into query syntax.
 */
export function searchTerms(query: string): { words: string[]; phone: string; text: string } | null {
  const words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, MAX_WORDS);
  if (!words.length) return null;
  const digits = query.replace(/[^0-9]/g, "");
  const phone = digits.length >= PHONE_DIGITS ? digits.slice(-PHONE_DIGITS) : "";
  return { words, phone, text: query.replace(/\0/g, " ").trim().replace(/\s+/g, " ") };
}

/**
 * The tsquery of the words ($2, text[]) and the phone's digits ($3, '' for none), as SQL: each word accent-folded
 * as the documents are (search_fold), then written as a quoted lexeme with its quotes and backslashes doubled, so
 * that whatever folding yields (unaccent turns ʼ and ŉ into an apostrophe, ① into "(1)") is a lexeme and never query
 * syntax; the last word is a prefix (the word being typed). `|`: some of the words; `&`: every one.
 */
function termsQuery(op: "|" | "&"): string {
  const lexemes = `(SELECT string_agg('''' || replace(replace(search_fold(u.w), '\\', '\\\\'), '''', '''''') || ''''
      || CASE WHEN u.i = cardinality($2::text[]) THEN ':*' ELSE '' END, ' ${op} ' ORDER BY u.i)
    FROM unnest($2::text[]) WITH ORDINALITY AS u(w, i))`;
  const phone = `CASE WHEN $3::text <> '' THEN ' | ''' || $3::text || '''' ELSE '' END`;
  return `to_tsquery('simple', '(' || coalesce(${lexemes}, '''''') || ')' || ${phone})`;
}

/**
 * The statement: the viewer's documents (search_documents, one per searchable record, kept by the tables' triggers)
 * that hold some term in their words, or whose trigram text is close to the text (typos, e-mails, phones: `<%`, word
 * similarity 0.6 or more), both served by GIN indexes led by "userId". Each is scored: 4 for the exact title (accents
 * and case folded), 2 for a title that starts with the text, 1 for a document holding every term, plus the words'
 * weighted rank (ts_rank: A 1.0, B 0.4, C 0.2, D 0.1), or for a document only close by trigrams its word similarity
 * (computed for those alone: it costs more than the rest of the score). The best SEARCH_PER_TYPE of
 * each type, then the best `$5` in all, take their title and subtitle from their own table (one branch per registered
 * entry, led by its type, so only a hit's own table is read).
 * $1 viewer, $2 the words, $3 the phone's last digits ('' for none), $4 the text, $5 how many.
 */
function display(e: SearchEntry) {
  return `SELECT ${e.title}::text AS title, ${e.subtitle}::text AS subtitle FROM "${e.table}" t
      WHERE h.type = '${e.type}' AND t.id = h.id AND t."userId" = $1::uuid`;
}

let sql: string | undefined;
/** The search statement, built once from the entries the modules registered. */
export function searchSql() {
  const anyQ = termsQuery("|");
  const allQ = termsQuery("&");
  const text = `search_fold($4::text)`;
  sql ??= `WITH hits AS (
  SELECT type, id, score FROM (
    SELECT d.type, d.id, s.score, row_number() OVER (PARTITION BY d.type ORDER BY s.score DESC, d.id) AS n
    FROM search_documents d
    CROSS JOIN LATERAL (SELECT (CASE WHEN d.name = ${text} THEN 4 WHEN left(d.name, length(${text})) = ${text} THEN 2 ELSE 0 END
        + CASE WHEN d.vector @@ ${allQ} THEN 1 ELSE 0 END
        + CASE WHEN d.vector @@ ${anyQ} THEN ts_rank(d.vector, ${anyQ}) ELSE word_similarity(${text}, d.trigram) END)::float8 AS score) s
    WHERE d."userId" = $1::uuid AND (d.vector @@ ${anyQ} OR ${text} <% d.trigram)
  ) ranked
  WHERE n <= ${SEARCH_PER_TYPE}
  ORDER BY score DESC, type, id LIMIT $5
)
SELECT h.type, h.id, r.title, r.subtitle, h.score FROM hits h
CROSS JOIN LATERAL (
  ${searchEntries().map(display).join("\n  UNION ALL\n  ")}
) r
ORDER BY h.score DESC, h.type, h.id`;
  return sql;
}

const byType = () => new Map(searchEntries().map((e) => [e.type, e]));

/**
 * The viewer's records matching the text, best first: one SQL statement across every registered type, at most
 * `first` (20) in all and 5 per type. An empty or blank text finds nothing; a text past 200 characters is refused.
 */
export async function searchWorkspace(ctx: ServiceContext, query: unknown, first?: number | null): Promise<SearchHit[]> {
  if (query !== undefined && query !== null && typeof query !== "string") throw new ValidationError({ q: "Search text must be text" });
  const text = (query ?? "") as string;
  if (text.length > SEARCH_MAX_LENGTH) {
    throw new ValidationError({ q: `Search text must be at most ${SEARCH_MAX_LENGTH} characters` });
  }
  const limit = Math.min(SEARCH_MAX_RESULTS, Math.max(0, Math.trunc(first ?? SEARCH_MAX_RESULTS)));
  const terms = searchTerms(text);
  if (!terms || limit === 0) return [];
  const rows = await readRows<Omit<SearchHit, "url">>(ctx.prisma, searchSql(), [ctx.viewer.id, terms.words, terms.phone, terms.text, limit]);
  const entries = byType();
  return rows.map((r) => {
    const entry = entries.get(r.type)!;
    // the app's pages open a record by its Relay global id, as the notifications' links do
    return { ...r, score: Number(r.score), url: entry.url(encodeURIComponent(globalId(entry.node, r.id))) };
  });
}

/** A hit as REST answers it. */
export const toSearchJson = ({ type, id, title, subtitle, url }: SearchHit) => ({ type, id, title, subtitle, url });
