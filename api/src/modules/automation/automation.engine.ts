import crypto from "node:crypto";
import { Prisma, type DomainEvent, type WorkflowExecution, type WorkflowExecutionStep } from "../../generated/prisma/client";
import { tenantContext, type AppResources, type EventCause } from "../../context";
import type { EventHandler, EventHandlerContext } from "../../jobs/outbox";
import type { Job, JobPolicy } from "../../infra/jobs";
import type { ModuleQueue, ScheduledJob } from "../../module";
import { publishSignal } from "../../pubsub";
import { isExternalSync, isUniqueViolation } from "../../db/recorded";
import { createNotification } from "../notification";
import { MAX_WORKFLOWS, STEP_POLICY_DEFAULTS, type StepPolicy, type WorkflowAction } from "@common/automation";
import { conditionsHold, type Condition } from "@common/automation-conditions";
import { ACTION_LABELS } from "@common/automation-display";
import { addDays, dayText } from "@common/day";
import { calendarDay, instantOn, safeTimeZone } from "@common/timezone";
import { ACTIONS, isPermanent } from "./automation.actions";
import { triggerRecord, workflowsStartedBy } from "./automation.conditions";
import { eventIds, resolveTriggerData, triggersOfEventType, TRIGGER_EVENT_TYPES, type TriggerData } from "./automation.trigger";
import { TAKES_TURNS } from "../../db/prisma";

/**
 * The automation engine. Three kinds of durable work, none held in memory:
 *
 * Starting runs: one job per trigger event (the outbox's `automation` handler). It starts each active workflow of the
 * workspace listening to the event whose trigger conditions hold for the record as it is now (a workflow whose
 * conditions do not hold starts no run): the execution rows are inserted in one statement, at most one per workflow
 * and event (a unique key), with the workflow's definition as it is now and the trigger's data (a snapshot: an edit
 * or a retry changes neither), and the workflows' run counts follow. Then it queues one job per run. A person's Run
 * Now or Retry is an event too (`workflow_execution.requested`) whose job queues the run's job. Runs of one event
 * never wait for each other.
 *
 * Running a run: its job (queue `automation-run`, one waiting and one running per run: the singleton key is the
 * run's id) runs its steps in order. A step is claimed by one conditional write: a worker takes it only when it is
 * new, failed with its retry due, or running with an expired lease (`leaseUntil`); the claim sets a new claim token
 * and lease, and the holder renews the lease while the action works (a bounded timer, cleared when the action ends).
 * So a step is run by one worker at a time however slow it is: a second job of the run finds the step held and ends;
 * a worker that dies lets its lease lapse and the step is taken again. Every action's side effect carries the step's
 * origin (`<run>:<step>`), unique in the outbox: an attempt whose predecessor made its write finds it and marks the
 * step done, so no retry, restart or second worker sends a second e-mail or files a second task.
 *
 * Each step has a policy (common/automation.ts: retries, doubling backoff, timeout, on failure stop or continue). A
 * failed attempt with retries left records its retry time (`retryAt`) and re-queues the run's job for then; a refusal
 * that cannot change (no client to e-mail) is not retried. A step that fails for good ends the run `failed` (stop) or
 * is recorded and passed (continue). Retry of a failed run (a person's) resumes at its failed step, with its saved
 * trigger data.
 *
 * Waits and conditions: a wait step stores its due time on the run (`resumeAt`, status `waiting`) and queues the run's
 * job for then; a scan every minute (`automation-runs-scan`, one statement) re-queues due runs whose job was lost, and
 * running runs whose job died (no live lease, no sign of life). On resume the run re-checks the workflow's conditions
 * against the record as it is now: gone or no longer matching ends it `skipped` with the reason. A condition step
 * ends the run `skipped` when it does not hold.
 *
 * Rate: a workspace starts at most `runsPerWindow` runs per window (config.automation: 600 a minute); more are started
 * in the next windows (their `startedAt` and `resumeAt`: their jobs wait for them), never dropped.
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
/** The queue of the runs' jobs. */
const RUN_QUEUE = "automation-run";
/** The scan that re-queues due and lost runs. */
const RUN_SCAN = "automation-runs-scan";
/** A running run with no live lease and no sign of life for this long has lost its job. */
const LOST_AFTER_SECONDS = 60;
/** Runs one scan re-queues at most (the next scan takes the rest). */
const SCAN_BATCH = 1000;
/** A days wait, or a wait until a date field, ends at this local hour unless the step states one. */
const WAIT_HOUR = 9;

/** A workflow's conditions as the engine reads them (`{}` and `{all: []}`: none). */
interface WorkflowConditions { all?: Condition[] }

export interface ExecutionSnapshot {
  workflow: { name: string; trigger: string; actions: WorkflowAction[]; conditions?: WorkflowConditions };
  triggerData: TriggerData;
}

export const automationHandler: EventHandler = {
  name: "automation",
  types: [...TRIGGER_EVENT_TYPES, REQUESTED],
  // a person's request always; a trigger event when its workspace has an active workflow of that trigger
  when: ({ type, userId }) => type === REQUESTED
    || Prisma.sql`EXISTS (SELECT 1 FROM workflows w WHERE w."userId" = ${userId} AND w."isActive" AND w.trigger = ANY(${triggersOfEventType(type)}::text[]))`,
  // the job only starts runs and queues theirs: short, retried a few times
  policy: { retryLimit: 3, retryDelay: 2, expireInSeconds: 60, concurrency: 4 },
  handle: (h) => handleAutomationEvent(h),
  onDead: async (res, event, reason) => {
    // the runs it started whose job never came: the scan would take them; they are ended with the reason instead
    for (const e of await runsOf(res, event)) {
      const steps = await res.prisma.workflowExecutionStep.count({ where: { executionId: e.id } });
      if (!steps) await finishExecution(res, e, "failed", `The run stopped: ${reason}`);
    }
  },
};

/** The runs' queue: one job per run (at a time), which runs its steps. */
const RUN_POLICY: JobPolicy = {
  // a failure of the job itself (the database away): retried; a step's own failures are the step policy's
  retryLimit: 5, retryDelay: 5,
  // never what protects a step (its lease does): a job that outlives this is only run again, and finds its step held
  expireInSeconds: 16 * 60,
  concurrency: 4,
};

export const automationQueues: ModuleQueue[] = [{
  name: RUN_QUEUE, policy: RUN_POLICY,
  work: (res: AppResources, job: Job<Record<string, unknown>>) => runJob(res, String(job.data.executionId)),
}];

export const automationScheduledJobs: ScheduledJob[] = [{
  name: RUN_SCAN, cron: "* * * * *", policy: { retryLimit: 1, retryDelay: 10, expireInSeconds: 120 },
  run: (res) => requeueDueRuns(res),
}];

/**
 * Queues a run's job, now or for `at`. Its id is the run's and `why` (its start, a request, a due time, a scan's
 * minute): the same reason queues one job however often it is sent. A second job of a run is harmless (its steps'
 * claims are what make each run once), only wasted.
 */
export async function queueRun(res: Pick<AppResources, "jobs">, executionId: string, why: string, at?: Date | null): Promise<void> {
  const later = at && at.getTime() > Date.now() + 500 ? at : undefined;
  const h = crypto.createHash("sha256").update(`${executionId}:${why}:${later?.toISOString() ?? ""}`).digest("hex");
  const id = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
  await res.jobs.send(RUN_QUEUE, { executionId }, { id, singletonKey: executionId, startAfter: later });
}

/** The runs an event started (or, for a request, the run it asks for) that are still to run. */
async function runsOf(res: Pick<AppResources, "prisma">, event: DomainEvent): Promise<WorkflowExecution[]> {
  const where: Prisma.WorkflowExecutionWhereInput = event.type === REQUESTED ? { id: event.entityId } : { triggerEventId: event.id };
  return res.prisma.workflowExecution.findMany({ where: { ...where, userId: event.userId, status: { in: ["running", "waiting"] } }, orderBy: { startedAt: "asc" } });
}

async function handleAutomationEvent({ resources: res, event }: EventHandlerContext): Promise<void> {
  if (event.type !== REQUESTED) {
    // a change pulled from the workspace's outside calendar starts no workflow
    if (isExternalSync(event.origin)) return;
    if (event.depth >= MAX_AUTOMATION_DEPTH) {
      res.log.info({ eventId: event.id, type: event.type, depth: event.depth }, "automation chain stopped: the event is past the last run's depth");
      return;
    }
    await startRuns(res, event);
  }
  // each run its own job (a job run again queues none twice: one waits per run)
  for (const run of await runsOf(res, event)) await queueRun(res, run.id, event.id, run.resumeAt);
}

const conditionsOf = (c: unknown): Condition[] => {
  const all = (c as WorkflowConditions | null)?.all;
  return Array.isArray(all) ? all : [];
};

/**
 * The runs of the workspace's active workflows listening to the trigger: one statement, once per workflow and event,
 * each started now or, past the workspace's rate, in the first window with room.
 */
async function startRuns(res: AppResources, event: DomainEvent): Promise<void> {
  if (!(await res.prisma.workflow.count({ where: { userId: event.userId, trigger: { in: triggersOfEventType(event.type) }, isActive: true } }))) return;
  const user = await res.prisma.user.findUnique({ where: { id: event.userId }, select: { timeZone: true } });
  if (!user) return;
  const data = await resolveTriggerData(res.prisma, event.userId, eventIds(event), user.timeZone, false,
    { entityType: event.entityType, entityId: event.entityId });
  const chosen = (await workflowsStartedBy(res.prisma, event, data)).map((w) => w.id);
  if (!chosen.length) return;
  const root = await chainRootOf(res, event);
  const { runsPerWindow, rateWindowSeconds } = res.config.automation;
  // the workflows this event has not started yet (a job run again starts none twice), oldest first
  const pending = Prisma.sql`SELECT id, name, trigger, actions, conditions, "createdAt" FROM workflows
    WHERE "userId" = ${event.userId}::uuid AND "isActive" AND id = ANY(${chosen}::uuid[])
      AND NOT EXISTS (SELECT 1 FROM workflow_executions e WHERE e."workflowId" = workflows.id AND e."triggerEventId" = ${event.id}::uuid)`;
  // the workspace's rate: the runs started in this window and queued for the next ones, counted under its lock
  const window = Prisma.sql`to_timestamp(floor(extract(epoch FROM now()) / ${rateWindowSeconds}::int) * ${rateWindowSeconds}::int)`;
  const start = async (db: Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">, room: number) => {
    await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`automation-rate:${event.userId}`}, 0))`;
    return db.$queryRaw<{ id: string }[]>`
    WITH used AS (SELECT count(*)::int AS n FROM workflow_executions
      WHERE "userId" = ${event.userId}::uuid AND "startedAt" >= ${window} AND status <> 'skipped'),
    w AS (SELECT p.*, row_number() OVER (ORDER BY p."createdAt", p.id) - 1 AS i FROM (${pending} ORDER BY "createdAt", id LIMIT ${room}) p),
    slot AS (SELECT w.*, greatest(now(), ${window} + floor((used.n + w.i) / ${runsPerWindow}::int) * make_interval(secs => ${rateWindowSeconds}::int)) AS at FROM w, used),
    x AS (INSERT INTO workflow_executions ("workflowId", "userId", "workflowName", status, "triggeredBy", "triggerType", "executionData", "triggerEventId", depth,
        "chainRootId", "startedAt", "resumeAt")
      SELECT slot.id, ${event.userId}::uuid, slot.name, 'running', 'event', slot.trigger,
             jsonb_build_object('workflow', jsonb_build_object('name', slot.name, 'trigger', slot.trigger, 'actions', slot.actions, 'conditions', slot.conditions),
               'triggerData', ${JSON.stringify(data)}::jsonb),
             ${event.id}::uuid, ${event.depth}::int, ${root}::uuid, slot.at, CASE WHEN slot.at > now() THEN slot.at END
      FROM slot
      ON CONFLICT ("workflowId", "triggerEventId") DO NOTHING
      RETURNING id, "workflowId"),
    c AS (UPDATE workflows SET "runCount" = "runCount" + 1, "lastRun" = now() FROM x WHERE workflows.id = x."workflowId")
    SELECT id FROM x`;
  };
  // the first event of a chain starts at most MAX_WORKFLOWS runs, within the budget: no chain lock
  const firstOfChain = root === event.id && MAX_WORKFLOWS <= MAX_CHAIN_RUNS;
  const { started, skipped, note } = firstOfChain
    ? { started: await res.prisma.$transaction((tx) => start(tx, MAX_CHAIN_RUNS)), skipped: [], note: null }
    : await res.prisma.$transaction(async (tx) => {
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
          SELECT w.id, ${event.userId}::uuid, w.name, 'skipped', 'event', w.trigger,
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

/**
 * The scan (every minute, and a test's call with its own clock and workspace): re-queues the runs whose job is due
 * and may be lost: waiting runs whose time has come by `now` (a clock ahead of the database's makes them due now),
 * running runs due again (a retry, a rate window) and running runs with no live lease and no sign of life for a
 * minute (their worker died). ONE statement; a run whose job waits already gets none more (one per run).
 */
export async function requeueDueRuns(res: Pick<AppResources, "prisma" | "jobs" | "log">, opts: { now?: Date; userId?: string } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const mine = opts.userId ? Prisma.sql`AND "userId" = ${opts.userId}::uuid` : Prisma.empty;
  const rows = await res.prisma.$queryRaw<{ id: string }[]>`
    WITH due AS (
      UPDATE workflow_executions SET "resumeAt" = now()
      WHERE status = 'waiting' AND "resumeAt" <= ${now}::timestamptz AND "resumeAt" > now() ${mine}
      RETURNING id)
    SELECT id FROM due
    UNION
    (SELECT x.id FROM workflow_executions x
      WHERE ((x.status = 'waiting' AND x."resumeAt" <= ${now}::timestamptz)
         OR (x.status = 'running' AND greatest(x."resumeAt", x."updatedAt") < ${now}::timestamptz - make_interval(secs => ${LOST_AFTER_SECONDS})
             AND NOT EXISTS (SELECT 1 FROM workflow_execution_steps s WHERE s."executionId" = x.id AND s.status = 'running' AND s."leaseUntil" > ${now}::timestamptz)))
        ${opts.userId ? Prisma.sql`AND x."userId" = ${opts.userId}::uuid` : Prisma.empty}
      ORDER BY x."updatedAt" LIMIT ${SCAN_BATCH})`;
  // one job per run and minute of the scan's clock
  const minute = now.toISOString().slice(0, 16);
  for (const r of rows) await queueRun(res, r.id, `scan:${minute}`);
  if (rows.length) res.log.info({ runs: rows.length }, "automation runs re-queued");
  return rows.length;
}

type StepOutcome =
  | { kind: "done" }
  | { kind: "stop"; status: "failed" | "skipped" | "waiting"; message?: string; finished?: boolean }
  | { kind: "later"; at: Date }
  | { kind: "held" };

const policyOf = (a: WorkflowAction): StepPolicy => ({ ...STEP_POLICY_DEFAULTS, ...(a.policy ?? {}) });

/** One job of a run: resumes it if it is due, then runs its steps in order until it ends, waits or a step is held. */
async function runJob(res: AppResources, executionId: string): Promise<void> {
  let run = await res.prisma.workflowExecution.findUnique({ where: { id: executionId } });
  if (!run || (run.status !== "running" && run.status !== "waiting")) return;
  const early = run.resumeAt ? run.resumeAt.getTime() - Date.now() : 0;
  if (early > 1000) {
    // early (a scan's, or a retry's job before its time): the run's job for its time
    await queueRun(res, run.id, "due", run.resumeAt);
    return;
  }
  // (a job a moment early waits that moment: a run is never started before its time)
  if (early > 0) await new Promise((r) => setTimeout(r, early));
  const snapshot = run.executionData as unknown as ExecutionSnapshot;
  if (run.status === "waiting") {
    // the wait is over: the run's record must still be there and match the workflow's conditions
    const why = await conditionsNow(res, run, conditionsOf(snapshot.workflow.conditions), true);
    if (why) {
      await finishExecution(res, run, "skipped", why, ["waiting"]);
      return;
    }
    const n = await res.prisma.workflowExecution.updateMany({ where: { id: run.id, status: "waiting" }, data: { status: "running", resumeAt: null, updatedAt: new Date() } });
    if (!n.count) return;
    run = { ...run, status: "running", resumeAt: null };
    publishExecution(res, run.userId, run.id);
  }
  // the run's writes are caused by its trigger (or the person's request that started it), one level deeper
  const causeId = run.triggerEventId ?? run.chainRootId;
  const ctx = await tenantContext(res, run.userId, { actor: "automation", cause: causeId ? { id: causeId, depth: run.depth } : null });
  if (!ctx) return;
  const steps = new Map((await res.prisma.workflowExecutionStep.findMany({ where: { executionId: run.id } })).map((s) => [s.step, s]));
  const actions = snapshot.workflow.actions ?? [];
  for (const [i, action] of actions.entries()) {
    const out = await runStep(res, run, snapshot, i, action, steps.get(i), ctx);
    if (out.kind === "done") continue;
    if (out.kind === "held") return;
    if (out.kind === "later") {
      await res.prisma.workflowExecution.updateMany({ where: { id: run.id, status: "running" }, data: { resumeAt: out.at, updatedAt: new Date() } });
      await queueRun(res, run.id, "due", out.at);
      return;
    }
    if (out.status === "waiting" || out.finished) return;
    await finishExecution(res, run, out.status, out.message ?? null);
    return;
  }
  if (run.depth >= MAX_AUTOMATION_DEPTH - 1) {
    await res.prisma.workflowExecutionStep.createMany({ skipDuplicates: true, data: [{
      executionId: run.id, step: actions.length, userId: run.userId, type: "chain_stopped", status: "skipped", completedAt: new Date(),
      output: { message: `Automation chain stopped at depth ${MAX_AUTOMATION_DEPTH}: workflows triggered by this run do not start` },
    }] });
  }
  await finishExecution(res, run, "success", null);
}

/** Why the run may not go on with its record as it is now (gone, or its conditions no longer hold), or null. */
async function conditionsNow(res: AppResources, run: WorkflowExecution, all: Condition[], recordMustExist = false): Promise<string | null> {
  const snapshot = run.executionData as unknown as ExecutionSnapshot;
  const data = snapshot.triggerData ?? { values: {} };
  // (a run with no record, Run Now on nothing, has none to be gone)
  const names = [data.entityId, data.clientId, data.projectId, data.taskId, data.invoiceId, data.contractId, data.fileId].some(Boolean);
  if (!all.length && !(recordMustExist && names)) return null;
  const record = await triggerRecord(res.prisma, run.userId, snapshot.workflow.trigger, data);
  if (!record) return all.length || names ? "Skipped: the trigger's record no longer exists" : null;
  const held = conditionsHold(all, record);
  return held.ok ? null : held.reason;
}

/** One step of the run: done already, or claimed and run here, or held by another worker, or due later. */
async function runStep(res: AppResources, run: WorkflowExecution, snapshot: ExecutionSnapshot, i: number, action: WorkflowAction,
  known: WorkflowExecutionStep | undefined, ctx: NonNullable<Awaited<ReturnType<typeof tenantContext>>>): Promise<StepOutcome> {
  const policy = policyOf(action);
  if (known?.status === "success" || known?.status === "skipped") return { kind: "done" };
  // a step that failed for good on "continue" stays failed; the run went on
  if (known?.status === "failed" && !known.retryAt && policy.onFailure === "continue") return { kind: "done" };
  if (known?.status === "failed" && known.retryAt && known.retryAt.getTime() > Date.now()) return { kind: "later", at: known.retryAt };
  if (known?.status === "running" && known.leaseUntil && known.leaseUntil.getTime() > Date.now()) return { kind: "held" };
  const lease = res.config.automation.stepLeaseSeconds;
  const token = crypto.randomUUID();
  // the claim: a new step, a failed one (its retry due, or a person's Retry of the run), or one whose holder's lease lapsed
  // and, when it is taken, the run's last sign of life (its updatedAt) in the same statement
  const [claim] = await res.prisma.$queryRaw<{ attempts: number }[]>`
    WITH claimed AS (
    INSERT INTO workflow_execution_steps ("executionId", step, "userId", type, status, attempts, "claimToken", "startedAt", "leaseUntil", input)
    SELECT ${run.id}::uuid, ${i}, ${run.userId}::uuid, ${action.type}, 'running', 1, ${token}::uuid, now(), now() + make_interval(secs => ${lease}),
           ${JSON.stringify(action.config ?? {})}::jsonb
    -- a run that ended meanwhile (its job read it running before) is not run on
    WHERE EXISTS (SELECT 1 FROM workflow_executions r WHERE r.id = ${run.id}::uuid AND r.status = 'running')
    ON CONFLICT ("executionId", step) DO UPDATE SET status = 'running', attempts = workflow_execution_steps.attempts + 1,
      "claimToken" = EXCLUDED."claimToken", "leaseUntil" = EXCLUDED."leaseUntil", "retryAt" = NULL, "startedAt" = now(),
      error = NULL, output = NULL, ms = NULL, "completedAt" = NULL
    WHERE (workflow_execution_steps.status = 'failed' AND (workflow_execution_steps."retryAt" IS NULL OR workflow_execution_steps."retryAt" <= now()))
       OR (workflow_execution_steps.status = 'running' AND coalesce(workflow_execution_steps."leaseUntil", '-infinity') < now())
    RETURNING attempts
    ), touched AS (
      UPDATE workflow_executions SET "updatedAt" = now() WHERE id = ${run.id}::uuid AND EXISTS (SELECT 1 FROM claimed)
    )
    SELECT attempts FROM claimed`;
  if (!claim) return { kind: "held" };
  publishExecution(res, run.userId, run.id);
  const origin = `${run.id}:${i}`;
  const t0 = performance.now();
  const ms = () => Math.round(performance.now() - t0);
  // an attempt that died during this step may have made its write: then the step is done
  if (claim.attempts > 1) {
    const made = await res.prisma.domainEvent.findUnique({ where: { origin }, select: { entityType: true, entityId: true } });
    if (made) {
      await recordStep(res, run, i, token, { status: "success", output: { [`${made.entityType}Id`]: made.entityId, recovered: true }, ms: null });
      return { kind: "done" };
    }
  }
  const type = action.type as string;
  if (type === "wait") return startWait(res, run, snapshot, i, token, action.config ?? {}, ms);
  if (type === "condition") {
    const all = conditionsOf(action.config);
    const why = await conditionsNow(res, run, all);
    await recordStep(res, run, i, token, { status: "success", output: why ? { met: false, reason: why } : { met: true }, ms: ms() });
    return why ? { kind: "stop", status: "skipped", message: why } : { kind: "done" };
  }
  const renew = setInterval(() => {
    void res.prisma.workflowExecutionStep.updateMany({ where: { executionId: run.id, step: i, claimToken: token, status: "running" },
      data: { leaseUntil: new Date(Date.now() + lease * 1000) } }).catch((err) => res.log.warn({ err, executionId: run.id, step: i }, "step lease not renewed"));
  }, Math.max(200, (lease * 1000) / 3));
  let timer: NodeJS.Timeout | undefined;
  try {
    const output = await Promise.race([
      ACTIONS[action.type]({ ctx: { ...ctx, origin }, config: action.config ?? {}, trigger: snapshot.triggerData, workflowName: snapshot.workflow.name }),
      new Promise<never>((_r, reject) => { timer = setTimeout(() => reject(new StepTimeout(policy.timeoutSeconds)), policy.timeoutSeconds * 1000); }),
    ]);
    await recordStep(res, run, i, token, { status: "success", output, ms: ms() });
    return { kind: "done" };
  } catch (err) {
    if (isUniqueViolation(err) && (await res.prisma.domainEvent.findUnique({ where: { origin } }))) {
      // another attempt made this step's write first: it is done
      await recordStep(res, run, i, token, { status: "success", output: { recovered: true }, ms: ms() });
      return { kind: "done" };
    }
    const message = err instanceof Error ? err.message : String(err);
    res.log.warn({ err, executionId: run.id, step: i, type: action.type, attempt: claim.attempts }, "workflow step failed");
    const retryable = !isPermanent(err) && claim.attempts <= policy.retries;
    const retryAt = retryable ? new Date(Date.now() + policy.backoffSeconds * 1000 * 2 ** (claim.attempts - 1)) : null;
    if (!retryAt && policy.onFailure === "stop") {
      // the step's failure and the run's end in one transaction: no other job of the run takes the step again
      const why = `Step ${i + 1} (${ACTION_LABELS[action.type] ?? action.type}) failed: ${message}`;
      await res.prisma.$transaction([
        res.prisma.workflowExecutionStep.updateMany({ where: { executionId: run.id, step: i, claimToken: token },
          data: { status: "failed", error: message.slice(0, 2000), ms: ms(), completedAt: new Date(), leaseUntil: null, retryAt: null } }),
        finishSql(res, run, "failed", why),
      ]);
      publishExecution(res, run.userId, run.id);
      return { kind: "stop", status: "failed", message: why, finished: true };
    }
    await recordStep(res, run, i, token, { status: "failed", error: message, ms: ms(), retryAt });
    if (retryAt) return { kind: "later", at: retryAt };
    return { kind: "done" };
  } finally {
    clearInterval(renew);
    clearTimeout(timer);
  }
}

class StepTimeout extends Error {
  constructor(seconds: number) { super(`The step took longer than its ${seconds} s limit`); }
}

/**
 * A wait step: its due time, stored on the run (status waiting, resumeAt) with the run's job queued for then. The step
 * is done (its output says until when); the run goes on once the time has come and its conditions still hold.
 */
async function startWait(res: AppResources, run: WorkflowExecution, snapshot: ExecutionSnapshot, i: number, token: string,
  config: Record<string, unknown>, ms: () => number): Promise<StepOutcome> {
  const user = await res.prisma.user.findUnique({ where: { id: run.userId }, select: { timeZone: true } });
  const zone = safeTimeZone(user?.timeZone) ?? "UTC";
  const hour = typeof config.atHour === "number" ? config.atHour : WAIT_HOUR;
  const now = new Date();
  let until: Date;
  if (typeof config.minutes === "number") until = new Date(now.getTime() + config.minutes * 60_000);
  else if (typeof config.hours === "number") until = new Date(now.getTime() + config.hours * 3_600_000);
  else if (typeof config.days === "number") until = instantOn(addDays(calendarDay(now, zone), config.days), zone, hour, 0);
  else if (typeof config.field === "string") {
    const record = await triggerRecord(res.prisma, run.userId, snapshot.workflow.trigger, snapshot.triggerData);
    const day = record ? dayText(record[config.field] as string | Date | null | undefined) : null;
    if (!day) {
      const why = record ? `Skipped: the trigger's ${config.field} is empty` : "Skipped: the trigger's record no longer exists";
      await recordStep(res, run, i, token, { status: "success", output: { skipped: why }, ms: ms() });
      return { kind: "stop", status: "skipped", message: why };
    }
    until = instantOn(addDays(day, typeof config.offsetDays === "number" ? config.offsetDays : 0), zone, hour, 0);
  } else {
    await recordStep(res, run, i, token, { status: "failed", error: "The wait states no time", ms: ms() });
    return { kind: "stop", status: "failed", message: `Step ${i + 1} (Wait) failed: the wait states no time` };
  }
  await recordStep(res, run, i, token, { status: "success", output: { until: until.toISOString() }, ms: ms() });
  if (until.getTime() <= now.getTime()) return { kind: "done" };
  const n = await res.prisma.workflowExecution.updateMany({ where: { id: run.id, status: "running" }, data: { status: "waiting", resumeAt: until, updatedAt: new Date() } });
  if (n.count) {
    publishExecution(res, run.userId, run.id);
    await queueRun(res, run.id, "due", until);
  }
  return { kind: "stop", status: "waiting" };
}

/** A step's outcome, written by the attempt holding its claim only. */
async function recordStep(res: AppResources, run: WorkflowExecution, step: number, token: string,
  r: { status: "success" | "failed"; output?: Record<string, unknown>; error?: string; ms: number | null; retryAt?: Date | null }) {
  // with the run's last sign of life (what a screen sorts and refreshes by), in one statement, then its live update
  await res.prisma.$executeRaw`
    WITH recorded AS (
      UPDATE workflow_execution_steps SET status = ${r.status}, output = ${r.output ? JSON.stringify(r.output) : null}::jsonb,
        error = ${r.error?.slice(0, 2000) ?? null}, ms = ${r.ms}::int, "completedAt" = now(), "leaseUntil" = NULL, "retryAt" = ${r.retryAt ?? null}::timestamptz
      WHERE "executionId" = ${run.id}::uuid AND step = ${step} AND "claimToken" = ${token}::uuid
    )
    UPDATE workflow_executions SET "updatedAt" = now() WHERE id = ${run.id}::uuid`;
  publishExecution(res, run.userId, run.id);
}

/** Ends a run that is still running (or waiting): its status, error, time and end. */
async function finishExecution(res: Pick<AppResources, "prisma" | "pubsub">, run: Pick<WorkflowExecution, "id" | "userId">,
  status: "success" | "failed" | "skipped", errorMessage: string | null, from: readonly string[] = ["running"]): Promise<void> {
  const n = await finishSql(res, run, status, errorMessage, from);
  if (n) publishExecution(res, run.userId, run.id);
}

function finishSql(res: Pick<AppResources, "prisma">, run: Pick<WorkflowExecution, "id">, status: "success" | "failed" | "skipped",
  errorMessage: string | null, from: readonly string[] = ["running"]) {
  return res.prisma.$executeRaw`
    UPDATE workflow_executions SET status = ${status}, "errorMessage" = ${errorMessage?.slice(0, 2000) ?? null}, "resumeAt" = NULL,
      "completedAt" = clock_timestamp(), "updatedAt" = clock_timestamp(),
      "executionTime" = greatest(0, round(extract(epoch FROM clock_timestamp() - "startedAt") * 1000))::int
    WHERE id = ${run.id}::uuid AND status = ANY(${[...from]}::text[])`;
}
