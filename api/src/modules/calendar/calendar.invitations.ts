import crypto from "node:crypto";
import { dateTimeFormat, safeTimeZone } from "@common/timezone";
import type { CalendarEvent, DomainEvent, User } from "../../generated/prisma/client";
import type { AppResources } from "../../context";
import { publishSignal } from "../../pubsub";
import type { EventHandler } from "../../jobs/outbox";
import { isExternalSync } from "../../db/recorded";
import { MailDeliveryError, MailNotConfiguredError } from "../../infra/mail";
import { TooManyRequestsError } from "../../errors";
import { EmailRefusedError, sendCountedEmail } from "../email";
import { recurrenceLabel } from "@common/calendar";
import { oneLineText } from "@common/message";
import { calendarObjectIcs, type IcsPerson } from "./calendar.ics";
import { partstatsOf, responsesOf, rsvpLinks, RSVP_ANSWERS, RSVP_CHOICES, type RsvpAnswer } from "./calendar.rsvp-links";
import { eventWithOverrides } from "./calendar.service";

/*
 * Invitations (iMIP, RFC 6047 over RFC 5546): when an event has attendees, each gets an e-mail carrying the event as
 * METHOD:REQUEST (ORGANIZER the provider, one ATTENDEE each with RSVP, the event's stable UID), which Google, Outlook
 * and Apple calendars add, then update in place: every change they must hear of raises SEQUENCE with the same UID, and
 * the series travels with its overrides (RECURRENCE-ID) in one object, so one edited occurrence never becomes a second
 * event. Deleting the event sends METHOD:CANCEL with STATUS:CANCELLED; an attendee taken off the list gets a CANCEL of
 * their own.
 *
 * The `calendar-invitations` handler works on the series' state, not on the event that woke it: it compares what the
 * attendees last received (`invitedSequence`, `invitedEmails`) with the row and sends what is missing, so several
 * quick edits send the latest version, and a retry sends the very same e-mails (the Message-ID is derived from the
 * event, the SEQUENCE, the method and the address). Each invitation e-mail counts against the workspace's e-mail quota.
 *
 * Each attendee gets each e-mail once: before sending, a run claims the address for that Message-ID on the series
 * (`invitationDeliveries`, one conditional update: a run that finds it sent, or claimed by another run in the last
 * 5 minutes, skips it), and marks it sent once the relay took it. So a retry after a relay's temporary failure, or a
 * second run at the same time, sends only to those who have not got it; the one window for a second copy (a crash
 * after the relay took it, before the mark) sends the same Message-ID. What did not go is on the event
 * (`invitationFailures`: each attendee with the reason, shown with the event): an address or content no e-mail can
 * carry and a relay's refusal at once, the quota and a relay that stays unreachable while the run is still retried
 * (and for good after its last attempt). An attendee who gets it later leaves the list.
 */

/** A claim older than this (its run died) may be taken again. */
const CLAIM_SECONDS = 5 * 60;

const host = (res: Pick<AppResources, "config">) => new URL(res.config.publicUrl).hostname;

const organizerOf = (u: User): IcsPerson => ({ name: [u.firstName, u.lastName].filter(Boolean).join(" ") || u.companyName || null, email: u.email });

/** One Message-ID per e-mail that must be sent once: the same on every attempt. */
function messageIdOf(res: Pick<AppResources, "config">, ...parts: (string | number)[]) {
  return `<invite-${crypto.createHash("sha256").update(parts.join("|")).digest("hex").slice(0, 32)}@${host(res)}>`;
}

/** "Monday, 16 March 2026, 10:00 – 10:30 (Europe/Berlin)", in the event's zone; an all-day event as its days. */
export function whenText(e: Pick<CalendarEvent, "startTime" | "endTime" | "isAllDay" | "timeZone">): string {
  const zone = safeZone(e.timeZone);
  const day = dateTimeFormat("en-GB", { timeZone: zone, weekday: "long", day: "numeric", month: "long", year: "numeric" });
  if (e.isAllDay) return `${day.format(e.startTime)} (all day)`;
  const time = dateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit" });
  return `${day.format(e.startTime)}, ${time.format(e.startTime)} – ${time.format(e.endTime)} (${zone})`;
}

/** The event's zone when the runtime knows it, else UTC. */
const safeZone = (zone: string) => safeTimeZone(zone) ?? "UTC";

/** "Tue 8 Dec 10:00" in a zone (the year too when it is not this year's; an all-day date without a time). */
function shortWhen(at: Date, zone: string, allDay = false): string {
  const z = safeZone(zone);
  const parts = Object.fromEntries(dateTimeFormat("en-GB", {
    timeZone: z, weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23",
  }).formatToParts(at).map((p) => [p.type, p.value]));
  const thisYear = dateTimeFormat("en-GB", { timeZone: z, year: "numeric" }).format(new Date());
  const date = `${parts.weekday} ${parts.day} ${parts.month}${parts.year === thisYear ? "" : ` ${parts.year}`}`;
  return allDay ? date : `${date} ${parts.hour}:${parts.minute}`;
}

// ---- what changed since the attendees' last invitation ------------------------------------------------------------

/** What attendees hold of one VEVENT (the series or an override). */
interface Shot { start: string; end: string; allDay: boolean; zone: string; title: string; location: string | null; link: string | null; description: string | null; status: string }

/** What the attendees hold since their last invitation: the event, its rule, its deleted occurrences and its overrides. */
interface InvitedSnapshot { event: Shot; rule: string | null; exDates: string[]; overrides: Record<string, Shot> }

const norm = (v: string | null | undefined) => v?.trim() || null;
const shotOf = (e: CalendarEvent): Shot => ({
  start: e.startTime.toISOString(), end: e.endTime.toISOString(), allDay: e.isAllDay, zone: e.timeZone, title: e.title,
  location: norm(e.location), link: norm(e.meetingLink), description: norm(e.description), status: e.status,
});

function snapshotOf(series: CalendarEvent, overrides: CalendarEvent[]): InvitedSnapshot {
  return {
    event: shotOf(series), rule: series.isRecurring ? norm(series.recurrenceRule) : null, exDates: series.exDates.map((d) => d.toISOString()),
    overrides: Object.fromEntries(overrides.filter((o) => o.recurrenceId).map((o) => [o.recurrenceId!.toISOString(), shotOf(o)])),
  };
}

const isSnapshot = (v: unknown): v is InvitedSnapshot =>
  typeof v === "object" && v !== null && typeof (v as InvitedSnapshot).event?.start === "string" && Array.isArray((v as InvitedSnapshot).exDates)
  && typeof (v as InvitedSnapshot).overrides === "object";

/** The changes of an update e-mail: its sentences, and the one occurrence of a series they all concern (if so). */
interface Changes { lines: string[]; occurrence: { at: Date; now: Shot | null } | null }

const quoted = (s: string) => `"${[...oneLineText(s)].slice(0, 120).join("")}"`;

/** The sentences saying how one VEVENT changed (times in its zone). */
function shotChanges(before: Shot, now: Shot): string[] {
  const lines: string[] = [];
  const zone = now.zone;
  if (before.start !== now.start || before.allDay !== now.allDay) {
    lines.push(`Moved from ${shortWhen(new Date(before.start), zone, before.allDay)} to ${shortWhen(new Date(now.start), zone, now.allDay)}`);
  } else if (before.end !== now.end && !now.allDay) {
    lines.push(`Now ends at ${shortWhen(new Date(now.end), zone).replace(/^.* /, "")} (was ${shortWhen(new Date(before.end), zone).replace(/^.* /, "")})`);
  } else if (before.end !== now.end) {
    lines.push(`Now until ${shortWhen(new Date(new Date(now.end).getTime() - 1), zone, true)}`);
  }
  if (before.title !== now.title) lines.push(`Renamed from ${quoted(before.title)} to ${quoted(now.title)}`);
  if (before.location !== now.location) lines.push(now.location ? `Location changed to ${oneLineText(now.location)}` : "Location removed");
  if (before.link !== now.link) lines.push(now.link ? `New join link: ${oneLineText(now.link)}` : "Join link removed");
  if (before.description !== now.description) lines.push(now.description ? "Description updated" : "Description removed");
  if (before.status !== now.status) lines.push(now.status === "cancelled" ? "Cancelled" : now.status === "tentative" ? "Now tentative" : "Confirmed");
  return lines;
}

/**
 * What changed that attendees care about (times, title, place, join link, description, the repeat, a cancelled
 * occurrence), from what they hold (`before`) to the series now; null when nothing was recorded of what they hold.
 */
function changesSince(held: unknown, series: CalendarEvent, overrides: CalendarEvent[]): Changes | null {
  if (!isSnapshot(held)) return null;
  let before: InvitedSnapshot = held;
  const now = snapshotOf(series, overrides);
  const lines: string[] = [];
  const occurrences = new Map<string, Shot | null>();
  lines.push(...shotChanges(before.event, now.event));
  if (before.rule !== now.rule) {
    lines.push(now.rule ? `Now repeats ${(recurrenceLabel(now.rule) ?? "").toLowerCase()}` : "No longer repeats");
  }
  const seriesLines = lines.length;
  const length = new Date(before.event.end).getTime() - new Date(before.event.start).getTime();
  // a whole series moved may take its deleted and overridden occurrences along: what attendees hold of them is
  // found at their starts as they were, or as moved
  const shift = now.rule && before.rule ? new Date(now.event.start).getTime() - new Date(before.event.start).getTime() : 0;
  const moved = (iso: string) => new Date(new Date(iso).getTime() + shift).toISOString();
  before = { ...before, exDates: [...before.exDates, ...before.exDates.map(moved)],
    overrides: { ...Object.fromEntries(Object.entries(before.overrides).map(([at, o]) => [moved(at), o])), ...before.overrides } };
  // a cancelled occurrence: one the series has deleted since
  for (const d of now.exDates) {
    if (before.exDates.includes(d)) continue;
    const was = before.overrides[d];
    lines.push(`The occurrence of ${shortWhen(new Date(was?.start ?? d), now.event.zone, now.event.allDay)} is cancelled`);
    occurrences.set(d, null);
  }
  // an occurrence changed on its own: compared with what attendees hold of it (its override, else the series' occurrence)
  for (const [at, shot] of Object.entries(now.overrides)) {
    const was = before.overrides[at]
      ?? { ...before.event, start: at, end: new Date(new Date(at).getTime() + length).toISOString() };
    const changed = shotChanges(was, shot);
    if (!changed.length) continue;
    lines.push(...changed.map((l) => (l.startsWith("Moved from") ? l : `${shortWhen(new Date(was.start), shot.zone, was.allDay)}: ${l}`)));
    occurrences.set(at, shot);
  }
  const only = seriesLines === 0 && occurrences.size === 1 ? [...occurrences][0] : null;
  return { lines, occurrence: only ? { at: new Date(only[0]), now: only[1] } : null };
}

function invitationText(e: CalendarEvent, organizer: IcsPerson, kind: "new" | "updated" | "cancelled", extra: { rsvpUrl?: string | null; changes?: Changes | null; answered?: RsvpAnswer | null } = {}): { subject: string; body: string } {
  const changes = kind === "updated" ? extra.changes ?? null : null;
  const occurrence = changes?.occurrence ?? null;
  // one occurrence of a series changed: the e-mail is about that occurrence, at its own (new) time
  const shown = occurrence?.now ? { ...e, startTime: new Date(occurrence.now.start), endTime: new Date(occurrence.now.end), isAllDay: occurrence.now.allDay,
    timeZone: occurrence.now.zone, title: occurrence.now.title, location: occurrence.now.location, meetingLink: occurrence.now.link, description: occurrence.now.description } : e;
  const when = whenText(shown);
  const repeat = e.isRecurring && !occurrence ? recurrenceLabel(e.recurrenceRule) : null;
  const who = organizer.name ?? organizer.email;
  const answered = extra.answered ? { accepted: "You accepted.", tentative: "You answered maybe.", declined: "You declined." }[extra.answered] : null;
  const rsvp = extra.rsvpUrl && kind !== "cancelled"
    ? ["", answered ? `${answered} Change your answer:` : "Will you attend?", "",
      ...RSVP_ANSWERS.map((a) => `[${RSVP_CHOICES[a]}](${extra.rsvpUrl}?answer=${a})`)]
    : [];
  const lines = [
    kind === "cancelled" ? `${who} has cancelled this event.`
      : kind === "updated" ? `${who} updated this event${occurrence ? ` (the occurrence of ${shortWhen(occurrence.at, e.timeZone, true)})` : ""}.`
        : `${who} invites you to this event.`,
    ...(changes?.lines.length ? ["", "What changed:", ...changes.lines.map((l) => `- ${l}`)] : []),
    "",
    shown.title,
    `When: ${when}${repeat ? `, repeating ${repeat.toLowerCase()}` : ""}`,
    ...(shown.location ? [`Where: ${shown.location}`] : []),
    ...(shown.meetingLink && kind !== "cancelled" ? [`Join: ${shown.meetingLink}`] : []),
    ...(shown.description && kind !== "cancelled" ? ["", shown.description] : []),
    ...rsvp,
    "",
    kind === "cancelled" ? "Your calendar removes it when you open this e-mail." : "Your calendar keeps the event up to date when it changes.",
  ];
  const prefix = { new: "Invitation", updated: "Updated invitation", cancelled: "Cancelled" }[kind];
  const about = occurrence ? ` (${shortWhen(occurrence.at, e.timeZone, true)})` : "";
  const what = changes?.lines.length ? `: ${changes.lines[0]}${changes.lines.length > 1 ? ` and ${changes.lines.length - 1} more change${changes.lines.length > 2 ? "s" : ""}` : ""}` : "";
  // a title may hold line breaks (the .ics escapes them, RFC 5545 §3.3.11): the subject header is one line of it
  return { subject: [...oneLineText(`${prefix}: ${e.title}${about}${what}`)].slice(0, 300).join(""), body: lines.join("\n") };
}

type Sender = Pick<AppResources, "mail" | "config" | "limits">;

async function sendInvitation(res: Sender, user: User, to: string, e: CalendarEvent, ics: string, method: "REQUEST" | "CANCEL", kind: "new" | "updated" | "cancelled", sequence: number,
  extra: Parameters<typeof invitationText>[3] = {}) {
  const { subject, body } = invitationText(e, organizerOf(user), kind, extra);
  await sendCountedEmail(res, user.id, {
    to: { address: to }, subject, body, sender: user, calendar: { method, content: ics },
    messageId: messageIdOf(res, e.id, sequence, method, to),
  });
}

/** Claims the address for this e-mail on the series: false when it was sent already, or another run is sending it. */
async function claim(res: AppResources, seriesId: string, to: string, messageId: string): Promise<boolean> {
  const n = await res.prisma.$executeRaw`UPDATE calendar_events
    SET "invitationDeliveries" = "invitationDeliveries" || jsonb_build_object(${to}::text, jsonb_build_object('messageId', ${messageId}::text, 'state', 'sending', 'at', now()))
    WHERE id = ${seriesId}::uuid AND NOT coalesce("invitationDeliveries" -> ${to}::text ->> 'messageId' = ${messageId}::text
      AND ("invitationDeliveries" -> ${to}::text ->> 'state' = 'sent'
        OR ("invitationDeliveries" -> ${to}::text ->> 'at')::timestamptz > now() - make_interval(secs => ${CLAIM_SECONDS})), false)`;
  return n > 0;
}

/** The claim's end: marked sent, or given up (another run may send it). */
async function settle(res: AppResources, seriesId: string, to: string, messageId: string, sent: boolean) {
  if (sent) {
    await res.prisma.$executeRaw`UPDATE calendar_events
      SET "invitationDeliveries" = jsonb_set("invitationDeliveries", ARRAY[${to}::text], jsonb_build_object('messageId', ${messageId}::text, 'state', 'sent', 'at', now()))
      WHERE id = ${seriesId}::uuid AND "invitationDeliveries" -> ${to}::text ->> 'messageId' = ${messageId}::text`;
  } else {
    await res.prisma.$executeRaw`UPDATE calendar_events SET "invitationDeliveries" = "invitationDeliveries" - ${to}::text
      WHERE id = ${seriesId}::uuid AND "invitationDeliveries" -> ${to}::text ->> 'messageId' = ${messageId}::text
        AND "invitationDeliveries" -> ${to}::text ->> 'state' = 'sending'`;
  }
}

/** Whether the address already has this e-mail (as the series was read). */
function delivered(series: CalendarEvent, to: string, messageId: string): boolean {
  const d = (series.invitationDeliveries as Record<string, { messageId?: string; state?: string }> | null)?.[to];
  return d?.messageId === messageId && d.state === "sent";
}

/** Why an e-mail did not go, as the event shows it, and whether a retry of the run may send it (the quota, the relay down). */
function failureReason(err: unknown): { reason: string; retry: boolean } {
  if (err instanceof EmailRefusedError) return { reason: `Not sendable: ${err.message}`, retry: false };
  if (err instanceof MailNotConfiguredError) return { reason: err.message, retry: false };
  if (err instanceof MailDeliveryError && err.permanent) return { reason: `Refused by the mail server: ${err.message}`, retry: false };
  if (err instanceof TooManyRequestsError) return { reason: err.message, retry: true };
  return { reason: `Mail server unavailable: ${err instanceof Error ? err.message : String(err)}`, retry: true };
}

/**
 * The attendees this run could not reach, written over the series' list (each address once; those it reached leave
 * it), kept to the addresses the event still concerns. Bookkeeping: updatedAt stays as it is.
 */
async function recordFailures(res: AppResources, series: CalendarEvent, failed: Map<string, string>, reached: string[], concerned: string[]) {
  const failures = JSON.stringify([...failed].map(([email, reason]) => ({ email, reason: reason.slice(0, 1000) })));
  const n = await res.prisma.$executeRaw`UPDATE calendar_events SET "invitationFailures" = (
      SELECT coalesce(jsonb_agg(f), '[]'::jsonb) FROM jsonb_array_elements("invitationFailures") f
      WHERE f ->> 'email' = ANY(${concerned}::text[]) AND NOT f ->> 'email' = ANY(${[...failed.keys(), ...reached]}::text[])
    ) || ${failures}::jsonb
    WHERE id = ${series.id}::uuid`;
  if (n) publishSignal(res.pubsub, series.userId, "calendar_event.delivery", series.id);
}

/** A deleted row's record (the event's payload) as a row. */
function rowOf(record: Record<string, unknown>, userId: string): CalendarEvent {
  const date = (v: unknown) => (typeof v === "string" ? new Date(v) : null);
  return {
    ...(record as unknown as CalendarEvent), userId,
    startTime: date(record.startTime)!, endTime: date(record.endTime)!, createdAt: date(record.createdAt)!, updatedAt: date(record.updatedAt)!,
    recurrenceId: date(record.recurrenceId), exDates: ((record.exDates as string[] | null) ?? []).map((d) => new Date(d)),
    reminderDueAt: null, reminderOccurrenceAt: null, reminderClaimedAt: null, syncedAt: null,
  };
}

/** The series an event of the outbox concerns: an override's series, or the event itself. */
function seriesIdOf(event: DomainEvent): string | null {
  const p = event.payload as { record?: { id: string; parentEventId?: string | null }; changes?: Record<string, unknown> };
  if (event.type === "calendar_event.updated") return p.changes && ("sequence" in p.changes || "attendeeEmails" in p.changes) ? event.entityId : null;
  return p.record?.parentEventId ?? (event.type === "calendar_event.created" ? event.entityId : null);
}

async function deliver(res: AppResources, event: DomainEvent, lastAttempt: boolean): Promise<void> {
  const user = await res.prisma.user.findUnique({ where: { id: event.userId } });
  if (!user) return;
  const p = event.payload as { record?: Record<string, unknown> };
  if (event.type === "calendar_event.deleted" && !p.record?.parentEventId) {
    // the whole event is gone: everyone who was invited gets the cancellation
    const gone = rowOf(p.record!, event.userId);
    const invited = [...new Set([...gone.invitedEmails, ...(gone.invitedSequence === null ? [] : gone.attendeeEmails)])];
    if (!invited.length) return;
    const sequence = gone.sequence + 1;
    const ics = calendarObjectIcs({ series: gone, overrides: [] }, { method: "CANCEL", organizer: organizerOf(user), attendees: invited, sequence });
    for (const to of invited) await sendInvitation(res, user, to, gone, ics, "CANCEL", "cancelled", sequence);
    return;
  }
  const seriesId = seriesIdOf(event);
  if (!seriesId) return;
  const row = await res.prisma.calendarEvent.findFirst({ where: { id: seriesId, userId: event.userId }, select: { id: true, parentEventId: true } });
  const found = row ? await eventWithOverrides(res.prisma, event.userId, row.parentEventId ?? row.id) : null;
  if (!found) return;
  const { series, overrides } = found;
  const attendees = series.attendeeEmails;
  const upToDate = series.invitedSequence === series.sequence && same(series.invitedEmails, attendees);
  if (upToDate || (!attendees.length && !series.invitedEmails.length)) return;
  const organizer = organizerOf(user);
  const removed = series.invitedEmails.filter((x) => !attendees.includes(x));
  const sends = [
    ...attendees.map((to) => ({ to, method: "REQUEST" as const,
      kind: series.invitedSequence !== null && series.invitedEmails.includes(to) ? "updated" as const : "new" as const })),
    ...removed.map((to) => ({ to, method: "CANCEL" as const, kind: "cancelled" as const })),
  ];
  const request = attendees.length ? calendarObjectIcs({ series, overrides }, { method: "REQUEST", organizer, partstats: partstatsOf(series) }) : "";
  // what changed since the attendees' last invitation: those who hold it hear of a change they care about only
  const changes = series.invitedSequence === null ? null : changesSince(series.invitedSnapshot, series, overrides);
  const quiet = changes !== null && changes.lines.length === 0;
  const links = attendees.length ? await rsvpLinks(res, series, attendees) : new Map<string, string>();
  const answers = responsesOf(series);
  const failed = new Map<string, string>();
  const reached: string[] = [];
  let retry: unknown = null;
  for (const [i, { to, method, kind }] of sends.entries()) {
    const messageId = messageIdOf(res, series.id, series.sequence, method, to);
    if (delivered(series, to, messageId)) { reached.push(to); continue; }
    // an attendee who holds the event, when nothing they care about changed: no e-mail
    if (quiet && kind === "updated") { reached.push(to); continue; }
    if (!(await claim(res, series.id, to, messageId))) continue;
    const ics = method === "REQUEST" ? request
      : calendarObjectIcs({ series, overrides }, { method: "CANCEL", organizer, attendees: [to], sequence: series.sequence });
    try {
      await sendInvitation(res, user, to, series, ics, method, kind, series.sequence,
        { rsvpUrl: links.get(to.trim().toLowerCase()) ?? null, changes, answered: answers[to.trim().toLowerCase()]?.rsvp ?? null });
      await settle(res, series.id, to, messageId, true);
      reached.push(to);
    } catch (err) {
      await settle(res, series.id, to, messageId, false);
      const why = failureReason(err);
      failed.set(to, why.reason);
      if (!why.retry) continue;
      // the quota or the relay: the others are not tried now, and wait with this one for the run's retry
      for (const rest of sends.slice(i + 1)) if (!delivered(series, rest.to, messageIdOf(res, series.id, series.sequence, rest.method, rest.to))) failed.set(rest.to, why.reason);
      retry = err;
      break;
    }
  }
  await recordFailures(res, series, failed, reached, [...attendees, ...removed]);
  // who now holds the event (an attendee reached now or before; a removed one whose cancellation did not go), written
  // whatever happened meanwhile (so a later removal still cancels), unless another run recorded its own list since
  // this one read; the SEQUENCE they hold only once every one of them has it and while it is still the row's
  // (bookkeeping: updatedAt, the version an editor holds, stays as it is)
  const holding = [...attendees.filter((to) => reached.includes(to) || series.invitedEmails.includes(to)),
    ...removed.filter((to) => failed.has(to))];
  const held = await res.prisma.$executeRaw`UPDATE calendar_events SET "invitedEmails" = ${holding}::text[], "invitationsSent" = ${holding.length > 0}
    WHERE id = ${series.id}::uuid AND "invitedEmails" = ${series.invitedEmails}::text[]`;
  const current = failed.size ? 0 : await res.prisma.$executeRaw`UPDATE calendar_events SET "invitedSequence" = ${series.sequence},
      "invitedSnapshot" = ${JSON.stringify(snapshotOf(series, overrides))}::jsonb
    WHERE id = ${series.id}::uuid AND sequence = ${series.sequence}`;
  if (held || current) publishSignal(res.pubsub, series.userId, "calendar_event.delivery", series.id);
  if (retry && !lastAttempt) throw retry;
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

export const invitationsHandler: EventHandler = {
  name: "calendar-invitations",
  types: ["calendar_event.created", "calendar_event.updated", "calendar_event.deleted"],
  // a relay down or the hour's quota used up: tried again for about an hour and a half
  policy: { retryLimit: 8, retryDelay: 30, expireInSeconds: 300, concurrency: 2 },
  handle: async ({ resources, event, lastAttempt }) => {
    // a change pulled from the workspace's outside calendar: its attendees hear of it from there
    if (isExternalSync(event.origin)) return;
    try {
      await deliver(resources, event, lastAttempt);
    } catch (err) {
      // nothing a retry changes (a cancellation of a deleted event: no mail server, or input no e-mail can carry)
      if (err instanceof MailNotConfiguredError || err instanceof EmailRefusedError) {
        resources.log.warn({ err, eventId: event.entityId }, "calendar invitation not sent");
        return;
      }
      throw err;
    }
  },
};
