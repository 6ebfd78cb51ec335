import path from "node:path";
import { runnerImport, type Plugin } from "vite";

/** Where index.html takes the CSS. */
const MARK = "<!--chakra:global-css-->";
/** Chakra's createSystem, in the module the bundle loads. */
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
/** The statement of createSystem that builds the provider's global CSS (the reset, the global styles, every token's variable). */
const EAGER_GLOBAL = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";

/**
 * Chakra's global CSS as a stylesheet of index.html, written at build time, instead of built at each start in the
 * browser. `createSystem` builds the CSS of every token (some 1,500 variables), and the provider's `<Global>` then
 * serialises and inserts it at the first render: about a third of Chakra's main-thread time on the dashboard's first
 * load. The CSS is the same, rule for rule (web/src/theme/global-css.ts, checked by its test), and comes before the
 * rules emotion inserts, as the provider's global sheet does.
 *
 * In the bundle, createSystem's statement that builds that CSS gives an empty list instead. The statement is matched
 * exactly: a Chakra version that writes it differently stops the build here, rather than shipping a second copy or
 * none.
 */
export function chakraStaticCss({ webRoot, alias }: { webRoot: string; alias: Record<string, string> }): Plugin {
  let css: Promise<string> | undefined;
  const load = async () => {
    const { module } = await runnerImport<typeof import("./chakra-global-entry")>(
      path.join(webRoot, "build/chakra-global-entry.ts"),
      { root: webRoot, configFile: false, logLevel: "warn", resolve: { alias } },
    );
    // in a <style> element, "</" could end it early: no token has one, and none may
    return module.chakraGlobalCss(module.appSystem()).replace(/<\//g, "<\\/");
  };
  return {
    name: "clientfolio-chakra-static-css",
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split("?")[0])) return null;
      if (!code.includes(EAGER_GLOBAL)) this.error(`${id}: createSystem no longer builds its global CSS as "${EAGER_GLOBAL}"; update build/chakra-static-css.ts`);
      return { code: code.replace(EAGER_GLOBAL, "const _global = []; // written into index.html at build time (build/chakra-static-css.ts)"), map: null };
    },
    transformIndexHtml: {
      order: "pre",
      async handler(html, ctx) {
        if (!html.includes(MARK)) return html;
        // the dev server reads the theme again for each page, so a theme change shows on reload
        const text = await (ctx.server ? load() : (css ??= load()));
        return html.replace(MARK, () => `<style id="chakra-global">${text}</style>`);
      },
    },
  };
}
