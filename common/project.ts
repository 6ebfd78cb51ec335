import * as yup from "yup";
import { dayText } from "./day";
import { PRIORITIES, PROJECT_STATUSES, progressPercent, type Priority, type ProjectStatus } from "./project-display";
import { LIMITS, optionalText, requiredText, enumField, requiredUuid, integerField, optionalMoney, optionalDay } from "./validation";

export { toMoneyString } from "./validation";
export * from "./project-display";

/**
 * completedAt follows the status, for projects and tasks alike: the server's time when the record becomes
 * completed, kept while it stays completed, null once it is not.
 */
export function completedAtFor(status: string, before: { status: string; completedAt: Date | null } | null, now: Date): Date | null {
  if (status !== "completed") return null;
  return before?.status === "completed" && before.completedAt ? before.completedAt : now;
}

const PROJECT_STATUS_MESSAGE = "Status must be planning, active, completed or cancelled";
export const PRIORITY_MESSAGE = "Priority must be low, medium, high or urgent";
const PROGRESS_MESSAGE = "Progress must be between 0 and 100";
const DUE_BEFORE_START_MESSAGE = "Due date cannot be before the start date";

/** Project form and API input; the same schema runs in the browser and in the service. */
export const projectSchema = yup.object({
  name: requiredText("Name is required"),
  clientId: requiredUuid("Client is required"),
  description: optionalText(LIMITS.long),
  status: enumField(PROJECT_STATUSES, PROJECT_STATUS_MESSAGE, "planning"),
  priority: enumField(PRIORITIES, PRIORITY_MESSAGE, "medium"),
  startDate: optionalDay("Start date must be a valid date"),
  dueDate: optionalDay("Due date must be a valid date").test("not-before-start", DUE_BEFORE_START_MESSAGE, function (due) {
    const start = (this.parent as { startDate?: unknown }).startDate;
    return !(due instanceof Date && start instanceof Date && due.getTime() < start.getTime());
  }),
  budget: optionalMoney("Budget"),
  actualCost: optionalMoney("Actual cost"),
  progress: integerField("Progress", 0, 100, PROGRESS_MESSAGE, 0),
});

export type ProjectInput = yup.InferType<typeof projectSchema>;
export const PROJECT_FIELDS = Object.keys(projectSchema.fields) as (keyof ProjectInput)[];

// ---------------------------------------------------------------------------------------------------------------
// The form: what it holds, how it prefills from a record, what it sends.

export interface ProjectFormValues {
  name: string;
  clientId: string;
  description: string;
  status: ProjectStatus;
  priority: Priority;
  /** YYYY-MM-DD or "" */
  startDate: string;
  /** YYYY-MM-DD or "" */
  dueDate: string;
  /** as typed, e.g. "1500" or "" */
  budget: string;
  progress: number;
}

export const emptyProjectForm: ProjectFormValues = {
  name: "", clientId: "", description: "", status: "planning", priority: "medium", startDate: "", dueDate: "", budget: "", progress: 0,
};

/** Prefills the edit dialog from a record (REST or GraphQL shape; clientId as the form's select uses it). */
export function projectFormValues(p: {
  name: string; clientId: string; description?: string | null; status?: string | null; priority?: string | null;
  startDate?: Date | string | null; dueDate?: Date | string | null; budget?: string | number | null; progress?: number | null;
}): ProjectFormValues {
  return {
    name: p.name, clientId: p.clientId, description: p.description ?? "",
    status: (PROJECT_STATUSES as readonly string[]).includes(p.status ?? "") ? (p.status as ProjectStatus) : "planning",
    priority: (PRIORITIES as readonly string[]).includes(p.priority ?? "") ? (p.priority as Priority) : "medium",
    startDate: dayText(p.startDate) ?? "", dueDate: dayText(p.dueDate) ?? "",
    budget: p.budget == null ? "" : String(p.budget), progress: progressPercent(p.progress),
  };
}

/** The body of POST/PUT /api/projects: budget as a number when present, empty dates omitted. */
export function projectPayload(v: ProjectFormValues) {
  const budget = v.budget.trim();
  return {
    name: v.name, clientId: v.clientId, description: v.description, status: v.status, priority: v.priority,
    ...(v.startDate ? { startDate: v.startDate } : {}),
    ...(v.dueDate ? { dueDate: v.dueDate } : {}),
    ...(budget ? { budget: Number(budget) } : {}),
    progress: v.progress,
  };
}
