import * as yup from "yup";
import { LIMITS, optionalText, requiredText, trimmed } from "./validation";

export const PROJECT_STATUSES = ["planning", "active", "completed", "cancelled"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Largest amount a Decimal(10,2) money column holds (spec §9). */
export const MAX_MONEY = 99_999_999.99;

export const PROJECT_STATUS_MESSAGE = "Status must be planning, active, completed or cancelled";
export const PRIORITY_MESSAGE = "Priority must be low, medium, high or urgent";
export const PROGRESS_MESSAGE = "Progress must be between 0 and 100";
export const DUE_BEFORE_START_MESSAGE = "Due date cannot be before the start date";

// ---------------------------------------------------------------------------------------------------------------
// Field helpers shared by the project and task schemas (they run in the browser and in the services alike).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: unknown): v is string => typeof v === "string" && UUID.test(v);

/** One of an enumeration; absent or null takes the default (spec §4: planning "also assumed when missing"). */
export const enumField = <T extends string>(values: readonly T[], message: string, def: T) =>
  trimmed().transform((v: unknown) => (v === null ? undefined : v)).oneOf([...values], message).default(def) as unknown as
    yup.StringSchema<T, yup.AnyObject, T, "d">;

/** A required reference to another record by UUID: empty, null or malformed all answer `message`. */
export const requiredUuid = (message: string) => trimmed().required(message).matches(UUID, { message, excludeEmptyString: false });

/** The select value forms use for "no project" / "no client" (spec §5 Task). */
export const NONE = "none";

/** An optional reference by UUID: absent, "", null and the form's 'none' all mean no reference. */
export const optionalUuid = (message: string) =>
  yup.string()
    .transform((v: unknown) => (typeof v === "string" ? (v.trim() === "" || v.trim() === NONE ? null : v.trim()) : v))
    .nullable().defined().default(null)
    .test("uuid", message, (v) => v == null || UUID.test(v));

// YYYY-MM-DD, or an ISO timestamp. A day or a timestamp without a zone is read as UTC, so the browser and the server
// read the same instant (forms send full ISO timestamps, see taskPayload).
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Parses a date as the API accepts it (a Date, YYYY-MM-DD or an ISO timestamp); null when invalid. */
export function parseDate(v: unknown): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v !== "string") return null;
  const s = v.trim();
  if (!ISO_DATE.test(s) && !ISO_TIMESTAMP.test(s)) return null;
  const d = new Date(ISO_DATE.test(s) ? `${s}T00:00:00Z` : /(Z|[+-]\d{2}:?\d{2})$/i.test(s) ? s : `${s}Z`);
  if (Number.isNaN(d.getTime())) return null;
  // reject roll-overs such as 2025-02-30
  if (ISO_DATE.test(s) && d.toISOString().slice(0, 10) !== s) return null;
  return d;
}

/** An optional date: absent, "" and null mean none; anything else must be a date (see parseDate). */
export const optionalDate = (message: string) =>
  yup.mixed<Date>()
    .transform((v: unknown) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
      return parseDate(v) ?? v;
    })
    .nullable().defined().default(null)
    .test("date", message, (v) => v == null || (v instanceof Date && !Number.isNaN(v.getTime())));

/**
 * A whole number within [min, max]: a number or a numeric string; absent, "" and null give `def` (null: optional).
 * Messages: '{label} must be a number', '{label} must be a whole number', and `rangeMessage` outside the range.
 */
export function integerField(label: string, min: number, max: number, rangeMessage: string, def: number): yup.MixedSchema<number, yup.AnyObject, number, "d">;
export function integerField(label: string, min: number, max: number, rangeMessage: string, def: null): yup.MixedSchema<number | null, yup.AnyObject, null, "d">;
export function integerField(label: string, min: number, max: number, rangeMessage: string, def: number | null) {
  return yup.mixed<number>()
    .transform((v: unknown) => {
      if (v === null || (typeof v === "string" && v.trim() === "")) return def ?? null;
      if (typeof v === "string" && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
      return v;
    })
    .nullable().default(def)
    .test("integer", "", function (v: unknown) {
      if (v == null) return def === null || this.createError({ message: `${label} must be a number` });
      if (typeof v !== "number" || !Number.isFinite(v)) return this.createError({ message: `${label} must be a number` });
      if (!Number.isInteger(v)) return this.createError({ message: `${label} must be a whole number` });
      if (v < min || v > max) return this.createError({ message: rangeMessage });
      return true;
    });
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Optional money for a Decimal(10,2) column: a number, a numeric string or a Decimal; absent, "" and null mean none.
 * The value becomes a string with two decimals ("1500.00"), exactly what the column stores.
 */
export const optionalMoney = (label: string) =>
  yup.mixed<string>()
    .transform((v: unknown) => {
      let s: unknown = v;
      if (v === undefined || v === null) return null;
      if (typeof v === "number") s = Number.isFinite(v) ? String(v) : "NaN";
      else if (typeof v === "string") s = v.trim() === "" ? null : v.trim();
      // a Prisma Decimal as stored
      else if (typeof v === "object" && typeof (v as { toFixed?: unknown }).toFixed === "function") s = (v as { toFixed(n: number): string }).toFixed(2);
      return typeof s === "string" && moneyProblem(label, s) === null ? toMoneyString(s) : s;
    })
    .nullable().defined().default(null)
    .test("money", "", function (v: unknown) {
      if (v == null) return true;
      const problem = typeof v === "string" ? moneyProblem(label, v) : `${label} must be a number`;
      return problem === null || this.createError({ message: problem });
    });

function moneyProblem(label: string, v: string): string | null {
  if (!NUMBER.test(v)) return `${label} must be a number`;
  const n = Number(v);
  if (n < 0) return `${label} cannot be negative`;
  if (n > MAX_MONEY) return `${label} must be at most 99,999,999.99`;
  if ((v.split(".")[1] ?? "").replace(/0+$/, "").length > 2) return `${label} can have at most 2 decimal places`;
  return null;
}

/** "1500" or 1500 -> "1500.00" (after validation); null stays null. */
export function toMoneyString(v: string | number | null | undefined): string | null {
  if (v == null || v === "") return null;
  const s = String(v).trim();
  if (!NUMBER.test(s)) return s;
  if (Number(s) === 0) return "0.00";
  const [int, frac = ""] = s.replace(/^\+/, "").split(".");
  return `${(int || "0").replace(/^(-?)0+(?=\d)/, "$1")}.${(frac + "00").slice(0, 2)}`;
}

// ---------------------------------------------------------------------------------------------------------------

/** Project form and API input (spec §5 Project); the same schema runs in the browser and in the service. */
export const projectSchema = yup.object({
  name: requiredText("Name is required"),
  clientId: requiredUuid("Client is required"),
  description: optionalText(LIMITS.long),
  status: enumField(PROJECT_STATUSES, PROJECT_STATUS_MESSAGE, "planning"),
  priority: enumField(PRIORITIES, PRIORITY_MESSAGE, "medium"),
  startDate: optionalDate("Start date must be a valid date"),
  dueDate: optionalDate("Due date must be a valid date").test("not-before-start", DUE_BEFORE_START_MESSAGE, function (due) {
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
// What the screens show.

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: "Planning", active: "Active", completed: "Completed", cancelled: "Cancelled",
};

/** Badge colours of spec §4: planning yellow, active green, completed blue, cancelled red. */
export const PROJECT_STATUS_COLORS: Record<ProjectStatus, string> = {
  planning: "yellow", active: "green", completed: "blue", cancelled: "red",
};

/** The badge colour of a project status; anything else (or a missing status) is grey. */
export function projectStatusColor(status: string | null | undefined): string {
  return (PROJECT_STATUS_COLORS as Record<string, string>)[status ?? ""] ?? "gray";
}

/** Label of a status; a missing status is planning (spec §4), an unknown one is shown as it is. */
export function projectStatusLabel(status: string | null | undefined): string {
  return (PROJECT_STATUS_LABELS as Record<string, string>)[status || "planning"] ?? String(status);
}

export const PRIORITY_LABELS: Record<Priority, string> = { low: "Low", medium: "Medium", high: "High", urgent: "Urgent" };

/** Priority badge colours (not fixed by the spec): low grey, medium blue, high orange, urgent red. */
export const PRIORITY_COLORS: Record<Priority, string> = { low: "gray", medium: "blue", high: "orange", urgent: "red" };

export function priorityColor(priority: string | null | undefined): string {
  return (PRIORITY_COLORS as Record<string, string>)[priority ?? ""] ?? "gray";
}

export function priorityLabel(priority: string | null | undefined): string {
  return (PRIORITY_LABELS as Record<string, string>)[priority || "medium"] ?? String(priority);
}

/** Progress as shown on cards and the dashboard: a whole percent from 0 to 100, 0 when missing (spec §2). */
export function progressPercent(progress: number | null | undefined): number {
  const n = Number(progress ?? 0);
  return Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : 0;
}

const usDate = (d: Date) => d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** 'Due {date}' or 'No due date' (dashboard Recent Projects). Project dates are calendar days, kept at UTC midnight. */
export function projectDueLabel(dueDate: Date | string | null | undefined, format: (d: Date) => string = usDate): string {
  const d = dueDate == null || dueDate === "" ? null : new Date(dueDate);
  return d && !Number.isNaN(d.getTime()) ? `Due ${format(d)}` : "No due date";
}

// ---------------------------------------------------------------------------------------------------------------
// The form (spec §5): what it holds, how it prefills from a record, what it sends.

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

const dayOf = (v: Date | string | null | undefined) => {
  const d = v == null || v === "" ? null : new Date(v);
  return d && !Number.isNaN(d.getTime()) ? d.toISOString().slice(0, 10) : "";
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
    startDate: dayOf(p.startDate), dueDate: dayOf(p.dueDate),
    budget: p.budget == null ? "" : String(p.budget), progress: progressPercent(p.progress),
  };
}

/** The body of POST/PUT /api/projects: budget as a number when present, empty dates omitted (spec §5, §7). */
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
