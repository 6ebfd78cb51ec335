import path from "node:path";
import * as esbuild from "esbuild";
import type { Plugin } from "vite";
import { FIRST_SCREEN_SCRIPTS, FIRST_SCREEN_SCRIPTS_FILE } from "../../common/boot-data";

/**
 * The scripts that finish a first screen the server drew (common/boot-data.ts `FIRST_SCREEN_SCRIPTS`: the calendar's
 * view title, which needs the browser's clock, time zone, locale and storage): each a classic script bundled on its own
 * and minified, its text written to a list beside Vite's manifest that the server reads (api/src/http/page-preloads.ts).
 * The server writes it inline right after the drawn screen, allowed by its hash in that answer's CSP: it runs as that
 * screen is parsed, before the app's modules, with no request of its own for the parser to wait on (a fetched one let
 * the browser paint the screen untitled first, and let Lighthouse count every later task of the start as blocking).
 * What one imports is bundled into it, so it must import only light modules (no React, no schema library): the build
 * stops past 8 kB, and at any text that would end or comment out its script element.
 */
export function firstScreenScripts({ webRoot }: { webRoot: string }): Plugin {
  return {
    name: "clientfolio-first-screen-scripts",
    apply: "build",
    async generateBundle() {
      const sources: Record<string, string> = {};
      for (const [page, module] of Object.entries(FIRST_SCREEN_SCRIPTS)) {
        const result = await esbuild.build({
          entryPoints: [path.join(webRoot, "src", module)],
          tsconfig: path.join(webRoot, "tsconfig.json"),
          bundle: true,
          format: "iife",
          minify: true,
          target: "es2020",
          legalComments: "none",
          write: false,
          logLevel: "silent",
        });
        const source = result.outputFiles[0].text;
        if (source.length > 8192) this.error(`first screen scripts: ${module} is ${source.length} bytes once bundled (at most 8192: does it import something heavy?)`);
        if (/<\/script|<!--/i.test(source)) this.error(`first screen scripts: ${module} holds "</script" or "<!--", which would break the script element it is written in`);
        sources[page] = source;
      }
      this.emitFile({ type: "asset", fileName: FIRST_SCREEN_SCRIPTS_FILE, source: `${JSON.stringify(sources, null, 2)}\n` });
    },
  };
}
