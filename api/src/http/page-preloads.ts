import fs from "node:fs";
import path from "node:path";
import type { BootPage } from "@common/boot-data";
import type { Config } from "../config";

/** The build's lists of each boot page's chunks (web/build/page-preloads.ts writes it; not served). */
const LISTS_FILE = path.join(".vite", "page-preloads.json");

let lists: { file: string; mtimeMs: number; byPage: Partial<Record<BootPage, string[]>> } | null = null;

/** The chunks `page` needs beyond what index.html loads, as the build listed them (read again when a build changes them). */
export function pageChunks(config: Config, page: BootPage): string[] {
  const file = path.join(config.webDist, LISTS_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (lists?.file !== file || lists.mtimeMs !== mtimeMs) {
    let byPage: Partial<Record<BootPage, string[]>> = {};
    try {
      byPage = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Record<BootPage, string[]>>;
    } catch {
      // a build being written: no preloads this time
    }
    lists = { file, mtimeMs, byPage };
  }
  const chunks = lists.byPage[page];
  return Array.isArray(chunks) ? chunks.filter((chunk) => typeof chunk === "string" && /^assets\/[\w.-]+\.js$/.test(chunk)) : [];
}

/**
 * The app's HTML naming a page's chunks before `</body>` as `<link rel="modulepreload">`, so that the browser fetches
 * them with the app's own scripts rather than import by import once they run. At low priority: the first paint does
 * not wait for them (the server draws it), and the app's own scripts, which run first, go ahead of them.
 */
export function withPagePreloads(html: string, chunks: readonly string[]): string {
  const end = html.lastIndexOf("</body>");
  if (end < 0 || !chunks.length) return html;
  const links = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}" fetchpriority="low">`).join("");
  return html.slice(0, end) + links + html.slice(end);
}
