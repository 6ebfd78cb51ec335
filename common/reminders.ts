/**
 * Payment reminders: the workspace's `reminders` settings (the Settings card's form and the API validate with the same
 * schema), their defaults, and how a reminder's subject and message are filled for one invoice. Up to three reminders
 * relative to an invoice's due date (`days`: -3 is three days before it, 7 a week after), each with its own subject,
 * message and optional late fee, and an optional repeat every N days after the last one, until the invoice is paid.
 * They go at `sendHour` in the workspace's time zone.
 */
import * as yup from "yup";
import { integerField, trimmed } from "./validation";
import { formatCents, roundToCents, toCents } from "./money";

/** At most this many reminders (the repeats come after them). */
export const MAX_REMINDERS = 3;
/** How far from the due date a reminder may be, before or after it (days). */
const MAX_REMINDER_DAYS = 365;
/** What became of a reminder of an invoice: due and waiting for its e-mail, sent, or not sent. */
export const REMINDER_STATUSES = ["pending", "sent", "skipped"] as const;
export const LATE_FEE_TYPES = ["fixed", "percent"] as const;
type LateFeeType = (typeof LATE_FEE_TYPES)[number];
/** The placeholders a subject or message may hold, as the other templates of the product write them (`{client_name}`). */
export const REMINDER_VARIABLES = ["client", "invoice_number", "amount_due", "due_date", "pay_link"] as const;

const REMINDER_MESSAGES = {
  sendHour: "Send hour must be a whole number from 0 to 23",
  days: `Days must be a whole number from -${MAX_REMINDER_DAYS} to ${MAX_REMINDER_DAYS}`,
  sameDay: "Two reminders cannot be on the same day",
  tooMany: `At most ${MAX_REMINDERS} reminders`,
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  lateFeeType: "Late fee type must be fixed or percent",
  lateFeeValue: "Enter the late fee: an amount, or a percentage of the balance",
  lateFeePercent: "A late fee percentage must be more than 0 and at most 100",
  lateFeeFixed: "A late fee must be more than 0 and at most 99,999,999.99",
  lateFeeDecimals: "A late fee can have at most 2 decimal places",
  repeat: "Repeat every must be a whole number of days from 1 to 365, or empty",
  unknownVariable: (name: string) => `Unknown variable {${name}}: use ${REMINDER_VARIABLES.map((v) => `{${v}}`).join(", ")}`,
} as const;

export interface LateFee { type: LateFeeType; value: string }
export interface ReminderTier { days: number; subject: string; message: string; lateFee: LateFee | null }
export interface ReminderSettings { enabled: boolean; sendHour: number; reminders: ReminderTier[]; repeatEveryDays: number | null }

/** The reminders a workspace starts with (off until turned on): 3 days before, 1 day after and 7 days after the due date. */
export const DEFAULT_REMINDERS: ReminderTier[] = [
  {
    days: -3, subject: "Reminder: invoice {invoice_number} is due on {due_date}", lateFee: null,
    message: "Hello {client},\n\nA friendly reminder that invoice {invoice_number} for {amount_due} is due on {due_date}.\n\n{pay_link}\n\nThank you!",
  },
  {
    days: 1, subject: "Invoice {invoice_number} is now past due", lateFee: null,
    message: "Hello {client},\n\nInvoice {invoice_number} for {amount_due} was due on {due_date}. If you have already paid, thank you and please ignore this message.\n\n{pay_link}",
  },
  {
    days: 7, subject: "Second notice: invoice {invoice_number} is overdue", lateFee: null,
    message: "Hello {client},\n\nInvoice {invoice_number} is a week overdue: {amount_due} was due on {due_date}. Please pay it at your earliest convenience.\n\n{pay_link}",
  },
];

/** The `{name}` placeholders of a template that are not reminder variables. */
function unknownVariables(text: string): string[] {
  return [...text.matchAll(/\{\s*([a-z_]+)\s*\}/gi)].map((m) => m[1]).filter((n) => !(REMINDER_VARIABLES as readonly string[]).includes(n));
}

const template = (required: string, max: number) =>
  trimmed().required(required).max(max, `Must be at most ${max} characters`)
    .test("variables", "", function (v) {
      const unknown = typeof v === "string" ? unknownVariables(v) : [];
      return unknown.length ? this.createError({ message: REMINDER_MESSAGES.unknownVariable(unknown[0]) }) : true;
    });

const lateFeeSchema = yup.object({
  type: yup.string().oneOf([...LATE_FEE_TYPES], REMINDER_MESSAGES.lateFeeType).required(REMINDER_MESSAGES.lateFeeType),
  value: yup.mixed<string>()
    .transform((v: unknown) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? undefined : typeof v === "number" ? String(v) : v))
    .test("late-fee", "", function (v: unknown) {
      if (v === undefined) return this.createError({ message: REMINDER_MESSAGES.lateFeeValue });
      const cents = roundToCents(v);
      if (cents === null) return this.createError({ message: REMINDER_MESSAGES.lateFeeValue });
      if (toCents(v) === null) return this.createError({ message: REMINDER_MESSAGES.lateFeeDecimals });
      const type = (this.parent as { type?: unknown }).type;
      if (type === "percent" && (cents <= 0n || cents > 10_000n)) return this.createError({ message: REMINDER_MESSAGES.lateFeePercent });
      if (cents <= 0n || cents > 9_999_999_999n) return this.createError({ message: REMINDER_MESSAGES.lateFeeFixed });
      return true;
    })
    // stored and answered as decimal text with two places ("25.00", "1.50")
    .transform((v: unknown) => { const c = roundToCents(v); return c === null ? v : formatCents(c); }),
}).default(null).nullable();

const reminderTierSchema = yup.object({
  days: integerField("Days", -MAX_REMINDER_DAYS, MAX_REMINDER_DAYS, REMINDER_MESSAGES.days, 0),
  subject: template(REMINDER_MESSAGES.subjectRequired, 200),
  message: template(REMINDER_MESSAGES.messageRequired, 5000),
  lateFee: lateFeeSchema,
});

/** The `reminders` settings section: `{enabled, sendHour, reminders, repeatEveryDays}` (the API's and the form's). */
export const reminderSettingsSchema = yup.object({
  enabled: yup.boolean().transform((v: unknown) => (v === null ? undefined : v)).default(false).typeError("Enabled must be true or false"),
  sendHour: integerField("Send hour", 0, 23, REMINDER_MESSAGES.sendHour, 9),
  reminders: yup.array(reminderTierSchema).transform((v: unknown) => (v === null ? undefined : v)).default(() => DEFAULT_REMINDERS)
    .typeError("Reminders must be a list")
    .max(MAX_REMINDERS, REMINDER_MESSAGES.tooMany)
    .test("distinct-days", REMINDER_MESSAGES.sameDay, (list) => {
      const days = (list ?? []).map((r) => r?.days);
      return new Set(days).size === days.length;
    }),
  repeatEveryDays: integerField("Repeat every", 1, MAX_REMINDER_DAYS, REMINDER_MESSAGES.repeat, null),
});

/** The reminders in the order they go (by their days): reminder 1 is the first of them. */
export const orderedReminders = (list: readonly ReminderTier[]): ReminderTier[] => [...list].sort((a, b) => a.days - b.days);

/** Reminder numbers past the tiers are the repeats: 4 is the first repeat whatever the number of tiers. */
export const FIRST_REPEAT_NUMBER = MAX_REMINDERS + 1;

/** "3 days before the due date", "On the due date", "1 day after the due date". */
export function reminderWhenLabel(days: number): string {
  if (days === 0) return "On the due date";
  const n = Math.abs(days);
  return `${n} day${n === 1 ? "" : "s"} ${days < 0 ? "before" : "after"} the due date`;
}

/** The late fee in cents on a balance in cents: a fixed amount, or the percentage (half up to the cent). */
export function lateFeeCents(fee: LateFee, balanceCents: bigint): bigint {
  const value = toCents(fee.value) ?? 0n;
  if (fee.type === "fixed") return value;
  // value is hundredths of a percent: balance * value / 10000, half up
  return (balanceCents * value * 2n + 10_000n) / 20_000n;
}

export interface ReminderValues { client: string; invoice_number: string; amount_due: string; due_date: string; pay_link: string }

/** A template filled with an invoice's values (an unknown placeholder is left as written). */
export function fillReminder(text: string, values: ReminderValues): string {
  return text.replace(/\{\s*([a-z_]+)\s*\}/gi, (all, name: string) => (Object.hasOwn(values, name) ? values[name as keyof ReminderValues] : all));
}

// ---- the form ----------------------------------------------------------------------------------------------------

export interface ReminderTierFormValues { days: string; subject: string; message: string; lateFeeType: "none" | LateFeeType; lateFeeValue: string }
export interface ReminderSettingsFormValues { enabled: boolean; sendHour: string; reminders: ReminderTierFormValues[]; repeat: boolean; repeatEveryDays: string }

export function reminderSettingsFormValues(s: ReminderSettings): ReminderSettingsFormValues {
  return {
    enabled: s.enabled, sendHour: String(s.sendHour), repeat: s.repeatEveryDays !== null, repeatEveryDays: s.repeatEveryDays === null ? "7" : String(s.repeatEveryDays),
    reminders: s.reminders.map((r) => ({
      days: String(r.days), subject: r.subject, message: r.message, lateFeeType: r.lateFee?.type ?? "none", lateFeeValue: r.lateFee?.value ?? "",
    })),
  };
}

/** A new reminder row of the form: a week after the last one (or on the due date). */
export function newReminderTier(after: readonly ReminderTierFormValues[]): ReminderTierFormValues {
  const last = after.length ? Number(after[after.length - 1].days) || 0 : -1;
  const d = DEFAULT_REMINDERS[Math.min(after.length, DEFAULT_REMINDERS.length - 1)];
  return { days: String(last + 7), subject: d.subject, message: d.message, lateFeeType: "none", lateFeeValue: "" };
}

/** What the form sends (the section's input). */
export function reminderSettingsPayload(v: ReminderSettingsFormValues) {
  return {
    enabled: v.enabled,
    sendHour: v.sendHour,
    reminders: v.reminders.map((r) => ({
      days: r.days, subject: r.subject, message: r.message,
      lateFee: r.lateFeeType === "none" ? null : { type: r.lateFeeType, value: r.lateFeeValue },
    })),
    repeatEveryDays: v.repeat ? v.repeatEveryDays : null,
  };
}
