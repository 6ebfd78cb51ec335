import { Prisma, type CalendarEvent, type User } from "../../generated/prisma/client";
import type { AppResources } from "../../context";
import { tenantContext } from "../../context";
import { publishSignal } from "../../pubsub";
import { eventRow, publishWritten, updateRecorded, writtenEvent } from "../../db/recorded";
import { dispatchWritten } from "../../jobs/outbox";
import { escapeHtml, findByToken, gone, notFound, type PublicAnswer, type PublicRequest, type PublicRoute } from "../../rest/public";
import { builder } from "../../graphql/builder";
import { recurrenceLabel } from "@common/calendar";
import { oneLineText } from "@common/message";
import { contrastText } from "@common/user-display";
import { emailBrandName } from "../email";
import { createNotification } from "../notification";
import { defineNotificationKinds } from "../../notification-kinds";
import { whenText } from "./calendar.invitations";
import { attendeesOf, isRsvpAnswer, responsesOf, RSVP_ANSWERS, RSVP_CHOICES, type RsvpAnswer } from "./calendar.rsvp-links";

// the notification kinds this module creates (notification-kinds.ts)
const rsvpNotifications = defineNotificationKinds({
  event_rsvp: "an attendee accepted, answered maybe to or declined an event's invitation on its RSVP page",
});
type RsvpNotifications = typeof rsvpNotifications;
declare module "../../notification-kinds" {
  interface NotificationKinds extends RsvpNotifications {}
}

/*
 * The attendee's RSVP page: `/rsvp/<token>` (calendar.rsvp-links.ts), linked from each invitation e-mail as Accept,
 * Maybe and Decline (`?answer=` preselects the choice). A GET only shows the page (mail scanners open every link of an
 * e-mail): the event's title, its time in the event's zone, the place, the organiser in the workspace's brand, the
 * attendee's answer so far, and the three choices as one form. The POST records the answer: the token in the URL is
 * the only credential (no session, no cookie: a forged cross-site post without it opens nothing). The answer is kept
 * on the event (`attendeeResponses`) with its activity line and `calendar_event.responded` in one statement; the
 * provider's bell says "Ana accepted Kick-off"; the next invitation's ATTENDEE carries it as PARTSTAT. The same answer
 * again writes nothing; another one replaces it. 404 for an unknown token, 410 when the event was deleted or cancelled,
 * or the attendee is no longer on its list.
 */

const DONE: Record<RsvpAnswer, string> = { accepted: "accepted", tentative: "answered maybe to", declined: "declined" };
const STATE: Record<RsvpAnswer, string> = { accepted: "Accepted", tentative: "Maybe", declined: "Declined" };

type LinkRow = { id: string; userId: string; email: string; tokenHash: string; event: CalendarEvent | null; user: User };

function openLink(res: AppResources, token: string) {
  return findByToken(token, (hash) => res.prisma.calendarRsvpLink.findUnique({
    relationLoadStrategy: "join", where: { tokenHash: hash }, include: { event: true, user: true },
  }) as Promise<LinkRow | null>);
}

/** The page's answer to a link whose event is no longer open to the attendee: 410 with the reason. */
function unavailable(link: LinkRow): PublicAnswer | null {
  const brand = emailBrandName(link.user);
  const e = link.event;
  if (!e || e.status === "cancelled") return gone("This event was cancelled", `${brand} cancelled this event. There is nothing to answer.`);
  if (!e.attendeeEmails.some((a) => a.trim().toLowerCase() === link.email)) {
    return gone("You are no longer invited", `${brand} took you off this event's guest list.`);
  }
  return null;
}

const safeColor = (c: string) => (/^#[0-9a-f]{6}$/i.test(c) ? c : "#3b82f6");
const safeLogo = (l: string | null) => (l && /^(https:\/\/|data:image\/(png|jpeg|gif|webp);base64,)/i.test(l) ? l : null);

function layout(user: User, title: string, body: string): string {
  const brand = emailBrandName(user);
  const color = safeColor(user.brandColor);
  const ink = contrastText(color) === "black" ? "#000" : "#fff";
  const logo = safeLogo(user.brandLogo);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(brand)}</title><style>`
    + `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a202c;background:#f7fafc;line-height:1.5}`
    + `header{background:${color};color:${ink};padding:16px 20px;display:flex;gap:12px;align-items:center}header img{height:32px;max-width:120px;object-fit:contain;background:#fff;border-radius:4px}`
    + `main{max-width:560px;margin:0 auto;padding:20px 16px}section{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:16px 20px;margin-bottom:16px;overflow-wrap:anywhere}`
    + `h1{font-size:1.4rem;margin:0 0 .5rem}.meta{color:#4a5568;margin:.25rem 0}.label{color:#718096;font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;margin:0}`
    + `.choices{display:flex;gap:8px;flex-wrap:wrap}.choices button{flex:1 1 6rem;font:inherit;font-weight:600;padding:12px 16px;border-radius:6px;border:1px solid #cbd5e0;background:#fff;color:#1a202c;cursor:pointer}`
    + `.choices button.chosen{background:${color};color:${ink};border-color:${color}}.notice{background:#f0fff4;border:1px solid #9ae6b4;border-radius:8px;padding:12px 16px;margin-bottom:16px}`
    + `.error{background:#fff5f5;border:1px solid #feb2b2;border-radius:8px;padding:12px 16px;margin-bottom:16px}form p{margin:0 0 12px}`
    + `@media (max-width:520px){main{padding:12px 10px}section{padding:12px 14px}h1{font-size:1.25rem}}`
    + `</style></head><body><header>${logo ? `<img src="${escapeHtml(logo)}" alt="">` : ""}<strong>${escapeHtml(brand)}</strong></header><main>${body}</main></body></html>`;
}

/** The page's own policy: no script, its inline styles, the brand's logo, and a form that posts to the page itself. */
const PAGE_POLICY = { "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'" };

function rsvpPage(link: LinkRow, e: CalendarEvent, token: string, opts: { preselect?: RsvpAnswer | null; notice?: string; error?: string } = {}): string {
  const answer = responsesOf(e)[link.email]?.rsvp ?? null;
  const chosen = opts.preselect ?? answer;
  const organizer = [link.user.firstName, link.user.lastName].filter(Boolean).join(" ") || emailBrandName(link.user);
  const repeat = e.isRecurring ? recurrenceLabel(e.recurrenceRule) : null;
  const buttons = RSVP_ANSWERS.map((a) => `<button type="submit" name="answer" value="${a}"${a === chosen ? ` class="chosen" autofocus` : ""}>${RSVP_CHOICES[a]}</button>`).join("");
  const status = answer ? `<p class="meta" data-rsvp="${answer}">Your answer: <strong>${STATE[answer]}</strong></p>` : `<p class="meta">You have not answered yet.</p>`;
  const prompt = opts.preselect && opts.preselect !== answer ? `Confirm your answer: <strong>${RSVP_CHOICES[opts.preselect]}</strong>` : answer ? "Change your answer" : "Will you attend?";
  return layout(link.user, e.title, `${opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : ""}`
    + `${opts.notice ? `<p class="notice" role="status">${escapeHtml(opts.notice)}</p>` : ""}`
    + `<section><p class="label">Invitation from ${escapeHtml(organizer)}</p><h1>${escapeHtml(e.title)}</h1>`
    + `<p class="meta">${escapeHtml(whenText(e))}${repeat ? `, repeating ${escapeHtml(repeat.toLowerCase())}` : ""}</p>`
    + `${e.location?.trim() ? `<p class="meta">${escapeHtml(oneLineText(e.location))}</p>` : ""}`
    + `<p class="meta">Invited: ${escapeHtml(link.email)}</p>${status}</section>`
    + `<section><form method="post" action="/rsvp/${escapeHtml(token)}"><p>${prompt}</p><div class="choices">${buttons}</div></form></section>`);
}

async function showPage(res: AppResources, req: PublicRequest): Promise<PublicAnswer> {
  const link = await openLink(res, req.params.token);
  if (!link) return notFound();
  const shut = unavailable(link);
  if (shut) return shut;
  // a GET never records: the e-mail's button only preselects the choice to confirm
  const preselect = isRsvpAnswer(req.query.answer) ? req.query.answer : null;
  return { headers: PAGE_POLICY, body: rsvpPage(link, link.event!, req.params.token, { preselect }) };
}

const bodyOf = (req: PublicRequest) => (typeof req.body === "object" && req.body !== null && !Array.isArray(req.body) ? req.body as Record<string, unknown> : {});

/** The attendee's name as the provider knows it: the client with that address, else the address. */
async function nameOf(res: AppResources, userId: string, email: string): Promise<string> {
  const c = await res.prisma.client.findFirst({ where: { userId, email: { equals: email, mode: "insensitive" } }, select: { name: true }, orderBy: { createdAt: "asc" } });
  return c?.name.trim() ? oneLineText(c.name.trim()) : email;
}

/** Records the attendee's answer (`answer`: accepted, tentative or declined; a form or JSON). */
async function respond(res: AppResources, req: PublicRequest): Promise<PublicAnswer> {
  const link = await openLink(res, req.params.token);
  if (!link) return notFound();
  const shut = unavailable(link);
  if (shut) return shut;
  const e = link.event!;
  const answer = bodyOf(req).answer;
  const reply = (status: number, ok: boolean, message: string, event: CalendarEvent): PublicAnswer => req.json
    ? { status, body: ok ? { ok, rsvp: answer, message } : { ok, message } }
    : { status, headers: PAGE_POLICY, body: rsvpPage(link, event, req.params.token, ok ? { notice: message } : { error: message }) };
  if (!isRsvpAnswer(answer)) return reply(400, false, "Choose Accept, Maybe or Decline.", e);
  const before = responsesOf(e)[link.email]?.rsvp ?? null;
  const thanks = `Thank you. You ${DONE[answer]} ${oneLineText(e.title)}; ${emailBrandName(link.user)} has been told.`;
  // the same answer again: nothing to record
  if (before === answer) return reply(200, true, thanks, e);
  const ctx = await tenantContext(res, link.userId, { actor: "system" });
  if (!ctx) return notFound();
  const name = await nameOf(res, link.userId, link.email);
  const row = eventRow(ctx, "calendar_event.responded", { email: link.email, rsvp: answer });
  const value = JSON.stringify({ rsvp: answer, at: new Date().toISOString() });
  // one conditional statement: the answer written only while the attendee is still invited and the event open, and
  // only when it is another one (of two at once with the same answer, one writes); the series' overrides carry a copy
  const written = await updateRecorded<CalendarEvent>(res.prisma, "calendar_events", ctx, e.id, {
    values: { attendeeResponses: Prisma.sql`"attendeeResponses" || jsonb_build_object(${link.email}::text, ${value}::jsonb)` },
    activity: { entityType: "calendar_event", action: "updated", title: `${name} ${DONE[answer]} ${oneLineText(e.title)}` },
    event: row,
    where: Prisma.sql`status <> 'cancelled' AND EXISTS (SELECT 1 FROM unnest("attendeeEmails") a WHERE lower(trim(a)) = ${link.email})
      AND "attendeeResponses" -> ${link.email}::text ->> 'rsvp' IS DISTINCT FROM ${answer}`,
    also: [Prisma.sql`UPDATE calendar_events SET "attendeeResponses" = (SELECT "attendeeResponses" FROM r) WHERE "parentEventId" = (SELECT id FROM r)`],
  });
  if (!written) {
    const again = await openLink(res, req.params.token);
    const closed = again ? unavailable(again) : notFound();
    return closed ?? reply(200, true, thanks, again!.event!);
  }
  publishWritten(ctx, written, "Calendar event");
  const n = await res.prisma.$transaction((tx) => createNotification(tx, link.userId, {
    type: "event_rsvp", title: `${name} ${DONE[answer]} ${oneLineText(e.title)}`,
    body: before ? `${link.email} changed their answer from ${STATE[before]} to ${STATE[answer]}.` : `${link.email} answered the invitation: ${STATE[answer]}.`,
    link: `/calendar?event=${e.id}`,
  }));
  if (n) publishSignal(res.pubsub, link.userId, "notification.created", n.id);
  await dispatchWritten(res, [writtenEvent(ctx, row, written, "calendar_event")]);
  return reply(200, true, thanks, written);
}

/** The page and its form per token; answering is limited harder than reading. */
export const rsvpPublicRoutes: PublicRoute[] = [
  { method: "GET", url: "/rsvp/:token", rateLimit: { points: 30, windowSeconds: 60 }, handler: showPage },
  { method: "POST", url: "/rsvp/:token", rateLimit: { points: 10, windowSeconds: 60 }, handler: respond },
];

// ---- the answers on the event (GraphQL; REST: toEventJson) ------------------------------------------------------

const RsvpEnum = builder.enumType("CalendarRsvp", {
  description: "An attendee's answer to the invitation (its RSVP page).",
  values: { accepted: { description: "Accepted" }, tentative: { description: "Maybe" }, declined: { description: "Declined" } },
});

const AttendeeRef = builder.objectRef<{ email: string; rsvp: RsvpAnswer | null; respondedAt: string | null }>("CalendarAttendee").implement({
  description: "An attendee of an event, with their answer to the invitation.",
  fields: (t) => ({
    email: t.exposeString("email"),
    rsvp: t.field({ type: RsvpEnum, nullable: true, description: "Null: no answer yet.", resolve: (a) => a.rsvp }),
    respondedAt: t.field({ type: "DateTime", nullable: true, resolve: (a) => (a.respondedAt ? new Date(a.respondedAt) : null) }),
  }),
});

builder.prismaObjectField("CalendarEvent", "attendees", (t) => t.field({
  type: [AttendeeRef],
  description: "The attendees, in the event's order, each with their answer (an occurrence of a series: the series' answers).",
  resolve: async (e, _args, ctx) => {
    if (!e.parentEventId) return attendeesOf(e, responsesOf(e));
    const series = await ctx.prisma.calendarEvent.findUnique({ where: { id: e.parentEventId }, select: { attendeeResponses: true } });
    return attendeesOf(e, { ...responsesOf(e), ...(series ? responsesOf(series) : {}) });
  },
}));
