import crypto from "node:crypto";
import { Prisma, type DomainEvent, type WorkflowExecution } from "../../generated/prisma/client";
import { tenantContext, type AppResources, type EventCause } from "../../context";
import type { EventHandler, EventHandlerContext } from "../../jobs/outbox";
import { publishSignal } from "../../pubsub";
import { isUniqueViolation } from "../../db/recorded";
import { createNotification } from "../notification";
import { MAX_WORKFLOWS, type WorkflowAction, type WorkflowTrigger } from "@common/automation";
import { ACTION_LABELS } from "@common/automation-display";
import { ACTIONS, isPermanent } from "./automation.actions";
import { eventIds, resolveTriggerData, triggerOf, triggerOfType, TRIGGER_EVENT_TYPES, type TriggerData } from "./automation.trigger";
import { TAKES_TURNS } from "../../db/prisma";

/**
 * The automation engine: one durable job per event (the outbox's `automation` handler).
 *
 * A trigger event starts each active workflow of its workspace listening to it: the execution rows are inserted in
 * one statement, at most one per workflow and event (a unique key), with the workflow's definition as it is now and
 * the trigger's data (a snapshot: an edit or a retry changes neither), and the workflows' run counts follow. A
 * person's Run Now or Retry is an event too (`workflow_execution.requested`), so every run goes the same way.
 *
 * Then each run's steps, in order. A step is claimed by one conditional write (its row: attempts + 1, a claim token),
 * runs its action, and records its output or error with its time. The action's one recorded write carries the step's
 * origin, unique in the outbox: a step whose attempt died after its write is found done, and a second write is
 * refused, so no retry, restart or second worker sends a second e-mail or files a second task. A failing step is
 * retried with the job (3 attempts, backoff), from that step; a refusal that cannot change (no client to e-mail) fails
 * the run at once. A job whose worker died expires and is retried; lost on its last attempt, its runs end failed.
 *
 * Chains: a run's actions record their events one level deeper than the run's trigger. Runs are started for events
 * up to depth 2, so a chain of automations is at most 3 runs long; the third says so in its result. A chain is also
 * limited in breadth: every run carries the first event of its chain (`chainRootId`: the person's change, or their
 * Run Now), and one chain starts at most MAX_CHAIN_RUNS runs in all (N workflows of K steps feeding each other would
 * otherwise make (NK)^3). The runs are started under a lock of the chain, so the count is exact; a workflow that
 * cannot start any more gets one 'skipped' run per chain ('Skipped: limit reached ...', nothing runs) and the
 * workspace one notification.
 */

/** A chain of automation runs stops after this many. */
const MAX_AUTOMATION_DEPTH = 3;
/** The runs one change (or one Run Now) may cause in all, whatever the number of workflows and steps. */
export const MAX_CHAIN_RUNS = 100;
export const CHAIN_LIMIT_MESSAGE = `Skipped: limit reached (one change may start at most ${MAX_CHAIN_RUNS} automation runs)`;
const REQUESTED = "workflow_execution.requested";

export interface ExecutionSnapshot {
  workflow: { name: string; trigger: string; actions: WorkflowAction[] };
  triggerData: TriggerData;
}

export const automationHandler: EventHandler = {
  name: "automation",
  types: [...TRIGGER_EVENT_TYPES, REQUESTED],
  // a person's request always; a trigger event when its workspace has an active workflow of that trigger
  when: ({ type, userId }) => type === REQUESTED
    || Prisma.sql`EXISTS (SELECT 1 FROM workflows w WHERE w."userId" = ${userId} AND w."isActive" AND w.trigger = ${triggerOfType(type)})`,
  // 3 attempts about 2 and 4 s apart; a run whose worker died is taken again within a minute (expiry, then the
  // queue's maintenance every 30 s)
  policy: { retryLimit: 2, retryDelay: 2, expireInSeconds: 20, concurrency: 4 },
  handle: (h) => handleAutomationEvent(h),
  onDead: async (res, event, reason) => {
    for (const e of await runsOf(res, event)) await finishExecution(res, e, "failed", `The run stopped: ${reason}`);
  },
};

/** The runs an event started (or, for a request, the run it asks for) that are still running. */
async function runsOf(res: Pick<AppResources, "prisma">, event: DomainEvent): Promise<WorkflowExecution[]> {
  const where: Prisma.WorkflowExecutionWhereInput = event.type === REQUESTED ? { id: event.entityId } : { triggerEventId: event.id };
  return res.prisma.workflowExecution.findMany({ where: { ...where, userId: event.userId, status: "running" }, orderBy: { startedAt: "asc" } });
}

async function handleAutomationEvent({ resources: res, event, lastAttempt }: EventHandlerContext): Promise<void> {
  if (event.type !== REQUESTED) {
    const trigger = triggerOf(event);
    if (!trigger) return;
    if (event.depth >= MAX_AUTOMATION_DEPTH) {
      res.log.info({ eventId: event.id, type: event.type, depth: event.depth }, "automation chain stopped: the event is past the last run's depth");
      return;
    }
    await startRuns(res, event, trigger);
  }
  const runs = await runsOf(res, event);
  let retry: Error | null = null;
  for (const run of runs) {
    const failure = await runExecution(res, run, { id: event.id, depth: run.depth });
    if (!failure) continue;
    if (failure.permanent || lastAttempt) await finishExecution(res, run, "failed", failure.message);
    else retry ??= new Error(failure.message);
  }
  // the job is retried for the runs whose step may still succeed (the others are done and are skipped then)
  if (retry) throw retry;
}

/** The runs of the workspace's active workflows listening to the trigger: one statement, once per workflow and event. */
async function startRuns(res: AppResources, event: DomainEvent, trigger: WorkflowTrigger): Promise<void> {
  const listening = await res.prisma.workflow.count({ where: { userId: event.userId, trigger, isActive: true } });
  if (!listening) return;
  const user = await res.prisma.user.findUnique({ where: { id: event.userId }, select: { timeZone: true } });
  if (!user) return;
  const data = await resolveTriggerData(res.prisma, event.userId, eventIds(event), user.timeZone, false,
    { entityType: event.entityType, entityId: event.entityId });
  const root = await chainRootOf(res, event);
  // the workflows this event has not started yet (a job run again starts none twice), oldest first
  const pending = Prisma.sql`SELECT id, name, trigger, actions, "createdAt" FROM workflows
    WHERE "userId" = ${event.userId}::uuid AND trigger = ${trigger} AND "isActive"
      AND NOT EXISTS (SELECT 1 FROM workflow_executions e WHERE e."workflowId" = workflows.id AND e."triggerEventId" = ${event.id}::uuid)`;
  const start = (db: Pick<Prisma.TransactionClient, "$queryRaw">, room: number) => db.$queryRaw<{ id: string }[]>`
    WITH w AS (${pending} ORDER BY "createdAt", id LIMIT ${room}),
    x AS (INSERT INTO workflow_executions ("workflowId", "userId", "workflowName", status, "triggeredBy", "triggerType", "executionData", "triggerEventId", depth, "chainRootId")
      SELECT w.id, ${event.userId}::uuid, w.name, 'running', 'event', ${trigger},
             jsonb_build_object('workflow', jsonb_build_object('name', w.name, 'trigger', w.trigger, 'actions', w.actions), 'triggerData', ${JSON.stringify(data)}::jsonb),
             ${event.id}::uuid, ${event.depth}::int, ${root}::uuid
      FROM w
      ON CONFLICT ("workflowId", "triggerEventId") DO NOTHING
      RETURNING id, "workflowId"),
    c AS (UPDATE workflows SET "runCount" = "runCount" + 1, "lastRun" = now() FROM x WHERE workflows.id = x."workflowId")
    SELECT id FROM x`;
  // the first event of a chain starts at most MAX_WORKFLOWS runs, within the budget: one statement, no lock
  const firstOfChain = root === event.id && MAX_WORKFLOWS <= MAX_CHAIN_RUNS;
  const { started, skipped, note } = firstOfChain ? { started: await start(res.prisma, MAX_CHAIN_RUNS), skipped: [], note: null } : await res.prisma.$transaction(async (tx) => {
    // the chain's runs are counted and started one event at a time: the budget is exact whatever the workers
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`automation-chain:${root}`}, 0))`;
    const [{ used }] = await tx.$queryRaw<{ used: number }[]>`
      SELECT count(*)::int AS used FROM workflow_executions WHERE "chainRootId" = ${root}::uuid AND status <> 'skipped'`;
    const room = Math.max(0, MAX_CHAIN_RUNS - used);
    const started = await start(tx, room);
    const [{ remaining }] = started.length < room ? [{ remaining: 0 }] : await tx.$queryRaw<{ remaining: number }[]>`SELECT count(*)::int AS remaining FROM (${pending}) w`;
    if (remaining > 0) {
      // past the budget: one 'skipped' run per workflow and chain says which workflows did not start (nothing runs)
      const skipped = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO workflow_executions ("workflowId", "userId", "workflowName", status, "triggeredBy", "triggerType", "executionData", "triggerEventId", depth,
          "chainRootId", "errorMessage", "completedAt", "executionTime")
        SELECT w.id, ${event.userId}::uuid, w.name, 'skipped', 'event', ${trigger},
               jsonb_build_object('workflow', jsonb_build_object('name', w.name, 'trigger', w.trigger, 'actions', w.actions), 'triggerData', ${JSON.stringify(data)}::jsonb),
               ${event.id}::uuid, ${event.depth}::int, ${root}::uuid, ${CHAIN_LIMIT_MESSAGE}, now(), 0
        FROM (${pending}) w
        WHERE NOT EXISTS (SELECT 1 FROM workflow_executions e WHERE e."workflowId" = w.id AND e."chainRootId" = ${root}::uuid AND e.status = 'skipped')
        ON CONFLICT ("workflowId", "triggerEventId") DO NOTHING
        RETURNING id`;
      const n = await createNotification(tx, event.userId, {
        type: "automation", title: "Automation limit reached: some workflows did not run",
        body: `One change may start at most ${MAX_CHAIN_RUNS} automation runs; the workflows it would have started next were skipped. `
          + "Check workflows that trigger each other (a task created by one assigning a task that starts another).",
        link: "/automation", dedupeKey: `automation-chain-limit:${root}`,
      });
      if (skipped.length) res.log.warn({ eventId: event.id, chainRootId: root, skipped: skipped.length }, "automation chain limit reached: workflows skipped");
      return { started, skipped, note: n };
    }
    return { started, skipped: [] as { id: string }[], note: null };
  }, TAKES_TURNS);
  if (note) publishSignal(res.pubsub, event.userId, "notification.created", note.id);
  for (const s of [...started, ...skipped]) publishExecution(res, event.userId, s.id);
  if (started.length) publishSignal(res.pubsub, event.userId, "workflow_execution.progress");
}

/**
 * The first event of the event's chain: its causes followed up to the one no event caused (a person's change, or
 * their Run Now). Chains are at most MAX_EVENT_DEPTH long, so is the walk.
 */
async function chainRootOf(res: Pick<AppResources, "prisma">, event: Pick<DomainEvent, "id" | "causedBy">): Promise<string> {
  if (!event.causedBy) return event.id;
  const [row] = await res.prisma.$queryRaw<{ id: string }[]>`
    WITH RECURSIVE up AS (
      SELECT id, "causedBy", 0 AS n FROM domain_events WHERE id = ${event.causedBy}::uuid
      UNION ALL
      SELECT d.id, d."causedBy", up.n + 1 FROM domain_events d JOIN up ON d.id = up."causedBy" WHERE up.n < 16)
    SELECT id FROM up ORDER BY n DESC LIMIT 1`;
  return row?.id ?? event.causedBy;
}

export function publishExecution(res: Pick<AppResources, "pubsub">, userId: string, executionId: string) {
  publishSignal(res.pubsub, userId, "workflow_execution.progress", executionId);
}

interface StepFailure { message: string; permanent: boolean }

/** Runs the steps of one run not done yet; answers the failure of the step that failed, if one did. */
async function runExecution(res: AppResources, run: WorkflowExecution, cause: EventCause): Promise<StepFailure | null> {
  const snapshot = run.executionData as unknown as ExecutionSnapshot;
  const ctx = await tenantContext(res, run.userId, { actor: "automation", cause });
  if (!ctx) return null;
  const steps = new Map((await res.prisma.workflowExecutionStep.findMany({ where: { executionId: run.id } })).map((s) => [s.step, s]));
  const actions = snapshot.workflow.actions ?? [];
  for (const [i, action] of actions.entries()) {
    const done = steps.get(i);
    if (done?.status === "success") continue;
    const origin = `${run.id}:${i}`;
    // an attempt that died during this step may have made its write: then the step is done
    if (done?.status === "running") {
      const made = await res.prisma.domainEvent.findUnique({ where: { origin }, select: { entityType: true, entityId: true } });
      if (made) {
        await recordStep(res, run, i, done.claimToken, { status: "success", output: { [`${made.entityType}Id`]: made.entityId, recovered: true }, ms: null });
        continue;
      }
    }
    const token = crypto.randomUUID();
    const claimed = await res.prisma.$executeRaw`
      INSERT INTO workflow_execution_steps ("executionId", step, "userId", type, status, attempts, "claimToken", "startedAt")
      VALUES (${run.id}::uuid, ${i}, ${run.userId}::uuid, ${action.type}, 'running', 1, ${token}::uuid, now())
      ON CONFLICT ("executionId", step) DO UPDATE SET status = 'running', attempts = workflow_execution_steps.attempts + 1,
        "claimToken" = EXCLUDED."claimToken", "startedAt" = now(), error = NULL, output = NULL, ms = NULL, "completedAt" = NULL
      WHERE workflow_execution_steps.status <> 'success'`;
    if (!claimed) continue;
    await touch(res, run);
    const t0 = performance.now();
    try {
      const output = await ACTIONS[action.type]({ ctx: { ...ctx, origin }, config: action.config ?? {}, trigger: snapshot.triggerData,
        workflowName: snapshot.workflow.name });
      await recordStep(res, run, i, token, { status: "success", output, ms: Math.round(performance.now() - t0) });
    } catch (err) {
      if (isUniqueViolation(err) && (await res.prisma.domainEvent.findUnique({ where: { origin } }))) {
        // another attempt made this step's write first: it is done
        await recordStep(res, run, i, token, { status: "success", output: { recovered: true }, ms: Math.round(performance.now() - t0) });
        continue;
      }
      const message = err instanceof Error ? err.message : String(err);
      await recordStep(res, run, i, token, { status: "failed", error: message, ms: Math.round(performance.now() - t0) });
      res.log.warn({ err, executionId: run.id, step: i, type: action.type }, "workflow step failed");
      return { message: `Step ${i + 1} (${ACTION_LABELS[action.type] ?? action.type}) failed: ${message}`, permanent: isPermanent(err) };
    }
  }
  if (run.depth >= MAX_AUTOMATION_DEPTH - 1) {
    await res.prisma.workflowExecutionStep.createMany({ skipDuplicates: true, data: [{
      executionId: run.id, step: actions.length, userId: run.userId, type: "chain_stopped", status: "skipped", completedAt: new Date(),
      output: { message: `Automation chain stopped at depth ${MAX_AUTOMATION_DEPTH}: workflows triggered by this run do not start` },
    }] });
  }
  await finishExecution(res, run, "success", null);
  return null;
}

/** A step's outcome, written by the attempt holding its claim only. */
async function recordStep(res: AppResources, run: WorkflowExecution, step: number, token: string | null,
  r: { status: "success" | "failed"; output?: Record<string, unknown>; error?: string; ms: number | null }) {
  await res.prisma.workflowExecutionStep.updateMany({
    where: { executionId: run.id, step, ...(token ? { claimToken: token } : {}) },
    data: { status: r.status, output: (r.output ?? Prisma.DbNull) as Prisma.InputJsonValue, error: r.error?.slice(0, 2000) ?? null, ms: r.ms, completedAt: new Date() },
  });
  await touch(res, run);
}

/** The run's last sign of life (what a screen sorts and refreshes by), and its live update. */
async function touch(res: AppResources, run: WorkflowExecution) {
  await res.prisma.workflowExecution.updateMany({ where: { id: run.id }, data: { updatedAt: new Date() } });
  publishExecution(res, run.userId, run.id);
}

/** Ends a run that is still running: its status, error, time and end. */
async function finishExecution(res: Pick<AppResources, "prisma" | "pubsub">, run: Pick<WorkflowExecution, "id" | "userId">,
  status: "success" | "failed", errorMessage: string | null): Promise<void> {
  const n = await res.prisma.$executeRaw`
    UPDATE workflow_executions SET status = ${status}, "errorMessage" = ${errorMessage?.slice(0, 2000) ?? null},
      "completedAt" = clock_timestamp(), "updatedAt" = clock_timestamp(),
      "executionTime" = round(extract(epoch FROM clock_timestamp() - "startedAt") * 1000)::int
    WHERE id = ${run.id}::uuid AND status = 'running'`;
  if (n) publishExecution(res, run.userId, run.id);
}
