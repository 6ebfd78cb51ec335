import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import relay from "vite-plugin-relay";
import { signedOutPages } from "./signed-out/vite-plugin";
import { chakraDirectImports } from "./build/chakra-direct-imports";
import { chakraStaticCss } from "./build/chakra-static-css";
import { pagePreloads } from "./build/page-preloads";
import { firstScreenScripts } from "./build/first-screen-scripts";

const webRoot = __dirname;
const alias = { "@common": path.resolve(webRoot, "../common") };
const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";
const proxy = {
  "/graphql": { target: apiTarget, ws: true, changeOrigin: false },
  "/api": {
    target: apiTarget,
    changeOrigin: false,
    // local accounts: the sign-in page is a route of this dev bundle (the API would answer with the built web/dist)
    bypass: (req: { method?: string; url?: string }) =>
      !process.env.OIDC_ISSUER_URL && req.method === "GET" && req.url?.startsWith("/api/login") ? "/index.html" : undefined,
  },
};

export default defineConfig({
  root: webRoot,
  publicDir: path.join(webRoot, "public"),
  plugins: [chakraDirectImports(), chakraStaticCss({ webRoot, alias }), relay, react(), signedOutPages({ webRoot, alias, apiTarget }), pagePreloads({ webRoot }), firstScreenScripts({ webRoot })],
  resolve: { alias },
  build: {
    outDir: path.join(webRoot, "dist"),
    emptyOutDir: true,
    // .vite/manifest.json: each entry's and route chunk's imports (scripts/bundle-budgets.ts)
    manifest: true,
    // CSP `script-src 'self'`: never inline scripts (the module preload polyfill is an inline script)
    modulePreload: {
      polyfill: false,
      // an import() (a route's page, a dialog) loads its chunk's imports as the browser finds them instead of through
      // a <link rel="modulepreload"> per chunk made by script first: inserting them took about 250 ms of a phone's
      // main thread (4x CPU) for a client's page; its CSS is still loaded with it (no unstyled flash). index.html's
      // own preloads (hostType "html") stay
      resolveDependencies: (_file, deps, { hostType }) => (hostType === "js" ? deps.filter((dep) => dep.endsWith(".css")) : deps),
    },
    assetsInlineLimit: 0,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Chakra's theme module builds its full default config at load time (defineConfig is an identity function):
      // pure, so the recipes the app does not register (web/src/theme/system.ts) are left out of the bundle
      treeshake: { manualPureFunctions: ["defineConfig"] },
      // the app, and the pre-rendered signed-out pages (signed-out/vite-plugin.ts)
      input: { index: path.join(webRoot, "index.html"), landing: path.join(webRoot, "landing.html"), "sign-in": path.join(webRoot, "sign-in.html") },
      output: {
        // long-cached vendor chunks that change less often than the app code, for what the first page loads
        // ($initial); a library only some routes or dialogs use (Formik, Yup, a dialog's parts) stays with them. For
        // Chakra that needs chakraDirectImports: through the library's index modules every component is reachable
        // from the entry
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 30, tags: ["$initial"] },
            { name: "relay", test: /node_modules[\\/](relay-runtime|react-relay|graphql-ws|fbjs|invariant|nullthrows)[\\/]/, priority: 20, tags: ["$initial"] },
            { name: "chakra", test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|@swc[\\/]helpers|stylis|proxy-compare|proxy-memoize)/, priority: 20, tags: ["$initial"] },
            { name: "vendor", test: /node_modules[\\/]/, priority: 10, tags: ["$initial"] },
          ],
        },
      },
    },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true, proxy },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true, proxy },
});
