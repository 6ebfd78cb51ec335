/**
 * The domain-event outbox with real workers: handlers retried after a throw without repeating their side effect,
 * one job per event and handler whatever the number of dispatches, events left undispatched picked up by the sweep,
 * and chains of events stopped past the maximum depth.
 */
import { createTestApp, registerUser, type Session, type TestApp, waitFor } from "../../../test/harness";
import { eventsSettled } from "../../../test/settled";
import { dispatchEvents, MAX_EVENT_DEPTH, onEvent, recordEvent, sweepEvents, type EventHandlerContext } from "../outbox";
import type { EventPayload } from "../../domain-events";
import type { DomainEvent } from "../../generated/prisma/client";
import { createClient } from "../../modules/client/client.service";

/** Catalogued types nothing else handles stand for this test's events (the catalogue refuses any other). */
const BEFORE = "task.overdue";
const AFTER = "message.email_failed";
const PLAIN = "message.email_sent";
type TestType = typeof BEFORE | typeof AFTER | typeof PLAIN;
const PAYLOADS: { [T in TestType]: EventPayload<T> } = { [BEFORE]: { dueDate: "2026-01-01T00:00:00.000Z" }, [AFTER]: { reason: "test" }, [PLAIN]: {} };

const seen: Record<string, number[]> = { before: [], after: [], plain: [] };

/** Writes a notification as its side effect; the first attempt throws before the effect commits. */
onEvent({
  name: "test-throws-before-commit", types: [BEFORE], policy: { retryLimit: 3, retryDelay: 0, expireInSeconds: 30 },
  handle: async ({ event, attempt, once }: EventHandlerContext) => {
    seen.before.push(attempt);
    await once(async (tx) => {
      await tx.notification.create({ data: { userId: event.userId, type: "task_overdue", title: `effect of ${event.id}` } });
      if (attempt === 1) throw new Error("failed before the side effect committed");
    });
  },
});

/** The first attempt throws after its side effect committed. */
onEvent({
  name: "test-throws-after-commit", types: [AFTER], policy: { retryLimit: 3, retryDelay: 0, expireInSeconds: 30 },
  handle: async ({ event, attempt, once }: EventHandlerContext) => {
    seen.after.push(attempt);
    await once((tx) => tx.notification.create({ data: { userId: event.userId, type: "task_overdue", title: `effect of ${event.id}` } }));
    if (attempt === 1) throw new Error("failed after the side effect committed");
  },
});

/** Counts its runs. */
onEvent({
  name: "test-plain", types: [PLAIN], policy: { retryLimit: 0, retryDelay: 0, expireInSeconds: 30 },
  handle: async ({ attempt }: EventHandlerContext) => { seen.plain.push(attempt); },
});

/** Acts for the event's workspace through its services, as an automation step will. */
const ACTS = "project.deleted" as const;
onEvent({
  name: "test-acts-for-workspace", types: [ACTS], policy: { retryLimit: 0, retryDelay: 0, expireInSeconds: 30 },
  handle: async ({ event, workspace }: EventHandlerContext) => {
    const ctx = await workspace("automation");
    if (ctx) await createClient(ctx, { name: `Made for ${event.id}` });
  },
});

let t: TestApp;
let a: Session;
// a failed attempt is retried after its handler's retryDelay (0) at the workers' next look, not after pg-boss's backoff
beforeAll(async () => { t = await createTestApp({}, { jobs: { workers: true, pollingIntervalSeconds: 0.5, retryBackoff: false } }); });
beforeEach(async () => {
  a = await registerUser(t.app);
  for (const k of Object.keys(seen)) seen[k] = [];
});
// emptied after each test: the tests read pg-boss's jobs of each queue and count the runs of handlers that every test's
// events share, and the sweep dispatches the events of every workspace
afterEach(async () => { await t.truncate(); });
afterAll(async () => { await t.close(); });


const record = (type: TestType) => t.app.resources.prisma.$transaction((tx) =>
  recordEvent(tx, { type, payload: PAYLOADS[type], userId: a.user.id, entityType: "test", entityId: a.user.id }));

/**
 * An event whose dispatch was missed (its process stopped before it): written dispatched, so the commit announces
 * nothing (the trigger announces only events to dispatch), then marked undispatched.
 */
async function unannounced(type: TestType) {
  const [{ id }] = await t.app.resources.prisma.$queryRaw<{ id: string }[]>`
    INSERT INTO domain_events ("userId", type, "entityType", "entityId", payload, "dispatchedAt")
    VALUES (${a.user.id}::uuid, ${type}, 'test', ${a.user.id}::uuid, ${JSON.stringify(PAYLOADS[type])}::jsonb, now()) RETURNING id`;
  return t.app.resources.prisma.domainEvent.update({ where: { id }, data: { dispatchedAt: null } });
}

it("dispatches an event as soon as its transaction commits, without the sweep", async () => {
  await record(PLAIN);
  await waitFor("the handler", () => seen.plain.length > 0, 5_000);
  expect(seen.plain).toEqual([1]);
});

const jobOf = async (queue: string) => (await t.app.resources.prisma.$queryRaw<{ state: string; retry_count: number }[]>`
  SELECT state::text, retry_count FROM pgboss.job WHERE name = ${queue}`);

const effects = () => t.app.resources.prisma.notification.count({ where: { userId: a.user.id } });

describe("domain event handlers", () => {
  it("retries a handler that threw before its side effect committed, and the effect happens once", async () => {
    const event = await record(BEFORE);
    await dispatchEvents(t.app.resources, [event]);
    await waitFor("the handler to succeed", async () => (await jobOf("test-throws-before-commit"))[0]?.state === "completed");
    expect(seen.before).toEqual([1, 2]);
    expect(await effects()).toBe(1);
  });

  it("retries a handler that threw after its side effect committed, and does not repeat the effect", async () => {
    const event = await record(AFTER);
    await dispatchEvents(t.app.resources, [event]);
    await waitFor("the retry to complete", async () => (await jobOf("test-throws-after-commit"))[0]?.state === "completed");
    expect(await jobOf("test-throws-after-commit")).toEqual([{ state: "completed", retry_count: 1 }]);
    // the retry found the effect recorded: the handler was not run again
    expect(seen.after).toEqual([1]);
    expect(await effects()).toBe(1);
    // its own mark (every event is also handled by the webhooks' fan-out, which marks it for itself)
    expect(await t.app.resources.prisma.handledEvent.count({ where: { eventId: event.id, handler: "test-throws-after-commit" } })).toBe(1);
  });

  it("queues one job per event and handler however often the event is dispatched", async () => {
    // unannounced: the listener's own dispatch of an announced event could otherwise race the sweep below
    const event = await unannounced(PLAIN);
    await Promise.all([dispatchEvents(t.app.resources, [event]), dispatchEvents(t.app.resources, [event])]);
    await t.app.resources.prisma.domainEvent.update({ where: { id: event.id }, data: { dispatchedAt: null } });
    expect(await sweepEvents(t.app.resources, 0)).toBe(1);
    await waitFor("the handler", () => seen.plain.length > 0);
    // every job of the workspace's events is over: no second run can follow
    await eventsSettled(t.app, a.user.id);
    expect(seen.plain).toEqual([1]);
    expect(await jobOf("test-plain")).toHaveLength(1);
    expect((await t.app.resources.prisma.domainEvent.findUniqueOrThrow({ where: { id: event.id } })).dispatchedAt).not.toBeNull();
  });

  it("sweeps events left undispatched, and leaves alone those younger than the grace period", async () => {
    const event = await unannounced(PLAIN);
    expect(await sweepEvents(t.app.resources, 60)).toBe(0);
    expect(await sweepEvents(t.app.resources, 0)).toBe(1);
    await waitFor("the handler", () => seen.plain.length > 0);
    expect((await t.app.resources.prisma.domainEvent.findUniqueOrThrow({ where: { id: event.id } })).dispatchedAt).not.toBeNull();
  });

  it("records but does not handle an event deeper than the maximum chain depth", async () => {
    // the chain's links are of a type nothing handles (written dispatched), its last one of the handled type
    const link = (cause: DomainEvent | null) => t.app.resources.prisma.$transaction((tx) => recordEvent(tx,
      { type: "contract_template.created", payload: { record: { id: a.user.id } }, userId: a.user.id, entityType: "test", entityId: a.user.id, cause }));
    let cause = await link(null);
    for (let depth = 1; depth <= MAX_EVENT_DEPTH; depth++) cause = await link(cause);
    cause = await t.app.resources.prisma.$transaction((tx) => recordEvent(tx, { type: PLAIN, payload: {}, userId: a.user.id, entityType: "test", entityId: a.user.id, cause }));
    expect(cause.depth).toBe(MAX_EVENT_DEPTH + 1);
    expect(cause.causedBy).not.toBeNull();
    await dispatchEvents(t.app.resources, [cause]);
    // a job queued for it would have run by the time every job of the workspace's events is over
    await eventsSettled(t.app, a.user.id);
    expect(seen.plain).toEqual([]);
    expect((await t.app.resources.prisma.domainEvent.findUniqueOrThrow({ where: { id: cause.id } })).dispatchedAt).not.toBeNull();
  });

  it("lets a handler act for the event's workspace: its writes carry its actor and the event as their cause", async () => {
    const event = await t.app.resources.prisma.$transaction((tx) =>
      recordEvent(tx, { type: ACTS, payload: { record: { id: a.user.id } }, userId: a.user.id, entityType: "test", entityId: a.user.id }));
    await dispatchEvents(t.app.resources, [event]);
    let made: { id: string } | null = null;
    await waitFor("the client made by the handler", async () => !!(made = await t.app.resources.prisma.client.findFirst({ where: { userId: a.user.id } })));
    const [created] = await t.app.resources.prisma.domainEvent.findMany({ where: { entityId: made!.id } });
    expect([created.type, created.actor, created.causedBy, created.depth]).toEqual(["client.created", "automation", event.id, event.depth + 1]);
    const [line] = await t.app.resources.prisma.activity.findMany({ where: { entityId: made!.id } });
    expect(line.actor).toBe("automation");
  });
});
