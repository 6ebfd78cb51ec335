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
 * The text's terms: its words (letters and digits; accents are folded by the SQL), each a whole word but the last, a
 * prefix (the word being typed). `any` matches a record with some of them, `all` one with every one; a text of seven
 * digits or more (a phone number in any format) adds its last seven digits, which the phone's words hold too.
 */
export function searchTerms(query: string): { any: string; all: string; text: string } | null {
  const words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, MAX_WORDS);
  if (!words.length) return null;
  const quoted = words.map((w, i) => `'${w}'${i === words.length - 1 ? ":*" : ""}`);
  let any = quoted.join(" | ");
  let all = quoted.join(" & ");
  const digits = query.replace(/\D/g, "");
  if (digits.length >= PHONE_DIGITS) {
    const phone = `'${digits.slice(-PHONE_DIGITS)}'`;
    any = `${any} | ${phone}`;
    all = `(${all}) | ${phone}`;
  }
  return { any, all, text: query.trim().replace(/\s+/g, " ") };
}

/**
 * One branch per registered entry, `"userId" = $1` first, its best SEARCH_PER_TYPE rows by score:
 * 4 for the exact title (accents and case folded), 2 for a title that starts with the text, 1 for a record holding
 * every term, plus the words' weighted rank (ts_rank: A 1.0, B 0.4, C 0.2, D 0.1) and the trigram word similarity
 * of the title. A record is a match when its words hold some term, or its trigram expression is close to the text
 * (typos, e-mails, phones: `<%`, word similarity 0.6 or more); both conditions are served by the table's GIN
 * indexes led by "userId".
 * $1 viewer, $2 any-terms tsquery text, $3 all-terms tsquery text, $4 the text, $5 how many.
 */
function branch(e: SearchEntry) {
  const anyQ = `to_tsquery('simple', search_fold($2::text))`;
  const allQ = `to_tsquery('simple', search_fold($3::text))`;
  const text = `search_fold($4::text)`;
  const title = `search_fold(${e.title})`;
  return `(SELECT '${e.type}'::text AS type, t.id, ${e.title}::text AS title, ${e.subtitle}::text AS subtitle,
      (CASE WHEN ${title} = ${text} THEN 4 WHEN left(${title}, length(${text})) = ${text} THEN 2 ELSE 0 END
        + CASE WHEN ${e.vector} @@ ${allQ} THEN 1 ELSE 0 END
        + ts_rank(${e.vector}, ${anyQ}) + word_similarity(${text}, ${e.trigram}))::float8 AS score
    FROM "${e.table}" t
    WHERE t."userId" = $1::uuid AND (${e.vector} @@ ${anyQ} OR ${text} <% ${e.trigram})${e.where ? ` AND ${e.where}` : ""}
    ORDER BY score DESC, t.id LIMIT ${SEARCH_PER_TYPE})`;
}

let sql: string | undefined;
/** The search statement, built once from the entries the modules registered. */
export function searchSql() {
  sql ??= `SELECT type, id, title, subtitle, score FROM (\n${searchEntries().map(branch).join("\nUNION ALL\n")}\n) r
    ORDER BY score DESC, type, id LIMIT $5`;
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
  const rows = await readRows<Omit<SearchHit, "url">>(ctx.prisma, searchSql(), [ctx.viewer.id, terms.any, terms.all, terms.text, limit]);
  const entries = byType();
  return rows.map((r) => {
    const entry = entries.get(r.type)!;
    // the app's pages open a record by its Relay global id, as the notifications' links do
    return { ...r, score: Number(r.score), url: entry.url(encodeURIComponent(globalId(entry.node, r.id))) };
  });
}

/** A hit as REST answers it. */
export const toSearchJson = ({ type, id, title, subtitle, url }: SearchHit) => ({ type, id, title, subtitle, url });
