// The screen's own display helpers, equal to those of common/automation.ts (their test compares them): that file
// holds the Yup rules as well, which load with the workflow dialog only, not with the screen.

/** 'client_created' -> 'client created' (underscores shown as spaces). */
export const spaced = (s: string | null | undefined) => (s ?? "").replace(/_/g, " ");

const STATUS_COLORS: Readonly<Record<string, string>> = { success: "green", failed: "red", running: "blue" };

/** A run's (or a step's) status colour: success green, failed red, running blue, anything else grey. */
export const executionStatusColor = (status: string) => STATUS_COLORS[status] ?? "gray";

export const UNKNOWN_WORKFLOW = "Unknown Workflow";

/** A moment as the screen shows it: 'Nov 27, 2026, 9:05 AM' (the browser's zone); '-' when there is none. */
export function formatMoment(value: unknown): string {
  if (typeof value !== "string" || !value) return "-";
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return "-";
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }).format(d);
}

/**
 * The record id inside a Relay global id ('VGVhbU1lbWJlcjp1dWlk' -> 'uuid'): a team member is stored in an action's
 * config by its own id, while GraphQL lists it by its global id.
 */
export function localId(globalId: string): string {
  try {
    const decoded = atob(globalId);
    const at = decoded.indexOf(":");
    return at > 0 ? decoded.slice(at + 1) : globalId;
  } catch {
    return globalId;
  }
}

/** A run's name as shown: the workflow's name when it started, or 'Unknown Workflow'. */
export const executionName = (workflowName: string | null | undefined) => workflowName || UNKNOWN_WORKFLOW;
