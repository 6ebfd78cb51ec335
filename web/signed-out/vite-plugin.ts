import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { runnerImport, type Plugin } from "vite";
import type { SignedOutPageName } from "../src/signed-out/render";

/** The HTML entries of the signed-out pages (web/landing.html, web/sign-in.html): where the page goes. */
const PAGE_MARK = /<!--signed-out:(landing|sign-in)-->/;
const STYLE_MARK = "<!--signed-out:style-->";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const minifyCss = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\s*\n\s*/g, "");

/**
 * Pre-renders the signed-out pages: the page components (web/src/pages/LandingPage.tsx, SignInPage.tsx) are rendered
 * to static markup with react-dom/server at build time, and their CSS (signed-out.css) is inlined, so the pages show
 * without any script; the sign-in page loads one small script of its own (src/signed-out/sign-in-main.ts). In `vite dev`, GET / and
 * /api/login without a session answer these pages, as the server does.
 */
export function signedOutPages({ webRoot, alias, apiTarget }: { webRoot: string; alias: Record<string, string>; apiTarget: string }): Plugin {
  return {
    name: "clientfolio-signed-out-pages",
    transformIndexHtml: {
      order: "pre",
      async handler(html) {
        const mark = PAGE_MARK.exec(html);
        if (!mark) return html;
        const { module } = await runnerImport<typeof import("../src/signed-out/render")>(path.join(webRoot, "src/signed-out/render.tsx"), {
          root: webRoot,
          configFile: false,
          logLevel: "warn",
          resolve: { alias },
        });
        const page = module.renderSignedOutPage(mark[1] as SignedOutPageName);
        const css = minifyCss(fs.readFileSync(path.join(webRoot, "src/signed-out/signed-out.css"), "utf8"));
        return html
          .replace(PAGE_MARK, () => page.body)
          .replace(STYLE_MARK, () => `<style>${page.rootStyle}${css}</style>`)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
      },
    },
    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const pathname = (req.url ?? "").split("?")[0];
        const file = pathname === "/" ? "landing.html" : pathname === "/api/login" && !process.env.OIDC_ISSUER_URL ? "sign-in.html" : null;
        if (req.method !== "GET" || !file) return next();
        void (async () => {
          const session = await fetch(`${apiTarget}/api/auth/user`, { headers: { cookie: req.headers.cookie ?? "" } }).catch(() => null);
          if (session?.ok) return next();
          const html = await server.transformIndexHtml(req.url ?? "/", fs.readFileSync(path.join(webRoot, file), "utf8"));
          res.setHeader("content-type", "text/html; charset=utf-8");
          res.setHeader("cache-control", "no-cache");
          res.end(html);
        })().catch(next);
      });
    },
  };
}
