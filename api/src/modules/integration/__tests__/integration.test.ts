/**
 * The workspace's own CalDAV connection against a real Radicale on loopback (two accounts): connecting (the calendars
 * found, a refused password in the server's words, a second connection refused), choosing the calendar, disconnecting;
 * two workspaces pushing to their own calendars only; a refused password marking the connection "needs reconnect";
 * the password never in any answer or log line; the private-address guard; a key rotation sealing every row again.
 */
import crypto from "node:crypto";
import { createDAVClient } from "tsdav";
import { capturedLog, createTestApp, gql, registerUser, rest, type Session, type TestApp, waitFor } from "../../../../test/harness";
import { startRadicale, type TestRadicale } from "../../../../test/radicale";
import { eventsSettled } from "../../../../test/settled";
import { keyId } from "../../../infra/secrets";
import { connectionFor, resealSecrets, saveSecrets } from "..";

const WORKERS = { jobs: { workers: true, retryDelay: 1, pollingIntervalSeconds: 0.5 } };
const EVENT = { title: "Kick-off", startTime: "2030-03-04T09:00:00Z", endTime: "2030-03-04T10:00:00Z", timeZone: "Europe/Berlin" };

let dav: TestRadicale;
let t: TestApp;
const log = capturedLog();
beforeAll(async () => {
  dav = await startRadicale({ users: 2 });
  t = await createTestApp({ PUBLIC_URL: "https://localhost:8443", LOG_LEVEL: "trace" }, { ...WORKERS, logStream: log.stream });
});
afterAll(async () => { await t?.close(); await dav?.stop(); });

const acct = (i: number) => dav.accounts[i];
const connectBody = (i: number, over: Record<string, unknown> = {}) => ({ url: `${dav.root}/`, username: acct(i).username, password: acct(i).password, ...over });

/** What another client of that account sees in its calendar. */
async function objects(i: number) {
  const client = await createDAVClient({ serverUrl: acct(i).url, credentials: { username: acct(i).username, password: acct(i).password }, authMethod: "Basic", defaultAccountType: "caldav" });
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.fetchCalendarObjects({ calendar: { url: acct(i).url } as never });
    } catch (e) {
      if (attempt >= 5) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

describe("connecting CalDAV", () => {
  it("finds the account's calendars; a second connection is 409; the calendar is chosen among them; disconnect deletes it", async () => {
    const a = await registerUser(t.app);
    const made = await rest(t.app, a, "POST", "/api/integrations/caldav", connectBody(0));
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      id: expect.any(String), provider: "caldav", label: `freelancer at ${new URL(dav.root).host}`, status: "connected", error: null,
      calendar: null, lastSyncAt: null, calendars: [{ url: acct(0).url, name: "Clientfolio" }],
    });
    expect((await rest(t.app, a, "GET", "/api/integrations")).body).toEqual([{
      id: made.body.id, provider: "caldav", label: made.body.label, status: "connected", error: null, calendar: null, lastSyncAt: null,
    }]);
    // connected but no calendar chosen yet
    expect((await rest(t.app, a, "GET", "/api/calendar/providers")).body).toEqual([{ name: "CalDAV", type: "caldav", configured: true }]);
    const e = (await rest(t.app, a, "POST", "/api/calendar", EVENT)).body;
    const early = await rest(t.app, a, "POST", "/api/calendar/sync", { eventId: e.id, providerType: "caldav" });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe("Choose a calendar first");

    const again = await rest(t.app, a, "POST", "/api/integrations/caldav", connectBody(0));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("CalDAV is connected already: disconnect it first");

    const foreign = await rest(t.app, a, "PUT", `/api/integrations/${made.body.id}`, { calendarUrl: acct(1).url });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.calendarUrl).toBe("Choose one of the account's calendars: Clientfolio");
    const chosen = await rest(t.app, a, "PUT", `/api/integrations/${made.body.id}`, { calendarUrl: acct(0).url });
    expect(chosen.status).toBe(200);
    expect(chosen.body.calendar).toEqual({ url: acct(0).url, name: "Clientfolio" });

    expect((await rest(t.app, a, "DELETE", `/api/integrations/${made.body.id}`)).status).toBe(204);
    expect(await t.app.resources.prisma.connection.count({ where: { userId: a.user.id } })).toBe(0);
    expect((await rest(t.app, a, "GET", "/api/calendar/providers")).body).toEqual([{ name: "CalDAV", type: "caldav", configured: false }]);
    expect((await rest(t.app, a, "DELETE", `/api/integrations/${made.body.id}`)).status).toBe(404);
  });

  it("a wrong password is a 400 naming the server's answer, and nothing is stored", async () => {
    const a = await registerUser(t.app);
    const r = await rest(t.app, a, "POST", "/api/integrations/caldav", connectBody(0, { password: "wrong" }));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe("The CalDAV server refused the user name or password (401)");
    expect(r.body.errors).toEqual({ password: "The CalDAV server refused the user name or password (401)" });
    expect(await t.app.resources.prisma.connection.count({ where: { userId: a.user.id } })).toBe(0);
    const down = await rest(t.app, a, "POST", "/api/integrations/caldav", connectBody(0, { url: "http://127.0.0.1:9/" }));
    expect(down.status).toBe(400);
    expect(down.body.message).toBe("Could not reach the CalDAV server: the connection was refused");
    const bad = await rest(t.app, a, "POST", "/api/integrations/caldav", { url: "ftp://x", username: "", password: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ url: "Server URL must be an http:// or https:// address", username: "User name is required", password: "Password is required" });
    expect((await rest(t.app, a, "POST", "/api/integrations/caldav", connectBody(0, { password: "x".repeat(1001) }))).body.errors.password)
      .toBe("Password must be at most 1000 characters");
    const inUrl = await rest(t.app, a, "POST", "/api/integrations/caldav", connectBody(0, { url: `http://${acct(0).username}:secret@127.0.0.1:9/` }));
    expect(inUrl.body.errors.url).toBe("Server URL must not contain a user name or password: use the fields below");
    expect(inUrl.text).not.toContain("secret");
  });

  it("the calendar may be chosen when connecting, also by the calendar's own address", async () => {
    const a = await registerUser(t.app);
    const r = await rest(t.app, a, "POST", "/api/integrations/caldav", connectBody(1, { url: acct(1).url, calendarUrl: acct(1).url }));
    expect(r.status).toBe(201);
    expect(r.body.calendar).toEqual({ url: acct(1).url, name: "Clientfolio" });
  });
});

describe("each workspace pushes to its own calendar", () => {
  it("A's events reach A's collection only, B's reach B's only; a refused password marks the connection and rings the bell", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    for (const [s, i] of [[a, 0], [b, 1]] as [Session, number][]) {
      expect((await rest(t.app, s, "POST", "/api/integrations/caldav", connectBody(i, { calendarUrl: acct(i).url }))).status).toBe(201);
    }
    const ea = (await rest(t.app, a, "POST", "/api/calendar", { ...EVENT, title: "A's kick-off" })).body;
    const eb = (await rest(t.app, b, "POST", "/api/calendar", { ...EVENT, title: "B's kick-off" })).body;
    const sa = await rest(t.app, a, "POST", "/api/calendar/sync", { eventId: ea.id, providerType: "caldav" });
    const sb = await rest(t.app, b, "POST", "/api/calendar/sync", { eventId: eb.id, providerType: "caldav" });
    expect(sa.status).toBe(200);
    expect(sb.status).toBe(200);
    expect(sa.body.externalCalendarId.startsWith(acct(0).url)).toBe(true);
    expect(sb.body.externalCalendarId.startsWith(acct(1).url)).toBe(true);
    // a change is pushed in place by the handler, to A's calendar
    await rest(t.app, a, "PUT", `/api/calendar/${ea.id}`, { title: "A's kick-off (moved)", startTime: "2030-03-05T09:00:00Z", endTime: "2030-03-05T10:00:00Z" });
    await waitFor("A's change pushed", async () => (await objects(0)).some((o) => /SUMMARY:A's kick-off \(moved\)/.test(o.data)));
    const inA = (await objects(0)).map((o) => o.data).join("\n");
    const inB = (await objects(1)).map((o) => o.data).join("\n");
    expect(inA).toContain(ea.uid);
    expect(inA).not.toContain(eb.uid);
    expect(inA).not.toContain("B's kick-off");
    expect(inB).toContain(eb.uid);
    expect(inB).not.toContain(ea.uid);
    expect(inB).not.toContain("A's kick-off");

    // B's password is changed on the server: the next push is refused, the connection needs a reconnect, the bell says so
    const conn = (await connectionFor(t.app.resources, b.user.id, "caldav"))!;
    await saveSecrets(t.app.resources, conn.id, { username: acct(1).username, password: "changed-elsewhere" });
    const refused = await rest(t.app, b, "POST", "/api/calendar/sync", { eventId: eb.id, providerType: "caldav" });
    expect(refused.status).toBe(401);
    const listed = (await rest(t.app, b, "GET", "/api/integrations")).body;
    expect(listed).toEqual([expect.objectContaining({ status: "needs_reconnect", error: "The CalDAV server refused the user name or password (401)" })]);
    expect((await rest(t.app, b, "GET", "/api/calendar/providers")).body[0].configured).toBe(false);
    const bell = await t.app.resources.prisma.notification.findMany({ where: { userId: b.user.id, type: "integration_needs_reconnect" } });
    expect(bell).toHaveLength(1);
    expect(bell[0].title).toBe("Reconnect CalDAV");
    // a change meanwhile: refused without retrying, no second notification
    await rest(t.app, b, "PUT", `/api/calendar/${eb.id}`, { title: "B's kick-off (moved)", startTime: "2030-03-06T09:00:00Z", endTime: "2030-03-06T10:00:00Z" });
    await waitFor("the refused push kept", async () => (await t.app.resources.prisma.calendarEvent.findUniqueOrThrow({ where: { id: eb.id } })).syncError?.includes("401"));
    expect(await t.app.resources.prisma.notification.count({ where: { userId: b.user.id, type: "integration_needs_reconnect" } })).toBe(1);
    expect((await objects(1)).map((o) => o.data).join("\n")).not.toContain("moved");
  });

  it("once the calendar is chosen, a new event is pushed without asking; before, nothing is", async () => {
    const a = await registerUser(t.app);
    const made = (await rest(t.app, a, "POST", "/api/integrations/caldav", connectBody(0))).body;
    // no calendar chosen: its handling pushes nothing
    const before = (await rest(t.app, a, "POST", "/api/calendar", { ...EVENT, title: "Before the choice" })).body;
    await eventsSettled(t.app, a.user.id);
    expect((await t.app.resources.prisma.calendarEvent.findUniqueOrThrow({ where: { id: before.id } })).caldavHref).toBeNull();
    expect((await objects(0)).map((o) => o.data).join("\n")).not.toContain("Before the choice");

    await rest(t.app, a, "PUT", `/api/integrations/${made.id}`, { calendarUrl: acct(0).url });
    const after = (await rest(t.app, a, "POST", "/api/calendar", { ...EVENT, title: "After the choice" })).body;
    const row = await waitFor("the new event pushed", async () => {
      const r = await t.app.resources.prisma.calendarEvent.findUniqueOrThrow({ where: { id: after.id } });
      return r.caldavHref && r;
    });
    expect(row).toMatchObject({ externalCalendarType: "caldav", externalCalendarId: `${acct(0).url}${after.uid}.ics`, syncError: null });
    expect((await objects(0)).map((o) => o.data).join("\n")).toContain("SUMMARY:After the choice");
  });

  it("an event pushed to a calendar that is not the workspace's says \"Reconnect to keep syncing\" and writes nothing there", async () => {
    const a = await registerUser(t.app);
    const e = (await rest(t.app, a, "POST", "/api/calendar", EVENT)).body;
    // as pushed with the former deployment-wide CALDAV_URL
    await t.app.resources.prisma.calendarEvent.update({ where: { id: e.id }, data: {
      caldavHref: `${acct(1).url}legacy.ics`, caldavEtag: "\"1\"", externalCalendarId: `${acct(1).url}legacy.ics`, externalCalendarType: "caldav" } });
    await rest(t.app, a, "PUT", `/api/calendar/${e.id}`, { title: "Changed", startTime: "2030-03-07T09:00:00Z", endTime: "2030-03-07T10:00:00Z" });
    const row = await waitFor("the card's reason", async () => {
      const r = await t.app.resources.prisma.calendarEvent.findUniqueOrThrow({ where: { id: e.id } });
      return r.syncError === "Reconnect to keep syncing" && r;
    });
    expect(row.externalCalendarId).toBe(`${acct(1).url}legacy.ics`);
    // once connected, a sync puts it in the workspace's own calendar
    await rest(t.app, a, "POST", "/api/integrations/caldav", connectBody(0, { calendarUrl: acct(0).url }));
    const synced = await rest(t.app, a, "POST", "/api/calendar/sync", { eventId: e.id, providerType: "caldav" });
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ syncError: null, externalCalendarId: `${acct(0).url}${e.uid}.ics` });
  });
});

describe("secrets never appear", () => {
  it("the password is in no answer of the module (REST and GraphQL), no log line, and not in the database as written", async () => {
    const a = await registerUser(t.app);
    const password = acct(0).password;
    const answers: string[] = [];
    const r = async (method: string, url: string, body?: unknown) => { const x = await rest(t.app, a, method, url, body); answers.push(x.text); return x; };
    const g = async (query: string, variables?: Record<string, unknown>) => { const x = await gql(t.app, a, query, variables); answers.push(JSON.stringify(x)); return x; };
    const made = await r("POST", "/api/integrations/caldav", connectBody(0));
    await r("POST", "/api/integrations/caldav", connectBody(0));
    await r("GET", "/api/integrations");
    await r("PUT", `/api/integrations/${made.body.id}`, { calendarUrl: acct(0).url });
    const fields = "id provider label status error calendar { url name } calendars { url name }";
    const listed = await g(`{ viewer { integrations { ${fields} } } }`);
    const gid = listed.data.viewer.integrations[0].id;
    await g(`mutation($id: ID!, $u: String!) { chooseIntegrationCalendar(input: { id: $id, calendarUrl: $u }) { __typename ... on ChooseIntegrationCalendarPayload { integration { ${fields} } } } }`, { id: gid, u: acct(0).url });
    const e = (await r("POST", "/api/calendar", EVENT)).body;
    await r("POST", "/api/calendar/sync", { eventId: e.id, providerType: "caldav" });
    await r("GET", "/api/calendar/providers");
    await g(`mutation($id: ID!) { disconnectIntegration(input: { id: $id }) { __typename } }`, { id: gid });
    const gmade = await g(`mutation($i: ConnectCaldavInput!) { connectCaldav(input: $i) { __typename ... on ConnectCaldavPayload { integration { ${fields} } } ... on ValidationError { message } } }`,
      { i: connectBody(0) });
    expect(gmade.data.connectCaldav.__typename).toBe("ConnectCaldavPayload");
    await g(`mutation($i: ConnectCaldavInput!) { connectCaldav(input: $i) { __typename ... on ValidationError { message } ... on ConflictError { message } } }`, { i: connectBody(0, { password: `${password}x` }) });
    await r("GET", "/api/openapi.json");
    // the answers were what they should be, and none holds the password
    expect(made.status).toBe(201);
    for (const text of answers) expect(text).not.toContain(password);
    expect(log.raw.length).toBeGreaterThan(0);
    for (const line of log.raw) expect(line).not.toContain(password);
    const stored = await t.app.resources.prisma.connection.findFirstOrThrow({ where: { userId: a.user.id } });
    expect(stored.secrets).not.toContain(password);
    expect(stored.secrets.startsWith(`v1.${keyId(t.app.resources.config.encryption.key)}.`)).toBe(true);
  });
});

describe("the private-address guard (production)", () => {
  it("refuses a loopback CalDAV server unless ALLOWED_PRIVATE_HOSTS lets it through (by address, CIDR or name)", async () => {
    for (const [allowed, expected] of [["", 400], ["127.0.0.1", 201], ["10.0.0.0/8, 127.0.0.0/8", 201]] as const) {
      const p = await createTestApp({ NODE_ENV: "production", ALLOWED_PRIVATE_HOSTS: allowed });
      try {
        const s = await registerUser(p.app);
        const res = await rest(p.app, s, "POST", "/api/integrations/caldav", connectBody(0));
        expect(res.status).toBe(expected);
        if (expected === 400) expect(res.body.message).toBe("Could not reach the CalDAV server: Refused: 127.0.0.1 resolves to a private or reserved address");
      } finally {
        await p.close();
      }
    }
    const named = await createTestApp({ NODE_ENV: "production", ALLOWED_PRIVATE_HOSTS: "localhost" });
    try {
      const s = await registerUser(named.app);
      expect((await rest(named.app, s, "POST", "/api/integrations/caldav", connectBody(0, { url: `${dav.root.replace("127.0.0.1", "localhost")}/` }))).status).toBe(201);
    } finally {
      await named.close();
    }
  });
});

describe("key rotation", () => {
  it("with the previous key still accepted, every row is sealed again under the new key and opens", async () => {
    const old = crypto.randomBytes(32);
    const next = crypto.randomBytes(32);
    const before = await createTestApp({ ENCRYPTION_KEY: old.toString("base64") });
    const users: string[] = [];
    try {
      for (const i of [0, 1]) {
        const s = await registerUser(before.app);
        users.push(s.user.id);
        expect((await rest(before.app, s, "POST", "/api/integrations/caldav", connectBody(i))).status).toBe(201);
      }
    } finally {
      await before.close();
    }
    const after = await createTestApp({ ENCRYPTION_KEY: next.toString("hex"), ENCRYPTION_KEY_PREVIOUS: old.toString("base64") }, { keepData: true });
    try {
      const mine = { userId: { in: users } };
      const rows = await after.app.resources.prisma.connection.findMany({ where: mine });
      expect(rows.every((c) => c.secrets.startsWith(`v1.${keyId(old)}.`))).toBe(true);
      expect(await resealSecrets(after.app.resources)).toBeGreaterThanOrEqual(2);
      const resealed = await after.app.resources.prisma.connection.findMany({ where: mine });
      expect(resealed.every((c) => c.secrets.startsWith(`v1.${keyId(next)}.`))).toBe(true);
      expect(await resealSecrets(after.app.resources)).toBe(0);
      for (const [i, u] of users.entries()) {
        expect((await connectionFor(after.app.resources, u, "caldav"))!.secrets()).toEqual({ username: acct(i).username, password: acct(i).password });
      }
    } finally {
      await after.close();
    }
    // without the previous key, the new one alone opens them
    const only = await createTestApp({ ENCRYPTION_KEY: next.toString("base64") }, { keepData: true });
    try {
      expect((await connectionFor(only.app.resources, users[0], "caldav"))!.secrets()).toMatchObject({ username: acct(0).username });
    } finally {
      await only.close();
    }
  });
});
