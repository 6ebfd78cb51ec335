/**
 * What the screens show of a project: its statuses and priorities, their labels and badge colours, the progress and
 * the due date as the cards and the dashboard write them. No Yup here, so a first screen (the dashboard's recent
 * projects) does not load the schemas; project.ts re-exports all of it with the schema and the form.
 */
import { dayLabel } from "./day";

export const PROJECT_STATUSES = ["planning", "active", "completed", "cancelled"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type Priority = (typeof PRIORITIES)[number];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: "Planning", active: "Active", completed: "Completed", cancelled: "Cancelled",
};

/** Status badge colours: planning yellow, active green, completed blue, cancelled red. */
const PROJECT_STATUS_COLORS: Record<ProjectStatus, string> = {
  planning: "yellow", active: "green", completed: "blue", cancelled: "red",
};

/** The badge colour of a project status; anything else (or a missing status) is grey. */
export function projectStatusColor(status: string | null | undefined): string {
  return (PROJECT_STATUS_COLORS as Record<string, string>)[status ?? ""] ?? "gray";
}

/** Label of a status; a missing status is planning, an unknown one is shown as it is. */
export function projectStatusLabel(status: string | null | undefined): string {
  return (PROJECT_STATUS_LABELS as Record<string, string>)[status || "planning"] ?? String(status);
}

export const PRIORITY_LABELS: Record<Priority, string> = { low: "Low", medium: "Medium", high: "High", urgent: "Urgent" };

/** Priority badge colours: low grey, medium blue, high orange, urgent red. */
const PRIORITY_COLORS: Record<Priority, string> = { low: "gray", medium: "blue", high: "orange", urgent: "red" };

export function priorityColor(priority: string | null | undefined): string {
  return (PRIORITY_COLORS as Record<string, string>)[priority ?? ""] ?? "gray";
}

export function priorityLabel(priority: string | null | undefined): string {
  return (PRIORITY_LABELS as Record<string, string>)[priority || "medium"] ?? String(priority);
}

/** Progress as shown on cards and the dashboard: a whole percent from 0 to 100, 0 when missing. */
export function progressPercent(progress: number | null | undefined): number {
  const n = Number(progress ?? 0);
  return Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : 0;
}

/** 'Due {date}' or 'No due date' (dashboard Recent Projects); the date is a day (common/day.ts). */
export function projectDueLabel(dueDate: Date | string | null | undefined): string {
  const label = dayLabel(dueDate);
  return label ? `Due ${label}` : "No due date";
}
