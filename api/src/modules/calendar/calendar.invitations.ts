import crypto from "node:crypto";
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
function whenText(e: Pick<CalendarEvent, "startTime" | "endTime" | "isAllDay" | "timeZone">): string {
  const day = new Intl.DateTimeFormat("en-GB", { timeZone: e.timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" });
  if (e.isAllDay) return `${day.format(e.startTime)} (all day)`;
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: e.timeZone, hour: "2-digit", minute: "2-digit" });
  return `${day.format(e.startTime)}, ${time.format(e.startTime)} – ${time.format(e.endTime)} (${e.timeZone})`;
}

function invitationText(e: CalendarEvent, organizer: IcsPerson, kind: "new" | "updated" | "cancelled"): { subject: string; body: string } {
  const when = whenText(e);
  const repeat = e.isRecurring ? recurrenceLabel(e.recurrenceRule) : null;
  const lines = [
    kind === "cancelled" ? `${organizer.name ?? organizer.email} has cancelled this event.` : `${organizer.name ?? organizer.email} invites you to this event.`,
    "",
    e.title,
    `When: ${when}${repeat ? `, repeating ${repeat.toLowerCase()}` : ""}`,
    ...(e.location ? [`Where: ${e.location}`] : []),
    ...(e.meetingLink && kind !== "cancelled" ? [`Join: ${e.meetingLink}`] : []),
    ...(e.description && kind !== "cancelled" ? ["", e.description] : []),
    "",
    kind === "cancelled" ? "Your calendar removes it when you open this e-mail." : "Accept or decline in your calendar; it keeps the event up to date when it changes.",
  ];
  const prefix = { new: "Invitation", updated: "Updated invitation", cancelled: "Cancelled" }[kind];
  // a title may hold line breaks (the .ics escapes them, RFC 5545 §3.3.11): the subject header is one line of it
  return { subject: [...`${prefix}: ${oneLineText(e.title)}`].slice(0, 300).join(""), body: lines.join("\n") };
}

type Sender = Pick<AppResources, "mail" | "config" | "limits">;

async function sendInvitation(res: Sender, user: User, to: string, e: CalendarEvent, ics: string, method: "REQUEST" | "CANCEL", kind: "new" | "updated" | "cancelled", sequence: number) {
  const { subject, body } = invitationText(e, organizerOf(user), kind);
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
  const request = attendees.length ? calendarObjectIcs({ series, overrides }, { method: "REQUEST", organizer }) : "";
  const failed = new Map<string, string>();
  const reached: string[] = [];
  let retry: unknown = null;
  for (const [i, { to, method, kind }] of sends.entries()) {
    const messageId = messageIdOf(res, series.id, series.sequence, method, to);
    if (delivered(series, to, messageId)) { reached.push(to); continue; }
    if (!(await claim(res, series.id, to, messageId))) continue;
    const ics = method === "REQUEST" ? request
      : calendarObjectIcs({ series, overrides }, { method: "CANCEL", organizer, attendees: [to], sequence: series.sequence });
    try {
      await sendInvitation(res, user, to, series, ics, method, kind, series.sequence);
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
  const current = failed.size ? 0 : await res.prisma.$executeRaw`UPDATE calendar_events SET "invitedSequence" = ${series.sequence}
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
