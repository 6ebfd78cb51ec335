import * as yup from "yup";
import { dayDate, dayLabel, dayText, isDay, today } from "./day";
import { LIMITS, enumField, integerField, NONE, optionalText, optionalUuid, requiredText, optionalDay } from "./validation";
import { PRIORITIES, PRIORITY_MESSAGE, type Priority } from "./project";

export { completedAtFor } from "./project";

export const TASK_STATUSES = ["pending", "in_progress", "completed", "cancelled"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

const TASK_STATUS_MESSAGE = "Status must be pending, in progress, completed or cancelled";
export const PROJECT_OF_OTHER_CLIENT_MESSAGE = "This project belongs to another client";
/** Upper bound of estimated and actual hours, so a typo cannot overflow the integer column. */
const MAX_HOURS = 100_000;

/** Task form and API input; the same schema runs in the browser and in the service. */
export const taskSchema = yup.object({
  title: requiredText("Title is required"),
  description: optionalText(LIMITS.long),
  status: enumField(TASK_STATUSES, TASK_STATUS_MESSAGE, "pending"),
  priority: enumField(PRIORITIES, PRIORITY_MESSAGE, "medium"),
  // the form's 'none' means no project / no client / unassigned
  projectId: optionalUuid("Select a valid project"),
  clientId: optionalUuid("Select a valid client"),
  assigneeId: optionalUuid("Select a valid team member"),
  dueDate: optionalDay("Due date must be a valid date"),
  estimatedHours: integerField("Estimated hours", 0, MAX_HOURS, `Estimated hours must be between 0 and ${MAX_HOURS}`, null),
  actualHours: integerField("Actual hours", 0, MAX_HOURS, `Actual hours must be between 0 and ${MAX_HOURS}`, null),
});

export type TaskInput = yup.InferType<typeof taskSchema>;
export const TASK_FIELDS = Object.keys(taskSchema.fields) as (keyof TaskInput)[];

// ---------------------------------------------------------------------------------------------------------------
// What the screens show.

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

/** The body of the checkbox toggle (PUT /api/tasks/{id}); the server sets completedAt to its own time. */
export function taskTogglePayload(task: { status?: string | null }, now: Date = new Date()) {
  return isTaskCompleted(task) ? { status: "pending" as const, completedAt: null } : { status: "completed" as const, completedAt: now.toISOString() };
}

// ---------------------------------------------------------------------------------------------------------------
// The form: what it holds, how it prefills from a record, what it sends.

export interface TaskFormValues {
  title: string;
  description: string;
  status: TaskStatus;
  priority: Priority;
  /** a project id or 'none' */
  projectId: string;
  /** a client id or 'none' */
  clientId: string;
  /** a team member id or 'none' (unassigned) */
  assigneeId: string;
  /** YYYY-MM-DD (a date input) or "" */
  dueDate: string;
  /** as typed, "" when empty */
  estimatedHours: string;
}

export const emptyTaskForm: TaskFormValues = {
  title: "", description: "", status: "pending", priority: "medium", projectId: NONE, clientId: NONE, assigneeId: NONE, dueDate: "",
  estimatedHours: "",
};

/** Prefills the edit dialog from a record. */
export function taskFormValues(t: {
  title: string; description?: string | null; status?: string | null; priority?: string | null;
  projectId?: string | null; clientId?: string | null; assigneeId?: string | null; dueDate?: Date | string | null;
  estimatedHours?: number | null;
}): TaskFormValues {
  return {
    title: t.title, description: t.description ?? "",
    status: (TASK_STATUSES as readonly string[]).includes(t.status ?? "") ? (t.status as TaskStatus) : "pending",
    priority: (PRIORITIES as readonly string[]).includes(t.priority ?? "") ? (t.priority as Priority) : "medium",
    projectId: t.projectId || NONE, clientId: t.clientId || NONE, assigneeId: t.assigneeId || NONE,
    dueDate: dayText(t.dueDate) ?? "",
    estimatedHours: t.estimatedHours == null ? "" : String(t.estimatedHours),
  };
}

/**
 * The body of POST/PUT /api/tasks: 'none' omitted, dueDate as a full ISO timestamp (00:00 UTC of the day picked, which
 * the API reads as that day: common/day.ts), estimatedHours as an integer.
 */
export function taskPayload(v: TaskFormValues) {
  const day = v.dueDate.trim();
  // an unreadable value goes as typed, so the server answers with its message
  const dueDate = !day ? undefined : isDay(day) ? dayDate(day).toISOString() : day;
  const hours = v.estimatedHours.trim();
  return {
    title: v.title, description: v.description, status: v.status, priority: v.priority,
    ...(v.projectId && v.projectId !== NONE ? { projectId: v.projectId } : {}),
    ...(v.clientId && v.clientId !== NONE ? { clientId: v.clientId } : {}),
    ...(v.assigneeId && v.assigneeId !== NONE ? { assigneeId: v.assigneeId } : {}),
    ...(dueDate ? { dueDate } : {}),
    ...(hours ? { estimatedHours: Math.trunc(Number(hours)) } : {}),
  };
}
