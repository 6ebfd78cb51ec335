import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import relay from "vite-plugin-relay";

const webRoot = __dirname;
const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";
const proxy = {
  "/graphql": { target: apiTarget, ws: true, changeOrigin: false },
  "/api": { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  root: webRoot,
  publicDir: path.join(webRoot, "public"),
  plugins: [relay, react()],
  resolve: {
    alias: { "@common": path.resolve(webRoot, "../common") },
  },
  build: {
    outDir: path.join(webRoot, "dist"),
    emptyOutDir: true,
    // CSP `script-src 'self'`: never inline scripts (the module preload polyfill is an inline script)
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true, proxy },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true, proxy },
});
