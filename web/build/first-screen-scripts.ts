import path from "node:path";
import * as esbuild from "esbuild";
import type { Plugin } from "vite";
import { FIRST_SCREEN_SCRIPTS, FIRST_SCREEN_SCRIPTS_FILE } from "../../common/boot-data";

/**
 * The scripts that finish a first screen the server drew (common/boot-data.ts `FIRST_SCREEN_SCRIPTS`: the calendar's
 * view title, which needs the browser's clock, time zone, locale and storage): each a classic script bundled on its own
 * (no module: the server names it right after the drawn screen, so it runs as that screen is parsed, before the app's
 * modules), minified, as a hashed asset; their files go to a list beside Vite's manifest that the server reads
 * (api/src/http/first-screen.ts). What one imports is bundled into it, so it must import only light modules (no React,
 * no schema library): the build stops past 8 kB.
 */
export function firstScreenScripts({ webRoot }: { webRoot: string }): Plugin {
  return {
    name: "clientfolio-first-screen-scripts",
    apply: "build",
    async generateBundle() {
      const files: Record<string, string> = {};
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
        files[page] = this.getFileName(this.emitFile({ type: "asset", name: `first-screen-${page}.js`, source }));
      }
      this.emitFile({ type: "asset", fileName: FIRST_SCREEN_SCRIPTS_FILE, source: `${JSON.stringify(files, null, 2)}\n` });
    },
  };
}
