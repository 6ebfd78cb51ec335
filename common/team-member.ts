import * as yup from "yup";
import { LIMITS, enumField, optionalEmail, optionalMoney, optionalText, requiredText, trimmed } from "./validation";

export const TEAM_MEMBER_STATUSES = ["active", "inactive"] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];
const MAX_SKILLS = 30;

/** Skills arrive as a list or as comma-separated text (the form's field); stored as a trimmed, de-duplicated list. */
const skills = yup
  .array(trimmed().max(50, "Each skill must be at most 50 characters").required())
  .transform((v: unknown, original: unknown) =>
    typeof original === "string" ? original.split(",") : Array.isArray(original) ? original : v)
  .transform((v: unknown) =>
    Array.isArray(v) ? [...new Set(v.map((s) => (typeof s === "string" ? s.trim() : s)).filter((s) => s !== ""))] : v)
  .max(MAX_SKILLS, `At most ${MAX_SKILLS} skills`)
  .default([]);

/** Team member form and API input; the same schema runs in the browser and in the service. */
export const teamMemberSchema = yup.object({
  name: requiredText("Name is required"),
  email: optionalEmail("Invalid email address"),
  phone: optionalText(50),
  role: optionalText(100),
  department: optionalText(100),
  hourlyRate: optionalMoney("Hourly rate"),
  bio: optionalText(LIMITS.long),
  skills,
  status: enumField(TEAM_MEMBER_STATUSES, "Status must be active or inactive", "active"),
});

export type TeamMemberInput = yup.InferType<typeof teamMemberSchema>;
export const TEAM_MEMBER_FIELDS = Object.keys(teamMemberSchema.fields) as (keyof TeamMemberInput)[];

export const TEAM_MEMBER_STATUS_LABELS: Record<TeamMemberStatus, string> = { active: "Active", inactive: "Inactive" };

// ---------------------------------------------------------------------------------------------------------------
// The form: what it holds, how it prefills from a record, what it sends.

/** The form's values: every field is text; skills are comma-separated. */
export interface TeamMemberFormValues {
  name: string;
  email: string;
  phone: string;
  role: string;
  department: string;
  hourlyRate: string;
  skills: string;
  status: string;
  bio: string;
}

export const emptyTeamMemberForm: TeamMemberFormValues = {
  name: "", email: "", phone: "", role: "", department: "", hourlyRate: "", skills: "", status: "active", bio: "",
};

/** Prefills the edit dialog from a record (REST or GraphQL shape); skills are joined with commas. */
export function teamMemberFormValues(m: {
  name: string; email?: string | null; phone?: string | null; role?: string | null; department?: string | null;
  hourlyRate?: string | null; skills?: readonly string[] | null; status?: string | null; bio?: string | null;
}): TeamMemberFormValues {
  return {
    name: m.name, email: m.email ?? "", phone: m.phone ?? "", role: m.role ?? "", department: m.department ?? "",
    hourlyRate: m.hourlyRate ?? "", skills: m.skills?.join(", ") ?? "", status: m.status ?? "active", bio: m.bio ?? "",
  };
}

/** The values as the API takes them: the schema's cast (trimmed, "" -> null, skills as a list). */
export function teamMemberPayload(values: TeamMemberFormValues): TeamMemberInput {
  return teamMemberSchema.cast(values, { stripUnknown: true }) as TeamMemberInput;
}
