/**
 * Every e-mail takes the workspace's e-mail quota through one gate (email.quota.ts): sendEmail refuses an e-mail
 * without a ticket, and a calendar reminder's e-mail (to the provider's own, unverified sign-up address) counts like
 * any other. A reminder refused by the quota is not lost silently: the event says so (REST and GraphQL), and the next
 * reminder that goes out clears it. Against the real app, a real SMTP server on loopback and the job workers.
 */
import { createTestApp, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";
import { eventsSettled } from "../../../../test/settled";
import { globalId } from "../../../graphql/util";
import { startSmtp, type TestSmtp } from "../../email/__tests__/smtp";
import { EmailNotCountedError, sendEmail, type EmailInput } from "../../email/email.service";
import { fireDueReminders } from "../calendar.reminders";

const WORKERS = { jobs: { workers: true, retryDelay: 1, pollingIntervalSeconds: 0.5 } };
const HOUR_QUOTA = /^E-mail quota reached: at most 3 e-mails per hour\. Try again in \d+ minutes?\.$/;

let smtp: TestSmtp;
let t: TestApp;
let a: Session;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://localhost:8443", QUOTA_EMAILS_PER_HOUR: "3" }, WORKERS);
});
beforeEach(async () => { a = await registerUser(t.app); });
afterAll(async () => { await t.close(); await smtp.close(); });

const db = () => t.app.resources.prisma;
/** The workspace's e-mails the relay took (each is Reply-To the workspace's user, reminders go to them). */
const mailsOf = () => smtp.accepted.filter((m) => m.mail.replyTo?.some((r) => r.address === a.user.email));
const message = (n: number) => rest(t.app, a, "POST", "/api/messages", { subject: `Update ${n}`, content: "Hello", contactEmail: `carol${n}@client.example` });
/** A single event with a 15-minute reminder, at a time of its own. */
const event = (start: string, title = "Review") => rest(t.app, a, "POST", "/api/calendar", {
  title, startTime: start, endTime: new Date(Date.parse(start) + 3600_000).toISOString(), timeZone: "Europe/Berlin", reminderMinutes: 15 });
const fire = (at: string) => fireDueReminders(t.app.resources, new Date(at), { userId: a.user.id });

it("sendEmail sends nothing without a ticket of the quota", async () => {
  const input = { to: { address: "carol@client.example" }, subject: "Hi", body: "Hello", messageId: "<gate@localhost>",
    sender: { email: a.user.email, firstName: null, lastName: null, companyName: null, brandColor: "#112233", brandLogo: null } };
  const before = smtp.received.length;
  await expect(sendEmail(t.app.resources, input as unknown as EmailInput)).rejects.toBeInstanceOf(EmailNotCountedError);
  await expect(sendEmail(t.app.resources, { ...input, quota: { giveBack: async () => {} } } as unknown as EmailInput)).rejects.toBeInstanceOf(EmailNotCountedError);
  expect(smtp.received.length).toBe(before);
});

it("a reminder's e-mail counts against the quota like a message's, and clears an earlier reminder's refusal", async () => {
  const e = (await event("2031-02-03T10:00:00Z")).body;
  await db().calendarEvent.update({ where: { id: e.id }, data: { reminderEmailError: "The reminder e-mail of an earlier occurrence was not sent" } });
  expect(await fire("2031-02-03T09:45:00Z")).toBe(1);
  await eventsSettled(t.app, a.user.id);
  expect(mailsOf().map((m) => m.mail.subject)).toEqual(["Reminder: Review – Mon 3 Feb, 10:00 (UTC)"]);
  // the reminder took one of the hour's three: the third message is refused
  expect((await message(1)).status).toBe(201);
  expect((await message(2)).status).toBe(201);
  const third = await message(3);
  expect(third.status).toBe(429);
  expect(third.body.message).toMatch(HOUR_QUOTA);
  expect((await db().calendarEvent.findUniqueOrThrow({ where: { id: e.id } })).reminderEmailError).toBeNull();
});

it("a reminder past the quota is not e-mailed, and the event says why", async () => {
  for (let n = 1; n <= 3; n++) expect((await message(n)).status).toBe(201);
  const e = (await event("2031-03-03T10:00:00Z")).body;
  expect(await fire("2031-03-03T09:45:00Z")).toBe(1);
  await eventsSettled(t.app, a.user.id);
  // the three messages only: no reminder e-mail past the quota
  expect(mailsOf().filter((m) => /^Reminder:/.test(m.mail.subject ?? ""))).toEqual([]);
  // the bell still has the reminder
  expect(await db().notification.count({ where: { userId: a.user.id, type: "event_reminder" } })).toBe(1);

  const stored = (await rest(t.app, a, "GET", "/api/calendar")).body.find((x: { id: string }) => x.id === e.id);
  expect(stored.reminderEmailError).toMatch(/^The reminder e-mail of Mon 3 Mar, 10:00 \(UTC\) was not sent: E-mail quota reached: at most 3 e-mails per hour\. Try again in \d+ minutes?\.$/);
  const node = await gql(t.app, a, `query($id: ID!) { node(id: $id) { ... on CalendarEvent { reminderEmailError } } }`, { id: globalId("CalendarEvent", e.id) });
  expect(node.data.node.reminderEmailError).toBe(stored.reminderEmailError);
});
