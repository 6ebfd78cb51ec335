import crypto from "node:crypto";
import path from "node:path";
import { BOOT_PAGE_CHUNKS_FILE, BUILT_CHUNK, FIRST_SCREEN_SCRIPTS_FILE, type BootPage, type FirstScreenScript } from "@common/boot-data";
import type { Config } from "../config";
import { buildFileReader } from "./build-file";

const readLists = buildFileReader((text) => JSON.parse(text) as Partial<Record<BootPage, unknown>>);

/** The chunks `page` needs beyond what index.html loads, as the build listed them (web/build/page-preloads.ts). */
export function pageChunks(config: Config, page: BootPage): string[] {
  const chunks = readLists(path.join(config.webDist, BOOT_PAGE_CHUNKS_FILE))?.[page];
  return Array.isArray(chunks) ? chunks.filter((chunk): chunk is string => typeof chunk === "string" && BUILT_CHUNK.test(chunk)) : [];
}

/** A first screen's script as the server writes it inline, and its hash for the answer's CSP (`'sha256-…'`). */
export interface FirstScreenScriptText {
  source: string;
  cspHash: string;
}

const readScripts = buildFileReader((text) => {
  const scripts: Partial<Record<FirstScreenScript, FirstScreenScriptText>> = {};
  for (const [page, source] of Object.entries(JSON.parse(text) as Record<string, unknown>)) {
    // the build refuses a text that would end or comment out its script element (web/build/first-screen-scripts.ts)
    if (typeof source !== "string" || /<\/script|<!--/i.test(source)) continue;
    scripts[page as FirstScreenScript] = { source, cspHash: `'sha256-${crypto.createHash("sha256").update(source).digest("base64")}'` };
  }
  return scripts;
});

/**
 * The script that finishes `page`'s drawn first screen, as the build wrote it (web/build/first-screen-scripts.ts), with
 * its CSP hash; null without one.
 */
export function firstScreenScript(config: Config, page: FirstScreenScript): FirstScreenScriptText | null {
  return readScripts(path.join(config.webDist, FIRST_SCREEN_SCRIPTS_FILE))?.[page] ?? null;
}

/**
 * The app's HTML naming a page's chunks before `</body>` as `<link rel="modulepreload">`, for a page whose largest paint
 * needs its code (the server drew no first screen: a client's page for a viewer of another workspace), so that the
 * browser fetches them with the app's own scripts rather than import by import once they run. At low priority: the app's own scripts, which run first, go
 * ahead of them. A page whose first screen the server drew names its code in its boot data instead (the app preloads
 * it as it starts), so that nothing is fetched before that screen paints.
 */
export function withPagePreloads(html: string, chunks: readonly string[]): string {
  const end = html.lastIndexOf("</body>");
  if (end < 0 || !chunks.length) return html;
  const links = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}" fetchpriority="low">`).join("");
  return html.slice(0, end) + links + html.slice(end);
}
