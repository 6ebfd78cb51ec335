import path from "node:path";
import type { Plugin, Rolldown } from "vite";
import { BOOT_PAGE_CHUNKS_FILE, BOOT_PAGE_CODE, type BootPage } from "../../common/boot-data";

/**
 * The chunks each page with boot data needs beyond what index.html already loads: its modules'
 * (common/boot-data.ts `BOOT_PAGE_CODE`) and all they import, the page's own chunk first. The server names them in
 * the page's HTML (api/src/http/page-preloads.ts). Without the list the browser finds a page's code import by import:
 * a client's hub is its page, then the page's imports, theirs, the blocks and their imports, one round trip each.
 *
 * A declared module that is no chunk of its own (renamed, moved, or no longer loaded with `import()`) stops the build.
 */
export function pagePreloads({ webRoot }: { webRoot: string }): Plugin {
  return {
    name: "clientfolio-page-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === "chunk");
      const entry = chunks.find((c) => c.isEntry && c.name === "index");
      if (!entry) return this.error("page preloads: the app's entry chunk (index) is missing");
      const loaded = staticClosure(bundle, [entry.fileName]);
      const lists = {} as Record<BootPage, string[]>;
      for (const [page, modules] of Object.entries(BOOT_PAGE_CODE) as [BootPage, readonly string[]][]) {
        const roots = modules.map((module) => {
          const id = path.join(webRoot, "src", module);
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) this.error(`page preloads: ${module} (the ${page} page's code, common/boot-data.ts) is no chunk of the build`);
          return chunk.fileName;
        });
        lists[page] = staticClosure(bundle, roots).filter((file) => !loaded.includes(file));
      }
      this.emitFile({ type: "asset", fileName: BOOT_PAGE_CHUNKS_FILE, source: `${JSON.stringify(lists, null, 2)}\n` });
    },
  };
}

/** The chunks `roots` are and statically import, transitively, in the order they are found. */
function staticClosure(bundle: Rolldown.OutputBundle, roots: readonly string[]): string[] {
  const found: string[] = [];
  const visit = (file: string) => {
    if (found.includes(file)) return;
    found.push(file);
    const item = bundle[file];
    if (item?.type === "chunk") item.imports.forEach(visit);
  };
  roots.forEach(visit);
  return found;
}
