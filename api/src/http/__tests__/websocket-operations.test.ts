/**
 * The life of a WebSocket operation against the real server: an operation id used again once completed (subscribe X,
 * complete X, subscribe X, complete X, sent as fast as a client can) leaves no subscription running, holding a slot
 * or receiving pushes; every one ends with its operation, or with its socket. An API token's socket closes when the
 * token expires, as when it is revoked.
 */
import WebSocket from "ws";
import { eachTestWithTenant, rest, waitFor, within, withToken, type Session, type TestApp } from "../../../test/harness";
import { liveSubscriptions } from "../websocket";

let t: TestApp;
let a: Session;
let base: string;
eachTestWithTenant((app, session, url) => { t = app; a = session; base = url; }, {}, { listen: true });

const open: Tab[] = [];
afterEach(async () => { await Promise.all(open.splice(0).map((tab) => tab.close())); });

const SIDEBAR = "subscription { sidebarCountsUpdated { clients activeProjects overdueTasks unreadMessages } }";
const addClient = async (s: Session, name: string) => expect((await rest(t.app, s, "POST", "/api/clients", { name })).status).toBe(201);
const live = () => liveSubscriptions(t.app.fastify.server);

interface Tab {
  messages: any[];
  closed: Promise<{ code: number; reason: string }>;
  send(message: object): void;
  nexts(id: string): any[];
  close(): Promise<void>;
}

/** A raw graphql-ws socket (a session's cookie, or a token's `authorization` in connectionParams), acknowledged. */
async function connected(s: Session): Promise<Tab> {
  const ws = new WebSocket(base.replace(/^http/, "ws") + "/graphql", "graphql-transport-ws", s.token ? {} : { headers: { cookie: s.cookie } });
  const messages: any[] = [];
  const tab: Tab = {
    messages,
    closed: new Promise((resolve) => ws.on("close", (code, reason) => resolve({ code, reason: String(reason) }))),
    send: (message) => ws.send(JSON.stringify(message)),
    nexts: (id) => messages.filter((m) => m.id === id && m.type === "next"),
    close: async () => {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await tab.closed;
    },
  };
  ws.on("open", () => tab.send({ type: "connection_init", payload: s.token ? { authorization: `Bearer ${s.token}` } : {} }));
  ws.on("message", (m) => messages.push(JSON.parse(String(m))));
  ws.on("error", () => {});
  open.push(tab);
  await waitFor("the connection's acknowledgement", () => messages.some((m) => m.type === "connection_ack"), 5000);
  return tab;
}

const subscribe = (tab: Tab, id: string) => tab.send({ id, type: "subscribe", payload: { query: SIDEBAR } });
const complete = (tab: Tab, id: string) => tab.send({ id, type: "complete" });

/** Writes until the operation `id` of the tab has had a push (it is live then). */
async function untilLive(s: Session, tab: Tab, id: string): Promise<void> {
  const before = tab.nexts(id).length;
  for (let round = 1; tab.nexts(id).length === before; round++) {
    if (round > 40) throw new Error(`${id} never got a push`);
    await addClient(s, `Warm-up ${round}`);
    await waitFor(`a push on ${id}`, () => tab.nexts(id).length > before, 250).catch(() => undefined);
  }
}

describe("an operation id used again", () => {
  it("leaves nothing running when subscribe, complete, subscribe, complete of one id come without a pause (200 ids)", async () => {
    const tab = await connected(a);
    for (let i = 0; i < 200; i++) {
      subscribe(tab, `x${i}`);
      complete(tab, `x${i}`);
      subscribe(tab, `x${i}`);
      complete(tab, `x${i}`);
    }
    // a subscription sent after all of them, live once it had a push: every message before it has been handled
    subscribe(tab, "probe");
    await untilLive(a, tab, "probe");
    await waitFor("only the probe to be running", () => live() === 1, 5000);
    // no completed operation receives a push
    const pushed = () => tab.messages.filter((m) => m.type === "next" && m.id !== "probe").length;
    const before = pushed();
    await untilLive(a, tab, "probe");
    expect(pushed()).toBe(before);
    expect(live()).toBe(1);
    await tab.close();
    await waitFor("nothing running once the socket closed", () => live() === 0, 5000);
  });

  it("ends the first run when the id is subscribed again as the first is still starting, and the second at its completion", async () => {
    const tab = await connected(a);
    for (let i = 0; i < 20; i++) {
      // the second subscribe arrives while the first is still being set up (its session is read from the database)
      subscribe(tab, "x");
      complete(tab, "x");
      subscribe(tab, "x");
      await untilLive(a, tab, "x");
      expect(live()).toBe(1);
      complete(tab, "x");
      await waitFor(`nothing running after round ${i + 1}`, () => live() === 0, 5000);
    }
    // the slots were given back: the socket still takes its 20 subscriptions
    for (let i = 0; i < 20; i++) subscribe(tab, `s${i}`);
    await waitFor("20 subscriptions running", () => live() === 20, 5000);
    expect(tab.messages.filter((m) => m.type === "error")).toEqual([]);
    await tab.close();
    await waitFor("nothing running once the socket closed", () => live() === 0, 5000);
  });

  it("ends every run at the socket's close and at sign-out, whatever was sent", async () => {
    const tab = await connected(a);
    for (let i = 0; i < 50; i++) {
      subscribe(tab, "y");
      complete(tab, "y");
    }
    subscribe(tab, "y");
    await untilLive(a, tab, "y");
    expect(live()).toBe(1);
    expect((await t.app.fastify.inject({ method: "GET", url: "/api/logout", headers: { cookie: a.cookie } })).statusCode).toBeLessThan(400);
    expect((await tab.closed).code).toBe(4401);
    await waitFor("nothing running once signed out", () => live() === 0, 5000);
  });
});

describe("an API token's socket", () => {
  it("closes with 4401 when the token expires, without the client sending anything", async () => {
    const token = await withToken(t.app, a, "read");
    const tab = await connected(token);
    // the token gets an expiry a moment from now; the socket's next operation reads it
    const expiresAt = new Date(Date.now() + 3000);
    await t.app.resources.prisma.apiToken.updateMany({ where: { userId: a.user.id }, data: { expiresAt } });
    subscribe(tab, "sidebar");
    await untilLive(a, tab, "sidebar");
    expect(await within(tab.closed, 8000, "still open")).toEqual({ code: 4401, reason: "Unauthorized" });
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt.getTime());
    // nothing reached it after its expiry
    const pushes = tab.nexts("sidebar").length;
    await addClient(a, "After the expiry");
    expect(tab.nexts("sidebar")).toHaveLength(pushes);
    await waitFor("nothing running once the socket closed", () => live() === 0, 5000);
  }, 20_000);
});
