import crypto from "node:crypto";
import type { CalendarEvent } from "../../generated/prisma/client";
import type { AppResources } from "../../context";
import { publicTokenHash } from "../../rest/public";

/*
 * The RSVP links of an invitation: one per attendee of an event (a series, or a single event), `/rsvp/<token>`, with
 * `?answer=accepted|tentative|declined` to preselect a choice. The token is 32 bytes, an HMAC of the link's stored
 * nonce (with the event and the address) under a key derived from the server's secret, so every e-mail of the event
 * links the attendee to the same page; the token is stored only as its hash (`calendar_rsvp_links`). The answers are
 * kept on the event (`attendeeResponses`, per address in lower case), where the screens, REST, GraphQL and the
 * invitation's PARTSTAT read them.
 */

/** An attendee's answer: the iCalendar PARTSTATs ACCEPTED, TENTATIVE and DECLINED. */
export const RSVP_ANSWERS = ["accepted", "tentative", "declined"] as const;
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number];

export const isRsvpAnswer = (v: unknown): v is RsvpAnswer => typeof v === "string" && (RSVP_ANSWERS as readonly string[]).includes(v);

/** The buttons' labels in the e-mail and on the page. */
export const RSVP_CHOICES: Record<RsvpAnswer, string> = { accepted: "Accept", tentative: "Maybe", declined: "Decline" };

/** The page's token of a link: an HMAC under a key derived from the server's secret (SESSION_SECRET). */
function rsvpToken(sessionSecret: string, eventId: string, email: string, nonce: string): string {
  const key = crypto.createHmac("sha256", sessionSecret).update("calendar-rsvp-token").digest();
  return crypto.createHmac("sha256", key).update(`${eventId}:${email}:${nonce}`).digest("base64url");
}

/**
 * The RSVP page of each address for an event (lower-case address → URL without the answer): a link is made, with its
 * nonce and the token's hash, the first time an address of the event needs one (two runs at once keep the first), then
 * read back. One statement for the inserts, one for the read.
 */
export async function rsvpLinks(res: Pick<AppResources, "config" | "prisma">, event: Pick<CalendarEvent, "id" | "userId">, emails: string[]): Promise<Map<string, string>> {
  const addresses = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  const links = new Map<string, string>();
  if (!addresses.length) return links;
  const fresh = addresses.map((email) => {
    const nonce = crypto.randomBytes(16).toString("base64url");
    return { email, nonce, tokenHash: publicTokenHash(rsvpToken(res.config.sessionSecret, event.id, email, nonce)) };
  });
  await res.prisma.$executeRaw`INSERT INTO calendar_rsvp_links ("userId", "eventId", email, nonce, "tokenHash")
    SELECT ${event.userId}::uuid, ${event.id}::uuid, x.email, x.nonce, x."tokenHash"
    FROM jsonb_to_recordset(${JSON.stringify(fresh)}::jsonb) AS x(email text, nonce text, "tokenHash" text)
    ON CONFLICT ("eventId", email) DO NOTHING`;
  const rows = await res.prisma.calendarRsvpLink.findMany({ where: { eventId: event.id, userId: event.userId, email: { in: addresses } }, select: { email: true, nonce: true } });
  for (const r of rows) links.set(r.email, `${res.config.publicUrl}/rsvp/${rsvpToken(res.config.sessionSecret, event.id, r.email, r.nonce)}`);
  return links;
}

interface AttendeeResponse {
  rsvp: RsvpAnswer;
  at: string;
}

/** The answers kept on an event, by lower-case address (anything malformed left out). */
export function responsesOf(e: Pick<CalendarEvent, "attendeeResponses">): Record<string, AttendeeResponse> {
  const v = e.attendeeResponses;
  const out: Record<string, AttendeeResponse> = {};
  if (typeof v !== "object" || v === null || Array.isArray(v)) return out;
  for (const [email, r] of Object.entries(v as Record<string, unknown>)) {
    const x = r as { rsvp?: unknown; at?: unknown } | null;
    if (x && isRsvpAnswer(x.rsvp) && typeof x.at === "string") out[email] = { rsvp: x.rsvp, at: x.at };
  }
  return out;
}

interface Attendee {
  email: string;
  /** null: no answer yet */
  rsvp: RsvpAnswer | null;
  respondedAt: string | null;
}

/** The event's attendees, in its order, each with their answer (`responses`: the series' when the row is an override). */
export function attendeesOf(e: Pick<CalendarEvent, "attendeeEmails">, responses: Record<string, AttendeeResponse>): Attendee[] {
  return e.attendeeEmails.map((email) => {
    const r = responses[email.trim().toLowerCase()];
    return { email, rsvp: r?.rsvp ?? null, respondedAt: r?.at ?? null };
  });
}

/** The iCalendar PARTSTAT of each answered address (lower case), for an invitation's ATTENDEE lines. */
export function partstatsOf(e: Pick<CalendarEvent, "attendeeResponses">): Map<string, "ACCEPTED" | "TENTATIVE" | "DECLINED"> {
  const PARTSTAT = { accepted: "ACCEPTED", tentative: "TENTATIVE", declined: "DECLINED" } as const;
  return new Map(Object.entries(responsesOf(e)).map(([email, r]) => [email, PARTSTAT[r.rsvp]]));
}
