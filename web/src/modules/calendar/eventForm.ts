import { DEFAULT_EVENT_COLOR, DEFAULT_REMINDER_MINUTES, RECURRENCE_OPTIONS, joinRule, splitRule, type EventType } from "@common/calendar";
import { NONE } from "@common/validation";

/** The event dialog's values: times as the datetime-local inputs hold them (the browser's wall clock, to the minute). */
export interface CalendarEventFormValues {
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  location: string;
  type: EventType;
  isRecurring: boolean;
  recurrenceRule: string;
  attendeeEmails: string[];
  /** The select's value: minutes as a string. */
  reminderMinutes: string;
  color: string;
  /** The linked client and project (NONE: none). */
  clientId: string;
  projectId: string;
  /** A weekly repeat's days (RRULE's MO ... SU; none: the start's day). */
  weekdays: string[];
  /** How the repeat ends: never, on a date (`repeatUntil`, YYYY-MM-DD) or after `repeatCount` times. */
  repeatEnd: "never" | "on" | "after";
  repeatUntil: string;
  repeatCount: string;
}

/** The event as the form's fragment reads it. */
interface StoredEvent {
  readonly title: string;
  readonly description: string | null | undefined;
  readonly startTime: unknown;
  readonly endTime: unknown;
  readonly location: string | null | undefined;
  readonly type: string;
  readonly isRecurring: boolean;
  readonly recurrenceRule: string | null | undefined;
  readonly attendeeEmails: ReadonlyArray<string>;
  readonly reminderMinutes: number;
  readonly color: string;
  readonly client?: { readonly id: string } | null;
  readonly project?: { readonly id: string } | null;
}

/** A new event's length when nothing else says: 30 minutes. */
const DEFAULT_LENGTH_MS = 30 * 60_000;

/** The next half hour from `now` (10:07 -> 10:30, 10:30 -> 11:00). */
function nextHalfHour(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours(), now.getMinutes() < 30 ? 30 : 60);
}

/**
 * What a new event's form starts with: a meeting (or the type asked for) at the slot's times, or from the next half
 * hour for 30 minutes; a reminder 15 minutes before, blue.
 */
export function emptyEventForm(type: EventType = "meeting", slot?: { start: Date; end: Date }, now: Date = new Date()): CalendarEventFormValues {
  const start = slot?.start ?? nextHalfHour(now);
  const end = slot?.end ?? new Date(start.getTime() + DEFAULT_LENGTH_MS);
  return {
    title: "",
    description: "",
    startTime: toLocalInput(start),
    endTime: toLocalInput(end),
    location: "",
    type,
    isRecurring: false,
    recurrenceRule: RECURRENCE_OPTIONS[1].value,
    attendeeEmails: [],
    reminderMinutes: String(DEFAULT_REMINDER_MINUTES),
    color: DEFAULT_EVENT_COLOR,
    clientId: NONE,
    projectId: NONE,
    weekdays: [],
    repeatEnd: "never",
    repeatUntil: "",
    repeatCount: "",
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a datetime-local input shows it: the browser's wall clock, 'YYYY-MM-DDTHH:mm'; "" when invalid. */
function toLocalInput(value: unknown): string {
  const d = value instanceof Date ? value : typeof value === "string" ? new Date(value) : null;
  if (!d || Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's wall clock) as a full ISO timestamp; null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  // a date-time without an offset is read as local time
  const d = new Date(value.length === 10 ? `${value}T00:00` : value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** A datetime-local value moved by `ms` milliseconds (the end following its start). */
export function shiftLocalInput(value: string, ms: number): string {
  const iso = fromLocalInput(value);
  return iso ? toLocalInput(new Date(Date.parse(iso) + ms)) : value;
}

/** A stored event as the form shows it; `times` replaces its times (an occurrence of a series). */
export function eventFormValues(event: StoredEvent, times?: { startTime: unknown; endTime: unknown }): CalendarEventFormValues {
  const recurring = event.isRecurring && !!event.recurrenceRule;
  const rule = recurring ? splitRule(event.recurrenceRule as string) : null;
  return {
    title: event.title,
    description: event.description ?? "",
    startTime: toLocalInput(times?.startTime ?? event.startTime),
    endTime: toLocalInput(times?.endTime ?? event.endTime),
    location: event.location ?? "",
    type: event.type as EventType,
    isRecurring: recurring,
    recurrenceRule: rule ? rule.base : RECURRENCE_OPTIONS[1].value,
    attendeeEmails: [...event.attendeeEmails],
    reminderMinutes: String(event.reminderMinutes),
    color: event.color,
    clientId: event.client?.id ?? NONE,
    projectId: event.project?.id ?? NONE,
    weekdays: rule?.weekdays ?? [],
    repeatEnd: rule?.until ? "on" : rule?.count ? "after" : "never",
    repeatUntil: rule?.until ?? "",
    repeatCount: rule?.count ? String(rule.count) : "",
  };
}

/** The fields a create or update sends (times as full ISO timestamps, empty texts as null). */
export interface EventPayload {
  title: string;
  description: string | null;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
  type: string;
  isRecurring: boolean;
  recurrenceRule: string | null;
  attendeeEmails?: string[];
  reminderMinutes: number;
  color: string;
  clientId: string | null;
  projectId: string | null;
}

const orNull = (v: string) => (v.trim() === "" ? null : v.trim());

/**
 * The form's values as the API takes them: trimmed texts (empty ones null), times as ISO timestamps, the rule only for a
 * recurring event (with its weekdays and end), the reminder as minutes, 'none' links as null. Attendees are left out
 * when there are none.
 */
export function eventPayload(values: CalendarEventFormValues): EventPayload {
  const payload: EventPayload = {
    title: values.title.trim(),
    description: orNull(values.description),
    startTime: fromLocalInput(values.startTime),
    endTime: fromLocalInput(values.endTime),
    location: orNull(values.location),
    type: values.type,
    isRecurring: values.isRecurring,
    recurrenceRule: values.isRecurring ? ruleOf(values) : null,
    reminderMinutes: Number(values.reminderMinutes),
    color: values.color,
    clientId: values.clientId === NONE ? null : values.clientId,
    projectId: values.projectId === NONE ? null : values.projectId,
  };
  if (values.attendeeEmails.length > 0) payload.attendeeEmails = values.attendeeEmails;
  return payload;
}

/** The rule the form's repeat fields make: how often, a weekly repeat's days, and its end. */
function ruleOf(values: CalendarEventFormValues): string {
  return joinRule({
    base: values.recurrenceRule,
    weekdays: values.weekdays,
    until: values.repeatEnd === "on" && values.repeatUntil ? values.repeatUntil : null,
    count: values.repeatEnd === "after" && String(values.repeatCount).trim() ? Number(values.repeatCount) : null,
  });
}

/** The browser's IANA time zone, the zone a new event repeats in; undefined when the browser does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
