import * as yup from "yup";
import { dayDate, dayText, isDay } from "./day";
import { LIMITS, enumField, integerField, NONE, optionalText, optionalUuid, requiredText, optionalDay } from "./validation";
import { PRIORITIES, PRIORITY_MESSAGE, type Priority } from "./project";
import { TASK_STATUSES, isTaskCompleted, type TaskStatus } from "./task-display";

export { completedAtFor } from "./project";
export * from "./task-display";

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
