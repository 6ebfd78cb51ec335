import type { ServiceContext } from "../../context";
import { TRIGRAM_WORD_THRESHOLD as FUZZY_MIN } from "../../db/pg-config";
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
 * by the SQL (`lexeme`), never by pasting the text into query syntax.
 */
export function searchTerms(query: string): { words: string[]; phone: string; text: string } | null {
  const words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, MAX_WORDS);
  if (!words.length) return null;
  const digits = query.replace(/[^0-9]/g, "");
  const phone = digits.length >= PHONE_DIGITS ? digits.slice(-PHONE_DIGITS) : "";
  return { words, phone, text: query.replace(/\0/g, " ").trim().replace(/\s+/g, " ") };
}

/** a term this long or longer is also matched by trigrams (shorter ones are as close to too many words) */
const FUZZY_MIN_LENGTH = 3;
/**
 * What a typo scores more when the term and the record are written in the same script (both in Latin letters, or
 * neither): trigrams compare them in Latin letters, where "papadopulos" is as close to Παπαδόπουλος as to Papadopoulos.
 * Below what a prefix adds over the most a typo scores (0.6 - 0.5).
 */
const SAME_SCRIPT = 0.09;
/** A term as a quoted tsquery lexeme (quotes and backslashes doubled, so whatever folding yields is never syntax). */
const lexeme = (w: string) => `'''' || replace(replace(${w}, '\\', '\\\\'), '''', '''''') || ''''`;

/**
 * The statement: the viewer's documents (search_documents, one per searchable record, kept by the tables' triggers)
 * that hold some term as a word or a word's prefix (search_terms_query), or whose trigram text is close to a term of
 * three characters or more that is not all digits (digits' trigrams are in too many documents: a phone is found by
 * its digits' lexeme and the whole text) or to the whole text (search_fuzzy_terms; typos, e-mails, phones: `%>`, word similarity
 * TRIGRAM_WORD_THRESHOLD, 0.4, or more, a session setting of every pool), both served by the GIN indexes led by
 * "userId" (one bitmap index scan per fuzzy term: a GIN index takes no `%> ANY (array)`, so the statement names
 * MAX_WORDS + 1 of them, a missing one NULL and dropped); both functions are immutable, so a plan made for the statement's
 * values estimates how many documents they find. Every term is then scored on each candidate on its own: 1 for a word of the record, 0.6 for a word's prefix, half its word similarity with the trigram text when
 * that is 0.4 or more (computed only for a term that is neither: it costs more than the rest; SAME_SCRIPT more when the
 * term and the record are in the same script), 0 otherwise. A
 * document's score: 10 per term matched (and 10 for the phone's digits), so records matching more terms come first;
 * then 4 for the exact title (accents, case and scripts folded), 2 for a title that starts with the text; then the
 * terms' scores (exact > prefix > fuzzy) and the words' weighted rank (ts_rank: A 1.0, B 0.4, C 0.2, D 0.1: a name
 * above a mention in the notes). The best SEARCH_PER_TYPE of each type, then the best `$5` in all, take their title
 * and subtitle from their own table (one branch per registered entry, led by its type, so only a hit's own table is
 * read). The text and every term are folded once (search_fold, as the documents are). Trigrams are compared in Latin
 * letters (search_trigram_text, the documents' trigram index's expression): pg_trgm, under the C locale, takes no Greek
 * or Cyrillic letter for a word's, so "ελυτις" finds Ελύτης and "достоевскии" Достоевский by the Latin spelling of both.
 * $1 viewer, $2 the words, $3 the phone's last digits ('' for none), $4 the text, $5 how many.
 */
function display(e: SearchEntry) {
  return `SELECT ${e.title}::text AS title, ${e.subtitle}::text AS subtitle FROM "${e.table}" t
      WHERE h.type = '${e.type}' AND t.id = h.id AND t."userId" = $1::uuid`;
}

let sql: string | undefined;
/** The search statement, built once from the entries the modules registered. */
export function searchSql() {
  sql ??= `WITH terms AS MATERIALIZED (
  SELECT u.i, f.w, search_trigram_text(f.w) AS tw, to_tsquery('simple', ${lexeme("f.w")}) AS exact, to_tsquery('simple', ${lexeme("f.w")} || ':*') AS prefix
  FROM unnest($2::text[]) WITH ORDINALITY AS u(w, i) CROSS JOIN LATERAL (SELECT search_fold(u.w) AS w) f
  WHERE f.w <> ''
), q AS MATERIALIZED (
  SELECT search_fold($4::text) AS text, search_terms_query($2::text[], $3::text) AS anyq,
    CASE WHEN $3::text <> '' THEN to_tsquery('simple', '''' || $3::text || '''') END AS phone
), hits AS (
  SELECT type, id, score FROM (
    SELECT d.type, d.id, s.score, row_number() OVER (PARTITION BY d.type ORDER BY s.score DESC, d.id) AS n
    FROM search_documents d CROSS JOIN q
    CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE m.m > 0) AS matched, coalesce(sum(m.m), 0) AS quality
      FROM terms t CROSS JOIN LATERAL (SELECT CASE WHEN d.vector @@ t.exact THEN 1 WHEN d.vector @@ t.prefix THEN 0.6
        WHEN length(t.w) < ${FUZZY_MIN_LENGTH} OR t.w !~ '[^0-9]' THEN 0
        ELSE (SELECT CASE WHEN x.ws >= ${FUZZY_MIN} THEN x.ws / 2 + CASE WHEN (t.tw = t.w) = (x.tt = d.trigram) THEN ${SAME_SCRIPT} ELSE 0 END ELSE 0 END
          FROM (SELECT word_similarity(t.tw, y.tt) AS ws, y.tt FROM (SELECT search_trigram_text(d.trigram) AS tt) y) x) END AS m) m) tm
    CROSS JOIN LATERAL (SELECT (10 * (tm.matched + CASE WHEN q.phone IS NOT NULL AND d.vector @@ q.phone THEN 1 ELSE 0 END)
        + CASE WHEN d.name = q.text THEN 4 WHEN left(d.name, length(q.text)) = q.text THEN 2 ELSE 0 END
        + tm.quality + CASE WHEN d.vector @@ q.anyq THEN ts_rank(d.vector, q.anyq) ELSE 0 END)::float8 AS score) s
    WHERE d."userId" = $1::uuid
      AND (d.vector @@ search_terms_query($2::text[], $3::text)
        OR ${Array.from({ length: MAX_WORDS + 1 }, (_, i) => `search_trigram_text(d.trigram) %> (search_fuzzy_terms($2::text[], $4::text))[${i + 1}]`).join("\n        OR ")})
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
