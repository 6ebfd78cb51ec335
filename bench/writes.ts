import { Client as PgClient } from "pg";
import WebSocket from "ws";
import { createClient as createWsClient, type Client as WsClient } from "graphql-ws";
import { globalId } from "../api/src/graphql/util";
import { percentile } from "./load";
import { graphql, type BenchContext, type Operation } from "./operations";

/*
 * Writes and live updates. A write through the app (GraphQL createClient / updateClient: the session, validation,
 * the record with its activity line and domain event, the live event) next to the same INSERT / UPDATE with its
 * activity line and domain event as one statement through pg. Then the live update: a second connection of the same
 * tenant (another tab) subscribed to workspaceChanged over graphql-ws, timed from sending the mutation to receiving
 * its event; its raw counterpart is the same INSERT with pg_notify, timed to the notification on another pg
 * connection.
 */

const tenant = (ctx: BenchContext, i: number) => ctx.tenants[i % ctx.tenants.length];

const CREATE_CLIENT = `mutation($input: CreateClientInput!) { createClient(input: $input) {
  __typename ... on CreateClientPayload { client { id name status } } } }`;
const UPDATE_CLIENT = `mutation($input: UpdateClientInput!) { updateClient(input: $input) {
  __typename ... on UpdateClientPayload { client { id name status } } } }`;

/** The mutation answered its payload (a result union member other than the payload is an error here). */
function expectPayload(body: string, payload: string): string {
  if (!body.includes(`"__typename":"${payload}"`)) throw new Error(`unexpected answer ${body.slice(0, 200)}`);
  return body;
}

const newClientInput = (i: number) => ({ name: `Bench client ${i}`, email: `bench${i}@example.com`, company: "Bench Ltd", status: "active" });

/** The raw counterpart of createClient: the row, its activity line and its domain event in one statement. */
const RAW_CREATE = `WITH c AS (
    INSERT INTO clients ("userId", name, email, company, status) VALUES ($1, $2, $3, $4, $5) RETURNING *
  ), a AS (
    INSERT INTO activities ("userId", "entityType", "entityId", action, title)
    SELECT c."userId", 'client', c.id, 'created', 'New client added: ' || c.name FROM c
  ), e AS (
    INSERT INTO domain_events ("userId", type, "entityType", "entityId", payload, "dispatchedAt")
    SELECT c."userId", 'client.created', 'client', c.id, jsonb_build_object('record', to_jsonb(c) - 'userId'), now() FROM c
  )`;

const RAW_UPDATE = `WITH c AS (
    UPDATE clients SET name = $3, "updatedAt" = now() WHERE id = $1 AND "userId" = $2 RETURNING *
  ), o AS (
    SELECT * FROM clients WHERE id = $1 AND "userId" = $2
  ), a AS (
    INSERT INTO activities ("userId", "entityType", "entityId", action, title)
    SELECT c."userId", 'client', c.id, 'updated', 'Client updated: ' || c.name FROM c
  ), e AS (
    INSERT INTO domain_events ("userId", type, "entityType", "entityId", payload, "dispatchedAt")
    SELECT c."userId", 'client.updated', 'client', c.id, jsonb_build_object('changes', (SELECT coalesce(jsonb_object_agg(n.key,
      jsonb_build_object('before', b.value, 'after', n.value)), '{}'::jsonb) FROM jsonb_each(to_jsonb(c)) n JOIN jsonb_each(to_jsonb(o)) b
      ON b.key = n.key WHERE n.value IS DISTINCT FROM b.value AND n.key <> 'updatedAt')), now() FROM c JOIN o ON o.id = c.id
  )
  SELECT * FROM c`;

const clientOf = (ctx: BenchContext, i: number) => {
  const t = tenant(ctx, i);
  return t.clientIds[Math.floor(i / ctx.tenants.length) % t.clientIds.length];
};

// ---- the other tab: graphql-ws subscriptions, one socket per tenant ------------------------------------------

/** Tenants the live-update row uses (each with its own subscribed socket). */
const LIVE_TENANTS = 20;

interface Tab {
  ws: WsClient;
  /** waiters for the next client.created event of this tenant, oldest first */
  waiting: ((at: number) => void)[];
}

const tabs = new Map<string, Promise<Tab>>();

/** A subscribed second connection of the tenant, ready once an event has come through it. */
function tabOf(ctx: BenchContext, t: BenchContext["tenants"][number]): Promise<Tab> {
  let tab = tabs.get(t.userId);
  if (!tab) {
    tab = (async () => {
      const cookie = t.cookie;
      const ws = createWsClient({
        url: `${ctx.base.replace(/^http/, "ws")}/graphql`, lazy: false, retryAttempts: 0, onNonLazyError: () => {},
        webSocketImpl: class extends WebSocket { constructor(url: string, protocols?: string | string[]) { super(url, protocols, { headers: { cookie } }); } },
      });
      const ready: Tab = { ws, waiting: [] };
      ws.subscribe<{ workspaceChanged: { type: string } }>({ query: "subscription { workspaceChanged { type } }" }, {
        next: (v) => { if (v.data?.workspaceChanged.type === "client.created") ready.waiting.shift()?.(performance.now()); },
        // a failed subscription shows as events that never come (errors in the row); at the end the server closes it
        error: () => {},
        complete: () => {},
      });
      // the server has no "subscribed" answer: write until an event comes through
      for (let n = 0; ; n++) {
        const got = new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => { ready.waiting = ready.waiting.filter((w) => w !== waiter); resolve(false); }, 200);
          const waiter = () => { clearTimeout(timer); resolve(true); };
          ready.waiting.push(waiter);
        });
        await graphql(ctx, ctx.tenants.indexOf(t), CREATE_CLIENT, { input: newClientInput(n) });
        if (await got) return ready;
        if (n > 50) throw new Error("the subscription never delivered an event");
      }
    })();
    tabs.set(t.userId, tab);
  }
  return tab;
}

/** Delays of the event after the mutation's answer, per measured phase (the runner's warm-up, then its measurement). */
let afterAnswer: number[] = [];
let sendToEvent: number[] = [];
let phase = 0;

function eventDelayReport() {
  if (!afterAnswer.length) return;
  phase++;
  const a = [...afterAnswer].sort((x, y) => x - y);
  const s = [...sendToEvent].sort((x, y) => x - y);
  afterAnswer = [];
  sendToEvent = [];
  if (phase !== 2) return; // the first phase is the warm-up
  console.log(`(mutation -> event: from sending p50 ${percentile(s, 50).toFixed(2)} ms, p95 ${percentile(s, 95).toFixed(2)} ms; `
    + `after the mutation's answer p50 ${percentile(a, 50).toFixed(2)} ms, p95 ${percentile(a, 95).toFixed(2)} ms, n = ${a.length})`);
}

const EVENT_TIMEOUT_MS = 5000;

async function mutationToEvent(ctx: BenchContext, i: number): Promise<void> {
  const t = ctx.tenants[i % Math.min(LIVE_TENANTS, ctx.tenants.length)];
  const tab = await tabOf(ctx, t);
  const t0 = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const event = new Promise<number>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error("no event")), EVENT_TIMEOUT_MS);
    tab.waiting.push(resolve);
  });
  const answered = graphql(ctx, ctx.tenants.indexOf(t), CREATE_CLIENT, { input: newClientInput(i) })
    .then((body) => { expectPayload(body, "CreateClientPayload"); return performance.now(); });
  const [at, answerAt] = await Promise.all([event, answered]).finally(() => clearTimeout(timer));
  sendToEvent.push(at - t0);
  afterAnswer.push(at - answerAt);
}

// ---- raw: the same INSERT with pg_notify, heard on another connection ----------------------------------------

let listener: Promise<{ waiting: Map<string, () => void> }> | null = null;

function rawListener(ctx: BenchContext) {
  return (listener ??= (async () => {
    const c = new PgClient({ connectionString: ctx.pool.options.connectionString });
    c.on("error", () => {}); // the database stops at the end of the run
    await c.connect();
    await c.query("LISTEN bench_writes");
    const waiting = new Map<string, () => void>();
    c.on("notification", (n) => { const w = waiting.get(n.payload ?? ""); if (w) { waiting.delete(n.payload!); w(); } });
    // the bench ends by exiting; the connection does not keep it alive
    (c as unknown as { connection: { stream: { unref(): void } } }).connection.stream.unref();
    return { waiting };
  })());
}

async function rawInsertToNotification(ctx: BenchContext, i: number): Promise<void> {
  eventDelayReport();
  const l = await rawListener(ctx);
  const t = ctx.tenants[i % Math.min(LIVE_TENANTS, ctx.tenants.length)];
  const key = `${t.userId}:${i}:${Math.random()}`;
  const heard = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => { l.waiting.delete(key); reject(new Error("no notification")); }, EVENT_TIMEOUT_MS);
    l.waiting.set(key, () => { clearTimeout(timer); resolve(); });
  });
  const c = newClientInput(i);
  await ctx.pool.query(`${RAW_CREATE} SELECT pg_notify('bench_writes', $6) FROM c`, [t.userId, c.name, c.email, c.company, c.status, key]);
  await heard;
}

export const writeOperations: Operation[] = [
  {
    name: "GraphQL createClient",
    p50GoalMs: 5,
    http: async (ctx, i) => expectPayload(await graphql(ctx, i, CREATE_CLIENT, { input: newClientInput(i) }), "CreateClientPayload"),
    raw: (ctx, i) => {
      const c = newClientInput(i);
      return ctx.pool.query(`${RAW_CREATE} SELECT * FROM c`, [tenant(ctx, i).userId, c.name, c.email, c.company, c.status]);
    },
  },
  {
    name: "GraphQL updateClient",
    p50GoalMs: 5,
    http: async (ctx, i) => expectPayload(await graphql(ctx, i, UPDATE_CLIENT,
      { input: { id: globalId("Client", clientOf(ctx, i)), name: `Client renamed ${i}` } }), "UpdateClientPayload"),
    raw: (ctx, i) => ctx.pool.query(RAW_UPDATE, [clientOf(ctx, i), tenant(ctx, i).userId, `Client renamed ${i}`]),
  },
  {
    name: "createClient -> event in another tab",
    // the write's 5 ms and at most 2 ms more for the event (its delay after the answer is printed above the table)
    p50GoalMs: 7,
    http: mutationToEvent,
    raw: rawInsertToNotification,
  },
];
