import * as yup from "yup";
import { LIMITS, NONE, enumField, optionalDay, optionalText, optionalUuid, requiredText, requiredUuid, trimmed, requiredDay } from "./validation";
import { DEPOSIT_TYPES, depositCents, type DepositType } from "./payment";
import { addDays, dayText } from "./day";
import { CURRENCIES, DEFAULT_CURRENCY, MAX_CENTS, MAX_MONEY_TEXT, formatCents, formatMoney, invoiceFigures, roundToCents, toCents, type Currency } from "./money";

export { CURRENCIES, type Currency } from "./money";

export const INVOICE_STATUSES = ["draft", "sent", "paid", "overdue", "cancelled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Days from the issue date to the default due date. */
const DEFAULT_DUE_DAYS = 30;

/** At most this many lines per invoice (a GraphQL list argument holds at most 100 items). */
export const MAX_INVOICE_ITEMS = 100;

/** Largest quantity of a line (the column is a 32-bit integer). */
const MAX_QUANTITY = 2_147_483_647;

export const INVOICE_MESSAGES = {
  clientRequired: "Client is required",
  numberRequired: "Invoice number is required",
  numberTaken: "Invoice number already exists",
  issueDateRequired: "Issue date is required",
  dueDateRequired: "Due date is required",
  itemsRequired: "At least one item is required",
  descriptionRequired: "Description is required",
  quantityMin: "Quantity must be at least 1",
  ratePositive: "Rate must be positive",
  taxRateRange: "Tax rate must be between 0 and 100",
  status: "Status must be draft, sent, paid, overdue or cancelled",
  currency: "Currency must be USD, EUR, GBP, CAD or AUD",
  dueBeforeIssue: "Due date cannot be before the issue date",
  noClientEmail: "This client has no e-mail address: add one to the client to send the invoice",
  depositType: "Deposit type must be percent, fixed or none",
  depositRequired: "Enter the deposit: a percentage of the total or an amount",
  depositPercent: "A deposit percentage must be more than 0 and at most 100",
  depositPositive: "The deposit must be more than 0",
  depositDueAfterDue: "The deposit due date cannot be after the invoice's due date",
} as const;

/** "The deposit cannot be more than the total ($1,200.00)". */
const depositOverTotalMessage = (total: string) => `The deposit cannot be more than the total (${total})`;

/** paidDate follows the status: set when the invoice becomes paid, kept while it stays paid, cleared when it leaves. */
export function paidDateFor(status: string, before: { status: string; paidDate: Date | null } | null, now: Date): Date | null {
  if (status !== "paid") return null;
  return before?.status === "paid" && before.paidDate ? before.paidDate : now;
}

// ---- fields ------------------------------------------------------------------------------------------------------

/** A figure as sent: a number or a decimal text (absent, "" and null: not sent). Kept as sent; checked in cents. */
const sentFigure = (label: string, exactCents: boolean, negativeMessage?: string) =>
  yup.mixed<string | number>()
    .transform((v: unknown) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : v))
    .nullable().default(null)
    .test("money", "", function (v: unknown) {
      if (v == null) return true;
      const cents = (typeof v === "string" || typeof v === "number") ? roundToCents(v) : null;
      if (cents === null) return this.createError({ message: `${label} must be a number` });
      if (cents < 0n) return this.createError({ message: negativeMessage ?? `${label} must be at least 0` });
      if (cents > MAX_CENTS) return this.createError({ message: `${label} must be at most ${MAX_MONEY_TEXT}` });
      if (exactCents && toCents(v) === null) return this.createError({ message: `${label} can have at most 2 decimal places` });
      return true;
    }) as unknown as yup.MixedSchema<string | number | null, yup.AnyObject, null, "d">;

/** A percentage with at most two decimals, 0 to 100 (a Decimal(5,2) column). Absent means 0. */
export const taxRateField = () =>
  yup.mixed<string | number>()
    .transform((v: unknown) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? "0" : v))
    .default("0")
    .test("tax-rate", "", function (v: unknown) {
      const cents = (typeof v === "string" || typeof v === "number") ? roundToCents(v) : null;
      if (cents === null) return this.createError({ message: "Tax rate must be a number" });
      if (cents < 0n || cents > 10_000n) return this.createError({ message: INVOICE_MESSAGES.taxRateRange });
      if (toCents(v) === null) return this.createError({ message: "Tax rate can have at most 2 decimal places" });
      return true;
    }) as unknown as yup.MixedSchema<string | number, yup.AnyObject, string, "d">;

const quantityField = () =>
  yup.mixed<number>()
    .transform((v: unknown) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return 1;
      if (typeof v === "string" && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
      return v;
    })
    .default(1)
    .test("quantity", "", function (v: unknown) {
      if (typeof v !== "number" || !Number.isFinite(v)) return this.createError({ message: "Quantity must be a number" });
      if (v < 1) return this.createError({ message: INVOICE_MESSAGES.quantityMin });
      if (!Number.isInteger(v)) return this.createError({ message: "Quantity must be a whole number" });
      if (v > MAX_QUANTITY) return this.createError({ message: `Quantity must be at most ${MAX_QUANTITY}` });
      return true;
    }) as unknown as yup.MixedSchema<number, yup.AnyObject, number, "d">;

/** One line of an invoice: description, quantity (whole, at least 1), rate (at least 0); its amount when sent. */
export const invoiceItemSchema = yup.object({
  description: requiredText(INVOICE_MESSAGES.descriptionRequired, LIMITS.medium),
  quantity: quantityField(),
  rate: sentFigure("Rate", true, INVOICE_MESSAGES.ratePositive).transform((v: unknown) => (v == null ? "0" : v)),
  amount: sentFigure("Amount", false),
});

/**
 * Invoice form and API input; the same schema runs in the browser and in the service. subtotal, taxAmount, total and
 * each item's amount are optional: the server computes them from the items, and a figure sent must agree with its
 * own to the cent (see invoiceFigureErrors).
 */
export const invoiceSchema = yup.object({
  clientId: requiredUuid(INVOICE_MESSAGES.clientRequired),
  projectId: optionalUuid("Project must be a valid id"),
  /** left empty on a new invoice: the workspace's next number (INV-0001, ...) is given at insert */
  invoiceNumber: optionalText(100),
  status: enumField(INVOICE_STATUSES, INVOICE_MESSAGES.status, "draft"),
  currency: enumField(CURRENCIES, INVOICE_MESSAGES.currency, DEFAULT_CURRENCY),
  issueDate: requiredDay(INVOICE_MESSAGES.issueDateRequired, "Issue date must be a valid date"),
  dueDate: requiredDay(INVOICE_MESSAGES.dueDateRequired, "Due date must be a valid date")
    .test("not-before-issue", INVOICE_MESSAGES.dueBeforeIssue, function (due) {
      const issue = (this.parent as { issueDate?: unknown }).issueDate;
      return !(due instanceof Date && issue instanceof Date && due.getTime() < issue.getTime());
    }),
  taxRate: taxRateField(),
  subtotal: sentFigure("Subtotal", false),
  taxAmount: sentFigure("Tax amount", false),
  total: sentFigure("Total", false),
  notes: optionalText(LIMITS.long),
  // a deposit asked before the balance (none, a percentage of the total, or a fixed amount), with its own due day
  depositType: trimmed().transform((v: unknown) => (v === "" || v === NONE ? null : v)).nullable().defined().default(null)
    .oneOf([...DEPOSIT_TYPES, null], INVOICE_MESSAGES.depositType) as unknown as yup.StringSchema<DepositType | null, yup.AnyObject, null, "d">,
  depositValue: sentFigure("Deposit", true, INVOICE_MESSAGES.depositPositive).test("deposit", "", function (v: unknown) {
    const type = (this.parent as { depositType?: unknown }).depositType;
    if (type !== "percent" && type !== "fixed") return true;
    if (v == null) return this.createError({ message: INVOICE_MESSAGES.depositRequired });
    const cents = roundToCents(v);
    if (cents === null) return true;
    if (type === "percent" && (cents <= 0n || cents > 10_000n)) return this.createError({ message: INVOICE_MESSAGES.depositPercent });
    if (cents <= 0n) return this.createError({ message: INVOICE_MESSAGES.depositPositive });
    return true;
  }),
  depositDueDate: optionalDay("Deposit due date must be a valid date").test("deposit-due", INVOICE_MESSAGES.depositDueAfterDue, function (d) {
    const due = (this.parent as { dueDate?: unknown }).dueDate;
    return !(d instanceof Date && due instanceof Date && d.getTime() > due.getTime());
  }),
  items: yup.array(invoiceItemSchema)
    .transform((v: unknown) => (v === null ? undefined : v))
    .required(INVOICE_MESSAGES.itemsRequired)
    .min(1, INVOICE_MESSAGES.itemsRequired)
    .max(MAX_INVOICE_ITEMS, `An invoice can have at most ${MAX_INVOICE_ITEMS} items`),
});

export type InvoiceInput = yup.InferType<typeof invoiceSchema>;
export const INVOICE_FIELDS = Object.keys(invoiceSchema.fields) as (keyof InvoiceInput)[];

export interface ComputedInvoice {
  /** each line's rate and amount, and the invoice's figures, as decimal texts with two places */
  items: { rate: string; amount: string }[];
  taxRate: string;
  subtotal: string;
  taxAmount: string;
  total: string;
}

/**
 * The invoice's figures from its lines (integer cents, see common/money.ts), and a message per figure the input sent
 * that does not agree with them to the cent (a form's float maths passes: 0.30000000000000004 is 0.30), or that is
 * past what the columns hold. Runs on validated input.
 */
export function computeInvoice(data: Pick<InvoiceInput, "items" | "taxRate" | "subtotal" | "taxAmount" | "total">
  & Partial<Pick<InvoiceInput, "depositType" | "depositValue" | "currency">>):
  { ok: true; value: ComputedInvoice } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const rates = data.items.map((i) => toCents(i.rate) ?? 0n);
  const f = invoiceFigures(data.items.map((i, n) => ({ quantity: i.quantity, rateCents: rates[n] })), toCents(data.taxRate) ?? 0n);
  const check = (field: string, label: string, computed: bigint, sent: unknown) => {
    if (computed > MAX_CENTS) errors[field] = `${label} must be at most ${MAX_MONEY_TEXT}`;
    else if (sent != null && roundToCents(sent) !== computed) errors[field] = `${label} does not match the items: it should be ${formatCents(computed)}`;
  };
  data.items.forEach((item, n) => check(`items[${n}].amount`, "Amount", f.amounts[n], item.amount));
  check("subtotal", "Subtotal", f.subtotal, data.subtotal);
  check("taxAmount", "Tax amount", f.taxAmount, data.taxAmount);
  check("total", "Total", f.total, data.total);
  if (data.depositType === "fixed" && !errors.total && (roundToCents(data.depositValue) ?? 0n) > f.total) {
    errors.depositValue = depositOverTotalMessage(formatMoney(formatCents(f.total), { cents: true, currency: data.currency }) ?? formatCents(f.total));
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      items: data.items.map((_, n) => ({ rate: formatCents(rates[n]), amount: formatCents(f.amounts[n]) })),
      taxRate: formatCents(toCents(data.taxRate) ?? 0n),
      subtotal: formatCents(f.subtotal), taxAmount: formatCents(f.taxAmount), total: formatCents(f.total),
    },
  };
}

/** The status an invoice may be set to on its own (Mark as sent, Mark as paid, Cancel, ...). */
export const invoiceStatusSchema = yup.object({
  status: trimmedStatus(),
});

export const INVOICE_PAPER_SIZES = ["A4", "Letter"] as const;
export type InvoicePaperSize = (typeof INVOICE_PAPER_SIZES)[number];

/** The longest prefix of the invoice number sequence, and the most digits its number is padded to. */
export const MAX_NUMBER_PREFIX = 20;
export const MAX_NUMBER_PADDING = 10;

/** The invoice settings of a workspace: the paper of its PDFs, and the format of its invoice numbers. */
export const invoiceSettingsSchema = yup.object({
  paperSize: trimmed()
    .required("Paper size must be A4 or Letter").oneOf([...INVOICE_PAPER_SIZES], "Paper size must be A4 or Letter") as yup.StringSchema<InvoicePaperSize>,
  /** the text before the number (INV-): kept as typed, spaces inside included; letters, digits and - _ / . # only */
  numberPrefix: yup.string().defined("Number prefix must be text")
    .max(MAX_NUMBER_PREFIX, `Number prefix must be at most ${MAX_NUMBER_PREFIX} characters`)
    .matches(/^[\p{L}\p{N} _\-/.#]*$/u, { message: "Number prefix may only use letters, digits, spaces and - _ / . #", excludeEmptyString: true })
    .test("no-outer-spaces", "Number prefix cannot start with a space", (v) => !v || !/^\s/.test(v)),
  numberPadding: yup.number().typeError(`Digits must be a whole number from 1 to ${MAX_NUMBER_PADDING}`)
    .required(`Digits must be a whole number from 1 to ${MAX_NUMBER_PADDING}`)
    .integer(`Digits must be a whole number from 1 to ${MAX_NUMBER_PADDING}`)
    .min(1, `Digits must be a whole number from 1 to ${MAX_NUMBER_PADDING}`)
    .max(MAX_NUMBER_PADDING, `Digits must be a whole number from 1 to ${MAX_NUMBER_PADDING}`),
});

/** An invoice number of the sequence in a format: the prefix and the number padded with zeros ("INV-" and 4: INV-0042). */
export const formatInvoiceNumber = (n: number, prefix: string, padding: number) => `${prefix}${String(n).padStart(padding, "0")}`;

function trimmedStatus() {
  return trimmed()
    .required(INVOICE_MESSAGES.status).oneOf([...INVOICE_STATUSES], INVOICE_MESSAGES.status) as yup.StringSchema<InvoiceStatus>;
}

// ---------------------------------------------------------------------------------------------------------------
// What the screens show.

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: "Draft", sent: "Sent", paid: "Paid", overdue: "Overdue", cancelled: "Cancelled",
};

/** Status badge colours: draft grey, sent blue, paid green, overdue red, cancelled orange. */
const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: "gray", sent: "blue", paid: "green", overdue: "red", cancelled: "orange",
};

export function invoiceStatusColor(status: string | null | undefined): string {
  return (INVOICE_STATUS_COLORS as Record<string, string>)[status ?? ""] ?? "gray";
}

export function invoiceStatusLabel(status: string | null | undefined): string {
  return (INVOICE_STATUS_LABELS as Record<string, string>)[status || "draft"] ?? String(status);
}

const isCurrency = (v: unknown): v is Currency => (CURRENCIES as readonly unknown[]).includes(v);

// ---------------------------------------------------------------------------------------------------------------
// The form: what it holds, how it prefills from a record, what it sends, and its live totals (integer cents).

export interface InvoiceItemFormValues {
  description: string;
  /** as typed: a whole number, "1" for a new item */
  quantity: string;
  /** as typed: an amount such as "85" or "85.50", "0" for a new item */
  rate: string;
}

export interface InvoiceFormValues {
  clientId: string;
  /** one of the client's projects, or NONE */
  projectId: string;
  invoiceNumber: string;
  status: InvoiceStatus;
  currency: Currency;
  /** YYYY-MM-DD, a calendar day of the workspace's zone */
  issueDate: string;
  /** YYYY-MM-DD */
  dueDate: string;
  /** as typed, a percentage from 0 to 100 */
  taxRate: string;
  notes: string;
  items: InvoiceItemFormValues[];
  /** NONE, or how the deposit is asked */
  depositType: DepositType | typeof NONE;
  /** as typed: a percentage (percent) or an amount (fixed) */
  depositValue: string;
  /** YYYY-MM-DD, or "" for none */
  depositDueDate: string;
}

/** A new line: quantity 1, rate 0. */
export const emptyInvoiceItem = (): InvoiceItemFormValues => ({ description: "", quantity: "1", rate: "0" });

/**
 * A new invoice as the form opens it: `today` (YYYY-MM-DD in the workspace's zone) as the issue date, due 30 days
 * later, no number (the workspace's next one is given when it is saved), draft, USD, tax 0 and one item (quantity 1,
 * rate 0).
 */
export function emptyInvoiceForm(today: string): InvoiceFormValues {
  return {
    clientId: "", projectId: NONE, invoiceNumber: "", status: "draft", currency: DEFAULT_CURRENCY,
    issueDate: today, dueDate: addDays(today, DEFAULT_DUE_DAYS), taxRate: "0", notes: "", items: [emptyInvoiceItem()],
    depositType: NONE, depositValue: "", depositDueDate: "",
  };
}


/** A stored amount as the form shows it: "85.50" stays, "12.00" reads "12". */
export const amountText = (v: string | number | null | undefined) => {
  if (v == null || v === "") return "";
  const s = String(v);
  return s.endsWith(".00") ? s.slice(0, -3) : s;
};

/** Prefills the edit dialog from a record (REST or GraphQL shape; clientId and projectId as the form's selects use them). */
export function invoiceFormValues(r: {
  clientId: string; projectId?: string | null; invoiceNumber: string; status?: string | null; currency?: string | null;
  issueDate?: Date | string | null; dueDate?: Date | string | null; taxRate?: string | number | null; notes?: string | null;
  items?: ReadonlyArray<{ description: string; quantity: number | string; rate: string | number }> | null;
  depositType?: string | null; depositValue?: string | number | null; depositDueDate?: Date | string | null;
}): InvoiceFormValues {
  const items = (r.items ?? []).map((i) => ({ description: i.description, quantity: String(i.quantity), rate: amountText(i.rate) || "0" }));
  return {
    clientId: r.clientId, projectId: r.projectId || NONE, invoiceNumber: r.invoiceNumber,
    status: (INVOICE_STATUSES as readonly string[]).includes(r.status ?? "") ? (r.status as InvoiceStatus) : "draft",
    currency: isCurrency(r.currency) ? r.currency : DEFAULT_CURRENCY,
    issueDate: dayText(r.issueDate) ?? "", dueDate: dayText(r.dueDate) ?? "",
    taxRate: amountText(r.taxRate) || "0", notes: r.notes ?? "",
    items: items.length > 0 ? items : [emptyInvoiceItem()],
    depositType: (DEPOSIT_TYPES as readonly string[]).includes(r.depositType ?? "") ? (r.depositType as DepositType) : NONE,
    depositValue: r.depositType ? amountText(r.depositValue) : "", depositDueDate: r.depositType ? dayText(r.depositDueDate) ?? "" : "",
  };
}

/** A whole quantity of at least 1 as typed ("3"), else null. */
const quantityOf = (v: string): number | null => (/^\s*\d{1,9}\s*$/.test(v) && Number(v) >= 1 ? Number(v) : null);

/** Cents of a non-negative amount as typed with at most two decimals ("" is 0), else null. */
const centsOf = (v: string): bigint | null => {
  const cents = toCents(v.trim() === "" ? "0" : v);
  return cents !== null && cents >= 0n ? cents : null;
};

interface InvoiceFormTotals {
  /** each item's amount (quantity x rate), null while its quantity or rate is not valid yet */
  amounts: (string | null)[];
  subtotal: string;
  taxAmount: string;
  total: string;
}

/**
 * The figures the form shows as the user types, in integer cents with the server's rounding (common/money.ts):
 * amount = quantity x rate, subtotal = their sum, tax = subtotal x rate / 100 half-up to the cent, total = subtotal +
 * tax. An item whose quantity or rate is not valid yet counts as 0, and so does a tax rate outside 0 to 100.
 */
export function invoiceFormTotals(v: Pick<InvoiceFormValues, "items" | "taxRate">): InvoiceFormTotals {
  const lines = v.items.map((item) => ({ quantity: quantityOf(item.quantity), rateCents: centsOf(item.rate) }));
  const valid = lines.map((l) => l.quantity !== null && l.rateCents !== null);
  const rate = centsOf(v.taxRate);
  const f = invoiceFigures(
    lines.map((l, i) => (valid[i] ? { quantity: l.quantity as number, rateCents: l.rateCents as bigint } : { quantity: 0, rateCents: 0n })),
    rate !== null && rate <= 10_000n ? rate : 0n,
  );
  return {
    amounts: f.amounts.map((a, i) => (valid[i] ? formatCents(a) : null)),
    subtotal: formatCents(f.subtotal),
    taxAmount: formatCents(f.taxAmount),
    total: formatCents(f.total),
  };
}

/**
 * The body of POST /api/invoices (the spec's payload), also the GraphQL input's fields: the project omitted when
 * none, days as YYYY-MM-DD, money as decimal texts with two places, and each item's amount and the totals as the form
 * shows them (the server computes them again and refuses a figure that differs).
 */
export function invoicePayload(v: InvoiceFormValues) {
  const totals = invoiceFormTotals(v);
  const projectId = v.projectId.trim();
  const money = (text: string) => {
    const cents = toCents(text.trim() === "" ? "0" : text);
    return cents === null ? text.trim() : formatCents(cents);
  };
  return {
    clientId: v.clientId,
    ...(projectId && projectId !== NONE ? { projectId } : {}),
    invoiceNumber: v.invoiceNumber.trim(), status: v.status, currency: v.currency,
    issueDate: v.issueDate, dueDate: v.dueDate,
    taxRate: money(v.taxRate),
    subtotal: totals.subtotal, taxAmount: totals.taxAmount, total: totals.total,
    notes: v.notes,
    items: v.items.map((item, i) => ({
      description: item.description.trim(),
      quantity: quantityOf(item.quantity) ?? Number(item.quantity),
      rate: money(item.rate),
      amount: totals.amounts[i] ?? "0.00",
    })),
    // no deposit: none of its fields is kept
    ...(v.depositType === NONE
      ? { depositType: null, depositValue: null, depositDueDate: null }
      : { depositType: v.depositType, depositValue: v.depositValue.trim(), depositDueDate: v.depositDueDate || null }),
  };
}

/** The deposit the form asks, as the user types ("$300.00"), or null while it asks none or the value is not valid yet. */
export function invoiceFormDeposit(v: Pick<InvoiceFormValues, "items" | "taxRate" | "depositType" | "depositValue" | "currency">): string | null {
  if (v.depositType === NONE) return null;
  const value = toCents(v.depositValue.trim());
  if (value === null || value <= 0n || (v.depositType === "percent" && value > 10_000n)) return null;
  const cents = depositCents({ total: invoiceFormTotals(v).total, depositType: v.depositType, depositValue: formatCents(value) });
  return cents === null ? null : formatMoney(formatCents(cents), { cents: true, currency: v.currency });
}
