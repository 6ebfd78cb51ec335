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
 * that hold some term as a word or a word's prefix (search_terms_query), or whose trigram text is close to a word of
 * three characters or more that is not all digits (digits' trigrams are in too many documents: a phone is found by its
 * digits' lexeme and the whole text) or to the whole text (typos, e-mails, phones: `%>`, word similarity
 * TRIGRAM_WORD_THRESHOLD, 0.4, or more, a session setting of every pool), both served by the GIN indexes led by
 * "userId" (one bitmap index scan per fuzzy term: a GIN index takes no `%> ANY (array)`, so the statement names one
 * per word and one for the text, word k's an expression of `$2[k]`, a short one NULL and dropped). Every term is then
 * scored on each candidate on its own: 1 for a word of the record, 0.6 for a word's prefix, half its word similarity
 * with the trigram text when that is 0.4 or more (SAME_SCRIPT more when the term and the record are in the same
 * script), 0 otherwise. A document's score: 10 per term matched (and 10 for the phone's digits), so records matching
 * more terms come first; then 4 for the exact title (accents, case and scripts folded), 2 for a title that starts with
 * the text; then the terms' scores (exact > prefix > fuzzy) and the words' weighted rank (ts_rank: A 1.0, B 0.4, C 0.2,
 * D 0.1: a name above a mention in the notes). The best SEARCH_PER_TYPE of each type, then the best `$5` in all, take
 * their title and subtitle from their own table (one branch per registered entry, led by its type, so only a hit's
 * own table is read). The text and every word are folded (search_fold, as the documents are). Trigrams are compared
 * in Latin letters (search_trigram_text, the documents' trigram index's expression): pg_trgm, under the C locale,
 * takes no Greek or Cyrillic letter for a word's, so "ελυτις" finds Ελύτης and "достоевскии" Достоевский by the Latin
 * spelling of both.
 *
 * What it costs is the word similarities (some 10 µs each, the trigram text's length): a term's similarity is
 * computed only for a document that has it neither as a word nor as a prefix. When at most one word is compared by
 * trigrams ("acmee", "kestrel 12"), for each such candidate (few: those the trigram conditions or the short words
 * found). With several, a candidate found by one word is rarely close to another (a common word finds thousands:
 * "group" every client of a "… Group"), so each word's similarities are taken from its own trigram index scan
 * (`fuzzy`: the documents close to it, less those holding it) and joined by id, not computed for every candidate
 * (that scan computes the similarity of every document close to the word, those holding it too: more than per
 * candidate when only one word is compared). searchStatement picks the statement; the scores are the same. They are
 * plain expressions of the candidate's row (the terms are columns of `q`), computed once (`OFFSET 0` keeps the
 * planner from copying them into the sort and the window), the window partitioning by a number for the type.
 * Planning is a good part of a search's time: there is one statement per number of words (1 to MAX_WORDS, each
 * prepared once per connection), so only the text's own words are planned, and the planner's estimate of a `%>`
 * condition is a fixed one (migration 20261130210000_search_trigram_estimate): pg_trgm's computed the similarity with
 * the column's statistics for each condition, more than the statement's execution.
 * $1 viewer, $2 the words, $3 the phone's last digits ('' for none), $4 the text, $5 how many.
 */
function display(e: SearchEntry) {
  return `SELECT ${e.title}::text AS title, ${e.subtitle}::text AS subtitle FROM "${e.table}" t
      WHERE h.type = '${e.type}' AND t.id = h.id AND t."userId" = $1::uuid`;
}

/** Word `k` (1-based) of the query, folded ('' when the query has fewer words). */
const word = (k: number) => `search_fold(($2::text[])[${k}])`;
/** Word `k` in Latin letters when it is compared by trigrams (three characters or more, not all digits), else NULL. */
const fuzzyWord = (k: number) =>
  `CASE WHEN length(${word(k)}) >= ${FUZZY_MIN_LENGTH} AND ${word(k)} ~ '[^0-9]' THEN search_trigram_text(${word(k)}) END`;

/** The whole text in Latin letters, compared by trigrams (e-mails, phones; for a text of one word, when not that word). */
const fuzzyText = "search_trigram_text(search_fold($4::text))";

const statements = new Map<string, string>();
/**
 * The search statement for a text of `words` words (one statement per number of words, each prepared once per
 * connection: what is planned for each search is only its own words' terms), built once from the entries the
 * modules registered. `perCandidate`: each word's similarity computed for each candidate that needs it, not read from its
 * own trigram scan (the same scores; what costs less when at most one word is compared by trigrams).
 */
export function searchSql(words = MAX_WORDS, perCandidate = words === 1) {
  const n = Math.min(Math.max(1, words), MAX_WORDS);
  let sql = statements.get(`${n} ${perCandidate}`);
  if (sql) return sql;
  const each = (f: (k: number) => string, sep: string) => Array.from({ length: n }, (_, i) => f(i + 1)).join(sep);
  // the type as a number, what the window partitions by: sorting thousands of candidates by a text costs more
  const kind = `CASE d.type ${searchEntries().map((e, i) => `WHEN '${e.type}' THEN ${i}`).join(" ")} END AS kind`;
  // a term's similarity with a candidate that has it neither as a word nor as a prefix: computed for that candidate,
  // or read from the word's own documents close to it (`fuzzy`)
  const similarity = (k: number) => perCandidate
    ? `(SELECT CASE WHEN x.ws >= ${FUZZY_MIN} THEN x.ws / 2 + CASE WHEN (q.f${k} = q.w${k}) = (x.tt = d.trigram) THEN ${SAME_SCRIPT} ELSE 0 END ELSE 0 END
              FROM (SELECT word_similarity(q.f${k}, y.tt) AS ws, y.tt FROM (SELECT search_trigram_text(d.trigram) AS tt) y) x)`
    : `coalesce(f.s${k}, 0)`;
  const fuzzy = perCandidate ? "" : `, fuzzy AS MATERIALIZED (
  SELECT f.id, ${each((k) => `max(f.s) FILTER (WHERE f.k = ${k}) AS s${k}`, ", ")}
  FROM (
    ${each((k) => `SELECT ${k} AS k, x.id, CASE WHEN x.ws >= ${FUZZY_MIN} THEN x.ws / 2 + CASE WHEN x.latin = x.tlatin THEN ${SAME_SCRIPT} ELSE 0 END ELSE 0 END AS s
    FROM (SELECT d.id, word_similarity(${fuzzyWord(k)}, search_trigram_text(d.trigram)) AS ws, search_trigram_text(d.trigram) = d.trigram AS latin,
        ${fuzzyWord(k)} = ${word(k)} AS tlatin
      FROM search_documents d WHERE d."userId" = $1::uuid AND search_trigram_text(d.trigram) %> ${fuzzyWord(k)}
        AND (d.vector @@ CASE WHEN ${word(k)} <> '' THEN to_tsquery('simple', ${lexeme(word(k))} || ':*') END) IS NOT TRUE) x`, "\n    UNION ALL\n    ")}
  ) f GROUP BY f.id
)`;
  sql = `WITH q AS MATERIALIZED (
  SELECT search_fold($4::text) AS text, search_terms_query($2::text[], $3::text) AS anyq,
    CASE WHEN $3::text <> '' THEN to_tsquery('simple', '''' || $3::text || '''') END AS phone,
    ${each((k) => `CASE WHEN ${word(k)} <> '' THEN to_tsquery('simple', ${lexeme(word(k))}) END AS e${k}, CASE WHEN ${word(k)} <> '' THEN to_tsquery('simple', ${lexeme(word(k))} || ':*') END AS p${k}, ${word(k)} AS w${k}, ${fuzzyWord(k)} AS f${k}`, ",\n    ")}
)${fuzzy}, hits AS (
  SELECT type, id, score FROM (
    SELECT s.type, s.id, s.score, row_number() OVER (PARTITION BY s.kind ORDER BY s.score DESC, s.id) AS n FROM (
      SELECT m.type, m.kind, m.id, (10 * (${each((k) => `((m.m${k} > 0) IS TRUE)::int`, " + ")} + m.phone) + m.title
        + ${each((k) => `coalesce(m.m${k}, 0)`, " + ")} + m.rank)::float8 AS score
      FROM (
        SELECT d.type, d.id, ${kind},
          ${each((k) => `CASE WHEN q.e${k} IS NULL THEN NULL WHEN d.vector @@ q.e${k} THEN 1 WHEN d.vector @@ q.p${k} THEN 0.6 WHEN q.f${k} IS NULL THEN 0
            ELSE ${similarity(k)} END::float8 AS m${k}`, ",\n          ")},
          CASE WHEN q.phone IS NOT NULL AND d.vector @@ q.phone THEN 1 ELSE 0 END AS phone,
          CASE WHEN d.name = q.text THEN 4 WHEN left(d.name, length(q.text)) = q.text THEN 2 ELSE 0 END AS title,
          CASE WHEN d.vector @@ q.anyq THEN ts_rank(d.vector, q.anyq) ELSE 0 END AS rank
        FROM search_documents d CROSS JOIN q${perCandidate ? "" : " LEFT JOIN fuzzy f ON f.id = d.id"}
        WHERE d."userId" = $1::uuid
          AND (d.vector @@ search_terms_query($2::text[], $3::text)
            OR ${each((k) => `search_trigram_text(d.trigram) %> ${fuzzyWord(k)}`, "\n            OR ")}
            OR search_trigram_text(d.trigram) %> ${n === 1 ? `NULLIF(${fuzzyText}, ${fuzzyWord(1)})` : fuzzyText})
        OFFSET 0
      ) m
      OFFSET 0
    ) s
  ) ranked
  WHERE n <= ${SEARCH_PER_TYPE}
  ORDER BY score DESC, type, id LIMIT $5
)
SELECT h.type, h.id, r.title, r.subtitle, h.score FROM hits h
CROSS JOIN LATERAL (
  ${searchEntries().map(display).join("\n  UNION ALL\n  ")}
) r
ORDER BY h.score DESC, h.type, h.id`;
  statements.set(`${n} ${perCandidate}`, sql);
  return sql;
}

/**
 * The statement a search's terms take: its number of words, and whether a word's similarities are computed for each
 * candidate (when at most one word is compared by trigrams: the candidates missing it are then those the other,
 * short or numeric, words or the phone found, often fewer than the documents close to the word) or read from each
 * word's own trigram scan.
 */
export function searchStatement(terms: { words: string[] }) {
  const fuzzyWords = terms.words.filter((w) => w.length >= FUZZY_MIN_LENGTH && /[^0-9]/.test(w)).length;
  return searchSql(terms.words.length, fuzzyWords <= 1);
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
  const rows = await readRows<Omit<SearchHit, "url">>(ctx.prisma, searchStatement(terms), [ctx.viewer.id, terms.words, terms.phone, terms.text, limit]);
  const entries = byType();
  return rows.map((r) => {
    const entry = entries.get(r.type)!;
    // the app's pages open a record by its Relay global id, as the notifications' links do
    return { ...r, score: Number(r.score), url: entry.url(encodeURIComponent(globalId(entry.node, r.id))) };
  });
}

/** A hit as REST answers it. */
export const toSearchJson = ({ type, id, title, subtitle, url }: SearchHit) => ({ type, id, title, subtitle, url });
