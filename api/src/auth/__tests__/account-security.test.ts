import fs from "node:fs";
import type { InjectOptions } from "fastify";
import { registerSchema } from "@common/auth";
import { PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON } from "@common/auth-texts";
import { validateWith } from "@common/validation";
import { createTestApp, rest, type TestApp } from "../../../test/harness";
import { hashPassword } from "../password";
import { progressiveDelayMs } from "../rate-limit";
import { createLimits } from "../../infra/limits";

let t: TestApp;
// nothing is emptied between tests: the accounts a test makes are under addresses no other test uses
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const inject = (opts: InjectOptions) => t.app.fastify.inject(opts);
const STRONG = "correct horse battery";
let ipSeq = 0;
/** a request from its own client address, so that the per-address limits are the only ones in play */
const fromNewIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
const register = (payload: object, remoteAddress = fromNewIp()) => inject({ method: "POST", url: "/api/auth/register", payload, remoteAddress });
const login = (email: string, password: string, remoteAddress = fromNewIp()) => inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress });

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await run();
  return [out, performance.now() - t0];
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe("passwords", () => {
  it.each([
    ["nine char", "Password must be at least 10 characters"],
    ["qwertyuiop", PASSWORD_TOO_COMMON],
    ["Password123", PASSWORD_TOO_COMMON],
    ["1q2w3e4r5t", PASSWORD_TOO_COMMON],
    ["zzzzzzzzzzzz", PASSWORD_TOO_COMMON],
    ["ada.lovelace@example.com", PASSWORD_IS_EMAIL],
    ["Ada.Lovelace", PASSWORD_IS_EMAIL],
  ])("refuses %j: %s", async (password, message) => {
    const users = () => t.app.resources.prisma.user.count();
    const before = await users();
    const r = await register({ email: "ada.lovelace@example.com", password });
    expect({ status: r.statusCode, password: r.json().errors?.password }).toEqual({ status: 400, password: message });
    expect(await t.app.resources.prisma.user.count({ where: { email: "ada.lovelace@example.com" } })).toBe(0);
    expect(await users()).toBe(before);
  });

  it("gives the browser the same rules and texts, without the server's list", () => {
    expect(validateWith(registerSchema, { email: "a@example.com", password: "nine char" })).toEqual({ ok: false, errors: { password: "Password must be at least 10 characters" } });
    expect(validateWith(registerSchema, { email: "a@example.com", password: "aaaaaaaaaaaa" })).toEqual({ ok: false, errors: { password: PASSWORD_TOO_COMMON } });
    expect(validateWith(registerSchema, { email: "long.address@example.com", password: "long.address" })).toEqual({ ok: false, errors: { password: PASSWORD_IS_EMAIL } });
    expect(validateWith(registerSchema, { email: "a@example.com", password: STRONG }).ok).toBe(true);
  });

  it("ships the 10,000 most common passwords and reads the list once", () => {
    const entries = fs.readFileSync(require.resolve("../common-passwords.txt"), "utf8").split("\n").filter((l) => l && !l.startsWith("#"));
    expect(entries).toHaveLength(10_000);
    expect(new Set(entries).size).toBe(10_000);
    jest.isolateModules(() => {
      const read = jest.spyOn(fs, "readFileSync");
      try {
        const { isCommonPassword } = require("../password") as typeof import("../password");
        expect([entries[0], entries[9_999], "PASSWORD", STRONG].map(isCommonPassword)).toEqual([true, true, true, false]);
        expect(isCommonPassword("qwertyuiop")).toBe(true);
        expect(read.mock.calls.filter(([file]) => String(file).endsWith("common-passwords.txt"))).toHaveLength(1);
      } finally {
        read.mockRestore();
      }
    });
  });

  it("registers a new address with a strong password: 201 and signed in at once", async () => {
    const r = await register({ email: "new@example.com", password: STRONG });
    expect(r.statusCode).toBe(201);
    const cookie = String(r.headers["set-cookie"]).split(";")[0];
    expect((await inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json()).toMatchObject({ email: "new@example.com" });
  });
});

describe("a taken address", () => {
  it("keeps its 409 and costs what a real sign-up costs", async () => {
    // measured side by side, so that the load of the machine weighs on all three alike
    const hash: number[] = [];
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 5; i++) {
      hash.push((await timed(() => hashPassword(STRONG)))[1]);
      const [created, freshMs] = await timed(() => register({ email: `fresh${i}@example.com`, password: STRONG }));
      expect(created.statusCode).toBe(201);
      fresh.push(freshMs);
      const [conflict, takenMs] = await timed(() => register({ email: "fresh0@example.com", password: `${STRONG} ${i}` }));
      expect({ status: conflict.statusCode, body: conflict.json() }).toEqual({ status: 409, body: { message: "An account with this email already exists" } });
      expect(conflict.headers["set-cookie"]).toBeUndefined();
      taken.push(takenMs);
    }
    const figures = (xs: number[]) => `median ${median(xs).toFixed(0)} ms [${xs.map((x) => x.toFixed(0)).join(", ")}]`;
    console.log(`registration: scrypt alone ${figures(hash)}; new address ${figures(fresh)}; taken address ${figures(taken)}`);
    // without the hash a taken address would answer in a few milliseconds, a tenth of a sign-up
    expect(median(fresh)).toBeGreaterThanOrEqual(median(hash) * 0.5);
    expect(median(taken)).toBeGreaterThanOrEqual(median(hash) * 0.5);
  });

  it("is rate limited per address, from any client address, with Retry-After", async () => {
    expect((await register({ email: "owner@example.com", password: STRONG })).statusCode).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await register({ email: " OWNER@example.com ", password: STRONG })).statusCode);
    expect(statuses).toEqual(Array(9).fill(409));
    const limited = await register({ email: "owner@example.com", password: STRONG });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    // another address is not held back by it
    expect((await register({ email: "someone-else@example.com", password: STRONG })).statusCode).toBe(201);
  });
});

describe("sign-in failures per account, from every client address", () => {
  it("slows further attempts progressively, lets the real user in, and forgets them on success", async () => {
    expect((await register({ email: "victim@example.com", password: STRONG })).statusCode).toBe(201);
    // ten failures from one client address: all that address may try, no slowing yet
    const attacker = fromNewIp();
    const checks: number[] = [];
    for (let i = 0; i < 10; i++) {
      const [r, ms] = await timed(() => login("victim@example.com", `guess number ${i}`, attacker));
      expect(r.statusCode).toBe(401);
      checks.push(ms);
    }
    const base = median(checks);
    expect((await login("victim@example.com", "one more guess", attacker)).statusCode).toBe(429);
    // from other addresses each further failure waits longer
    const waits: number[] = [];
    for (const guess of ["elsewhere one", "elsewhere two"]) {
      const [r, ms] = await timed(() => login("victim@example.com", guess));
      expect(r.statusCode).toBe(401);
      waits.push(ms - base);
    }
    const [ok, okMs] = await timed(() => login("victim@example.com", STRONG));
    expect(ok.statusCode).toBe(200);
    waits.push(okMs - base);
    console.log(`progressive delay: check ${base.toFixed(0)} ms, then waits of ${waits.map((w) => (w / 1000).toFixed(2)).join(" s, ")} s (the last one the real user's, signed in)`);
    expect(waits[0]).toBeGreaterThanOrEqual(400);
    expect(waits[1]).toBeGreaterThanOrEqual(900);
    expect(waits[2]).toBeGreaterThanOrEqual(1_900);
    waits.forEach((w, i) => expect(w).toBeLessThan(500 * 2 ** i + 1_000));
    // a success clears the count
    const [after, afterMs] = await timed(() => login("victim@example.com", "a fresh typo"));
    expect(after.statusCode).toBe(401);
    expect(afterMs - base).toBeLessThan(400);
  }, 30_000);

  it("doubles from 0.5 s to a 16 s cap", () => {
    const steps = Array.from({ length: 17 }, (_, failures) => progressiveDelayMs(failures, { free: 10, baseMs: 500, capMs: 16_000 }));
    expect(steps).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 500, 1_000, 2_000, 4_000, 8_000, 16_000, 16_000]);
  });

  it("counts failures until a window after the last one, and forgets them on reset", async () => {
    // in memory: the time passes on jest's fake clock
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    try {
      const failures = createLimits().limit("failures", { points: 10, windowSeconds: 1, slide: true });
      await failures.add("a@example.com");
      await jest.advanceTimersByTimeAsync(600);
      await failures.add("a@example.com");
      await jest.advanceTimersByTimeAsync(600);
      // 1.2 s after the first failure, 0.6 s after the last: both still count
      expect((await failures.peek("a@example.com")).used).toBe(2);
      expect((await failures.peek("b@example.com")).used).toBe(0);
      await jest.advanceTimersByTimeAsync(500);
      expect((await failures.peek("a@example.com")).used).toBe(0);
      await failures.add("a@example.com");
      await failures.reset("a@example.com");
      expect((await failures.peek("a@example.com")).used).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("the session cookie", () => {
  it("is plain `sid` over http and refuses the https name there", async () => {
    const r = await register({ email: "http@example.com", password: STRONG });
    const setCookie = String(r.headers["set-cookie"]);
    expect(setCookie).toMatch(/^sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const value = setCookie.split(";")[0].slice("sid=".length);
    expect((await inject({ method: "GET", url: "/api/auth/user", headers: { cookie: `sid=${value}` } })).statusCode).toBe(200);
    expect((await inject({ method: "GET", url: "/api/auth/user", headers: { cookie: `__Host-sid=${value}` } })).statusCode).toBe(401);
  });

  it("is `__Host-sid` with Secure, Path=/ and no Domain over https, and only that name is read", async () => {
    const https = await createTestApp({ PUBLIC_URL: "https://localhost:8443" });
    try {
      const r = await https.app.fastify.inject({ method: "POST", url: "/api/auth/register", payload: { email: "https@example.com", password: STRONG } });
      expect(r.statusCode).toBe(201);
      const setCookie = String(r.headers["set-cookie"]);
      expect(setCookie).toMatch(/^__Host-sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
      expect(setCookie).not.toMatch(/domain=/i);
      const value = setCookie.split(";")[0].slice("__Host-sid=".length);
      const user = (cookie: string) => https.app.fastify.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
      expect((await user(`__Host-sid=${value}`)).statusCode).toBe(200);
      // a plain `sid` (which a sibling subdomain or an http page could plant) is not a session here
      expect((await user(`sid=${value}`)).statusCode).toBe(401);
      const out = await https.app.fastify.inject({ method: "GET", url: "/api/logout", headers: { cookie: `__Host-sid=${value}`, "sec-fetch-dest": "document" } });
      expect(String(out.headers["set-cookie"])).toBe("__Host-sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure");
      expect((await user(`__Host-sid=${value}`)).statusCode).toBe(401);
    } finally {
      await https.close();
    }
  });
});

describe("what is unchanged", () => {
  it("still answers 429 after 10 failures a minute for one address and e-mail", async () => {
    const statuses: number[] = [];
    const ip = fromNewIp();
    for (let i = 0; i < 11; i++) statuses.push((await login("nobody@example.com", `guess number ${i}`, ip)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await rest(t.app, null, "GET", "/api/health")).status).toBe(200);
  });
});
