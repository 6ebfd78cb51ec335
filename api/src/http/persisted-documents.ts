import fs from "node:fs";
import path from "node:path";

const PERSISTED_QUERIES = path.resolve(__dirname, "../../../persisted_queries.json");

/** The operation a persisted document names first ("query AppShellQuery {" names AppShellQuery). */
const OPERATION_NAME = /^\s*(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/;

/**
 * The app's own GraphQL operations by doc_id (written by relay-compiler), and the doc_id of an operation by its name
 * (`idOf`: the queries a page starts with, http/boot-data.ts). An unknown id re-reads the file only when it changed on
 * disk (a rebuild while the server runs), so unknown ids cost a stat, not a parse of the whole map.
 */
export function persistedDocuments(file = PERSISTED_QUERIES): ((docId: string) => string | undefined) & { idOf(name: string): string | undefined } {
  let byId: Record<string, string> = {};
  let idByName = new Map<string, string>();
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
    idByName = new Map(Object.entries(byId).flatMap(([id, text]) => {
      const name = OPERATION_NAME.exec(text)?.[1];
      return name ? [[name, id] as const] : [];
    }));
  };
  load();
  const lookup = (docId: string) => {
    if (!Object.hasOwn(byId, docId) && mtime() !== loadedMtime) load();
    return Object.hasOwn(byId, docId) ? byId[docId] : undefined;
  };
  return Object.assign(lookup, {
    idOf: (name: string) => {
      if (!idByName.has(name) && mtime() !== loadedMtime) load();
      return idByName.get(name);
    },
  });
}

export type PersistedDocuments = ReturnType<typeof persistedDocuments>;
