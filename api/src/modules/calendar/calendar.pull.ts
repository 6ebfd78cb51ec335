import crypto from "node:crypto";
import { Prisma, type CalendarEvent } from "../../generated/prisma/client";
import { tenantContext, type AppResources, type ServiceContext } from "../../context";
import { ValidationError, NotFoundError } from "../../errors";
import { LIMITS } from "@common/validation";
import { safeTimeZone } from "@common/timezone";
import { deleteRecorded, externalSyncOrigin } from "../../db/recorded";
import { publishSignal } from "../../pubsub";
import type { ScheduledJob, ModuleQueue } from "../../module";
import { markNeedsReconnect } from "../integration";
import { NotAnEventError, type ReadObject, type ReadVevent } from "./calendar.ical-read";
import { calendarConnectionOf, inBase, remoteCalendar, type RemoteCalendar, type RemoteObject, type RemoteRead } from "./providers";
import { createEvent, deleteEvent, eventWithOverrides, updateEvent, updateEventFields } from "./calendar.service";
import { syncEvent } from "./calendar.sync";

/*
 * Two-way sync, the pull: what changed in the workspace's own calendar (CalDAV, Google Calendar or Outlook: the adapters
 * of providers/) comes back into the app: moved, retitled, cancelled, a new event, a deleted one. The
 * `calendar-caldav-pull-scan` (every 2 minutes, one statement) leases each connection with a chosen calendar that is
 * connected and due (its last pull 90 s ago or more) and queues one job per connection, its id the lease (a repeated
 * send queues nothing; `singletonKey` names the connection). The job asks the calendar what changed since the stored
 * token (CalDAV's sync-collection, or every ETag compared when the server refuses it; Google's syncToken, a 410 listing
 * everything again; Graph's delta link), reads the changed events, and applies them through the service's own paths
 * (each write with its activity line and domain event, its origin `external_sync:...` so the push, the invitations and
 * the automation leave it alone). At most 200 events per job (`pullLimits`): past it, the token is not moved on and the
 * job queues the next one, which finds the events done by their ETags.
 *
 * Which side wins: the events are matched by the stored href (pushed by the app), else by UID. When only the calendar
 * changed since the last push or pull, its version is applied; when both did, the newer wins by LAST-MODIFIED (or
 * DTSTAMP) against the event's last change here, the outside version applied or ours pushed again, and the event's
 * activity says which was kept. An object whose dates or rule the app refuses (calendar.recurrence.ts' limits, the
 * schema's range) is skipped and remembered by its ETag (`pullSkipped`) with a note on the connection (its `error`, while
 * it is connected), never failing the pull. A refused password marks the connection "needs reconnect"; a server down
 * fails the job, which is retried (the lease and the token are kept: nothing is lost).
 */

export const PULL_QUEUE = "calendar-caldav-pull";
const PULL_SCAN = "calendar-caldav-pull-scan";

/** objects read and applied (or deletions) in one job at most (a test lowers it to see a pull continue) */
export const pullLimits = { budget: 200 };
/** skipped objects remembered at most */
const MAX_SKIPPED = 500;
/** how long a pull holds its connection (a job that died lets go after it) */
const LEASE = "5 minutes";
/** how far the app's clock and the database's may differ when an event's sync time is compared with its last change */
const CLOCK_SLACK_MS = 5_000;
/** a connection is due when its last pull ended this long ago */
const DUE_AFTER = "90 seconds";

type PullRes = AppResources;

interface PullJob {
  connectionId: string;
  lease: string;
}

interface Skipped {
  etag: string | null;
  title: string;
  why: string;
}

/**
 * The scan: ONE statement leases every due connection (or only the workspace's, `userId`: Sync now, tests) and answers
 * them, and (the scheduled scan) deletes the expired `oauth_states` rows; a job is queued for each connection. `now`:
 * the clock the due time is read against (tests).
 */
export async function scanCaldavPulls(res: PullRes, opts: { userId?: string; now?: Date; dueNow?: boolean } = {}): Promise<PullJob[]> {
  const now = opts.now ?? new Date();
  // the same statement clears the OAuth consents never answered (their 10 minutes over): the scheduled scan only
  const rows = await res.prisma.$queryRaw<{ id: string; lease: string }[]>`
    WITH expired_states AS (
      DELETE FROM oauth_states WHERE "expiresAt" < now() AND ${opts.userId ?? null}::uuid IS NULL
    )
    UPDATE connections SET "pullLease" = gen_random_uuid(), "pullLeaseUntil" = now() + ${LEASE}::interval
    WHERE provider IN ('caldav', 'google', 'microsoft') AND status = 'connected' AND "calendarUrl" IS NOT NULL
      AND (${opts.dueNow ?? false}::boolean OR "lastSyncAt" IS NULL OR "lastSyncAt" <= ${now}::timestamptz - ${DUE_AFTER}::interval)
      AND ("pullLeaseUntil" IS NULL OR "pullLeaseUntil" < now())
      AND (${opts.userId ?? null}::uuid IS NULL OR "userId" = ${opts.userId ?? null}::uuid)
    RETURNING id, "pullLease"::text AS lease`;
  const jobs = rows.map((r) => ({ connectionId: r.id, lease: r.lease }));
  for (const j of jobs) await queuePull(res, j);
  return jobs;
}

/**
 * "Sync now": the workspace's calendar pulled at once, whenever it was last (a pull already under way is not doubled:
 * `queued` false). The changes arrive as the job makes them; `integration.synced` says when it is over.
 */
export async function pullNow(ctx: ServiceContext): Promise<{ queued: boolean }> {
  const connection = await calendarConnectionOf(ctx, ctx.viewer.id);
  if (!connection) throw new ValidationError({ provider: "Connect a calendar first" });
  if (!connection.calendarUrl) throw new ValidationError({ provider: "Choose a calendar first" });
  if (connection.status !== "connected") throw new ValidationError({ provider: "Reconnect your calendar first" });
  const jobs = await scanCaldavPulls(ctx, { userId: ctx.viewer.id, dueNow: true });
  return { queued: jobs.length > 0 };
}

async function queuePull(res: PullRes, j: PullJob) {
  try {
    await res.jobs.send(PULL_QUEUE, j, { id: j.lease, singletonKey: `caldav-pull:${j.connectionId}` });
  } catch (err) {
    // the lease runs out and the next scan queues it again
    res.log.warn({ err, connectionId: j.connectionId }, "calendar pull not queued");
  }
}

/** The job: the pull holding `lease`, if it still does (another one took over otherwise, and this one does nothing). */
async function runPull(res: PullRes, job: PullJob, attempt: { lastAttempt: boolean } = { lastAttempt: false }): Promise<void> {
  const [held] = await res.prisma.$queryRaw<{ userId: string; syncToken: string | null; pullSkipped: Record<string, Skipped> }[]>`
    UPDATE connections SET "pullLeaseUntil" = now() + ${LEASE}::interval
    WHERE id = ${job.connectionId}::uuid AND "pullLease" = ${job.lease}::uuid AND status = 'connected' AND "calendarUrl" IS NOT NULL
    RETURNING "userId", "syncToken", "pullSkipped"`;
  if (!held) return;
  // the workspace's calendar, if it is still this connection's
  const connection = await calendarConnectionOf(res, held.userId);
  const ctx = await tenantContext(res, held.userId, { actor: "system" });
  const remote = connection?.id === job.connectionId ? remoteCalendar(res, connection) : null;
  if (!connection || !remote || !ctx) {
    // not the calendar events go to (another connection's calendar is chosen): nothing to pull, until the next scan
    await res.prisma.$executeRaw`UPDATE connections SET "pullLease" = NULL, "pullLeaseUntil" = NULL, "lastSyncAt" = now()
      WHERE id = ${job.connectionId}::uuid AND "pullLease" = ${job.lease}::uuid`;
    return;
  }
  const pull = new Pull(ctx, remote, { ...(held.pullSkipped ?? {}) });
  let outcome: { token: string | null; done: boolean };
  try {
    outcome = await pull.run(held.syncToken);
  } catch (err) {
    const refused = remote.refusal(err);
    if (refused !== null) {
      if (!remote.refusalRecorded) await markNeedsReconnect(res, connection.id, refused);
      await res.prisma.$executeRaw`UPDATE connections SET "pullLease" = NULL, "pullLeaseUntil" = NULL WHERE id = ${connection.id}::uuid AND "pullLease" = ${job.lease}::uuid`;
      return;
    }
    // the server down, a write that met a change made meanwhile: the job is retried with its lease, the token kept
    res.log.warn({ err, connectionId: connection.id }, attempt.lastAttempt ? "calendar pull failed: the next scan tries again" : "calendar pull failed; retrying");
    await saveSkipped(res, connection.id, job.lease, pull.skipped);
    // its last attempt lets go of the connection: the next scan leases it again (the token kept: nothing is lost)
    if (attempt.lastAttempt) {
      await res.prisma.$executeRaw`UPDATE connections SET "pullLease" = NULL, "pullLeaseUntil" = NULL WHERE id = ${connection.id}::uuid AND "pullLease" = ${job.lease}::uuid`;
    }
    throw err;
  }
  const skipped = JSON.stringify(pull.skipped);
  const note = skippedNote(pull.skipped);
  if (outcome.done) {
    await res.prisma.$executeRaw`UPDATE connections SET "syncToken" = ${outcome.token}, "lastSyncAt" = now(), "pullLease" = NULL,
      "pullLeaseUntil" = NULL, "pullSkipped" = ${skipped}::jsonb,
      error = CASE WHEN status = 'connected' THEN ${note} ELSE error END
      WHERE id = ${connection.id}::uuid AND "pullLease" = ${job.lease}::uuid`;
    res.log.info({ connectionId: connection.id, ...pull.counts }, "calendar pulled");
    publishSignal(res.pubsub, held.userId, "integration.synced", connection.id);
    return;
  }
  // more to do: the next job holds the connection now, from the same token (or the one a truncated answer gave)
  const next = { connectionId: connection.id, lease: crypto.randomUUID() };
  const moved = await res.prisma.$executeRaw`UPDATE connections SET "pullLease" = ${next.lease}::uuid, "pullLeaseUntil" = now() + ${LEASE}::interval,
    "syncToken" = ${outcome.token},
    "pullSkipped" = ${skipped}::jsonb, error = CASE WHEN status = 'connected' THEN ${note} ELSE error END
    WHERE id = ${connection.id}::uuid AND "pullLease" = ${job.lease}::uuid`;
  if (moved) await queuePull(res, next);
}

async function saveSkipped(res: PullRes, id: string, lease: string, skipped: Record<string, Skipped>) {
  await res.prisma.$executeRaw`UPDATE connections SET "pullSkipped" = ${JSON.stringify(skipped)}::jsonb WHERE id = ${id}::uuid AND "pullLease" = ${lease}::uuid`
    .catch(() => undefined);
}

/** "Skipped 2 events the calendar cannot show: …" (null: none skipped). */
function skippedNote(skipped: Record<string, Skipped>): string | null {
  const all = Object.values(skipped).filter((s) => s.why);
  if (!all.length) return null;
  const named = all.slice(0, 3).map((s) => `"${s.title}" (${s.why})`).join("; ");
  return `Skipped ${all.length} event${all.length === 1 ? "" : "s"} the calendar cannot show: ${named}${all.length > 3 ? "; …" : ""}`.slice(0, 500);
}

type Row = Pick<CalendarEvent, "id" | "uid" | "caldavHref" | "caldavEtag" | "syncedAt" | "updatedAt">;

class Pull {
  counts = { created: 0, updated: 0, deleted: 0, kept: 0, skipped: 0, unchanged: 0 };
  private zone: string;

  private calendarName: string;

  constructor(private ctx: ServiceContext, private remote: RemoteCalendar, public skipped: Record<string, Skipped>) {
    this.zone = safeTimeZone(ctx.viewer.user?.timeZone) ?? "UTC";
    this.calendarName = remote.calendarName;
  }

  /** A context whose next write carries an origin of its own (an event's origin is unique). */
  private get as(): ServiceContext {
    return { ...this.ctx, origin: externalSyncOrigin() };
  }

  private inCalendar = (href: string) => inBase(href, this.remote.base);

  /** Runs one job's worth; answers the token to store and whether everything was done. */
  async run(token: string | null): Promise<{ token: string | null; done: boolean }> {
    const startedAt = new Date();
    const listing = await this.remote.changes(token);
    const hrefs = [...new Set([...listing.changed.map((c) => c.href), ...listing.gone])];
    const rows = await this.rowsOf(listing.complete ? null : hrefs);
    const byHref = new Map(rows.filter((r) => r.caldavHref).map((r) => [r.caldavHref!, r]));
    const listed = new Set(listing.changed.map((c) => c.href));
    // the skipped objects no longer there are forgotten
    for (const h of Object.keys(this.skipped)) if (listing.complete ? !listed.has(h) : listing.gone.includes(h)) delete this.skipped[h];

    const todo = listing.changed.filter((c) => {
      const row = byHref.get(c.href);
      if (row) return !c.etag || c.etag !== row.caldavEtag;
      const s = this.skipped[c.href];
      return !s || !c.etag || s.etag !== c.etag;
    });
    const gone = listing.complete
      // a complete listing: every event of this calendar it does not hold is gone (but one pushed after it started)
      ? rows.filter((r) => r.caldavHref && !listed.has(r.caldavHref) && r.syncedAt && r.syncedAt < startedAt)
      : listing.gone.map((h) => byHref.get(h)).filter((r): r is Row => !!r);
    this.counts.unchanged = listing.changed.length - todo.length;

    // this job's share: the rest is the next job's (the token stays until everything is done)
    const goneNow = gone.slice(0, pullLimits.budget);
    const todoNow = todo.slice(0, pullLimits.budget - goneNow.length);
    const done = goneNow.length === gone.length && todoNow.length === todo.length;
    for (const r of goneNow) await this.remove(r);
    for (const o of await this.remote.read(todoNow.map((t) => t.href))) {
      if (o.gone) {
        // gone since it was listed
        const row = byHref.get(o.href);
        if (row) await this.remove(row);
        continue;
      }
      await this.apply(o, byHref.get(o.href) ?? null);
    }
    if (!done) return { token, done: false };
    // the server answered part of the changes: the next job asks from the token it gave
    if (listing.truncated && listing.token && listing.token !== token) return { token: listing.token, done: false };
    return { token: listing.token, done: true };
  }

  /** The series and single events of this calendar (all, or those at these hrefs). */
  private rowsOf(hrefs: string[] | null): Promise<Row[]> {
    const select = { id: true, uid: true, caldavHref: true, caldavEtag: true, syncedAt: true, updatedAt: true } as const;
    const userId = this.ctx.viewer.id;
    if (hrefs) return hrefs.length ? this.ctx.prisma.calendarEvent.findMany({ where: { userId, parentEventId: null, caldavHref: { in: hrefs } }, select }) : Promise.resolve([]);
    return this.ctx.prisma.calendarEvent.findMany({ where: { userId, parentEventId: null, caldavHref: { startsWith: this.remote.base } }, select });
  }

  /** Deleted in the calendar: the event (its series with its overrides) is deleted here. */
  private async remove(r: Row) {
    if (!r.caldavHref || !this.inCalendar(r.caldavHref)) return;
    try {
      await deleteEvent(this.as, r.id);
      this.counts.deleted++;
    } catch (e) {
      if (!(e instanceof NotFoundError)) throw e;
    }
  }

  private skip(o: RemoteObject, title: string, why: string) {
    if (why) this.counts.skipped++;
    if (Object.keys(this.skipped).length >= MAX_SKIPPED && !this.skipped[o.href]) return;
    this.skipped[o.href] = { etag: o.etag, title: title.slice(0, 100) || "(no title)", why: why.slice(0, 200) };
  }

  /** One object read from the calendar, applied to its event (or made a new one). */
  private async apply(o: RemoteRead, rowByHref: Row | null) {
    let obj: ReadObject;
    try {
      obj = o.read(this.zone);
    } catch (e) {
      // a task or a journal entry is no event: remembered (not read again until it changes) without a note
      this.skip(o, "", e instanceof NotAnEventError ? "" : (e as Error).message);
      return;
    }
    const row = rowByHref ?? await this.rowByUid(obj.uid);
    try {
      if (row) await this.applyTo(row, o, obj);
      else await this.create(o, obj);
      delete this.skipped[o.href];
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      this.skip(o, obj.master.summary, problemOf(e));
    }
  }

  /** The series or single event written with this UID (the row holds the whole UID, as calendar.ics.ts writes it). */
  private rowByUid(uid: string): Promise<Row | null> {
    return this.ctx.prisma.calendarEvent.findFirst({
      where: { userId: this.ctx.viewer.id, parentEventId: null, uid },
      select: { id: true, uid: true, caldavHref: true, caldavEtag: true, syncedAt: true, updatedAt: true },
    });
  }

  /** A new event of the calendar: made through the service's own create path, then its overrides and exclusions. */
  private async create(o: RemoteObject, obj: ReadObject) {
    const input = { ...masterInput(obj.master, null), reminderMinutes: 0, type: "meeting" };
    const made = await createEvent(this.as, input);
    // bookkeeping: the UID, href and ETag it has in the calendar (not a change of the event)
    await this.ctx.prisma.$executeRaw`UPDATE calendar_events SET uid = ${obj.uid}, "caldavHref" = ${o.href}, "caldavEtag" = ${o.etag},
      "externalCalendarId" = ${o.href}, "externalCalendarType" = ${this.remote.type} WHERE id = ${made.id}::uuid`;
    await this.applyOccurrences(made.id, obj);
    await this.synced(made.id, o);
    this.counts.created++;
  }

  private async applyTo(row: Row, o: RemoteObject, obj: ReadObject) {
    const found = await eventWithOverrides(this.ctx.prisma, this.ctx.viewer.id, row.id);
    if (!found) return;
    const { series, overrides } = found;
    const oursAt = Math.max(series.updatedAt.getTime(), ...overrides.map((x) => x.updatedAt.getTime()));
    // changed here since the last push or pull: a sync by hand stamps syncedAt with the app's clock just before its own
    // write's updatedAt (the database's), which is no change of ours (CLOCK_SLACK_MS)
    const oursChanged = !series.syncedAt || oursAt > series.syncedAt.getTime() + CLOCK_SLACK_MS;
    const theirsAt = Math.max(obj.master.lastModified?.getTime() ?? 0, ...obj.overrides.map((x) => x.lastModified?.getTime() ?? 0));
    if (oursChanged && theirsAt <= oursAt) {
      // both changed, ours later: ours is pushed again over theirs
      await this.note(series, `Changed in ${this.calendarName} (${describe(obj.master)}) and here: kept the newer version from Clientfolio`);
      await this.adopt(series.id, o);
      await syncEvent(this.as, series.id, this.remote.type);
      this.counts.kept++;
      return;
    }
    const before = describe({ summary: series.title, start: series.startTime });
    if (!differs(series, overrides, obj)) {
      await this.synced(series.id, o);
      return;
    }
    await this.adopt(series.id, o);
    const master = masterInput(obj.master, series);
    if (masterDiffers(series, master)) await updateEvent(this.as, series.id, master);
    await this.applyOccurrences(series.id, obj);
    if (oursChanged) await this.note(series, `Changed in ${this.calendarName} and here: kept the newer version from ${this.calendarName} (this replaced ${before})`);
    await this.synced(series.id, o);
    this.counts.updated++;
  }

  /** Its href in the calendar (matched by UID: it may have none yet). */
  private async adopt(id: string, o: RemoteObject) {
    await this.ctx.prisma.$executeRaw`UPDATE calendar_events SET "caldavHref" = ${o.href}, "externalCalendarId" = ${o.href}, "externalCalendarType" = ${this.remote.type}
      WHERE id = ${id}::uuid AND "caldavHref" IS DISTINCT FROM ${o.href}`;
  }

  /** The event is as the calendar's object: its ETag kept and its sync time now (bookkeeping: updatedAt stays). */
  private async synced(id: string, o: RemoteObject) {
    await this.ctx.prisma.$executeRaw`UPDATE calendar_events SET "caldavHref" = ${o.href}, "caldavEtag" = ${o.etag}, "syncedAt" = now(), "syncError" = NULL
      WHERE id = ${id}::uuid`;
  }

  /** A line on the event's activity (who won a conflict). */
  private async note(series: CalendarEvent, title: string) {
    await this.ctx.prisma.activity.create({ data: {
      userId: series.userId, entityType: "calendar_event", entityId: series.id, action: "updated", title: title.slice(0, 300), actor: "system",
      clientId: series.clientId, projectId: series.projectId,
    } });
  }

  /** The overrides and exclusions of the series as the object has them: removed, excluded, updated, created. */
  private async applyOccurrences(seriesId: string, obj: ReadObject) {
    const found = await eventWithOverrides(this.ctx.prisma, this.ctx.viewer.id, seriesId);
    if (!found) return;
    let { series } = found;
    const isSeries = series.isRecurring && !!series.recurrenceRule;
    const moved = new Map<number, ReadVevent>();
    const excluded = new Set(isSeries ? obj.master.exDates.map((d) => d.getTime()) : []);
    if (isSeries) {
      const overridden = new Set(found.overrides.map((x) => x.recurrenceId!.getTime()));
      for (const v of obj.overrides) {
        if (!v.recurrenceId) continue;
        if (v.status === "cancelled") excluded.add(v.recurrenceId.getTime());
        else if (overridden.has(v.recurrenceId.getTime()) || !sameAsSeries(v, obj.master)) moved.set(v.recurrenceId.getTime(), v);
      }
    }
    // overrides the object no longer has: the occurrence is the rule's again (or excluded, below)
    for (const x of found.overrides) {
      if (moved.has(x.recurrenceId!.getTime())) continue;
      await this.removeOverride(series, x);
    }
    const want = [...excluded].sort((a, b) => a - b);
    const have = series.exDates.map((d) => d.getTime()).sort((a, b) => a - b);
    if (JSON.stringify(want) !== JSON.stringify(have)) {
      series = (await eventWithOverrides(this.ctx.prisma, this.ctx.viewer.id, seriesId))!.series;
      series = await updateEventFields(this.as, series, { exDates: want.map((t) => new Date(t)) });
    }
    const kept = new Map(found.overrides.map((x) => [x.recurrenceId!.getTime(), x]));
    for (const [rid, v] of moved) {
      if (excluded.has(rid)) continue;
      const input = occurrenceInput(v);
      const existing = kept.get(rid);
      try {
        if (existing) {
          if (masterDiffers(existing, input)) await updateEvent(this.as, existing.id, input);
        } else {
          await updateEvent(this.as, seriesId, input, undefined, { occurrence: new Date(rid), scope: "this" });
        }
      } catch (e) {
        // an occurrence the rule does not have: that one is left out, the rest applied
        if (!(e instanceof ValidationError) && !(e instanceof NotFoundError)) throw e;
        this.counts.skipped++;
      }
    }
  }

  /** An override deleted: the row and its event (deleteRecorded), the series' SEQUENCE raised (bookkeeping). */
  private async removeOverride(series: CalendarEvent, x: CalendarEvent) {
    const who = this.as;
    await deleteRecorded(who.prisma, "calendar_events", who, x.id,
      { entityType: "calendar_event", action: "deleted", title: Prisma.sql`'Event deleted: ' || r.title || ' (one occurrence)'` });
    await this.ctx.prisma.$executeRaw`UPDATE calendar_events SET sequence = sequence + 1 WHERE id = ${series.id}::uuid AND "userId" = ${series.userId}::uuid`;
  }
}

/** A ValidationError's first message. */
function problemOf(e: ValidationError): string {
  return Object.values(e.fieldErrors)[0] ?? e.message;
}

const cut = (s: string | null, n: number) => (s === null ? null : [...s].slice(0, n).join(""));

/** What the calendar's master VEVENT sets of the event (the app's own fields, as stored, are kept). */
function masterInput(v: ReadVevent, row: CalendarEvent | null) {
  const link = row?.meetingLink?.trim() || null;
  let description = v.description;
  // the push appends the meeting link to the description and uses it as the location when there is none
  if (link && description) description = description.replace(new RegExp(`\\n?Join: ${escape(link)}$`), "").trim() || null;
  const location = link && v.location === link && !row?.location ? null : v.location;
  return {
    title: cut(v.summary.trim() || "(no title)", LIMITS.short)!, description: cut(description, LIMITS.long), location: cut(location, LIMITS.medium),
    startTime: v.start.toISOString(), endTime: v.end.toISOString(), isAllDay: v.allDay,
    // the rule as stored when it says the same (INTERVAL=1 or the parts' order are not a change)
    isRecurring: !!v.rrule, recurrenceRule: v.rrule && row?.recurrenceRule && sameRule(row.recurrenceRule, v.rrule) ? row.recurrenceRule : v.rrule,
    status: v.status,
    ...(v.zone ? { timeZone: v.zone } : {}),
  };
}

/** An override's fields (no rule). */
function occurrenceInput(v: ReadVevent) {
  const { isRecurring: _r, recurrenceRule: _rule, ...rest } = masterInput(v, null);
  return rest;
}

/** The parts of a rule, INTERVAL=1 left out (the default), in a fixed order. */
const ruleParts = (r: string) => r.toUpperCase().replace(/^RRULE:/, "").split(";").filter((p) => p && p !== "INTERVAL=1").sort().join(";");
const sameRule = (a: string, b: string) => ruleParts(a) === ruleParts(b);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Does applying this input change the row? */
function masterDiffers(row: CalendarEvent, input: Record<string, unknown>): boolean {
  const now: Record<string, unknown> = {
    title: row.title, description: row.description, location: row.location, startTime: row.startTime.toISOString(), endTime: row.endTime.toISOString(),
    isAllDay: row.isAllDay, isRecurring: row.isRecurring, recurrenceRule: row.isRecurring ? row.recurrenceRule?.toUpperCase() ?? null : null,
    status: row.status, timeZone: row.timeZone,
  };
  return Object.keys(input).some((k) => k in now && JSON.stringify(now[k] ?? null) !== JSON.stringify(input[k] ?? null));
}

/**
 * Does an exception say what its series says at that occurrence (its original time and length, title, notes, place
 * and status)? One the app has no override for is no override: a provider that keeps each changed instance (Google,
 * Outlook) keeps one patched back to its series as an exception that changes nothing.
 */
function sameAsSeries(v: ReadVevent, master: ReadVevent): boolean {
  return !!v.recurrenceId && v.start.getTime() === v.recurrenceId.getTime() && v.end.getTime() - v.start.getTime() === master.end.getTime() - master.start.getTime()
    && v.allDay === master.allDay && v.summary === master.summary && v.description === master.description && v.location === master.location && v.status === master.status;
}

/** Does the object differ from the series and its overrides as stored? */
function differs(series: CalendarEvent, overrides: CalendarEvent[], obj: ReadObject): boolean {
  if (masterDiffers(series, masterInput(obj.master, series))) return true;
  const overridden = new Set(overrides.map((x) => x.recurrenceId!.getTime()));
  const moved = obj.overrides.filter((o) => o.status !== "cancelled" && (overridden.has(o.recurrenceId!.getTime()) || !sameAsSeries(o, obj.master)));
  const excluded = [...new Set([...obj.master.exDates, ...obj.overrides.filter((o) => o.status === "cancelled").map((o) => o.recurrenceId!)].map((d) => d.getTime()))].sort();
  if (JSON.stringify(excluded) !== JSON.stringify(series.exDates.map((d) => d.getTime()).sort())) return true;
  if (moved.length !== overrides.length) return true;
  return moved.some((m) => {
    const x = overrides.find((o) => o.recurrenceId?.getTime() === m.recurrenceId?.getTime());
    return !x || masterDiffers(x, occurrenceInput(m));
  });
}

const describe = (v: { summary: string; start: Date }) => `"${v.summary}" at ${v.start.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export const pullScheduledJobs: ScheduledJob[] = [{
  // the workspaces' CalDAV calendars, pulled every 2 minutes (one job per due connection)
  name: PULL_SCAN, cron: "*/2 * * * *",
  policy: { retryLimit: 1, retryDelay: 10, expireInSeconds: 60 },
  run: (res) => scanCaldavPulls(res),
}];

export const pullQueues: ModuleQueue[] = [{
  name: PULL_QUEUE,
  // a server down: tried again a few times within the lease, then the next scan's lease takes over
  policy: { retryLimit: 3, retryDelay: 20, expireInSeconds: 240, concurrency: 2 },
  work: (res, job) => runPull(res, job.data as unknown as PullJob, job),
}];
