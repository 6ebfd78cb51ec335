import * as yup from "yup";
import { LIMITS, NONE, enumField, optionalText, optionalUuid, requiredUuid, requiredDay, optionalDay } from "./validation";
import { addDays, dayDate, type Day } from "./day";
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from "./money";
import { INVOICE_MESSAGES, MAX_INVOICE_ITEMS, amountText, emptyInvoiceItem, invoiceItemSchema, taxRateField, type InvoiceItemFormValues } from "./invoice";

/*
 * Recurring invoices: a profile that makes one invoice per period (weekly, monthly, quarterly or yearly, every
 * `interval` of them) from its start date, on the workspace's calendar, at `sendHour` in the workspace's time zone.
 * The period dates are computed here for the forms and the service, and in SQL by the generator (the same rule).
 */

export const RECURRING_FREQUENCIES = ["weekly", "monthly", "quarterly", "yearly"] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

/** active: makes its invoices; paused: makes none (its periods meanwhile are skipped); finished: past its end. */
export const RECURRING_STATUSES = ["active", "paused", "finished"] as const;

const MAX_INTERVAL = 52;
const MAX_COUNT = 1000;
const MAX_DUE_IN_DAYS = 365;
const DEFAULT_SEND_HOUR = 9;
const DEFAULT_DUE_IN_DAYS = 30;

const RECURRING_MESSAGES = {
  clientRequired: INVOICE_MESSAGES.clientRequired,
  frequency: "Frequency must be weekly, monthly, quarterly or yearly",
  interval: `Repeat every must be a whole number from 1 to ${MAX_INTERVAL}`,
  startDateRequired: "Start date is required",
  endBeforeStart: "End date cannot be before the start date",
  count: `Number of invoices must be a whole number from 1 to ${MAX_COUNT}`,
  sendHour: "Send hour must be a whole number from 0 to 23",
  dueInDays: `Due in days must be a whole number from 0 to ${MAX_DUE_IN_DAYS}`,
  currency: INVOICE_MESSAGES.currency,
} as const;

/** A whole number from `min` to `max` (a number or its digits as text); absent is `def` (null: none). */
const wholeNumber = (min: number, max: number, message: string, def: number | null) =>
  yup.mixed<number>()
    .transform((v: unknown) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return def;
      if (typeof v === "string" && /^\s*[-+]?\d{1,9}\s*$/.test(v)) return Number(v);
      return v;
    })
    .nullable()
    .default(def)
    .test("whole", message, (v: unknown) => (v === null ? def === null : typeof v === "number" && Number.isInteger(v) && v >= min && v <= max));
const required = <T>(s: T) => s as unknown as yup.MixedSchema<number, yup.AnyObject, number, "d">;
const optional = <T>(s: T) => s as unknown as yup.MixedSchema<number | null, yup.AnyObject, null, "d">;

/** A yes/no that also takes "true"/"false" (a form's checkbox); absent is `def`. */
const flag = (def: boolean, label: string) =>
  yup.boolean().transform((v: unknown) => (v === "true" ? true : v === "false" ? false : v === null ? undefined : v))
    .typeError(`${label} must be true or false`).default(def) as unknown as yup.BooleanSchema<boolean, yup.AnyObject, boolean, "d">;

/** The end date: none, or a day not before the start date. */
const endDateField = () => optionalDay("End date must be a valid date")
    .test("not-before-start", RECURRING_MESSAGES.endBeforeStart, function (end) {
      const start = (this.parent as { startDate?: unknown }).startDate;
      return !(end instanceof Date && start instanceof Date && end.getTime() < start.getTime());
    });
/** The number of invoices it makes: none, or a whole number. */
const countField = () => optional(wholeNumber(1, MAX_COUNT, RECURRING_MESSAGES.count, null));

/** A recurring profile's input (REST body and GraphQL input); the same schema runs in the browser and in the service. */
export const recurringInvoiceSchema = yup.object({
  clientId: requiredUuid(RECURRING_MESSAGES.clientRequired),
  projectId: optionalUuid("Project must be a valid id"),
  items: yup.array(invoiceItemSchema.omit(["amount"]))
    .transform((v: unknown) => (v === null ? undefined : v))
    .required(INVOICE_MESSAGES.itemsRequired)
    .min(1, INVOICE_MESSAGES.itemsRequired)
    .max(MAX_INVOICE_ITEMS, `A recurring invoice can have at most ${MAX_INVOICE_ITEMS} items`),
  taxRate: taxRateField(),
  currency: enumField(CURRENCIES, RECURRING_MESSAGES.currency, DEFAULT_CURRENCY),
  notes: optionalText(LIMITS.long),
  frequency: enumField(RECURRING_FREQUENCIES, RECURRING_MESSAGES.frequency, "monthly"),
  interval: required(wholeNumber(1, MAX_INTERVAL, RECURRING_MESSAGES.interval, 1)),
  startDate: requiredDay(RECURRING_MESSAGES.startDateRequired, "Start date must be a valid date"),
  endDate: endDateField(),
  /** with an end date too, it ends at whichever comes first */
  count: countField(),
  sendHour: required(wholeNumber(0, 23, RECURRING_MESSAGES.sendHour, DEFAULT_SEND_HOUR)),
  dueInDays: required(wholeNumber(0, MAX_DUE_IN_DAYS, RECURRING_MESSAGES.dueInDays, DEFAULT_DUE_IN_DAYS)),
  autoSend: flag(true, "Send automatically"),
  skipIfUnpaid: flag(false, "Skip while the previous one is unpaid"),
});

export type RecurringInvoiceInput = yup.InferType<typeof recurringInvoiceSchema>;
export const RECURRING_INVOICE_FIELDS = Object.keys(recurringInvoiceSchema.fields) as (keyof RecurringInvoiceInput)[];

// ---- the calendar ---------------------------------------------------------------------------------------------------

/** Months per step of a monthly, quarterly or yearly frequency; null for weekly. */
const monthsOf = (f: RecurringFrequency): number | null => (f === "monthly" ? 1 : f === "quarterly" ? 3 : f === "yearly" ? 12 : null);

/** The day `months` months after `day`: the same day of the month, or the month's last day when it has fewer days. */
function addMonthsClamped(day: Day, months: number): Day {
  const [y, m, d] = day.split("-").map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
}

interface Schedule {
  frequency: RecurringFrequency;
  interval: number;
  /** YYYY-MM-DD */
  startDate: Day;
}

/**
 * The first day of period `k` (0 is the start date): always counted from the start date, never from the period
 * before, so a profile on the 31st makes February's on the 28th (or 29th) and March's on the 31st again.
 */
export function periodStart(s: Schedule, k: number): Day {
  const months = monthsOf(s.frequency);
  return months === null ? addDays(s.startDate, 7 * s.interval * k) : addMonthsClamped(s.startDate, months * s.interval * k);
}

/** Whole days from `a` to `b` (YYYY-MM-DD). */
const daysBetween = (a: Day, b: Day) => Math.round((dayDate(b).getTime() - dayDate(a).getTime()) / 86_400_000);

/**
 * The first period index at or after `from` whose first day is on or after `day` (a resumed profile skips the periods
 * that started while it was paused). Computed, not counted: a profile paused for years is one step.
 */
export function firstPeriodFrom(s: Schedule, from: number, day: Day): number {
  const months = monthsOf(s.frequency);
  const step = months === null ? 7 * s.interval : months * s.interval;
  const span = months === null ? daysBetween(s.startDate, day) : (() => {
    const [y1, m1] = s.startDate.split("-").map(Number);
    const [y2, m2] = day.split("-").map(Number);
    return (y2 * 12 + m2) - (y1 * 12 + m1);
  })();
  let k = Math.max(from, Math.floor(span / step) - 1);
  while (periodStart(s, k) < day) k++;
  return Math.max(k, from);
}

/** Is period `k` within the profile's end (its end date, or its number of invoices)? */
export function withinEnd(s: Schedule & { endDate?: Day | null; count?: number | null }, k: number): boolean {
  if (s.count != null && k >= s.count) return false;
  if (s.endDate && periodStart(s, k) > s.endDate) return false;
  return true;
}

// ---- the form ------------------------------------------------------------------------------------------------------

export const RECURRING_FREQUENCY_LABELS: Record<RecurringFrequency, string> = { weekly: "Weekly", monthly: "Monthly", quarterly: "Quarterly", yearly: "Yearly" };
const UNITS: Record<RecurringFrequency, [string, string]> = { weekly: ["week", "weeks"], monthly: ["month", "months"], quarterly: ["quarter", "quarters"], yearly: ["year", "years"] };

/** The unit of "Repeat every N …" ("weeks" for a weekly profile). */
export const intervalUnit = (f: RecurringFrequency, n: number) => UNITS[f][n === 1 ? 0 : 1];

/** The schedule in words: "Monthly", "Every 2 weeks", "Every 3 years". */
export const scheduleText = (f: RecurringFrequency, interval: number) =>
  interval === 1 ? RECURRING_FREQUENCY_LABELS[f] : `Every ${interval} ${intervalUnit(f, interval)}`;

/** How a profile ends: never, on a date, or after a number of invoices. */
export const RECURRING_ENDS = ["never", "date", "count"] as const;
export type RecurringEnd = (typeof RECURRING_ENDS)[number];
export const RECURRING_END_LABELS: Record<RecurringEnd, string> = { never: "Never", date: "On a date", count: "After a number of invoices" };

/** "9:00" for hour 9 (a day's hours, 0 to 23). */
export const hourText = (h: number) => `${h}:00`;

/** The recurring invoice form's values, as typed. */
export interface RecurringFormValues {
  clientId: string;
  /** one of the client's projects, or NONE */
  projectId: string;
  currency: Currency;
  taxRate: string;
  items: InvoiceItemFormValues[];
  notes: string;
  frequency: RecurringFrequency;
  interval: string;
  /** YYYY-MM-DD */
  startDate: string;
  end: RecurringEnd;
  /** YYYY-MM-DD when it ends on a date, else "" */
  endDate: string;
  /** the number of invoices when it ends after them, else "" */
  count: string;
  sendHour: string;
  dueInDays: string;
  autoSend: boolean;
  skipIfUnpaid: boolean;
}

/** A new profile as the form opens it: monthly from `today`, sent at 9:00, due in 30 days, one item. */
export function emptyRecurringForm(today: Day): RecurringFormValues {
  return {
    clientId: "", projectId: NONE, currency: DEFAULT_CURRENCY, taxRate: "0", items: [emptyInvoiceItem()], notes: "",
    frequency: "monthly", interval: "1", startDate: today, end: "never", endDate: "", count: "",
    sendHour: String(DEFAULT_SEND_HOUR), dueInDays: String(DEFAULT_DUE_IN_DAYS), autoSend: true, skipIfUnpaid: false,
  };
}

interface RecurringRecord {
  clientId: string;
  projectId?: string | null;
  currency: string;
  taxRate: string | number;
  items: readonly { description: string; quantity: number; rate: string | number }[];
  notes?: string | null;
  frequency: string;
  interval: number;
  startDate: string;
  endDate?: string | null;
  count?: number | null;
  sendHour: number;
  dueInDays: number;
  autoSend: boolean;
  skipIfUnpaid: boolean;
}

/** Prefills the edit form from a profile (REST or GraphQL shape; clientId and projectId as the form's selects use them). */
export function recurringFormValues(r: RecurringRecord): RecurringFormValues {
  return {
    clientId: r.clientId, projectId: r.projectId ?? NONE, currency: (CURRENCIES as readonly string[]).includes(r.currency) ? (r.currency as Currency) : DEFAULT_CURRENCY,
    taxRate: amountText(r.taxRate) || "0",
    items: r.items.length ? r.items.map((i) => ({ description: i.description, quantity: String(i.quantity), rate: amountText(i.rate) || "0" })) : [emptyInvoiceItem()],
    notes: r.notes ?? "",
    frequency: (RECURRING_FREQUENCIES as readonly string[]).includes(r.frequency) ? (r.frequency as RecurringFrequency) : "monthly",
    interval: String(r.interval), startDate: r.startDate,
    end: r.endDate ? "date" : r.count != null ? "count" : "never", endDate: r.endDate ?? "", count: r.count != null ? String(r.count) : "",
    sendHour: String(r.sendHour), dueInDays: String(r.dueInDays), autoSend: r.autoSend, skipIfUnpaid: r.skipIfUnpaid,
  };
}

/** The form's values as the API takes them (the end the form chose; the other end cleared). */
export function recurringPayload(v: RecurringFormValues) {
  const projectId = v.projectId.trim();
  const whole = (text: string) => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : text.trim());
  return {
    clientId: v.clientId,
    projectId: projectId && projectId !== NONE ? projectId : null,
    items: v.items.map((i) => ({ description: i.description.trim(), quantity: whole(i.quantity) as number, rate: i.rate.trim() || "0" })),
    taxRate: v.taxRate.trim() || "0",
    currency: v.currency,
    notes: v.notes,
    frequency: v.frequency,
    interval: whole(v.interval) as number,
    startDate: v.startDate,
    endDate: v.end === "date" ? v.endDate || null : null,
    count: v.end === "count" ? (whole(v.count) as number) : null,
    sendHour: whole(v.sendHour) as number,
    dueInDays: whole(v.dueInDays) as number,
    autoSend: v.autoSend,
    skipIfUnpaid: v.skipIfUnpaid,
  };
}

const RECURRING_END_MESSAGES = { endDateRequired: "End date is required", countRequired: "Number of invoices is required" } as const;
const chosenEnd = (end: RecurringEnd) => function (this: yup.TestContext, v: unknown) {
  return (this.parent as { end?: string }).end !== end || v != null;
};

/** The form's own rules besides the profile's: the end it chose ("On a date", "After a number of invoices") needs its value. */
export const recurringFormEndFields = {
  end: yup.string().oneOf(RECURRING_ENDS),
  endDate: endDateField().test("chosen", RECURRING_END_MESSAGES.endDateRequired, chosenEnd("date")),
  count: countField().test("chosen", RECURRING_END_MESSAGES.countRequired, chosenEnd("count")),
};
