import crypto from "node:crypto";
import type { CalendarEvent } from "../../generated/prisma/client";
import type { AppResources, ServiceContext } from "../../context";
import { findByToken, notFound, publicTokenHash, type PublicAnswer } from "../../rest/public";
import { calendarIcs, type CalendarObject } from "./calendar.ics";

/*
 * Each user's secret ICS feed: `GET /api/calendar/feed/<token>.ics`, every event of the workspace as text/calendar
 * (series with RRULE and EXDATE, overrides with RECURRENCE-ID, a VTIMEZONE per zone), for Google, Outlook or Apple
 * Calendar to subscribe to.
 *
 * The token is 32 bytes: an HMAC of the feed's random nonce under a key derived from the server's secret. The
 * database holds the nonce and the token's hash only, so a copy of the database opens no feed, while the signed-in
 * user can still be shown the URL again (`feedUrl`). Regenerating draws a new nonce: the old URL answers 404 at once.
 */

const feedKey = (res: Pick<AppResources, "config">) =>
  crypto.createHmac("sha256", res.config.sessionSecret).update("calendar-feed-token").digest();

const tokenOf = (res: Pick<AppResources, "config">, userId: string, nonce: string) =>
  crypto.createHmac("sha256", feedKey(res)).update(`${userId}:${nonce}`).digest("base64url");

const feedPath = (token: string) => `/api/calendar/feed/${token}.ics`;

/** The user's feed URL, made the first time it is asked for. */
export async function feedUrl(ctx: ServiceContext): Promise<string> {
  const userId = ctx.viewer.id;
  let feed = await ctx.prisma.calendarFeed.findUnique({ where: { userId } });
  if (!feed) {
    const nonce = crypto.randomBytes(16).toString("base64url");
    // two first reads at once: one row wins, both answer its URL
    await ctx.prisma.calendarFeed.createMany({ data: [{ userId, nonce, tokenHash: publicTokenHash(tokenOf(ctx, userId, nonce)) }], skipDuplicates: true });
    feed = await ctx.prisma.calendarFeed.findUniqueOrThrow({ where: { userId } });
  }
  return ctx.config.publicUrl + feedPath(tokenOf(ctx, userId, feed.nonce));
}

/** A new feed URL; the old one stops working. */
export async function regenerateFeed(ctx: ServiceContext): Promise<string> {
  const userId = ctx.viewer.id;
  const nonce = crypto.randomBytes(16).toString("base64url");
  const tokenHash = publicTokenHash(tokenOf(ctx, userId, nonce));
  await ctx.prisma.calendarFeed.upsert({ where: { userId }, create: { userId, nonce, tokenHash }, update: { nonce, tokenHash, createdAt: new Date() } });
  return ctx.config.publicUrl + feedPath(tokenOf(ctx, userId, nonce));
}

/** Rows grouped as iCalendar objects: each series or single event with its overrides. */
function calendarObjects(rows: CalendarEvent[]): CalendarObject[] {
  const overrides = new Map<string, CalendarEvent[]>();
  for (const r of rows) if (r.parentEventId) (overrides.get(r.parentEventId) ?? overrides.set(r.parentEventId, []).get(r.parentEventId)!).push(r);
  return rows.filter((r) => !r.parentEventId).map((series) => ({ series, overrides: overrides.get(series.id) ?? [] }));
}

/**
 * A feed holds at most MAX_FEED_EVENTS calendar objects (a series with its overrides counts once) and MAX_FEED_BYTES:
 * the objects that reach furthest into the future are kept (open-ended series first, then by their last date), and
 * the VCALENDAR says how many were left out (X-CLIENTFOLIO-OMITTED-EVENTS). A calendar app shows what is coming; a
 * workspace with more than that much history keeps it in the app.
 */
const MAX_FEED_EVENTS = 2000;
const MAX_FEED_BYTES = 5 * 1024 * 1024;

/** How far an object reaches: an open-ended series forever, a series to its UNTIL (COUNT: its start), an event to its end. */
function reach(o: CalendarObject): number {
  const s = o.series;
  if (s.isRecurring && s.recurrenceRule) {
    const until = /UNTIL=(\d{4})(\d{2})(\d{2})/i.exec(s.recurrenceRule);
    if (until) return Date.UTC(+until[1], +until[2] - 1, +until[3]);
    return /COUNT=/i.test(s.recurrenceRule) ? s.endTime.getTime() + 365 * 86_400_000 : Infinity;
  }
  return s.endTime.getTime();
}

/** The objects a feed holds, those reaching furthest first (calendarIcs keeps them in that order while they fit), and how many are left out. */
function feedObjects(rows: CalendarEvent[]): { objects: CalendarObject[]; omitted: number } {
  const all = calendarObjects(rows).map((o) => ({ o, r: reach(o) }))
    .sort((a, b) => b.r - a.r || b.o.series.startTime.getTime() - a.o.series.startTime.getTime());
  return { objects: all.slice(0, MAX_FEED_EVENTS).map((x) => x.o), omitted: Math.max(0, all.length - MAX_FEED_EVENTS) };
}

/** The public route's answer: the feed of the token's user, or the one 404 for any token that opens nothing. */
export async function feedAnswer(res: AppResources, token: string): Promise<PublicAnswer> {
  const feed = await findByToken(token, (hash) => res.prisma.calendarFeed.findUnique({ where: { tokenHash: hash }, include: { user: true } }));
  if (!feed) return notFound();
  const rows = await res.prisma.calendarEvent.findMany({ where: { userId: feed.userId }, orderBy: [{ startTime: "asc" }, { id: "asc" }] });
  const u = feed.user;
  const name = u.companyName || [u.firstName, u.lastName].filter(Boolean).join(" ") || "Clientfolio";
  const { objects, omitted } = feedObjects(rows);
  const body = await calendarIcs(objects, {
    method: "PUBLISH", feedName: `${name} calendar`,
    organizer: { name: [u.firstName, u.lastName].filter(Boolean).join(" ") || null, email: u.email },
  }, MAX_FEED_BYTES, omitted);
  return { type: "text/calendar; charset=utf-8", body, headers: { "content-disposition": 'inline; filename="calendar.ics"' } };
}
