/**
 * What the screens show of a task: its statuses, their labels and badge colours, and the one rule of open, completed
 * and overdue tasks. No Yup here, so a first screen (the dashboard's upcoming tasks) does not load the schemas;
 * task.ts re-exports all of it with the schema and the form.
 */
import { dayLabel, dayText, today } from "./day";

export const TASK_STATUSES = ["pending", "in_progress", "completed", "cancelled"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  pending: "Pending", in_progress: "In Progress", completed: "Completed", cancelled: "Cancelled",
};

/** Task status badge colours: pending yellow, in progress blue, completed green, cancelled red. */
const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  pending: "yellow", in_progress: "blue", completed: "green", cancelled: "red",
};

export function taskStatusColor(status: string | null | undefined): string {
  return (TASK_STATUS_COLORS as Record<string, string>)[status ?? ""] ?? "gray";
}

export function taskStatusLabel(status: string | null | undefined): string {
  return (TASK_STATUS_LABELS as Record<string, string>)[status || "pending"] ?? String(status);
}

type TaskLike = { status?: string | null; dueDate?: Date | string | null };

/**
 * The one rule of open and overdue tasks, for every screen, count and query (the server builds its SQL and Prisma
 * conditions from CLOSED_TASK_STATUSES): a task is open unless it is completed or cancelled, and overdue when it is
 * open and its due date (a day) is before today in the workspace's zone: a task due today is not overdue before the
 * day is over.
 */
export const CLOSED_TASK_STATUSES: readonly TaskStatus[] = ["completed", "cancelled"];

/** Closed: completed or cancelled (nothing is left to do). */
const isTaskClosed = (task: TaskLike) => (CLOSED_TASK_STATUSES as readonly (string | null | undefined)[]).includes(task.status);

/** Done (the checkbox ticked); a cancelled task is closed but not completed. */
export const isTaskCompleted = (task: TaskLike) => task.status === "completed";

export function isTaskOverdue(task: TaskLike, now: Date = new Date(), timeZone?: string | null): boolean {
  const due = dayText(task.dueDate);
  return !isTaskClosed(task) && due !== null && due < today(timeZone, now);
}

/** 'Completed', 'Overdue', otherwise 'Due {date}' (null when there is no due date). */
export function taskDueLabel(task: TaskLike, now: Date = new Date(), timeZone?: string | null): string | null {
  if (isTaskCompleted(task)) return "Completed";
  if (isTaskOverdue(task, now, timeZone)) return "Overdue";
  const due = dayLabel(task.dueDate);
  return due ? `Due ${due}` : null;
}
