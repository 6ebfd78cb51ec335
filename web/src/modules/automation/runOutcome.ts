import type { ExecutionRow_execution$data } from "./__generated__/ExecutionRow_execution.graphql";
import { AUTOMATION_TEXTS } from "./texts";

type Run = Pick<ExecutionRow_execution$data, "status" | "errorMessage" | "results">;

/** success, failed and skipped are ends; running and waiting are not (a waiting run resumes by itself). */
export const hasEnded = (status: string) => status === "success" || status === "failed" || status === "skipped";

/** Why a run failed or was skipped, as the person who ran it reads it: the failing step and its reason. */
export function runReason(run: Run): string {
  const step = run.results.find((s) => s.status === "failed") ?? (run.status === "skipped" ? run.results.find((s) => s.status === "skipped") : undefined);
  const stepReason = step ? step.error || step.summary : null;
  if (run.status === "failed") {
    const reason = run.errorMessage || stepReason || AUTOMATION_TEXTS.runFailedReason;
    // the run's message may already name the step ('Step 1 failed: ...')
    if (step && !/^Step \d+/.test(reason)) return `${AUTOMATION_TEXTS.runFailedAt(step.step + 1, step.label)}: ${reason}`;
    return reason;
  }
  if (run.status === "skipped") return run.errorMessage || stepReason || AUTOMATION_TEXTS.runSkippedReason;
  return "";
}
