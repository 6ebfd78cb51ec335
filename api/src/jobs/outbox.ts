import crypto from "node:crypto";
import pg from "pg";
import { Prisma, type DomainEvent } from "../generated/prisma/client";
import { tenantContext, type Actor, type AppResources, type ServiceContext } from "../context";
import type { JobPolicy } from "../infra/jobs";
import { checkedEvent, dispatchedAtSql, markHandled, type EventPayload, type EventType, type EventWanted } from "../domain-events";

/**
 * Domain events (the outbox). A service that changes something other parts react to (an e-mail to send, an
 * automation trigger) writes the event with `recordEvent` inside its own transaction, so the event exists exactly
 * when the change does. After commit, `dispatchEvents` queues one job per event and handler (the job's id is derived
 * from both, so a repeated dispatch queues nothing new) and stamps `dispatchedAt`. A crash between commit and
 * dispatch leaves the event undispatched: the sweep (at worker start and every minute) dispatches it then.
 *
 * Handlers run at least once per event: a job may be retried, or run again after its worker died. A handler is
 * therefore idempotent: its database side effects go through `once` (done in one transaction with the record that
 * they were done), external ones check the state they leave behind (a message's e-mail is sent once `emailSent`).
 *
 * An event caused by handling another records it (`cause`), one level deeper; past MAX_EVENT_DEPTH an event is kept
 * but not handled, so a chain of automations that feeds itself stops.
 */
export const MAX_EVENT_DEPTH = 8;

export interface NewDomainEvent<T extends EventType> {
  type: T;
  userId: string;
  entityType: string;
  entityId: string;
  payload: EventPayload<T>;
  /** the event whose handling caused this one */
  cause?: Pick<DomainEvent, "id" | "depth"> | null;
  /** who did it (default: the system, since what records events outside a record's write is a job or a scan) */
  actor?: "user" | "automation" | "system";
}

/**
 * Writes a catalogued domain event inside the caller's transaction (like the activity log); its payload is checked
 * against the catalogue. Dispatch it after commit (an event nothing handles is written already dispatched).
 */
export async function recordEvent<T extends EventType>(tx: Prisma.TransactionClient, e: NewDomainEvent<T>): Promise<DomainEvent> {
  const payload = JSON.stringify(checkedEvent(e.type, e.payload));
  const rows = await tx.$queryRaw<DomainEvent[]>`
    INSERT INTO domain_events ("userId", type, "entityType", "entityId", payload, "causedBy", depth, actor, "dispatchedAt")
    VALUES (${e.userId}::uuid, ${e.type}, ${e.entityType}, ${e.entityId}::uuid, ${payload}::jsonb, ${e.cause?.id ?? null}::uuid,
            ${e.cause ? e.cause.depth + 1 : 0}::int, ${e.actor ?? "system"},
            ${dispatchedAtSql(e.type, { userId: Prisma.sql`${e.userId}::uuid`, payload: Prisma.sql`${payload}::jsonb` })})
    RETURNING *`;
  return rows[0];
}

/** What a handler runs with. */
export interface EventHandlerContext {
  resources: AppResources;
  event: DomainEvent;
  /** 1 for the first attempt */
  attempt: number;
  /** no retry follows if this attempt fails */
  lastAttempt: boolean;
  /**
   * Runs the handler's database side effect in one transaction with the record that it was done; when that record
   * already exists (an earlier attempt got this far), does nothing and resolves undefined.
   */
  once<T>(effect: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T | undefined>;
  /**
   * The event's workspace as a service context (`tenantContext`): the services called with it act as `actor`
   * (default: system), and the events their writes record are caused by this one, one level deeper. Null when the
   * workspace no longer exists.
   */
  workspace(actor?: Actor): Promise<ServiceContext | null>;
}

export interface EventHandler {
  /** the handler's queue (one per handler, so each has its own retry policy and its jobs their own state) */
  name: string;
  /** the event types it handles (a function: read when the modules are installed, as for "every catalogued type") */
  types: readonly EventType[] | (() => readonly EventType[]);
  /**
   * Of those, the events it wants, when not all (SQL over the event's workspace and payload, evaluated in the
   * statement that writes the event: "this workspace has an endpoint for this type"). An event no handler wants is
   * written already dispatched, and no job is queued for it; of an event some handlers want, only theirs are queued
   * (asked again at dispatch when its type has several handlers).
   */
  when?: EventWanted;
  policy: JobPolicy;
  handle(ctx: EventHandlerContext): Promise<void>;
  /** its job for an event failed the last attempt, or was lost on it: make that visible where the user looks */
  onDead?(resources: AppResources, event: DomainEvent, reason: string): Promise<void>;
}

const handlers = new Map<string, EventHandler>();
/** The types each registered handler handles, as read at its registration. */
const handledBy = new Map<string, ReadonlySet<string>>();

/** Registers an event handler (before the app starts: its queue is declared at start); the same one again is a no-op. */
export function onEvent(handler: EventHandler): void {
  if (handlers.get(handler.name) === handler) return;
  if (handlers.has(handler.name)) throw new Error(`event handler "${handler.name}" is registered twice`);
  handlers.set(handler.name, handler);
  const types = typeof handler.types === "function" ? handler.types() : handler.types;
  handledBy.set(handler.name, new Set(types));
  markHandled(types, handler.when);
}

export const eventHandlers = (): EventHandler[] => [...handlers.values()];

const handlersOf = (type: string) => eventHandlers().filter((h) => handledBy.get(h.name)?.has(type));

/** The job of one event and handler has a fixed id: a second dispatch of the same pair queues nothing. */
function jobIdOf(eventId: string, handler: string): string {
  const h = crypto.createHash("sha256").update(`${eventId}:${handler}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

type DispatchResources = Pick<AppResources, "jobs" | "prisma" | "log">;

/**
 * Queues the jobs of committed events and stamps them dispatched. Never throws: what could not be queued stays
 * undispatched for the sweep.
 */
export async function dispatchEvents(res: DispatchResources, events: DomainEvent[]): Promise<void> {
  const done: string[] = [];
  const wanted = await handlersWanting(res, events);
  for (const event of events) {
    try {
      if (event.depth > MAX_EVENT_DEPTH) {
        res.log.warn({ eventId: event.id, type: event.type, depth: event.depth }, "domain event chain too deep: the event is not handled");
      } else {
        for (const h of wanted.get(event.id) ?? handlersOf(event.type)) {
          await res.jobs.send(h.name, { eventId: event.id, handler: h.name }, { id: jobIdOf(event.id, h.name), singletonKey: `${event.id}:${h.name}` });
        }
      }
      done.push(event.id);
    } catch (err) {
      res.log.warn({ err, eventId: event.id, type: event.type }, "domain event not dispatched yet: the sweep will");
    }
  }
  if (!done.length) return;
  try {
    await res.prisma.domainEvent.updateMany({ where: { id: { in: done }, dispatchedAt: null }, data: { dispatchedAt: new Date() } });
  } catch (err) {
    // the jobs are queued; the sweep will queue them again, which their fixed ids turn into nothing
    res.log.warn({ err }, "domain events dispatched but not stamped");
  }
}

/**
 * Of each event's handlers, those that want it: a handler's `when` asked again at dispatch, for the events whose type
 * has more than one handler (an event with one was written to dispatch because that one wanted it), in one statement
 * for the batch. The writing statement only knew that some handler wanted the event: a task created in a workspace
 * with a workflow but no webhook would otherwise queue a webhook job that finds no endpoint. An event missing from the
 * answer (or every event, should the statement fail) goes to all its handlers, as before: a job too many, never one
 * too few.
 */
async function handlersWanting(res: DispatchResources, events: DomainEvent[]): Promise<Map<string, EventHandler[]>> {
  const wanted = new Map<string, EventHandler[]>();
  // by type: its handlers and the batch's events of it
  const asked = new Map<EventType, { handlers: EventHandler[]; ids: string[] }>();
  for (const event of events) {
    const type = event.type as EventType;
    const known = asked.get(type);
    if (known) { known.ids.push(event.id); continue; }
    const all = handlersOf(type);
    if (all.length > 1 && all.some((h) => h.when)) asked.set(type, { handlers: all, ids: [event.id] });
  }
  if (!asked.size) return wanted;
  try {
    const byName = new Map([...asked.values()].flatMap((a) => a.handlers.map((h) => [h.name, h] as const)));
    const d = { userId: Prisma.sql`d."userId"`, payload: Prisma.sql`d.payload` };
    const selects = [...asked].map(([type, { handlers: hs, ids }]) => {
      const names = hs.map((h) => {
        const answer = h.when ? h.when({ type, ...d }) : true;
        return answer === true ? Prisma.sql`${h.name}::text` : answer === false ? Prisma.sql`NULL::text` : Prisma.sql`CASE WHEN (${answer}) THEN ${h.name}::text END`;
      });
      return Prisma.sql`SELECT d.id::text AS id, array_remove(ARRAY[${Prisma.join(names)}], NULL) AS names FROM domain_events d WHERE d.id = ANY(${ids}::uuid[])`;
    });
    const rows = await res.prisma.$queryRaw<{ id: string; names: string[] }[]>`${Prisma.join(selects, " UNION ALL ")}`;
    for (const r of rows) wanted.set(r.id, r.names.map((n) => byName.get(n)!));
  } catch (err) {
    res.log.warn({ err }, "the handlers wanting domain events could not be asked: every handler gets them");
  }
  return wanted;
}

/**
 * Dispatches the events a write just recorded, those it recorded to dispatch: one written already dispatched (no
 * handler wanted it) queues nothing. (`dispatchEvents` itself dispatches whatever it is given, again if need be.)
 */
export function dispatchWritten(res: DispatchResources, events: DomainEvent[]): Promise<void> {
  const wanted = events.filter((e) => e.dispatchedAt === null);
  return wanted.length ? dispatchEvents(res, wanted) : Promise.resolve();
}

const inFlight = new Set<Promise<void>>();

/**
 * `dispatchEvents` off the request's path: a request that recorded events publishes its live update, answers, and
 * does not wait for the queue. Durable all the same: the events are in the outbox since the commit, and one this
 * dispatch misses (the process stops first, the queue is down) is dispatched by the sweep.
 */
export function dispatchInBackground(res: DispatchResources, events: DomainEvent[]): void {
  const wanted = events.filter((e) => e.dispatchedAt === null);
  if (!wanted.length) return;
  const p: Promise<void> = dispatchEvents(res, wanted).finally(() => inFlight.delete(p));
  inFlight.add(p);
}

/** Resolves once the background dispatches started so far are done (tests). */
export async function backgroundDispatches(): Promise<void> {
  await Promise.all([...inFlight]);
}

/**
 * Dispatches the events whose dispatch never happened (the process stopped between commit and dispatch), oldest
 * first, in batches; `graceSeconds` leaves alone the events a request is dispatching right now.
 */
export async function sweepEvents(res: DispatchResources, graceSeconds: number): Promise<number> {
  let total = 0;
  for (;;) {
    const events = await res.prisma.domainEvent.findMany({
      where: { dispatchedAt: null, createdAt: { lt: new Date(Date.now() - graceSeconds * 1000) } },
      orderBy: { createdAt: "asc" }, take: 200,
    });
    if (!events.length) break;
    await dispatchEvents(res, events);
    total += events.length;
    const stuck = await res.prisma.domainEvent.count({ where: { id: { in: events.map((e) => e.id) }, dispatchedAt: null } });
    if (stuck || events.length < 200) break;
  }
  if (total) res.log.info({ events: total }, "dispatched domain events left undispatched");
  return total;
}

/**
 * Dispatches events as soon as their transaction commits, whichever code wrote them: a trigger announces each event
 * to dispatch on the `domain_events` channel (NOTIFY is sent at commit, never for a rollback), and this process
 * queues their jobs in batches. A write that dispatches its own event (`dispatchInBackground`) may race this: the
 * job's fixed id makes the two one job. A lost connection is opened again, and what was missed meanwhile is swept.
 */
export function listenForEvents(res: DispatchResources, connectionString: string): { stop(): Promise<void> } {
  const pending = new Set<string>();
  let client: pg.Client | null = null;
  let stopped = false;
  let flushing: Promise<void> | null = null;
  let reconnect: NodeJS.Timeout | null = null;

  const flush = async () => {
    while (pending.size && !stopped) {
      const ids = [...pending].slice(0, 500);
      for (const id of ids) pending.delete(id);
      try {
        const events = await res.prisma.domainEvent.findMany({ where: { id: { in: ids }, dispatchedAt: null } });
        await dispatchEvents(res, events);
      } catch (err) {
        res.log.warn({ err }, "announced domain events not dispatched: the sweep will");
      }
    }
    flushing = null;
  };
  const connect = async () => {
    reconnect = null;
    const c = new pg.Client({ connectionString, application_name: "clientfolio-events" });
    c.on("notification", (n) => {
      if (!n.payload) return;
      pending.add(n.payload);
      flushing ??= flush();
    });
    c.on("error", (err) => {
      res.log.warn({ err }, "domain event listener lost its connection: reconnecting");
      c.end().catch(() => undefined);
      if (client === c) client = null;
      if (!stopped && !reconnect) reconnect = setTimeout(() => void connect(), 1000);
    });
    try {
      await c.connect();
      await c.query("LISTEN domain_events");
      if (stopped) { await c.end(); return; }
      client = c;
    } catch (err) {
      c.end().catch(() => undefined);
      if (!stopped) {
        res.log.warn({ err }, "domain event listener could not connect: retrying");
        reconnect ??= setTimeout(() => void connect(), 1000);
      }
    }
  };
  const started = connect();
  return {
    async stop() {
      stopped = true;
      if (reconnect) clearTimeout(reconnect);
      await started;
      await flushing;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

/** Handled events are kept for a while (automation history, investigations), then removed. */
export async function deleteOldEvents(res: Pick<AppResources, "prisma">, days: number): Promise<number> {
  const { count } = await res.prisma.domainEvent.deleteMany({ where: { dispatchedAt: { lt: new Date(Date.now() - days * 86400_000) } } });
  return count;
}

/** Runs one handler for one event: skipped when the event is gone (its workspace was deleted) or already handled. */
export async function runEventHandler(resources: AppResources, handler: EventHandler, eventId: string,
  attempt: { attempt: number; lastAttempt: boolean }): Promise<void> {
  const { prisma } = resources;
  const key = { eventId_handler: { eventId, handler: handler.name } };
  const event = await prisma.domainEvent.findUnique({ where: { id: eventId } });
  if (!event || (await prisma.handledEvent.findUnique({ where: key }))) return;
  const once = <T>(effect: (tx: Prisma.TransactionClient) => Promise<T>) => prisma.$transaction(async (tx) => {
    const marked = await tx.handledEvent.createMany({ data: [{ eventId, handler: handler.name }], skipDuplicates: true });
    return marked.count ? effect(tx) : undefined;
  });
  const workspace = (actor: Actor = "system") => tenantContext(resources, event.userId, { actor, cause: { id: event.id, depth: event.depth } });
  await handler.handle({ resources, event, ...attempt, once, workspace });
  await prisma.handledEvent.createMany({ data: [{ eventId, handler: handler.name }], skipDuplicates: true });
}

/** A handler's job is dead: its onDead makes that visible. */
export async function deadEventHandler(resources: AppResources, handlerName: unknown, eventId: unknown, reason: string): Promise<void> {
  const handler = typeof handlerName === "string" ? handlers.get(handlerName) : undefined;
  if (!handler?.onDead || typeof eventId !== "string") return;
  const event = await resources.prisma.domainEvent.findUnique({ where: { id: eventId } });
  if (event) await handler.onDead(resources, event, reason);
}
