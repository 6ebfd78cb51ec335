// The screen's own display helpers; those shared with the API come from common/automation-display.ts (free of the
// validation rules, which load with the workflow dialog only).
export { executionName, executionStatusColor, spaced } from "@common/automation-display";
import { dateTimeFormat } from "@common/timezone";

/** A moment as the screen shows it: 'Nov 27, 2026, 9:05 AM' (the browser's zone); '-' when there is none. */
export function formatMoment(value: unknown): string {
  if (typeof value !== "string" || !value) return "-";
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return "-";
  return dateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }).format(d);
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
