import { generateClientID, type IEnvironment, type RecordProxy, type RecordSourceSelectorProxy } from "relay-runtime";
import type { ExecutionRow_execution$data } from "./__generated__/ExecutionRow_execution.graphql";

type Run = ExecutionRow_execution$data;
type Step = Run["results"][number];

/** The fields of a run, and of its steps, that change as it runs (its pushes own them). */
const RUN_FIELDS = ["status", "completedAt", "executionTime", "errorMessage", "triggeredBy"] as const satisfies readonly (keyof Run)[];
const STEP_FIELDS = ["step", "type", "label", "status", "summary", "error", "ms", "attempts", "output", "completedAt"] as const satisfies readonly (keyof Step)[];

interface Ended {
  run: Record<(typeof RUN_FIELDS)[number], unknown>;
  steps: Record<(typeof STEP_FIELDS)[number], unknown>[];
}

/** Ended runs remembered per environment; the oldest are forgotten beyond this many. */
const MAX_REMEMBERED = 200;

const endedByEnvironment = new WeakMap<IEnvironment, Map<string, Ended>>();

/**
 * success, failed or skipped: final, until a retry starts a new attempt; waiting: past the 'running' an answer
 * describes (a waiting run pushes 'running' again when it resumes, which forgets this).
 */
function hasEnded(record: RecordProxy): boolean {
  const status = record.getValue("status");
  return status === "success" || status === "failed" || status === "skipped" || status === "waiting";
}

const valuesOf = <F extends string>(record: RecordProxy, fields: readonly F[]) =>
  Object.fromEntries(fields.map((f) => [f, record.getValue(f)])) as Record<F, unknown>;

/** Remembers a pushed run that has ended, for `keepEndedExecution`; a push of it running again forgets it. */
export function rememberPushedExecution(environment: IEnvironment, record: RecordProxy): void {
  let ended = endedByEnvironment.get(environment);
  if (!ended) endedByEnvironment.set(environment, (ended = new Map()));
  const id = record.getDataID();
  ended.delete(id);
  if (!hasEnded(record)) return;
  const steps = (record.getLinkedRecords("results") ?? []).flatMap((step) => (step ? [valuesOf(step, STEP_FIELDS)] : []));
  ended.set(id, { run: valuesOf(record, RUN_FIELDS), steps });
  if (ended.size > MAX_REMEMBERED) ended.delete(ended.keys().next().value as string);
}

/** A retry starts a new attempt: the end pushed for the previous one is no longer the run's state. */
export function forgetEndedExecution(environment: IEnvironment, id: string): void {
  endedByEnvironment.get(environment)?.delete(id);
}

/**
 * A run only moves forward (running -> success or failed). The answer to Run Now or Retry describes the run as it was
 * written ('running'), and a run can end before that answer arrives: when the live push of its end came first, the
 * older answer would put its row back to 'running' for good. Here the end that was pushed is written back over it.
 */
export function keepEndedExecution(environment: IEnvironment, store: RecordSourceSelectorProxy, id: string): void {
  const ended = endedByEnvironment.get(environment)?.get(id);
  const record = store.get(id);
  if (!ended || !record || hasEnded(record)) return;
  for (const field of RUN_FIELDS) record.setValue(ended.run[field], field);
  const steps = ended.steps.map((values, i) => {
    const stepId = generateClientID(id, "results", i);
    const step = store.get(stepId) ?? store.create(stepId, "WorkflowExecutionStep");
    for (const field of STEP_FIELDS) step.setValue(values[field], field);
    return step;
  });
  record.setLinkedRecords(steps, "results");
}
