import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { registerWebApp, sendSignedOutPage } from "../web-app";
import { createTestApp, registerUser, type TestApp } from "../../../test/harness";
import { globalId } from "../../graphql/util";
import { makeInvoice } from "../../modules/invoice/__tests__/factory";
import { makeClient } from "../../modules/client/__tests__/factory";
import { makeEvent } from "../../modules/calendar/__tests__/factory";
import { scriptSafeJson } from "../boot-data";
import { firstScreenScript, pageChunks, withPagePreloads } from "../page-preloads";

const SIGNED_IN = "sid=signed-in";
const UNREADABLE = "sid=unreadable";
/** the signed-in viewer's first name: markup, which the drawn first screen shows as text */
const FIRST_NAME = `<img src=x onerror="alert(1)">&Ann`;

/** The web app over a made-up build, with a request context whose viewer is there for the SIGNED_IN cookie only. */
async function webApp(files: Record<string, string | Buffer>): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-web-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), text);
  }
  const config = { webDist: dist } as Config;
  const app = Fastify({ logger: false });
  app.decorateRequest("ctx", null as never);
  app.addHook("onRequest", async (req) => {
    // a session that could not be read (the database unreachable) leaves no context
    if (req.headers.cookie === UNREADABLE) return;
    req.ctx = { viewer: req.headers.cookie === SIGNED_IN ? { user: { firstName: FIRST_NAME } } : null } as never;
  });
  app.get("/api/login", async (req, reply) => sendSignedOutPage(req, reply, config, "sign-in"));
  await registerWebApp(app, config);
  return { app, close: async () => { await app.close(); fs.rmSync(dist, { recursive: true, force: true }); } };
}

const BUILD = {
  "index.html": "<html>app</html>",
  "landing.html": "<html>landing</html>",
  "sign-in.html": "<html>sign-in</html>",
  "assets/sign-in-abc123.js": "console.log(1)",
};

describe("the signed-out pages", () => {
  let w: Awaited<ReturnType<typeof webApp>>;
  beforeAll(async () => { w = await webApp(BUILD); });
  afterAll(async () => { await w.close(); });
  const get = (url: string, cookie?: string) => w.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  it("answers '/' with the pre-rendered landing page without a session, the app with one, both revalidated", async () => {
    for (const url of ["/", "/?utm_source=x"]) {
      const r = await get(url);
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe("<html>landing</html>");
      expect(r.headers["content-type"]).toMatch(/^text\/html/);
      expect(r.headers["cache-control"]).toBe("no-cache");
    }
    const signedIn = await get("/", SIGNED_IN);
    expect(signedIn.body).toBe("<html>app</html>");
    expect(signedIn.headers["cache-control"]).toBe("no-cache");
    // the session could not be read: the app's HTML, which finds out itself (as before the pages were pre-rendered)
    expect((await get("/", UNREADABLE)).body).toBe("<html>app</html>");
  });

  it("answers the sign-in address with the pre-rendered sign-in page without a session, whatever its query", async () => {
    const r = await get("/api/login?returnTo=%2Fclients&mode=register");
    expect(r.body).toBe("<html>sign-in</html>");
    expect(r.headers["cache-control"]).toBe("no-cache");
    expect((await get("/api/login?returnTo=%2Fclients", SIGNED_IN)).body).toBe("<html>app</html>");
  });

  it("keeps the app's HTML for every other page and the immutable cache for hashed assets", async () => {
    expect((await get("/clients")).body).toBe("<html>app</html>");
    expect((await get("/clients", SIGNED_IN)).body).toBe("<html>app</html>");
    const asset = await get("/assets/sign-in-abc123.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/api/nothing")).statusCode).toBe(404);
  });

  it("answers the app's HTML compressed when the build has a compressed copy and the browser takes it", async () => {
    const zlib = await import("node:zlib");
    const html = "<html>app, compressed</html>";
    const compressed = await webApp({ ...BUILD, "index.html": html, "index.html.br": zlib.brotliCompressSync(html) });
    try {
      for (const url of ["/clients", "/"]) {
        const r = await compressed.app.inject({ method: "GET", url, headers: { cookie: SIGNED_IN, "accept-encoding": "br, gzip" } });
        expect(r.statusCode).toBe(200);
        expect(r.headers["content-encoding"]).toBe("br");
        expect(r.headers["content-type"]).toMatch(/^text\/html/);
        expect(r.headers.vary).toMatch(/Accept-Encoding/);
        expect(r.headers["cache-control"]).toBe("no-cache");
        expect(zlib.brotliDecompressSync(r.rawPayload).toString()).toBe(html);
      }
      const plain = await compressed.app.inject({ method: "GET", url: "/clients", headers: { cookie: SIGNED_IN } });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(html);
    } finally {
      await compressed.close();
    }
  });

  it("answers the app's HTML when the build has no pre-rendered pages, and 503 before any build", async () => {
    const old = await webApp({ "index.html": "<html>app</html>" });
    expect((await old.app.inject({ method: "GET", url: "/" })).body).toBe("<html>app</html>");
    expect((await old.app.inject({ method: "GET", url: "/api/login" })).body).toBe("<html>app</html>");
    await old.close();
    const none = await webApp({});
    expect((await none.app.inject({ method: "GET", url: "/" })).statusCode).toBe(503);
    await none.close();
  });
});

describe("the first screen drawn into the app's HTML", () => {
  const INDEX = '<html><head><style>x</style></head><body><div id="root"><!--first-screen--><p>Loading...</p><!--/first-screen--></div></body></html>';
  let w: Awaited<ReturnType<typeof webApp>>;
  beforeAll(async () => { w = await webApp({ ...BUILD, "index.html": INDEX }); });
  afterAll(async () => { await w.close(); });
  const get = (url: string, headers: Record<string, string>) => w.app.inject({ method: "GET", url, headers });

  it("draws the dashboard's heading for the viewer, its name escaped, private and never stored, br, gzip or plain", async () => {
    const zlib = await import("node:zlib");
    const answers = {
      br: await get("/", { cookie: SIGNED_IN, "accept-encoding": "gzip, deflate, br" }),
      gzip: await get("/?tab=1", { cookie: SIGNED_IN, "accept-encoding": "gzip" }),
      plain: await get("/", { cookie: SIGNED_IN }),
    };
    expect(answers.br.headers["content-encoding"]).toBe("br");
    expect(answers.gzip.headers["content-encoding"]).toBe("gzip");
    expect(answers.plain.headers["content-encoding"]).toBeUndefined();
    const bodies = [zlib.brotliDecompressSync(answers.br.rawPayload).toString(), zlib.gunzipSync(answers.gzip.rawPayload).toString(), answers.plain.body];
    for (const [i, r] of Object.values(answers).entries()) {
      expect(r.statusCode).toBe(200);
      expect(r.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(r.headers["cache-control"]).toBe("private, no-store");
      expect(r.headers.vary).toBe("Accept-Encoding, Cookie");
      const body = bodies[i];
      expect(body).toContain('<h1 class="fs-title">Dashboard</h1>');
      expect(body).toContain('<p class="fs-subtitle">Welcome back, &#60;img src=x onerror=&#34;alert(1)&#34;&#62;&#38;Ann! Here&#39;s what&#39;s happening with your business today.</p>');
      expect(body).not.toContain("<img");
      expect(body).not.toContain("<p>Loading...</p>");
      // the rest of the page as built, the markers kept
      expect(body.startsWith('<html><head><style>x</style></head><body><div id="root"><!--first-screen--><div class="fs-frame" data-first-screen=""')).toBe(true);
      expect(body.endsWith("<!--/first-screen--></div></body></html>")).toBe(true);
    }
  });

  it("keeps the loading screen (the build's file, revalidated) for the other pages and without a drawn page", async () => {
    // the calendar too, with a build that lists no script to finish its screen
    for (const url of ["/clients", "/invoicing/abc", "/api/login", "/calendar"]) {
      const r = await get(url, { cookie: SIGNED_IN });
      expect(r.body).toBe(INDEX);
      expect(r.headers["cache-control"]).toBe("no-cache");
    }
    // the session could not be read: the loading screen, the app finds out itself
    expect((await get("/", { cookie: UNREADABLE })).body).toBe(INDEX);
  });
});

// the real app: its request context reads the session of "/" (the build of web/dist is the one the app serves)
const built = fs.existsSync(path.resolve(__dirname, "../../../../web/dist/landing.html"));
(built ? describe : describe.skip)("the app at '/'", () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it("shows the landing page without a session and the app with one", async () => {
    const s = await registerUser(t.app, "landing@example.com");
    const out = await t.app.fastify.inject({ method: "GET", url: "/" });
    expect(out.body).toContain("Get Started Free");
    expect(out.body).not.toContain('id="root"');
    const inside = await t.app.fastify.inject({ method: "GET", url: "/", headers: { cookie: s.cookie } });
    expect(inside.body).toContain('id="root"');
    // the dashboard's first screen, drawn for this viewer
    expect(inside.body).toContain('<h1 class="fs-title">Dashboard</h1><p class="fs-subtitle">Welcome back');
    expect(inside.headers["cache-control"]).toBe("private, no-store");
    const signIn = await t.app.fastify.inject({ method: "GET", url: "/api/login?returnTo=%2Fclients" });
    expect(signIn.body).toContain("Welcome back");
    expect(signIn.headers["content-security-policy"]).toContain("script-src 'self'");
    // no inline script (the CSP allows none): only the page's own hashed module
    expect(signIn.body.match(/<script[^>]*>/g)).toEqual([expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/sign-in-[\w-]+\.js">$/)]);
    expect(out.body).not.toContain("<script");
  });

  it("draws an invoice's page with its number for its workspace only", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const invoice = await makeInvoice(t.app, a, { invoiceNumber: "INV-0042" });
    const page = `/invoicing/${encodeURIComponent(globalId("Invoice", invoice.id))}`;
    const get = (url: string, cookie: string) => t.app.fastify.inject({ method: "GET", url, headers: { cookie } });

    const own = await get(page, a.cookie);
    expect(own.body).toContain('<a class="fs-back" href="/invoicing">');
    expect(own.body).toContain('Invoices</a><h1 class="fs-title">Invoice INV-0042</h1>');
    expect(own.headers["cache-control"]).toBe("private, no-store");
    // another workspace's invoice, a client's id, a malformed id, the recurring invoices: the loading screen as built
    const clientId = encodeURIComponent(globalId("Client", invoice.clientId));
    for (const [url, cookie] of [[page, b.cookie], [`/invoicing/${clientId}`, a.cookie], ["/invoicing/not-an-id", a.cookie], ["/invoicing/recurring", a.cookie]]) {
      const r = await get(url, cookie);
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('id="root"');
      expect(r.body).not.toContain("fs-title\">");
      expect(r.body).not.toContain("INV-0042");
      // an invoice's address carries the viewer's own boot data (the frame's queries), never stored; the recurring
      // invoices' list has none: the build's HTML
      expect(r.headers["cache-control"]).toBe(url === "/invoicing/recurring" ? "no-cache" : "private, no-store");
    }
  });

  it("draws a client's hub top (contact and amount owed) for its workspace only, every text escaped", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const hostile = "<img src=x onerror=alert(1)>";
    const client = await makeClient(t.app, a, {
      name: `Ada ${hostile}`, company: `Acme ${hostile}`, email: "ada@acme.test", phone: "+1 (555) 010-0100", website: "https://www.acme.test/",
      address: `1 Main St ${hostile}`, linkedinUrl: "https://www.linkedin.com/in/ada", twitterUsername: "@ada", status: "inactive",
    });
    await makeInvoice(t.app, a, { clientId: client.id, status: "sent", taxRate: "0", items: [{ description: "Work", quantity: 1, rate: "2790" }] });
    await makeInvoice(t.app, a, { clientId: client.id, status: "draft", taxRate: "0", items: [{ description: "Later", quantity: 1, rate: "99" }] });
    const bare = await makeClient(t.app, a, { name: "Bo", company: null, email: null });
    const page = (id: string, type = "Client") => `/clients/${encodeURIComponent(globalId(type, id))}`;
    const get = (url: string, cookie: string) => t.app.fastify.inject({ method: "GET", url, headers: { cookie } });
    const screenOf = (html: string) => /<!--first-screen-->([\s\S]*)<!--\/first-screen-->/.exec(html)?.[1] ?? "";

    const own = screenOf((await get(page(client.id), a.cookie)).body);
    expect(own).not.toContain("<img");
    expect(own).toContain('<a class="fs-back" href="/clients">');
    expect(own).toContain("Back to clients</a><h1 class=\"fs-title\">Ada &#60;img src=x onerror=alert(1)&#62;</h1><p class=\"fs-subtitle\">Acme &#60;img");
    // the contact card: initials, status, each detail on its line with its link, the social profiles
    expect(own).toContain('<span class="fs-avatar" aria-hidden="true">AO</span>');
    expect(own).toContain('<span class="fs-badge">Inactive</span>');
    expect(own).toContain('<a href="mailto:ada@acme.test">ada@acme.test</a>');
    expect(own).toContain('<a href="tel:+15550100100">+1 (555) 010-0100</a>');
    expect(own).toContain('<a href="https://www.acme.test/" target="_blank" rel="noopener noreferrer">acme.test</a>');
    expect(own).toContain("1 Main St &#60;img src=x onerror=alert(1)&#62;</span></li>");
    expect(own).toContain('href="https://www.linkedin.com/in/ada" target="_blank" rel="noopener noreferrer" aria-label="LinkedIn"');
    expect(own).toContain('href="https://twitter.com/ada"');
    // what it owes: its sent invoice, not its draft
    expect(own).toContain('<h2 class="fs-card-title" id="fs-owed">Amount owed</h2><p class="fs-card-description">Sent and overdue invoices</p></div><div class="fs-card-body"><p class="fs-owed">$2,790.00</p>');

    // a client with no details and no invoices
    const empty = screenOf((await get(page(bare.id), a.cookie)).body);
    expect(empty).toContain('<h1 class="fs-title">Bo</h1><p class="fs-subtitle">Client</p>');
    expect(empty).toContain('<p class="fs-empty">No contact details yet</p>');
    expect(empty).toContain('<span class="fs-badge fs-badge-active">Active</span>');
    expect(empty).toContain('<p class="fs-owed">Nothing owed</p>');
    expect(empty).not.toContain("fs-socials");

    // another workspace's client, an invoice's id, a malformed id: nothing of the client drawn
    const invoice = await makeInvoice(t.app, a);
    for (const [url, cookie] of [[page(client.id), b.cookie], [page(invoice.id, "Invoice"), a.cookie], ["/clients/not-an-id", a.cookie]]) {
      const r = await get(url, cookie);
      expect(r.statusCode).toBe(200);
      expect(r.body).not.toContain('fs-title">');
      expect(r.body).not.toContain("Ada ");
      expect(r.body).not.toContain("2,790");
    }
  });

  it("draws the calendar's top for the viewer, its view's title written by the build's script as the page writes it", async () => {
    const { JSDOM } = await import("jsdom");
    const a = await registerUser(t.app);
    await t.app.resources.prisma.user.update({ where: { id: a.user.id }, data: { calendarWeekStart: "monday" } });
    const r = await t.app.fastify.inject({ method: "GET", url: "/calendar?date=2026-03-04", headers: { cookie: a.cookie } });
    expect(r.headers["cache-control"]).toBe("private, no-store");
    const screen = /<!--first-screen-->([\s\S]*)<!--\/first-screen-->/.exec(r.body)?.[1] ?? "";
    expect(screen).toContain('<div class="fs-frame" data-first-screen="" data-calendar="" data-week-start="monday" aria-busy="true">');
    expect(screen).toContain('<h1 class="fs-title">Calendar</h1><p class="fs-subtitle">Manage your appointments and events</p>');
    expect(screen).toContain('<h2 class="fs-view-title" data-view-title=""></h2>');
    // the script that finishes it: the build's, inline right after the screen, the only one of the HTML besides the
    // app's modules, and the only inline script the answer's CSP allows (by its hash)
    const webDist = path.resolve(__dirname, "../../../../web/dist");
    const built = JSON.parse(fs.readFileSync(path.join(webDist, ".vite/first-screen-scripts.json"), "utf8")) as { calendar: string };
    const script = /<script>([\s\S]*)<\/script>$/.exec(screen)?.[1];
    expect(script).toBe(built.calendar);
    expect(r.body.match(/<script(?! type="(module|application\/json)")[^>]*>/g)).toEqual(["<script>"]);
    const hash = crypto.createHash("sha256").update(script!).digest("base64");
    const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(String(r.headers["content-security-policy"]))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    // every other page keeps the CSP without it
    const dashboard = await t.app.fastify.inject({ method: "GET", url: "/", headers: { cookie: a.cookie } });
    expect(/(?:^|; )script-src ([^;]*)/.exec(String(dashboard.headers["content-security-policy"]))?.[1]).toBe("'self'");

    // run in a browser's page: the week of the address's day, Monday first, as the page's own title says it
    const run = (view: string | null, url: string) => {
      const dom = new JSDOM(r.body, { url, runScripts: "outside-only" });
      if (view) dom.window.localStorage.setItem("clientfolio.calendar.view", view);
      dom.window.eval(script!);
      const frame = dom.window.document.querySelector<HTMLElement>("[data-first-screen]")!;
      return { view: frame.dataset.view, title: frame.querySelector("[data-view-title]")!.textContent, pressed: [...frame.querySelectorAll<HTMLElement>("[data-pressed]")].map((b) => b.dataset.viewButton) };
    };
    const range = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" }).formatRange(new Date(2026, 2, 2), new Date(2026, 2, 8));
    expect(run(null, "http://localhost/calendar?date=2026-03-04")).toEqual({ view: "week", title: range, pressed: ["week"] });
    // the view the browser last used: a month's title; the list has none (its way through days is hidden)
    expect(run("month", "http://localhost/calendar?date=2026-03-04")).toEqual({ view: "month", title: new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric" }).format(new Date(2026, 2, 4)), pressed: ["month"] });
    expect(run("list", "http://localhost/calendar")).toEqual({ view: "list", title: "", pressed: ["list"] });
    // no date: today's week
    const today = new Date();
    const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
    const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
    expect(run("week", "http://localhost/calendar").title).toBe(new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" }).formatRange(monday, sunday));
  });

  /** The boot data a page's HTML carries (its `<script type="application/json">`), parsed; null without one. */
  const bootDataIn = (html: string) => {
    const json = /<script type="application\/json" id="boot-data">([^<]*)<\/script><\/body>/.exec(html)?.[1];
    return json ? (JSON.parse(json) as { user: { email: string }; answers: { id: string; variables: Record<string, unknown>; data: any }[]; code?: string[] }) : null;
  };

  it("inlines the page's boot data for the viewer's session: the user and the answers of the page's first queries", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const client = await makeClient(t.app, a, { name: "Ada </script><script>alert(1)</script>" });
    const get = (url: string, cookie?: string) => t.app.fastify.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
    const persisted: Record<string, string> = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../../persisted_queries.json"), "utf8"));
    const names = (data: ReturnType<typeof bootDataIn>) => data!.answers.map((x) => /query (\w+)/.exec(persisted[x.id])?.[1]);

    const dashboard = bootDataIn((await get("/", a.cookie)).body);
    expect(dashboard!.user.email).toBe(a.user.email);
    expect(names(dashboard)).toEqual(["AppShellQuery", "NotificationsBellQuery", "DashboardPageQuery"]);
    expect(dashboard!.answers.every((x) => x.data && typeof x.data === "object")).toBe(true);
    expect(dashboard!.answers[0].data.viewer.id).toBe(globalId("User", a.user.id));

    // a client's page: its hub's query, the name as data only (the element cannot be closed by it)
    const clientPage = `/clients/${encodeURIComponent(globalId("Client", client.id))}`;
    const own = await get(clientPage, a.cookie);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(own.body).not.toContain("</script><script>alert(1)");
    const hub = bootDataIn(own.body)!;
    // with its blocks' queries, each for this client
    expect(names(hub)).toEqual([
      "AppShellQuery", "NotificationsBellQuery", "ClientHubPageQuery", "InvoicesHubBlockQuery", "ProjectsHubBlockQuery", "TasksHubBlockQuery",
      "MessagesHubBlockQuery", "EventsHubBlockQuery", "FilesHubBlockQuery", "ContractsHubBlockQuery", "ContractsHubBlockProposalsQuery",
    ]);
    expect(hub.answers.slice(2).every((x) => x.variables.id === globalId("Client", client.id))).toBe(true);
    expect(hub.answers[2].variables).toEqual({ id: globalId("Client", client.id) });
    expect(JSON.stringify(hub.answers[2].data)).toContain("Ada </script><script>alert(1)</script>");

    // the hub's code, named for the app to preload as it starts (not as links: the browser would fetch it before the
    // first paint): the page's chunk first, each one built, none of those index.html loads already
    const preloads = hub.code!;
    expect(preloads[0]).toMatch(/^assets\/ClientHubPage-[\w-]+\.js$/);
    expect(preloads.some((file) => file.startsWith("assets/InvoicesHubBlock-"))).toBe(true);
    const webDist = path.resolve(__dirname, "../../../../web/dist");
    const indexHtml = fs.readFileSync(path.join(webDist, "index.html"), "utf8");
    for (const file of preloads) {
      expect(fs.existsSync(path.join(webDist, file))).toBe(true);
      expect(indexHtml).not.toContain(file);
    }

    // another workspace's client: the answer the server gives that viewer (nothing of the client), never a's data
    const foreign = await get(clientPage, b.cookie);
    expect(foreign.body).not.toContain("Ada ");
    expect(bootDataIn(foreign.body)!.user.email).toBe(b.user.email);

    // no session: the landing page at "/", the build's HTML elsewhere, no boot data
    expect(bootDataIn((await get("/")).body)).toBeNull();
    expect(bootDataIn((await get(clientPage)).body)).toBeNull();
    // a page without boot data: the build's HTML
    const other = await get("/tasks", a.cookie);
    expect(bootDataIn(other.body)).toBeNull();
    expect(other.headers["cache-control"]).toBe("no-cache");
    // a page whose largest paint its own code draws (nothing drawn for that viewer): its code as links of the HTML,
    // fetched with the app's scripts
    const linksIn = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[\w.-]+\.js)" fetchpriority="low">/g)].map((m) => m[1]);
    expect(bootDataIn(foreign.body)!.code).toBeUndefined();
    expect(linksIn(foreign.body)).toEqual(hub.code);
    expect(linksIn(own.body)).toEqual([]);
    // the calendar, drawn: its page's code in its boot data
    const calendar = (await get("/calendar", a.cookie)).body;
    expect(bootDataIn(calendar)!.code![0]).toMatch(/^assets\/CalendarPage-[\w-]+\.js$/);
    expect(linksIn(calendar)).toEqual([]);
  });

  it("answers the Week view's range the app will ask first: the viewer's zone, their week start or their language's, ?date=", async () => {
    const a = await registerUser(t.app);
    await t.app.resources.prisma.user.update({ where: { id: a.user.id }, data: { timeZone: "America/New_York" } });
    const event = await makeEvent(t.app, a, { title: "Kick-off", startTime: "2026-03-04T15:00:00Z", endTime: "2026-03-04T16:00:00Z" });
    const persisted: Record<string, string> = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../../persisted_queries.json"), "utf8"));
    const rangeAnswer = async (url: string, language?: string, cookie = a.cookie) => {
      const r = await t.app.fastify.inject({ method: "GET", url, headers: { cookie, ...(language ? { "accept-language": language } : {}) } });
      return bootDataIn(r.body)!.answers.find((x) => /query (\w+)/.exec(persisted[x.id])?.[1] === "CalendarRangeQuery");
    };

    // Wednesday 4 March 2026 in New York, weeks of a German browser: Monday 00:00 EST to the next Monday 00:00, which
    // is EDT (summer time starts on the 8th)
    const german = await rangeAnswer("/calendar?date=2026-03-04", "de-DE,de;q=0.9,en;q=0.8");
    expect(german!.variables).toEqual({ from: "2026-03-02T05:00:00.000Z", to: "2026-03-09T04:00:00.000Z", count: 100 });
    const nodes = german!.data.viewer.calendarOccurrences.edges.map((e: { node: { event: { id: string; title: string } } }) => e.node.event);
    expect(nodes).toEqual([expect.objectContaining({ id: globalId("CalendarEvent", event.id), title: "Kick-off" })]);
    // an American browser's weeks start on Sunday
    expect((await rangeAnswer("/calendar?date=2026-03-04", "en-US,en;q=0.9"))!.variables).toMatchObject({ from: "2026-03-01T05:00:00.000Z", to: "2026-03-08T05:00:00.000Z" });
    // a viewer's calendar setting wins over the language
    const b = await registerUser(t.app);
    await t.app.resources.prisma.user.update({ where: { id: b.user.id }, data: { timeZone: "America/New_York", calendarWeekStart: "saturday" } });
    expect((await rangeAnswer("/calendar?date=2026-03-04", "en-US", b.cookie))!.variables).toMatchObject({ from: "2026-02-28T05:00:00.000Z", to: "2026-03-07T05:00:00.000Z" });
    // no date, or not a day: this week there
    const thisWeek = (await rangeAnswer("/calendar?date=2026-02-30", "en-US"))!.variables;
    const from = new Date(thisWeek.from as string).getTime();
    expect(from).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - from).toBeLessThan(8 * 86_400_000);
    expect((await rangeAnswer("/calendar", "en-US"))!.variables).toEqual(thisWeek);
    // a day at the end of what dates can write: the page still answers, with this week's guess
    expect((await rangeAnswer("/calendar?date=9999-12-31", "en-US"))!.variables).toEqual(thisWeek);
  });
});

describe("a boot page's code named in its boot data or its HTML", () => {
  it("takes only built script chunks from the build's list, and nothing without one", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-web-"));
    const config = { webDist: dist } as Config;
    try {
      expect(pageChunks(config, "client")).toEqual([]);
      fs.mkdirSync(path.join(dist, ".vite"));
      fs.writeFileSync(path.join(dist, ".vite", "page-preloads.json"), JSON.stringify({ client: ["assets/Hub-1a.js", "../secrets.js", 'assets/x.js"><script>', 42, "assets/a.css"] }));
      expect(pageChunks(config, "client")).toEqual(["assets/Hub-1a.js"]);
      expect(pageChunks(config, "calendar")).toEqual([]);
      // a first screen's script: the build's text, with its CSP hash; none that would end or comment out its element
      expect(firstScreenScript(config, "calendar")).toBeNull();
      const scripts = path.join(dist, ".vite", "first-screen-scripts.json");
      fs.writeFileSync(scripts, JSON.stringify({ calendar: 'x="</SCRIPT><script>alert(1)"' }));
      expect(firstScreenScript(config, "calendar")).toBeNull();
      fs.writeFileSync(scripts, JSON.stringify({ calendar: 'x="<!--"' }));
      fs.utimesSync(scripts, new Date(), new Date(Date.now() + 2000));
      expect(firstScreenScript(config, "calendar")).toBeNull();
      fs.writeFileSync(scripts, JSON.stringify({ calendar: "document.title=1;\n" }));
      // a build written again (the reader reads a file again when its time changes)
      fs.utimesSync(scripts, new Date(), new Date(Date.now() + 5000));
      expect(firstScreenScript(config, "calendar")).toEqual({
        source: "document.title=1;\n",
        cspHash: `'sha256-${crypto.createHash("sha256").update("document.title=1;\n").digest("base64")}'`,
      });
      expect(withPagePreloads("<html><body>x</body></html>", ["assets/Hub-1a.js"])).toBe(
        '<html><body>x<link rel="modulepreload" crossorigin href="/assets/Hub-1a.js" fetchpriority="low"></body></html>',
      );
      expect(withPagePreloads("<html><body>x</body></html>", [])).toBe("<html><body>x</body></html>");
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("boot data in the app's HTML", () => {
  it("is JSON no text of which can end the element or start markup", () => {
    const json = scriptSafeJson({ name: "</script><!-- & \u2028 >" });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: "</script><!-- & \u2028 >" });
  });
});
