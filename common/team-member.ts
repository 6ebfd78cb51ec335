import * as yup from "yup";
import { LIMITS, enumField, optionalEmail, optionalMoney, optionalText, requiredText, trimmed } from "./validation";

export const TEAM_MEMBER_STATUSES = ["active", "inactive"] as const;
export const MAX_SKILLS = 30;

/** Skills arrive as a list or as comma-separated text (the form's field); stored as a trimmed, de-duplicated list. */
const skills = yup
  .array(trimmed().max(50, "Each skill must be at most 50 characters").required())
  .transform((v: unknown, original: unknown) =>
    typeof original === "string" ? original.split(",") : Array.isArray(original) ? original : v)
  .transform((v: unknown) =>
    Array.isArray(v) ? [...new Set(v.map((s) => (typeof s === "string" ? s.trim() : s)).filter((s) => s !== ""))] : v)
  .max(MAX_SKILLS, `At most ${MAX_SKILLS} skills`)
  .default([]);

/** Team member form and API input (spec §5 Team member). */
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
