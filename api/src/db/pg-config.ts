import type { PoolConfig } from "pg";

/**
 * Connection settings for every pool the app reads and writes through. Each session runs in UTC, whatever the
 * server's `timezone` setting: Prisma's pg adapter sends DateTime values without an offset and reads timestamptz
 * values as if they were UTC, so on a server set to another zone every stored instant would be shifted by its offset
 * (and disagree with `now()` in SQL). And the trigram threshold the search needs (TRIGRAM_WORD_THRESHOLD). Options
 * already given in the URL are kept.
 */
/**
 * The word similarity pg_trgm's `<%` and `%>` need (its default is 0.6), for every session: the search matches each
 * term of a query by trigrams (modules/search), and a letter swapped in a long word ("brigthline", 0.47) or left out of
 * a short one ("lanch", 0.44) is under 0.6. A session setting, so the statement's index scans read it.
 */
export const TRIGRAM_WORD_THRESHOLD = 0.4;

export function pgConfig(connectionString: string, extra: PoolConfig = {}): PoolConfig {
  const utc = `-c TimeZone=UTC -c pg_trgm.word_similarity_threshold=${TRIGRAM_WORD_THRESHOLD}`;
  if (!/[?&]options=/.test(connectionString)) return { ...extra, connectionString, options: utc };
  // pg lets options in the URL override the config's, so they move to the config
  const url = new URL(connectionString);
  const own = url.searchParams.get("options");
  url.searchParams.delete("options");
  return { ...extra, connectionString: url.toString(), options: `${own} ${utc}` };
}
