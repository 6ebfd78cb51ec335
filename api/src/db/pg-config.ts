import type { PoolConfig } from "pg";

/**
 * Connection settings for every pool the app reads and writes through. Each session runs in UTC, whatever the
 * server's `timezone` setting: Prisma's pg adapter sends DateTime values without an offset and reads timestamptz
 * values as if they were UTC, so on a server set to another zone every stored instant would be shifted by its offset
 * (and disagree with `now()` in SQL). Options already given in the URL are kept.
 */
export function pgConfig(connectionString: string, extra: PoolConfig = {}): PoolConfig {
  const utc = "-c TimeZone=UTC";
  if (!/[?&]options=/.test(connectionString)) return { ...extra, connectionString, options: utc };
  // pg lets options in the URL override the config's, so they move to the config
  const url = new URL(connectionString);
  const own = url.searchParams.get("options");
  url.searchParams.delete("options");
  return { ...extra, connectionString: url.toString(), options: `${own} ${utc}` };
}
