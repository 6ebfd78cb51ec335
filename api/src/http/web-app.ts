import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import type { Config } from "../config";
import { isSignedIn } from "../context";
import { bootPageOf, type FirstScreenScript } from "@common/boot-data";
import { withBootData, type BootDataOf } from "./boot-data";
import { buildFileReader } from "./build-file";
import { drawFirstScreen, withFirstScreen } from "./first-screen";
import { firstScreenScript, pageChunks, withPagePreloads } from "./page-preloads";
import { contentSecurityPolicy } from "./security";

const indexHtmlOf = (config: Config) => path.join(config.webDist, "index.html");

/** Crawlers: the app is behind a sign-in, and the API and GraphQL are not pages. */
const ROBOTS_TXT = ["User-agent: *", "Disallow: /api/", "Disallow: /graphql", ""].join("\n");

/**
 * The single-page app's HTML: the client router decides what the address shows (and shows its own 404 page).
 * Brotli, gzip or plain text by Accept-Encoding (the build's pre-compressed copies): it carries the theme's CSS and
 * the loading screen, on the first paint's path. A signed-in page whose first screen the server draws
 * (http/first-screen.ts) or that starts with boot data (http/boot-data.ts, with its code named: http/page-preloads.ts, lib/bootData.ts)
 * gets HTML of its own: the viewer's, so compressed for the request and never stored by a cache.
 */
async function sendIndexHtml(req: FastifyRequest, reply: FastifyReply, config: Config, bootDataOf?: BootDataOf) {
  if (!fs.existsSync(indexHtmlOf(config))) return reply.code(503).type("text/plain").send("The web app is not built yet: run npm run build.");
  const ctx = req.ctx;
  const pathname = req.url.split("?")[0];
  const signedIn = !!ctx && isSignedIn(ctx);
  // a drawn screen's script is written inline: the answer's CSP allows it by its hash
  const inlineScripts: string[] = [];
  const scriptOf = (page: FirstScreenScript) => {
    const script = firstScreenScript(config, page);
    if (script) inlineScripts.push(script.cspHash);
    return script?.source ?? null;
  };
  const [screen, boot] = signedIn ? await Promise.all([drawFirstScreen(pathname, ctx, scriptOf), bootDataOf?.(req, reply, pathname) ?? null]) : [null, null];
  let html = screen ? withFirstScreen(indexTemplate(config), screen) : null;
  const page = boot && bootPageOf(pathname)?.page;
  if (boot) {
    // the page's code: in the boot data after a drawn first screen (fetched once the app starts, after that screen has
    // painted), as links of the HTML when the page's own code draws its largest paint (fetched with the app's scripts)
    const code = page ? pageChunks(config, page) : [];
    html = html ? withBootData(html, { ...boot, code }) : withBootData(withPagePreloads(indexTemplate(config), code), boot);
  }
  if (html && inlineScripts.length) reply.header("content-security-policy", contentSecurityPolicy(config, { scripts: inlineScripts }));
  if (html) return sendHtml(req, reply, html);
  return reply.header("cache-control", "no-cache").header("vary", "Accept-Encoding, Cookie").type("text/html").sendFile("index.html");
}

const readIndexHtml = buildFileReader((html) => html);

/** The build's index.html, read again when the build changes it. */
function indexTemplate(config: Config): string {
  const html = readIndexHtml(indexHtmlOf(config));
  if (html === null) throw new Error("the build's index.html could not be read");
  return html;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page made for this request: brotli (a fast level) or gzip by Accept-Encoding, in libuv's pool, private and no-store. */
async function sendHtml(req: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(req.headers["accept-encoding"] ?? "");
  reply.header("cache-control", "private, no-store").header("vary", "Accept-Encoding, Cookie").type("text/html; charset=utf-8");
  if (/\bbr\b/.test(accepts)) {
    const body = await brotli(Buffer.from(html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } });
    return reply.header("content-encoding", "br").send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(await gzip(Buffer.from(html)));
  return reply.send(html);
}

/** The pre-rendered pages (web/src/signed-out) that a visitor without a session gets at "/" and at the sign-in address. */
export type SignedOutPage = "landing" | "sign-in";

/**
 * A signed-out page: its pre-rendered HTML (no-cache, pre-compressed) when the request has no session, else the app's
 * HTML (signed in, or the session could not be read: the app shows the address itself). A build without the page
 * answers the app's HTML too.
 */
export function sendSignedOutPage(req: FastifyRequest, reply: FastifyReply, config: Config, page: SignedOutPage, bootDataOf?: BootDataOf) {
  const file = `${page}.html`;
  // no context: the session could not be read (http/request-context.ts); the app finds out itself
  if (!req.ctx || req.ctx.viewer || !fs.existsSync(indexHtmlOf(config)) || !fs.existsSync(path.join(config.webDist, file))) return sendIndexHtml(req, reply, config, bootDataOf);
  // the same address answers the app with a session, and brotli, gzip or plain text by Accept-Encoding
  return reply.header("cache-control", "no-cache").header("vary", "Accept-Encoding, Cookie").sendFile(file);
}

/**
 * The built web app: hashed assets with a one-year immutable cache (pre-compressed brotli/gzip), everything else
 * revalidated; robots.txt; "/" answers the pre-rendered landing page without a session and the app's HTML with one;
 * unknown GET paths outside the API answer the app's HTML, unknown API paths a JSON 404.
 */
export async function registerWebApp(fastify: FastifyInstance, config: Config, bootDataOf?: BootDataOf) {
  if (fs.existsSync(indexHtmlOf(config))) {
    await fastify.register(fastifyStatic, {
      // one wildcard route that looks the file up, rather than a route per file of the build (over 500 with their
      // compressed copies, about half a second of every start); a path with no file falls through to the handler below
      root: config.webDist, prefix: "/", index: false, wildcard: true, preCompressed: true,
      // the plugin's own Cache-Control (max-age=0) would replace the one set below
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader("cache-control", file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    fastify.log.warn("web/dist is missing: run `npm run build` to serve the web app");
  }
  // a robots.txt in the built app (web/public) is served as a file instead
  if (!fs.existsSync(path.join(config.webDist, "robots.txt"))) {
    fastify.get("/robots.txt", async (_req, reply) => reply.header("cache-control", "public, max-age=86400").type("text/plain; charset=utf-8").send(ROBOTS_TXT));
  }
  // the session of "/" is read by the request context (http/request-context.ts)
  fastify.get("/", async (req, reply) => sendSignedOutPage(req, reply, config, "landing", bootDataOf));
  fastify.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split("?")[0];
    if (pathname.startsWith("/api") || pathname.startsWith("/graphql") || (req.method !== "GET" && req.method !== "HEAD")) {
      return reply.code(404).send({ message: "Not found" });
    }
    return sendIndexHtml(req, reply, config, bootDataOf);
  });
}
