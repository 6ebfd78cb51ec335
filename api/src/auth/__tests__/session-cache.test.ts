import { createTestApp, gql, registerUser, rest, waitFor, type Session, type TestApp } from "../../../test/harness";

/*
 * Two app instances on one database and one event bus (as two processes with REDIS_URL): each caches the sessions it
 * read, and a sign-out or a change of the user on one is seen by the other at its next request.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { keepData: true });
  // the bus of `a` is the one both instances publish and listen on (the cache subscribes at its first request)
  b.app.resources.pubsub = a.app.resources.pubsub;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** The session id a session's cookie carries (`sid=<id>.<signature>`): each test changes only its own session's row. */
const sidOf = (s: Session) => {
  const value = decodeURIComponent(s.cookie.slice(s.cookie.indexOf("=") + 1));
  return value.slice(0, value.lastIndexOf("."));
};

const signOut = (t: TestApp, cookie: string) =>
  t.app.fastify.inject({ method: "GET", url: "/api/logout", headers: { cookie, "sec-fetch-dest": "document" } });

describe("session cache", () => {
  it("answers a signed-in request from the cache: no session read while the entry lives", async () => {
    const s = await registerUser(a.app);
    expect((await rest(b.app, s, "GET", "/api/auth/user")).status).toBe(200);
    // removed behind the app's back (no event): the instance still trusts what it read, for a short while
    expect((await a.app.resources.prisma.session.deleteMany({ where: { sid: sidOf(s) } })).count).toBe(1);
    expect((await rest(b.app, s, "GET", "/api/auth/user")).status).toBe(200);
  });

  it("forgets a session on every instance as soon as it is signed out on one", async () => {
    const s = await registerUser(a.app);
    expect((await rest(a.app, s, "GET", "/api/auth/user")).status).toBe(200);
    expect((await rest(b.app, s, "GET", "/api/auth/user")).status).toBe(200);
    expect((await signOut(a, s.cookie)).statusCode).toBe(302);
    expect((await rest(b.app, s, "GET", "/api/auth/user")).status).toBe(401);
    expect((await gql(b.app, s, "{ viewer { id } }")).status).toBe(401);
    expect((await rest(a.app, s, "GET", "/api/auth/user")).status).toBe(401);
  });

  it("reads the user row again on every instance after the user changed it on one", async () => {
    const s = await registerUser(a.app);
    expect((await rest(b.app, s, "GET", "/api/auth/user")).body.firstName).toBe("Test");
    const r = await gql(a.app, s, `mutation { updateSettings(input: { profile: { firstName: "Renamed" } }) { __typename } }`);
    expect(r.data.updateSettings.__typename).toBe("UpdateSettingsPayload");
    expect((await rest(b.app, s, "GET", "/api/auth/user")).body.firstName).toBe("Renamed");
    expect((await gql(b.app, s, "{ viewer { firstName } }")).data.viewer.firstName).toBe("Renamed");
  });

  it("never serves a session past its expiry", async () => {
    const s = await registerUser(a.app);
    expect((await a.app.resources.prisma.session.updateMany({ where: { sid: sidOf(s) }, data: { expire: new Date(Date.now() + 400) } })).count).toBe(1);
    expect((await rest(b.app, s, "GET", "/api/auth/user")).status).toBe(200);
    // past its expiry by the database's clock (the machine's: B's cached entry ends then too)
    await waitFor("the session's expiry", async () =>
      (await a.app.resources.prisma.$queryRaw<{ over: boolean }[]>`SELECT expire <= now() AS over FROM sessions WHERE sid = ${sidOf(s)}`)[0].over);
    expect((await rest(b.app, s, "GET", "/api/auth/user")).status).toBe(401);
  });
});
