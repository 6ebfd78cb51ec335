import * as yup from "yup";
import { LIMITS, enumField, integerField, optionalText, optionalUuid, parseDate, requiredText } from "./validation";
import { isValidTimeZone } from "./timezone";
import { WEEK_STARTS } from "./calendar-page";
import { CALENDAR_END_MS, CALENDAR_MIN_MS, DATE_RANGE_MESSAGE, recurrenceProblem } from "./recurrence";

export const EVENT_TYPES = ["meeting", "call", "deadline", "reminder"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Record<EventType, string> = { meeting: "Meeting", call: "Call", deadline: "Deadline", reminder: "Reminder" };
/** Type badge colours: meeting blue, call green, deadline red, reminder yellow. */
const EVENT_TYPE_COLORS: Record<EventType, string> = { meeting: "blue", call: "green", deadline: "red", reminder: "yellow" };

export const RECURRENCE_OPTIONS = [
  { label: "Daily", value: "FREQ=DAILY;INTERVAL=1" },
  { label: "Weekly", value: "FREQ=WEEKLY;INTERVAL=1" },
  { label: "Bi-weekly", value: "FREQ=WEEKLY;INTERVAL=2" },
  { label: "Monthly", value: "FREQ=MONTHLY;INTERVAL=1" },
  { label: "Yearly", value: "FREQ=YEARLY;INTERVAL=1" },
] as const;

export const REMINDER_OPTIONS = [
  { label: "No reminder", value: 0 },
  { label: "5 minutes before", value: 5 },
  { label: "15 minutes before", value: 15 },
  { label: "30 minutes before", value: 30 },
  { label: "1 hour before", value: 60 },
  { label: "1 day before", value: 1440 },
] as const;
export const DEFAULT_REMINDER_MINUTES = 15;

export const EVENT_COLORS = ["#1976d2", "#388e3c", "#f57c00", "#d32f2f", "#7b1fa2", "#0097a7"] as const;
export const DEFAULT_EVENT_COLOR = EVENT_COLORS[0];

const EVENT_STATUSES = ["confirmed", "tentative", "cancelled"] as const;
const EVENT_VISIBILITIES = ["private", "public"] as const;

const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
const END_AFTER_START_MESSAGE = "End time must be after the start time";
const ATTENDEE_MESSAGE = "Please enter a valid email address";
/** At most this many attendees per event (each gets an invitation, counted against the e-mail quota). */
const MAX_ATTENDEES = 50;
/** A reminder at most four weeks before. */
const MAX_REMINDER_MINUTES = 40_320;


// the browser's <input type=email> rule, plus a dot in the domain (the server's check of each attendee)
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** An attendee as the form accepts it: an e-mail address as the server checks it (a dot in the domain). */
export const isAttendeeAddress = (v: string) => {
  const email = v.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email);
};

/**
 * The recurrence rules the product writes and reads: FREQ (daily to yearly), INTERVAL, and optionally COUNT or UNTIL
 * and BYDAY / BYMONTHDAY / BYMONTH. The five options of the form are such rules.
 */
const RULE_PART = /^(FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)|INTERVAL=[1-9]\d{0,2}|COUNT=[1-9]\d{0,3}|UNTIL=\d{8}(T\d{6}Z?)?|BYDAY=([+-]?\d{0,2}(MO|TU|WE|TH|FR|SA|SU))(,[+-]?\d{0,2}(MO|TU|WE|TH|FR|SA|SU))*|BYMONTHDAY=-?\d{1,2}(,-?\d{1,2})*|BYMONTH=\d{1,2}(,\d{1,2})*|WKST=(MO|TU|WE|TH|FR|SA|SU))$/;
function isRecurrenceRule(rule: string): boolean {
  const parts = rule.replace(/^RRULE:/i, "").toUpperCase().split(";").filter(Boolean);
  const names = parts.map((p) => p.split("=")[0]);
  return parts.length > 0 && parts.every((p) => RULE_PART.test(p)) && names[0] === "FREQ" && new Set(names).size === names.length
    && !(names.includes("COUNT") && names.includes("UNTIL"));
}

/** The weekdays of a weekly repeat, as RRULE's BYDAY names them, Monday first. */
export const WEEKDAY_CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
const WEEKDAY_NAMES: Record<string, string> = { MO: "Mon", TU: "Tue", WE: "Wed", TH: "Thu", FR: "Fri", SA: "Sat", SU: "Sun" };

/** A rule taken apart as the form shows it: how often (an option's rule), on which weekdays, and how it ends. */
export interface RuleParts {
  /** FREQ and INTERVAL (one of the options, or with other parts the form does not edit: the rule without its end and weekdays) */
  base: string;
  weekdays: string[];
  /** the last day, YYYY-MM-DD, when it ends on a date */
  until: string | null;
  count: number | null;
}

/** Takes a rule apart (`FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE;COUNT=10`): its base, plain weekdays, UNTIL's day and COUNT. */
export function splitRule(rule: string): RuleParts {
  const parts = rule.replace(/^RRULE:/i, "").toUpperCase().split(";").filter(Boolean);
  const value = (name: string) => parts.find((p) => p.startsWith(`${name}=`))?.slice(name.length + 1) ?? null;
  const until = value("UNTIL");
  const count = value("COUNT");
  const byDay = value("BYDAY");
  const plainDays = byDay != null && byDay.split(",").every((d) => (WEEKDAY_CODES as readonly string[]).includes(d));
  const kept = parts.filter((p) => !p.startsWith("UNTIL=") && !p.startsWith("COUNT=") && !(plainDays && p.startsWith("BYDAY=")));
  if (!kept.some((p) => p.startsWith("INTERVAL="))) kept.splice(1, 0, "INTERVAL=1");
  return {
    base: kept.join(";"),
    weekdays: plainDays && byDay ? byDay.split(",") : [],
    until: until ? `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}` : null,
    count: count ? Number(count) : null,
  };
}

/** A rule put back together: the base, the weekdays (a weekly repeat's only), then UNTIL (a day) or COUNT. */
export function joinRule({ base, weekdays, until, count }: RuleParts): string {
  const weekly = /(^|;)FREQ=WEEKLY(;|$)/.test(base);
  const days = weekly ? WEEKDAY_CODES.filter((d) => weekdays.includes(d)) : [];
  return [base, days.length > 0 ? `BYDAY=${days.join(",")}` : null, until ? `UNTIL=${until.replace(/-/g, "")}` : count ? `COUNT=${count}` : null]
    .filter(Boolean)
    .join(";");
}

/** The label of a rule: its option's ('Weekly'), its weekdays and its end ('Weekly on Mon, Wed, 10 times'); else the rule itself. */
export function recurrenceLabel(rule: string | null | undefined): string | null {
  if (!rule) return null;
  const { base, weekdays, until, count } = splitRule(rule);
  const option = RECURRENCE_OPTIONS.find((o) => o.value === base)?.label;
  if (!option) return rule;
  const on = weekdays.length > 0 ? ` on ${WEEKDAY_CODES.filter((d) => weekdays.includes(d)).map((d) => WEEKDAY_NAMES[d]).join(", ")}` : "";
  const end = until ? `, until ${until}` : count ? `, ${count === 1 ? "once" : `${count} times`}` : "";
  return `${option}${on}${end}`;
}

/** An instant of the calendar's dates; an end may be the first instant past the last day (an all-day event's end). */
const requiredInstant = (end = false) =>
  yup.mixed<Date>()
    .transform((v: unknown) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? undefined : parseDate(v) ?? v))
    .test("required", REQUIRED_FIELDS_MESSAGE, (v) => v !== undefined && v !== null)
    .test("date", "Must be a valid date and time", (v) => v instanceof Date && !Number.isNaN(v.getTime()))
    .test("range", DATE_RANGE_MESSAGE, (v) => !(v instanceof Date) || (v.getTime() >= CALENDAR_MIN_MS && (end ? v.getTime() <= CALENDAR_END_MS : v.getTime() < CALENDAR_END_MS)));

/** Calendar event form and API input; the same schema runs in the browser and in the service. */
export const calendarEventSchema = yup.object({
  title: requiredText(REQUIRED_FIELDS_MESSAGE),
  description: optionalText(LIMITS.long),
  startTime: requiredInstant(),
  endTime: requiredInstant(true).test("after-start", END_AFTER_START_MESSAGE, function (end) {
    const start = this.parent.startTime;
    return !(start instanceof Date) || !(end instanceof Date) || end.getTime() > start.getTime()
      // an all-day event of one day may be sent with its end equal to its start
      || (this.parent.isAllDay === true && end.getTime() === start.getTime());
  }),
  isAllDay: yup.boolean().transform((v: unknown) => (v === null ? undefined : v)).default(false).typeError("isAllDay must be true or false"),
  location: optionalText(LIMITS.medium),
  type: enumField(EVENT_TYPES, "Type must be meeting, call, deadline or reminder", "meeting"),
  isRecurring: yup.boolean().transform((v: unknown) => (v === null ? undefined : v)).default(false).typeError("isRecurring must be true or false"),
  recurrenceRule: optionalText(LIMITS.medium)
    .transform((v: unknown) => (typeof v === "string" ? v.replace(/^RRULE:/i, "").toUpperCase() : v))
    .test("rule", "Choose how often the event repeats", function (v) {
      if (this.parent.isRecurring !== true) return true;
      if (typeof v !== "string" || !isRecurrenceRule(v)) return false;
      // out-of-range parts, an UNTIL outside the calendar's dates, a rule that never (or not for 28 years) occurs
      const start = this.parent.startTime;
      const problem = recurrenceProblem(v, start instanceof Date ? start : null);
      return problem ? this.createError({ message: problem }) : true;
    }),
  attendeeEmails: yup.array(yup.string().transform((v: unknown) => (typeof v === "string" ? v.trim().toLowerCase() : v))
    .test("email", ATTENDEE_MESSAGE, (v) => typeof v === "string" && v.length <= 254 && EMAIL.test(v)).defined())
    .transform((v: unknown) => (v === null ? [] : Array.isArray(v) ? [...new Set(v.map((x) => (typeof x === "string" ? x.trim().toLowerCase() : x)))] : v))
    .max(MAX_ATTENDEES, `At most ${MAX_ATTENDEES} attendees`).default([]).defined().typeError("attendeeEmails must be a list of e-mail addresses"),
  reminderMinutes: integerField("Reminder", 0, MAX_REMINDER_MINUTES, "Reminder must be between 0 and 40320 minutes", DEFAULT_REMINDER_MINUTES),
  color: optionalText(7).transform((v: unknown) => (typeof v === "string" ? v.toLowerCase() : v))
    .test("color", "Colour must be a hex colour such as #1976d2", (v) => v == null || /^#[0-9a-f]{6}$/.test(v))
    .transform((v: unknown) => v ?? DEFAULT_EVENT_COLOR),
  status: enumField(EVENT_STATUSES, "Status must be confirmed, tentative or cancelled", "confirmed"),
  visibility: enumField(EVENT_VISIBILITIES, "Visibility must be private or public", "private"),
  clientId: optionalUuid("Select a valid client"),
  projectId: optionalUuid("Select a valid project"),
  /** the IANA zone; null: the workspace's */
  timeZone: optionalText(64).test("zone", "Unknown time zone", (v) => v == null || isValidTimeZone(v)),
});

export type CalendarEventInput = yup.InferType<typeof calendarEventSchema>;
export const CALENDAR_EVENT_FIELDS = Object.keys(calendarEventSchema.fields) as (keyof CalendarEventInput)[];

export function eventTypeLabel(type: string): string {
  return (EVENT_TYPE_LABELS as Record<string, string>)[type] ?? type;
}
export function eventTypeColor(type: string): string {
  return (EVENT_TYPE_COLORS as Record<string, string>)[type] ?? "gray";
}

/** The calendar settings: the first day of the Week and Month views' weeks (null: the viewer's locale's). */
export const calendarSettingsSchema = yup.object({
  weekStart: yup.string().transform((v: unknown) => (v === "" ? null : v)).nullable().defined()
    .oneOf([...WEEK_STARTS, null], "Week start must be monday, sunday or saturday"),
});

/** How a repeat ends, as the form asks: never, on a date, or after a number of times. */
const REPEAT_ENDS = ["never", "on", "after"] as const;
/** At most this many times (the rules' COUNT). */
const MAX_REPEAT_COUNT = 999;

/**
 * The event form's own checks on top of the event's: the repeat's end (a date not before the start's day, or a number
 * of times from 1 to 999), asked only for a repeating event; the links as the pickers hold them.
 */
export const calendarEventFormSchema = calendarEventSchema.shape({
  // the pickers hold the records' global ids (or 'none'); the server checks them
  clientId: yup.string().default(""),
  projectId: yup.string().default(""),
  repeatEnd: yup.string().oneOf([...REPEAT_ENDS]).default("never"),
  repeatUntil: yup.string().default("").test("until", function (v) {
    if (this.parent.isRecurring !== true || this.parent.repeatEnd !== "on") return true;
    if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return this.createError({ message: "Choose the last day of the repeat" });
    const start = this.parent.startTime;
    const startDay = start instanceof Date ? `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, "0")}-${String(start.getDate()).padStart(2, "0")}` : null;
    return startDay == null || v >= startDay ? true : this.createError({ message: "The repeat must end on or after the first day" });
  }),
  repeatCount: yup.string().default("").test("count", `Enter how many times, 1 to ${MAX_REPEAT_COUNT}`, function (v) {
    if (this.parent.isRecurring !== true || this.parent.repeatEnd !== "after") return true;
    return typeof v === "string" && /^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= MAX_REPEAT_COUNT;
  }),
});
