/**
 * WebSocket abuse limits against the real server: subscriptions per socket (the one past the cap answers an error,
 * the socket stays), sockets per session and per workspace (closed with 4429), slots given back; and live pushes
 * computed once per change for every open tab of a workspace (the SQL of one change does not grow with the tabs).
 */
import WebSocket from "ws";
import { createTestApp, registerUser, rest, type Session, type TestApp } from "../../../test/harness";
import { backgroundDispatches } from "../../jobs/outbox";

/** the session and subscription caps are the defaults; the workspace's is lowered to test it with two sessions */
const SOCKETS_PER_WORKSPACE = 15;
const SOCKETS_PER_SESSION = 10;
const SUBSCRIPTIONS_PER_SOCKET = 20;

let t: TestApp;
let base: string;
let a: Session;
const open: Tab[] = [];

beforeAll(async () => {
  t = await createTestApp({ PORT: "0", WS_SOCKETS_PER_WORKSPACE: String(SOCKETS_PER_WORKSPACE) });
  base = await t.app.start();
});
beforeEach(async () => { a = await registerUser(t.app); });
// each test's sockets close after it; its rows stay (every count and push here is of the test's own workspace)
afterEach(async () => { await Promise.all(open.splice(0).map((tab) => tab.close())); });
afterAll(async () => { await t.close(); });

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `cond` holds, at most `ms`. */
async function until(cond: () => boolean, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await pause(5);
  }
}

/** A raw graphql-ws socket with the session's cookie (a browser tab): what it receives, and how it closed. */
interface Tab {
  messages: any[];
  /** resolves when the server acknowledged the connection, rejects when the socket closed first */
  acked: Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  code: number | null;
  subscribe(id: string, query: string): void;
  complete(id: string): void;
  /** the `next` messages of operation `id` */
  nexts(id: string): any[];
  close(): Promise<void>;
}

function openTab(s: Session): Tab {
  const ws = new WebSocket(base.replace(/^http/, "ws") + "/graphql", "graphql-transport-ws", { headers: { cookie: s.cookie } });
  const messages: any[] = [];
  let ack: () => void;
  let refuse: (e: Error) => void;
  const acked = new Promise<void>((resolve, reject) => { ack = resolve; refuse = reject; });
  acked.catch(() => {});
  const tab: Tab = {
    messages,
    acked,
    code: null,
    closed: new Promise((resolve) => ws.on("close", (code, reason) => {
      tab.code = code;
      refuse(new Error(`socket closed with ${code} before its acknowledgement`));
      resolve({ code, reason: String(reason) });
    })),
    subscribe: (id, query) => ws.send(JSON.stringify({ id, type: "subscribe", payload: { query } })),
    complete: (id) => ws.send(JSON.stringify({ id, type: "complete" })),
    nexts: (id) => messages.filter((m) => m.id === id && m.type === "next"),
    close: async () => {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await tab.closed;
    },
  };
  ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init" })));
  ws.on("message", (m) => {
    const msg = JSON.parse(String(m));
    messages.push(msg);
    if (msg.type === "connection_ack") ack();
  });
  ws.on("error", () => {});
  open.push(tab);
  return tab;
}

/** A tab the server acknowledged. */
async function connectedTab(s: Session): Promise<Tab> {
  const tab = openTab(s);
  await tab.acked;
  return tab;
}

/**
 * A tab opened as soon as a slot is free: a socket closed by the client gives its slot back when the server has seen
 * the close, which may come a moment after the client's own close event. A refused attempt holds nothing.
 */
async function tabOnceFree(s: Session): Promise<Tab> {
  const end = Date.now() + 5000;
  for (;;) {
    const tab = openTab(s);
    try {
      await tab.acked;
      return tab;
    } catch (e) {
      if (tab.code !== 4429 || Date.now() > end) throw e;
      await pause(20);
    }
  }
}

/** Another session of the same account (a second browser). */
async function signInAgain(s: Session): Promise<Session> {
  const r = await t.app.fastify.inject({ method: "POST", url: "/api/auth/login", payload: { email: s.user.email, password: "correct horse battery" } });
  expect(r.statusCode).toBe(200);
  return { cookie: String(r.headers["set-cookie"]).split(";")[0], user: s.user };
}

/**
 * Waits until every subscription is live: the server subscribes an operation a moment after it was sent, and one is
 * live once a change has reached it, so changes are made until each has had a push. Then waits until the pushes stop.
 */
async function whenLive(s: Session, subs: Sub[]): Promise<void> {
  for (let round = 1; !subs.every(({ tab, id }) => tab.nexts(id).length > 0); round++) {
    if (round > 20) throw new Error("the subscriptions never got a push");
    await addClient(s, `Warm-up ${round}`);
    await until(() => subs.every(({ tab, id }) => tab.nexts(id).length > 0), "a push on every subscription", 500).catch(() => {});
  }
  await backgroundDispatches();
  await quiet(subs.map(({ tab }) => tab));
}

/** Waits until the tabs have received nothing for 100 ms (past the shared feeds' quiet period). */
async function quiet(tabs: Tab[]): Promise<void> {
  const received = () => tabs.reduce((n, tab) => n + tab.messages.length, 0);
  for (let before = -1; before !== received();) {
    before = received();
    await pause(100);
  }
}

interface Sub { tab: Tab; id: string }

/** The pushes each subscription has had from now on. */
function pushesFromNow(subs: Sub[]): (sub: Sub) => number {
  const before = new Map(subs.map((sub) => [sub, sub.tab.nexts(sub.id).length]));
  return (sub) => sub.tab.nexts(sub.id).length - before.get(sub)!;
}

const SIDEBAR = "subscription { sidebarCountsUpdated { clients activeProjects overdueTasks unreadMessages } }";
const addClient = async (s: Session, name: string) => expect((await rest(t.app, s, "POST", "/api/clients", { name })).status).toBe(201);

describe("subscriptions per socket", () => {
  it(`refuses the subscription past ${SUBSCRIPTIONS_PER_SOCKET} with an error for it only; the socket and the others stay; a completed one frees its slot`, async () => {
    const tab = await connectedTab(a);
    const subs = Array.from({ length: SUBSCRIPTIONS_PER_SOCKET }, (_, i) => ({ tab, id: `s${i + 1}` }));
    for (const { id } of subs) tab.subscribe(id, SIDEBAR);
    // every one of them is live: changes reach all of them
    await whenLive(a, subs);

    tab.subscribe("one-too-many", SIDEBAR);
    await until(() => tab.messages.some((m) => m.id === "one-too-many"), "the answer to the subscription past the cap");
    expect(tab.messages.filter((m) => m.id === "one-too-many")).toEqual([{
      id: "one-too-many", type: "error",
      payload: [expect.objectContaining({ message: `Too many subscriptions on this connection (at most ${SUBSCRIPTIONS_PER_SOCKET})` })],
    }]);

    // the first ones still receive pushes
    const pushes = pushesFromNow(subs);
    await addClient(a, "After the refusal");
    await until(() => subs.every((sub) => pushes(sub) === 1), "one more push on each of the first subscriptions");
    const clients = (await rest(t.app, a, "GET", "/api/clients")).body.length;
    expect(tab.nexts("s20").at(-1).payload).toEqual({ data: { sidebarCountsUpdated: { clients, activeProjects: 0, overdueTasks: 0, unreadMessages: 0 } } });
    expect(tab.code).toBeNull();

    // a subscription the client completes gives its slot back
    tab.complete("s1");
    tab.subscribe("in-its-place", SIDEBAR);
    await whenLive(a, [{ tab, id: "in-its-place" }]);
    expect(tab.messages.filter((m) => m.type === "error")).toHaveLength(1);
    expect(pushes(subs[0])).toBe(1);
    expect(tab.code).toBeNull();
  });

  it("counts the subscriptions of each socket apart, and queries not at all", async () => {
    const first = await connectedTab(a);
    const second = await connectedTab(a);
    const subs = Array.from({ length: SUBSCRIPTIONS_PER_SOCKET }, (_, i) => ({ tab: first, id: `s${i}` }));
    for (const { tab, id } of subs) tab.subscribe(id, SIDEBAR);
    second.subscribe("other-socket", SIDEBAR);
    await whenLive(a, [...subs, { tab: second, id: "other-socket" }]);
    first.subscribe("query", "{ viewer { id } }");
    await until(() => first.nexts("query").length === 1, "the query's answer");
    expect(first.messages.filter((m) => m.type === "error")).toEqual([]);
  });
});

describe("sockets per session and per workspace", () => {
  it(`closes the socket past ${SOCKETS_PER_SESSION} of one session with 4429 'Too many connections'; a closed socket frees its slot`, async () => {
    const tabs = await Promise.all(Array.from({ length: SOCKETS_PER_SESSION }, () => connectedTab(a)));
    const extra = openTab(a);
    expect(await extra.closed).toEqual({ code: 4429, reason: "Too many connections" });
    await expect(extra.acked).rejects.toThrow(/4429/);
    // the others stay, and live
    tabs[0].subscribe("live", SIDEBAR);
    await whenLive(a, [{ tab: tabs[0], id: "live" }]);
    expect(tabs.map((tab) => tab.code)).toEqual(tabs.map(() => null));

    await tabs[1].close();
    const replacement = await tabOnceFree(a);
    expect(replacement.code).toBeNull();
    // and the cap holds again
    expect((await openTab(a).closed).code).toBe(4429);
  });

  it(`closes the socket past ${SOCKETS_PER_WORKSPACE} of one workspace, whatever its session; other workspaces are not counted`, async () => {
    const second = await signInAgain(a);
    const mine = await Promise.all(Array.from({ length: SOCKETS_PER_SESSION }, () => connectedTab(a)));
    const others = await Promise.all(Array.from({ length: SOCKETS_PER_WORKSPACE - SOCKETS_PER_SESSION }, () => connectedTab(second)));
    expect((await openTab(second).closed)).toEqual({ code: 4429, reason: "Too many connections" });
    // another workspace is unaffected
    const b = await registerUser(t.app);
    await connectedTab(b);

    await mine[0].close();
    const freed = await tabOnceFree(second);
    expect([freed, ...others].map((tab) => tab.code)).toEqual([freed, ...others].map(() => null));
  });
});

describe("pushes computed once per change", () => {
  const KINDS = {
    sidebar: SIDEBAR,
    dashboard: "subscription { dashboardStatsUpdated { totalClients pendingTasks } }",
    bell: "subscription { notificationsUpdated { unreadCount notification { id title } } }",
    messages: "subscription { workspaceChanged { type message { id subject client { name } } createdMessage { id subject client { name } } } }",
  };

  /**
   * `tabs` sockets of one session (at most 10), with `perTab` subscriptions of every kind each: the SQL statements a
   * new message (one change that every kind pushes) costs, once every subscription has its push.
   */
  async function statementsOfOneChange(s: Session, tabs: number, perTab: number): Promise<string[]> {
    const sockets = await Promise.all(Array.from({ length: tabs }, () => connectedTab(s)));
    const subs = sockets.flatMap((tab) => Object.entries(KINDS).flatMap(([kind, query]) =>
      Array.from({ length: perTab }, (_, i) => ({ tab, id: `${kind}-${i}`, query }))));
    for (const { tab, id, query } of subs) tab.subscribe(id, query);
    const client = (await rest(t.app, s, "POST", "/api/clients", { name: "Acme" })).body.id;
    await whenLive(s, subs);
    const clients = (await rest(t.app, s, "GET", "/api/clients")).body.length;
    const pushes = pushesFromNow(subs);
    t.statements.length = 0;

    expect((await rest(t.app, s, "POST", "/api/messages", { subject: "Live", content: "Hello", clientId: client })).status).toBe(201);
    await until(() => subs.every((sub) => pushes(sub) === 1), "the push of the change on every subscription");
    await backgroundDispatches();
    // nothing more comes after the quiet period of the shared feeds
    await quiet(sockets);
    for (const sub of subs) expect(pushes(sub)).toBe(1);
    const pushed = sockets[0].nexts("messages-0").at(-1).payload.data.workspaceChanged;
    expect(pushed).toEqual({ type: "message.created", message: { id: expect.any(String), subject: "Live", client: { name: "Acme" } },
      createdMessage: { id: pushed.message.id, subject: "Live", client: { name: "Acme" } } });
    expect(sockets[0].nexts("sidebar-0").at(-1).payload.data.sidebarCountsUpdated).toEqual({ clients, activeProjects: 0, overdueTasks: 0, unreadMessages: 1 });
    expect(sockets[0].nexts("bell-0").at(-1).payload.data.notificationsUpdated).toEqual({ unreadCount: 0, notification: null });
    const statements = [...t.statements];
    await Promise.all(sockets.map((tab) => tab.close()));
    return statements;
  }

  it("costs the same SQL for 20 tabs of a workspace as for one: each count and read runs once", async () => {
    const one = await statementsOfOneChange(await registerUser(t.app), 1, 1);
    // 20 subscriptions of every kind: 10 sockets of 2 each
    const twenty = await statementsOfOneChange(a, SOCKETS_PER_SESSION, 2);
    const sidebarCounts = (sql: string[]) => sql.filter((q) => q.includes('"unreadMessages"')).length;
    const dashboardStats = (sql: string[]) => sql.filter((q) => q.includes('"totalRevenue"')).length;
    const unreadNotifications = (sql: string[]) => sql.filter((q) => /count/i.test(q) && q.includes('"notifications"')).length;
    const messageReads = (sql: string[]) => sql.filter((q) => /^\s*SELECT/i.test(q) && q.includes('"messages"') && !q.includes('"unreadMessages"')).length;
    const figures = (sql: string[]) => ({ total: sql.length, sidebar: sidebarCounts(sql), dashboard: dashboardStats(sql), bell: unreadNotifications(sql), message: messageReads(sql) });
    // printed for the record: statements of one change with 1 and with 20 subscriptions of every kind
    console.log(JSON.stringify({ one: figures(one), twenty: figures(twenty) }));
    expect(figures(twenty)).toEqual(figures(one));
    expect(figures(twenty)).toEqual(expect.objectContaining({ sidebar: 1, dashboard: 1, bell: 1, message: 1 }));
  });
});
