import fs from "node:fs";
import path from "node:path";

const PERSISTED_QUERIES = path.resolve(__dirname, "../../../persisted_queries.json");

/**
 * The app's own GraphQL operations by doc_id (written by relay-compiler). An unknown id re-reads the file only when
 * it changed on disk (a rebuild while the server runs), so unknown ids cost a stat, not a parse of the whole map.
 */
export function persistedDocuments(file = PERSISTED_QUERIES): (docId: string) => string | undefined {
  let byId: Record<string, string> = {};
  let loadedMtime = -1;
  const mtime = () => {
    try {
      return fs.statSync(file).mtimeMs;
    } catch {
      return 0;
    }
  };
  const load = () => {
    loadedMtime = mtime();
    try {
      byId = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch {
      byId = {};
    }
  };
  load();
  return (docId) => {
    if (!Object.hasOwn(byId, docId) && mtime() !== loadedMtime) load();
    return Object.hasOwn(byId, docId) ? byId[docId] : undefined;
  };
}

export type PersistedDocuments = ReturnType<typeof persistedDocuments>;
