import { Prisma, type RecurringInvoice } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { ValidationError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import { validateInput } from "../../validation";
import { updateUnchanged } from "../../versions";
import { deleteRecorded, insertRecorded, NEWEST_FIRST, publishWritten, updateRecorded } from "../../db/recorded";
import { dayText, today, type Day } from "@common/day";
import { PROJECT_OF_OTHER_CLIENT_MESSAGE } from "@common/task";
import { computeInvoice } from "@common/invoice";
import {
  RECURRING_INVOICE_FIELDS, firstPeriodFrom, periodStart, recurringInvoiceSchema, withinEnd,
  type RecurringFrequency, type RecurringInvoiceInput,
} from "@common/recurring-invoice";

/** The viewer's recurring invoices, newest first (REST; GraphQL pages are read by graphql/connections.ts). */
export function listRecurringInvoices(ctx: ServiceContext): Promise<RecurringInvoice[]> {
  return ctx.prisma.recurringInvoice.findMany({ where: { userId: ctx.viewer.id }, orderBy: NEWEST_FIRST });
}

interface Figures { items: { description: string; quantity: number; rate: string; amount: string }[]; subtotal: string; taxAmount: string; total: string; taxRate: string }

/** Validates the input (the form's messages) and computes its figures from the lines (integer cents, as an invoice's). */
function validProfile(ctx: ServiceContext, input: unknown): { data: RecurringInvoiceInput; figures: Figures } {
  const data = validateInput(recurringInvoiceSchema, input, { timeZone: ctx.viewer.user.timeZone });
  const computed = computeInvoice({ items: data.items.map((i) => ({ ...i, amount: null })), taxRate: data.taxRate, subtotal: null, taxAmount: null, total: null });
  if (!computed.ok) throw new ValidationError(computed.errors);
  const f = computed.value;
  return {
    data,
    figures: {
      items: data.items.map((i, n) => ({ description: i.description, quantity: i.quantity, rate: f.items[n].rate, amount: f.items[n].amount })),
      subtotal: f.subtotal, taxAmount: f.taxAmount, total: f.total, taxRate: f.taxRate,
    },
  };
}

/** The profile's client must be the viewer's, and its project (optional) the viewer's project of that client. */
async function assertLinks(ctx: ServiceContext, data: Pick<RecurringInvoiceInput, "clientId" | "projectId">) {
  await findOwnedOrThrow(ctx, "Client", data.clientId, (where) => ctx.prisma.client.findFirst({ where, select: { id: true } }));
  if (!data.projectId) return;
  const project = await findOwnedOrThrow(ctx, "Project", data.projectId, (where) => ctx.prisma.project.findFirst({ where, select: { clientId: true } }));
  if (project.clientId !== data.clientId) throw new ValidationError({ projectId: PROJECT_OF_OTHER_CLIENT_MESSAGE });
}

interface ScheduleOf {
  frequency: RecurringFrequency; interval: number; startDate: Day; endDate: Day | null; count: number | null;
}

const scheduleOf = (data: RecurringInvoiceInput): ScheduleOf => ({
  frequency: data.frequency, interval: data.interval, startDate: dayText(data.startDate)!, endDate: dayText(data.endDate), count: data.count,
});

/** The columns of the next period `k`: its index and first day, or none (finished) past the profile's end. */
function nextPeriodValues(s: ScheduleOf, k: number, status: string) {
  if (!withinEnd(s, k)) return { nextPeriod: k, nextSendDate: null, status: "finished" };
  return { nextPeriod: k, nextSendDate: periodStart(s, k), status: status === "finished" ? "active" : status };
}

/** The profile's own columns from validated input and the server's figures. */
function profileValues(data: RecurringInvoiceInput, figures: Figures) {
  return {
    clientId: data.clientId, projectId: data.projectId, items: Prisma.sql`${JSON.stringify(figures.items)}::jsonb`,
    taxRate: figures.taxRate, subtotal: figures.subtotal, taxAmount: figures.taxAmount, total: figures.total, currency: data.currency,
    notes: data.notes, frequency: data.frequency, interval: data.interval, startDate: dayText(data.startDate), endDate: dayText(data.endDate),
    count: data.count, sendHour: data.sendHour, dueInDays: data.dueInDays, autoSend: data.autoSend, skipIfUnpaid: data.skipIfUnpaid,
  };
}

/** Dates of a row as the SQL takes them (a `date` column from text). */
const dayColumns = (v: ReturnType<typeof profileValues> & { nextSendDate?: Day | null }) => ({
  ...v,
  startDate: Prisma.sql`${v.startDate}::date`,
  endDate: v.endDate ? Prisma.sql`${v.endDate}::date` : null,
  ...(v.nextSendDate !== undefined ? { nextSendDate: v.nextSendDate ? Prisma.sql`${v.nextSendDate}::date` : null } : {}),
});

const label = (data: { frequency: string; total: string; currency: string }) => `${data.frequency} ${data.currency} ${data.total}`;

/**
 * A new recurring invoice: its first period is its start date (a start date in the past is caught up period by
 * period, in order). Two or three statements: the link checks, then the row with its activity line and event.
 */
export async function createRecurringInvoice(ctx: ServiceContext, input: unknown): Promise<RecurringInvoice> {
  const { data, figures } = validProfile(ctx, input);
  await assertLinks(ctx, data);
  const next = nextPeriodValues(scheduleOf(data), 0, "active");
  const row = await insertRecorded<RecurringInvoice>(ctx.prisma, "recurring_invoices", ctx, {
    values: dayColumns({ ...profileValues(data, figures), ...next }),
    activity: { entityType: "recurring_invoice", action: "created", title: `New recurring invoice: ${label({ ...data, total: figures.total })}` },
  });
  return publishWritten(ctx, row, "RecurringInvoice");
}

/** What of a stored profile an update merges its input into. */
function mergeBase(existing: RecurringInvoice): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const f of RECURRING_INVOICE_FIELDS) {
    const v = (existing as unknown as Record<string, unknown>)[f];
    base[f] = v instanceof Prisma.Decimal ? v.toFixed(2) : v instanceof Date ? dayText(v) : v;
  }
  base.items = (existing.items as { description: string; quantity: number; rate: string }[]).map((i) => ({ description: i.description, quantity: i.quantity, rate: i.rate }));
  return base;
}

/**
 * Fields absent from the input keep their stored value. An edit changes future invoices only: the invoices made are
 * left as they are, and a changed schedule continues from the next period it had (its first day on or after the one
 * that was next), never making again a period already made. Written only while the profile is as read (versions.ts).
 */
export async function updateRecurringInvoice(ctx: ServiceContext, id: string, input: unknown, read?: Date): Promise<RecurringInvoice> {
  const existing = await findOwnedOrThrow(ctx, "RecurringInvoice", id, (where) => ctx.prisma.recurringInvoice.findFirst({ where }));
  const sent = typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const { data, figures } = validProfile(ctx, { ...mergeBase(existing), ...sent });
  if (data.clientId !== existing.clientId || (data.projectId ?? null) !== existing.projectId) await assertLinks(ctx, data);
  const s = scheduleOf(data);
  const was = dayText(existing.nextSendDate) ?? today(ctx.viewer.user.timeZone);
  const scheduleChanged = s.frequency !== existing.frequency || s.interval !== existing.interval || s.startDate !== dayText(existing.startDate);
  const k = scheduleChanged ? firstPeriodFrom(s, 0, was) : existing.nextPeriod;
  const next = nextPeriodValues(s, k, existing.status);
  const row = await updateUnchanged(ctx, { label: "RecurringInvoice", table: "recurring_invoices", stored: existing, read }, (unchangedSince) =>
    updateRecorded<RecurringInvoice>(ctx.prisma, "recurring_invoices", ctx, existing.id, {
      values: dayColumns({ ...profileValues(data, figures), ...next }),
      activity: { entityType: "recurring_invoice", action: "updated", title: `Recurring invoice updated: ${label({ ...data, total: figures.total })}` },
      unchangedSince,
    }));
  return publishWritten(ctx, row, "RecurringInvoice");
}

/**
 * Pausing: no invoice is made while paused. One conditional statement (an active profile only); a profile already
 * paused, or finished, is answered as it is.
 */
export async function pauseRecurringInvoice(ctx: ServiceContext, id: string): Promise<RecurringInvoice> {
  const existing = await findOwnedOrThrow(ctx, "RecurringInvoice", id, (where) => ctx.prisma.recurringInvoice.findFirst({ where }));
  if (existing.status !== "active") return existing;
  const row = await updateRecorded<RecurringInvoice>(ctx.prisma, "recurring_invoices", ctx, existing.id, {
    values: { status: "paused" },
    activity: { entityType: "recurring_invoice", action: "updated", title: "Recurring invoice paused" },
    where: Prisma.sql`status = 'active'`,
  });
  // paused or finished in between: as it is now
  return row ? publishWritten(ctx, row, "RecurringInvoice") : findOwnedOrThrow(ctx, "RecurringInvoice", id, (where) => ctx.prisma.recurringInvoice.findFirst({ where }));
}

/**
 * Resuming: the periods that started while it was paused are skipped, not caught up; the next is the first that
 * starts today or later in the workspace's time zone. A profile that is not paused is answered as it is. `now` is
 * the clock (tests fix it).
 */
export async function resumeRecurringInvoice(ctx: ServiceContext, id: string, now: Date = new Date()): Promise<RecurringInvoice> {
  const existing = await findOwnedOrThrow(ctx, "RecurringInvoice", id, (where) => ctx.prisma.recurringInvoice.findFirst({ where }));
  if (existing.status !== "paused") return existing;
  const s: ScheduleOf = {
    frequency: existing.frequency as RecurringFrequency, interval: existing.interval, startDate: dayText(existing.startDate)!,
    endDate: dayText(existing.endDate), count: existing.count,
  };
  const next = nextPeriodValues(s, firstPeriodFrom(s, existing.nextPeriod, today(ctx.viewer.user.timeZone, now)), "active");
  const row = await updateRecorded<RecurringInvoice>(ctx.prisma, "recurring_invoices", ctx, existing.id, {
    values: { ...next, nextSendDate: next.nextSendDate ? Prisma.sql`${next.nextSendDate}::date` : null },
    activity: { entityType: "recurring_invoice", action: "updated", title: "Recurring invoice resumed" },
    where: Prisma.sql`status = 'paused'`,
  });
  return row ? publishWritten(ctx, row, "RecurringInvoice") : findOwnedOrThrow(ctx, "RecurringInvoice", id, (where) => ctx.prisma.recurringInvoice.findFirst({ where }));
}

/** Deleting a profile keeps the invoices it made (they no longer name it). One statement with its activity line. */
export async function deleteRecurringInvoice(ctx: ServiceContext, id: string): Promise<RecurringInvoice> {
  const row = await deleteRecorded<RecurringInvoice>(ctx.prisma, "recurring_invoices", ctx, id,
    { entityType: "recurring_invoice", action: "deleted", title: Prisma.sql`'Recurring invoice deleted: ' || r.frequency || ' ' || r.currency || ' ' || r.total::text` });
  return publishWritten(ctx, row, "RecurringInvoice");
}

const money = (d: Prisma.Decimal) => d.toFixed(2);

/** The REST record of a recurring invoice: money as decimal texts, days as YYYY-MM-DD, its lines. */
export function toRecurringInvoiceJson(r: RecurringInvoice) {
  return {
    id: r.id, userId: r.userId, clientId: r.clientId, projectId: r.projectId,
    items: (r.items as { description: string; quantity: number; rate: string; amount: string }[]).map((i) => ({
      description: i.description, quantity: i.quantity, rate: i.rate, amount: i.amount })),
    taxRate: money(r.taxRate), subtotal: money(r.subtotal), taxAmount: money(r.taxAmount), total: money(r.total),
    currency: r.currency, notes: r.notes, frequency: r.frequency, interval: r.interval,
    startDate: dayText(r.startDate)!, endDate: dayText(r.endDate), count: r.count, sendHour: r.sendHour, dueInDays: r.dueInDays,
    autoSend: r.autoSend, skipIfUnpaid: r.skipIfUnpaid, status: r.status, nextSendDate: dayText(r.nextSendDate), generatedCount: r.generatedCount,
    createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
  };
}
