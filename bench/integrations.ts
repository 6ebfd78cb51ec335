import http from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "./load";
import { restGet, type BenchContext, type Operation } from "./operations";

/*
 * The calendar integrations' reads: the workspace's connected accounts (`GET /api/integrations`) and the busy times of
 * its connected calendar (`GET /api/calendar/busy`). On the first call every seeded workspace connects a CalDAV
 * account, through the API as a user would, on a small CalDAV server on loopback in this process (the server under
 * test reaches it through ALLOWED_PRIVATE_HOSTS): discovery by PROPFIND, and busy times by `free-busy-query` answered
 * with a VFREEBUSY of a few periods. Each busy request asks another week, so the app's 60 s cache is not what is
 * measured: the row is a REST request plus one REPORT to the calendar server.
 */

const XML = '<?xml version="1.0" encoding="utf-8"?>';
const NS = 'xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"';
const ok = (props: string) => `<d:propstat><d:prop>${props}</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>`;

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** A CalDAV server of one account with one calendar (`/dav/work/`), on loopback. */
async function startCalendarServer(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const path = (req.url ?? "/").split("?")[0];
      if (req.method === "PROPFIND" && req.headers.depth === "0") {
        res.writeHead(207, { "content-type": "application/xml; charset=utf-8" }).end(`${XML}<d:multistatus ${NS}><d:response><d:href>${path}</d:href>${ok(
          "<d:current-user-principal><d:href>/dav/</d:href></d:current-user-principal><c:calendar-home-set><d:href>/dav/</d:href></c:calendar-home-set>"
          + "<d:resourcetype><d:collection/></d:resourcetype>")}</d:response></d:multistatus>`);
        return;
      }
      if (req.method === "PROPFIND") {
        res.writeHead(207, { "content-type": "application/xml; charset=utf-8" }).end(`${XML}<d:multistatus ${NS}>`
          + `<d:response><d:href>/dav/</d:href>${ok("<d:resourcetype><d:collection/></d:resourcetype>")}</d:response>`
          + `<d:response><d:href>/dav/work/</d:href>${ok("<d:resourcetype><d:collection/><c:calendar/></d:resourcetype><d:displayname>Work</d:displayname>")}</d:response>`
          + "</d:multistatus>");
        return;
      }
      if (req.method === "REPORT" && path === "/dav/work/") {
        // three busy hours a day over the week asked (the range is in the body; a fixed week is enough for the answer's size)
        const monday = new Date(Date.UTC(2030, 0, 7));
        const lines: string[] = [];
        for (let d = 0; d < 7; d++) {
          for (const h of [9, 13, 16]) {
            const s = new Date(monday.getTime() + d * 86_400_000 + h * 3_600_000);
            lines.push(`FREEBUSY;FBTYPE=BUSY:${stamp(s)}/${stamp(new Date(s.getTime() + 3_600_000))}`);
          }
        }
        res.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bench//EN", "BEGIN:VFREEBUSY",
          "DTSTAMP:20300101T000000Z", "DTSTART:20300107T000000Z", "DTEND:20300114T000000Z", ...lines, "END:VFREEBUSY", "END:VCALENDAR", ""].join("\r\n"));
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

let connected: Promise<void> | null = null;
function ensureConnections(ctx: BenchContext): Promise<void> {
  return (connected ??= (async () => {
    const exists = (await ctx.pool.query(`SELECT EXISTS (SELECT 1 FROM connections WHERE provider = 'caldav') AS x`)).rows[0].x as boolean;
    if (exists) return;
    const t0 = Date.now();
    const dav = await startCalendarServer();
    for (let i = 0; i < ctx.tenants.length; i += 10) {
      await Promise.all(ctx.tenants.slice(i, i + 10).map((t, k) => request(`${ctx.base}/api/integrations/caldav`, {
        method: "POST", headers: { "content-type": "application/json", cookie: t.cookie, origin: ctx.base },
        body: JSON.stringify({ url: `${dav.url}/dav/`, username: `bench${i + k}`, password: "app-password", calendarUrl: `${dav.url}/dav/work/` }),
      })));
    }
    await ctx.pool.query("ANALYZE connections");
    console.log(`(integrations: connected a CalDAV calendar to every tenant in ${((Date.now() - t0) / 1000).toFixed(2)} s)`);
  })());
}

const tenant = (ctx: BenchContext, i: number) => ctx.tenants[i % ctx.tenants.length];

/** A week of 2030 per request (another one each time: the 60 s cache of an answer is per range). */
const weekOf = (i: number) => {
  const from = new Date(Date.UTC(2030, 0, 7) + (i % 5000) * 7 * 86_400_000);
  return { from: from.toISOString(), to: new Date(from.getTime() + 7 * 86_400_000).toISOString() };
};

export const integrationOperations: Operation[] = [
  {
    name: "REST GET /api/integrations",
    budgetMs: 1.5,
    http: async (ctx, i) => { await ensureConnections(ctx); return restGet(ctx, i, "/api/integrations"); },
    raw: async (ctx, i) => {
      await ensureConnections(ctx);
      return ctx.pool.query(`SELECT id, provider, label, status, error, "calendarUrl", "calendarName", "lastSyncAt" FROM connections
        WHERE "userId" = $1 ORDER BY "createdAt", id`, [tenant(ctx, i).userId]);
    },
  },
  {
    // the app's side includes one REPORT to the calendar server on loopback (and opening the sealed password); the raw
    // side is the connection's row the app reads first
    name: "REST GET /api/calendar/busy (a week, read from the CalDAV server)",
    // a REST read plus a loopback round trip to the calendar server and its VFREEBUSY parsed
    budgetMs: 5,
    http: async (ctx, i) => {
      await ensureConnections(ctx);
      const { from, to } = weekOf(i);
      return restGet(ctx, i, `/api/calendar/busy?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
    },
    raw: async (ctx, i) => {
      await ensureConnections(ctx);
      return ctx.pool.query(`SELECT * FROM connections WHERE "userId" = $1 AND provider = 'caldav'`, [tenant(ctx, i).userId]);
    },
  },
];
