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
 * phone number in any format), its last seven digits, which the phone's words hold too (and a text of such digits
 * and no letter is one word, its digits: a phone number, not its groups as prefixes); `text` is the text with its
 * NULs (which PostgreSQL's text cannot hold) made spaces and runs of spaces made one. The tsquery is built from them
 * by the SQL (`lexeme`), never by pasting the text into query syntax.
 */
export function searchTerms(query: string): { words: string[]; phone: string; text: string } | null {
  let words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, MAX_WORDS);
  if (!words.length) return null;
  const digits = query.replace(/[^0-9]/g, "");
  const phone = digits.length >= PHONE_DIGITS ? digits.slice(-PHONE_DIGITS) : "";
  // "+1 (555) 012-0444" is not every record holding a word that starts with 1 or 555
  if (phone && !/\p{L}/u.test(query)) words = [digits];
  return { words, phone, text: query.replace(/\0/g, " ").trim().replace(/\s+/g, " ") };
}

/**
 * A word is also looked for by its typos (trigrams) only when fewer records than this hold it as a word or a word's
 * prefix, and the whole text only when fewer than this hold any of its words: a word that finds a page of records
 * is what was meant (as Typesense's typo_tokens_threshold), and a common word's typo neighbours would cost the
 * similarity of each of its hundreds of records.
 */
const TYPO_GATE = SEARCH_MAX_RESULTS;
/** A typo finds the records holding one of the workspace's this many words closest to it (as Typesense's max_candidates). */
const CLOSE_WORDS = 10;
/** a term this long or longer is also matched by trigrams (shorter ones are as close to too many words) */
const FUZZY_MIN_LENGTH = 3;
/**
 * What a typo scores more when the term and the close word are written in the same script (both in Latin letters, or
 * neither): trigrams compare them in Latin letters, where "papadopulos" is as close to Παπαδόπουλος as to Papadopoulos.
 * Below what a prefix adds over the most a typo scores (0.6 - 0.5).
 */
const SAME_SCRIPT = 0.09;
/** A term as a quoted tsquery lexeme (quotes and backslashes doubled, so whatever folding yields is never syntax). */
const lexeme = (w: string) => `'''' || replace(replace(${w}, '\\', '\\\\'), '''', '''''') || ''''`;

/**
 * The statement: the viewer's documents (search_documents, one per searchable record, kept by the tables' triggers)
 * that hold some term as a word or a word's prefix (`words`: one scan of the documents' words' GIN index,
 * search_terms_query), and, for typos, those that hold one of the CLOSE_WORDS words of the workspace closest to a word
 * of the text (`close<k>`: search_words, the workspace's words, kept by a trigger on the documents, whose trigrams are
 * close to the term: word similarity TRIGRAM_WORD_THRESHOLD, 0.4, or more, `%>`, a session setting of every pool;
 * then the documents holding them, by the words' index) and do not hold the term, for a word of three characters or
 * more that is not all digits (digits' trigrams are in too many words: a phone is found by its digits' lexemes), and
 * those whose trigram text is close to the whole text (typos across words, in an e-mail, in a phone's digits) and
 * hold no term (`fuzzy`; every scan led by "userId"). A term's typos are looked for only while its gate is open
 * (`gate`, counted over `words`): a word held by fewer than TYPO_GATE records, the whole text when fewer than that
 * hold any word; a closed gate gives the scan NULL, and a GIN scan of NULL reads nothing. So the word similarity (some
 * 5 µs a comparison, and a GIN trigram scan's recheck is one per candidate) is computed for a workspace's few close
 * words, not for its hundreds of records holding them ("acmee": "acme" once, not the 550 records holding it). And a
 * text of several words and no phone, when TYPO_GATE records or more hold every word (`holding`, `every`: one scan of
 * the words' index for all the words at once; every gate is then closed), answers a type that has SEARCH_PER_TYPE of
 * them from them alone: a record missing a word scores 10 less, more than the rest of a score can make up, so "quartz
 * group" does not score the thousands of records of a "… Group" that do not hold "quartz".
 *
 * Every term is then scored on each candidate on its own: 1 for a word of the record, 0.6 for a word's prefix; for a
 * record holding a close word, half the word similarity of the closest it holds, SAME_SCRIPT more when the term and
 * that word are in the same script; 0 otherwise. A document's score: 10 per term matched (and 10 for the phone's
 * digits), so records matching more terms come first; then 4 for the exact title (accents, case and scripts folded), 2
 * for a title that starts with the text; then the terms' scores (exact > prefix > typo) and the weighted rank of the
 * words it holds (ts_rank: A 1.0, B 0.4, C 0.2, D 0.1: a name above a mention in the notes). The two sets are joined
 * by id (a document can hold one word and be close to another). The best SEARCH_PER_TYPE of each type (the window
 * partitioning by a number for the type: sorting thousands of candidates by a text costs more), then the best `$5` in
 * all, take their title and subtitle from their own table (one branch per registered entry, led by its type, so only
 * a hit's own table is read). The text and every word are folded (search_fold, as the documents are). Trigrams are
 * compared in Latin letters (search_trigram_text, the trigram indexes' expression): pg_trgm, under the C locale, takes
 * no Greek or Cyrillic letter for a word's, so "ελυτις" finds Ελύτης and "достоевскии" Достоевский by the Latin
 * spelling of both.
 *
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
/** Word `k` as a prefix query (its words and the words it starts). */
const prefix = (k: number) => `to_tsquery('simple', ${lexeme(word(k))} || ':*')`;
/** Word `k` in Latin letters when it is compared by trigrams (three characters or more, not all digits), else NULL. */
const fuzzyWord = (k: number) =>
  `CASE WHEN length(${word(k)}) >= ${FUZZY_MIN_LENGTH} AND ${word(k)} ~ '[^0-9]' THEN search_trigram_text(${word(k)}) END`;

/** The whole text in Latin letters, compared by trigrams (e-mails, phones; for a text of one word, when not that word). */
const fuzzyText = "search_trigram_text(search_fold($4::text))";

const statements = new Map<string, string>();
/**
 * The search statement for a text of `words` words (one statement per number of words, each prepared once per
 * connection: what is planned for each search is only its own words' terms), built once from the entries the
 * modules registered.
 */
export function searchSql(words = MAX_WORDS) {
  const n = Math.min(Math.max(1, words), MAX_WORDS);
  let sql = statements.get(String(n));
  if (sql) return sql;
  const each = (f: (k: number) => string, sep: string) => Array.from({ length: n }, (_, i) => f(i + 1)).join(sep);
  // the type as a number, what the window partitions by: sorting thousands of candidates by a text costs more
  const kind = `CASE type ${searchEntries().map((e, i) => `WHEN '${e.type}' THEN ${i}`).join(" ")} END`;
  const title = "CASE WHEN d.name = q.text THEN 4 WHEN left(d.name, length(q.text)) = q.text THEN 2 ELSE 0 END";
  // a fuzzy term's trigram scan, when its gate is open (else NULL: a GIN scan of NULL finds nothing, at once)
  const gated = (open: string, term: string) => `(SELECT CASE WHEN ${open} THEN ${term} END FROM gate g CROSS JOIN q)`;
  // a text of several words and no phone: the documents holding every word (`allq`, as words or prefixes), and the
  // types with SEARCH_PER_TYPE of them, whose other documents are left out of `words` when they are TYPO_GATE or more
  const allq = each(prefix, " && ");
  const every = n === 1 ? "" : `), holding AS MATERIALIZED (
  SELECT d.type FROM search_documents d WHERE d."userId" = $1::uuid AND $3::text = '' AND d.vector @@ (${allq})
), every AS MATERIALIZED (
  SELECT count(*) >= ${TYPO_GATE} AS big, array(SELECT h.type FROM holding h GROUP BY h.type HAVING count(*) >= ${SEARCH_PER_TYPE}) AS done
  FROM holding
`;
  const open = n === 1 ? "" : "NOT (SELECT a.big FROM every a) AND ";
  sql = `WITH q AS MATERIALIZED (
  SELECT search_fold($4::text) AS text, search_terms_query($2::text[], $3::text) AS anyq,
    CASE WHEN $3::text <> '' THEN to_tsquery('simple', '''' || $3::text || '''') END AS phone,
    ${each((k) => `CASE WHEN ${word(k)} <> '' THEN to_tsquery('simple', ${lexeme(word(k))}) END AS e${k}, CASE WHEN ${word(k)} <> '' THEN ${prefix(k)} END AS p${k}, ${word(k)} AS w${k}, ${fuzzyWord(k)} AS f${k}`, ",\n    ")},
    ${n === 1 ? `NULLIF(${fuzzyText}, ${fuzzyWord(1)})` : fuzzyText} AS ft${n === 1 ? "" : `, ${allq} AS allq`}
${every}), words AS MATERIALIZED (
  SELECT d.id, d.type, d.name,
    ${each((k) => `CASE WHEN q.e${k} IS NULL THEN NULL WHEN d.vector @@ q.e${k} THEN 1 WHEN d.vector @@ q.p${k} THEN 0.6 END::float8 AS x${k}`, ",\n    ")},
    CASE WHEN q.phone IS NOT NULL AND d.vector @@ q.phone THEN 1 ELSE 0 END AS phone,
    ${title} AS title, ts_rank(d.vector, q.anyq) AS rank
  FROM search_documents d CROSS JOIN q
  WHERE d."userId" = $1::uuid AND d.vector @@ search_terms_query($2::text[], $3::text)${n === 1 ? "" : `
    AND (NOT (SELECT a.big FROM every a) OR d.type <> ALL ((SELECT a.done FROM every a)::text[]) OR d.vector @@ q.allq)`}
), gate AS MATERIALIZED (
  SELECT ${open}count(*) < ${TYPO_GATE} AS few, ${each((k) => `${open}count(x${k}) < ${TYPO_GATE} AS few${k}`, ", ")} FROM words
${each((k) => `), close${k} AS MATERIALIZED (
  SELECT v.word, v.ws / 2 + CASE WHEN v.latin = (q.f${k} = q.w${k}) THEN ${SAME_SCRIPT} ELSE 0 END AS s, to_tsquery('simple', ${lexeme("v.word")}) AS tq
  FROM (SELECT w.word, word_similarity(q.f${k}, search_trigram_text(w.word)) AS ws, search_trigram_text(w.word) = w.word AS latin
    FROM search_words w CROSS JOIN q
    WHERE w."userId" = $1::uuid AND search_trigram_text(w.word) %> ${gated(`g.few${k}`, `q.f${k}`)}) v CROSS JOIN q
  WHERE v.ws >= ${FUZZY_MIN}
  ORDER BY v.ws DESC, v.word LIMIT ${CLOSE_WORDS}
), closeq${k} AS MATERIALIZED (
  SELECT to_tsquery('simple', string_agg(${lexeme("c.word")}, ' | ')) AS tq FROM close${k} c
`, "")}), fuzzy AS MATERIALIZED (
  ${each((k) => `SELECT ${k} AS k, d.id, d.type, d.name, (SELECT max(c.s) FROM close${k} c WHERE d.vector @@ c.tq) AS s,
    ts_rank(d.vector, (SELECT c.tq FROM closeq${k} c)) AS rank
  FROM search_documents d CROSS JOIN q
  WHERE d."userId" = $1::uuid AND d.vector @@ (SELECT c.tq FROM closeq${k} c)
    AND (d.vector @@ q.p${k}) IS NOT TRUE`, "\n  UNION ALL\n  ")}
  UNION ALL
  SELECT 0, d.id, d.type, d.name, 0, 0 FROM search_documents d CROSS JOIN q
  WHERE d."userId" = $1::uuid AND search_trigram_text(d.trigram) %> ${gated("g.few", "q.ft")}
    AND (d.vector @@ q.anyq) IS NOT TRUE
), hits AS (
  SELECT type, id, score FROM (
    SELECT s.type, s.id, s.score, row_number() OVER (PARTITION BY s.kind ORDER BY s.score DESC, s.id) AS n FROM (
      SELECT c.type, ${kind} AS kind, c.id, (10 * (${each((k) => `((coalesce(c.x${k}, c.s${k}) > 0) IS TRUE)::int`, " + ")} + c.phone) + c.title
        + ${each((k) => `coalesce(c.x${k}, c.s${k}, 0)`, " + ")} + c.rank)::float8 AS score
      FROM (
        SELECT coalesce(w.id, f.id) AS id, coalesce(w.type, f.type) AS type, coalesce(w.phone, 0) AS phone, coalesce(w.title, f.title, 0) AS title,
          coalesce(w.rank, f.rank, 0) AS rank, ${each((k) => `w.x${k}, f.s${k}`, ", ")}
        FROM words w
        FULL JOIN (
          SELECT f.id, min(f.type) AS type, max(${title.replace(/d\.name/g, "f.name")}) AS title, max(f.rank) AS rank, ${each((k) => `max(f.s) FILTER (WHERE f.k = ${k}) AS s${k}`, ", ")}
          FROM fuzzy f CROSS JOIN q GROUP BY f.id
        ) f ON f.id = w.id
      ) c
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
  statements.set(String(n), sql);
  return sql;
}

/** The statement a search's terms take: the one of its number of words. */
export function searchStatement(terms: { words: string[] }) {
  return searchSql(terms.words.length);
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
