import crypto from "node:crypto";
import type { CalendarEvent, DomainEvent, User } from "../../generated/prisma/client";
import type { AppResources } from "../../context";
import { publishEvent } from "../../pubsub";
import type { EventHandler } from "../../jobs/outbox";
import { MailNotConfiguredError } from "../../infra/mail";
import { EmailRefusedError, sendEmail, takeEmailQuota } from "../email";
import { recurrenceLabel } from "@common/calendar";
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
 */

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
  return { subject: `${prefix}: ${e.title}`.slice(0, 300), body: lines.join("\n") };
}

type Sender = Pick<AppResources, "mail" | "config" | "limits">;

async function sendInvitation(res: Sender, user: User, to: string, e: CalendarEvent, ics: string, method: "REQUEST" | "CANCEL", kind: "new" | "updated" | "cancelled", sequence: number) {
  const { subject, body } = invitationText(e, organizerOf(user), kind);
  const ticket = await takeEmailQuota(res, user.id);
  try {
    await sendEmail(res, {
      to: { address: to }, subject, body, sender: user, calendar: { method, content: ics },
      messageId: messageIdOf(res, e.id, sequence, method, to),
    });
  } catch (err) {
    await ticket.giveBack();
    throw err;
  }
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

async function deliver(res: AppResources, event: DomainEvent): Promise<void> {
  const user = await res.prisma.user.findUnique({ where: { id: event.userId } });
  if (!user) return;
  const p = event.payload as { record?: Record<string, unknown> };
  if (event.type === "calendar_event.deleted" && !p.record?.parentEventId) {
    // the whole event is gone: everyone who was invited gets the cancellation
    const gone = rowOf(p.record!, event.userId);
    const invited = [...new Set([...gone.invitedEmails, ...(gone.invitedSequence === null ? [] : gone.attendeeEmails)])];
    if (!invited.length) return;
    const sequence = gone.sequence + 1;
    const ics = calendarObjectIcs({ series: gone, overrides: [] }, { host: host(res), method: "CANCEL", organizer: organizerOf(user), attendees: invited, sequence });
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
  if (attendees.length) {
    const ics = calendarObjectIcs({ series, overrides }, { host: host(res), method: "REQUEST", organizer });
    for (const to of attendees) {
      const kind = series.invitedSequence !== null && series.invitedEmails.includes(to) ? "updated" : "new";
      await sendInvitation(res, user, to, series, ics, "REQUEST", kind, series.sequence);
    }
  }
  for (const to of removed) {
    const ics = calendarObjectIcs({ series, overrides }, { host: host(res), method: "CANCEL", organizer, attendees: [to], sequence: series.sequence });
    await sendInvitation(res, user, to, series, ics, "CANCEL", "cancelled", series.sequence);
  }
  // who now holds the event: written whatever happened meanwhile (so a later removal still cancels), unless another
  // run recorded its own list since this one read; the SEQUENCE they hold only while it is still the row's
  // (bookkeeping: updatedAt, the version an editor holds, stays as it is)
  const held = await res.prisma.$executeRaw`UPDATE calendar_events SET "invitedEmails" = ${attendees}::text[], "invitationsSent" = ${attendees.length > 0}
    WHERE id = ${series.id}::uuid AND "invitedEmails" = ${series.invitedEmails}::text[]`;
  const current = await res.prisma.$executeRaw`UPDATE calendar_events SET "invitedSequence" = ${series.sequence}
    WHERE id = ${series.id}::uuid AND sequence = ${series.sequence}`;
  if (held || current) publishEvent(res.pubsub, series.userId, { type: "calendarEventUpdated", entityId: series.id });
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

export const invitationsHandler: EventHandler = {
  name: "calendar-invitations",
  types: ["calendar_event.created", "calendar_event.updated", "calendar_event.deleted"],
  // a relay down or the hour's quota used up: tried again for about an hour and a half
  policy: { retryLimit: 8, retryDelay: 30, expireInSeconds: 300, concurrency: 2 },
  handle: async ({ resources, event }) => {
    try {
      await deliver(resources, event);
    } catch (err) {
      // nothing a retry changes: no mail server, or input no e-mail can carry
      if (err instanceof MailNotConfiguredError || err instanceof EmailRefusedError) {
        resources.log.warn({ err, eventId: event.entityId }, "calendar invitation not sent");
        return;
      }
      throw err;
    }
  },
};
