/**
 * Invitations are delivered per attendee, exactly once: a relay's temporary failure mid-list retries only those who
 * have not got it (no Message-ID twice), a quota refusal mid-list and a refused address are listed on the event with
 * the reason (REST and GraphQL) instead of being lost, and a title with a line break is invited with its line break
 * escaped in the .ics (RFC 5545) and a one-line subject. Real SMTP on loopback, the job workers on.
 */
import ICAL from "ical.js";
import { createTestApp, gql, registerUser, rest, waitFor, type Session, type TestApp } from "../../../../test/harness";
import { eventsSettled } from "../../../../test/settled";
import { globalId } from "../../../graphql/util";
import { startSmtp, type Answer, type ReceivedMail, type TestSmtp } from "../../email/__tests__/smtp";

const WORKERS = { jobs: { workers: true, retryDelay: 1, pollingIntervalSeconds: 0.5 } };
const EVENT = { title: "Kick-off", startTime: "2030-03-04T09:00:00Z", endTime: "2030-03-04T10:00:00Z", timeZone: "Europe/Berlin" };

let smtp: TestSmtp;
let t: TestApp;
let a: Session;
/** the relay's answer to a message, by its raw text (null: accepted) */
let answer: (raw: string) => Answer | null = () => null;
beforeAll(async () => {
  smtp = await startSmtp({ answer: (_n, raw) => answer(raw) });
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://localhost:8443", QUOTA_EMAILS_PER_HOUR: "3" }, WORKERS);
});
beforeEach(async () => { answer = () => null; a = await registerUser(t.app); });
afterAll(async () => { await t.close(); await smtp.close(); });

/** This workspace's e-mails (Reply-To its user) to an address: received (every attempt) or accepted. */
const ofWorkspace = (mails: ReceivedMail[], to?: string) => mails.filter((m) => m.mail.replyTo?.some((r) => r.address === a.user.email) && (!to || m.to.includes(to)));
const messageIds = (mails: ReceivedMail[]) => mails.map((m) => m.mail.messageId);
const row = (id: string) => t.app.resources.prisma.calendarEvent.findUniqueOrThrow({ where: { id } });
/**
 * This workspace's invitation runs waiting out their retry's backoff (seconds here, growing with each attempt) are made
 * due now: a retry is triggered, not waited for (the workers take it at their next poll). Answers how many there were.
 */
const retryNow = () => t.app.resources.prisma.$executeRaw`UPDATE pgboss.job SET start_after = now()
  WHERE name = 'calendar-invitations' AND state = 'retry' AND start_after > now()
    AND data ->> 'eventId' IN (SELECT id::text FROM domain_events WHERE "userId" = ${a.user.id}::uuid)`;
const failures = async (id: string) => (await rest(t.app, a, "GET", "/api/calendar")).body.find((e: { id: string }) => e.id === id).invitationFailures;

it("a relay's temporary failure mid-list sends the others once each: no attendee gets the same Message-ID twice", async () => {
  // the relay turns away the first e-mail to bob once (451), then takes everything
  let refused = false;
  answer = (raw) => (!refused && /^To: bob@client\.example/m.test(raw) ? ((refused = true), { code: 451, message: "4.3.0 Try again later" }) : null);
  const e = (await rest(t.app, a, "POST", "/api/calendar", { ...EVENT, attendeeEmails: ["ann@client.example", "bob@client.example", "cid@client.example"] })).body;
  await waitFor("the retry", async () => (await retryNow()) > 0 || ofWorkspace(smtp.received, "bob@client.example").length > 1);
  await waitFor("the three invitations", () => ofWorkspace(smtp.accepted).length >= 3);
  await eventsSettled(t.app, a.user.id);
  for (const to of ["ann@client.example", "cid@client.example"]) expect(ofWorkspace(smtp.received, to)).toHaveLength(1);
  // bob's was tried twice with its one Message-ID, and taken once
  const bob = ofWorkspace(smtp.received, "bob@client.example");
  expect(bob).toHaveLength(2);
  expect(new Set(messageIds(bob)).size).toBe(1);
  expect(ofWorkspace(smtp.accepted, "bob@client.example")).toHaveLength(1);
  const stored = await row(e.id);
  expect(stored.invitedEmails.sort()).toEqual(["ann@client.example", "bob@client.example", "cid@client.example"]);
  expect(stored.invitedSequence).toBe(stored.sequence);
  expect(await failures(e.id)).toEqual([]);
});

it("a quota refusal mid-list is listed on the event with the reason; those already invited are not invited again", async () => {
  const e = (await rest(t.app, a, "POST", "/api/calendar", { ...EVENT,
    attendeeEmails: ["ann@client.example", "bob@client.example", "cid@client.example", "dan@client.example", "eve@client.example"] })).body;
  const listed = await waitFor("the attendees not invited", async () => { const f = await failures(e.id); return f.length === 2 && f; });
  const quota = /^E-mail quota reached: at most 3 e-mails per hour\. Try again in \d+ minutes?\.$/;
  expect(listed.map((f: { email: string }) => f.email)).toEqual(["dan@client.example", "eve@client.example"]);
  for (const f of listed) expect(f.reason).toMatch(quota);
  expect(ofWorkspace(smtp.accepted).map((m) => m.to[0]).sort()).toEqual(["ann@client.example", "bob@client.example", "cid@client.example"]);
  const node = await gql(t.app, a, `query($id: ID!) { node(id: $id) { ... on CalendarEvent { invitationFailures { email reason } } } }`, { id: globalId("CalendarEvent", e.id) });
  expect(node.data.node.invitationFailures).toEqual(listed);
  // the run's retry (its second attempt failed too: retry_count 2) meets the quota again: no second e-mail to the three
  // (each retry made due as soon as it waits)
  await waitFor("a retry of the run", async () => (await t.app.resources.prisma.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'calendar-invitations' AND retry_count >= 2
      AND data ->> 'eventId' IN (SELECT id::text FROM domain_events WHERE "userId" = ${a.user.id}::uuid)`)[0].n > 0 || void await retryNow());
  expect(ofWorkspace(smtp.received)).toHaveLength(3);
});

it("a refused address is listed, the others invited; a title with a line break is invited with a one-line subject", async () => {
  answer = (raw) => (/^To: nobody@client\.example/m.test(raw) ? { code: 550, message: "5.1.1 No such user" } : null);
  const title = "Kick-off\nBring the contract";
  const e = (await rest(t.app, a, "POST", "/api/calendar", { ...EVENT, title, attendeeEmails: ["ann@client.example", "nobody@client.example"] })).body;
  expect(e.title).toBe(title);
  await eventsSettled(t.app, a.user.id);
  const ann = ofWorkspace(smtp.accepted, "ann@client.example");
  expect(ann).toHaveLength(1);
  expect(ann[0].mail.subject).toBe("Invitation: Kick-off Bring the contract");
  const part = ann[0].mail.attachments.find((x) => /text\/calendar/.test(x.mimeType))!;
  const ics = typeof part.content === "string" ? part.content : Buffer.from(part.content as ArrayBuffer).toString("utf8");
  expect(ics).toMatch(/^SUMMARY:Kick-off\\nBring the contract\r?$/m);
  expect(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!.getFirstPropertyValue("summary")).toBe(title);
  expect(await failures(e.id)).toEqual([{ email: "nobody@client.example", reason: expect.stringMatching(/^Refused by the mail server: .*550.*No such user/) }]);
  // one attempt for the refused address: a refusal is not retried
  expect(ofWorkspace(smtp.received, "nobody@client.example")).toHaveLength(1);
});
