/** A record the user opened from the search, as the empty box lists it. */
export interface RecentRecord {
  type: string;
  id: string;
  title: string;
  subtitle: string | null;
  url: string;
}

const MAX_RECENT = 8;
const key = (user: string) => `clientfolio.search.recent.${user}`;

/** The records this user opened most recently (newest first), kept in localStorage per user. */
export function readRecent(user: string): RecentRecord[] {
  try {
    const stored = JSON.parse(localStorage.getItem(key(user)) ?? "[]");
    return Array.isArray(stored) ? stored.filter((r) => r && typeof r.url === "string" && r.url.startsWith("/")).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Puts a record first among the user's recent ones (once). */
export function rememberRecent(user: string, record: RecentRecord) {
  const { type, id, title, subtitle, url } = record;
  const next = [{ type, id, title, subtitle, url }, ...readRecent(user).filter((r) => !(r.type === type && r.id === id))].slice(0, MAX_RECENT);
  try {
    localStorage.setItem(key(user), JSON.stringify(next));
  } catch {
    // storage full or refused: the list is a convenience
  }
}
