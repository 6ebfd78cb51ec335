import { createLimits, type Limits } from "../limits";
import { connectRedis, type RedisConnection } from "../redis";
import { startRedis, type TestRedis } from "../../../test/redis";

/*
 * One behaviour suite, run against both stores of the limiter factory: memory (no REDIS_URL) and a real redis-server.
 * Then what only Redis does: two factories (two instances) share their counts, and an outage falls back to memory.
 * Time passes on jest's fake clock for the memory store, and for real for Redis (whose keys expire on the server's
 * clock, in whole seconds).
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fakeClock = {
  install: () => { jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] }); },
  uninstall: () => { jest.useRealTimers(); },
  advance: async (ms: number) => { await jest.advanceTimersByTimeAsync(ms); },
};
const realClock = { install: () => {}, uninstall: () => {}, advance: sleep };
/** Looks every 25 ms until `check` holds, at most `ms` (the real clock). */
async function until(what: string, check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}
type Log = Parameters<typeof connectRedis>[1];
const quietLog: Log = { warn: () => {}, info: () => {} };

let redis: TestRedis;
let connections: RedisConnection[] = [];
beforeAll(async () => { redis = await startRedis(); });
afterAll(async () => {
  for (const c of connections) await c.close();
  await redis?.close();
});

async function redisLimits(log: Log = quietLog): Promise<{ limits: Limits; connection: RedisConnection }> {
  const connection = await connectRedis(redis.url, log);
  connections.push(connection);
  expect(await connection.ready(5000)).toBe(true);
  return { limits: createLimits(connection.client), connection };
}

let seq = 0;
/** a key no other test used (the Redis server lives for the whole file) */
const key = (name: string) => `${name}-${++seq}`;

describe.each([
  ["memory", async () => createLimits(), fakeClock],
  ["redis", async () => (await redisLimits()).limits, realClock],
] as const)("a limit in %s", (_store, make, clock) => {
  let limits: Limits;
  beforeAll(async () => { limits = await make(); });
  beforeEach(() => clock.install());
  afterEach(() => clock.uninstall());
  const wait = (ms: number) => clock.advance(ms);

  it("takes points up to the limit, then refuses without taking any", async () => {
    const l = limits.limit("take", { points: 3, windowSeconds: 60 });
    const k = key("k");
    expect(await l.take(k)).toEqual({ allowed: true, used: 1, remaining: 2, retryAfterSeconds: 60 });
    expect((await l.take(k, 2)).used).toBe(3);
    const refused = await l.take(k);
    expect(refused).toMatchObject({ allowed: false, used: 3, remaining: 0 });
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // more than is left is refused as a whole
    const other = key("k");
    await l.take(other, 2);
    expect(await l.take(other, 2)).toMatchObject({ allowed: false, used: 2, remaining: 1 });
    expect((await l.peek(other)).used).toBe(2);
  });

  it("adds whatever the limit, peeks without taking, gives back and resets", async () => {
    const l = limits.limit("add", { points: 2, windowSeconds: 60 });
    const k = key("k");
    expect(await l.peek(k)).toEqual({ allowed: true, used: 0, remaining: 2, retryAfterSeconds: 1 });
    expect((await l.add(k)).allowed).toBe(true);
    expect((await l.add(k)).allowed).toBe(true);
    expect(await l.add(k)).toMatchObject({ allowed: false, used: 3, remaining: 0 });
    expect(await l.peek(k)).toMatchObject({ allowed: false, used: 3 });
    expect((await l.peek(k)).used).toBe(3);
    await l.give(k, 2);
    expect(await l.peek(k)).toMatchObject({ allowed: true, used: 1, remaining: 1 });
    await l.reset(k);
    expect(await l.peek(k)).toMatchObject({ allowed: true, used: 0, remaining: 2 });
    // giving back below zero forgets the key
    await l.add(k);
    await l.give(k, 3);
    expect((await l.peek(k)).used).toBe(0);
    expect((await l.take(k, 2)).allowed).toBe(true);
  });

  it("counts a rate in a fixed window opened by its first point", async () => {
    const l = limits.limit("fixed", { points: 2, windowSeconds: 1 });
    const k = key("k");
    await l.take(k);
    await wait(400);
    await l.take(k);
    expect((await l.take(k)).allowed).toBe(false);
    // the window the first point opened is over: both points went together
    await wait(800);
    expect(await l.peek(k)).toMatchObject({ allowed: true, used: 0 });
    expect((await l.take(k, 2)).allowed).toBe(true);
  });

  it("slides: each add starts the key's window again, unlike a fixed window", async () => {
    const sliding = limits.limit("slide", { points: 5, windowSeconds: 2, slide: true });
    const fixed = limits.limit("no-slide", { points: 5, windowSeconds: 2 });
    const k = key("k");
    await Promise.all([sliding.add(k), fixed.add(k)]);
    await wait(1300);
    const afterSecond = await sliding.add(k);
    expect(afterSecond).toMatchObject({ used: 2, retryAfterSeconds: 2 });
    await fixed.add(k);
    await wait(1200);
    // 2.5 s after the first add: the fixed window is over, the sliding one lasts until 2 s after the second add
    expect((await fixed.peek(k)).used).toBe(0);
    expect((await sliding.peek(k)).used).toBe(2);
    await wait(1200);
    expect((await sliding.peek(k)).used).toBe(0);
  });

  it("two concurrent adds of a sliding limit both count", async () => {
    const l = limits.limit("slide-concurrent", { points: 100, windowSeconds: 60, slide: true });
    const k = key("k");
    await Promise.all(Array.from({ length: 20 }, () => l.add(k)));
    expect((await l.peek(k)).used).toBe(20);
  });

  it("holds a count (window 0) until it is given back, without a Retry-After", async () => {
    const l = limits.limit("held", { points: 2, windowSeconds: 0 });
    const k = key("k");
    expect(await l.take(k)).toEqual({ allowed: true, used: 1, remaining: 1, retryAfterSeconds: 0 });
    expect((await l.take(k)).allowed).toBe(true);
    await wait(1100);
    expect(await l.take(k)).toEqual({ allowed: false, used: 2, remaining: 0, retryAfterSeconds: 0 });
    await l.give(k);
    expect(await l.peek(k)).toEqual({ allowed: true, used: 1, remaining: 1, retryAfterSeconds: 0 });
    await l.give(k);
    expect((await l.peek(k)).used).toBe(0);
    expect((await l.take(k, 2)).allowed).toBe(true);
  });

  it("refuses a name created twice", () => {
    limits.limit("twice", { points: 1, windowSeconds: 1 });
    expect(() => limits.limit("twice", { points: 1, windowSeconds: 1 })).toThrow('limit "twice" is created twice');
  });
});

describe("limits in Redis", () => {
  it("are shared by every instance; in memory each counts alone", async () => {
    const [a, b] = [(await redisLimits()).limits, (await redisLimits()).limits];
    const rule = { points: 4, windowSeconds: 60 };
    const [la, lb] = [a.limit("shared", rule), b.limit("shared", rule)];
    const k = key("k");
    for (let i = 0; i < 4; i++) expect((await (i % 2 ? lb : la).take(k)).allowed).toBe(true);
    expect((await la.take(k)).allowed).toBe(false);
    expect((await lb.take(k)).allowed).toBe(false);
    // a sliding limit and a count held too
    const [sa, sb] = [a.limit("shared-slide", { ...rule, slide: true }), b.limit("shared-slide", { ...rule, slide: true })];
    await sa.add(k);
    expect((await sb.add(k)).used).toBe(2);
    const [ha, hb] = [a.limit("shared-held", { points: 2, windowSeconds: 0 }), b.limit("shared-held", { points: 2, windowSeconds: 0 })];
    await ha.take(k);
    await hb.take(k);
    expect((await ha.take(k)).allowed).toBe(false);
    await hb.give(k);
    expect((await ha.take(k)).allowed).toBe(true);

    const [ma, mb] = [createLimits().limit("alone", rule), createLimits().limit("alone", rule)];
    for (let i = 0; i < 4; i++) await (i % 2 ? mb : ma).take(k);
    expect((await ma.take(k)).allowed).toBe(true);
  });

  it("count in memory while Redis is down, say so once, and are shared again once it is back", async () => {
    const warnings: string[] = [];
    const infos: string[] = [];
    const log = { warn: (_o: object, msg: string) => { warnings.push(msg); }, info: (msg: string) => { infos.push(msg); } };
    const { limits: a, connection } = await redisLimits(log);
    const { limits: b, connection: other } = await redisLimits();
    const rule = { points: 3, windowSeconds: 60 };
    const [la, lb] = [a.limit("outage", rule), b.limit("outage", rule)];
    const [sa, sb] = [a.limit("outage-slide", { ...rule, slide: true }), b.limit("outage-slide", { ...rule, slide: true })];
    const k = key("k");
    await la.take(k);
    expect(connection.state()).toBe("up");
    let reconnects = 0;
    connection.client.on("reconnecting", () => { reconnects++; });

    await redis.stop();
    try {
      const t0 = Date.now();
      // each instance counts alone, at once (no waiting on the dead connection)
      for (let i = 0; i < 3; i++) expect((await la.take(k)).allowed).toBe(true);
      expect((await la.take(k)).allowed).toBe(false);
      for (let i = 0; i < 3; i++) expect((await lb.take(k)).allowed).toBe(true);
      expect((await sa.add(k)).used).toBe(1);
      expect((await sa.add(k)).used).toBe(2);
      expect((await sb.peek(k)).used).toBe(0);
      await la.reset(k);
      expect((await la.peek(k)).used).toBe(0);
      await lb.give(k);
      expect(Date.now() - t0).toBeLessThan(1000);
      // the client learns of the closed socket from an event that may come after the counts above (answered in memory)
      await until("the connection to say Redis is down", () => connection.state() === "down", 5_000);
      // reconnect attempts go on (each one starts once the one before failed): still one line
      const failedSoFar = reconnects;
      await until("three more reconnect attempts", () => reconnects >= failedSoFar + 3, 10_000);
      expect(warnings.filter((w) => w.startsWith("Redis is down"))).toHaveLength(1);
    } finally {
      await redis.start();
    }
    await until("both connections back", () => connection.state() === "up" && other.state() === "up", 10_000).catch(() => undefined);
    expect([connection.state(), other.state()]).toEqual(["up", "up"]);
    expect(infos.filter((m) => m.startsWith("Redis is back"))).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    // the restarted (empty) server is shared again
    const k2 = key("k");
    await la.take(k2);
    await lb.take(k2);
    await la.take(k2);
    expect((await lb.take(k2)).allowed).toBe(false);
  });
});
