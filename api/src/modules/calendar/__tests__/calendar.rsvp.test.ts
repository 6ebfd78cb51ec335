/**
 * RSVP from the invitation e-mail: the real message (SMTP on loopback, the job workers on) carries Accept / Maybe /
 * Decline, one link per attendee; a GET shows the page and records nothing; a POST records the answer on the event
 * (REST, GraphQL, the provider's bell, an activity line and `calendar_event.responded`); the same answer twice changes
 * nothing, another one replaces it; the next REQUEST carries it as PARTSTAT; 404 for an unknown token, 410 once the
 * attendee is off the list or the event is cancelled or deleted; the answer is limited per address; an update that
 * attendees do not care about sends no e-mail.
 */
import ICAL from "ical.js";
import { createTestApp, gql, registerUser, rest, waitFor, type Session, type TestApp } from "../../../../test/harness";
import { eventsSettled } from "../../../../test/settled";
import { globalId } from "../../../graphql/util";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../../email/__tests__/smtp";
import fc from "fast-check";
import { FUZZ_SEED, NO_BODY, encode, leakIn, untypedBody } from "../../../../test/fuzz";

const WORKERS = { jobs: { workers: true, retryDelay: 1, pollingIntervalSeconds: 0.5 } };
const EVENT = { title: "Kick-off", startTime: "2030-03-04T09:00:00Z", endTime: "2030-03-04T10:00:00Z", timeZone: "Europe/Berlin", location: "Studio" };

let smtp: TestSmtp;
let t: TestApp;
let a: Session;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://localhost:8443" }, WORKERS);
});
/** each test answers from an address of its own (the answers' limit is per address) */
let from = "";
let tests = 0;
beforeEach(async () => { a = await registerUser(t.app); from = `10.0.${++tests}.1`; });
afterAll(async () => { await t.close(); await smtp.close(); });

const mailsTo = (addr: string) => smtp.accepted.filter((m) => m.to.includes(addr) && m.mail.replyTo?.some((r) => r.address === a.user.email));
const icsOf = (m: ReceivedMail) => {
  const part = m.mail.attachments.find((x) => /text\/calendar/.test(x.mimeType))!;
  return typeof part.content === "string" ? part.content : Buffer.from(part.content as ArrayBuffer).toString("utf8");
};
const partstats = (m: ReceivedMail) => Object.fromEntries(new ICAL.Component(ICAL.parse(icsOf(m))).getFirstSubcomponent("vevent")!
  .getAllProperties("attendee").map((p) => [String(p.getFirstValue()).replace(/^mailto:/, ""), p.getParameter("partstat")]));
/** The RSVP page's path in an e-mail's text part (the Accept line). */
const rsvpPath = (m: ReceivedMail) => new URL(/^Accept: (\S+)$/m.exec(m.mail.text ?? "")![1]).pathname;
const page = (path: string, query = "") => t.app.fastify.inject({ method: "GET", url: `${path}${query}` });
const answer = (path: string, choice: string, ip = from) => t.app.fastify.inject({
  method: "POST", url: path, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: `answer=${choice}`, remoteAddress: ip,
});
const stored = async (id: string) => (await rest(t.app, a, "GET", "/api/calendar")).body.find((e: { id: string }) => e.id === id);
const bell = () => t.app.resources.prisma.notification.findMany({ where: { userId: a.user.id, type: "event_rsvp" }, orderBy: { createdAt: "asc" } });

async function invited(attendees = ["ana@client.example", "bob@client.example"], extra: object = {}) {
  await t.app.resources.prisma.client.create({ data: { userId: a.user.id, name: "Ana Lima", email: "Ana@client.example" } });
  const e = (await rest(t.app, a, "POST", "/api/calendar", { ...EVENT, ...extra, attendeeEmails: attendees })).body;
  await waitFor("the invitations", () => attendees.every((x) => mailsTo(x).length >= 1));
  await eventsSettled(t.app, a.user.id);
  return e;
}

it("the e-mail carries each attendee's own Accept / Maybe / Decline; a GET shows the page and records nothing", async () => {
  const e = await invited();
  const ana = mailsTo("ana@client.example")[0];
  const bob = mailsTo("bob@client.example")[0];
  // the text part: three addresses; the HTML part: a row of three buttons with the same addresses
  const text = ana.mail.text ?? "";
  for (const [label, value] of [["Accept", "accepted"], ["Maybe", "tentative"], ["Decline", "declined"]]) {
    expect(text).toMatch(new RegExp(`^${label}: https://localhost:8443/rsvp/[A-Za-z0-9_-]{43}\\?answer=${value}$`, "m"));
    expect(String(ana.mail.html)).toMatch(new RegExp(`<a href="https://localhost:8443/rsvp/[A-Za-z0-9_-]{43}\\?answer=${value}"[^>]*>${label}</a>`));
  }
  // one link per attendee; only the token's hash is stored
  expect(rsvpPath(ana)).not.toBe(rsvpPath(bob));
  const links = await t.app.resources.prisma.calendarRsvpLink.findMany({ where: { eventId: e.id } });
  expect(links.map((l) => l.email).sort()).toEqual(["ana@client.example", "bob@client.example"]);
  for (const l of links) expect(l.tokenHash).not.toContain(rsvpPath(ana).slice(6));

  // a mail scanner opening every link: pages only
  for (const q of ["", "?answer=accepted", "?answer=tentative", "?answer=declined"]) {
    const r = await page(rsvpPath(ana), q);
    expect(r.statusCode).toBe(200);
    expect(r.headers["cache-control"]).toBe("no-store");
    expect(r.headers["content-security-policy"]).toContain("form-action 'self'");
  }
  const shown = (await page(rsvpPath(ana), "?answer=accepted")).body;
  expect(shown).toContain("<h1>Kick-off</h1>");
  // the time in the event's zone, the place, the choices as one form posting to the page
  expect(shown).toContain("Monday, 4 March 2030, 10:00 – 11:00 (Europe/Berlin)");
  expect(shown).toContain("Studio");
  expect(shown).toContain(`<form method="post" action="${rsvpPath(ana)}">`);
  expect(shown).toMatch(/<button type="submit" name="answer" value="accepted" class="chosen" autofocus>Accept<\/button>/);
  expect(shown).toContain("Confirm your answer");
  expect((await stored(e.id)).attendees).toEqual([
    { email: "ana@client.example", rsvp: null, respondedAt: null }, { email: "bob@client.example", rsvp: null, respondedAt: null },
  ]);
  expect(await bell()).toHaveLength(0);
});

it("a POST records the answer (REST, GraphQL, the bell, the activity, the event); the same twice changes nothing; another replaces it", async () => {
  const e = await invited();
  const path = rsvpPath(mailsTo("ana@client.example")[0]);
  const before = (await stored(e.id)).updatedAt;

  const ok = await answer(path, "accepted");
  expect(ok.statusCode).toBe(200);
  expect(ok.body).toContain("Thank you. You accepted Kick-off");
  expect(ok.body).toContain(`data-rsvp="accepted"`);
  const after = await stored(e.id);
  expect(after.attendees[0]).toEqual({ email: "ana@client.example", rsvp: "accepted", respondedAt: expect.any(String) });
  expect(after.attendees[1].rsvp).toBeNull();
  expect(after.updatedAt).not.toBe(before);
  const node = await gql(t.app, a, `query($id: ID!) { node(id: $id) { ... on CalendarEvent { attendees { email rsvp respondedAt } } } }`, { id: globalId("CalendarEvent", e.id) });
  expect(node.data.node.attendees).toEqual([
    { email: "ana@client.example", rsvp: "accepted", respondedAt: after.attendees[0].respondedAt }, { email: "bob@client.example", rsvp: null, respondedAt: null },
  ]);
  // the provider's bell names the client with that address
  const n = await bell();
  expect(n.map((x) => x.title)).toEqual(["Ana Lima accepted Kick-off"]);
  expect(n[0].link).toBe(`/calendar?event=${e.id}`);
  const db = t.app.resources.prisma;
  expect((await db.activity.findMany({ where: { userId: a.user.id, entityId: e.id, title: "Ana Lima accepted Kick-off" } }))).toHaveLength(1);
  const events = await db.domainEvent.findMany({ where: { userId: a.user.id, type: "calendar_event.responded" } });
  expect(events.map((x) => (x.payload as { email: string; rsvp: string }))).toEqual([expect.objectContaining({ email: "ana@client.example", rsvp: "accepted" })]);

  // the same answer again: nothing written, nobody told again
  expect((await answer(path, "accepted")).statusCode).toBe(200);
  expect((await stored(e.id)).updatedAt).toBe(after.updatedAt);
  expect(await bell()).toHaveLength(1);

  // changed: declined, told again
  const changed = await answer(path, "declined");
  expect(changed.body).toContain("You declined Kick-off");
  expect((await stored(e.id)).attendees[0].rsvp).toBe("declined");
  expect((await bell()).map((x) => [x.title, x.body])).toEqual([
    ["Ana Lima accepted Kick-off", "ana@client.example answered the invitation: Accepted."],
    ["Ana Lima declined Kick-off", "ana@client.example changed their answer from Accepted to Declined."],
  ]);
  // JSON too; a choice that is none of the three is refused with the reason
  const json = await t.app.fastify.inject({ method: "POST", url: path, payload: { answer: "tentative" }, remoteAddress: from });
  expect(json.json()).toMatchObject({ ok: true, rsvp: "tentative" });
  const bad = await answer(path, "maybe");
  expect(bad.statusCode).toBe(400);
  expect(bad.body).toContain("Choose Accept, Maybe or Decline.");
  expect((await stored(e.id)).attendees[0].rsvp).toBe("tentative");
});

it("the next REQUEST carries the answers as PARTSTAT; a change attendees do not care about sends no e-mail", async () => {
  const e = await invited();
  await answer(rsvpPath(mailsTo("ana@client.example")[0]), "accepted");
  await answer(rsvpPath(mailsTo("bob@client.example")[0]), "tentative");
  // the colour and the visibility: nothing attendees hold changes, nobody is e-mailed
  const quiet = (await rest(t.app, a, "PUT", `/api/calendar/${e.id}`, { visibility: "public", color: "#ff0000" }));
  expect(quiet.status).toBe(200);
  await eventsSettled(t.app, a.user.id);
  expect(mailsTo("ana@client.example")).toHaveLength(1);
  // moved: both hear of it, with their answers in the .ics and a subject saying what changed
  await rest(t.app, a, "PUT", `/api/calendar/${e.id}`, { startTime: "2030-03-05T13:00:00Z", endTime: "2030-03-05T14:00:00Z", location: "Room 4" });
  await waitFor("the update", () => mailsTo("ana@client.example").length >= 2 && mailsTo("bob@client.example").length >= 2);
  const update = mailsTo("ana@client.example")[1];
  expect(partstats(update)).toEqual({ "ana@client.example": "ACCEPTED", "bob@client.example": "TENTATIVE" });
  expect(update.mail.subject).toBe("Updated invitation: Kick-off: Moved from Mon 4 Mar 2030 10:00 to Tue 5 Mar 2030 14:00 and 1 more change");
  expect(update.mail.text).toContain("- Location changed to Room 4");
  expect(update.mail.text).toContain("You accepted. Change your answer:");
  // the same link as before
  expect(rsvpPath(update)).toBe(rsvpPath(mailsTo("ana@client.example")[0]));
});

it("404 for an unknown token; 410 when off the list, cancelled or deleted; answering is limited per address", async () => {
  const e = await invited(["ana@client.example", "bob@client.example", "cid@client.example"]);
  expect((await page(`/rsvp/${"A".repeat(43)}`)).statusCode).toBe(404);
  expect((await page("/rsvp/short")).statusCode).toBe(404);
  expect((await answer(`/rsvp/${"A".repeat(43)}`, "accepted")).statusCode).toBe(404);
  const bob = rsvpPath(mailsTo("bob@client.example")[0]);
  const ana = rsvpPath(mailsTo("ana@client.example")[0]);
  const cid = rsvpPath(mailsTo("cid@client.example")[0]);

  // ten answers a minute from one address, then 429
  const statuses = [];
  for (let i = 0; i < 11; i++) statuses.push((await answer(cid, i % 2 ? "accepted" : "declined", "10.9.9.9")).statusCode);
  expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
  expect(statuses[10]).toBe(429);

  await rest(t.app, a, "PUT", `/api/calendar/${e.id}`, { attendeeEmails: ["ana@client.example", "cid@client.example"] });
  const off = await page(bob);
  expect(off.statusCode).toBe(410);
  expect(off.body).toContain("You are no longer invited");
  expect((await answer(bob, "accepted")).statusCode).toBe(410);

  await rest(t.app, a, "PUT", `/api/calendar/${e.id}`, { status: "cancelled" });
  expect((await page(ana)).statusCode).toBe(410);
  await rest(t.app, a, "PUT", `/api/calendar/${e.id}`, { status: "confirmed" });
  expect((await page(ana)).statusCode).toBe(200);

  expect((await rest(t.app, a, "DELETE", `/api/calendar/${e.id}`)).status).toBe(204);
  const deleted = await page(ana);
  expect(deleted.statusCode).toBe(410);
  expect(deleted.body).toContain("This event was cancelled");
  expect((await answer(ana, "accepted")).statusCode).toBe(410);
  await eventsSettled(t.app, a.user.id);
});

it("a token of one workspace never opens another's event", async () => {
  const e = await invited(["ana@client.example"]);
  const path = rsvpPath(mailsTo("ana@client.example")[0]);
  const other = await registerUser(t.app);
  const theirs = (await rest(t.app, other, "POST", "/api/calendar", { ...EVENT, title: "B's secret", attendeeEmails: ["ana@client.example"] })).body;
  await eventsSettled(t.app, other.user.id);
  const shown = await page(path);
  expect(shown.body).toContain("Kick-off");
  expect(shown.body).not.toContain("B's secret");
  await answer(path, "accepted");
  expect((await stored(e.id)).attendees[0].rsvp).toBe("accepted");
  const b = (await rest(t.app, other, "GET", "/api/calendar")).body.find((x: { id: string }) => x.id === theirs.id);
  expect(b.attendees[0].rsvp).toBeNull();
});

it("update e-mails of a series: a deleted occurrence is named; the whole series moved says only that", async () => {
  const e = await invited(["ana@client.example"], { isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1" });
  // one occurrence deleted: the e-mail names it (in the event's zone), not the series' first date
  expect((await rest(t.app, a, "DELETE", `/api/calendar/${e.id}?occurrence=2030-03-11T09:00:00Z&scope=this`)).status).toBe(204);
  await waitFor("the update", () => mailsTo("ana@client.example").length >= 2);
  const cancelled = mailsTo("ana@client.example")[1].mail;
  expect(cancelled.subject).toBe("Updated invitation: Kick-off (Mon 11 Mar 2030): The occurrence of Mon 11 Mar 2030 10:00 is cancelled");
  await eventsSettled(t.app, a.user.id);
  // the whole series an hour later: one change, the move
  const now = await stored(e.id);
  await rest(t.app, a, "PUT", `/api/calendar/${e.id}`, { startTime: "2030-03-04T10:00:00Z", endTime: "2030-03-04T11:00:00Z", updatedAt: now.updatedAt });
  await waitFor("the move", () => mailsTo("ana@client.example").length >= 3);
  const moved = mailsTo("ana@client.example")[2].mail;
  expect(moved.subject).toBe("Updated invitation: Kick-off: Moved from Mon 4 Mar 2030 10:00 to Mon 4 Mar 2030 11:00");
  expect(moved.text).toContain("When: Monday, 4 March 2030, 11:00 – 12:00 (Europe/Berlin), repeating weekly");
  expect(moved.text).not.toContain("is cancelled");
});

it("a fuzzed answer (any JSON or form body) never fails the server, leaks nothing, and records only one of the three choices", async () => {
  const e = await invited(["ana@client.example"]);
  const path = rsvpPath(mailsTo("ana@client.example")[0]);
  const choice = fc.oneof(untypedBody.map((body) => ({ json: true, body })),
    fc.record({ answer: fc.oneof(fc.constantFrom("accepted", "tentative", "declined", "ACCEPTED", "maybe", ""), fc.string({ maxLength: 300 })) })
      .map((body) => ({ json: false, body })));
  let n = 0;
  await fc.assert(fc.asyncProperty(choice, async ({ json, body }) => {
    // each try from an address of its own: the limit is not what is tried here
    const remoteAddress = `10.200.${Math.floor(++n / 250)}.${n % 250}`;
    const r = json
      ? await t.app.fastify.inject({ method: "POST", url: path, remoteAddress,
        ...(body === NO_BODY ? {} : { headers: { "content-type": "application/json" }, payload: encode(body, () => "") }) })
      : await t.app.fastify.inject({ method: "POST", url: path, remoteAddress, headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(body as Record<string, string>).toString() });
    expect(r.statusCode).toBeLessThan(500);
    expect(leakIn(r.body)).toBeNull();
    const sent = typeof body === "object" && body !== null ? (body as { answer?: unknown }).answer : undefined;
    const valid = ["accepted", "tentative", "declined"].includes(sent as string);
    expect(r.statusCode).toBe(valid ? 200 : r.statusCode === 415 ? 415 : 400);
    const now = (await t.app.resources.prisma.calendarEvent.findUniqueOrThrow({ where: { id: e.id } })).attendeeResponses as Record<string, { rsvp: string }>;
    if (valid) expect(now["ana@client.example"].rsvp).toBe(sent);
  }), { numRuns: 150, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) });
});
