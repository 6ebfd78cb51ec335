/**
 * The cap on a workspace's API tokens holds under creations at the same moment: 60 at once leave exactly 50, over
 * REST and GraphQL alike, and the others are refused with the cap's message.
 */
import { MAX_API_TOKENS } from "@common/api-token";
import { eachTestWithTenant, gql, registerUser, rest, waitFor, type Session, type TestApp } from "../../../../test/harness";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, session) => { t = app; a = session; });

const CAP_MESSAGE = `A workspace holds at most ${MAX_API_TOKENS} API tokens: revoke one first`;
const stored = () => t.app.resources.prisma.apiToken.count({ where: { userId: a.user.id } });

describe("the API token cap", () => {
  it(`keeps exactly ${MAX_API_TOKENS} tokens when 60 are created at once over REST`, async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => rest(t.app, a, "POST", "/api/tokens", { name: `Token ${i}`, scope: "read" })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(MAX_API_TOKENS);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body])).toEqual(refused.map(() => [400, { message: expect.any(String), errors: { name: CAP_MESSAGE } }]));
    expect(await stored()).toBe(MAX_API_TOKENS);
  });

  it(`keeps exactly ${MAX_API_TOKENS} in each of 8 workspaces holding ${MAX_API_TOKENS - 2} when 60 more come at once`, async () => {
    const counts: number[] = [];
    for (let round = 0; round < 8; round++) {
      const s = round ? await registerUser(t.app) : a;
      await t.app.resources.prisma.apiToken.createMany({ data: Array.from({ length: MAX_API_TOKENS - 2 }, (_, i) => ({
        userId: s.user.id, name: `Seeded ${i}`, scope: "read", prefix: "cf_seeded", tokenHash: `${round}-${i}-${s.user.id}`,
      })) });
      await Promise.all(Array.from({ length: 60 }, (_, i) => rest(t.app, s, "POST", "/api/tokens", { name: `Token ${i}`, scope: "read" })));
      counts.push(await t.app.resources.prisma.apiToken.count({ where: { userId: s.user.id } }));
    }
    expect(counts).toEqual(counts.map(() => MAX_API_TOKENS));
  });

  it(`keeps exactly ${MAX_API_TOKENS} when 60 come at once over REST and GraphQL, with tokens already there`, async () => {
    for (let i = 0; i < 10; i++) expect((await rest(t.app, a, "POST", "/api/tokens", { name: `Old ${i}`, scope: "write" })).status).toBe(201);
    const created = await Promise.all(Array.from({ length: 60 }, async (_, i) => {
      if (i % 2) return (await rest(t.app, a, "POST", "/api/tokens", { name: `REST ${i}`, scope: "read" })).status === 201;
      const r = await gql(t.app, a, `mutation($name: String!) { createApiToken(input: { name: $name, scope: "read" }) { __typename } }`, { name: `GraphQL ${i}` });
      return r.data?.createApiToken?.__typename === "CreateApiTokenPayload";
    }));
    expect(created.filter(Boolean)).toHaveLength(MAX_API_TOKENS - 10);
    expect(await stored()).toBe(MAX_API_TOKENS);
  });
});

describe("a creation that waits for its workspace's turn", () => {
  it("is answered once the turn comes, however long the one before it holds it (never a 500 for a transaction past its time)", async () => {
    const db = t.app.resources.prisma;
    let release = () => {};
    const released = new Promise<void>((r) => { release = r; });
    let locked = () => {};
    const holdsTheLock = new Promise<void>((r) => { locked = r; });
    // another creation of the workspace holding its turn (the user row's lock) for longer than an interactive
    // transaction's 5 s; the request is sent once it holds it (sent earlier, on a loaded machine the request could
    // take the turn first, and nothing would ever wait)
    const holding = db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM users WHERE id = ${a.user.id}::uuid FOR NO KEY UPDATE`;
      locked();
      await released;
    }, { timeout: 30_000 });
    await holdsTheLock;
    const answer = rest(t.app, a, "POST", "/api/tokens", { name: "Waiting", scope: "read" });
    // the request is waiting on the lock...
    await waitFor("the creation to wait for its turn", async () => (await db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FROM users WHERE id%FOR NO KEY UPDATE%'`)[0].n > 0n);
    // ...past the time an interactive transaction is given (the wait is what is tested: no condition to poll for)
    await new Promise((r) => setTimeout(r, 5_500));
    release();
    await holding;
    const r = await answer;
    expect(r.status).toBe(201);
    expect(await stored()).toBe(1);
  }, 30_000);
});
