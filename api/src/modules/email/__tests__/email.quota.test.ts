/**
 * The outgoing e-mail quota of a workspace (per hour and per day), against the real app: messages e-mailed to a
 * contact and invoices sent count, past the quota they answer 429 with Retry-After (GraphQL: TooManyRequestsError)
 * and nothing is stored or sent; messages without a contact e-mail do not count.
 */
import { createTestApp, gql, registerUser, rest, waitFor, type Session, type TestApp } from "../../../../test/harness";
import { eventsSettled } from "../../../../test/settled";
import { globalId } from "../../../graphql/util";
import { makeClient } from "../../client/__tests__/factory";
import { makeInvoice } from "../../invoice/__tests__/factory";
import { takeEmailQuota, withEmailQuota } from "../email.quota";
import { closedPort, startSmtp, type ReceivedMail, type TestSmtp } from "./smtp";

const MAIL_ENV = { SMTP_FROM: "Clientfolio <no-reply@localhost>", PUBLIC_URL: "https://localhost:8443" };
const HOUR_QUOTA = /^E-mail quota reached: at most 3 e-mails per hour\. Try again in (\d+) minutes?\.$/;

const emailed = (s: Session, t: TestApp, n: number) =>
  rest(t.app, s, "POST", "/api/messages", { subject: `Update ${n}`, content: "Hello", contactEmail: `carol${n}@client.example`, contactName: "Carol" });

function expect429(r: { status: number; body: any; headers: Record<string, unknown> }, message: RegExp) {
  expect(r.status).toBe(429);
  expect(r.body.message).toMatch(message);
  const retryAfter = Number(r.headers["retry-after"]);
  expect(Number.isInteger(retryAfter)).toBe(true);
  return retryAfter;
}

describe("with a relay and a quota of 3 e-mails per hour", () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ ...MAIL_ENV, SMTP_URL: smtp.url, QUOTA_EMAILS_PER_HOUR: "3" },
      { jobs: { workers: true, retryDelay: 1, pollingIntervalSeconds: 0.5 } });
  });
  beforeEach(async () => {
    smtp.accepted.length = 0;
    smtp.received.length = 0;
    a = await registerUser(t.app);
  });
  afterAll(async () => { await t.close(); await smtp.close(); });
  const db = () => t.app.resources.prisma;
  // nothing is emptied between tests: the e-mails an earlier test queued may still reach the relay during a later one,
  // so a test reads those of its own workspace (each e-mail is Reply-To the workspace's user)
  const ofWorkspace = (mails: ReceivedMail[]) => mails.filter((m) => m.mail.replyTo?.some((r) => r.address === a.user.email));
  const acceptedOfWorkspace = (n: number) => waitFor(`${n} e-mails of the workspace accepted`, () => ofWorkspace(smtp.accepted).length >= n, 20_000);

  it("answers the 4th message with a contact e-mail 429 with Retry-After, storing and sending nothing", async () => {
    for (let n = 1; n <= 3; n++) expect((await emailed(a, t, n)).status).toBe(201);
    const r = await emailed(a, t, 4);
    const retryAfter = expect429(r, HOUR_QUOTA);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(Number(HOUR_QUOTA.exec(r.body.message)![1])).toBe(Math.ceil(retryAfter / 60));
    expect(await db().message.count({ where: { userId: a.user.id } })).toBe(3);
    expect((await db().message.findMany({ where: { userId: a.user.id } })).map((m) => m.subject).sort()).toEqual(["Update 1", "Update 2", "Update 3"]);
    await acceptedOfWorkspace(3);
    // the workspace's e-mail jobs are over: no other attempt can follow
    await eventsSettled(t.app, a.user.id);
    expect(ofWorkspace(smtp.received).map((m) => m.to[0]).sort()).toEqual(["carol1@client.example", "carol2@client.example", "carol3@client.example"]);
    // a refused attempt costs nothing: still refused, still 3
    expect((await emailed(a, t, 5)).status).toBe(429);
    expect(await db().message.count({ where: { userId: a.user.id } })).toBe(3);
  });

  it("does not count a message without a contact e-mail, before or after the quota is reached", async () => {
    for (let n = 0; n < 5; n++) expect((await rest(t.app, a, "POST", "/api/messages", { subject: "Note", content: "To self" })).status).toBe(201);
    for (let n = 1; n <= 3; n++) expect((await emailed(a, t, n)).status).toBe(201);
    expect((await emailed(a, t, 4)).status).toBe(429);
    // a contact name alone is no e-mail: dropped, and the message stored
    expect((await rest(t.app, a, "POST", "/api/messages", { subject: "Note", content: "To self", contactName: "Carol" })).status).toBe(201);
    expect(await db().message.count({ where: { userId: a.user.id } })).toBe(9);
  });

  it("counts per workspace: another workspace still sends", async () => {
    for (let n = 1; n <= 3; n++) await emailed(a, t, n);
    expect((await emailed(a, t, 4)).status).toBe(429);
    const b = await registerUser(t.app);
    expect((await emailed(b, t, 1)).status).toBe(201);
  });

  it("answers createMessage past the quota with the TooManyRequestsError member and the same message", async () => {
    const create = () => gql(t.app, a, `mutation($input: CreateMessageInput!) { createMessage(input: $input) {
      __typename ... on CreateMessagePayload { record { id } } ... on TooManyRequestsError { message retryAfterSeconds } } }`,
    { input: { subject: "S", content: "C", contactEmail: "carol@client.example" } });
    for (let n = 0; n < 3; n++) expect((await create()).data.createMessage.__typename).toBe("CreateMessagePayload");
    const r = await create();
    expect(r.errors).toBeUndefined();
    expect(r.data.createMessage).toEqual({ __typename: "TooManyRequestsError", message: expect.stringMatching(HOUR_QUOTA), retryAfterSeconds: expect.any(Number) });
    expect(r.data.createMessage.retryAfterSeconds).toBeGreaterThan(3500);
    expect(await db().message.count({ where: { userId: a.user.id } })).toBe(3);
  });

  it("counts invoices sent: past the quota POST /api/invoices/{id}/send answers 429, the draft stays a draft, no e-mail is recorded", async () => {
    const client = await makeClient(t.app, a, { name: "Globex", email: "ap@globex.example" });
    const invoices = await Promise.all([1, 2, 3, 4].map((n) => makeInvoice(t.app, a, { clientId: client.id, invoiceNumber: `Q-${n}` })));
    expect((await emailed(a, t, 1)).status).toBe(201);
    for (const inv of invoices.slice(0, 2)) expect((await rest(t.app, a, "POST", `/api/invoices/${inv.id}/send`)).status).toBe(200);
    const last = invoices[3];
    const r = await rest(t.app, a, "POST", `/api/invoices/${last.id}/send`);
    expect(expect429(r, HOUR_QUOTA)).toBeGreaterThan(3500);
    expect((await db().invoice.findUniqueOrThrow({ where: { id: last.id } })).status).toBe("draft");
    expect(await db().message.count({ where: { userId: a.user.id, type: "invoice" } })).toBe(2);
    expect((await db().activity.findMany({ where: { entityId: last.id } })).map((x) => x.title)).toEqual(["New invoice created: Q-4"]);

    const g = await gql(t.app, a, `mutation($id: ID!) { sendInvoice(input: { id: $id }) {
      __typename ... on TooManyRequestsError { message retryAfterSeconds } } }`, { id: globalId("Invoice", invoices[2].id) });
    expect(g.data.sendInvoice).toEqual({ __typename: "TooManyRequestsError", message: expect.stringMatching(HOUR_QUOTA), retryAfterSeconds: expect.any(Number) });
    expect((await db().invoice.findUniqueOrThrow({ where: { id: invoices[2].id } })).status).toBe("draft");
    await acceptedOfWorkspace(3);
    await eventsSettled(t.app, a.user.id);
    expect(ofWorkspace(smtp.received)).toHaveLength(3);
  });

  it("gives the point back when the write fails after it was taken, and refuses jobs' e-mails past the quota", async () => {
    const res = t.app.resources;
    for (let n = 0; n < 5; n++) {
      await expect(withEmailQuota(res, a.user.id, async () => { throw new Error("the write failed"); })).rejects.toThrow("the write failed");
    }
    // a job's e-mail (an automation step, an invitation) takes its point through takeEmailQuota
    await takeEmailQuota(res, a.user.id);
    for (let n = 1; n <= 2; n++) expect((await emailed(a, t, n)).status).toBe(201);
    await expect(takeEmailQuota(res, a.user.id)).rejects.toMatchObject({ name: "TooManyRequestsError", message: expect.stringMatching(HOUR_QUOTA) });
    // a ticket given back twice gives one point
    const other = await registerUser(t.app);
    const ticket = await takeEmailQuota(res, other.user.id);
    await ticket.giveBack();
    await ticket.giveBack();
    for (let n = 1; n <= 3; n++) expect((await emailed(other, t, n)).status).toBe(201);
    expect((await emailed(other, t, 4)).status).toBe(429);
  });
});

describe("the day quota", () => {
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    t = await createTestApp({ ...MAIL_ENV, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, QUOTA_EMAILS_PER_HOUR: "10", QUOTA_EMAILS_PER_DAY: "2" });
    a = await registerUser(t.app);
  });
  afterAll(async () => { await t.close(); });

  it("refuses the 3rd e-mail of the day with the day's quota and a wait of up to a day", async () => {
    for (let n = 1; n <= 2; n++) expect((await emailed(a, t, n)).status).toBe(201);
    const r = await emailed(a, t, 3);
    const retryAfter = expect429(r, /^E-mail quota reached: at most 2 e-mails per day\. Try again in 24 hours\.$/);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await t.app.resources.prisma.message.count({ where: { userId: a.user.id } })).toBe(2);
  });
});

describe("the default quota (100 e-mails per hour)", () => {
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    // the jobs stay queued: what is measured is what the API accepts
    t = await createTestApp({ ...MAIL_ENV, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    a = await registerUser(t.app);
  });
  afterAll(async () => { await t.close(); });

  it("takes 100 messages with a contact e-mail and refuses the 101st, even when they come all at once", async () => {
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => emailed(a, t, n)));
    expect(answers.map((r) => r.status)).toEqual(Array(100).fill(201));
    const r = await emailed(a, t, 100);
    expect429(r, /^E-mail quota reached: at most 100 e-mails per hour\. Try again in (60|59) minutes\.$/);
    // 20 more at once: every one refused
    expect((await Promise.all(Array.from({ length: 20 }, (_, n) => emailed(a, t, 200 + n)))).map((x) => x.status)).toEqual(Array(20).fill(429));
    expect(await t.app.resources.prisma.message.count({ where: { userId: a.user.id } })).toBe(100);
    console.log(`e-mail quota: 100 messages accepted and 21 refused in ${Math.round(performance.now() - started)} ms`);
  });
});

describe("without a mail server", () => {
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    t = await createTestApp({ QUOTA_EMAILS_PER_HOUR: "1" });
    a = await registerUser(t.app);
  });
  afterAll(async () => { await t.close(); });

  it("counts nothing: no e-mail can leave, and each message is recorded as failed at once", async () => {
    for (let n = 1; n <= 3; n++) {
      const r = await emailed(a, t, n);
      expect(r.status).toBe(201);
      expect(r.body.notificationError).toBe("E-mail delivery is not configured (set SMTP_URL)");
    }
  });
});
