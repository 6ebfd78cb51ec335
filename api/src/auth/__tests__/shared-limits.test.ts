import type { InjectOptions } from "fastify";
import { createTestApp, gql, rest, withToken, type Session, type TestApp } from "../../../test/harness";
import { startRedis, type TestRedis } from "../../../test/redis";
import { tenantTopic, type LiveChange } from "../../pubsub";

/*
 * Two app instances on one database and one real Redis (REDIS_URL), as two processes behind a load balancer: the
 * sign-in limits and the per-account delay hold across both; with Redis stopped, sign-in goes on with the limits in
 * each instance's memory, health says so, nothing fails; once Redis is back everything is shared again.
 */
const MAX = 4;
let redis: TestRedis;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  redis = await startRedis();
  const env = { REDIS_URL: redis.url, LOGIN_RATE_LIMIT: String(MAX) };
  a = await createTestApp(env);
  b = await createTestApp(env, { keepData: true });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await redis?.close();
});
afterEach(async () => { await a.truncate(); });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PASSWORD = "correct horse battery";
let seq = 0;
/** a client address and an e-mail address no other test used (the counts live in Redis for the whole file) */
const freshIp = () => `10.9.0.${++seq}`;
const freshEmail = () => `shared${++seq}-${Date.now()}@example.com`;
const inject = (t: TestApp, opts: InjectOptions) => t.app.fastify.inject(opts);

async function register(t: TestApp, email: string): Promise<Session> {
  const r = await inject(t, { method: "POST", url: "/api/auth/register", payload: { email, password: PASSWORD, firstName: "Test" }, remoteAddress: freshIp() });
  expect(r.statusCode).toBe(201);
  return { cookie: String(r.headers["set-cookie"]).split(";")[0], user: r.json() as Session["user"] };
}
const login = (t: TestApp, email: string, password: string, remoteAddress: string) =>
  inject(t, { method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress });
const health = async (t: TestApp) => {
  const r = await inject(t, { method: "GET", url: "/api/health" });
  return { status: r.statusCode, body: r.json() as { status: string; redis?: string } };
};
async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(25);
  }
}

/** Failed sign-ins of one address and e-mail, alternately through A and B: the statuses, in order. */
async function failuresSpread(email: string, ip: string, n: number) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await login(i % 2 ? b : a, email, "wrong password!", ip)).statusCode);
  return statuses;
}

/**
 * The next live change of the user's topic on `t`, once its subscription is in place in Redis: a probe published by
 * `t` itself has come back (through Redis: the instance hears its own changes as Redis sends them back; while Redis is
 * down, at once). Probes are skipped.
 */
async function nextChange(t: TestApp, userId: string) {
  const it = t.app.resources.pubsub.subscribe(tenantTopic(userId));
  const next = async (): Promise<LiveChange> => {
    for (;;) {
      const r = await it.next();
      if (r.done || (r.value.type as string) !== "probe") return r.value as LiveChange;
    }
  };
  const probed = it.next();
  await until(async () => {
    t.app.resources.pubsub.publish(tenantTopic(userId), { type: "probe" } as unknown as LiveChange);
    // (a probe that comes back later still counts, at the next look)
    return Promise.race([probed.then(() => true), sleep(20).then(() => false)]);
  });
  return { received: next(), stop: () => it.return?.() };
}

describe("limits shared through Redis", () => {
  it("health says Redis is up", async () => {
    expect(await health(a)).toEqual({ status: 200, body: { status: "ok", redis: "up" } });
    expect(await health(b)).toEqual({ status: 200, body: { status: "ok", redis: "up" } });
  });

  it("failed sign-ins spread over two instances reach the limit at the configured count, not twice it", async () => {
    const email = freshEmail();
    await register(a, email);
    const ip = freshIp();
    expect(await failuresSpread(email, ip, MAX + 2)).toEqual([401, 401, 401, 401, 429, 429]);
    // the per-account delay counts the failures of both: the next attempt, from elsewhere, waits on B too
    const t0 = performance.now();
    const ok = await login(b, email, PASSWORD, freshIp());
    expect(ok.statusCode).toBe(200);
    expect(performance.now() - t0).toBeGreaterThan(450);
    // the success reset the account's count on both
    const t1 = performance.now();
    expect((await login(a, email, PASSWORD, freshIp())).statusCode).toBe(200);
    expect(performance.now() - t1).toBeLessThan(450);
  });

  it("carries live events from one instance to the other", async () => {
    const { user } = await register(a, freshEmail());
    const change = await nextChange(b, user.id);
    a.app.resources.pubsub.publish(tenantTopic(user.id), { type: "client.created", entityId: "x" });
    expect(await change.received).toEqual({ type: "client.created", entityId: "x" });
    await change.stop();
  });

  it("revokes an API token on every instance at once: the other one's cached token is refused at the next request", async () => {
    const session = await register(a, freshEmail());
    const token = await withToken(a.app, session, "write");
    // B reads the token and keeps it in its cache
    expect((await rest(b.app, token, "GET", "/api/clients")).status).toBe(200);
    expect((await rest(b.app, token, "GET", "/api/clients")).status).toBe(200);
    const [row] = (await rest(a.app, session, "GET", "/api/tokens")).body;
    expect((await rest(a.app, session, "DELETE", `/api/tokens/${row.id}`)).status).toBe(204);
    // no wait: the revocation reached B before A answered
    expect((await rest(b.app, token, "GET", "/api/clients")).status).toBe(401);
  });

  it("a listener that never acknowledges holds a revocation up for a bounded time, not for ever", async () => {
    // a third subscriber of the session changes, as an instance that hangs: Redis counts it, it never answers
    const { default: Redis } = await import("ioredis");
    const hung = new Redis(redis.url);
    try {
      await hung.subscribe("sessions");
      const session = await register(a, freshEmail());
      const token = await withToken(a.app, session, "read");
      expect((await rest(b.app, token, "GET", "/api/clients")).status).toBe(200);
      const [row] = (await rest(a.app, session, "GET", "/api/tokens")).body;
      expect((await rest(a.app, session, "DELETE", `/api/tokens/${row.id}`)).status).toBe(204);
      expect((await rest(b.app, token, "GET", "/api/clients")).status).toBe(401);
    } finally {
      hung.disconnect();
    }
  });
});

describe("Redis down", () => {
  it("sign-in goes on with the limits in memory, health says so, nothing fails; once back, all is shared again", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => { unhandled.push(e); };
    process.on("unhandledRejection", onUnhandled);
    try {
      const email = freshEmail();
      const onA = await register(a, email);
      const onB = await register(b, freshEmail());
      // a session cached on B, and a subscription on B that must survive the outage
      expect((await inject(b, { method: "GET", url: "/api/auth/user", headers: { cookie: onA.cookie } })).statusCode).toBe(200);
      const later = await nextChange(b, onA.user.id);

      await redis.stop();
      await until(async () => (await health(a)).body.redis === "down" && (await health(b)).body.redis === "down");
      // the instance still serves: health stays 200 while the database answers
      expect(await health(a)).toEqual({ status: 200, body: { status: "ok", redis: "down" } });

      // sign-in works, and the limits still hold, counted by each instance alone
      expect((await login(a, email, PASSWORD, freshIp())).statusCode).toBe(200);
      const ip = freshIp();
      const onlyA: number[] = [];
      for (let i = 0; i < MAX + 1; i++) onlyA.push((await login(a, email, "wrong password!", ip)).statusCode);
      expect(onlyA).toEqual([401, 401, 401, 401, 429]);
      expect((await login(b, email, "wrong password!", ip)).statusCode).toBe(401);

      // writes that publish live events and session changes go on; this instance's own listeners still hear them
      const local = await nextChange(a, onA.user.id);
      const renamed = await gql(a.app, onA, `mutation { updateSettings(input: { profile: { firstName: "Renamed" } }) { __typename } }`);
      expect(renamed.data.updateSettings.__typename).toBe("UpdateSettingsPayload");
      expect((await local.received).type).toBe("user.updated");
      await local.stop();
      expect((await inject(b, { method: "GET", url: "/api/logout", headers: { cookie: onB.cookie, "sec-fetch-dest": "document" } })).statusCode).toBe(302);
      expect((await inject(b, { method: "GET", url: "/api/auth/user", headers: { cookie: onB.cookie } })).statusCode).toBe(401);
      expect((await inject(b, { method: "GET", url: "/api/auth/user", headers: { cookie: onA.cookie } })).statusCode).toBe(200);
      // a rejection nobody handled is reported a few turns after it: no event says that none is left to come
      await sleep(300);
      expect(unhandled).toEqual([]);

      await redis.start();
      await until(async () => (await health(a)).body.redis === "up" && (await health(b)).body.redis === "up");
      expect(await health(b)).toEqual({ status: 200, body: { status: "ok", redis: "up" } });

      // shared again: the limits, the subscription made before the outage, the sign-outs
      const again = freshEmail();
      await register(a, again);
      expect(await failuresSpread(again, freshIp(), MAX + 1)).toEqual([401, 401, 401, 401, 429]);
      await until(async () => {
        a.app.resources.pubsub.publish(tenantTopic(onA.user.id), { type: "client.created", entityId: "after" });
        return Promise.race([later.received.then(() => true), sleep(200).then(() => false)]);
      });
      expect(await later.received).toEqual({ type: "client.created", entityId: "after" });
      await later.stop();
      const session = await login(a, email, PASSWORD, freshIp());
      const cookie = String(session.headers["set-cookie"]).split(";")[0];
      expect((await inject(b, { method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(200);
      expect((await inject(a, { method: "GET", url: "/api/logout", headers: { cookie, "sec-fetch-dest": "document" } })).statusCode).toBe(302);
      await until(async () => (await inject(b, { method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode === 401, 2000);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
