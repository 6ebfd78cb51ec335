import { dayText } from "@common/day";
import { Prisma, type Invoice, type InvoiceItem, type InvoiceReminder } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import { validateInput } from "../../validation";
import { isUuid } from "@common/validation";
import { PROJECT_OF_OTHER_CLIENT_MESSAGE } from "@common/task";
import {
  INVOICE_FIELDS, INVOICE_MESSAGES, computeInvoice, invoiceSchema, invoiceStatusSchema, paidDateFor,
  type ComputedInvoice, type InvoiceInput,
} from "@common/invoice";
import { deleteRecorded, insertRecorded, publishWritten, updateRecorded, isUniqueViolation } from "../../db/recorded";
import { updateUnchanged } from "../../versions";
import { PAYMENT_MESSAGES, balanceOf, totalBelowPaidMessage } from "@common/payment";
import { formatCents, toCents } from "@common/money";
import { payBalance } from "./invoice.payments";
import { invoicePageUrl, onlinePayment } from "./invoice.public";
import { nextInvoiceNumberSql } from "./invoice.numbers";
import { readRows } from "../../db/prisma";

/** Lines in the order they were entered. */
const ITEM_ORDER: Prisma.InvoiceItemOrderByWithRelationInput[] = [{ createdAt: "asc" }, { id: "asc" }];

export type InvoiceWithItems = Invoice & { items: InvoiceItem[]; client: { id: string; name: string }; reminders: InvoiceReminder[] };
const WITH_ITEMS = { items: { orderBy: ITEM_ORDER }, client: { select: { id: true, name: true } }, reminders: { orderBy: { reminderNumber: "asc" } } } as const;

/** A second invoice with a number the tenant already uses: 409 in REST, the field's message in GraphQL. */
export class InvoiceNumberTakenError extends ConflictError {
  constructor() {
    super(INVOICE_MESSAGES.numberTaken, { invoiceNumber: INVOICE_MESSAGES.numberTaken });
  }
}

/**
 * The invoices of REST's list: each row with its client, lines and reminders as JSON built by the statement, in the
 * order `WITH_ITEMS` gives them.
 */
const LIST_SQL = `SELECT i.*, json_build_object('id', c.id, 'name', c.name) AS client,
    (SELECT coalesce(json_agg(it ORDER BY it."createdAt", it.id), '[]') FROM invoice_items it WHERE it."invoiceId" = i.id) AS items,
    (SELECT coalesce(json_agg(r ORDER BY r."reminderNumber"), '[]') FROM invoice_reminders r WHERE r."invoiceId" = i.id) AS reminders
  FROM invoices i JOIN clients c ON c.id = i."clientId"
  WHERE i."userId" = $1::uuid ORDER BY i."createdAt" DESC, i.id DESC`;

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] extends Prisma.Decimal ? number : T[K] extends Prisma.Decimal | null ? number | null : T[K] };
type ListRow = Omit<InvoiceWithItems, "items" | "reminders"> & { items: Json<InvoiceItem>[]; reminders: Json<InvoiceReminder>[] };

const decimal = (v: number) => new Prisma.Decimal(v);
const date = (v: string) => new Date(v);
const dateOrNull = (v: string | null) => (v == null ? null : new Date(v));

/**
 * The viewer's invoices with their lines, client and reminders, newest first (REST; GraphQL pages are read by
 * graphql/connections.ts). One statement read straight from the pool (`readRows`): Prisma's relation join and its
 * per-value conversion cost several times the statement itself for a workspace's invoices. The JSON of the lines and
 * reminders is typed back as Prisma types it (money columns have two decimals at most, exact as a double).
 */
export async function listInvoices(ctx: ServiceContext): Promise<InvoiceWithItems[]> {
  const rows = await readRows<ListRow>(ctx.prisma, LIST_SQL, [ctx.viewer.id]);
  return rows.map((row) => ({
    ...row,
    items: row.items.map((it) => ({ ...it, rate: decimal(it.rate), amount: decimal(it.amount), createdAt: date(it.createdAt) })),
    reminders: row.reminders.map((r) => ({
      ...r, dueOn: date(r.dueOn), sentAt: dateOrNull(r.sentAt), lateFee: r.lateFee == null ? null : decimal(r.lateFee),
      nextAttemptAt: date(r.nextAttemptAt), createdAt: date(r.createdAt), updatedAt: date(r.updatedAt),
    })),
  }));
}

/** One of the viewer's invoices with its lines and client; NotFoundError for a missing or foreign id. */
export function getInvoice(ctx: ServiceContext, id: string): Promise<InvoiceWithItems> {
  return findOwnedOrThrow(ctx, "Invoice", id, (where) => ctx.prisma.invoice.findFirst({ where, include: WITH_ITEMS }));
}

/** Validates the input (the form's messages), then its figures against the server's own from the items. */
function validInvoice(ctx: ServiceContext, input: unknown): { data: InvoiceInput; figures: ComputedInvoice } {
  const data = validateInput(invoiceSchema, input, { timeZone: ctx.viewer.user.timeZone });
  const computed = computeInvoice(data);
  if (!computed.ok) throw new ValidationError(computed.errors);
  return { data, figures: computed.value };
}

/**
 * An invoice's client must be one of the viewer's clients, and its project (optional) one of the viewer's projects
 * of that client: another tenant's record is as unknown as a missing one. Records never change owner, so the checks
 * need no transaction around them and the write (a record deleted in between is refused by its foreign key).
 */
async function assertLinks(ctx: ServiceContext, data: Pick<InvoiceInput, "clientId" | "projectId">) {
  await findOwnedOrThrow(ctx, "Client", data.clientId, (where) => ctx.prisma.client.findFirst({ where, select: { id: true } }));
  if (!data.projectId) return;
  const project = await findOwnedOrThrow(ctx, "Project", data.projectId, (where) => ctx.prisma.project.findFirst({ where, select: { clientId: true } }));
  if (project.clientId !== data.clientId) throw new ValidationError({ projectId: PROJECT_OF_OTHER_CLIENT_MESSAGE });
}

async function numberChecked<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (e) {
    if (isUniqueViolation(e)) throw new InvoiceNumberTakenError();
    throw e;
  }
}

/**
 * The lines of the written invoice `r`, as a data-modifying CTE of the invoice's own statement. Each line is stamped
 * one millisecond after the one before it (the column keeps milliseconds), so `createdAt, id` is the entry order.
 */
function insertItems(userId: string, data: InvoiceInput, figures: ComputedInvoice): Prisma.Sql {
  const descriptions = data.items.map((i) => i.description);
  const quantities = data.items.map((i) => i.quantity);
  const rates = figures.items.map((i) => i.rate);
  const amounts = figures.items.map((i) => i.amount);
  return Prisma.sql`INSERT INTO invoice_items ("userId", "invoiceId", description, quantity, rate, amount, "createdAt")
    SELECT ${userId}::uuid, r.id, i.description, i.quantity, i.rate, i.amount, now() + (i.n - 1) * interval '1 millisecond'
    FROM r, unnest(${descriptions}::text[], ${quantities}::int[], ${rates}::numeric[], ${amounts}::numeric[])
      WITH ORDINALITY AS i(description, quantity, rate, amount, n)`;
}

/** The invoice's own columns from validated input and the server's figures. */
function invoiceValues(data: InvoiceInput, figures: ComputedInvoice) {
  return {
    clientId: data.clientId, projectId: data.projectId, invoiceNumber: data.invoiceNumber, status: data.status,
    currency: data.currency, issueDate: data.issueDate, dueDate: data.dueDate, notes: data.notes,
    taxRate: figures.taxRate, subtotal: figures.subtotal, taxAmount: figures.taxAmount, total: figures.total,
    // no deposit: neither its value nor its due day is kept
    depositType: data.depositType,
    depositValue: data.depositType && data.depositValue != null ? formatCents(toCents(data.depositValue)!) : null,
    depositDueDate: data.depositType ? data.depositDueDate : null,
  };
}

/** Tries of an insert numbered by the sequence that met a number typed by hand at the same moment. */
const NUMBERING_TRIES = 3;

/**
 * A new invoice with its lines. The figures are the server's, from the lines (integer cents); figures the input sends
 * must agree with them. Two or three statements: the client check (and the project's), then the invoice, its lines
 * and its activity line in one (insertRecorded with the lines as a CTE over the inserted row). Without a number, the
 * same statement takes the workspace's next one (invoice.numbers.ts: the counter row is locked until it commits).
 */
export async function createInvoice(ctx: ServiceContext, input: unknown): Promise<Invoice> {
  const { data, figures } = validInvoice(ctx, input);
  await assertLinks(ctx, data);
  const numbered = data.invoiceNumber == null;
  const write = () => numberChecked(insertRecorded<Invoice>(ctx.prisma, "invoices", ctx, {
    values: {
      ...invoiceValues(data, figures), paidDate: paidDateFor(data.status, null, new Date()),
      invoiceNumber: numbered ? Prisma.sql`(SELECT number FROM b0)` : data.invoiceNumber,
    },
    activity: { entityType: "invoice", action: "created", title: Prisma.sql`'New invoice created: ' || r."invoiceNumber"` },
    before: numbered ? [nextInvoiceNumberSql(Prisma.sql`${ctx.viewer.id}::uuid`)] : [],
    also: [insertItems(ctx.viewer.id, data, figures)],
  }));
  let invoice: Invoice | undefined;
  for (let attempt = 1; !invoice; attempt++) {
    try {
      invoice = await write();
    } catch (e) {
      // the sequence's number was typed by hand on another invoice between the look and the insert: the next one
      if (!(numbered && e instanceof InvoiceNumberTakenError && attempt < NUMBERING_TRIES)) throw e;
    }
  }
  publishWritten(ctx, invoice, "Invoice");
  // created paid: its total is recorded as a payment (method other), so its balance is zero
  if (data.status === "paid") return (await payBalance(ctx, invoice.id)) ?? invoice;
  return invoice;
}

/** What of a stored invoice an update merges its input into (the figures are not: they follow the lines). */
function mergeBase(existing: Invoice & { items: InvoiceItem[] }): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const f of INVOICE_FIELDS) {
    if (f === "subtotal" || f === "taxAmount" || f === "total" || f === "items") continue;
    const v = (existing as unknown as Record<string, unknown>)[f];
    base[f] = v instanceof Prisma.Decimal ? v.toFixed(2) : v;
  }
  base.items = existing.items.map((i) => ({ description: i.description, quantity: i.quantity, rate: i.rate.toFixed(2) }));
  return base;
}

/**
 * Fields absent from the input keep their stored value; `items`, when sent, replaces every line. The merged invoice
 * is validated whole and its figures computed again. Statements: the stored invoice and its lines, the link checks
 * when a link changes, then the update with its lines and activity line in one, written only while the invoice is as
 * read, and as the editor read it (`read`) when it sent one: else ConflictError (versions.ts).
 */
export async function updateInvoice(ctx: ServiceContext, id: string, input: unknown, read?: Date): Promise<Invoice> {
  const existing = await findOwnedOrThrow(ctx, "Invoice", id, (where) => ctx.prisma.invoice.findFirst({ where, include: { items: { orderBy: ITEM_ORDER } } }));
  const sent = typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const { data, figures } = validInvoice(ctx, { ...mergeBase(existing), ...sent });
  // a stored invoice keeps a number: only a new one is numbered by the sequence
  if (data.invoiceNumber == null) throw new ValidationError({ invoiceNumber: INVOICE_MESSAGES.numberRequired });
  if (data.clientId !== existing.clientId || (data.projectId ?? null) !== existing.projectId) await assertLinks(ctx, data);
  const also: Prisma.Sql[] = [];
  if (sent.items !== undefined) {
    also.push(Prisma.sql`DELETE FROM invoice_items d USING r WHERE d."invoiceId" = r.id AND d."userId" = ${ctx.viewer.id}::uuid`);
    also.push(insertItems(ctx.viewer.id, data, figures));
  }
  // payments bind the invoice: it stays paid while it has them, and its total stays at least what was paid
  const amountPaid = toCents(existing.amountPaid.toFixed(2))!;
  if (existing.status === "paid" && data.status !== "paid" && amountPaid > 0n) {
    throw new ValidationError({ status: PAYMENT_MESSAGES.leavePaid }, PAYMENT_MESSAGES.leavePaid);
  }
  if (toCents(figures.total)! < amountPaid) {
    const message = totalBelowPaidMessage(existing.amountPaid.toFixed(2), data.currency);
    throw new ValidationError({ total: message }, message);
  }
  // becoming paid with a balance left: the balance is recorded as a payment after the edit (as Mark as paid does)
  const paysBalance = data.status === "paid" && existing.status !== "paid" && toCents(figures.total)! > amountPaid;
  if (paysBalance) data.status = existing.status as typeof data.status;
  const paid = data.status === "paid" && existing.status !== "paid";
  // the invoice as read and merged above: another write in between (a second save of the same lines) is refused
  // instead of being overwritten, or of leaving both sets of lines
  const invoice = await updateUnchanged(ctx, { label: "Invoice", table: "invoices", stored: existing, read }, (unchangedSince) =>
    numberChecked(updateRecorded<Invoice>(ctx.prisma, "invoices", ctx, existing.id, {
      // an edit is the provider acting on the invoice: reminders paused by a refund go again
      values: { ...invoiceValues(data, figures), paidDate: paidDateFor(data.status, existing, new Date()), remindersPausedAt: null },
      activity: paid
        ? { entityType: "invoice", action: "updated", title: `Invoice paid: ${data.invoiceNumber}` }
        : { entityType: "invoice", action: "updated", title: `Invoice updated: ${data.invoiceNumber}` },
      also,
      unchangedSince,
    })));
  publishWritten(ctx, invoice, "Invoice");
  if (paysBalance) return (await payBalance(ctx, existing.id)) ?? invoice;
  return invoice;
}

const STATUS_TITLES: Record<string, string> = {
  draft: "Invoice back to draft: ", sent: "Invoice marked as sent: ", paid: "Invoice paid: ",
  overdue: "Invoice marked as overdue: ", cancelled: "Invoice cancelled: ",
};

/**
 * Mark as sent, paid, overdue, cancelled or back to draft. paidDate is set when the invoice becomes paid (kept when it
 * already was) and cleared when it leaves paid, in the UPDATE itself: one statement with its activity line.
 */
export async function setInvoiceStatus(ctx: ServiceContext, id: string, input: unknown): Promise<Invoice> {
  const { status } = validateInput(invoiceStatusSchema, input);
  if (!isUuid(id)) throw new NotFoundError("Invoice");
  if (status === "paid") {
    // Mark as paid: a payment of the balance (method other); with nothing left to pay, the status alone as before
    const paidNow = await payBalance(ctx, id);
    if (paidNow) return paidNow;
  }
  const invoice = await updateRecorded<Invoice>(ctx.prisma, "invoices", ctx, id, {
    values: {
      status,
      paidDate: status === "paid" ? Prisma.sql`CASE WHEN status = 'paid' AND "paidDate" IS NOT NULL THEN "paidDate" ELSE now() END` : null,
      remindersPausedAt: null,
    },
    activity: { entityType: "invoice", action: "updated", title: Prisma.sql`${STATUS_TITLES[status]}::text || r."invoiceNumber"` },
    // a paid invoice with payments stays paid: moving it away by hand is refused (below)
    where: status === "paid" ? undefined : Prisma.sql`NOT (status = 'paid' AND "amountPaid" > 0)`,
  });
  if (!invoice && status !== "paid" && await ctx.prisma.invoice.count({ where: { id, userId: ctx.viewer.id } })) {
    throw new ValidationError({ status: PAYMENT_MESSAGES.leavePaid }, PAYMENT_MESSAGES.leavePaid);
  }
  return publishWritten(ctx, invoice, "Invoice");
}

/**
 * Resumes the payment reminders a refund paused (the next scan sends the one due, as a catch-up does). One statement
 * with its activity line; an invoice whose reminders are not paused is answered as it is.
 */
export async function resumeInvoiceReminders(ctx: ServiceContext, id: string): Promise<Invoice> {
  if (!isUuid(id)) throw new NotFoundError("Invoice");
  const invoice = await updateRecorded<Invoice>(ctx.prisma, "invoices", ctx, id, {
    values: { remindersPausedAt: null },
    activity: { entityType: "invoice", action: "updated", title: Prisma.sql`'Payment reminders resumed: ' || r."invoiceNumber"` },
    where: Prisma.sql`"remindersPausedAt" IS NOT NULL`,
  });
  if (invoice) return publishWritten(ctx, invoice, "Invoice");
  return findOwnedOrThrow(ctx, "Invoice", id, (where) => ctx.prisma.invoice.findFirst({ where }));
}

/** Deleting an invoice deletes its lines (foreign key cascade). One statement: the delete with its activity line. */
export async function deleteInvoice(ctx: ServiceContext, id: string): Promise<Invoice> {
  const invoice = await deleteRecorded<Invoice>(ctx.prisma, "invoices", ctx, id,
    { entityType: "invoice", action: "deleted", title: Prisma.sql`'Invoice deleted: ' || r."invoiceNumber"` });
  return publishWritten(ctx, invoice, "Invoice");
}

/** The app path of an invoice's PDF (what `pdfDownloadUrl` answers). */
export const invoicePdfPath = (id: string) => `/api/invoices/${id}/pdf`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const money = (d: Prisma.Decimal) => d.toFixed(2);

/** The REST record of an invoice: money as strings with two decimals, dates ISO, its lines and client. */
/** A payment reminder of an invoice as REST answers it (the invoice's `reminders`). */
function toReminderJson(r: InvoiceReminder) {
  return {
    reminderNumber: r.reminderNumber, status: r.status, dueOn: dayText(r.dueOn)!, sentAt: iso(r.sentAt),
    lateFee: r.lateFee ? money(r.lateFee) : null, note: r.note,
  };
}

export function toInvoiceJson(i: InvoiceWithItems, res: Pick<ServiceContext, "config">, paysOnline = false) {
  const { webhookData: _w, publicTokenNonce: _n, publicTokenHash: _h, ...rest } = i;
  return {
    ...rest,
    // the client's page, computed (its token is never stored); no payment page while online payment is off
    publicViewUrl: invoicePageUrl(res, i), paymentUrl: onlinePayment(i, paysOnline).state === "on" ? invoicePageUrl(res, i) : null,
    depositValue: i.depositValue ? money(i.depositValue) : null, depositDueDate: dayText(i.depositDueDate),
    subtotal: money(i.subtotal), taxRate: money(i.taxRate), taxAmount: money(i.taxAmount), total: money(i.total),
    amountPaid: money(i.amountPaid), balanceDue: balanceOf(i.total, i.amountPaid), remindersPausedAt: iso(i.remindersPausedAt),
    issueDate: dayText(i.issueDate)!, dueDate: dayText(i.dueDate)!, paidDate: iso(i.paidDate), periodStart: dayText(i.periodStart), lastSyncAt: iso(i.lastSyncAt),
    createdAt: i.createdAt.toISOString(), updatedAt: i.updatedAt.toISOString(),
    items: i.items.map((it) => ({
      id: it.id, description: it.description, quantity: it.quantity, rate: money(it.rate), amount: money(it.amount),
      createdAt: it.createdAt.toISOString(),
    })),
    client: { id: i.client.id, name: i.client.name },
    pdfDownloadUrl: invoicePdfPath(i.id),
    reminders: i.reminders.map(toReminderJson),
  };
}
